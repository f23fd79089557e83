import { describe, expect, it } from 'vitest';
import { CAREERS, CAREER_TYPE_INFO, CHARGES, POWERS, POWER_CATEGORY_INFO, catalogCareer, catalogPower } from './catalog.ts';
import { actionsFor, baseLife, highActions, trainingCost } from './derive.ts';
import { CAREER_TYPES, hlhSheetSchema, POWER_CATEGORIES, type HlhSheet } from './sheet.ts';
import { ACE, BLAZE, HLH_TEMPLATES, NOVA, THUG, TITAN } from './templates.ts';
import { validateHlhSheet } from './validate.ts';

const issues = (sheet: HlhSheet) => validateHlhSheet(sheet).map((i) => `${i.ruleId} ${i.path.join('.')}: ${i.message}`);
const rules = (sheet: HlhSheet) => validateHlhSheet(sheet).map((i) => i.ruleId);

describe('High/Low Heroes sheets', () => {
  it('[HLH-CHAR-09] every template is a legal build, and a sheet survives JSON export and import', () => {
    for (const t of HLH_TEMPLATES) expect(issues(t.sheet), t.id).toEqual([]);
    const back = hlhSheetSchema.parse(JSON.parse(JSON.stringify(BLAZE)));
    expect(back).toEqual(BLAZE);
    expect(hlhSheetSchema.safeParse({ ...BLAZE, version: 2 }).success).toBe(false);
  });

  it('[HLH-CHAR-01] a hero needs its three Aspects', () => {
    expect(issues({ ...BLAZE, aspects: null })).toContain('HLH-CHAR-01 aspects: choose a Build (Quick or Powerful), a Mentality (Logical or Intuitive) and a Temperament (Bold or Cautious)');
  });

  it('[HLH-CHAR-02] exactly three actions read High, each set by one Aspect; exported readings must agree', () => {
    for (const build of ['quick', 'powerful'] as const) {
      for (const mentality of ['logical', 'intuitive'] as const) {
        for (const temperament of ['bold', 'cautious'] as const) {
          const high = highActions({ build, mentality, temperament });
          expect(Object.values(high).filter(Boolean)).toHaveLength(3);
          expect(high.move).toBe(build === 'quick');
          expect(high.damage).toBe(build === 'powerful');
          expect(high['block-mundane']).toBe(mentality === 'logical');
          expect(high['block-fantastic']).toBe(mentality === 'intuitive');
          expect(high['to-hit']).toBe(temperament === 'bold');
          expect(high.evade).toBe(temperament === 'cautious');
        }
      }
    }
    expect(issues({ ...BLAZE, readings: { move: 'low' } })).toEqual(['HLH-CHAR-02 readings.move: move reads High with these Aspects, not Low']);
  });

  it('[HLH-CHAR-03] Life 15 when Powerful, 10 otherwise, +1 per upgrade', () => {
    expect(baseLife(TITAN.aspects)).toBe(15);
    expect(baseLife(BLAZE.aspects)).toBe(10);
    expect(rules({ ...BLAZE, maxLife: 15 })).toEqual(['HLH-CHAR-03']);
    const upgraded = { ...BLAZE, upgrades: 1, maxLife: 11, powers: [{ ...BLAZE.powers[0]!, bonus: 2 }, BLAZE.powers[1]!] };
    expect(issues(upgraded)).toEqual([]);
  });

  it('[HLH-CHAR-04] [HLH-SCN-26] exactly 2 Powers at creation, from different categories, named', () => {
    const twice = { ...BLAZE, powers: [BLAZE.powers[0]!, { category: 'targeting' as const, name: 'Rapid Fire', bonus: 1 }] };
    expect(issues(twice)).toContain('HLH-CHAR-04 powers.1.category: Powers must be from different categories: Targeting twice');
    const three = { ...BLAZE, powers: [...BLAZE.powers, { category: 'evasion' as const, name: 'Acrobatics', bonus: 1 }] };
    expect(issues(three)).toContain('HLH-CHAR-04 powers: exactly 2 Powers at creation, not 3');
    expect(rules({ ...BLAZE, powers: [BLAZE.powers[0]!, { ...BLAZE.powers[1]!, name: '' }] })).toEqual(['HLH-CHAR-04']);
  });

  it('[HLH-CHAR-05] a hero trains for one upgrade it can buy', () => {
    expect(rules({ ...BLAZE, training: null })).toEqual(['HLH-CHAR-05']);
    expect(issues({ ...BLAZE, training: { kind: 'improve', category: 'evasion' } })).toEqual(['HLH-CHAR-05 training: there is no Evasion Power to improve']);
    expect(issues({ ...BLAZE, training: { kind: 'add', category: 'targeting', name: 'Rapid Fire' } })[0]).toMatch(/category the hero does not have/);
    expect(issues({ ...BLAZE, training: { kind: 'add', category: 'evasion', name: 'Acrobatics' } })).toEqual([]);
  });

  it('[HLH-CHAR-06] exactly one Weakness', () => {
    expect(issues({ ...BLAZE, weakness: null })).toEqual(['HLH-CHAR-06 weakness: choose exactly 1 Weakness: the action that gets −1']);
  });

  it('[HLH-CHAR-07] [HLH-SCN-26] two Careers of different types, one professional and one hobby', () => {
    const quick = { ...BLAZE, careers: [{ name: 'Driver', type: 'quick' as const, role: 'professional' as const }, { name: 'Pilot', type: 'quick' as const, role: 'hobby' as const }] };
    expect(issues(quick)).toEqual(['HLH-CHAR-07 careers.1.type: Careers must be of different types: Quick twice']);
    expect(rules({ ...BLAZE, careers: [BLAZE.careers[0]!] })).toEqual(['HLH-CHAR-07']);
    expect(rules({ ...BLAZE, careers: [BLAZE.careers[0]!, { ...BLAZE.careers[1]!, role: 'professional' }] })).toEqual(['HLH-CHAR-07']);
  });

  it('[HLH-CHAR-08] a Charge and a civilian and/or hero name, with no effect in play', () => {
    expect(rules({ ...BLAZE, charge: '' })).toEqual(['HLH-CHAR-08']);
    expect(rules({ ...BLAZE, heroName: '', civilianName: '' })).toEqual(['HLH-CHAR-08']);
    expect(issues({ ...BLAZE, heroName: '' })).toEqual([]);
  });

  it('[HLH-CHAR-09] no points: bonuses above +1 and extra Powers must be paid for as recorded upgrades', () => {
    const free = { ...BLAZE, powers: [{ ...BLAZE.powers[0]!, bonus: 2 }, BLAZE.powers[1]!] };
    expect(rules(free)).toEqual(['HLH-CHAR-09']);
  });

  it('[HLH-RULING-08] bonuses +1..+4, at most 4 Powers', () => {
    const five = { ...BLAZE, upgrades: 4, maxLife: 14, powers: [{ ...BLAZE.powers[0]!, bonus: 5 }, BLAZE.powers[1]!] };
    expect(rules(five)).toContain('HLH-RULING-08');
    expect(trainingCost({ ...BLAZE, powers: [{ ...BLAZE.powers[0]!, bonus: 4 }, BLAZE.powers[1]!] }, { kind: 'improve', category: 'targeting' })).toBeNull();
  });

  it('[HLH-RULING-11] villains are built like heroes; Careers and Charge are theirs to leave out', () => {
    expect(issues(TITAN)).toEqual([]);
    expect(issues(NOVA)).toEqual([]);
    expect(rules({ ...TITAN, weakness: null })).toEqual(['HLH-CHAR-06']);
    expect(rules({ ...TITAN, careers: [BLAZE.careers[0]!] })).toEqual(['HLH-CHAR-07']);
  });

  it('[HLH-NPC-01] [HLH-NPC-02] [HLH-NPC-03] normals and thugs: no Aspects, all Low, block at the GM\'s word, no training', () => {
    expect(issues(THUG)).toEqual([]);
    expect(rules({ ...THUG, aspects: TITAN.aspects })).toEqual(['HLH-NPC-01']);
    expect(rules({ ...THUG, readings: { damage: 'high' } })).toEqual(['HLH-NPC-01']);
    expect(rules({ ...THUG, training: BLAZE.training })).toEqual(['HLH-RULING-11']);
    expect(rules({ ...BLAZE, canBlock: false })).toEqual(['HLH-NPC-02']);
    expect(rules({ ...THUG, maxLife: 0 })).toEqual(['HLH-CHAR-03']);
    expect(issues(ACE)).toEqual([]);
  });

  it('[HLH-RULING-03] ceil(value / 5) actions, capped at 4', () => {
    expect([1, 5, 6, 10, 11, 15, 16, 20, 30].map(actionsFor)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4]);
  });
});

describe('High/Low Heroes catalogs', () => {
  const powerNames = (cat: string) => POWERS.filter((p) => p.kind === cat).map((p) => p.name);
  const careerNames = (type: string) => CAREERS.filter((c) => c.kind === type).map((c) => c.name);

  it('[HLH-CAT-01] [HLH-CAT-02] [HLH-CAT-03] Movement, Targeting and Evasion examples (seed L41-47)', () => {
    expect(powerNames('movement')).toEqual(['Teleportation', 'Flight/Wings', 'Swing Line', 'Super Leap', 'Super Speed', 'Wall Walking']);
    expect(powerNames('targeting')).toEqual(['Martial Attack', 'Trick Shot', 'Rapid Fire', 'Sneak Attack', 'Precognition', 'Super Agility']);
    expect(powerNames('evasion')).toEqual(['Acrobatics', 'Danger Sense', 'Invisibility', 'Ghost Form', 'Tiny Form', 'Martial Dodge']);
  });

  it('[HLH-CAT-04] [HLH-CAT-05] [HLH-CAT-06] attack and Barrier examples, with the actions each category adds to', () => {
    expect(powerNames('mundane-attack')).toEqual(['Gun/Bow', 'Blade/Claws', 'Super Strength', 'Lightning Attack', 'Heat/Cold Attack', 'Poison/Radiation']);
    expect(powerNames('fantastic-attack')).toEqual(['Optic Blast', 'Energy Blast', 'Life Drain', 'Psychic Bolt', 'Mystic Bolt', 'Phantasmal Attack']);
    expect(powerNames('barrier-defense')).toEqual(['Armor/Shield', 'Metal/Stone Form', 'Energy Form/Sheath', 'Force Bubble/Field', 'Stretching', 'Invulnerability']);
    expect(POWER_CATEGORY_INFO['barrier-defense'].actions).toEqual(['block-mundane', 'block-fantastic']);
    expect(POWER_CATEGORY_INFO['fantastic-attack'].actions).toEqual(['damage']);
  });

  it('[HLH-CAT-07] [HLH-CAT-08] [HLH-CAT-09] [HLH-CAT-10] [HLH-CAT-11] [HLH-CAT-12] Careers by type and the action they roll (seed L51-58)', () => {
    expect(careerNames('quick')).toEqual(['Driver', 'Pilot', 'Acrobat']);
    expect(careerNames('cautious')).toEqual(['Doctor', 'Reporter', 'Teacher']);
    expect(careerNames('bold')).toEqual(['Actor', 'Rock Star', 'Politician']);
    expect(careerNames('powerful')).toEqual(['Laborer', 'Scuba Diver', 'Athlete']);
    expect(careerNames('logical')).toEqual(['Programmer', 'Scientist', 'Mechanic']);
    expect(careerNames('intuitive')).toEqual(['Animal Trainer', 'Artist', 'Writer']);
    expect(CAREER_TYPES.map((t) => CAREER_TYPE_INFO[t].action)).toEqual(['move', 'to-hit', 'evade', 'damage', 'block-mundane', 'block-fantastic']);
    expect(catalogCareer('programmer')?.kind).toBe('logical');
  });

  it('[HLH-CAT-13] the six Charges (seed L62-67)', () => {
    expect(CHARGES.map((c) => c.name)).toEqual(['Aunt/uncle/parent', 'Brother/sister', 'Girlfriend/boyfriend', 'Spouse/child', 'Teacher/student', 'Boss/friend/co-worker']);
  });

  it('[HLH-CAT-01] catalog entries are well formed: unique ids, a rule ID and seed lines each, every category and type present', () => {
    for (const list of [POWERS, CAREERS, CHARGES] as const) {
      const ids = list.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const e of list) {
        expect(e.ruleId).toMatch(/^HLH-CAT-\d\d$/);
        expect(e.seed).toMatch(/^L\d+-\d+$/);
      }
    }
    for (const c of POWER_CATEGORIES) expect(POWERS.filter((p) => p.kind === c)).toHaveLength(6);
    for (const t of CAREER_TYPES) expect(CAREERS.filter((p) => p.kind === t)).toHaveLength(3);
    expect(catalogPower('Heat/Cold Attack')?.kind).toBe('mundane-attack');
  });
});
