import { describe, expect, it } from 'vitest';
import type { Distribution } from '../distribution.ts';
import { Rational } from '../rational.ts';
import { scriptedFaces } from '../sources.ts';
import { capitalCheckDice } from './capital-check.ts';
import { highLowDice } from './high-low.ts';
import { megsAtLeastTable, megsDice } from './megs-dice.ts';

// The seed mechanics checked against the numbers printed in the rules (/work/shared/rules/*.md),
// which were computed there by independent scripts: if the engine and the rules disagree, one is wrong.

describe('High/Low heroes', () => {
  const reading = (which: 'high' | 'low') => highLowDice(6).distribution().map((r) => r[which]);

  it('[HLH-PROB-01] [HLH-DICE-01] one reading, out of 36', () => {
    const low = { 1: 10, 2: 9, 3: 6, 4: 5, 5: 2, 6: 1, 8: 1, 10: 1, 12: 1 };
    const high = { 2: 3, 3: 4, 4: 7, 5: 8, 6: 11, 8: 1, 10: 1, 12: 1 };
    for (const [which, table] of [['low', low], ['high', high]] as const) {
      const d = reading(which);
      expect(d.outcomes()).toEqual(Object.keys(table).map(Number));
      for (const [v, n] of Object.entries(table)) expect(d.probability(Number(v)).equals(Rational.of(n, 36)), `${which} ${v}`).toBe(true);
    }
    expect(highLowDice(6).distribution().map((r) => r.double).probability(true).equals(Rational.of(1, 6))).toBe(true);
  });

  it('[HLH-PROB-02] [HLH-DICE-02] [HLH-DICE-04] every cell of the section-8 table, exactly (numerators over 1296)', () => {
    // Rows (roller) and columns (opponent) in the table's order: Low −1..+4, then High −1..+4.
    const numerators = [
      [863, 623, 337, 212, 136, 100, 351, 205, 145, 102, 84, 62],
      [959, 773, 523, 337, 212, 136, 491, 321, 205, 145, 102, 84],
      [1084, 959, 773, 523, 337, 212, 700, 491, 321, 205, 145, 102],
      [1160, 1084, 959, 773, 523, 337, 910, 700, 491, 321, 205, 145],
      [1196, 1160, 1084, 959, 773, 523, 1096, 910, 700, 491, 321, 205],
      [1214, 1196, 1160, 1084, 959, 773, 1214, 1096, 910, 700, 491, 321],
      [1091, 975, 805, 596, 386, 200, 779, 517, 333, 190, 114, 62],
      [1151, 1091, 975, 805, 596, 386, 963, 779, 517, 333, 190, 114],
      [1194, 1151, 1091, 975, 805, 596, 1106, 963, 779, 517, 333, 190],
      [1212, 1194, 1151, 1091, 975, 805, 1182, 1106, 963, 779, 517, 333],
      [1234, 1212, 1194, 1151, 1091, 975, 1234, 1182, 1106, 963, 779, 517],
      [1246, 1234, 1212, 1194, 1151, 1091, 1246, 1234, 1182, 1106, 963, 779],
    ];
    const sides = (['low', 'high'] as const).flatMap((which) => [-1, 0, 1, 2, 3, 4].map((mod) => ({ which, mod })));
    // A derived value is the reading plus its modifier, never below 1.
    const value = ({ which, mod }: { which: 'high' | 'low'; mod: number }): Distribution<number> => reading(which).map((v) => Math.max(1, v + mod));
    sides.forEach((roller, r) => sides.forEach((opponent, c) => {
      const p = value(roller).compare('>=', value(opponent));
      expect(p.equals(Rational.of(numerators[r]![c]!, 1296)), `${roller.which} ${roller.mod} vs ${opponent.which} ${opponent.mod}`).toBe(true);
    }));
  });
});

describe('MEGS', () => {
  it('[MEGS-PROB-01] [MEGS-DICE-09] P(≥N) equals the rules\' recurrence for every N ≤ 60', () => {
    // f(N) = 1 for N ≤ 0; else (1/100)·[#non-double pairs with a + b ≥ N + Σ doubles d = 2..10 of (2d ≥ N ? 1 : f(N − 2d))].
    const f: Rational[] = [];
    const at = (n: number): Rational => (n <= 0 ? Rational.ONE : f[n]!);
    for (let n = 1; n <= 60; n++) {
      let sum = Rational.ZERO;
      for (let a = 1; a <= 10; a++) {
        for (let b = 1; b <= 10; b++) {
          if (a !== b) sum = sum.add(a + b >= n ? Rational.ONE : Rational.ZERO);
          else if (a > 1) sum = sum.add(2 * a >= n ? Rational.ONE : at(n - 2 * a));
        }
      }
      f[n] = sum.div(Rational.of(100));
    }
    const table = megsAtLeastTable(60);
    for (let n = 1; n <= 60; n++) expect(table[n - 1]!.equals(at(n)), `N=${n}`).toBe(true);
  });

  it('[MEGS-PROB-01] the printed percentages, to four places', () => {
    const printed: Record<number, string> = { 2: '99.0000', 5: '94.9900', 9: '74.9299', 11: '58.7997', 12: '48.6795', 14: '32.3482' };
    for (const [n, pct] of Object.entries(printed)) {
      expect((megsDice({ target: Number(n) }).distribution().atLeast(Number(n)).toNumber() * 100).toFixed(4)).toBe(pct);
    }
  });

  it('[MEGS-DICE-02] double 1s fail even after a rerolled double', () => {
    expect(megsDice({ target: 13 }).roll(scriptedFaces([5, 5, 1, 1])).value).toBe(0);
  });
});

describe('Capital', () => {
  it('[CAP-DICE-02] one special result per check: extra dice never trigger more', () => {
    // Two 6s add one d6; that d6 showing 6 adds nothing more.
    expect(capitalCheckDice().roll(scriptedFaces([6, 6, 2, 6])).value).toBe(20);
    // Three 6s add three d6, which may themselves be 6s.
    expect(capitalCheckDice().roll(scriptedFaces([6, 6, 6, 6, 6, 6])).value).toBe(36);
    const d = capitalCheckDice().distribution();
    expect(d.max()).toBe(36);
    expect(d.probability(36).equals(Rational.of(1, 6 ** 6))).toBe(true);
    expect(d.min()).toBe(-15);
  });
});
