import { placeOutside, unknownFigureIn, type Rejection } from '../../kernel/index.ts';
import type { HlhState } from './model.ts';

/**
 * Why the GM's override of whose turn it is (`gm.set` under `sys`) would stall the table (ruling
 * HLH-PLAY-21): the round's order, the turn or those who acted naming a figure not on the table, or
 * the cursor past the order's end (at the end: the round is over) or not a whole number, where no one
 * could act or end the turn. Only the part set is asked (the whole `sys` asks them all).
 */
export function hlhOverrideRejection(next: HlhState, path: readonly string[]): Rejection | null {
  const part = path[1];
  const y = next.sys;
  const all = part === undefined;
  return (all || part === 'order' ? unknownFigureIn(next, path, y.order.map((slot) => slot.figure)) : null)
    ?? (all || part === 'turn' ? unknownFigureIn(next, path, [y.turn?.figure]) : null)
    ?? (all || part === 'acted' ? unknownFigureIn(next, path, y.acted) : null)
    ?? (all || part === 'cursor' || part === 'order' ? placeOutside(path, y.cursor, y.order.length, 'the cursor') : null);
}
