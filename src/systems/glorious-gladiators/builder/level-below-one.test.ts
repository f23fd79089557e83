import { describe, expect, it } from 'vitest';
import { BLUE_COMET } from '../templates/heroes.ts';
import { priceSheet, validateSheet } from './sheet-price.ts';

// A builder prices the draft the player is typing into, before the schema has passed it: a Level
// box holding "-1" or "0" must neither stop the page nor read as legal (seed L46).
const withLevel = (level: number) => ({ ...BLUE_COMET, abilities: BLUE_COMET.abilities.map((a, i) => (i === 1 ? { ...a, level } : a)) });

describe('a Level below 1 on a sheet that skipped the schema', () => {
  it('[GG-BLD-01] priceSheet prices it as no Levels, where a negative Level threw (the web builder went blank)', () => {
    const flight = priceSheet(withLevel(-1)).abilities.find((a) => a.key === BLUE_COMET.abilities[1]!.key)!;
    expect(flight.levelCost).toBe(0);
  });

  it('[GG-BLD-01] validateSheet names the ability and its Level, where Level 0 passed as legal', () => {
    for (const level of [0, -1]) {
      expect(validateSheet(withLevel(level))).toContainEqual({
        ruleId: 'GG-BLD-01', path: ['abilities', 1, 'level'], message: `Flight: Level ${level}, a Level is 1 or more`,
      });
    }
    expect(validateSheet(withLevel(1))).toEqual([]);
  });
});
