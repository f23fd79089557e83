import type { Combatant } from './simulate.ts';
import type { AnySystem } from './system.ts';

/** Why two combatants cannot be put in the arena as asked: a message for the CLI's or the server's error. */
export class ArenaError extends Error {}

/**
 * Two combatants for a simulated fight, on the system's map when it has an arena (system.ts): given
 * without positions, side A and side B start `distance` apart (the arena's own distance unless
 * said). Combatants that bring their positions (a `{ sheet, position }` file) keep them, and a
 * distance may not be said for them too; a system without an arena fights off the map.
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
  if (combatants.length !== 2) return [...combatants];
  const d = distance ?? arena.distance;
  if (!Number.isInteger(d) || d < 1 || d > arena.maxDistance) {
    throw new ArenaError(`the distance must be a whole number of ${arena.unit} from 1 to ${arena.maxDistance}, got ${d}`);
  }
  const [a, b] = arena.positions(d);
  return [{ ...combatants[0]!, position: a }, { ...combatants[1]!, position: b }];
}
