import { describe, expect, it } from 'vitest';
import { line, mod, price } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';

// Each ability's own build rules and price options beyond the one build in abilities.test.ts.

const gp = (pick: AbilityPick) => price(pick).price.total;
const problems = (pick: AbilityPick) => price(pick).issues.map((i) => `${i.ruleId} ${i.message}`);
const area = (size: string, shapes: string[]) => mod('area', { size, shapes });

describe('ability build rules and options', () => {
  it('[GG-ABL-14] Damage is priced by its Type: Solid 0, Physical 1, Poison 2, Energy 2 (any subtype), Psychic 3', () => {
    const byType = (['solid', 'physical', 'poison', 'energy', 'cold', 'psychic'] as const).map((t) => gp(line('damage', 1, { types: [t] })));
    expect(byType).toEqual([1, 2, 3, 3, 3, 4]);
  });

  it('[GG-ABL-04] Armour is Solid only: another Type is rejected with the allowed list', () => {
    expect(problems(line('armour', 2, { types: ['psychic'] }))).toEqual(['GG-ABL-04 Armour cannot be Psychic (allowed: Solid)']);
  });

  it('[GG-ABL-13] Damage Defence covers 1, 2 or 3 Types for 1, 2, 3, or a Source other than Standard for 1', () => {
    expect([['solid'], ['solid', 'energy'], ['solid', 'energy', 'physical']].map((types) => gp(line('damage-defence', 1, { types: types as AbilityPick['types'] }))))
      .toEqual([2, 3, 4]);
    expect(gp(line('damage-defence', 1, { coversSource: 'magical' }))).toBe(2);
    expect(problems(line('damage-defence', 1, { coversSource: 'standard' }))).toEqual(['GG-ABL-13 Damage Defence cannot cover the Standard Source']);
    expect(problems(line('armour', 1, { coversSource: 'magical' }))).toEqual(['GG-ABL-04 Armour cannot cover a Source']);
  });

  it('[GG-BLD-10] [GG-ABL-13] Damage Defence may cover Poison, priced as any one Type', () => {
    const poison = price(line('damage-defence', 2, { types: ['poison'] }));
    expect(poison.issues).toEqual([]);
    expect([poison.price.base, poison.price.total]).toEqual([1, 3]);
  });

  it('[GG-ABL-21] Drain Defence: one Type −1, two 0, three 1, a Source −1 (the 1 GP minimum still holds)', () => {
    expect([1, 2, 3].map((n) => price(line('drain-defence', 2, { types: (['energy', 'physical', 'psychic'] as const).slice(0, n) })).price.base)).toEqual([-1, 0, 1]);
    expect(price(line('drain-defence', 1, { coversSource: 'cosmic' })).price).toMatchObject({ base: -1, full: 1 });
  });

  it('[GG-ABL-39] [GG-ABL-19] Hindrance Defence and Dismiss tier prices', () => {
    expect(price(line('hindrance-defence', 1, { types: ['solid', 'energy', 'physical'] })).price.base).toBe(2);
    expect(price(line('dismiss', 1, { types: ['energy', 'physical', 'psychic'], modifiers: [mod('ranged')] })).price.base).toBe(2);
  });

  it('[GG-ABL-12] Counter needs at least Touch range; covering a Source costs 1', () => {
    expect(problems(line('counter', 2))).toEqual(['GG-ABL-12 Counter needs at least Touch range']);
    expect(gp(line('counter', 2, { coversSource: 'magical', modifiers: [mod('touch')] }))).toBe(2 + 1 + 2);
  });

  it('[GG-ABL-09] [GG-RULING-C03] Concealment: 1, 3 or 6 for one to three kinds; more is the referee\'s price', () => {
    const kinds = ['vision', 'hearing', 'radar', 'sonar'];
    expect([1, 2, 3].map((n) => price(line('concealment', 1, { options: { against: kinds.slice(0, n) } })).price.base)).toEqual([1, 3, 6]);
    const four = line('concealment', 1, { options: { against: kinds } });
    expect(problems(four)).toEqual(['GG-RULING-C03 Concealment: the seed prints no price for these options; the referee enters the base cost']);
    const priced = price({ ...four, refereeBase: 9 });
    expect([priced.issues, priced.price.total, priced.price.refereePriced]).toEqual([[], 10, true]);
  });

  it('[GG-ABL-41] Immortality must be Personal and includes Always On', () => {
    expect(problems(line('immortality', 1, { modifiers: [mod('touch')] }))).toEqual(['GG-ABL-41 Immortality must be Personal']);
    expect(gp(line('immortality', 1))).toBe(gp(line('immortality', 1, { modifiers: [mod('always-on')] })));
  });

  it('[GG-ABL-44] Light must have an Area', () => {
    expect(problems(line('light', 1, { types: ['heat'] }))).toEqual(['GG-ABL-44 Light must have an Area']);
  });

  it('[GG-ABL-51] Possession must have Touch range', () => {
    expect(problems(line('possession', 1, { modifiers: [mod('ranged')] }))).toEqual(['GG-ABL-51 Possession must have Touch range']);
  });

  it('[GG-ABL-62] Summon cannot be Persistent Sticky or Always On; Personal Persistent needs an Area', () => {
    expect(problems(line('summon', 1, { modifiers: [mod('persistent', { variant: 'sticky' })] }))).toEqual(['GG-ABL-62 Summon cannot be Persistent Sticky']);
    expect(problems(line('summon', 1, { modifiers: [mod('always-on')] }))).toEqual(['GG-ABL-62 Summon cannot be Always On']);
    expect(problems(line('summon', 1, { modifiers: [mod('persistent', { variant: 'personal' })] }))).toEqual(['GG-ABL-62 Personal Persistent Summon needs an Area']);
    expect(problems(line('summon', 1, { modifiers: [mod('persistent', { variant: 'personal' }), area('small', ['burst'])] }))).toEqual([]);
  });

  it('[GG-ABL-64] Suppress must be a non-Sticky Area; a Source costs 3, named abilities 1 each', () => {
    expect(problems(line('suppress', 1, { options: { scope: 'source' } }))).toEqual(['GG-ABL-64 Suppress must be an Area']);
    const sticky = line('suppress', 1, { options: { scope: 'source' }, modifiers: [area('small', ['burst']), mod('persistent', { variant: 'sticky' })] });
    expect(problems(sticky)).toEqual(['GG-ABL-64 Suppress cannot be a Sticky Area']);
    expect(price(line('suppress', 1, { options: { scope: 'source' }, modifiers: [area('small', ['burst'])] })).price.base).toBe(3);
    expect(problems(line('suppress', 1, { options: { scope: 'source', abilities: ['Vision'] }, modifiers: [area('small', ['burst'])] })))
      .toEqual(['GG-ABL-64 Suppress: Named abilities suppressed is not available for this build: it needs Scope Named']);
  });

  it('[GG-ABL-70] Wall: an Area Line; Robust and Smooth for Solid walls; Physical Toughness costs double; Vulnerability lowers it', () => {
    expect(problems(line('wall', 1, { options: { toughness: 't1' } }))).toEqual(['GG-ABL-70 Wall must be an Area Line']);
    const wall = (rest: Partial<AbilityPick>) => line('wall', 2, { modifiers: [area('small', ['line']), mod('touch')], ...rest });
    expect(problems(wall({ types: ['physical'], options: { toughness: 't1', robust: true } }))).toEqual(['GG-ABL-70 Wall: Robust is not available for this build: it needs Solid']);
    expect(['t1', 't2', 't3', 't4'].map((t) => price(wall({ options: { toughness: t } })).price.base)).toEqual([0, 1, 3, 5]);
    expect(['t1', 't2', 't3', 't4'].map((t) => price(wall({ types: ['physical'], options: { toughness: t } })).price.base)).toEqual([0, 2, 6, 10]);
    expect(price(wall({ options: { toughness: 't3', vulnerability: 'solid' } })).price.base).toBe(0);
    expect(problems(wall({ options: { toughness: 'higher' } }))).toEqual(['GG-RULING-C03 Wall: the seed prints no price for these options; the referee enters the base cost']);
  });

  it('[GG-ABL-50] Movement: each class its price, Stand-Off only for Air or Wallcrawl, Journeys +1, Split +3', () => {
    expect(price(line('movement', 1, { options: { classes: ['teleport', 'underwater', 'water'], journeys: true, split: true } })).price.base).toBe(3 + 2 + 0 + 1 + 3);
    expect(problems(line('movement', 1, { options: { 'classes': ['leap'], 'stand-off': true } }))).toEqual(['GG-ABL-50 Movement: Stand-Off is not available for this build: it needs Classes Air/Wallcrawl']);
    expect(problems(line('movement', 1, { options: { classes: [] } }))).toEqual(['GG-ABL-50 Movement: Movement classes: pick at least 1']);
  });

  it('[GG-ABL-23] Duplication can copy Toughness or Heal only as Identical Duplicates or Clones; Not Personal costs 5', () => {
    expect(problems(line('duplication', 1, { options: { 'kind': 'double', 'copy-heal': true } }))).toEqual(['GG-ABL-23 Duplication: Can copy Heal is not available for this build: it needs Kind Identical or Kind Clone']);
    expect(price(line('duplication', 1, { options: { kind: 'double' }, modifiers: [mod('close')] })).price.base).toBe(3 + 5);
    expect(problems(line('duplication', 1))).toEqual(['GG-ABL-23 Duplication: choose Kind of duplicate']);
  });

  it('[GG-ABL-43] Life Support: Poison Gas is not bought with Air; alone it is the cheap −2 base', () => {
    expect(problems(line('life-support', 1, { options: { types: ['air', 'poison-gas'] } }))).toEqual(['GG-ABL-43 Poison Gas is not bought with Air']);
    expect(price(line('life-support', 3, { options: { types: ['poison-gas'] } })).price).toMatchObject({ base: -2, full: 1 });
    expect(price(line('life-support', 1, { options: { types: ['cold', 'heat', 'radiation'] } })).price.base).toBe(-1 + 2);
  });

  it('[GG-ABL-42] Insubstantial: one Type 2, two 5, three 9; the attack option needs a Solid, Persistent or Always On build', () => {
    expect([1, 2, 3].map((n) => price(line('insubstantial', 1, { types: (['solid', 'energy', 'physical'] as const).slice(0, n) })).price.base)).toEqual([2, 5, 9]);
    expect(problems(line('insubstantial', 1, { types: ['energy'], options: { 'attack-while-insubstantial': true }, modifiers: [mod('always-on')] })))
      .toEqual(['GG-ABL-42 Insubstantial: Solid, Persistent or Always On, with an Attack usable while insubstantial is not available for this build: it needs Solid and Persistent/Always On']);
  });

  it('[GG-ABL-52] Power Pool: the Multiple multiplies the level cost', () => {
    const pool = (multiple: number) => price(line('power-pool', 12, { options: { shift: 'day', multiple } })).price;
    expect([pool(1).levelCost, pool(3).levelCost]).toEqual([12, 36]);
  });

  it('[GG-ABL-01] Absorption: one Type and one ability −1; two Types 1; +2 per further Type, +3 per further ability', () => {
    const base = (absorbs: string[], into: string[]) => price(line('absorption', 1, { options: { absorbs, into } })).price.base;
    expect([base(['heat'], ['a']), base(['heat', 'cold'], ['a']), base(['heat', 'cold', 'solid', 'poison'], ['a', 'b'])]).toEqual([-1, 1, 1 + 4 + 3]);
  });

  it('[GG-ABL-58] [GG-ABL-30] [GG-ABL-06] one-of choices price their pick', () => {
    expect(['named', 'source', 'any'].map((scope) => price(line('repair', 1, { options: { scope } })).price.base)).toEqual([-2, 0, 1]);
    expect(['down', 'away', 'toward', 'up', 'chosen'].map((direction) => price(line('forced-move', 1, { options: { direction } })).price.base)).toEqual([0, 0, 0, 1, 2]);
    expect(['fixed', 'flexible', 'versatile'].map((form) => price(line('change-appearance', 1, { options: { form } })).price.base)).toEqual([-2, 1, 2]);
  });

  it('[GG-ABL-22] Drain: a named ability −1 … any ability with or without "Defence" +1; what it drains must be named', () => {
    expect(problems(line('drain', 1, { options: { drains: 'type' } }))).toEqual(['GG-ABL-22 Drain: name The ability, subtype, Source or Type drained']);
    expect(price(line('drain', 1, { options: { drains: 'defence', target: 'Damage Defence' } })).price.base).toBe(1);
  });

  it('[GG-ABL-03] [GG-ABL-23] surcharges follow the build: Not Personal costs more only with a range', () => {
    expect(price(line('animal-form', 1)).price.base).toBe(1);
    expect(price(line('animal-form', 1, { modifiers: [mod('touch')] })).price.base).toBe(3);
    expect(problems(line('animal-form', 1, { options: { 'extra-forms': 1, 'flexible-forms': true } })))
      .toEqual(['GG-ABL-03 Animal Form: Flexible forms is not available for this build: it needs not Extra Forms']);
  });

  it('[GG-RULING-C05] the Level Limit is a price step, not a cap: Life Support L6 and Giant L8 are legal', () => {
    const ls = price(line('life-support', 6, { options: { types: ['cold'] } }));
    expect([ls.issues, ls.price.levelCost]).toEqual([[], 5 + 2]);
    expect(price(line('giant', 8)).issues).toEqual([]);
  });

  it('options that do not fit are reported with the entry\'s rule ID', () => {
    expect(problems(line('accuracy', 1, { options: { sniper: 'yes' } }))).toEqual(['GG-ABL-02 Accuracy: Sniper is taken or not (true or false)']);
    expect(problems(line('accuracy', 1, { options: { scope: true } }))).toEqual(['GG-ABL-02 Accuracy: unknown option "scope"']);
    expect(problems(line('detection', 1, { options: { kinds: ['xray'] } })))
      .toEqual([expect.stringMatching(/^GG-ABL-16 Detection: Kinds of Detection: "xray" is not one of vision, hearing/)]);
    expect(problems(line('copy-power', 1, { options: { 'extra-abilities': -1 } }))).toEqual(['GG-ABL-11 Copy Power: Extra abilities copied per target must be at least 0']);
  });
});
