import { z } from 'zod';

/**
 * A square grid. Distance counts king moves (diagonals cost 1), the usual reading of
 * "move 5 squares" on a battle map; adjacency is distance 1.
 */
export interface Square {
  readonly x: number;
  readonly y: number;
}

export const squareSchema = z.object({ x: z.number().int(), y: z.number().int() }).strict();

export function squareDistance(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export function sameSquare(a: Square, b: Square): boolean {
  return a.x === b.x && a.y === b.y;
}

/**
 * Squares along a straight push directly away from `from`, `steps` long, starting next to
 * `target`. Direction is the sign of each axis, so a push runs along a row, column or diagonal.
 * When the two share a square the push has no direction and goes nowhere.
 */
export function pushLine(from: Square, target: Square, steps: number): Square[] {
  const dx = Math.sign(target.x - from.x);
  const dy = Math.sign(target.y - from.y);
  const out: Square[] = [];
  if (dx === 0 && dy === 0) return out;
  // A plain loop: Array.from over an array-like is several times slower, and knock-back runs it per blow.
  for (let i = 1; i <= steps; i++) out.push({ x: target.x + dx * i, y: target.y + dy * i });
  return out;
}

/** Every square within `range` moves of `center` (including it). */
export function squaresWithin(center: Square, range: number): Square[] {
  const out: Square[] = [];
  for (let dx = -range; dx <= range; dx++) {
    for (let dy = -range; dy <= range; dy++) out.push({ x: center.x + dx, y: center.y + dy });
  }
  return out;
}
