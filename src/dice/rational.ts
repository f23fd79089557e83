/**
 * An exact fraction of two bigints, always in lowest terms with a positive denominator.
 * Probabilities leave the dice layer as Rationals; they become floats only for display.
 *
 * @example
 * Rational.of(773n, 1296n).toPercent(2) // "59.65%"
 */
export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('Rational with a zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    return g > 1n ? new Rational(n / g, d / g) : new Rational(n, d);
  }

  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  add(o: Rational): Rational {
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Rational): Rational {
    return Rational.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }

  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }

  div(o: Rational): Rational {
    return Rational.of(this.num * o.den, this.den * o.num);
  }

  compare(o: Rational): -1 | 0 | 1 {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }

  /** Nearest double; exact rationals stay exact until someone asks for this. */
  toNumber(): number {
    // Scale before dividing so huge numerators and denominators keep their precision.
    const shift = BigInt(Math.max(0, bitLength(this.den) - 52));
    if (shift === 0n) return Number(this.num) / Number(this.den);
    return Number(this.num >> shift) / Number(this.den >> shift);
  }

  toString(): string {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
  }

  /** Percentage rounded half-up to `digits` decimals, computed exactly. */
  toPercent(digits = 1): string {
    const scale = 10n ** BigInt(digits);
    const scaled = (this.num * 100n * scale * 2n + this.den) / (this.den * 2n);
    const whole = scaled / scale;
    const frac = (scaled % scale).toString().padStart(digits, '0');
    return digits > 0 ? `${whole}.${frac}%` : `${whole}%`;
  }

  toJSON(): string {
    return this.toString();
  }
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  return (a / gcd(a, b)) * b;
}

function bitLength(n: bigint): number {
  return n.toString(2).length;
}
