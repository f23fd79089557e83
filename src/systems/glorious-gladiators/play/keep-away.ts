import { hexDistance } from '../../../kernel/index.ts';
import { moveReach } from './actions.ts';
import { movementRejection } from './move-uses.ts';
import { profile, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import { stretch } from './reach.ts';
import { positionOf } from './space.ts';

// Keeping out of a shorter reach (GG-PLAY-188): a figure whose attacks worth moving for all strike
// further than any attack of an enemy closes on it no nearer than that enemy could strike from after
// its next move, and falls back after attacking from inside it. A judgement of the moves offered
// (legal.ts) and of the bot (bot.ts), not a rule. Most figures have a Touch attack worth using, and
// the profile index's reaches settle it for them at once.

/**
 * How far enemy `e` could strike from after its next move, when figure `id` outreaches it (its attacks
 * worth moving for all reach further than any of `e`'s), else null: twice its furthest attack's band,
 * as far as an attack may go at a Penalty (attack-rules.ts bandCheck), Stretching, and its furthest
 * usable Movement.
 */
export function threatOf(s: S, id: string, e: string): number | null {
  const worth = profileIndex(profile(s, id)).worthReach;
  if (worth < 2) return null;
  const p = profile(s, e);
  const longest = profileIndex(p).longestReach;
  if (longest === 0) return null;
  if (worth <= longest) return null;
  const reach = 2 * longest + stretch(s, e);
  let move = 0;
  for (const m of p.movements) if (movementRejection(s, e, m.key) === null) move = Math.max(move, moveReach(s, e, m));
  return reach + move;
}

/**
 * How near `id` closes on `e` (moves' good range, legal.ts): its `ideal` range, or, while it
 * outreaches `e`, just out of its threat, no further than its attacks strike from.
 */
export function rangeToward(s: S, id: string, e: string, ideal: number): number {
  const threat = threatOf(s, id, e);
  if (threat === null) return ideal;
  return Math.max(ideal, Math.min(threat + 1, profileIndex(profile(s, id)).worthReach));
}

/** Whether `id` stands where the nearest of `enemies` that it outreaches could strike from after its next move. */
export function withinThreat(s: S, id: string, enemies: readonly string[]): boolean {
  if (profileIndex(profile(s, id)).worthReach < 2) return false;
  const here = positionOf(s, id);
  if (!here) return false;
  let nearest: string | null = null;
  let d = Infinity;
  for (const e of enemies) {
    const at = positionOf(s, e);
    if (at && hexDistance(here, at) < d) {
      d = hexDistance(here, at);
      nearest = e;
    }
  }
  if (nearest === null) return false;
  const threat = threatOf(s, id, nearest);
  return threat !== null && d <= threat;
}
