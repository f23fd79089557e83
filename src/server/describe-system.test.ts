import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '../systems/index.ts';
import { describeSystem } from './routes.ts';

// GET /api/systems tells a client how to place a new figure on the system's map.
describe('describeSystem', () => {
  it('gives the JSON schema of map positions: hexes for Glorious Gladiators, none for range bands', () => {
    const gg = describeSystem(SYSTEMS['glorious-gladiators']!) as { hasPosition: boolean; positionSchema: { properties: Record<string, unknown> } };
    expect(gg.hasPosition).toBe(true);
    expect(Object.keys(gg.positionSchema.properties).sort()).toEqual(['q', 'r']);
    const d100 = describeSystem(SYSTEMS['d100-trick-stunt']!) as { hasPosition: boolean; positionSchema: unknown };
    expect(d100).toMatchObject({ hasPosition: false, positionSchema: null });
  });
});
