import { EVENT_LIST, type Request } from '../../../dice/index.ts';
import { folded, reject, type EventDraft, type Folded, type Rejection } from '../../../kernel/index.ts';
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
 * Commands return this process from a plain `resolve` rather than delegating to it from a
 * generator of their own: one level less for every dice request of every action. A body that
 * neither rolls nor asks may be a plain function. The body gets `arg` (the command's arguments,
 * an attack's plan) so commands pass a function declared once rather than a closure per action.
 *
 * It is the process of this generator, written out by hand (see `Action`):
 *
 *     const w = startAction(work(state, yield EVENT_LIST), figure, kind, target);
 *     const rolling = body(w, arg);
 *     if (rolling) yield* rolling;
 *     const rest = finishAction(w, figure, whole);
 *     if (rest) yield* rest;
 *     return folded(w.state, w.state !== state);
 */
export function act<A>(
  state: D100State, figure: string, kind: ActionKind, target: string | undefined,
  body: (w: Work, arg: A) => Step | void, arg: A, whole = false,
): Step<Folded> {
  return new Action(state, figure, kind, target, body, arg, whole);
}

/**
 * Ends the figure's turn early (passing is a turn too): starts it first if the GM began it by
 * passing, as `act` would, then ends it. The same hand-written process as an action with no
 * action of its own, which is exactly this generator:
 *
 *     const w = work(state, yield EVENT_LIST);
 *     beginTurn(w, figure);
 *     const rest = endTurn(w, figure);
 *     if (rest) yield* rest;
 *     return folded(w.state, w.state !== state);
 */
export function passTurn(state: D100State, figure: string): Step<Folded> {
  return new Action(state, figure, null, undefined, noBody, null, true);
}

function noBody(): void {}

const ASK_EVENTS: IteratorYieldResult<Request<EventDraft>> = Object.freeze({ value: EVENT_LIST, done: false });

/** Where an `Action` is: before its first request, after it, in its body, in the end of turn, done. */
const Stage = { Start: 0, Open: 1, Body: 2, Rest: 3, Done: 4 } as const;
type Stage = (typeof Stage)[keyof typeof Stage];

/**
 * `act`'s generator as a hand-written process. Every dice request of every action passes through
 * it, and as a generator function it cost a generator object per action and a resume and a
 * `yield*` step per request; this hands the inner process's own results straight on, as
 * `yield*` does, and answers `return` and `throw` as that generator would.
 */
class Action<A> implements Step<Folded> {
  private stage: Stage = Stage.Start;
  private w: Work | null = null;
  /** The body's rolling, then the end of turn's, while one runs. */
  private inner: Step | null = null;

  constructor(
    private readonly state: D100State, private readonly figure: string, private readonly kind: ActionKind | null,
    private readonly target: string | undefined, private readonly body: (w: Work, arg: A) => Step | void,
    private readonly arg: A, private readonly whole: boolean,
  ) {}

  next(input?: unknown): IteratorResult<Request<EventDraft>, Folded> {
    switch (this.stage) {
      case Stage.Start:
        this.stage = Stage.Open;
        return ASK_EVENTS;
      case Stage.Open: {
        const w = (this.w = startAction(work(this.state, input), this.figure, this.kind, this.target));
        this.stage = Stage.Body;
        const rolling = this.body(w, this.arg);
        return rolling ? this.settle(rolling, rolling.next()) : this.afterBody();
      }
      case Stage.Body:
      case Stage.Rest:
        return this.settle(this.inner!, this.inner!.next(input));
      case Stage.Done:
        return { value: undefined as never, done: true };
    }
  }

  return(value: Folded): IteratorResult<Request<EventDraft>, Folded> {
    const inner = this.inner;
    this.inner = null;
    this.stage = Stage.Done;
    if (inner) {
      const r = inner.return(undefined);
      if (!r.done) return r;
    }
    return { value, done: true };
  }

  throw(error: unknown): IteratorResult<Request<EventDraft>, Folded> {
    const inner = this.inner;
    if (inner === null || this.stage === Stage.Done) {
      this.stage = Stage.Done;
      throw error;
    }
    return this.settle(inner, inner.throw(error));
  }

  [Symbol.iterator](): this {
    return this;
  }

  /** What the inner process answered: its request, handed on, or on to what follows it. */
  private settle(inner: Step, r: IteratorResult<Request<EventDraft>, void>): IteratorResult<Request<EventDraft>, Folded> {
    if (!r.done) {
      this.inner = inner;
      return r;
    }
    this.inner = null;
    return this.stage === Stage.Body ? this.afterBody() : this.finish();
  }

  /** After the body: the end of the turn when it is full. */
  private afterBody(): IteratorResult<Request<EventDraft>, Folded> {
    this.stage = Stage.Rest;
    const rest = finishAction(this.w!, this.figure, this.whole);
    return rest ? this.settle(rest, rest.next()) : this.finish();
  }

  private finish(): IteratorResult<Request<EventDraft>, Folded> {
    this.stage = Stage.Done;
    // A table other than the one the action started from was made by its own folds.
    const state = this.w!.state;
    return { value: folded(state, state !== this.state), done: true };
  }
}

/** Starts the turn if needed and logs the action; no action (null) only starts the turn. */
function startAction(w: Work, figure: string, kind: ActionKind | null, target: string | undefined): Work {
  beginTurn(w, figure);
  if (kind !== null) put(w, 'd100.action', target === undefined ? { figure, kind } : { figure, kind, target }, TURN_01);
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
