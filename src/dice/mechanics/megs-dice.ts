import { Rational } from '../rational.ts';
import { Distribution } from '../distribution.ts';
import { defineRoller, type DieRecord, type Roller } from '../roller.ts';

/** The total MEGS reports for an automatic failure (a pair of 1s, [MEGS-DICE-02]). */
export const MEGS_AUTOMATIC_FAILURE = 0;

/**
 * MEGS 2d10 ([MEGS-DICE-01], [MEGS-DICE-02]): a double other than 1-1 may be rolled again and
 * added, as long as each new pair is a double; a 1-1 pair on any roll fails the whole check
 * (value 0). Rerolling is the roller's choice; this roller uses one fixed policy:
 *
 * - with `target`, reroll only while the total is still below it (the policy that maximises
 *   P(total ≥ target), [MEGS-DICE-09]). Every reroll adds at least 4, so the tail is finite
 *   and the distribution is exact with no depth limit;
 * - without `target`, always reroll, up to `depth` rerolls (the tail is infinite; after
 *   `depth` rerolls the last pair stands).
 */
export function megsDice(options: { target?: number; depth?: number } = {}): Roller<number> {
  const { target } = options;
  const depth = options.depth ?? 8;
  const keepGoing = (total: number, rerolls: number) =>
    target === undefined ? rerolls < depth : total < target;
  return defineRoller({
    key: `megs:2d10:${target ?? `depth${depth}`}`,
    label: '2d10 (MEGS)',
    roll: (faces) => {
      const dice: DieRecord[] = [];
      let total = 0;
      for (let rerolls = 0; ; rerolls++) {
        const a = faces.roll(10);
        const b = faces.roll(10);
        dice.push({ sides: 10, face: a, extra: rerolls > 0 }, { sides: 10, face: b, extra: rerolls > 0 });
        if (a === 1 && b === 1) return { value: MEGS_AUTOMATIC_FAILURE, dice };
        total += a + b;
        if (a !== b || !keepGoing(total, rerolls)) return { value: total, dice };
      }
    },
    distribution: () => {
      const d10 = Distribution.die(10);
      const pair = d10.combine(d10, (a, b) => (a === 1 && b === 1 ? 'fail' : a === b ? `double:${a + b}` : a + b));
      // What follows a double depends only on the running total (and, without a target, on
      // how many rerolls are left), so each is computed once.
      const memo = new Map<string, Distribution<number>>();
      const go = (base: number, rerolls: number): Distribution<number> => {
        const key = target === undefined ? `${base}:${rerolls}` : `${base}`;
        let d = memo.get(key);
        if (!d) {
          d = pair.bind((p) => {
            if (p === 'fail') return Distribution.constant(MEGS_AUTOMATIC_FAILURE);
            if (typeof p === 'number') return Distribution.constant(base + p);
            const total = base + Number(p.slice('double:'.length));
            return keepGoing(total, rerolls) ? go(total, rerolls + 1) : Distribution.constant(total);
          });
          memo.set(key, d);
        }
        return d;
      };
      return go(0, 0);
    },
    describe: (v) => (v === MEGS_AUTOMATIC_FAILURE ? 'automatic failure (double 1s)' : String(v)),
  });
}

/**
 * P(2d10 MEGS total ≥ n) for n = 1..max under the reroll-while-below policy, as one exact
 * table. The same rules as `megsDice({ target })`, but only the probability of reaching the
 * target is carried, not the whole distribution: from a running total b below n, a pair either
 * fails (1-1), stops (a non-double, or a double that reaches n) or goes on from b + 2k.
 * Running totals after doubles are even, so each n has at most n/2 states.
 */
export function megsAtLeastTable(max: number): Rational[] {
  // Non-double ordered pairs of d10 by sum, and how many reach at least t.
  const nonDouble = new Array<number>(21).fill(0);
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b) nonDouble[a + b]! += 1;
  const reaching = nonDouble.map((_, t) => BigInt(nonDouble.reduce((acc, c, s) => acc + (s >= t ? c : 0), 0)));
  const table: Rational[] = [];
  for (let n = 1; n <= max; n++) {
    // Probabilities are carried as integers over 100^R, R more than the most pairs a check can
    // roll (each double adds at least 4), so every division by 100 below is exact.
    const scale = 100n ** BigInt(Math.floor(n / 4) + 2);
    const memo = new Map<number, bigint>();
    const from = (base: number): bigint => {
      const hit = memo.get(base);
      if (hit !== undefined) return hit;
      let sum = reaching[Math.max(0, Math.min(20, n - base))]! * scale;
      for (let k = 2; k <= 10; k++) sum += base + 2 * k >= n ? scale : from(base + 2 * k);
      const p = sum / 100n;
      memo.set(base, p);
      return p;
    };
    table.push(Rational.of(from(0), scale));
  }
  return table;
}
