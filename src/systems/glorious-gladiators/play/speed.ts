import { imposedLevel } from './conditions.ts';
import { effectiveLevel, profile, type S } from './model.ts';

// Speed (GG-ABL-59, seed L150): "Can be activated before combat. Effects initiative for the target.
// When active in combat allows one extra follow up attack per level and supports or counters Quick
// actions." Ruling GG-PLAY-147. Every Speed counts for initiative (turns.ts, profile.speed): a
// character switches it on before combat. In combat it counts for follow-ups (extra-attacks.ts) and
// the Speed vs Speed roll (quick.ts) only while active: Persistent or Always On (on from before the
// fight for the scene, L238), or an Instant one while it lasts, "until the user's next character
// turn" (L224, L463): the one switched on before combat until its user's first turn begins, and one
// switched on with gg.activate (forms.ts, which puts SPEEDING on its target) until the next.

/** The condition a switched-on Speed puts on its target. */
export const SPEEDING = 'speeding';

/**
 * Whether the figure's first Character Turn of the combat has yet to begin (round 1, its place in
 * the order still to come, not delayed: a delay comes after its turn began, GG-PLAY-03).
 */
function beforeFirstTurn(s: S, id: string): boolean {
  return s.round === 1 && s.sys.order.indexOf(id) > s.sys.index && !s.sys.delayed.includes(id);
}

/**
 * The Level of the Speed active on a figure now, or 0: the best of its own Persistent or Always On
 * Speed, its Instant one before its first turn, and one switched on on it (at its user's Level now,
 * drained or switched off as it may be). A figure with no Speed and none put on it pays a length check.
 */
export function activeSpeed(s: S, id: string): number {
  const fig = s.figures[id];
  if (!fig) return 0;
  let best = 0;
  const p = profile(s, id);
  if (p.speed > 0) {
    const early = beforeFirstTurn(s, id);
    for (const a of p.abilities) {
      if (a.specials.includes('speed') && (a.duration !== 'instant' || early)) best = Math.max(best, effectiveLevel(s, id, a.key, a.level));
    }
  }
  return imposedLevel(s, id, SPEEDING, best);
}
