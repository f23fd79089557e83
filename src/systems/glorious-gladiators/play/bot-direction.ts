import { airborne } from './pushes.ts';
import type { AbilityProfile } from './profile.ts';
import type { S } from './model.ts';
import { awayLine, occupant, positionOf, wallAt } from './space.ts';

// Which way the bot says a Forced Move built "chosen" goes (GG-ABL-30, ruling GG-PLAY-90), by what
// each way does to the target: away strikes a wall or figure right behind it at the result's full
// Level (GG-PLAY-87; a figure may get out of the way) and otherwise only moves it; up drops it back into its hex, Lethal Damage (Solid)
// at half the hexes (GG-MOVE-03), unless it is airborne or in water; toward pulls it beside the
// user; down does nothing play applies. So: away into a wall or figure behind it, else up when it
// would fall, else away. It looks one hex and the target's active move: nothing on the hot path
// of an attack that is not a chosen Forced Move.

/** The way to say for this attack, or undefined to leave it unsaid (away, or not a chosen Forced Move). */
export function botDirection(s: S, figure: string, ability: AbilityProfile | undefined, target: string): 'up' | undefined {
  if (ability?.push?.push !== 'forced-move' || ability.push.direction !== 'chosen') return undefined;
  const from = positionOf(s, figure);
  const at = positionOf(s, target);
  if (!from || !at || airborne(s, target)) return undefined;
  const behind = awayLine(from, at, 1)[0]!;
  return wallAt(s, behind) || occupant(s, behind, target) !== null ? undefined : 'up';
}
