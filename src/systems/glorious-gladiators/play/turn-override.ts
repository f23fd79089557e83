import { placeOutside, unknownFigureIn, type Rejection } from '../../../kernel/index.ts';
import type { S } from './model.ts';

/**
 * Why the GM's override of GG's turn records (`gm.set` under `sys`) would stall the table (ruling
 * GG-PLAY-233): the order, the ranked order or the delayed list naming a figure not on the table, or
 * the turn (`index`) set past the order's end mid-fight, where every command was NOT_YOUR_TURN and
 * nothing passed the turn on. Only the part set is asked (the whole `sys` asks them all).
 */
export function ggOverrideRejection(next: S, path: readonly string[]): Rejection | null {
  const part = path[1];
  const y = next.sys;
  const all = part === undefined;
  if (all || part === 'order') {
    const named = unknownFigureIn(next, path, y.order);
    if (named) return named;
  }
  if (all || part === 'baseOrder' || part === 'delayed') {
    const named = unknownFigureIn(next, path, all ? [...y.baseOrder, ...y.delayed] : part === 'baseOrder' ? y.baseOrder : y.delayed);
    if (named) return named;
  }
  if ((all || part === 'index' || part === 'order') && next.phase === 'combat') return placeOutside(path, y.index, y.order.length - 1, 'the turn');
  return null;
}
