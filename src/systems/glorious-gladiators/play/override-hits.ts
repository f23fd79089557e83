import { hasCondition, withCondition } from '../../../kernel/index.ts';
import { editTurn } from './copy.ts';
import type { GgStatus, S } from './model.ts';

// A GM override of a figure's hits or Out (gm.set, ruling GG-PLAY-197). The override form sets one
// value at a time, and hits and out of action are two of them: 0 hits left the figure in action, Out
// left it its hits and standing, and Out made false left it in action with none. What taking the
// last hit does (attack-result.ts: out, one more takedown, not yet tried, prone) and what a
// reactivation gives (½ its total hits) follow the GM's value here, in the fold, so play, undo and
// replay agree (as causes.ts does).

const PRONE = { id: 'prone', ruleId: 'GG-DMG-01' } as const;

/**
 * The table after a GM override (gm.set of `path` under a figure's status): an in-action figure whose
 * hits went from above 0 to 0, or that the GM set Out, is out of action as its last hit would put it
 * (GG-DMG-01, GG-DMG-02, GG-DMG-04); one the GM brought back (Out made false) with 0 hits has ½ its
 * total hits, as on reactivation (GG-DMG-02). Raising an out figure's hits does not reactivate it (GG-DMG-08,
 * seed L117). Values are compared, whatever the path; anything else is left as the GM wrote it.
 */
export function overriddenHits(before: S, after: S, path: readonly string[]): S {
  if (path[0] !== 'figures' || path[2] !== 'status') return after;
  const id = path[1]!;
  const now = after.figures[id]?.status as GgStatus | undefined;
  const was = before.figures[id]?.status as GgStatus | undefined;
  if (!now || !was || now.outOfPlay) return after;
  // Its hits set to 0, or Out set on it: a takedown (a GM's Out takes its hits, as a takedown leaves none).
  if (!was.out && (now.out || (now.hits === 0 && was.hits > 0))) {
    // No attack did it: not Lethal, no Hard Reactivation; the GM sets `lethal` for a Lethal one.
    return editTurn(after, id, null, (x) => {
      x.out = true;
      x.hits = 0;
      // A count the GM wrote in the same override (the whole status) is the GM's.
      x.outCount = now.outCount === was.outCount ? now.outCount + 1 : now.outCount;
      x.tried = false;
      x.lethal = false;
      x.reactivationPenalty = 0;
    }, (f) => {
      if (!hasCondition(f, 'prone')) f.conditions = withCondition(f, PRONE).conditions;
    });
  }
  if (now.hits === 0 && was.out && !now.out) {
    return editTurn(after, id, null, (x) => {
      x.hits = Math.ceil(now.maxHits / 2);
      x.stopped = 0;
    });
  }
  return after;
}
