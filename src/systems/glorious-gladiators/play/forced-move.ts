import type { Hex } from '../../../kernel/index.ts';
import { collision, crash, flight } from './knockback.ts';
import type { S } from './model.ts';
import type { AbilityProfile, PushDirection } from './profile.ts';
import { put, type P } from './put.ts';

// Where a Forced Move sends its target (GG-ABL-30, seed L107; ruling GG-PLAY-90): the direction it
// was built with, or the one said with `gg.attack {direction}` when it was built "chosen" (away
// when unsaid). Away and toward are measured from the user: away flies straight off as Knockback
// does, toward comes a hex nearer each step and stops beside the user; either strikes what blocks
// it (GG-PLAY-87). Up lifts the target off the map's plane and drops it back into its own hex:
// Falling, Lethal Damage (Solid) at half the hexes rounded up (GG-MOVE-03), unless it is airborne
// or in water. The map has no heights, so Down is recorded and the GM says what it does.

/** The direction this use goes: `gg.attack` puts a chosen one on the ability it uses; one left unsaid is away. */
export function directionOf(ability: AbilityProfile): Exclude<PushDirection, 'chosen'> {
  const built = ability.push?.direction ?? 'away';
  return built === 'chosen' ? 'away' : built;
}

/** The Forced Move of `target` by `hexes` hexes from the user at `origin`, `level` being its result's Level. */
export function* forcedMove(
  s: S, attacker: string, ability: AbilityProfile, target: string, origin: Hex, hexes: number, level: number, airborne: boolean,
): P {
  const direction = directionOf(ability);
  if (direction === 'away' || direction === 'toward') return yield* flight(s, attacker, ability, target, origin, hexes, level, direction === 'toward');
  const falls = direction === 'up' && !airborne;
  const fall = Math.ceil(hexes / 2);
  const cur = yield* put(s, {
    type: 'gg.forced-move-vertical', ruleIds: ['GG-ABL-30', 'GG-PLAY-90', ...(falls ? ['GG-MOVE-03'] : [])],
    data: { figure: attacker, target, direction, hexes, fall: falls ? fall : null },
  });
  if (!falls) return cur;
  return yield* crash(cur, attacker, { ...collision(ability, fall), lethal: true }, target, 'falls after a Forced Move up');
}
