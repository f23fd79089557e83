import { DiceError } from './errors.ts';
import type { Rng } from './rng.ts';

/**
 * Where physical dice come from. Play and simulation draw from a seeded Rng; tests script the
 * exact faces. (Exact odds do not draw faces at all: they enumerate distributions, see
 * process.ts.)
 */
export interface FaceSource {
  /** The face of one die with `sides` sides, 1..sides. */
  roll(sides: number): number;
}

export function seededFaces(rng: Rng): FaceSource {
  return new SeededFaces(rng);
}

/** A class, not an object with an arrow: under tsx an arrow named in a function is renamed each time it is made. */
class SeededFaces implements FaceSource {
  constructor(private readonly rng: Rng) {}

  roll(sides: number): number {
    return this.rng.die(sides);
  }
}

/**
 * "The next dice are 6, 6, 3": faces are used in order, whatever die asks. Running dry or a
 * face the die cannot show is an error with a stable code, never a silent random fallback.
 *
 * @example
 * const faces = scriptedFaces([6, 6, 3]);
 * faces.roll(6); // 6
 */
export interface ScriptedFaces extends FaceSource {
  /** Faces not used yet. */
  remaining(): readonly number[];
  /** How many faces were used. */
  used(): number;
}

export function scriptedFaces(script: readonly number[]): ScriptedFaces {
  let next = 0;
  return {
    roll(sides) {
      if (next >= script.length) {
        throw new DiceError('DICE_SCRIPT_EXHAUSTED', `the dice script ran out: a d${sides} was rolled after all ${script.length} scripted faces were used`);
      }
      const face = script[next]!;
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new DiceError('DICE_SCRIPT_IMPOSSIBLE', `scripted face #${next + 1} is ${face}, impossible on a d${sides}`);
      }
      next++;
      return face;
    },
    remaining: () => script.slice(next),
    used: () => next,
  };
}
