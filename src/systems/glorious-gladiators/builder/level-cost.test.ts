import { describe, expect, it } from 'vitest';
import { levelCost, MINIMUM_ABILITY_COST, negativeCap, negativeMultiplier } from './level-cost.ts';

/** The seed's wording, level by level: each level up to LL costs 1, up to 2×LL costs 2, … (seed L46). */
function bruteLevelCost(level: number, limit: number): number {
  let gp = 0;
  for (let i = 1; i <= level; i++) gp += Math.ceil(i / limit);
  return gp;
}

describe('Glory Point arithmetic', () => {
  it('[GG-CHAR-04] level i costs ⌈i / Level Limit⌉: LL 5, L 7 → 9; LL 3, L 7 → 12', () => {
    expect(levelCost(7, 5)).toBe(9);
    expect(levelCost(7, 3)).toBe(12);
    expect(levelCost(5, 5)).toBe(5);
    expect(levelCost(6, 5)).toBe(7);
    expect(levelCost(0, 4)).toBe(0);
  });

  it('[GG-CHAR-04] the closed form equals the level-by-level sum for every Level 0-60 and Level Limit 1-15', () => {
    for (let limit = 1; limit <= 15; limit++) {
      for (let level = 0; level <= 60; level++) expect(levelCost(level, limit)).toBe(bruteLevelCost(level, limit));
    }
  });

  it('[GG-SCN-10] Level Limit 5, Level 11 → 5 + 10 + 3 = 18 GP', () => {
    expect(levelCost(11, 5)).toBe(18);
  });

  it('[GG-CHAR-03] per-level prices round up (a fraction of a Level Limit step costs the whole step)', () => {
    // Level 1 of a Level Limit 3 ability is 1/3 of a step and still costs 1; level 4 is 4/3 → 2.
    expect(levelCost(1, 3)).toBe(1);
    expect(levelCost(4, 3) - levelCost(3, 3)).toBe(2);
  });

  it('[GG-CHAR-07] negative modifiers are worth ×1 up to 10 GP, ×2 for 11-20, ×3 for 21-30, never below ×1', () => {
    expect([0, 1, 10, 11, 15, 20, 21, 30, 31].map(negativeMultiplier)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 4]);
    expect(negativeMultiplier(-3)).toBe(1);
  });

  it('[GG-CHAR-06] [GG-RULING-01] negatives may take off half the pre-negative cost rounded down: 13 → 6, 3 → 1', () => {
    expect(negativeCap(13)).toBe(6);
    expect(negativeCap(3)).toBe(1);
    expect(negativeCap(8)).toBe(4);
    expect(negativeCap(1)).toBe(0);
    expect(negativeCap(-2)).toBe(0);
  });

  it('[GG-CHAR-05] no ability costs less than 1 GP', () => {
    expect(MINIMUM_ABILITY_COST).toBe(1);
  });

  it('rejects nonsense inputs as bugs', () => {
    expect(() => levelCost(-1, 5)).toThrow(RangeError);
    expect(() => levelCost(3, 0)).toThrow(RangeError);
  });
});
