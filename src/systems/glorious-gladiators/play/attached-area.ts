import { hexesWithin, hexKey } from '../../../kernel/index.ts';
import { areaRadius } from './attack-rules.ts';
import { moveZeroed } from './limits.ts';
import { profile, statusOf, type Persisting, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { positionOf } from './space.ts';

// An Attached Area (GG-MOD-45, GG-ATK-02; seed L238, L595, L636; ruling GG-PLAY-91): a Personal
// Persistent Area with no range, a Burst on its user's hex that "is attached to the user and moves
// with him/her". Its hexes follow the user; it attacks with "the character's Move" in place of the
// Burst's 2, and each target it overlaps once in a turn.

/** Whether this attack, Personal Persistent, stays as an Attached Area: a Burst with no range. */
export const isAttached = (a: AbilityProfile): boolean =>
  a.mods.persist === 'attached' && a.range === null && a.targeting.method === 'area' && a.area !== null && a.area.shape !== 'line';

/**
 * The user's Move as the Area's attack value: the Level of its active move, else of its best
 * Movement (it need not have moved to carry the Area); 0 while its Move is 0 (trapped, grabbed).
 */
export function attachedValue(s: S, user: string): number {
  if (moveZeroed(s, user)) return 0;
  const active = statusOf(s, user).activeMove;
  if (active) return active.level;
  return Math.max(0, ...profile(s, user).movements.filter((m) => m.requires === undefined).map((m) => m.level));
}

/** The attack as an Attached Area makes it now: the user's Move for the Burst's value (GG-ATK-02). */
export function attachedUse(s: S, user: string, a: AbilityProfile, level = a.level): AbilityProfile {
  return { ...a, level, area: { ...a.area!, attackValue: attachedValue(s, user) } };
}

/** The Burst's radius round its user. */
export const attachedRadius = (a: AbilityProfile): number => areaRadius(a.area!);

/** The hexes it covers now, round wherever its user stands. */
export function attachedHexes(s: S, inst: Pick<Persisting, 'by' | 'radius'>): string[] {
  const at = positionOf(s, inst.by);
  return at ? hexesWithin(at, inst.radius ?? 0).map(hexKey) : [];
}

/** The turn now, to attack each target once in it. */
export const turnKey = (s: S): string => `${s.round}:${s.sys.index}`;
