import { describe, expect, it } from 'vitest';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { line, mod, price } from './testing.ts';

// Flexible Type (GG-MOD-25, seed L214): "The cost (if any) for each type in the ability must also be
// paid for but not any cost for 1 type, 2 types etc." One Type is in use at a time.

const messages = (a: ReturnType<typeof price>) => a.issues.map((i) => `${i.ruleId} ${i.message}`);

// Insubstantial L2, Solid or Energy, Personal Persistent, with an Attack usable while insubstantial
// (seed L122-125: "+8 and +4 per additional Type").
const ghost = (...more: ReturnType<typeof mod>[]) => line('insubstantial', 2, {
  types: ['solid', 'energy'], options: { 'attack-while-insubstantial': true }, modifiers: [mod('persistent', { variant: 'personal' }), ...more],
});

describe('Flexible Type and prices counted by Types (GG-BLD-09, GG-BLD-17)', () => {
  it('[GG-BLD-17] [GG-MOD-25] [GG-ABL-42] under Flexible Type Insubstantial\'s attack option pays no +4 per additional Type', () => {
    // Both Types at once: Levels 2 + Two Types 5 + option 8 + 4 + Persistent 2 = 21.
    expect(price(ghost()).price.total).toBe(21);
    const a = price(ghost(mod('flexible-type')));
    expect(messages(a)).toEqual([]);
    // One at a time: Levels 2 + option 8 + Persistent 2 + Flexible Type 2 = 14 (no tier, no +4).
    expect(a.price.total).toBe(14);
    expect(a.price.lines.find((l) => l.label.startsWith('Solid, Persistent'))).toMatchObject({ gp: 8 });
  });

  it('[GG-BLD-17] [GG-ABL-42] the Insubstantial entry\'s rulings say its +4 per additional Type is not paid under Flexible Type', () => {
    expect(GG_CATALOG.ability('insubstantial')!.rulings).toContainEqual(expect.stringMatching(/^GG-BLD-17: .*Flexible Type.*\+4 .*not paid/));
  });
});
