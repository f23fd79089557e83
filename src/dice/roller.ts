import type { Distribution } from './distribution.ts';
import type { FaceSource } from './sources.ts';

/** One physical die as it landed, for the log: every die is shown, kept or not. */
export interface DieRecord {
  readonly sides: number;
  readonly face: number;
  /** The value the die counts as when it differs from its face (a Fudge die shows −1, 0, +1). */
  readonly value?: number;
  /** Dropped by keep/drop, or replaced by a reroll. */
  readonly dropped?: boolean;
  /** This die was rolled because the one before it exploded (or a double was rerolled). */
  readonly extra?: boolean;
}

export interface Rolled<T> {
  readonly value: T;
  readonly dice: readonly DieRecord[];
}

/**
 * A way of rolling that can be sampled (play, tests) and enumerated (exact odds) and that
 * gives the same value type both ways. This is the contract every seed mechanic and every
 * notation expression satisfies, so one rule can be run with any dice.
 *
 * `key` names the exact distribution: two rollers with the same key must have the same
 * distribution, which lets enumeration memoize it.
 */
export interface Roller<T> {
  readonly key: string;
  /** Human name for the log and prompts, e.g. "2d6 (High)". */
  readonly label: string;
  roll(faces: FaceSource): Rolled<T>;
  /**
   * The value alone, drawing exactly the faces `roll` draws, in the same order: simulation logs
   * no dice (`runSampled`), and a record per die was most of what a roll allocated. Rollers
   * without it are sampled as `roll(faces).value`.
   */
  sample?(faces: FaceSource): T;
  distribution(): Distribution<T>;
  /** Optional display name for an outcome, e.g. 2 → "critical success". */
  describe?(value: T): string;
}

const memo = new Map<string, Distribution<unknown>>();
const MEMO_LIMIT = 4096;

/**
 * Distributions are pure functions of their key, so they are computed once. The cache is
 * bounded; when full it is cleared rather than tracked, which is cheap and keeps hot keys
 * (a system's few dice) warm again within one query.
 */
export function memoDistribution<T>(key: string, compute: () => Distribution<T>): Distribution<T> {
  const hit = memo.get(key);
  if (hit) return hit as Distribution<T>;
  const d = compute();
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, d);
  return d;
}

/** Forgets every memoized distribution: benchmarks use it to time cold computations. */
export function clearDistributionMemo(): void {
  memo.clear();
}

/** A roller from its three parts (and a value-only `sample`), with the distribution memoized by key. */
export function defineRoller<T>(spec: {
  key: string;
  label: string;
  roll: (faces: FaceSource) => Rolled<T>;
  sample?: (faces: FaceSource) => T;
  distribution: () => Distribution<T>;
  describe?: (value: T) => string;
}): Roller<T> {
  return {
    key: spec.key,
    label: spec.label,
    roll: spec.roll,
    ...(spec.sample ? { sample: spec.sample } : {}),
    distribution: () => memoDistribution(spec.key, spec.distribution),
    ...(spec.describe ? { describe: spec.describe } : {}),
  };
}
