/**
 * Seeded randomness. The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counting
 * generator): 128 bits of state, passes PractRand to terabytes, and runs at hundreds of
 * millions of draws per second in V8 because it needs only 32-bit integer operations.
 * Its whole state serializes to a short string, so a table stores it and replays exactly.
 */
export interface Rng {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number;
  /** A uniform integer in [1, sides], without modulo bias. */
  die(sides: number): number;
  /** The full state, to store and to restore with `restoreRng`. */
  state(): RngState;
}

/** "sfc32:" followed by four 8-digit hex words. Never shown to players (see docs/hidden-information.md). */
export type RngState = string;

const TWO_32 = 4294967296;

/*
 * `die` works out remainders as a − floor(a / n)·n rather than with `%`: on numbers outside the
 * 32-bit signed range (2^32, half of all uint32 draws) V8 runs `%` as a call to C's fmod, which took
 * three times as long as the rest of a draw, and a simulation rolls before nearly every decision.
 * It is exact for a < 2^53: when a / n is not a whole number its fraction is at least 1/n, far
 * more than the rounding error of the division (a / n · 2^-53), so the floor is the true
 * quotient. runtime.test.ts checks it against BigInt arithmetic.
 */

class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  die(sides: number): number {
    // Rejection keeps every face exactly equally likely: draws at or above the largest
    // multiple of `sides` below 2^32 are thrown back (for a d6, 4 in 2^32).
    const limit = Math.floor(TWO_32 / sides) * sides;
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x - Math.floor(x / sides) * sides + 1;
  }

  state(): RngState {
    return `sfc32:${[this.a, this.b, this.c, this.d].map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('')}`;
  }
}

/**
 * A generator from any seed: a number or a string (hashed with cyrb128), warmed up so that
 * similar seeds diverge at once.
 *
 * @example
 * const rng = seededRng('table-42');
 * rng.die(6); // 1..6, the same every time for this seed
 */
export function seededRng(seed: string | number): Rng {
  const [a, b, c, d] = cyrb128(String(seed));
  const rng = new Sfc32(a, b, c, d);
  for (let i = 0; i < 15; i++) rng.nextUint32();
  return rng;
}

export function restoreRng(state: RngState): Rng {
  const m = /^sfc32:([0-9a-f]{32})$/.exec(state);
  if (!m) throw new RangeError('not an sfc32 generator state');
  const hex = m[1]!;
  const words = [0, 1, 2, 3].map((i) => Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16));
  return new Sfc32(words[0]!, words[1]!, words[2]!, words[3]!);
}

/** cyrb128: a fast 128-bit string hash, used only to turn a seed string into generator state. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
