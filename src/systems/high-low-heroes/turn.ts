import { defineRoller, highLowDice, readHighLow, type HighLowReading, type Request, type Roller } from '../../dice/index.ts';
import { kernelEvent, notInCombat, reject, tickConditions, type EventDraft, type Rejection } from '../../kernel/index.ts';
import { profileOf, term } from './derive.ts';
import type { InitiativeRoll, TurnEnd } from './events.ts';
import { decided, has, isPlayer, isUp, mustFigure, sheetOf, statusOf } from './figures.ts';
import type { HlhFigure, HlhState, Slot, Turn } from './model.ts';
import { positionOf } from './space.ts';
import { put, putKernel, type Step, type Work } from './work.ts';

const HIGH_LOW = highLowDice(6);

/**
 * Every roll of the game: the dice layer's 2d6 High/Low ([HLH-DICE-01]), its 21 readings
 * numbered (high × 16 + low) so that exact odds branch on numbers, which the dice layer sorts
 * and keys far faster than objects; `reading` turns the number back into one shared object.
 */
const READINGS: HighLowReading[] = [];
const codeOf = (r: HighLowReading) => r.high * 16 + r.low;
for (const r of HIGH_LOW.distribution().outcomes()) READINGS[codeOf(r)] = Object.freeze({ high: r.high, low: r.low, double: r.double });

export function reading(code: number): HighLowReading {
  return READINGS[code]!;
}

const CODED: Roller<number> = defineRoller({
  key: 'hlh:2d6',
  label: '2d6 High/Low',
  roll: (faces) => {
    const d1 = faces.roll(6);
    const d2 = faces.roll(6);
    return { value: codeOf(readHighLow(d1, d2)), dice: [{ sides: 6, face: d1 }, { sides: 6, face: d2 }] };
  },
  distribution: () => HIGH_LOW.distribution().map(codeOf),
  describe: (code) => HIGH_LOW.describe?.(reading(code)) ?? String(code),
});

/**
 * Asks for 2d6 read High/Low: `reading((yield roll2d6('label')) as number)`. A request rather
 * than a generator, as for `put`: rolls are the commonest request of every command.
 */
export function roll2d6(label: string): Request<EventDraft> {
  return { type: 'roll', roller: CODED, label };
}

/** The distribution of one reading, for odds outside a table. */
export const TWO_D6 = HIGH_LOW;

/**
 * Rounds and turns: Initiative every round ([HLH-INIT-01]..[HLH-INIT-04]), one turn per
 * participant in order, ties by [HLH-INIT-03] and [HLH-RULING-04], the dazed skipping a turn
 * ([HLH-COND-02]) and the unconscious taking none ([HLH-RULING-12]).
 */
export function groupEnd(order: readonly Slot[], start: number): number {
  const g = order[start]?.group;
  let end = start;
  while (end < order.length && order[end]!.group === g) end++;
  return end;
}

/** Figures of the group at `start` whose turn is still due this round. */
function dueIn(state: HlhState, start: number, end: number): HlhFigure[] {
  const s = state.sys;
  const out: HlhFigure[] = [];
  for (let i = start; i < end; i++) {
    const id = s.order[i]!.figure;
    const f = state.figures[id] as HlhFigure | undefined;
    if (f && isUp(f) && !s.acted.includes(id)) out.push(f);
  }
  return out;
}

function slotOf(state: HlhState, figure: string): Slot | undefined {
  const order = state.sys.order;
  for (let i = 0; i < order.length; i++) if (order[i]!.figure === figure) return order[i];
  return undefined;
}

/** Whether this figure may begin its turn now by acting: in the group that is due, and no turn under way. */
export function mayBegin(state: HlhState, figure: string): boolean {
  const s = state.sys;
  if (s.turn !== null || s.acted.includes(figure)) return false;
  const end = groupEnd(s.order, s.cursor);
  for (let i = s.cursor; i < end; i++) {
    if (s.order[i]!.figure === figure) {
      const f = state.figures[figure];
      return f !== undefined && isUp(f) && !has(f, 'dazed');
    }
  }
  return false;
}

/** Why this figure cannot act now, or null when it is (or may begin) its turn. */
export function turnRejection(state: HlhState, figure: string): Rejection | null {
  if (state.phase !== 'combat') return notInCombat(state);
  const fig = state.figures[figure];
  if (!fig) return reject('UNKNOWN_FIGURE', `There is no figure "${figure}".`);
  if (!isUp(fig)) return reject('INCAPACITATED', `${fig.name} is ${statusOf(fig).life <= profileOf(sheetOf(fig)).deadAt ? 'dead' : 'unconscious'}.`, { ruleId: 'HLH-COND-01' });
  const t = state.sys.turn;
  if (t !== null) {
    if (t.figure === figure) return null;
    return reject('NOT_YOUR_TURN', `It is ${state.figures[t.figure]?.name ?? t.figure}'s turn.`, { ruleId: 'HLH-ACT-01' });
  }
  if (mayBegin(state, figure)) return null;
  if (state.sys.acted.includes(figure)) return reject('NOT_YOUR_TURN', `${fig.name} has had its turn this round.`, { ruleId: 'HLH-ACT-01' });
  if (has(fig, 'dazed')) return reject('NOT_YOUR_TURN', `${fig.name} is dazed and skips its turn.`, { ruleId: 'HLH-COND-02' });
  const slot = slotOf(state, figure);
  return reject('NOT_YOUR_TURN', slot ? `${fig.name} acts later this round (Initiative ${slot.value}).` : `${fig.name} rolled no Initiative this round.`, {
    ruleId: 'HLH-INIT-03',
  });
}

/** The figure's turn as it stands, or as it would begin now. */
export function turnOf(state: HlhState, figure: string): Turn {
  const t = state.sys.turn;
  if (t !== null && t.figure === figure) return t;
  return { figure, actions: slotOf(state, figure)?.actions ?? 1, used: 0, option: null, moved: 0, attacked: false };
}

/** Nothing more fits in this turn: every action is begun and the last one is complete. */
export function turnDone(state: HlhState, t: Turn): boolean {
  const fig = state.figures[t.figure];
  if (!fig || !isUp(fig)) return true;
  if (t.used < t.actions) return false;
  const mobile = positionOf(fig as HlhFigure) !== null;
  switch (t.option) {
    case 'A': return t.attacked;
    case 'B': return t.moved >= 5 || !mobile;
    case 'C': return t.moved >= 10 || !mobile;
    case 'move': return t.moved >= 5 || !mobile;
    case 'attack':
    case 'D':
      return true;
    case 'AC':
    case null:
      return false;
  }
}

/** Starts the figure's turn when it begins by acting (a tied group; no-op when it is already current). */
export function beginTurn(w: Work, figure: string): void {
  const t = w.state.sys.turn;
  if (t !== null && t.figure === figure) return;
  tick(w, 'turn-start', figure);
  put(w, 'hlh.turn-started', { figure, actions: slotOf(w.state, figure)?.actions ?? 1 }, BEGUN);
}

/** Conditions with a duration tick at turn boundaries (a GM's timed condition; a daze ends by rule). */
function tick(w: Work, at: 'turn-start' | 'turn-end', figure: string): void {
  if (expiring(w.state)) putKernel(w, tickConditions(w.state, { at, figure }));
}

/** Whether any condition on the table has a duration: most turn boundaries have nothing to tick. */
function expiring(state: HlhState): boolean {
  for (const id of state.figureOrder) {
    const fig = state.figures[id];
    if (fig) for (const c of fig.conditions) if (c.expires !== undefined) return true;
  }
  return false;
}

const BEGUN = ['HLH-INIT-03', 'HLH-RULING-04'];
const ENDED = ['HLH-ACT-01'];
const NEXT = ['HLH-INIT-03'];
const NEW_ROUND = ['HLH-INIT-01'];

/**
 * Rolling left to do, or null when a step of the turn order needed no dice. The turn order is
 * plain code that hands back a generator only for a new round's Initiative: most turn ends roll
 * nothing, and every generator level is paid by every roll that passes through it. Callers
 * `if (rest) yield* rest`.
 */
export type Rolling = Step | null;

/** Ends the turn when nothing more fits in it. */
export function finishAction(w: Work, figure: string): Rolling {
  const t = w.state.sys.turn;
  return t !== null && t.figure === figure && turnDone(w.state, t) ? endTurn(w, figure, 'done') : null;
}

export function endTurn(w: Work, figure: string, reason: TurnEnd): Rolling {
  tick(w, 'turn-end', figure);
  put(w, 'hlh.turn-ended', { figure, reason }, ENDED);
  return advance(w);
}

/**
 * A figure the GM took off the table (`table.figure.removed` already folded) leaves the order
 * ([HLH-INIT-03]). On its turn, the turn ends as if it had ended it (its turn-end durations tick)
 * and passes on; if it was one of a tied group still due, the group may now be a single figure,
 * who begins at once. Nothing happens for a figure the order does not name.
 */
export function leaveOrder(w: Work, figure: string): Rolling {
  const s = w.state.sys;
  const hadTurn = s.turn !== null && s.turn.figure === figure;
  const at = s.order.findIndex((x) => x.figure === figure);
  if (!hadTurn && at < 0 && !s.acted.includes(figure)) return null;
  const due = s.turn === null && at >= s.cursor && at < groupEnd(s.order, s.cursor);
  if (hadTurn) tick(w, 'turn-end', figure);
  put(w, 'hlh.left', { figure, hadTurn }, NEXT);
  return hadTurn || due ? advance(w) : null;
}

/**
 * A figure the GM took off the table out of a fight (ruling HLH-PLAY-23, after GG-PLAY-232) leaves
 * the order the last fight kept and those who acted in it, so none names a figure no longer there.
 * No turn passes: there is no fight. Nothing is said when nothing names it (a table not yet fought on).
 */
export function leaveRecords(w: Work, figure: string): void {
  const s = w.state.sys;
  if (s.turn?.figure === figure || s.order.some((x) => x.figure === figure) || s.acted.includes(figure)) {
    put(w, 'hlh.left', { figure, hadTurn: false }, [...NEXT, 'HLH-PLAY-23']);
  }
}

/**
 * Finds whose turn is due: the next group with someone up who has not acted, skipping the
 * dazed ([HLH-COND-02]); a new round when the order is spent. A group of one begins at once;
 * a tied group waits for one of them to act ([HLH-INIT-03]).
 */
export function advance(w: Work): Rolling {
  for (let guard = 0; guard < 256; guard++) {
    if (decided(w.state)) return null;
    const s = w.state.sys;
    if (s.turn !== null) return null;
    let cursor = s.cursor;
    let due: HlhFigure[] = [];
    let dazed: HlhFigure | undefined;
    while (cursor < s.order.length) {
      const end = groupEnd(s.order, cursor);
      due = dueIn(w.state, cursor, end);
      dazed = due.find((f) => has(f, 'dazed'));
      if (dazed || due.length > 0) break;
      cursor = end;
    }
    if (dazed) {
      skipDazed(w, dazed.id);
      continue;
    }
    if (cursor >= s.order.length) return newRound(w);
    const current = due.length === 1 ? due[0]!.id : null;
    if (current !== null) tick(w, 'turn-start', current);
    put(w, 'hlh.next', { cursor, current, actions: current === null ? 0 : slotOf(w.state, current)!.actions }, NEXT);
    return null;
  }
  return null;
}

/** A dazed figure's due turn is skipped, and the daze is over ([HLH-COND-02], [HLH-RULING-12]). */
function skipDazed(w: Work, figure: string): void {
  put(w, 'hlh.turn-ended', { figure, reason: 'dazed' }, ['HLH-COND-02']);
  putKernel(w, [kernelEvent('table.condition.removed', { figure, condition: 'dazed', reason: 'rule' }, { ruleIds: ['HLH-COND-02'] })]);
}

/**
 * A new round: everyone up rolls Initiative ([HLH-INIT-01]); the value is the Move reading
 * with its Power and Weakness, −1 after losing Life last round, floored at 1 ([HLH-INIT-02],
 * [HLH-COND-03], [HLH-RULING-10]); it sets the order and the number of actions ([HLH-INIT-04]).
 * Doubles here give no experience ([HLH-XP-01]).
 */
export function newRound(w: Work): Rolling {
  return decided(w.state) ? null : rollInitiative(w);
}

function* rollInitiative(w: Work): Step {
  const round = openRound(w);
  const rolling = new Initiative(w, round);
  for (let fig = rolling.next(); fig !== null; fig = rolling.next()) {
    rolling.add(fig, reading((yield roll2d6(`${fig.name}'s Initiative`)) as number));
  }
  if (rolling.close()) {
    const rest = advance(w);
    if (rest) yield* rest;
  }
}

function openRound(w: Work): number {
  if (w.state.round > 0 && expiring(w.state)) putKernel(w, tickConditions(w.state, { at: 'round-end' }));
  const round = w.state.round + 1;
  putKernel(w, [kernelEvent('table.round', { round }, { ruleIds: NEW_ROUND })]);
  return round;
}

/** One round's Initiative as the rolls come in: who rolls next, the values, then the order. */
class Initiative {
  private seat = 0;
  private readonly rolls: InitiativeRoll[] = [];
  private readonly ranked: Array<{ slot: Omit<Slot, 'group'>; seat: number }> = [];
  private readonly prev: readonly Slot[];

  constructor(private readonly w: Work, private readonly round: number) {
    this.prev = w.state.sys.order;
  }

  /** The next figure up to roll, in seat order, or null when everyone has. */
  next(): HlhFigure | null {
    const ids = this.w.state.figureOrder;
    while (this.seat < ids.length) {
      const fig = this.w.state.figures[ids[this.seat]!] as HlhFigure | undefined;
      if (fig && isUp(fig)) return fig;
      this.seat++;
    }
    return null;
  }

  add(fig: HlhFigure, r: HighLowReading): void {
    const p = profileOf(fig.sheet);
    const life = fig.status.life;
    let hurt = false;
    if (this.round > 1) {
      if (this.w.options.initiativePenalty === 'net-loss') {
        const before = this.prev.find((x) => x.figure === fig.id);
        hurt = before !== undefined && life < before.life;
      } else {
        hurt = fig.status.hurtRound === this.round - 1;
      }
    }
    const value = term(r, p.high.move, p.power.move, p.weakness === 'move' ? -1 : 0, hurt ? -1 : 0, 0);
    this.rolls.push({ figure: fig.id, roll: r, value });
    const actions = Math.min(4, Math.max(1, Math.ceil(value.value / 5)));
    this.ranked.push({ slot: { figure: fig.id, value: value.value, actions, player: isPlayer(fig), life }, seat: this.seat });
    this.seat++;
  }

  /** Logs the order; true when no single figure starts at once and whose turn is due must be found. */
  close(): boolean {
    const { w, ranked, rolls, round } = this;
    // Highest first; on a tie players before GM characters ([HLH-INIT-03]); then seat order.
    ranked.sort((a, b) => b.slot.value - a.slot.value || Number(b.slot.player) - Number(a.slot.player) || a.seat - b.seat);
    const choose = w.options.tieOrder === 'choose';
    const order: Slot[] = [];
    let group = -1;
    for (let i = 0; i < ranked.length; i++) {
      const x = ranked[i]!.slot;
      const before = order[i - 1];
      if (!choose || !before || before.value !== x.value || before.player !== x.player) group++;
      order.push({ figure: x.figure, value: x.value, actions: x.actions, player: x.player, group, life: x.life });
    }
    const firstEnd = groupEnd(order, 0);
    const head = order[0] === undefined ? undefined : w.state.figures[order[0].figure];
    const current = firstEnd === 1 && head !== undefined && !has(head, 'dazed') ? head.id : null;
    if (current !== null) tick(w, 'turn-start', current);
    const ruleIds = ['HLH-INIT-01', 'HLH-INIT-02', 'HLH-INIT-03', 'HLH-INIT-04'];
    if (rolls.some((r) => r.value.situational !== 0)) ruleIds.push('HLH-COND-03', 'HLH-RULING-10');
    put(w, 'hlh.initiative', { round, rolls, order, cursor: 0, current }, ruleIds);
    return current === null;
  }
}

export { mustFigure };
