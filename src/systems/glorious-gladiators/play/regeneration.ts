import { imposedLevel, withHandler } from './conditions.ts';
import { effectiveLevel, profile, type S } from './model.ts';

// Regeneration (GG-ABL-57, seed L148): "Adds level to chance of reactivation. Avoids the risk of
// being hurt at the end of combat ... NB: remember must be active to work so if not Persistent only
// last a turn." It works only while it is on: Always On, or activated (`gg.activate`, forms.ts),
// which puts the 'regenerating' state on its target for the ability's Duration (conditions.ts): an
// Instant one ends as its user's next turn starts, before that turn's reactivation roll; a
// Persistent one stays for the scene. Ruling GG-PLAY-105 (amends GG-PLAY-26).

/** The condition an activated Regeneration puts on its target. */
export const REGENERATING = 'regenerating';

/**
 * The Level of the Regeneration working on a figure now, or 0: the best of an activated one on it
 * (at its user's Level now, drained or switched off as it may be) and an Always On one of its own.
 */
export function regenerationLevel(s: S, id: string): number {
  const fig = s.figures[id];
  if (!fig) return 0;
  let best = 0;
  const p = profile(s, id);
  if (p.regenerates) {
    for (const a of withHandler(p, 'regeneration')) if (a.duration === 'always-on') best = Math.max(best, effectiveLevel(s, id, a.key, a.level));
  }
  return imposedLevel(s, id, REGENERATING, best);
}
