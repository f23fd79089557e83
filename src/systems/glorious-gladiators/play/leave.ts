import { EVENT_LIST } from '../../../dice/index.ts';
import type { Figure } from '../../../kernel/index.ts';
import { imposedOf, removeDraft } from './conditions.ts';
import { closeEverything } from './creations.ts';
import type { S } from './model.ts';
import { settle } from './ongoing.ts';
import { endInstance } from './persistence.ts';
import { beginTurn, ggOutcome, putOn, type Events, type P } from './turns.ts';

/**
 * A figure the GM took off the table (the kernel's `figure.remove`; `table.figure.removed` is
 * already folded, `gone` is its last record) in the middle of a fight (GG-PLAY-194). It leaves the
 * order and every list kept for the Full Turn. A side with no one left on the table is out of the
 * fight at once, as a defeated side is (GG-DMG-04), so the kernel's outcome check ends the fight
 * when one side is left. On its turn, the turn ends as if it had ended it and the next in the order
 * begins (GG-INIT-03), past the last the next Full Turn; its end-of-turn effects on itself are moot.
 * What no longer holds without it (its grips, the figures its abilities brought) settles at once.
 */
export function* ggFigureRemoved(s: S, gone: Figure): P {
  if (s.phase !== 'combat') return yield* leftOutOfCombat(s, gone.id);
  const list = (yield EVENT_LIST) as Events;
  const y = s.sys;
  const hadTurn = y.order[y.index] === gone.id;
  let cur = s;
  if (hadTurn) cur = putOn(list, cur, { type: 'gg.turn.ended', data: { figure: gone.id, reason: 'taken off the table' }, ruleIds: ['GG-ACT-01', 'GG-PLAY-194'] });
  cur = putOn(list, cur, { type: 'gg.left', data: { figure: gone.id, hadTurn }, ruleIds: ['GG-INIT-01', 'GG-PLAY-194'] });
  if (!cur.sys.defeated.includes(gone.side) && !cur.figureOrder.some((id) => cur.figures[id]!.side === gone.side)) {
    cur = putOn(list, cur, { type: 'gg.defeated', data: { side: gone.side, round: cur.round }, ruleIds: ['GG-DMG-04', 'GG-PLAY-194'] });
  }
  cur = yield* letGo(list, cur, gone.id);
  // Grips it held and figures it brought go now, as when their maker is out of play (ongoing.ts).
  cur = yield* settle(cur);
  if (!hadTurn || ggOutcome(cur)) return cur;
  return yield* beginTurn(list, cur, cur.sys.index);
}

/**
 * Taken off the table before or after a fight (ruling GG-PLAY-232): it leaves the records the last
 * fight kept (its order, where each figure stood as the last turn began) so none names a figure no
 * longer there, and what it imposed or keeps up ends, as mid-fight. No turn passes and no side is
 * defeated: there is no fight. Nothing is said when nothing names it (a table not yet fought on).
 */
function* leftOutOfCombat(s: S, id: string): P {
  const list = (yield EVENT_LIST) as Events;
  let cur = s;
  const y = s.sys;
  if (y.baseOrder.includes(id) || y.order.includes(id) || y.inPlay.includes(id) || y.delayed.includes(id) || y.turnStart?.figure === id
    || y.turnStart?.at[id] !== undefined || y.ranked?.[id] !== undefined || y.minorAttackers[id] !== undefined) {
    cur = putOn(list, cur, { type: 'gg.left', data: { figure: id, hadTurn: false }, ruleIds: ['GG-PLAY-194', 'GG-PLAY-232'] });
  }
  return yield* letGo(list, cur, id);
}

/**
 * What the figure imposed or keeps up ends with it. Conditions it imposed on others end, as when it
 * goes out of action (GG-DMG-08); those timed by its turns the kernel's figure.remove has ended (a foe
 * it mesmerised would otherwise stay so for the rest of the fight). What its abilities built or keep
 * up (walls, doorways, zones, Persistent Areas) ends as when it switches them off (GG-ACT-01): no
 * one is left to keep it up, and the GM would have no way to take it off the map.
 */
function* letGo(list: Events, s: S, id: string): P {
  let cur = s;
  for (const fid of s.figureOrder) {
    for (const c of s.figures[fid]!.conditions) {
      if (imposedOf(c)?.from === id && c.id !== 'possession-immune') cur = putOn(list, cur, removeDraft(fid, c.id, ['GG-DMG-08', 'GG-PLAY-194']));
    }
  }
  for (const inst of s.sys.persisting ?? []) if (inst.by === id) cur = yield* endInstance(cur, inst.id, 'its user left the table');
  return yield* closeEverything(cur, id);
}
