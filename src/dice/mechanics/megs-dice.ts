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
