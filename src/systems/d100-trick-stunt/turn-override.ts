import { unknownFigureIn, type Rejection } from '../../kernel/index.ts';
import type { D100State } from './model.ts';

/**
 * Why the GM's override of whose turn it is (`gm.set` under `sys`) would stall the table (ruling
 * D100-PLAY-08): the current figure, the side's queue, those who acted or the turn's record naming a
 * figure not on the table, where no one could act or end the turn. Only the part set is asked (the
 * whole `sys` asks them all).
 */
export function d100OverrideRejection(next: D100State, path: readonly string[]): Rejection | null {
  const part = path[1];
  const y = next.sys;
  const all = part === undefined;
  return (all || part === 'current' ? unknownFigureIn(next, path, [y.current]) : null)
    ?? (all || part === 'queue' ? unknownFigureIn(next, path, y.queue ?? []) : null)
    ?? (all || part === 'acted' ? unknownFigureIn(next, path, y.acted) : null)
    ?? (all || part === 'turn' ? unknownFigureIn(next, path, [y.turn?.figure]) : null);
}
