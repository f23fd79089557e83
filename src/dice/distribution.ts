import { compareOutcomes, outcomeKey, type OutcomeKey } from './canonical.ts';
import { gcd, lcm, Rational } from './rational.ts';

/**
 * An exact, immutable probability distribution: each outcome carries a positive bigint weight,
 * and its probability is weight / total. Nothing inside is floating point.
 *
 * Conventions for the whole dice layer (stated once): instances are never mutated; every
 * operation returns a new Distribution; outcomes are compared by value (objects by their
 * canonical JSON), so `{hit: true}` built twice is one outcome.
 *
 * @example
 * const d6 = Distribution.die(6);
 * d6.sum(2).atLeast(10).toString() // "1/6"
 */
export class Distribution<T> {
  private readonly table: ReadonlyMap<OutcomeKey, Entry<T>>;
  readonly total: bigint;

  private constructor(table: Map<OutcomeKey, Entry<T>>, total: bigint) {
    this.table = table;
    this.total = total;
  }

  /** Builds from (outcome, weight) pairs; equal outcomes merge, zero weights vanish. */
  static of<T>(pairs: Iterable<readonly [T, bigint | number]>): Distribution<T> {
    const b = new Builder<T>();
    for (const [v, w] of pairs) b.add(v, BigInt(w));
    return b.build();
  }

  static constant<T>(value: T): Distribution<T> {
    return Distribution.of([[value, 1n]]);
  }

  static uniform<T>(values: readonly T[]): Distribution<T> {
    return Distribution.of(values.map((v) => [v, 1n] as const));
  }

  /** A fair die numbered 1..sides. */
  static die(sides: number): Distribution<number> {
    if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs a positive whole number of sides, got ${sides}`);
    return Distribution.uniform(Array.from({ length: sides }, (_, i) => i + 1));
  }

  /** Mixes distributions with exact relative weights (the law of total probability). */
  static mixture<T>(parts: ReadonlyArray<readonly [Distribution<T>, bigint]>): Distribution<T> {
    const live = parts.filter(([, w]) => w > 0n);
    if (live.length === 0) throw new RangeError('a mixture needs at least one part with positive weight');
    if (live.length === 1) return live[0]![0];
    let common = 1n;
    for (const [d] of live) common = lcm(common, d.total);
    const b = new Builder<T>();
    for (const [d, w] of live) {
      const scale = (common / d.total) * w;
      for (const e of d.table.values()) b.addKeyed(e.key, e.value, e.weight * scale);
    }
    return b.build().reduced();
  }

  get size(): number {
    return this.table.size;
  }

  /** Outcomes in display order (numbers ascending). */
  outcomes(): T[] {
    return this.sortedEntries().map((e) => e.value);
  }

  /** [outcome, weight] in display order. */
  entries(): Array<[T, bigint]> {
    return this.sortedEntries().map((e) => [e.value, e.weight]);
  }

  weight(value: T): bigint {
    return this.table.get(outcomeKey(value))?.weight ?? 0n;
  }

  probability(value: T): Rational {
    return Rational.of(this.weight(value), this.total);
  }

  probabilityWhere(pred: (value: T) => boolean): Rational {
    let w = 0n;
    for (const e of this.table.values()) if (pred(e.value)) w += e.weight;
    return Rational.of(w, this.total);
  }

  /** [outcome, exact probability] in display order. */
  probabilities(): Array<[T, Rational]> {
    return this.sortedEntries().map((e) => [e.value, Rational.of(e.weight, this.total)]);
  }

  map<U>(f: (value: T) => U): Distribution<U> {
    const b = new Builder<U>();
    for (const e of this.table.values()) b.add(f(e.value), e.weight);
    return b.build();
  }

  /** Each outcome chooses the next distribution (dependent rolls). */
  bind<U>(f: (value: T) => Distribution<U>): Distribution<U> {
    return Distribution.mixture([...this.table.values()].map((e) => [f(e.value), e.weight] as const));
  }

  /** Independent product of two distributions, combined by f. */
  combine<U, V>(other: Distribution<U>, f: (a: T, b: U) => V): Distribution<V> {
    const b = new Builder<V>();
    for (const x of this.table.values()) {
      for (const y of other.table.values()) b.add(f(x.value, y.value), x.weight * y.weight);
    }
    return b.build();
  }

  /** The distribution conditioned on pred (e.g. "given that the roll is not a tie"). */
  filter(pred: (value: T) => boolean): Distribution<T> {
    const b = new Builder<T>();
    for (const e of this.table.values()) if (pred(e.value)) b.addKeyed(e.key, e.value, e.weight);
    const d = b.build();
    if (d.size === 0) throw new RangeError('conditioning on an event of probability zero');
    return d;
  }

  /** Same probabilities with the smallest integer weights. */
  reduced(): Distribution<T> {
    let g = 0n;
    for (const e of this.table.values()) g = gcd(g, e.weight);
    if (g <= 1n) return this;
    const b = new Builder<T>();
    for (const e of this.table.values()) b.addKeyed(e.key, e.value, e.weight / g);
    return b.build();
  }

  /** True when both give every outcome the same probability. */
  equals(other: Distribution<T>): boolean {
    if (this.size !== other.size) return false;
    for (const e of this.table.values()) {
      const o = other.table.get(e.key);
      if (!o || e.weight * other.total !== o.weight * this.total) return false;
    }
    return true;
  }

  // ---- numeric outcomes -------------------------------------------------------------

  /** Sum with another independent distribution, or shift by a constant. */
  add(this: Distribution<number>, other: Distribution<number> | number): Distribution<number> {
    if (typeof other === 'number') return this.map((v) => v + other);
    return this.combine(other, (a, b) => a + b);
  }

  /** The sum of n independent copies, by repeated squaring. */
  sum(this: Distribution<number>, n: number): Distribution<number> {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`cannot sum ${n} copies`);
    let result: Distribution<number> = Distribution.constant(0);
    let base = this.map((v) => v);
    for (let k = n; k > 0; k >>= 1) {
      if (k & 1) result = result.add(base);
      if (k > 1) base = base.add(base);
    }
    return result;
  }

  scale(this: Distribution<number>, factor: number): Distribution<number> {
    return this.map((v) => v * factor);
  }

  negate(this: Distribution<number>): Distribution<number> {
    return this.map((v) => -v);
  }

  mean(this: Distribution<number>): Rational {
    let s = 0n;
    for (const e of this.table.values()) s += BigInt(e.value) * e.weight;
    return Rational.of(s, this.total);
  }

  variance(this: Distribution<number>): Rational {
    let s = 0n;
    let s2 = 0n;
    for (const e of this.table.values()) {
      const v = BigInt(e.value);
      s += v * e.weight;
      s2 += v * v * e.weight;
    }
    // Var = E[X²] − E[X]² = (s2·total − s²) / total²
    return Rational.of(s2 * this.total - s * s, this.total * this.total);
  }

  min(this: Distribution<number>): number {
    return Math.min(...this.table.keys() as Iterable<number>);
  }

  max(this: Distribution<number>): number {
    return Math.max(...this.table.keys() as Iterable<number>);
  }

  atLeast(this: Distribution<number>, x: number): Rational {
    return this.probabilityWhere((v) => v >= x);
  }

  atMost(this: Distribution<number>, x: number): Rational {
    return this.probabilityWhere((v) => v <= x);
  }

  /** The smallest outcome q with P(X ≤ q) ≥ p (p an exact Rational, or a number in [0, 1]). */
  quantile(this: Distribution<number>, p: Rational | number): number {
    const target = typeof p === 'number' ? rationalFromUnit(p) : p;
    let acc = 0n;
    const entries = this.sortedEntries();
    for (const e of entries) {
      acc += e.weight;
      if (Rational.of(acc, this.total).compare(target) >= 0) return e.value;
    }
    return entries[entries.length - 1]!.value;
  }

  /** P(this op other) for independent draws, exactly. */
  compare(this: Distribution<number>, op: Comparison, other: Distribution<number> | number): Rational {
    const o = typeof other === 'number' ? Distribution.constant(other) : other;
    return this.combine(o, (a, b) => compareBy(op, a, b)).probability(true);
  }

  private sortedEntries(): Array<Entry<T>> {
    // Two objects compare by canonical JSON, which their keys already hold ("\u0000" + JSON).
    return [...this.table.values()].sort((a, b) => (typeof a.key === 'string' && typeof b.key === 'string' && typeof a.value === 'object' && typeof b.value === 'object'
      ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
      : compareOutcomes(a.value, b.value)));
  }
}

export type Comparison = '>=' | '>' | '<=' | '<' | '=' | '!=';

export function compareBy(op: Comparison, a: number, b: number): boolean {
  switch (op) {
    case '>=': return a >= b;
    case '>': return a > b;
    case '<=': return a <= b;
    case '<': return a < b;
    case '=': return a === b;
    case '!=': return a !== b;
  }
}

interface Entry<T> {
  readonly key: OutcomeKey;
  readonly value: T;
  readonly weight: bigint;
}

/** Accumulates weights by outcome key; used inside this module so the class stays immutable. */
class Builder<T> {
  private readonly table = new Map<OutcomeKey, Entry<T>>();
  private total = 0n;

  add(value: T, weight: bigint): void {
    this.addKeyed(outcomeKey(value), value, weight);
  }

  addKeyed(key: OutcomeKey, value: T, weight: bigint): void {
    if (weight < 0n) throw new RangeError('negative weight');
    if (weight === 0n) return;
    const prev = this.table.get(key);
    this.table.set(key, { key, value: prev ? prev.value : value, weight: (prev?.weight ?? 0n) + weight });
    this.total += weight;
  }

  build(): Distribution<T> {
    if (this.total === 0n) throw new RangeError('a distribution needs at least one outcome with positive weight');
    return makeDistribution(this.table, this.total);
  }
}

// The constructor is private to keep instances immutable from the outside; the builder
// reaches it through this one function.
const makeDistribution = <T>(table: Map<OutcomeKey, Entry<T>>, total: bigint): Distribution<T> =>
  new (Distribution as unknown as new (t: Map<OutcomeKey, Entry<T>>, n: bigint) => Distribution<T>)(table, total);

function rationalFromUnit(p: number): Rational {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a probability lies in [0, 1], got ${p}`);
  const den = 1_000_000_000n;
  return Rational.of(BigInt(Math.round(p * 1e9)), den);
}
