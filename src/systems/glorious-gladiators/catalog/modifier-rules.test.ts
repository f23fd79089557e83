import { describe, expect, it } from 'vitest';
import { line, mod, price } from '../builder/testing.ts';
import type { AbilityPick, ModifierPick } from '../sheet.ts';

// Each modifier's own build rules and context-dependent prices (seed L186-266).

const problems = (pick: AbilityPick) => price(pick).issues.map((i) => `${i.ruleId} ${i.message}`);
const total = (pick: AbilityPick) => price(pick).price.total;
const blast = (...extra: ModifierPick[]) => line('damage', 3, { modifiers: [mod('ranged'), ...extra] });
const armour = (...extra: ModifierPick[]) => line('armour', 3, { modifiers: extra });

describe('modifier build rules and prices', () => {
  it('[GG-MOD-01] Activation Roll: 3+ −1, 5+ −2, 7+ −3, only on Persistent or Always On abilities', () => {
    expect(['roll-3', 'roll-5', 'roll-7'].map((roll) => total(armour(mod('always-on'), mod('activation-roll', { roll }))))).toEqual([7, 6, 5]);
    expect(problems(armour(mod('activation-roll', { roll: 'roll-3' })))).toEqual(['GG-MOD-01 Activation Roll is only for Persistent or Always On abilities']);
  });

  it('[GG-MOD-02] Adapts costs 4, or 2 on a Personal ability', () => {
    expect([total(blast(mod('adapts'))) - 6, total(armour(mod('adapts'))) - 5]).toEqual([4, 2]);
  });

  it('[GG-MOD-03] [GG-BLD-11] Always On cannot take Flexible modifiers — except Flexible Duration, which names Always On (ruling)', () => {
    expect(problems(line('damage', 3, { modifiers: [mod('always-on'), mod('touch'), mod('ranged'), mod('flexible-range')] })))
      .toEqual(['GG-MOD-03 Always On cannot take Flexible modifiers (except Flexible Duration, GG-MOD-21)']);
    expect(problems(armour(mod('always-on'), mod('instant'), mod('flexible-duration')))).toEqual([]);
  });

  it('[GG-MOD-04] Area: Small 0, Medium 2, Large 5; Cones Small or Medium only, Barrages Medium or Large; a Personal Area is a Burst', () => {
    expect(['small', 'medium', 'large'].map((size) => total(blast(mod('area', { size, shapes: ['burst'] }))) - 6)).toEqual([0, 2, 5]);
    expect(problems(line('damage', 3, { modifiers: [mod('touch'), mod('area', { size: 'large', shapes: ['cone'] })] })))
      .toEqual(['GG-MOD-04 Area (Target): Kinds of area: Cone is not available for this build: it needs Size Small or Size Medium']);
    expect(problems(blast(mod('area', { size: 'small', shapes: ['barrage'] })))).toEqual(['GG-MOD-04 Area (Target): Kinds of area: Barrage is not available for this build: it needs Size Medium or Size Large']);
    expect(problems(line('damage', 3, { modifiers: [mod('area', { size: 'small', shapes: ['line'] })] }))).toEqual(['GG-MOD-04 A Personal Area must be a Burst']);
    expect(total(blast(mod('area', { 'size': 'medium', 'shapes': ['shape'], 'variable-shape': true })))).toBe(6 + 2 + 3);
    expect(problems(blast(mod('area', { 'size': 'small', 'shapes': ['burst'], 'variable-shape': true }))))
      .toEqual(['GG-MOD-04 Area (Target): Variable shape is not available for this build: it needs Shapes Shape']);
  });

  it('[GG-MOD-04] a Cone needs Touch range (seed L191: "A cone can only be used with Touch range")', () => {
    const cone = (...range: ModifierPick[]) => line('damage', 3, { modifiers: [...range, mod('area', { size: 'small', shapes: ['cone'] })] });
    expect(problems(cone(mod('touch')))).toEqual([]);
    expect(problems(cone(mod('ranged')))).toEqual(['GG-MOD-04 A Cone needs Touch range']);
    expect(problems(cone())).toEqual(['GG-MOD-04 A Personal Area must be a Burst', 'GG-MOD-04 A Cone needs Touch range']);
    // With Flexible Range a Touch choice is enough: the Cone is used at Touch.
    expect(problems(cone(mod('touch'), mod('ranged'), mod('flexible-range')))).toEqual([]);
  });

  it('[GG-MOD-05] Autofire: 2 attacks 3 (6 at Level 4+), 3 attacks 6 (9 at Level 4+); Direct attacks only', () => {
    const l4 = (attacks: string) => total(line('damage', 4, { modifiers: [mod('ranged'), mod('autofire', { attacks })] })) - 7;
    expect([l4('two'), l4('three')]).toEqual([6, 9]);
    expect(total(blast(mod('autofire', { attacks: 'three' }))) - 6).toBe(6);
    expect(problems(blast(mod('area', { size: 'small', shapes: ['burst'] }), mod('autofire', { attacks: 'two' })))).toEqual(['GG-MOD-05 Autofire is for Direct attacks']);
  });

  it('[GG-MOD-06] [GG-MOD-11] Backfire cannot be Always On; Complex not on Personal Persistent or Always On', () => {
    expect(problems(armour(mod('always-on'), mod('backfire')))).toEqual(['GG-MOD-06 Backfire cannot be Always On']);
    expect(problems(armour(mod('persistent', { variant: 'personal' }), mod('complex')))).toEqual(['GG-MOD-11 Complex cannot be on a Personal Persistent or Always On ability']);
  });

  it('[GG-MOD-07] Bullet is for a Direct, Solid, Lethal, non-Melee attack of Level 1-3', () => {
    const gun = (level: number, extra: ModifierPick[]) => line('damage', level, { modifiers: [mod('ranged'), mod('bullet'), ...extra] });
    expect(problems(gun(3, []))).toEqual(['GG-MOD-07 Bullet is for a Direct, Solid, Lethal, non-Melee attack of Level 1-3']);
    expect(problems(gun(4, [mod('lethal', { variant: 'any' })]))).toEqual(['GG-MOD-07 Bullet is for a Direct, Solid, Lethal, non-Melee attack of Level 1-3']);
    expect(problems(gun(3, [mod('lethal', { variant: 'any' })]))).toEqual([]);
  });

  it('[GG-MOD-12] [GG-RULING-C01] Concentration takes off half the Persistent price, rounded down (Personal 2 → 1, Target 3 → 1, Sticky 4 → 2)', () => {
    const off = (variant: string) => price(blast(mod('persistent', { variant }), mod('concentration'))).price.negativePrinted;
    expect(['personal', 'target', 'sticky'].map(off)).toEqual([-1, -1, -2]);
    expect(problems(blast(mod('concentration')))).toEqual(['GG-MOD-12 Concentration is for Persistent abilities']);
  });

  it('[GG-BLD-07] [GG-MOD-12] Concentration takes off half the whole Persistent price: extra instances and Unlimited count too', () => {
    const off = (options: Record<string, string | number | boolean>) =>
      price(blast(mod('persistent', { variant: 'barrier', ...options }), mod('concentration'))).price.negativePrinted;
    // Barrier 2 + 2 instances = 4 → −2; + 3 instances = 5 → −2 (rounded down); + Unlimited 4 = 6 → −3.
    expect([off({ 'extra-instances': 2 }), off({ 'extra-instances': 3 }), off({ unlimited: true })]).toEqual([-2, -2, -3]);
  });

  it('[GG-MOD-16] [GG-MOD-17] Energy Defence +1 and Energy Weakness −1 per subtype, at most twice', () => {
    expect(problems(armour(mod('energy-defence', { subtypes: ['heat', 'cold', 'entropy'] })))).toEqual(['GG-MOD-16 Energy Defence: Energy subtypes: pick 1 to 2']);
    expect(total(armour(mod('energy-weakness', { subtypes: ['heat', 'cold'] })))).toBe(5 - 2);
  });

  it('[GG-MOD-19] Fades is only for Persistent abilities', () => {
    expect(problems(blast(mod('fades')))).toEqual(['GG-MOD-19 Fades is only for Persistent abilities']);
  });

  it('[GG-MOD-20] Flexible Ability names catalog abilities', () => {
    expect(problems(line('prediction', 2, { modifiers: [mod('flexible-ability', { abilities: ['precognition'] })] })))
      .toEqual(['GG-MOD-20 Flexible Ability: unknown ability "precognition"']);
  });

  it('[GG-MOD-21] [GG-MOD-23] [GG-MOD-24] [GG-MOD-25] [GG-BLD-12] a Flexible modifier needs more than one choice', () => {
    expect(problems(armour(mod('flexible-type')))).toEqual(['GG-MOD-25 Flexible Type needs more than one Type']);
    expect(problems(blast(mod('flexible-range')))).toEqual(['GG-MOD-23 Flexible Range needs more than one Range']);
    expect(problems(blast(mod('flexible-target')))).toEqual(['GG-MOD-24 Flexible Target needs more than one Target']);
    expect(problems(armour(mod('always-on'), mod('flexible-duration')))).toEqual(['GG-MOD-21 Flexible Duration needs more than one Duration']);
  });

  it('[GG-MOD-22] Flexible Level pays only the cheapest Range; the dearer one costs Levels when used', () => {
    const a = price(line('damage', 3, { modifiers: [mod('touch'), mod('distant'), mod('flexible-range'), mod('flexible-level')] }));
    expect(a.price.lines.find((l) => l.label === 'Distant')).toMatchObject({ gp: 0, note: 'Flexible Level: paid by 3 Level(s) less when used' });
  });

  it('[GG-MOD-25] more than one Type needs Flexible Type: +2 per Type, +1 per extra Energy subtype', () => {
    expect(problems(line('damage', 3, { types: ['heat', 'cold'], modifiers: [mod('ranged')] }))).toEqual(['GG-MOD-25 Damage with 2 Types needs Flexible Type']);
    expect(price(line('damage', 3, { types: ['heat', 'cold', 'electricity'], modifiers: [mod('flexible-type')] })).price.positive).toBe(2);
    expect(price(line('damage', 3, { types: ['solid', 'physical'], modifiers: [mod('flexible-type')] })).price.positive).toBe(2);
    // Damage Defence with Flexible Type covers one Type at a time and pays no 1/2/3-Type price (seed L214), only Flexible Type.
    expect(total(line('damage-defence', 1, { types: ['solid', 'energy'], modifiers: [mod('flexible-type')] }))).toBe(1 + 2);
  });

  it('[GG-MOD-25] Flexible Type\'s price does not depend on the order the Types are listed in', () => {
    // Energy and its Heat subtype: one extra Energy subtype, +1, whichever is listed first.
    const flexible = (...types: ('energy' | 'heat' | 'cold' | 'solid')[]) =>
      price(line('damage', 2, { types, modifiers: [mod('flexible-type')] })).price.positive;
    expect([flexible('energy', 'heat'), flexible('heat', 'energy')]).toEqual([1, 1]);
    // Solid, Heat and Cold: one extra Type (+2) and one extra Energy subtype (+1), in any order.
    expect([flexible('solid', 'heat', 'cold'), flexible('heat', 'solid', 'cold'), flexible('heat', 'cold', 'solid')]).toEqual([3, 3, 3]);
  });

  it('[GG-MOD-27] Gas is for Poison abilities', () => {
    expect(problems(blast(mod('gas')))).toEqual(['GG-MOD-27 Gas is for Poison abilities']);
  });

  it('[GG-MOD-32] [GG-MOD-46] Indirect must have a range; a Personal ability cannot be Seeking or Indirect', () => {
    expect(problems(line('damage', 3, { modifiers: [mod('indirect')] }))).toEqual(['GG-MOD-32 Indirect must have a range']);
    expect(problems(line('damage', 3, { modifiers: [mod('personal'), mod('indirect')] })))
      .toEqual(['GG-MOD-46 A Personal ability cannot be Seeking or Indirect', 'GG-MOD-32 Indirect must have a range']);
  });

  it('[GG-MOD-35] [GG-MOD-36] Knockback and Knockdown are never Persistent', () => {
    expect(problems(blast(mod('persistent', { variant: 'target' }), mod('knockback')))).toEqual(['GG-MOD-35 Knockback is never Persistent']);
    expect(problems(blast(mod('always-on'), mod('knockdown')))).toEqual(['GG-MOD-36 Knockdown is never Persistent']);
  });

  it('[GG-MOD-37] Large lifts the minor and Standard caps (see GG-CHAR-01, GG-CHAR-08)', () => {
    expect(price(line('damage', 6, { source: 'technological', modifiers: [mod('ranged'), mod('large')] }), 'minor').issues).toEqual([]);
  });

  it('[GG-MOD-38] Lethal: Any 3, Optional Lawful 2, Lawful 1, Optional Not Human 1, Not Human −2, Non-Living −3', () => {
    const delta = (variant: string) => total(line('damage', 5, { modifiers: [mod('ranged'), mod('lethal', { variant })] })) - 9;
    expect(['any', 'optional-lawful', 'lawful', 'optional-not-human', 'not-human', 'non-living'].map(delta)).toEqual([3, 2, 1, 1, -2, -3]);
  });

  it('[GG-MOD-39] [GG-MOD-40] [GG-MOD-44] Limited, Limited Ammo and Mount by their choices', () => {
    expect(['75', '50', '25'].map((share) => total(blast(mod('limited', { share }))) - 6)).toEqual([-3, -2, -1]);
    expect(['six', 'three'].map((uses) => total(blast(mod('limited-ammo', { uses }))) - 6)).toEqual([-2, -3]);
    expect(['standard', 'returns'].map((kind) => total(line('movement', 2, { options: { classes: ['air'] }, modifiers: [mod('mount', { kind })] })) - 5)).toEqual([-2, -1]);
  });

  it('[GG-MOD-41] Linked Ability: 2 per further linked ability, 1 for abilities with no range', () => {
    expect(total(armour(mod('linked-ability', { with: ['force-field'] })))).toBe(5 + 1);
  });

  it('[GG-MOD-43] Melee is for Touch Damage or Grab, or a Short Focus attack', () => {
    expect(problems(blast(mod('melee')))).toEqual(['GG-MOD-43 Melee must be a Touch Damage or Grab, or a Short Focus attack']);
    expect(problems(line('damage', 3, { modifiers: [mod('short'), mod('focus'), mod('melee')] }))).toEqual([]);
  });

  it('[GG-MOD-45] Persistent: Personal 2, Barrier 2, Target 3 (2 for Trap or Telepathy), Sticky 4; per-use persistence needs its ammo', () => {
    expect(['personal', 'barrier', 'target', 'sticky'].map((variant) => total(blast(mod('persistent', { variant }))) - 6)).toEqual([2, 2, 3, 4]);
    expect(total(line('trap', 2, { modifiers: [mod('ranged'), mod('persistent', { variant: 'target' })] }))).toBe(2 + 1 + 3 + 2);
    expect(problems(blast(mod('persistent', { 'variant': 'target', 'per-use': 'shots' }))))
      .toEqual(['GG-MOD-45 Persistent (Duration): Each use persists separately: Shots is not available for this build: it needs Shots']);
    // 6 + Target 3 + Shots-persistence 4 = 13 before negatives, so Shots counts double (GG-CHAR-07).
    expect(total(blast(mod('shots'), mod('persistent', { 'variant': 'target', 'per-use': 'shots' })))).toBe(13 - 2 * 2);
    expect(problems(blast(mod('persistent', { variant: 'personal', unlimited: true }))))
      .toEqual(['GG-MOD-45 Persistent (Duration): Unlimited is not available for this build: it needs Variant Target or Variant Barrier']);
  });

  it('[GG-MOD-49] Quick: 1 with no range, 2 with Touch, 4 otherwise', () => {
    expect([total(armour(mod('quick'))) - 5, total(line('damage', 3, { modifiers: [mod('touch'), mod('quick')] })) - 5, total(blast(mod('quick'))) - 6]).toEqual([1, 2, 4]);
  });

  it('[GG-MOD-53] Rending is for Damage', () => {
    expect(problems(line('hinder', 2, { modifiers: [mod('ranged'), mod('rending')] }))).toEqual(['GG-MOD-53 Rending is for Damage']);
  });

  it('[GG-MOD-55] [GG-MOD-56] Seeking must be Ranged, Long Range or Distant; a Shield has Touch range', () => {
    expect(problems(line('damage', 3, { modifiers: [mod('touch'), mod('seeking')] }))).toEqual(['GG-MOD-55 Seeking must be Ranged, Long Range or Distant']);
    expect(problems(blast(mod('shield')))).toEqual(['GG-MOD-56 A Shield has Touch range']);
  });

  it('[GG-MOD-57] Short costs 1 for a Damaging Attack, 2 otherwise', () => {
    expect([total(line('damage', 3, { modifiers: [mod('short')] })) - 3, total(line('hinder', 3, { modifiers: [mod('short')] })) - 4]).toEqual([1, 2]);
  });

  it('[GG-MOD-59] Slow: −1 on a Persistent ability aimed at the user, −2 otherwise', () => {
    expect(total(armour(mod('persistent', { variant: 'personal' }), mod('slow')))).toBe(5 + 2 - 1);
    expect(total(blast(mod('slow')))).toBe(6 - 2);
  });

  it('[GG-MOD-62] [GG-MOD-64] Uncontrollable needs no range; Unpredictable Targeting needs one', () => {
    expect(problems(blast(mod('uncontrollable')))).toEqual(['GG-MOD-62 Uncontrollable is only for abilities without a range']);
    expect(problems(armour(mod('unpredictable-targeting')))).toEqual(['GG-MOD-64 Unpredictable Targeting needs a ranged ability that rolls to hit']);
  });

  it('[GG-MOD-63] Undetectable Effect: Vision 3, others 1; Super Hearing needs Normal Hearing too', () => {
    expect(total(blast(mod('undetectable-effect', { senses: ['hearing', 'super-hearing', 'vision'] })))).toBe(6 + 1 + 1 + 3);
    expect(problems(blast(mod('undetectable-effect', { senses: ['super-hearing'] }))))
      .toEqual(['GG-MOD-63 Undetectable Effect: Kinds of Detection it is hidden from: Super Hearing is not available for this build: it needs Senses Hearing']);
  });

  it('[GG-MOD-67] Versatile: 2 for one follow-up, +1 per further one, doubled at Level 4+', () => {
    expect(total(blast(mod('versatile', { 'follow-ups': 1 }))) - 6).toBe(2);
    expect(total(line('damage', 4, { modifiers: [mod('ranged'), mod('versatile', { 'follow-ups': 3 })] })) - 7).toBe(4 + 2 + 2);
  });

  it('[GG-BLD-02] a modifier listed twice, or unknown, is reported', () => {
    expect(problems(blast(mod('stun'), mod('stun')))).toEqual(['GG-MOD-60 Stun is taken twice on one ability']);
    expect(problems(blast(mod('explosive')))).toEqual(['GG-BLD-02 unknown modifier "explosive"']);
  });
});
