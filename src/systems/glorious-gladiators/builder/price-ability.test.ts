import { describe, expect, it } from 'vitest';
import { validateSheet } from './sheet-price.ts';
import { line, mod, price, sheetWith } from './testing.ts';

const messages = (a: ReturnType<typeof price>) => a.issues.map((i) => `${i.ruleId} ${i.message}`);

describe('pricing one ability (GG-CHAR-04..09)', () => {
  it('[GG-CHAR-05] cost = levels + base + positive − negative modifiers', () => {
    // Damage (Energy) L3: 3 levels + 2 base + Ranged 3 + Knockback 2 − Focus 2 = 8.
    const a = price(line('damage', 3, { types: ['heat'], modifiers: [mod('ranged'), mod('knockback'), mod('focus')] }));
    expect([a.price.levelCost, a.price.base, a.price.positive, a.price.negativeApplied, a.price.total]).toEqual([3, 2, 5, -2, 8]);
    expect(a.issues).toEqual([]);
  });

  it('[GG-SCN-11] Levels 2 (LL 5) with base −1 → 1 GP; base −2 → 0, raised to the 1 GP minimum', () => {
    const confusion = price(line('confusion', 2));
    expect([confusion.price.levelCost, confusion.price.base, confusion.price.total]).toEqual([2, -1, 1]);
    const fixedForm = price(line('change-appearance', 2, { options: { form: 'fixed' } }));
    expect([fixedForm.price.levelCost, fixedForm.price.base, fixedForm.price.full]).toEqual([2, -2, 1]);
    expect(fixedForm.price.lines.at(-1)).toMatchObject({ ruleId: 'GG-CHAR-05', gp: 1, part: 'adjustment' });
  });

  it('[GG-SCN-12] [GG-BLD-03] [GG-BLD-15] cost 8 + positive 5 = 13 → negatives may take off 6; more is rejected "negative modifiers exceed half (max 6)"', () => {
    // Damage (Solid) L6, Level Limit 4: 4 × 1 + 2 × 2 = 8 GP; Distant +5 → 13. At 11-20 GP negatives count double (GG-CHAR-07).
    const base = { types: ['solid' as const], modifiers: [mod('distant')] };
    const ok = price(line('damage', 6, { ...base, modifiers: [...base.modifiers, mod('focus'), mod('variable')] }));
    const p = ok.price;
    expect([p.preNegative, p.negativePrinted, p.negativeMultiplier, p.negative, p.negativeCap]).toEqual([13, -3, 2, -6, 6]);
    expect(ok.price.total).toBe(7);
    expect(ok.issues).toEqual([]);
    const over = price(line('damage', 6, { ...base, modifiers: [...base.modifiers, mod('focus'), mod('shots')] }));
    expect(over.price.negative).toBe(-8);
    expect(messages(over)).toEqual(['GG-CHAR-06 negative modifiers exceed half (max 6)']);
  });

  it('[GG-SCN-13] cost 3 → negatives up to −1; −2 is rejected', () => {
    const ok = price(line('damage', 3, { modifiers: [mod('variable')] }));
    expect([ok.price.preNegative, ok.price.negativeCap, ok.price.total]).toEqual([3, 1, 2]);
    expect(ok.issues).toEqual([]);
    const over = price(line('damage', 3, { modifiers: [mod('focus')] }));
    expect(messages(over)).toEqual(['GG-CHAR-06 negative modifiers exceed half (max 1)']);
  });

  it('[GG-SCN-14] [GG-RULING-C04] pre-negative cost 15 (levels + base + positives): a −1 modifier is worth −2', () => {
    // Damage (Energy) L4: 4 + 2; Ranged 3, Knockback 2, Lethal Any 3, Recoil 1 → 15.
    const a = price(line('damage', 4, {
      types: ['heat'], modifiers: [mod('ranged'), mod('knockback'), mod('lethal', { variant: 'any' }), mod('recoil'), mod('variable')],
    }));
    expect(a.price.preNegative).toBe(15);
    expect(a.price.negative).toBe(-2);
    expect(a.price.total).toBe(13);
    expect(a.price.lines.find((l) => l.label === 'Variable')).toMatchObject({ gp: -2, part: 'negative', note: '-1 × 2 (GG-CHAR-07)' });
  });

  it('[GG-BLD-05] a negative option lowers the base cost: it is neither capped nor multiplied as a negative modifier', () => {
    // Reflection L1: 1 + base 2, Bullet Only −2 and Not Melee −2: 1 GP by the minimum, though −4 is more than half of 3.
    const cheap = price(line('reflection', 1, { options: { 'ability': 'Damage', 'bullet-only': true, 'not-melee': true } }));
    expect(cheap.issues).toEqual([]);
    expect([cheap.price.base, cheap.price.negativePrinted, cheap.price.total]).toEqual([-2, 0, 1]);
    // Reflection L12: 21 GP of Levels, where negatives count triple; Bullet Only still takes off 2, not 6.
    const dear = price(line('reflection', 12, { options: { 'ability': 'Damage', 'bullet-only': true } }));
    expect([dear.price.negativeMultiplier, dear.price.base, dear.price.total]).toEqual([3, 0, 21]);
  });

  it('[GG-CHAR-06] negative modifiers are measured after the positive ones', () => {
    // Damage L2 alone is 2 GP: Focus −2 is more than half. With Touch +2 (4 GP) it fits.
    expect(messages(price(line('damage', 2, { modifiers: [mod('focus')] })))).toEqual(['GG-CHAR-06 negative modifiers exceed half (max 1)']);
    const touch = price(line('damage', 2, { modifiers: [mod('focus'), mod('touch')] }));
    expect(touch.issues).toEqual([]);
    expect(touch.price.total).toBe(2);
  });

  it('[GG-CHAR-06] [GG-BLD-04] a table may clamp instead: the excess stops lowering the price (minor characters by default)', () => {
    const pistol = line('damage', 2, { source: 'standard', modifiers: [mod('ranged'), mod('lethal', { variant: 'any' }), mod('focus'), mod('shots'), mod('bullet')] });
    const minor = price(pistol, 'minor');
    expect(minor.issues).toEqual([]);
    expect([minor.price.preNegative, minor.price.negative, minor.price.negativeApplied, minor.price.total]).toEqual([8, -5, -4, 4]);
    expect(messages(price(pistol, 'minor', { negativeCapMinor: 'reject' }))).toEqual(['GG-CHAR-06 negative modifiers exceed half (max 4)']);
    expect(messages(price(pistol, 'major'))).toEqual(['GG-CHAR-06 negative modifiers exceed half (max 4)']);
    expect(price(pistol, 'major', { negativeCapMajor: 'clamp' }).issues).toEqual([]);
  });

  it('[GG-GM-01] the referee may disallow negative modifiers', () => {
    const a = price(line('damage', 3, { modifiers: [mod('ranged'), mod('focus')] }), 'major', { negativeModifiers: false });
    expect(messages(a)).toEqual(['GG-GM-01 the referee allows no negative modifiers at this table']);
  });

  it('[GG-CHAR-07] the multiplier follows the cost before negatives (×3 at 21-30)', () => {
    // Damage (Psychic) L8: 4 + 8 = 12 levels, 3 base, Distant 5, Reliable 3 → 23 → ×3.
    const a = price(line('damage', 8, { types: ['psychic'], modifiers: [mod('distant'), mod('reliable'), mod('shots')] }));
    expect([a.price.preNegative, a.price.negativeMultiplier, a.price.negative, a.price.total]).toEqual([23, 3, -6, 17]);
  });

  it('[GG-CHAR-08] [GG-BLD-15] a Standard ability stops at Level 5 unless it is a Large item', () => {
    expect(messages(price(line('armour', 6, { source: 'standard' })))).toEqual(['GG-CHAR-08 Standard level over 5']);
    expect(price(line('armour', 5, { source: 'standard' })).issues).toEqual([]);
    expect(price(line('armour', 6, { source: 'standard', modifiers: [mod('large')] })).issues).toEqual([]);
    expect(price(line('armour', 6, { source: 'mutant' })).issues).toEqual([]);
  });

  it('[GG-CHAR-01] [GG-SCN-15] [GG-BLD-15] a minor character\'s Damage L4 that is not a Large item is rejected "minor ability over Level 3"', () => {
    const gun = (source: 'technological' | 'mutant', large: boolean) =>
      line('damage', 4, { source, modifiers: [mod('ranged'), ...(large ? [mod('large')] : [])] });
    expect(messages(price(gun('technological', false), 'minor'))).toEqual(['GG-CHAR-01 minor ability over Level 3']);
    expect(price(gun('technological', true), 'minor').issues).toEqual([]);
    expect(messages(price(gun('mutant', true), 'minor'))).toEqual(['GG-CHAR-01 minor ability over Level 3']);
    expect(price(gun('mutant', false), 'major').issues).toEqual([]);
    expect(price(line('damage', 3), 'minor').issues).toEqual([]);
  });

  it('[GG-CHAR-09] every ability is Personal, Direct and Instant until a Range, Target or Duration replaces the default', () => {
    const blast = price(line('damage', 3, { modifiers: [mod('ranged')] }));
    expect(blast.price.lines.map((l) => l.label)).toEqual(['Level 3 (Level Limit 4)', 'Ranged']);
    const two = price(line('damage', 3, { modifiers: [mod('touch'), mod('ranged')] }));
    expect(messages(two)).toEqual(['GG-CHAR-09 2 Ranges (Touch, Ranged) need Flexible Range']);
    const durations = price(line('armour', 3, { modifiers: [mod('always-on'), mod('persistent', { variant: 'personal' })] }));
    expect(messages(durations)).toEqual(['GG-CHAR-09 2 Durations (Always On, Persistent (Variant: Personal)) need Flexible Duration']);
  });

  it('[GG-CHAR-09] with a Flexible modifier several choices are allowed, each paid for, plus the Flexible price', () => {
    // Touch 2 + Ranged 3 + Flexible Range 1 per extra range.
    const a = price(line('damage', 3, { modifiers: [mod('touch'), mod('ranged'), mod('flexible-range')] }));
    expect(a.issues).toEqual([]);
    expect(a.price.total).toBe(3 + 2 + 3 + 1);
  });

  it('[GG-BLD-09] [GG-MOD-25] with Flexible Type a Type-count ability pays no 1/2/3-Type price, only +2 per extra Type', () => {
    // Seed L214: "The cost (if any) for each type in the ability must also be paid for but not any cost for 1 type, 2 types etc."
    // Damage Defence L3 (Energy or Solid, one at a time): 3 levels + Flexible Type 2 = 5, not 3 + One Type 1 + 2.
    const defence = price(line('damage-defence', 3, { types: ['energy', 'solid'], modifiers: [mod('flexible-type')] }));
    expect(defence.issues).toEqual([]);
    expect([defence.price.base, defence.price.positive, defence.price.total]).toEqual([0, 2, 5]);
    // Drain Defence's One Type −1 and Insubstantial's One Type 2 are Type-count prices too.
    expect(price(line('drain-defence', 2, { types: ['energy', 'psychic'], modifiers: [mod('flexible-type')] })).price.base).toBe(0);
    expect(price(line('insubstantial', 1, { types: ['energy', 'physical'], modifiers: [mod('flexible-type')] })).price.base).toBe(0);
    // Without Flexible Type the tier is paid: covering both Types at once is Two Types 2.
    expect(price(line('damage-defence', 3, { types: ['energy', 'solid'] })).price.base).toBe(2);
    // A per-Type price (Damage's Energy 2, Psychic 3) is still paid with Flexible Type.
    expect(price(line('damage', 3, { types: ['heat', 'psychic'], modifiers: [mod('flexible-type')] })).price.base).toBe(5);
  });

  it('[GG-CHAR-02] [GG-BLD-15] a sheet may not spend more than its budget', () => {
    const big = line('damage', 12, { types: ['psychic'], modifiers: [mod('distant')] });
    const sheet = sheetWith([big], { budget: 20 });
    expect(validateSheet(sheet)).toEqual([{ ruleId: 'GG-CHAR-02', path: ['budget'], message: 'over GP budget (33, budget 20)' }]);
    // Damage (Psychic) L12: 4 + 8 + 12 levels, 3 base, Distant 5 = 32, plus 1 GP of traits.
    expect(validateSheet(sheetWith([big], { budget: 33 }))).toEqual([]);
  });
});
