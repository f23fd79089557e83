import { hasCondition, ruleRejection, type Rejection } from '../../../kernel/index.ts';
import { profile, type S } from './model.ts';
import type { Movement } from './profile.ts';

// What the movement table's Special column forbids a class (GG-MOVE-01, seed L540-551): Air,
// Underwater and Water "Can't move whilst Disorientated" (L541, L549, L551), Leap "Can't move when
// prone" (L546). It bans moving with it, not its being on: a Persistent Flight a disorientated
// figure keeps up still Dodges Areas (turns.ts keeps it), it just takes the figure nowhere until it
// recovers. Every move reads this, so a figure with no condition pays one length read.

/** limits.ts's LIMIT_ERRORS.CANNOT_MOVE (limits.ts reaches this file through fear.ts, so it is not imported). */
const CANNOT_MOVE = 'GG_CANNOT_MOVE';

const GROUNDED_WHEN_DISORIENTATED: ReadonlySet<string> = new Set(['air', 'underwater', 'water']);

/** Why this Movement cannot move the figure now, by its class, or null. */
export function classRejection(s: S, id: string, m: Movement): Rejection | null {
  const fig = s.figures[id];
  if (!fig || fig.conditions.length === 0) return null;
  if (GROUNDED_WHEN_DISORIENTATED.has(m.mode) && hasCondition(fig, 'disorientated')) {
    return ruleRejection(CANNOT_MOVE, `${m.name} (${m.mode}) cannot move a disorientated character: recover first.`, 'GG-MOVE-01');
  }
  if (m.mode === 'leap' && hasCondition(fig, 'prone')) {
    return ruleRejection(CANNOT_MOVE, `${m.name} (leap) cannot move a prone character: stand up first.`, 'GG-MOVE-01');
  }
  return null;
}

/**
 * The same for a Movement named by its ability's key: a ban when every class that ability moves
 * with is banned (one with another class still moves), else null.
 */
export function classRejectionOf(s: S, id: string, key: string): Rejection | null {
  const fig = s.figures[id];
  if (!fig || fig.conditions.length === 0) return null;
  let ban: Rejection | null = null;
  for (const m of profile(s, id).movements) {
    if (m.key !== key) continue;
    const why = classRejection(s, id, m);
    if (!why) return null;
    ban ??= why;
  }
  return ban;
}

/**
 * Hexes a Movement covers at this Level (GG-MOVE-01): hexes per Level × Level; prone, a crawl of 1
 * a Level up to 3 (Ground's, L545, the rule for every class: GG-PLAY-20), but Wallcrawl "can crawl at
 * full speed whilst prone" (L550).
 */
export function hexesAt(m: Movement, level: number, prone: boolean): number {
  return crawls(m, prone) ? Math.min(level, 3) : m.hexesPerLevel * level;
}

/** Whether this Movement only crawls, 1 hex a Level: prone, and not a Wallcrawl (hexesAt). */
export const crawls = (m: Movement, prone: boolean): boolean => prone && m.mode !== 'wallcrawl';
