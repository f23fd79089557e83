import { EVENT_LIST, roll } from '../../../dice/index.ts';
import { hasCondition, kernelEvent, rankDescending, type CombatOutcome } from '../../../kernel/index.ts';
import { checkRoller, d10 } from './check.ts';
import { controlledBy, lendTurn, possessedByFoe } from './control.ts';
import { checkWithHeroPoints } from './hero-points.ts';
import { inAction, isMajor, isPc, profile, statusOf, type GgOptions, type S } from './model.ts';
import { turnActions } from './limits.ts';
import { beforeTurn, turnBegun, turnEndDrafts } from './ongoing.ts';
import { modifiersAtTurnStart } from './activation.ts';
import { anyEnvironment, fullTurnEnvironment } from './environment.ts';
import { movementRejection } from './move-uses.ts';
import { stickyAtTurnEnd } from './persistence.ts';
import { put, putOn, type Events, type P } from './put.ts';
import { regenerationLevel } from './regeneration.ts';
import { initiativeSpeed, newcomers, rerank, speedsKept, speedsMoved } from './initiative.ts';
import { neverReactivates } from './summon.ts';
import { flashbackActions, flashbackEnds, outshines, showboat } from './traits.ts';

export { put, putOn, type Events, type P };

/**
 * Initiative (GG-INIT-01, GG-RULING-02): by Speed Level, then major before minor within equal Speed,
 * then a D roll for the remaining ties (the seed's "Speed × 10 + 1D" for automated ranking).
 */
export function* rollInitiative(s: S, options: GgOptions): P {
  const entries = [];
  for (const id of s.figureOrder) {
    const speed = initiativeSpeed(s, id);
    const die = yield* roll(d10, `initiative ${s.figures[id]!.name}`);
    entries.push({ figure: id, score: speed * 10 + die, tiebreak: [isMajor(s, id) ? 1 : 0, die], speed });
  }
  const ranked = rankDescending(entries.map((e) => ({ ...e, score: e.speed, tiebreak: [e.tiebreak[0]!, e.score] })));
  const order = ranked.map((e) => e.figure);
  // A Speed already off its built Level (GG-PLAY-165) is kept, for the next Full Turn to compare.
  const at = new Map(entries.map((e) => [e.figure, e.speed]));
  const speeds = speedsKept(s, order, (id) => at.get(id) ?? 0);
  const pcs = s.figureOrder.filter((id) => isPc(s.figures[id]!)).length;
  const startMinors: Record<string, number> = {};
  for (const id of s.figureOrder) if (!isMajor(s, id)) startMinors[s.figures[id]!.side] = (startMinors[s.figures[id]!.side] ?? 0) + 1;
  const inPlay = order.filter((id) => isMajor(s, id) && inAction(s, id));
  const list = (yield EVENT_LIST) as Events;
  let next = putOn(list, s, kernelEvent('table.round', { round: 1 }));
  next = putOn(list, next, {
    type: 'gg.order', ruleIds: ['GG-INIT-01', 'GG-RULING-02', 'GG-DMG-03'],
    data: {
      order, scores: Object.fromEntries(entries.map((e) => [e.figure, e.score])), endGameTurn: options.endGameBase - pcs,
      startMinors, inPlay, ...(speeds ? { speeds } : {}),
    },
  });
  return yield* beginTurn(list, next, 0);
}

/** The reactivation roll needed (GG-DMG-02/03, GG-MOD-38, GG-ACT-01 Stop Inactive Opponent, GG-ABL-57 Regeneration). */
export function reactivationTarget(s: S, id: string): { target: number; endGame: boolean } {
  const st = statusOf(s, id);
  const endGame = s.round >= s.sys.endGameTurn;
  const base = isMajor(s, id) ? 4 + 3 * Math.max(0, st.outCount - 1) : 6;
  const endGameAdd = endGame ? s.round - s.sys.endGameTurn + 1 : 0;
  // The takedown's own records (Lethal −2, Hard Reactivation −1); a GM-set Lethal flag counts 2.
  const lethal = Math.max(st.reactivationPenalty, st.lethal ? 2 : 0);
  // Regeneration's Level only while it is on (GG-ABL-57, GG-PLAY-105).
  const bonus = (profile(s, id).rollBonus['reactivation'] ?? 0) + regenerationLevel(s, id);
  return { target: base + endGameAdd + lethal + st.stopped - bonus, endGame };
}

/**
 * Starts the Character Turn at `index` (GG-INIT-03, GG-ACT-01): non-persistent abilities end, the
 * character gets 2 actions (1 when Stunned), and an out-of-action character rolls to reactivate
 * first (GG-DMG-02). A turn that cannot be played passes on at once; past the last, the Full Turn
 * ends and the next one begins at its first (or the fight is over). `list`: the run's event list.
 */
export function* beginTurn(list: Events, s: S, index: number): P {
  let cur = s;
  let i = index;
  // Full Turns begun here: past the first, a whole one went by with no one able to act (all held by
  // conditions that take every action, as the GM may leave them), and the next would too, for ever.
  // So the second one's first figure keeps its turn with what it has, to be ended by hand (GG-PLAY-04).
  let begun = 0;
  for (let guard = 0; guard < 4 * (cur.sys.order.length + 2); guard++) {
    if (i >= cur.sys.order.length) {
      // Cold, Heat and Radiation strike at the end of a Full Turn (GG-PLAY-265), before sides are counted.
      if (anyEnvironment(cur)) cur = yield* fullTurnEnvironment(cur);
      const ended = fullTurnEnds(list, cur);
      if (!ended.goOn) return ended.s;
      // A Speed changed since the last order (a Drain, say) makes it again, rolling the D of figures it
      // left tied (GG-PLAY-165), as does a figure brought to the table since (GG-PLAY-193); most Full
      // Turns keep it, and make no generator for it.
      const joining = newcomers(ended.s);
      const moved = speedsMoved(ended.s);
      const again = joining.length > 0 || moved ? yield* rerank(ended.s, joining) : null;
      const round = nextRound(list, ended.s, again, { moved, joined: joining.length > 0 });
      cur = round.s;
      if (!round.goOn) return cur;
      begun++;
      i = 0;
      // Each Full Turn has the guard's count of its own, as when a new one began a new call.
      guard = -1;
      continue;
    }
    const id = cur.sys.order[i]!;
    const fig = cur.figures[id];
    if (!fig || statusOf(cur, id).outOfPlay) {
      i++;
      continue;
    }
    if (cur.sys.delayed.includes(id)) {
      const resumed = yield* resumeDelayed(list, cur, id, i);
      cur = resumed.s;
      if (resumed.acts) return cur;
      i++;
      continue;
    }
    // What the figure's abilities keep up ends, persists or lapses before it acts (ongoing.ts).
    // (Each hands back its steps, or null when it has none: most turns, so no generator is made.)
    const before = beforeTurn(cur, id);
    if (before) cur = yield* before;
    // Activation rolls, Fades, and the Persistent areas and Targets it keeps up (activation.ts).
    const atStart = modifiersAtTurnStart(cur, id);
    if (atStart) cur = yield* atStart;
    if (!cur.figures[id] || statusOf(cur, id).outOfPlay) {
      i++;
      continue;
    }
    const move = statusOf(cur, id).activeMove;
    // A Persistent or Always On Movement stays on to Dodge Areas while it may still be used: not once
    // spent for the scene, nor out of its uses (GG-PLAY-161).
    const keepMove = move !== null && profile(cur, id).abilities.some((a) => a.key === move.key && a.persistent)
      && movementRejection(cur, id, move.key) === null;
    const stunned = hasCondition(cur.figures[id], 'stunned');
    // Conditions may take actions away (limits.ts); a Significant Flashback leaves 1 a turn while it holds (GG-TRAIT-R06).
    const limit = turnActions(cur, id);
    const actions = actionsFor(cur, id, limit);
    cur = putOn(list, cur, {
      type: 'gg.turn',
      ruleIds: ['GG-INIT-03', 'GG-ACT-01', ...(actions < limit.actions ? ['GG-TRAIT-R06'] : []), ...(limit.ruleId ? [limit.ruleId] : [])],
      data: { figure: id, index: i, actions, clearMove: !keepMove, round: cur.round },
    });
    if (stunned) cur = putOn(list, cur, kernelEvent('table.condition.removed', { figure: id, condition: 'stunned', reason: 'rule' }));
    if (!statusOf(cur, id).out) {
      if (statusOf(cur, id).losesActions > 0 || profile(cur, id).rules.has['showboating'] !== undefined) cur = yield* showboatAtTurnStart(cur, id);
      const started = turnBegun(cur, id);
      if (started) cur = yield* started;
      if (cur.sys.actionsLeft > 0 || begun > 1) return cur;
      cur = putOn(list, cur, {
        type: 'gg.turn.ended', data: { figure: id, reason: limit.why ?? 'showboating' }, ruleIds: [limit.ruleId ?? 'GG-TRAIT-R09'],
      });
      i++;
      continue;
    }
    // Clones never roll to reactivate (GG-ABL-23).
    if (!neverReactivates(cur, id)) cur = yield* reactivate(list, cur, id);
    if (!statusOf(cur, id).out || begun > 1) return cur;
    cur = putOn(list, cur, { type: 'gg.turn.ended', data: { figure: id, reason: 'out of action' }, ruleIds: ['GG-DMG-08'] });
    i++;
  }
  return cur;
}

/** A Character Turn's actions: 2, fewer as its conditions say (`limit`, limits.ts), 1 under a Significant Flashback (GG-TRAIT-R06). */
function actionsFor(s: S, id: string, limit: { actions: number }): number {
  return Math.min(limit.actions, flashbackActions(s, id) ?? 2);
}

/**
 * A delayed figure's place in the order comes round (GG-INIT-02). Its Character Turn began before it
 * dropped down, so nothing a turn's start does (GG-INIT-03) happens again: it takes its actions
 * now, fewer if a condition put on it meanwhile takes some, and a held figure is lent again.
 */
function* resumeDelayed(list: Events, s: S, id: string, index: number): P<{ s: S; acts: boolean }> {
  const out = statusOf(s, id).out;
  const limit = turnActions(s, id);
  const actions = out ? 0 : actionsFor(s, id, limit);
  let cur = putOn(list, s, {
    type: 'gg.turn', ruleIds: ['GG-INIT-02', 'GG-ACT-01', ...(limit.ruleId ? [limit.ruleId] : [])],
    data: { figure: id, index, actions, clearMove: false, round: s.round, resumed: true },
  });
  if (hasCondition(cur.figures[id]!, 'stunned')) cur = putOn(list, cur, kernelEvent('table.condition.removed', { figure: id, condition: 'stunned', reason: 'rule' }));
  if (actions > 0 && controlledBy(cur, id)) cur = yield* lendTurn(cur, id);
  if (cur.sys.actionsLeft > 0) return { s: cur, acts: true };
  const why = out ? { reason: 'out of action', ruleId: 'GG-DMG-08' } : { reason: limit.why ?? 'no actions', ruleId: limit.ruleId ?? 'GG-ACT-01' };
  cur = putOn(list, cur, { type: 'gg.turn.ended', data: { figure: id, reason: why.reason }, ruleIds: [why.ruleId] });
  return { s: cur, acts: false };
}

function* reactivate(list: Events, s: S, id: string): P {
  const { target, endGame } = reactivationTarget(s, id);
  const major = isMajor(s, id);
  if (endGame && target >= 11) {
    return putOn(list, s, { type: 'gg.out-of-play', data: { figure: id, reason: `needs ${target}+ in the End Game` }, ruleIds: ['GG-DMG-03'] });
  }
  // A PC may spend a Hero Point on its own reactivation roll (GG-DICE-06).
  const { r, s: cur } = yield* checkWithHeroPoints(s, checkRoller(target, !major), `reactivate ${s.figures[id]!.name}`, id, null);
  const hits = Math.ceil(statusOf(cur, id).maxHits / 2);
  const outOfPlay = !r.success && !major;
  return putOn(list, cur, {
    type: 'gg.reactivation', ruleIds: ['GG-DMG-02', ...(endGame ? ['GG-DMG-03', 'GG-RULING-05'] : []), ...(target > 10 && major ? ['GG-RULING-07'] : [])],
    data: { figure: id, target, faces: [...r.faces], success: r.success, hits, outOfPlay },
  });
}

/** Showboating's actions still owed from a takedown, then its once-a-combat Glory Point trigger (GG-TRAIT-R09). */
function* showboatAtTurnStart(s: S, id: string): P {
  let cur = s;
  const owed = statusOf(cur, id).losesActions;
  if (owed > 0) {
    cur = yield* put(cur, { type: 'gg.showboating', data: { figure: id, reason: 'takedown', now: Math.min(owed, cur.sys.actionsLeft), later: 0 }, ruleIds: ['GG-TRAIT-R09'] });
  }
  if (profile(cur, id).rules.has['showboating'] !== undefined && !statusOf(cur, id).showedOff && outshines(cur, id)) cur = yield* showboat(cur, id, 'glory');
  return cur;
}

/** Ends the current Character Turn and starts the next one; `list`: the run's event list. */
export function* endTurn(list: Events, s: S, reason: string): P {
  const id = s.sys.order[s.sys.index];
  const ended = id && flashbackEnds(s, id)
    ? putOn(list, s, kernelEvent('table.condition.removed', { figure: id, condition: 'flashback', reason: 'rule' }, { ruleIds: ['GG-TRAIT-R06'] }))
    : s;
  let last = ended;
  // Effects lasting "until after its next turn" end now (Light's flash, GG-ABL-44).
  if (id) for (const d of turnEndDrafts(last, id)) last = putOn(list, last, d);
  // A Persistent Sticky catches whoever ends its turn in it (GG-MOD-45).
  if (id && (last.sys.persisting?.length ?? 0) > 0) last = yield* stickyAtTurnEnd(last, id);
  const next = putOn(list, last, { type: 'gg.turn.ended', data: { figure: id ?? null, reason }, ruleIds: ['GG-ACT-01'] });
  return yield* beginTurn(list, next, next.sys.index + 1);
}

/**
 * Whether a side is defeated at the end of a Full Turn (GG-DMG-04): Turn 6+, fewer than half its
 * minors in play, no major in play this turn (End Game: none in play now), and before the End
 * Game every out-of-action major has tried to reactivate.
 */
export function isDefeated(s: S, side: string): boolean {
  if (s.round < 6) return false;
  // Figures abilities brought count neither for nor against defeat (GG-ABL-62; ruling GG-PLAY-44), nor
  // do those an opponent possesses (ruling GG-PLAY-199).
  const members = s.figureOrder.filter((id) => s.figures[id]!.side === side && !statusOf(s, id).origin && !possessedByFoe(s, id));
  const minors = members.filter((id) => !isMajor(s, id));
  const started = s.sys.startMinors[side] ?? 0;
  const endGame = s.round >= s.sys.endGameTurn;
  if (started > 0 && minors.filter((id) => inPlayNow(s, id, endGame)).length * 2 >= started) return false;
  const majors = members.filter((id) => isMajor(s, id));
  if (endGame) return !majors.some((id) => inPlayNow(s, id, true));
  if (majors.some((id) => s.sys.inPlay.includes(id) || inAction(s, id))) return false;
  return majors.every((id) => {
    const st = statusOf(s, id);
    return st.outOfPlay || !st.out || st.tried;
  });
}

/**
 * Whether a character is in play now for its side's defeat: in action and, in the End Game, not
 * transformed, which leaves it nothing but resisting and immune to every attack (GG-ABL-68; ruling
 * GG-PLAY-216), so a fight whose only harm is Transform ends with the End Game.
 */
function inPlayNow(s: S, id: string, endGame: boolean): boolean {
  return inAction(s, id) && !(endGame && hasCondition(s.figures[id]!, 'transformed'));
}

/**
 * The fight's end (GG-DMG-04): once a side is defeated and at most one side is left that is not, it
 * wins (none: a draw). The system's outcome, and what the turns ask before going on.
 */
export function ggOutcome(s: S): CombatOutcome | null {
  const y = s.sys;
  if (s.phase !== 'combat' || y.defeated.length === 0) return null;
  const sides = [...new Set(s.figureOrder.map((id) => s.figures[id]!.side))].filter((x) => !y.defeated.includes(x));
  if (sides.length > 1) return null;
  return { winner: sides[0] ?? null, reason: `${y.defeated.join(', ')} defeated (GG-DMG-04)` };
}

/**
 * The end of a Full Turn (GG-DMG-04): sides defeated, and the next round begun unless at most one
 * side is left. The table after it, and whether the fight goes on (beginTurn's loop orders the round).
 */
function fullTurnEnds(list: Events, s: S): { s: S; goOn: boolean } {
  let cur = s;
  const sides = [...new Set(cur.figureOrder.map((id) => cur.figures[id]!.side))];
  for (const side of sides) {
    if (!cur.sys.defeated.includes(side) && isDefeated(cur, side)) {
      cur = putOn(list, cur, { type: 'gg.defeated', data: { side, round: cur.round }, ruleIds: ['GG-DMG-04'] });
    }
  }
  if (ggOutcome(cur)) return { s: cur, goOn: false };
  return { s: putOn(list, cur, kernelEvent('table.round', { round: cur.round + 1 })), goOn: true };
}

/**
 * The new round's order (GG-INIT-01): the last one, or `again`, made from the Speeds the figures have
 * now (GG-PLAY-165), without those out of play; whether anyone is left to take a Character Turn.
 */
function nextRound(
  list: Events, s: S, again: { order: string[]; speeds: Record<string, number> } | null, why: { moved: boolean; joined: boolean },
): { s: S; goOn: boolean } {
  let cur = s;
  const order = (again?.order ?? cur.sys.baseOrder).filter((id) => cur.figures[id] && !statusOf(cur, id).outOfPlay);
  const inPlay = order.filter((id) => isMajor(cur, id) && inAction(cur, id));
  const ruleIds = [
    'GG-INIT-01', ...(why.moved ? ['GG-PLAY-165'] : []), ...(why.joined ? ['GG-PLAY-193'] : []), ...(cur.round === cur.sys.endGameTurn ? ['GG-DMG-03'] : []),
  ];
  const data = { round: cur.round, order, inPlay, ...(again ? { baseOrder: again.order, speeds: again.speeds } : {}) };
  cur = putOn(list, cur, { type: 'gg.round', data, ruleIds });
  return { s: cur, goOn: order.length > 0 };
}
