import { cloneFigure, cloneState, withKey, type Draft, type Figure } from '../../../kernel/index.ts';
import type { GgStatus, GgSys, S } from './model.ts';

// Copies of a figure's status and of the system part with every field written out, changed in
// place before anyone sees them. Why not `{ ...x, hits }`: V8 runs a spread of these ~40-field
// objects on a slow path (~1 µs a copy against ~40 ns written out, measured), and the fold makes
// several copies for every event of a fight. The optional fields are copied only when present,
// so a copy equals the spread (copy.test.ts checks every field).

/** A fresh copy of a figure's status. */
export function cloneGgStatus(x: GgStatus): Draft<GgStatus> {
  const out: Draft<GgStatus> = {
    hits: x.hits, maxHits: x.maxHits, out: x.out, outCount: x.outCount, outOfPlay: x.outOfPlay, lethal: x.lethal,
    reactivationPenalty: x.reactivationPenalty, tried: x.tried, stopped: x.stopped, hindrance: x.hindrance, drained: x.drained,
    heroPoints: x.heroPoints, activeMove: x.activeMove, backstep: x.backstep, wound: x.wound, used: x.used, moved: x.moved,
    spent: x.spent, weakened: x.weakened, variable: x.variable, adapted: x.adapted, losesActions: x.losesActions,
    showedOff: x.showedOff, escaped: x.escaped, disarmed: x.disarmed, origin: x.origin, absorbed: x.absorbed, luck: x.luck,
    copied: x.copied, lentFrom: x.lentFrom, quick: x.quick, off: x.off, concentrating: x.concentrating, without: x.without,
    mountAt: x.mountAt, superForm: x.superForm, itemRolls: x.itemRolls, honour: x.honour, boosted: x.boosted,
  };
  if (x.flex !== undefined) out.flex = x.flex;
  if (x.lethalFacts !== undefined) out.lethalFacts = x.lethalFacts;
  if (x.fired !== undefined) out.fired = x.fired;
  if (x.exhausted !== undefined) out.exhausted = x.exhausted;
  if (x.causes !== undefined) out.causes = x.causes;
  if (x.minionsLost !== undefined) out.minionsLost = x.minionsLost;
  return out;
}

/** A fresh copy of the system part. */
export function cloneGgSys(y: GgSys): Draft<GgSys> {
  const out: Draft<GgSys> = {
    baseOrder: y.baseOrder, order: y.order, index: y.index, actionsLeft: y.actionsLeft, targeted: y.targeted, stopUsed: y.stopUsed,
    healed: y.healed, spotted: y.spotted, delayed: y.delayed, followUp: y.followUp, minorAttackers: y.minorAttackers,
    endGameTurn: y.endGameTurn, startMinors: y.startMinors, inPlay: y.inPlay, defeated: y.defeated, walls: y.walls,
  };
  if (y.ranked !== undefined) out.ranked = y.ranked;
  if (y.openings !== undefined) out.openings = y.openings;
  if (y.zones !== undefined) out.zones = y.zones;
  if (y.lastAttack !== undefined) out.lastAttack = y.lastAttack;
  if (y.fled !== undefined) out.fled = y.fled;
  if (y.persisting !== undefined) out.persisting = y.persisting;
  if (y.uncontrolled !== undefined) out.uncontrolled = y.uncontrolled;
  if (y.turnStart !== undefined) out.turnStart = y.turnStart;
  if (y.split !== undefined) out.split = y.split;
  if (y.regained !== undefined) out.regained = y.regained;
  return out;
}

/** The table with one figure's status changed by `edit` on a fresh copy; a figure no longer on it is left alone. */
export function editStatus(s: S, id: string, edit: (x: Draft<GgStatus>) => void): S {
  return s.figures[id] ? editTurn(s, id, null, edit) : s;
}

/** The table with its system part changed by `edit` on a fresh copy. */
export function editSys(s: S, edit: (y: Draft<GgSys>) => void): S {
  const y = cloneGgSys(s.sys);
  edit(y);
  const next = cloneState(s);
  next.sys = y;
  return next;
}

/**
 * The table with a figure's status (and, with `editFig`, its other fields) and, with `editY`, its
 * system part changed, all on one fresh copy of the table: what `editSys` then `editStatus` (or
 * `updateFigure` then `editStatus`) do with one copy where they make two, for the folds every turn
 * and every move run. A figure no longer on the table is left alone, as `editStatus` does.
 */
export function editTurn(
  s: S, id: string, editY: ((y: Draft<GgSys>) => void) | null, edit: (x: Draft<GgStatus>) => void,
  editFig?: (f: Draft<Figure>) => void,
): S {
  const next = cloneState(s);
  if (editY) {
    const y = cloneGgSys(s.sys);
    editY(y);
    next.sys = y;
  }
  const fig = s.figures[id];
  if (!fig) return next;
  const x = cloneGgStatus(fig.status as GgStatus);
  edit(x);
  const f = cloneFigure(fig);
  if (editFig) editFig(f);
  f.status = x;
  next.figures = withKey(s.figures, id, f);
  return next;
}
