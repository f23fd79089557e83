import { EVENT_LIST } from '../../../dice/index.ts';
import { folded, reject, type Folded, type Rejection } from '../../../kernel/index.ts';
import { d100Reject } from '../errors.ts';
import { grappledBy, has, mustFigure, standing } from '../figures.ts';
import type { ActionKind, D100State } from '../model.ts';
import { beginTurn, comboRejection, endTurn, takenThisTurn, turnRejection, type Rolling } from '../turn.ts';
import { put, work, type Step, type Work } from '../work.ts';

/**
 * What every action shares: it must be this figure's turn ([D100-INIT-03], [D100-INIT-04]), fit
 * one of the listed pairs ([D100-TURN-01]..[D100-TURN-03]), and a grappled figure may only try
 * to break free ([D100-GRAP-03]).
 */
export function actionRejection(state: D100State, figure: string, kind: ActionKind, target?: string): Rejection | null {
  return turnRejection(state, figure) ?? actionRejectionOnTurn(state, figure, kind, target);
}

/** `actionRejection` once the turn check has passed (a command that checks it first need not again). */
export function actionRejectionOnTurn(state: D100State, figure: string, kind: ActionKind, target?: string): Rejection | null {
  const fig = mustFigure(state, figure);
  if (grappledBy(fig) && kind !== 'break-free') return d100Reject('ONLY_BREAK_FREE', 'D100-GRAP-03');
  if (kind === 'break-free' && !grappledBy(fig)) return reject('ILLEGAL_ACTION', `${fig.name} is not held.`, { ruleId: 'D100-GRAP-03' });
  return comboRejection(takenThisTurn(state, figure), target === undefined ? { kind } : { kind, target }, fig.sheet.flags.attackTwice);
}

/**
 * Runs one action inside the figure's turn: starts the turn if the GM began it by acting, logs the
 * action, resolves it, and ends the turn once it is full (two actions, a whole-turn action, or
 * the actor is out of the fight). Returns the working state: the fold of every event it emitted.
 * Commands return this generator from a plain `resolve` rather than delegating to it from a
 * generator of their own: one level less for every dice request of every action. A body that
 * neither rolls nor asks may be a plain function. The body gets `arg` (the command's arguments,
 * an attack's plan) so commands pass a function declared once rather than a closure per action.
 */
export function* act<A>(
  state: D100State, figure: string, kind: ActionKind, target: string | undefined,
  body: (w: Work, arg: A) => Step | void, arg: A, whole = false,
): Step<Folded> {
  const w = startAction(work(state, yield EVENT_LIST), figure, kind, target);
  const rolling = body(w, arg);
  if (rolling) yield* rolling;
  const rest = finishAction(w, figure, whole);
  if (rest) yield* rest;
  return folded(w.state);
}

function startAction(w: Work, figure: string, kind: ActionKind, target: string | undefined): Work {
  beginTurn(w, figure);
  put(w, 'd100.action', target === undefined ? { figure, kind } : { figure, kind, target }, TURN_01);
  return w;
}

/** Ends the turn once it is full; what rolls from there (a new round) is left to the caller. */
function finishAction(w: Work, figure: string, whole: boolean): Rolling {
  if (w.state.sys.current !== figure) return null;
  const fig = mustFigure(w.state, figure);
  if (whole || takenThisTurn(w.state, figure).length >= 2 || !standing(fig) || has(fig, 'fled') || has(fig, 'dead')) return endTurn(w, figure);
  return null;
}

const TURN_01 = ['D100-TURN-01'];
