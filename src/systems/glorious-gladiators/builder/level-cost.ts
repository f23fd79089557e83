import type { AbilityEntry } from '../catalog/types.ts';
import type { AbilityPick } from '../sheet.ts';

// The arithmetic of Glory Point pricing (seed L21, L46, L183), kept apart so each rule is one
// small function with its rule ID.

/**
 * GG-CHAR-04: level i costs ⌈i / LevelLimit⌉ GP, so the first LL levels cost 1 each, the next LL
 * cost 2 each, and so on. C(L) = Σ_{i=1..L} ⌈i / LL⌉.
 *
 * @example
 * ```ts
 * levelCost(7, 5);  // 5 × 1 + 2 × 2 = 9
 * levelCost(11, 5); // 5 + 10 + 3 = 18  (GG-SCN-10)
 * ```
 */
export function levelCost(level: number, levelLimit: number): number {
  if (!Number.isInteger(level) || level < 0 || !Number.isInteger(levelLimit) || levelLimit < 1) {
    throw new RangeError(`levelCost(${level}, ${levelLimit}): whole level ≥ 0 and Level Limit ≥ 1`);
  }
  const full = Math.floor(level / levelLimit);
  const rest = level - full * levelLimit;
  // full complete tiers cost LL × (1 + 2 + … + full); the partial tier costs (full + 1) per level.
  return (levelLimit * full * (full + 1)) / 2 + rest * (full + 1);
}

/** Power Pool's Multiple: its Levels cost that many times over (1 for every other ability). */
export function levelMultiple(pick: AbilityPick, entry: AbilityEntry): number {
  const option = entry.cost.levelCostMultiplier?.option;
  const value = option === undefined ? 1 : pick.options[option];
  return typeof value === 'number' && value >= 1 ? value : 1;
}

/**
 * GG-CHAR-07 (and GG-RULING-C04): negative modifiers are worth ×⌈cost / 10⌉ of the ability's cost
 * before negatives — ×1 up to 10, ×2 for 11-20, ×3 for 21-30 — and never less than ×1.
 */
export function negativeMultiplier(preNegativeCost: number): number {
  return Math.max(1, Math.ceil(preNegativeCost / 10));
}

/**
 * GG-CHAR-06 with GG-RULING-01: negative modifiers may take off at most half the cost before
 * negatives, rounded down (13 → 6, 3 → 1), and nothing when that cost is not positive.
 */
export function negativeCap(preNegativeCost: number): number {
  return Math.max(0, Math.floor(preNegativeCost / 2));
}

/** GG-CHAR-05: no ability costs less than 1 GP. */
export const MINIMUM_ABILITY_COST = 1;
