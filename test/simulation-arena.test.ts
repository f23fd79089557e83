import { describe, expect, it } from 'vitest';
import { seededRng } from '../src/dice/index.ts';
import { gloriousGladiators, BLUE_COMET, IRONCLAD } from '../src/systems/glorious-gladiators/index.ts';
import { d100TrickStunt, ALDO, BRICK } from '../src/systems/d100-trick-stunt/index.ts';
import { hexDistance, inArena, simulateFight, type Combatant, type Hex, type TableEvent } from '../src/kernel/index.ts';

const duel: Combatant[] = [
  { id: 'comet', name: 'Blue Comet', side: 'A', sheet: BLUE_COMET },
  { id: 'iron', name: 'Ironclad', side: 'B', sheet: IRONCLAD },
];

describe('the arena of a simulated duel', () => {
  it('[GG-MOVE-01] puts two characters given without positions on the map, the system\'s distance apart unless said', () => {
    expect(inArena(gloriousGladiators, duel).map((c) => c.position)).toEqual([{ q: 0, r: 0 }, { q: 6, r: 0 }]);
    expect(inArena(gloriousGladiators, duel, 2).map((c) => c.position)).toEqual([{ q: 0, r: 0 }, { q: 2, r: 0 }]);
    // Positions a file brings are kept, and a distance cannot be said over them.
    const own = [{ ...duel[0]!, position: { q: 3, r: 1 } }, duel[1]!];
    expect(inArena(gloriousGladiators, own)).toEqual(own);
    expect(() => inArena(gloriousGladiators, own, 4)).toThrow(/bring their own positions/);
    expect(() => inArena(gloriousGladiators, duel, 0)).toThrow(/whole number of hexes from 1 to 40, got 0/);
    expect(() => inArena(gloriousGladiators, duel, 41)).toThrow(/from 1 to 40/);
  });

  it('[GG-MOVE-01] gathers a group round its side\'s spot, every fighter the distance from the foe it faces', () => {
    const gang: Combatant[] = [
      duel[0]!,
      ...[1, 2, 3].map((n): Combatant => ({ id: `b${n}`, name: `Gang Member ${n}`, side: 'B', sheet: IRONCLAD })),
    ];
    const placed = inArena(gloriousGladiators, gang);
    expect(placed.map((c) => c.position)).toEqual([{ q: 0, r: 0 }, { q: 6, r: 0 }, { q: 6, r: -1 }, { q: 5, r: 1 }]);
    for (const c of placed.slice(1)) expect(hexDistance(c.position as unknown as Hex, { q: 0, r: 0 })).toBe(6);
    // Two groups of three at 1 hex would share hexes: refused, with the least distance that works.
    const threes = [...gang.slice(1), ...[1, 2, 3].map((n): Combatant => ({ id: `a${n}`, name: `A${n}`, side: 'A', sheet: BLUE_COMET }))];
    expect(() => inArena(gloriousGladiators, threes, 1)).toThrow('at 1 hex apart, sides of 3 and 3 would stand on each other: start them at least 2 hexes apart');
    const two = inArena(gloriousGladiators, threes, 2).map((c) => JSON.stringify(c.position));
    expect(new Set(two).size).toBe(6);
  });

  it('[D100-CHAR-01] leaves a system without a map off it, and refuses a distance for it', () => {
    const d100: Combatant[] = [{ id: 'a', name: 'Aldo', side: 'A', sheet: ALDO }, { id: 'b', name: 'Brick', side: 'B', sheet: BRICK }];
    expect(inArena(d100TrickStunt, d100)).toEqual(d100);
    expect(() => inArena(d100TrickStunt, d100, 3)).toThrow(/fights off the map/);
  });

  it('[GG-MOVE-02] on the map a Melee fighter must close in before it strikes; off it, it strikes at once', () => {
    const ironcladsFirstAction = (combatants: readonly Combatant[]) => {
      let first: string | undefined;
      simulateFight(gloriousGladiators, combatants, seededRng('arena'), {
        trace: (events: readonly TableEvent[]) => {
          const action = events.find((e) => e.type === 'gg.action' && (e.data as { figure: string }).figure === 'iron');
          first ??= (action?.data as { action?: string } | undefined)?.action;
        },
      });
      return first;
    };
    expect(ironcladsFirstAction(inArena(gloriousGladiators, duel))).toBe('move');
    expect(ironcladsFirstAction(duel)).toBe('attack');
  });
});
