import type { Seat, TableView } from '../connection.ts';

/**
 * Who a pending question is for, from where this seat sits: its chooser answers it in a dialog;
 * the GM, who may answer any question (docs/decisions.md), may answer for a player's figure (a
 * player gone quiet would hold the table, and the GM's overrides wait for the answer); everyone
 * else waits. A question whose options this seat was not shown (an unrevealed NPC's) only waits.
 */
export type PromptRole = 'chooser' | 'gm-for-player' | 'waiting';

export function promptRole(view: Pick<TableView, 'figures' | 'pending'>, seat: Pick<Seat, 'id' | 'role'>): PromptRole {
  const prompt = view.pending?.prompt;
  if (!prompt || prompt.options.length === 0) return 'waiting';
  const controller = view.figures[prompt.to]?.controller ?? 'gm';
  if (seat.role === 'gm') return controller === 'gm' ? 'chooser' : 'gm-for-player';
  return seat.role === 'player' && controller === seat.id ? 'chooser' : 'waiting';
}
