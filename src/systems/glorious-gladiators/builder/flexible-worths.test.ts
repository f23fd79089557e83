import { describe, expect, it } from 'vitest';
import { checkSheet } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../index.ts';
import { line, mod, price, sheetWith } from './testing.ts';

// Under Flexible Level (seed L211) each Range, Target and Duration is worth its own price and what
// the line pays with it (GG-BLD-20): an ability's surcharge for a range (GG-BLD-22), Concentration
// with Persistent (GG-BLD-23), and a modifier priced by two kinds, weighed on the whole way the line
// is used, negatives at their multiplied price (GG-BLD-24).

type Analysis = ReturnType<typeof price>;
const lineOf = (a: Analysis, label: string) => a.price.lines.find((l) => l.label.startsWith(label));
const levelsLess = (a: Analysis, label: string) => Number(/paid by (\d+) Level/.exec(lineOf(a, label)?.note ?? '')?.[1]);
const messages = (a: Analysis) => a.issues.map((i) => `${i.ruleId} ${i.message}`);

const flexRange = (ranges: string[]) => [...ranges.map((r) => mod(r)), mod('flexible-range')];

describe('What an option is worth under Flexible Level (GG-BLD-22..24)', () => {
  it('[GG-BLD-22] [GG-ABL-03] [GG-MOD-22] Animal Form\'s Not Personal +2 is part of Touch\'s worth, unpaid with Personal', () => {
    const a = price(line('animal-form', 5, { modifiers: [...flexRange(['personal', 'touch']), mod('flexible-level')] }));
    expect(messages(a)).toEqual([]);
    // Touch 2 + Not Personal 2 over Personal 0.
    expect(levelsLess(a, 'Touch')).toBe(4);
    expect(lineOf(a, 'Not Personal')?.gp ?? 0).toBe(0);
    // C(5, 3) 7 + base 1 + Flexible Range 1 + Flexible Level 1.
    expect(a.price.total).toBe(10);
  });

  it('[GG-BLD-22] [GG-ABL-23] Duplication\'s Not Personal +5 likewise; without Flexible Level it is paid as before', () => {
    const dup = (...more: ReturnType<typeof mod>[]) =>
      line('duplication', 8, { options: { kind: 'double' }, modifiers: [...flexRange(['personal', 'close']), ...more] });
    const a = price(dup(mod('flexible-level')));
    expect(levelsLess(a, 'Close')).toBe(2 + 5);
    // C(8, 10) 8 + Double 3 + Flexible Range 1 + Flexible Level 1.
    expect(a.price.total).toBe(13);
    // 8 + 3 + Not Personal 5 + Close 2 + Flexible Range 1.
    expect(price(dup()).price.total).toBe(19);
  });

  it('[GG-BLD-23] [GG-MOD-12] [GG-MOD-21] Concentration is part of Persistent\'s worth: Persistent Target 3 − 1', () => {
    const a = price(line('damage', 3, {
      modifiers: [mod('touch'), mod('instant'), mod('persistent', { variant: 'target' }), mod('flexible-duration'), mod('concentration'), mod('flexible-level')],
    }));
    expect(messages(a)).toEqual([]);
    expect(levelsLess(a, 'Persistent')).toBe(2);
    expect(lineOf(a, 'Concentration')).toMatchObject({ gp: 0 });
    // C(3, 4) 3 + Touch 2 + Flexible Duration 1 + Flexible Level 1; no Concentration −1 with Instant.
    expect(a.price.total).toBe(7);
  });

  it('[GG-BLD-24] [GG-MOD-59] [GG-MOD-22] Slow, priced by Range and Duration together, is weighed on the whole way the line is used', () => {
    // Armour 3, Personal or Touch, Instant or Persistent Personal, Slow (−1 Persistent and Personal, else −2).
    const a = price(line('armour', 3, {
      modifiers: [...flexRange(['personal', 'touch']), mod('instant'), mod('persistent', { variant: 'personal' }), mod('flexible-duration'),
        mod('slow'), mod('flexible-level')],
    }));
    expect(messages(a)).toEqual([]);
    // Paid: Personal and Instant, Slow −2. Touch with Instant: 2 + Slow −2, so 2 over; Persistent with Personal: 2 + Slow −1, 3 over.
    expect([levelsLess(a, 'Touch'), levelsLess(a, 'Persistent')]).toEqual([2, 3]);
    expect(lineOf(a, 'Slow')).toMatchObject({ gp: -2 });
  });

  it('[GG-BLD-24] [GG-CHAR-07] a negative modifier in an option\'s worth counts at its price times the multiplier', () => {
    // Armour 9: C(9, 5) 14 + 2 + Flexible Duration 1 + Flexible Level 1 = 18 before negatives (×2); with Persistent Personal 20 (×2).
    const a = price(line('armour', 9, {
      modifiers: [mod('instant'), mod('persistent', { variant: 'personal' }), mod('flexible-duration'), mod('slow'), mod('flexible-level')],
    }));
    expect(a.price.negativeMultiplier).toBe(2);
    // Instant: Slow −2 × 2 = −4; Persistent Personal: 2 + Slow −1 × 2 = 0.
    expect(levelsLess(a, 'Persistent')).toBe(4);
  });

  it('[GG-BLD-22] [GG-CHAR-10] the sheet check (arbiter check, the web builder) charges the same', () => {
    const beast = line('animal-form', 5, { modifiers: [...flexRange(['personal', 'touch']), mod('flexible-level')] });
    const r = checkSheet(gloriousGladiators, sheetWith([beast]));
    expect(r.cost?.lines.find((l) => l.label.startsWith('Animal Form'))).toMatchObject({ cost: 10 });
  });
});
