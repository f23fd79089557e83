import type { Combatant } from './simulate.ts';
import type { Arena, AnySystem } from './system.ts';

/** Why combatants cannot be put in the arena as asked: a message for the CLI's or the server's error. */
export class ArenaError extends Error {}

/**
 * Combatants for a simulated fight, on the system's map when it has an arena (system.ts): given
 * without positions, side A and side B start `distance` apart (the arena's own distance unless
 * said), each side's fighters gathered round its spot in the order given. Combatants that bring
 * their positions (a `{ sheet, position }` file) keep them, and a distance may not be said for them
 * too; a system without an arena fights off the map.
 */
export function inArena(system: AnySystem, combatants: readonly Combatant[], distance?: number): Combatant[] {
  const arena = system.arena;
  if (!arena) {
    if (distance !== undefined) throw new ArenaError(`${system.name} fights off the map: a distance means nothing to it`);
    return [...combatants];
  }
  const placed = combatants.filter((c) => c.position !== undefined).length;
  if (placed > 0) {
    if (distance !== undefined) throw new ArenaError('the characters bring their own positions: leave the distance out, or the positions');
    return [...combatants];
  }
  const sides = [...new Set(combatants.map((c) => c.side))];
  if (sides.length !== 2) return [...combatants];
  const d = distance ?? arena.distance;
  if (!Number.isInteger(d) || d < 1 || d > arena.maxDistance) {
    throw new ArenaError(`the distance must be a whole number of ${arena.unit} from 1 to ${arena.maxDistance}, got ${d}`);
  }
  const sizes = [count(combatants, sides[0]!), count(combatants, sides[1]!)] as const;
  const spots = arena.positions(d, sizes);
  if (overlaps(spots)) {
    const least = leastDistance(arena, sizes, d);
    throw new ArenaError(`at ${span(arena, d)} apart, sides of ${sizes[0]} and ${sizes[1]} would stand on each other: `
      + (least === null ? 'fewer fighters, please' : `start them at least ${span(arena, least)} apart`));
  }
  const next = [0, 0];
  return combatants.map((c) => {
    const s = c.side === sides[0] ? 0 : 1;
    return { ...c, position: spots[s][next[s]!++]! };
  });
}

/** A distance in the arena's unit, singular for 1 ('1 hex', '2 hexes'). */
const span = (arena: Arena, n: number): string => `${n} ${n === 1 ? arena.unitOne : arena.unit}`;

function count(combatants: readonly Combatant[], side: string): number {
  return combatants.filter((c) => c.side === side).length;
}

function overlaps(spots: readonly [readonly unknown[], readonly unknown[]]): boolean {
  const all = [...spots[0], ...spots[1]].map((p) => JSON.stringify(p));
  return new Set(all).size < all.length;
}

/** The least distance above `from` at which sides of these sizes stand apart, if any. */
function leastDistance(arena: Arena, sizes: readonly [number, number], from: number): number | null {
  for (let d = from + 1; d <= arena.maxDistance; d++) if (!overlaps(arena.positions(d, sizes))) return d;
  return null;
}
