import { describe, expect, it } from 'vitest';
import type { GgSheet } from '../sheet.ts';
import { BLUE_COMET } from '../templates/heroes.ts';
import { hero, line, mod } from './ability-testing.ts';
import { ggLegalActions } from './legal.ts';
import { ggOptions, type S } from './model.ts';
import { current, data, events, ggTable, GM, refusal, run, tryRun } from './testing.ts';

// Catalog records that were the referee's until play read them: Optional Lethal chosen on use,
// a Bullet through walls, Works on Insubstantial, and Density Increase on Solid Melee results.

const withModifiers = (sheet: GgSheet, key: string, mods: { id: string; options?: Record<string, string> }[]): GgSheet => ({
  ...sheet, budget: 200,
  abilities: sheet.abilities.map((a) => (a.key !== key ? a
    : { ...a, modifiers: [...a.modifiers, ...mods.map((x) => ({ id: x.id, options: x.options ?? {} }))] })),
});

describe('glorious gladiators: Optional Lethal chosen on use', () => {
  const table = (variant: string) => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', sheet: withModifiers(BLUE_COMET, 'lightning-bolt', [{ id: 'lethal', options: { variant } }]), at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    // The cop has fired its Lethal pistol at someone: a fair target for Lawful Lethal (GG-PLAY-88).
    run(t, 'gm.set', { path: ['figures', 'cop', 'status', 'lethalFacts'], value: { usedLethal: true } });
    return t;
  };
  const bolt = { figure: 'comet', ability: 'lightning-bolt', target: 'cop' };

  it('[GG-MOD-38] [GG-PLAY-78] an Optional Lethal use is Lethal when its user says so: the takedown is Lethal and reactivation needs 6+2', () => {
    const t = table('optional-lawful');
    const r = run(t, 'gg.attack', { ...bolt, lethal: true }, [10, 10]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true, lethal: true });
    expect(events(r, 'gg.hit')[0]!.ruleIds).toContain('GG-MOD-38');
    expect(data(events(run(t, 'gg.end-turn', { figure: 'comet' }, [1]), 'gg.reactivation')[0]).target).toBe(8);
  });

  it('[GG-MOD-38] [GG-PLAY-78] unsaid (or said no), an Optional Lethal use is not Lethal', () => {
    for (const args of [bolt, { ...bolt, lethal: false }]) {
      const t = table('optional-not-human');
      const r = run(t, 'gg.attack', args, [10, 10]);
      expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true, lethal: false });
      expect(data(events(run(t, 'gg.end-turn', { figure: 'comet' }, [1]), 'gg.reactivation')[0]).target).toBe(6);
    }
  });

  it('[GG-MOD-38] [GG-PLAY-78] only an Optional Lethal ability takes the choice; the action bar offers it beside the plain attack', () => {
    expect(refusal(tryRun(table('any'), 'gg.attack', { ...bolt, lethal: false }))).toBe('GG_NOT_APPLICABLE GG-MOD-38');
    expect(refusal(tryRun(table('lawful'), 'gg.attack', { ...bolt, lethal: true }))).toBe('GG_NOT_APPLICABLE GG-MOD-38');
    const t = table('optional-lawful');
    const offered = ggLegalActions(t.state as S, GM, ggOptions(t.state.options)).filter((a) => a.type === 'gg.attack' && (a.args as { ability: string }).ability === 'lightning-bolt');
    expect(offered.map((a) => [a.label, (a.args as { lethal?: boolean }).lethal])).toEqual([['Lightning Bolt at cop', undefined], ['Lightning Bolt at cop, Lethal', true]]);
  });
});

describe('glorious gladiators: a Bullet through walls', () => {
  // The cop's Pistol is a Bullet (Damage 2, Solid, Lethal); an interior brick wall (Damage Defence 3) stands between.
  const table = () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 4, r: 0 } },
    ]);
    run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
    run(t, 'combat.start', {}, [1, 1]);
    while (current(t) !== 'cop') run(t, 'gg.end-turn', { figure: current(t)! });
    return t;
  };
  const shot = { figure: 'cop', ability: 'pistol', target: 'comet' };

  it('[GG-MOD-07] [GG-SIT-03] [GG-PLAY-79] a Bullet may be aimed through the wall; a result passes it, a Level less without a Boost, and the wall stands', () => {
    const t = table();
    // Pistol 2 vs brick 3: 6+; a 6 passes with no Boost, so it hits (10) and rolls its result at
    // Level 1 against the Comet's 1 (Grounded 2, half against a Solid shot): 5+, and a 4 does nothing.
    const r = run(t, 'gg.attack', shot, [6, 10, 4]);
    expect(data(events(r, 'gg.bullet-wall')[0])).toMatchObject({ hex: '2,0', level: 2, needed: 6, passed: true, boosts: 0, after: 1 });
    expect(data(events(r, 'gg.no-result')[0])).toMatchObject({ target: 'comet', level: 1, needed: 5 });
    expect((t.state as S).sys.walls['2,0']).toBeDefined();
    // A 9 passes with a Boost: the result is rolled at Level 2 (4+), and the same 4 lands.
    const boosted = run(table(), 'gg.attack', shot, [9, 10, 4]);
    expect(data(events(boosted, 'gg.bullet-wall')[0])).toMatchObject({ passed: true, boosts: 1, after: 2 });
    expect(data(events(boosted, 'gg.hit')[0])).toMatchObject({ target: 'comet', hits: 1 });
  });

  it('[GG-MOD-07] [GG-SIT-03] [GG-PLAY-79] a Bullet that fails against the wall stops there; one without Bullet cannot be aimed through it', () => {
    const r = run(table(), 'gg.attack', shot, [5]);
    expect(data(events(r, 'gg.bullet-wall')[0])).toMatchObject({ passed: false });
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
    expect(events(r, 'gg.missed')).toHaveLength(0);
    // The Comet's Lightning Bolt is no Bullet: in range of the cop, the wall still stops it (the
    // cop's Nightstick is no test of it, being out of range anyway).
    const comet = table();
    run(comet, 'gg.end-turn', { figure: 'cop' });
    expect(current(comet)).toBe('comet');
    expect(refusal(tryRun(comet, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'cop' }))).toBe('GG_NO_LINE_OF_SIGHT GG-SIT-03');
  });

  it('[GG-MOD-48] [GG-PLAY-79] a Piercing Bullet ignores 3 points of the wall\'s Damage Defence', () => {
    const gun = (...mods: string[]) => hero('Gunner', [line('damage', 2, {
      key: 'gun', types: ['solid'], modifiers: [mod('ranged'), mod('bullet'), mod('lethal', { variant: 'any' }), ...mods.map((m) => mod(m))],
    })]);
    const through = (sheet: ReturnType<typeof gun>) => {
      const t = ggTable([
        { id: 'g', side: 'one', sheet, at: { q: 0, r: 0 } },
        { id: 'comet', side: 'two', template: 'blue-comet', at: { q: 4, r: 0 } },
      ], { heroPoints: 0 });
      run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
      run(t, 'combat.start', {}, [9, 1]);
      while (current(t) !== 'g') run(t, 'gg.end-turn', { figure: current(t)! });
      return data(events(run(t, 'gg.attack', { figure: 'g', ability: 'gun', target: 'comet' }, [10, 10, 10]), 'gg.bullet-wall')[0]);
    };
    // Damage 2 against brick's 3: 6+; Piercing leaves the brick 0: 3+.
    expect(through(gun())).toMatchObject({ needed: 6 });
    expect(through(gun('piercing'))).toMatchObject({ needed: 3 });
  });
});

describe('glorious gladiators: Works on Insubstantial and Density Increase', () => {
  const energyBolt = (...mods: string[]) => line('damage', 2, { types: ['energy'], modifiers: [mod('ranged'), ...mods.map((m) => mod(m))] });
  const ghost = hero('Ghost', [line('insubstantial', 3, { types: ['energy'] })]);
  const vsGhost = (...mods: string[]) => {
    const t = ggTable([
      { id: 'd', side: 'two', sheet: ghost, at: { q: 2, r: 0 } },
      { id: 'a', side: 'one', sheet: hero('Blaster', [energyBolt(...mods)]), at: { q: 0, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.activate', { figure: 'd', ability: 'insubstantial' });
    run(t, 'gg.end-turn', { figure: 'd' });
    return t;
  };

  it('[GG-MOD-69] Works on Insubstantial: the attack lands on an insubstantial target with no cancelling roll', () => {
    const plain = run(vsGhost(), 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [10, 10, 10]);
    expect(data(events(plain, 'gg.insubstantial')[0])).toMatchObject({ cancelled: true });
    expect(events(plain, 'gg.hit')).toHaveLength(0);
    const r = run(vsGhost('works-on-insubstantial'), 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [10, 10]);
    expect(events(r, 'gg.insubstantial')).toHaveLength(0);
    expect(events(r, 'gg.hit')).toHaveLength(1);
  });

  it('[GG-ABL-15] [GG-PLAY-80] Density Increase adds its Level to its holder\'s Solid Melee results, not to other attacks', () => {
    const dense = hero('Dense', [line('density-increase', 2, { types: ['solid'] }), line('damage', 1, { key: 'sling', types: ['solid'], modifiers: [mod('ranged')] })]);
    const duel = () => {
      const t = ggTable([
        { id: 'a', side: 'one', sheet: dense, at: { q: 0, r: 0 } },
        { id: 'b', side: 'two', sheet: hero('Target', []), at: { q: 1, r: 0 } },
      ], { heroPoints: 0 });
      run(t, 'combat.start', {}, [9, 1]);
      return t;
    };
    // Punch 1 + Density 2 against no defence: 2+ rather than 4+, so a 3 lands.
    const punch = run(duel(), 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'b' }, [10, 3]);
    expect(events(punch, 'gg.hit')).toHaveLength(1);
    const sling = run(duel(), 'gg.attack', { figure: 'a', ability: 'sling', target: 'b' }, [10, 3]);
    expect(data(events(sling, 'gg.no-result')[0])).toMatchObject({ level: 1, needed: 4 });
  });

  it('[GG-ABL-63] [GG-PLAY-80] Super Strength adds its Level to Hindrance Defence against Solid and Physical Hinders, not others', () => {
    const blaster = hero('Hinderer', [
      line('hinder', 2, { key: 'glue', types: ['solid'], modifiers: [mod('ranged')] }),
      line('hinder', 2, { key: 'static', types: ['energy'], modifiers: [mod('ranged')] }),
    ]);
    const vs = (key: string) => {
      const t = ggTable([
        { id: 'a', side: 'one', sheet: blaster, at: { q: 0, r: 0 } },
        { id: 'b', side: 'two', sheet: hero('Strong', [line('super-strength', 3)]), at: { q: 3, r: 0 } },
      ], { heroPoints: 0 });
      run(t, 'combat.start', {}, [9, 1]);
      return data(events(run(t, 'gg.attack', { figure: 'a', ability: key, target: 'b' }, [10, 1]), 'gg.no-result')[0]);
    };
    // Hinder 2 against Hindrance Defence 0 + Super Strength 3: 6+; an Energy Hinder meets nothing: 3+.
    expect(vs('glue')).toMatchObject({ resist: 3, needed: 6 });
    expect(vs('static')).toMatchObject({ resist: 0, needed: 3 });
  });
});
