import { Rational } from '../rational.ts';
import type { Roller } from '../roller.ts';
import type { FaceSource } from '../sources.ts';

/**
 * The slow, obviously-correct way to know a roller's odds: run its `roll` on every possible
 * sequence of faces (depth-first, each face of each die in turn) and add up 1/sides per die.
 * Exact distributions are checked against this; it only works for small cases.
 */
export function bruteForce<T>(
  roller: Roller<T>,
  key: (v: T) => string = (v) => JSON.stringify(v),
  maxPaths = 200_000,
): Map<string, Rational> {
  const out = new Map<string, Rational>();
  const path: number[] = [];
  let paths = 0;
  for (;;) {
    const sides: number[] = [];
    const source: FaceSource = {
      roll: (s) => {
        const i = sides.length;
        sides.push(s);
        if (i >= path.length) path.push(1);
        return path[i]!;
      },
    };
    const { value } = roller.roll(source);
    path.length = sides.length;
    const p = sides.reduce((acc, s) => acc.mul(Rational.of(1, s)), Rational.ONE);
    const k = key(value);
    out.set(k, (out.get(k) ?? Rational.ZERO).add(p));
    if (++paths > maxPaths) throw new Error(`brute force: more than ${maxPaths} paths`);
    // Next sequence: bump the last die that is not at its top face, drop the ones after it.
    let i = path.length - 1;
    while (i >= 0 && path[i] === sides[i]) i--;
    if (i < 0) return out;
    path[i]! += 1;
    path.length = i + 1;
  }
}
