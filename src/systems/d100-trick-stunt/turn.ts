import { rollRequest } from '../../dice/index.ts';
import { appended, notInCombat, reject, tickConditions, type Rejection } from '../../kernel/index.ts';
import { D6 } from './dice.ts';
import {
  anyExpiring, combatants, figureOf, isGmSide, mayTakeTurn, mayTakeTurnIn, sidesOf, standing, standingSides, type D100Figure,
} from './figures.ts';
import type { ActionKind, D100State, TakenAction } from './model.ts';
import { put, putKernel, type Step, type Work } from './work.ts';

/**
 * Rounds, sides and turns ([D100-INIT-01]..[D100-INIT-04]) and what one turn may hold
 * ([D100-TURN-01]..[D100-TURN-03]).
 */
const PAIRS: ReadonlyArray<readonly [ActionKind, ActionKind]> = [
  ['move', 'move'], ['move', 'attack'], ['trick', 'attack'], ['stunt', 'attack'], ['trick', 'trick'],
  ['ready', 'move'], ['ready', 'attack'], ['attack', 'attack'],
];

const PAIR_TEXT = 'Move twice; Move and Attack; Trick and Attack; Stunt and Attack; Trick twice; Ready/Recover and Move or Attack; Attack twice (if you can)';

/**
 * The listed pairs as lookups: which kinds may open a turn, and which may follow each, as bits
 * per kind. A turn's kinds fit a pair exactly when they are the pair in either order, so this is
 * the same test as matching against PAIRS, without building arrays for every candidate (the bot
 * and the legal-action list ask it several times before every command).
 */
const BIT: Readonly<Record<ActionKind, number>> = { 'move': 1, 'attack': 2, 'trick': 4, 'stunt': 8, 'ready': 16, 'break-free': 32 };
const OPENERS: number = PAIRS.reduce((bits, [a, b]) => bits | BIT[a] | BIT[b], 0);
const FOLLOWERS: Readonly<Record<ActionKind, number>> = (() => {
  const m: Record<ActionKind, number> = { 'move': 0, 'attack': 0, 'trick': 0, 'stunt': 0, 'ready': 0, 'break-free': 0 };
  for (const [a, b] of PAIRS) {
    m[a] |= BIT[b];
    m[b] |= BIT[a];
  }
  return m;
})();

/** What keeps an action out of a turn, by rule: the checks, without building messages. */
type ComboProblem = 'after-break-free' | 'break-free-alone' | 'two-actions' | 'one-stunt' | 'trick-twice' | 'attack-twice' | 'no-pair';

/**
 * Whether this action can join the turn's earlier ones, as a problem or null when some listed
 * pair allows it. Legal actions ask this for every candidate, so it builds no message.
 */
export function comboProblem(
  taken: readonly TakenAction[], kind: ActionKind, target: string | undefined, attackTwice: boolean,
): ComboProblem | null {
  for (const a of taken) if (a.kind === 'break-free') return 'after-break-free';
  if (kind === 'break-free') return taken.length > 0 ? 'break-free-alone' : null;
  if (taken.length >= 2) return 'two-actions';
  const first = taken[0];
  if (first === undefined) return (OPENERS & BIT[kind]) !== 0 ? null : 'no-pair';
  // One action taken so far: the checks below read it alone.
  if (kind === 'stunt' && first.kind === 'stunt') return 'one-stunt';
  if (kind === 'trick' && first.kind === 'trick' && first.target === target) return 'trick-twice';
  if (kind === 'attack' && first.kind === 'attack' && !attackTwice) return 'attack-twice';
  return (FOLLOWERS[first.kind] & BIT[kind]) !== 0 ? null : 'no-pair';
}

/** Why this action cannot join the turn's earlier ones, or null when some listed pair allows it. */
export function comboRejection(taken: readonly TakenAction[], next: TakenAction, attackTwice: boolean): Rejection | null {
  const problem = comboProblem(taken, next.kind, next.target, attackTwice);
  switch (problem) {
    case null: return null;
    case 'after-break-free': return reject('NO_ACTIONS_LEFT', 'Breaking free was this turn\'s whole action.', { ruleId: 'D100-GRAP-03' });
    case 'break-free-alone': return reject('ILLEGAL_ACTION', 'Breaking free takes the whole turn.', { ruleId: 'D100-GRAP-03' });
    case 'two-actions': return reject('NO_ACTIONS_LEFT', `A turn is at most two actions: ${PAIR_TEXT}.`, { ruleId: 'D100-TURN-01' });
    case 'one-stunt': return reject('ILLEGAL_ACTION', 'Only one Stunt per turn.', { ruleId: 'D100-TURN-03' });
    case 'trick-twice': return reject('ILLEGAL_ACTION', 'Two Tricks in a turn must be against two different targets.', { ruleId: 'D100-TURN-03' });
    case 'attack-twice': return reject('ILLEGAL_ACTION', 'Attacking twice needs a feature that allows it.', { ruleId: 'D100-TURN-02' });
    case 'no-pair': {
      const kinds = [...taken.map((a) => a.kind), next.kind];
      return reject('ILLEGAL_ACTION', `${kinds.join(' + ')} is not a turn; a turn is one of: ${PAIR_TEXT}.`, { ruleId: 'D100-TURN-01' });
    }
  }
}

/** The actions this figure has taken in its current turn. */
export function takenThisTurn(state: D100State, figure: string): readonly TakenAction[] {
  const turn = state.sys.turn;
  return turn?.figure === figure ? turn.actions : [];
}

/**
 * Whether it is this figure's turn, or the GM may start its turn now by acting with it: on a
 * GM side, any NPC that has not acted may go next ([D100-INIT-04]).
 */
export function turnRejection(state: D100State, figure: string): Rejection | null {
  if (state.phase !== 'combat') return notInCombat(state);
  const fig = figureOf(state, figure);
  if (!fig) return reject('UNKNOWN_FIGURE', `There is no figure "${figure}".`);
  if (!standing(fig)) return reject('INCAPACITATED', `${fig.name} cannot act.`, { ruleId: 'D100-COND-01' });
  const s = state.sys;
  if (s.current === figure) return null;
  if (s.current === null && s.queue === null && s.sideOrder[s.sideIndex] === fig.side && !s.acted.includes(figure)) {
    return mayTakeTurn(state, fig) ? null : reject('NOT_YOUR_TURN', `${fig.name} cannot act this round.`, { ruleId: 'D100-GRAP-03' });
  }
  return reject('NOT_YOUR_TURN', undefined, { ruleId: s.queue === null ? 'D100-INIT-04' : 'D100-INIT-03' });
}

/** Starts the figure's turn if the GM began it by acting (nothing when it is already current). */
export function beginTurn(w: Work, figure: string): void {
  if (w.state.sys.current === figure) return;
  tick(w, 'turn-start', figure);
  put(w, 'd100.turn-started', { figure }, INIT_04);
}

/** Conditions with a duration tick at turn boundaries (a Trick/Stunt modifier, [D100-TS-01]). */
function tick(w: Work, at: 'turn-start' | 'turn-end', figure: string): void {
  if (expiring(w.state)) putKernel(w, tickConditions(w.state, { at, figure }));
}

/** Whether any condition on the table has a duration: most turn boundaries have nothing to tick. */
function expiring(state: D100State): boolean {
  return anyExpiring(state);
}

const INIT_01 = ['D100-INIT-01'];
const INIT_03 = ['D100-INIT-03'];
const INIT_04 = ['D100-INIT-04'];
const TURN_01 = ['D100-TURN-01'];
const GRAP_03 = ['D100-GRAP-03'];
const INITIATIVE = ['D100-INIT-01', 'D100-INIT-02', 'D100-RULING-19'];
const SIDE_ORDER = ['D100-INIT-03', 'D100-RULING-19'];

/**
 * Rolling left to do, or null when a step of the turn order needed no dice. The turn order is
 * plain code that hands back a generator only for what rolls (a new round's initiative, a tie in
 * Agility): most turn boundaries roll nothing, and every generator level is paid by every roll
 * that passes through it. Callers `if (rest) yield* rest`.
 */
export type Rolling = Step | null;

/** Ends a turn (or skips one) and moves on to whoever acts next. */
export function endTurn(w: Work, figure: string, skipped?: string): Rolling {
  tick(w, 'turn-end', figure);
  put(w, 'd100.turn-ended', skipped === undefined ? { figure } : { figure, skipped }, TURN_01);
  return advance(w);
}

/**
 * Finds who acts next: the next figure of this side, the next side, or a new round. A figure that
 * cannot take its turn is skipped: on a GM side any such figure, in Agility order the first.
 */
export function advance(w: Work): Rolling {
  for (let guard = 0; guard < 64; guard++) {
    if (standingSides(w.state).length <= 1) return null;
    const s = w.state.sys;
    const side = s.sideOrder[s.sideIndex];
    if (side === undefined) return newRound(w);
    // The side's figures still to act: in table order on a GM side, in the queue's order otherwise.
    const everyone = combatants(w.state);
    let first: D100Figure | undefined;
    let unable: D100Figure | undefined;
    let count = 0;
    if (s.queue === null) {
      for (const f of everyone) {
        if (f.side !== side || s.acted.includes(f.id)) continue;
        count++;
        first ??= f;
        if (unable === undefined && !mayTakeTurn(w.state, f)) unable = f;
      }
    } else {
      for (const id of s.queue) {
        if (s.acted.includes(id)) continue;
        const f = everyone.find((x) => x.id === id && x.side === side);
        if (f === undefined) continue;
        count++;
        if (first === undefined) {
          first = f;
          if (!mayTakeTurn(w.state, f)) unable = f;
        }
      }
    }
    if (unable !== undefined) {
      tick(w, 'turn-end', unable.id);
      put(w, 'd100.turn-ended', { figure: unable.id, skipped: standing(unable) ? 'held in a grapple' : 'out of the fight' }, GRAP_03);
      continue;
    }
    if (first === undefined) {
      const ranking = startSide(w, s.sideIndex + 1);
      if (ranking) return thenAdvance(w, ranking);
      continue;
    }
    // A GM side waits for the GM to pick among several NPCs; one candidate needs no picking.
    if (s.queue === null && count > 1) return null;
    tick(w, 'turn-start', first.id);
    put(w, 'd100.turn-started', { figure: first.id }, s.queue === null ? INIT_04 : INIT_03);
    return null;
  }
  return null;
}

function* thenAdvance(w: Work, rolling: Step): Step {
  yield* rolling;
  const rest = advance(w);
  if (rest) yield* rest;
}

/** A new round: initiative is rolled again every round ([D100-INIT-01], [D100-INIT-02]). */
export function newRound(w: Work): Rolling {
  const round = w.state.round + 1;
  for (const f of combatants(w.state)) if (mayTakeTurnIn(round, f)) return rollInitiative(w, round);
  return null;
}

function* rollInitiative(w: Work, round: number): Step {
  const rank = openRound(w, round);
  for (let tied = rank.tied(); tied.length > 0; tied = rank.tied()) {
    // Index loops: a for-of iterator would be one more object kept alive across every roll.
    for (let k = 0; k < tied.length; k++) rank.add(tied[k]!, (yield rollRequest(D6, initiativeLabel(rank.ids[tied[k]!]!))) as number);
  }
  const ranking = closeRound(w, round, rank);
  if (ranking) yield* ranking;
  // The first side's first figure (in Agility order) starts at once; a GM side waits for a pick.
  const rest = advance(w);
  if (rest) yield* rest;
}

function openRound(w: Work, round: number): Ranking {
  if (w.state.round > 0 && expiring(w.state)) putKernel(w, tickConditions(w.state, { at: 'round-end' }));
  putKernel(w, [{ type: 'table.round', data: { round } }]);
  const sides = sidesOf(w.state);
  const scores = new Array<number>(sides.length);
  for (let i = 0; i < scores.length; i++) scores[i] = 0;
  return new Ranking(sides, scores);
}

function closeRound(w: Work, round: number, rank: Ranking): Rolling {
  put(w, 'd100.initiative', { round, rolls: rank.rolls, order: rank.order() }, INITIATIVE);
  return startSide(w, 0);
}

/** No tie-breaks, shared: every side of every round logs its turn, and events are never changed. */
const NO_TIEBREAKS: Record<string, number[]> = Object.freeze({});

/** A side's turn: heroes act in descending Agility, d6 breaking ties ([D100-INIT-03]). */
function startSide(w: Work, index: number): Rolling {
  const side = w.state.sys.sideOrder[index];
  if (side === undefined) {
    put(w, 'd100.side-turn', { side: '', index, queue: null, tiebreaks: NO_TIEBREAKS }, INIT_01);
    return null;
  }
  if (isGmSide(w.state, side)) {
    put(w, 'd100.side-turn', { side, index, queue: null, tiebreaks: NO_TIEBREAKS }, INIT_04);
    return null;
  }
  const ids: string[] = [];
  const scores: number[] = [];
  for (const f of combatants(w.state)) {
    if (f.side !== side) continue;
    ids.push(f.id);
    scores.push(f.sheet.agility);
  }
  const rank = new Ranking(ids, scores);
  if (rank.tied().length === 0) {
    put(w, 'd100.side-turn', { side, index, queue: rank.order(), tiebreaks: NO_TIEBREAKS }, SIDE_ORDER);
    return null;
  }
  return breakTies(w, side, index, rank);
}

function* breakTies(w: Work, side: string, index: number, rank: Ranking): Step {
  for (let tied = rank.tied(); tied.length > 0; tied = rank.tied()) {
    // Index loops: a for-of iterator would be one more object kept alive across every roll.
    for (let k = 0; k < tied.length; k++) rank.add(tied[k]!, (yield rollRequest(D6, initiativeLabel(rank.ids[tied[k]!]!))) as number);
  }
  const tiebreaks: Record<string, number[]> = {};
  for (const attempt of rank.rolls) for (const [id, r] of Object.entries(attempt)) (tiebreaks[id] ??= []).push(r);
  put(w, 'd100.side-turn', { side, index, queue: rank.order(), tiebreaks }, SIDE_ORDER);
}

/**
 * Highest score first; equal scores roll a d6 each, higher first, and equal d6s roll again
 * ([D100-RULING-19]). With every score equal (sides) this is the side initiative roll. Plain
 * bookkeeping: whoever ranks it rolls the d6s the `tied` entries need and `add`s them.
 *
 * Each entry's key is its score followed by its tie-break d6s, compared left to right. The keys
 * form a total preorder, so a stable insertion sort gives the one order any stable sort would,
 * and tied entries sit next to each other (this runs every round: no Map, no sort callback).
 */
class Ranking {
  readonly ids: readonly string[];
  /** Each entry's key; an entry's array is replaced, not pushed to, as its d6s come in. */
  private readonly keys: Array<readonly number[]>;
  /** Each round of tie-break d6s, by id. */
  rolls: Array<Record<string, number>> = [];
  /** The entries' order, sorted afresh in place after a d6 comes in (`stale`). */
  private readonly sorted: number[];
  private stale = true;
  private attempt: Record<string, number> | null = null;

  // Arrays here are sized up front or copied to size: this runs every round, and an empty array
  // grown by `push` holds sixteen slots where these need two or three.
  constructor(ids: readonly string[], scores: readonly number[]) {
    this.ids = ids;
    const keys = new Array<readonly number[]>(scores.length);
    for (let i = 0; i < scores.length; i++) keys[i] = [scores[i]!];
    this.keys = keys;
    this.sorted = new Array<number>(keys.length);
  }

  /** Indices of entries still tied with a neighbour: each rolls a d6 next. */
  tied(): readonly number[] {
    this.attempt = null;
    const order = this.sort();
    const keys = this.keys;
    let count = 0;
    for (let k = 0; k < order.length; k++) if (this.tiedAt(order, keys, k)) count++;
    if (count === 0) return NO_TIES;
    const tied = new Array<number>(count);
    let n = 0;
    for (let k = 0; k < order.length; k++) if (this.tiedAt(order, keys, k)) tied[n++] = order[k]!;
    return tied;
  }

  /** Whether the entry at place k of the order ties with a neighbour. */
  private tiedAt(order: readonly number[], keys: ReadonlyArray<readonly number[]>, k: number): boolean {
    const key = keys[order[k]!]!;
    if (k > 0 && compareKeys(keys[order[k - 1]!]!, key) === 0) return true;
    return k + 1 < order.length && compareKeys(key, keys[order[k + 1]!]!) === 0;
  }

  add(i: number, d6: number): void {
    if (this.attempt === null) {
      this.attempt = {};
      this.rolls = appended(this.rolls, this.attempt);
    }
    this.attempt[this.ids[i]!] = d6;
    this.keys[i] = appended(this.keys[i]!, d6);
    this.stale = true;
  }

  order(): string[] {
    const order = this.sort();
    const out = new Array<string>(order.length);
    for (let k = 0; k < order.length; k++) out[k] = this.ids[order[k]!]!;
    return out;
  }

  private sort(): readonly number[] {
    const order = this.sorted;
    if (!this.stale) return order;
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      let at = i;
      while (at > 0 && compareKeys(keys[order[at - 1]!]!, keys[i]!) > 0) {
        order[at] = order[at - 1]!;
        at--;
      }
      order[at] = i;
    }
    this.stale = false;
    return order;
  }
}

const NO_TIES: readonly number[] = Object.freeze([]);

/**
 * The label of a tie-break d6, kept per id: every round rolls a few, and a label made afresh is a
 * new string each time (the fast lane never even reads it).
 */
function initiativeLabel(id: string): string {
  let label = initiativeLabels.get(id);
  if (label === undefined) {
    if (initiativeLabels.size >= 10_000) initiativeLabels.clear();
    label = `initiative d6 (${id})`;
    initiativeLabels.set(id, label);
  }
  return label;
}

const initiativeLabels = new Map<string, string>();

/** Negative when `a` ranks first: higher values first, a missing value counting as 0. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
