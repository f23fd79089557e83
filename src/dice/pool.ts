import { outcomeKey, type OutcomeKey } from './canonical.ts';
import { Distribution } from './distribution.ts';

/**
 * A fold over a pool of n independent, identical dice, visiting each face once in sorted
 * order with how many dice show it (icepool's multiset evaluator). The work grows with
 * faces × dice × states, never with faces^dice, which is what keeps "8d6 keep highest 3"
 * exact and fast.
 */
export interface PoolEvaluator<S, R> {
  /** 'desc' visits the highest face first (keep highest); 'asc' the lowest first. */
  readonly order: 'asc' | 'desc';
  readonly initial: S;
  next(state: S, face: number, count: number): S;
  final(state: S): R;
}

export function evaluatePool<S, R>(die: Distribution<number>, n: number, ev: PoolEvaluator<S, R>): Distribution<R> {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`a pool needs a whole number of dice, got ${n}`);
  const faces = die.entries();
  if (ev.order === 'desc') faces.reverse();
  const binom = binomialRow(n);
  // Frontier: (dice not yet assigned a face, evaluator state) → weight.
  let frontier = new Map<OutcomeKey, { remaining: number; state: S; weight: bigint }>();
  frontier.set(outcomeKey([n, ev.initial]), { remaining: n, state: ev.initial, weight: 1n });
  faces.forEach(([face, w], index) => {
    const last = index === faces.length - 1;
    const next = new Map<OutcomeKey, { remaining: number; state: S; weight: bigint }>();
    for (const node of frontier.values()) {
      // The last face must take every die still unassigned.
      const from = last ? node.remaining : 0;
      let power = w ** BigInt(from);
      for (let c = from; c <= node.remaining; c++) {
        const state = ev.next(node.state, face, c);
        const weight = node.weight * binom(node.remaining, c) * power;
        const key = outcomeKey([node.remaining - c, state]);
        const prev = next.get(key);
        if (prev) next.set(key, { ...prev, weight: prev.weight + weight });
        else next.set(key, { remaining: node.remaining - c, state, weight });
        power *= w;
      }
    }
    frontier = next;
  });
  return Distribution.of([...frontier.values()].map((node) => [ev.final(node.state), node.weight] as const));
}

function binomialRow(max: number): (n: number, k: number) => bigint {
  const rows: bigint[][] = [[1n]];
  for (let i = 1; i <= max; i++) {
    const prev = rows[i - 1]!;
    rows.push(Array.from({ length: i + 1 }, (_, k) => (k === 0 || k === i ? 1n : prev[k - 1]! + prev[k]!)));
  }
  return (n, k) => rows[n]![k]!;
}

/** Sum of the `keep` highest (or lowest) of n dice. */
export function keepSum(die: Distribution<number>, n: number, keep: number, which: 'highest' | 'lowest'): Distribution<number> {
  const k = Math.max(0, Math.min(keep, n));
  return evaluatePool<[number, number], number>(die, n, {
    order: which === 'highest' ? 'desc' : 'asc',
    initial: [0, 0],
    next: ([kept, sum], face, count) => {
      const take = Math.min(count, k - kept);
      return take > 0 ? [kept + take, sum + take * face] : [kept, sum];
    },
    final: ([, sum]) => sum,
  });
}

/** How many of n dice satisfy pred (successes against a target). */
export function countWhere(die: Distribution<number>, n: number, pred: (face: number) => boolean): Distribution<number> {
  return evaluatePool<number, number>(die, n, {
    order: 'asc',
    initial: 0,
    next: (count, face, c) => (pred(face) ? count + c : count),
    final: (count) => count,
  });
}

/**
 * A die that explodes: when it shows a face in `on`, roll it again and add. The tail is
 * infinite, so the depth is explicit: after `depth` extra rolls the last roll stands.
 * With `cap`, exploding stops once the running total reaches cap (values ≥ cap are exact in
 * P(X ≥ x) for every x ≤ cap, since nothing below the cap is cut off).
 */
export function explode(die: Distribution<number>, on: (face: number) => boolean, depth: number, cap?: number): Distribution<number> {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`explode depth must be a whole number ≥ 0, got ${depth}`);
  // The rest of an explosion depends only on (running total, rolls left), so memoize it;
  // without a cap it depends only on rolls left, and the total is a plain shift.
  const memo = new Map<string, Distribution<number>>();
  const go = (base: number, left: number): Distribution<number> => {
    const key = cap === undefined ? `${left}` : `${base}:${left}`;
    let rest = memo.get(key);
    if (!rest) {
      const from = cap === undefined ? 0 : base;
      rest = die.bind((face) => {
        const total = from + face;
        const stop = left === 0 || !on(face) || (cap !== undefined && total >= cap);
        return stop ? Distribution.constant(total) : go(total, left - 1);
      });
      memo.set(key, rest);
    }
    return cap === undefined ? rest.add(base) : rest;
  };
  return go(0, depth);
}

/**
 * Reroll faces in `on`: 'once' rerolls one time and keeps the second roll whatever it is;
 * 'until' rerolls until the face is not in `on`, which is exactly conditioning on not-`on`.
 */
export function reroll(die: Distribution<number>, on: (face: number) => boolean, mode: 'once' | 'until'): Distribution<number> {
  if (mode === 'until') return die.filter((f) => !on(f));
  return die.bind((face) => (on(face) ? die : Distribution.constant(face)));
}
