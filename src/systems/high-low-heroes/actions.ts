import { reject, type Rejection } from '../../kernel/index.ts';
import { hlhReject } from './errors.ts';
import type { ActionOption, HlhState, Turn } from './model.ts';
import { turnOf } from './turn.ts';

/**
 * The action budget of a turn, square by square ([HLH-ACT-01], [HLH-ACT-02]). The first action
 * is one of A (move ≤5 then Attack), B (Attack then move ≤5), C (move ≤10, no Attack) or D
 * (Assist, the whole turn); each later action is an Attack or a move ≤5. A first move of ≤5
 * squares leaves A and C open ('AC') until the figure attacks (A) or moves on (C); `option`
 * on the command fixes it. A move longer than what the current action has left is rejected,
 * never split across actions.
 */
export interface ActionPlan {
  readonly option: ActionOption;
  /** Whether this begins a new action (otherwise it continues the current one). */
  readonly newAction: boolean;
}

/** Squares the current action may still move, or 0 when it cannot move (any more). */
export function moveRoom(t: Turn): number {
  switch (t.option) {
    case 'AC': return 10 - t.moved;
    case 'A': return t.attacked ? 0 : 5 - t.moved;
    case 'B': return t.attacked ? 5 - t.moved : 0;
    case 'C': return 10 - t.moved;
    case 'move': return 5 - t.moved;
    case 'attack':
    case 'D':
    case null:
      return 0;
  }
}

function noActions(state: HlhState, t: Turn, what: string): Rejection {
  const name = state.figures[t.figure]?.name ?? t.figure;
  const tail = t.option === 'C' ? ' Its first action was a move of up to 10 squares (C), which has no Attack.' : '';
  return reject('NO_ACTIONS_LEFT', `${name} has used its ${t.actions} action${t.actions === 1 ? '' : 's'}: no ${what} left this turn.${tail}`, {
    ruleId: t.used <= 1 ? 'HLH-ACT-01' : 'HLH-ACT-02',
  });
}

/** How a move of `squares` fits the figure's turn, or why it does not. */
export function planMove(state: HlhState, figure: string, squares: number, option?: 'A' | 'C'): ActionPlan | Rejection {
  const t = turnOf(state, figure);
  const room = moveRoom(t);
  if (room > 0) {
    // A first move before any Attack: A or C until the figure attacks or passes 5 squares.
    if (t.option === 'AC' || (t.option === 'A' && !t.attacked)) {
      const total = t.moved + squares;
      const want = option ?? (t.option === 'A' ? 'A' : undefined);
      if (want === 'A' && total > 5) return hlhReject('MOVE_TOO_FAR', 'HLH-ACT-01', `Option A moves at most 5 squares before the Attack; ${5 - t.moved} left.`);
      if (total > 10) return hlhReject('MOVE_TOO_FAR', 'HLH-ACT-01', `The first action moves at most 10 squares (C); ${10 - t.moved} left.`);
      return { option: want ?? (total <= 5 ? 'AC' : 'C'), newAction: false };
    }
    if (option === 'A' && t.option === 'C') {
      return hlhReject('MOVE_TOO_FAR', 'HLH-ACT-01', `Already ${t.moved} squares moved: option A moves at most 5 squares before the Attack.`);
    }
    if (squares > room) {
      return hlhReject('MOVE_TOO_FAR', t.used <= 1 ? 'HLH-ACT-01' : 'HLH-ACT-02', `${room} square${room === 1 ? '' : 's'} left in this action (${describeOption(t.option)}).`);
    }
    return { option: t.option!, newAction: false };
  }
  if (t.used >= t.actions) return noActions(state, t, 'move');
  if (t.used === 0) {
    const chosen = option ?? (squares <= 5 ? 'AC' : 'C');
    if (chosen === 'A' && squares > 5) return hlhReject('MOVE_TOO_FAR', 'HLH-ACT-01', 'Option A moves at most 5 squares before the Attack.');
    if (squares > 10) return hlhReject('MOVE_TOO_FAR', 'HLH-ACT-01', 'A first action moves at most 10 squares (C).');
    return { option: chosen, newAction: true };
  }
  if (squares > 5) return hlhReject('MOVE_TOO_FAR', 'HLH-ACT-02', 'A later action moves at most 5 squares.');
  return { option: 'move', newAction: true };
}

/** How an Attack fits the figure's turn, or why it does not. */
export function planAttack(state: HlhState, figure: string): ActionPlan | Rejection {
  const t = turnOf(state, figure);
  if ((t.option === 'AC' || t.option === 'A') && !t.attacked) return { option: 'A', newAction: false };
  if (t.used >= t.actions) return noActions(state, t, 'Attack');
  return { option: t.used === 0 ? 'B' : 'attack', newAction: true };
}

/** Assist is the first action and takes the whole turn ([HLH-ACT-01] D, [HLH-ACT-03]). */
export function planAssist(state: HlhState, figure: string): Rejection | null {
  const t = turnOf(state, figure);
  if (t.used > 0) return reject('ILLEGAL_ACTION', 'Assist takes the whole turn: it can only be the first action (D).', { ruleId: 'HLH-ACT-01' });
  return null;
}

export function describeOption(option: ActionOption | null): string {
  switch (option) {
    case 'A': return 'A: move up to 5, then Attack';
    case 'B': return 'B: Attack, then move up to 5';
    case 'C': return 'C: move up to 10';
    case 'D': return 'D: Assist';
    case 'AC': return 'A or C: moved up to 5 so far';
    case 'attack': return 'an Attack';
    case 'move': return 'a move of up to 5';
    case null: return 'none yet';
  }
}

export function isPlan(v: ActionPlan | Rejection): v is ActionPlan {
  return 'newAction' in v;
}
