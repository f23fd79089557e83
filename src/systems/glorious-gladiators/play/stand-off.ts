import { ruleRejection, type Rejection } from '../../../kernel/index.ts';
import { GG_ERRORS } from './common.ts';
import { profile, statusOf, type S } from './model.ts';
import type { AbilityProfile, FigureProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';

// Movement's Stand-Off (GG-ABL-50; seed L136 "Air and Wallcrawl have an extra cost for Stand-Off.
// This allows them to be used with Ranged, Long Range or Distant abilities otherwise these abilities
// can't be used when the Movement ability is active"): GG-PLAY-182. Active is the figure's active
// move (`status.activeMove`): the Movement it last moved with, until its next turn, or longer when
// Persistent or Always On and kept on (GG-PLAY-161). It ends with a move by another Movement, or
// switched off (gg.deactivate, GG-PLAY-183).

/**
 * Ranged, Long Range and Distant are the range bands that begin 2 or 3 hexes out (2-10, 2-20, 3+);
 * Touch, Short and Flexible Range begin at 0 or 1. Read off the band, so a Flexible choice counts as made.
 */
export const standsOff = (a: AbilityProfile): boolean => a.range !== null && a.range.min >= 2;

/** The figure's active Movement that bars such abilities (Air or Wallcrawl, no Stand-Off), or null: most have none (profile index). */
export function standOffBar(s: S, id: string, p: FigureProfile = profile(s, id)): AbilityProfile | null {
  const bound = profileIndex(p).noStandOff;
  if (bound.length === 0) return null;
  const key = statusOf(s, id).activeMove?.key;
  if (key === undefined) return null;
  for (const a of bound) if (a.key === key) return a;
  return null;
}

/** Why the figure may not use this ability now under GG-PLAY-182, or null. */
export function standOffRejection(s: S, id: string, ability: AbilityProfile, p?: FigureProfile): Rejection | null {
  if (!standsOff(ability)) return null;
  const bar = standOffBar(s, id, p);
  if (!bar) return null;
  return ruleRejection(GG_ERRORS.NO_STAND_OFF, `${bar.name} is active and has no Stand-Off, which would allow it: no Ranged, Long Range or `
    + 'Distant ability while it is (switch it off, or move with another Movement, first).', 'GG-PLAY-182');
}
