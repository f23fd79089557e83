import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Distribution } from './distribution.ts';
import { countWhere, explode, keepSum, reroll } from './pool.ts';
import { Rational } from './rational.ts';

/** Every tuple of faces of n dice with the given sides: the brute force the fast paths must match. */
function tuples(n: number, sides: number): number[][] {
  if (n === 0) return [[]];
  return tuples(n - 1, sides).flatMap((t) => Array.from({ length: sides }, (_, f) => [...t, f + 1]));
}

function fromTuples(n: number, sides: number, f: (t: number[]) => number): Distribution<number> {
  return Distribution.of(tuples(n, sides).map((t) => [f(t), 1n] as const));
}

const small = fc.record({ n: fc.integer({ min: 1, max: 4 }), sides: fc.integer({ min: 2, max: 6 }) });

describe('exact distributions against brute-force enumeration', () => {
  it('sum of n dice', () => {
    fc.assert(fc.property(small, ({ n, sides }) => {
      expect(Distribution.die(sides).sum(n).equals(fromTuples(n, sides, (t) => t.reduce((a, b) => a + b, 0)))).toBe(true);
    }));
  });

  it('keep highest / lowest k', () => {
    fc.assert(fc.property(small, fc.integer({ min: 0, max: 4 }), fc.boolean(), ({ n, sides }, k, high) => {
      const brute = fromTuples(n, sides, (t) => [...t].sort((a, b) => (high ? b - a : a - b)).slice(0, k).reduce((a, b) => a + b, 0));
      expect(keepSum(Distribution.die(sides), n, k, high ? 'highest' : 'lowest').equals(brute)).toBe(true);
    }));
  });

  it('count successes', () => {
    fc.assert(fc.property(small, fc.integer({ min: 1, max: 6 }), ({ n, sides }, target) => {
      const brute = fromTuples(n, sides, (t) => t.filter((f) => f >= target).length);
      expect(countWhere(Distribution.die(sides), n, (f) => f >= target).equals(brute)).toBe(true);
    }));
  });

  it('reroll once and until', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 3 }), (sides, below) => {
      const on = (f: number) => f <= Math.min(below, sides - 1);
      // Once: a first roll in `on` is replaced by a second roll, whatever it shows.
      const once = fromTuples(2, sides, ([a, b]) => (on(a!) ? b! : a!));
      expect(reroll(Distribution.die(sides), on, 'once').equals(once)).toBe(true);
      const until = reroll(Distribution.die(sides), on, 'until');
      for (const f of until.outcomes()) expect(on(f)).toBe(false);
      expect(until.probability(sides).equals(Rational.of(1, sides - Math.min(below, sides - 1)))).toBe(true);
    }));
  });

  it('explode with an explicit depth', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 3 }), (sides, depth) => {
      // Brute force: depth+1 dice; a roll counts only while every earlier one showed the top face.
      const brute = fromTuples(depth + 1, sides, (t) => {
        let total = 0;
        for (const f of t) {
          total += f;
          if (f !== sides) break;
        }
        return total;
      });
      expect(explode(Distribution.die(sides), (f) => f === sides, depth).equals(brute)).toBe(true);
    }));
  });

  it('mean, variance, P(≥x), quantiles and comparisons', () => {
    fc.assert(fc.property(small, fc.integer({ min: 0, max: 25 }), ({ n, sides }, x) => {
      const all = tuples(n, sides).map((t) => t.reduce((a, b) => a + b, 0));
      const d = Distribution.die(sides).sum(n);
      const N = all.length;
      const sum = all.reduce((a, b) => a + b, 0);
      expect(d.mean().equals(Rational.of(sum, N))).toBe(true);
      const sq = all.reduce((a, b) => a + b * b, 0);
      expect(d.variance().equals(Rational.of(sq * N - sum * sum, N * N))).toBe(true);
      expect(d.atLeast(x).equals(Rational.of(all.filter((v) => v >= x).length, N))).toBe(true);
      expect(d.atMost(x).equals(Rational.of(all.filter((v) => v <= x).length, N))).toBe(true);
      const sorted = [...all].sort((a, b) => a - b);
      expect(d.quantile(Rational.of(1, 2))).toBe(sorted[Math.ceil(N / 2) - 1]);
      const other = Distribution.die(sides);
      const wins = all.flatMap((a) => Array.from({ length: sides }, (_, f) => (a > f + 1 ? 1 : 0) as number)).reduce((a, b) => a + b, 0);
      expect(d.compare('>', other).equals(Rational.of(wins, N * sides))).toBe(true);
    }));
  });

  it('map of any function of the dice, and quantiles at every p', () => {
    fc.assert(fc.property(small, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 24 }), ({ n, sides }, m, k) => {
      const sum = (t: number[]) => t.reduce((a, b) => a + b, 0);
      const d = Distribution.die(sides).sum(n);
      expect(d.map((v) => v % m).equals(fromTuples(n, sides, (t) => sum(t) % m))).toBe(true);
      // The p-quantile is the smallest total whose cumulative probability reaches p.
      const sorted = tuples(n, sides).map(sum).sort((a, b) => a - b);
      expect(d.quantile(Rational.of(k, 24))).toBe(sorted[Math.ceil((sorted.length * k) / 24) - 1]);
    }));
  });

  it('reroll until is exactly the die restricted to the faces that stop it', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 7 }), (sides, below) => {
      const on = (f: number) => f <= Math.min(below, sides - 1);
      const stops = Array.from({ length: sides }, (_, i) => i + 1).filter((f) => !on(f));
      expect(reroll(Distribution.die(sides), on, 'until').equals(Distribution.of(stops.map((f) => [f, 1n] as const)))).toBe(true);
    }));
  });

  it('map, filter and bind keep weights exact and immutable', () => {
    const d = Distribution.die(6);
    const parity = d.map((f) => f % 2);
    expect(parity.probability(0).equals(Rational.of(1, 2))).toBe(true);
    expect(d.size).toBe(6);
    const high = d.filter((f) => f >= 5);
    expect(high.probability(5).equals(Rational.of(1, 2))).toBe(true);
    const chained = d.bind((f) => (f === 6 ? Distribution.die(6).add(6) : Distribution.constant(f)));
    expect(chained.equals(explode(Distribution.die(6), (f) => f === 6, 1))).toBe(true);
  });
});
