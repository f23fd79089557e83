import { EVENT_LIST } from '../../../dice/index.ts';
import { folded, hexDistance, ruleRejection, type EventDraft, type Hex, type Rejection, type Resolution, type RuleContext } from '../../../kernel/index.ts';
import type { MoveArgs } from './actions.ts';
import { againstCurrents } from './against-current.ts';
import { actionDraft, finishActionOn, GG_ERRORS, isProne } from './common.ts';
import { throughGate } from './creations.ts';
import { mustFlee } from './fear.ts';
import { grabberMoves, grabbing } from './grab.ts';
import { effectiveLevel, inAction, profile, type GgOptions, type S } from './model.ts';
import { anyoneHas, profileIndex } from './profile-index.ts';
import type { Movement } from './profile.ts';
import { putOn, type Events } from './put.ts';
import { lateReactions, reactToMove } from './quick.ts';
import { stretch } from './reach.ts';
import { positionOf } from './space.ts';
import { hasMoveCosts, moveCosts } from './move-uses.ts';
import { concludesSplit, concludeSplit, keepRest } from './split-move.ts';

// A move's steps (GG-MOVE-01), whichever command makes it: a Move action (gg.move) or the
// follow-up move (gg.follow-up-move, GG-ATK-08), which is "up to a full move" (seed L696) and so
// a move like any other (ruling GG-PLAY-115): enemies may react to it, a grabber lets go of its
// grip or carries it (GG-ABL-36), a 1-hex move that leaves an enemy's side is a backstep (GG-ATK-04, GG-PLAY-145), a
// move ending on a gate comes out of the other (GG-ABL-33), a compelled move is the flight. The
// two differ only in what the move spends: an action, or the follow-up's one move.

/** Why a move may not carry: only a grabber carries (GG-ABL-36). */
export const cannotCarry = (): Rejection => ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'It carries no one.', 'GG-ABL-36');

/**
 * The event of a figure's move with movement `m` from `from` to `to`, as the table stood before it
 * (`s0`): a move, or a follow-up move (`followUp`).
 */
function movedDraft(s0: S, figure: string, m: Movement, from: Hex, to: Hex, backstep: boolean, followUp: boolean): EventDraft {
  const ruleIds = followUp ? ['GG-ATK-08', 'GG-MOVE-01'] : ['GG-MOVE-01', 'GG-ATK-02'];
  if (backstep) ruleIds.push('GG-ATK-04');
  return {
    type: 'gg.moved', ruleIds,
    data: {
      figure, from, to, mode: m.mode, crawl: isProne(s0, figure), backstep, ...(followUp ? { followUp: true } : {}),
      // The stretch to where the move begins is no movement (GG-ABL-60).
      hexes: Math.max(0, hexDistance(from, to) - stretch(s0, figure)),
      activeMove: { key: m.key, level: effectiveLevel(s0, figure, m.key, m.level) },
    },
  };
}

/** The figure's movement by key (validated before: it has it). */
function movementOf(s: S, id: string, key: string): Movement {
  for (const m of profile(s, id).movements) if (m.key === key) return m;
  throw new Error(`${id} has no movement ${key}`);
}

/**
 * Whether a 1-hex move from `from` to `to` is a backstep, "a 1 hex move which disengages an
 * opponent" (seed L538; ruling GG-PLAY-145): an enemy in action beside `from` is no longer beside `to`.
 */
function disengages(s: S, id: string, from: Hex, to: Hex): boolean {
  const side = s.figures[id]!.side;
  for (const x of s.figureOrder) {
    if (s.figures[x]!.side === side) continue;
    const p = positionOf(s, x);
    if (p !== null && hexDistance(p, from) <= 1 && hexDistance(p, to) > 1 && inAction(s, x)) return true;
  }
  return false;
}

/** The follow-up's one move is spent (GG-ATK-08). */
function spendFollowUp(list: Events, s: S): S {
  return putOn(list, s, { type: 'gg.follow-up', data: { followUp: { ...s.sys.followUp!, moved: true } }, ruleIds: ['GG-ATK-08'] });
}

/** A move command's check: why it may not be made now, or null. */
type MoveCheck = (s: S, a: MoveArgs, ctx: RuleContext<GgOptions>) => Rejection | null;

/**
 * The resolution of a move command, made once for each: a Move action, or with `followUp` the
 * follow-up move, which spends no action but the follow-up's one move. `check` is the command's
 * own, asked again when a reaction changed the table.
 */
export function moveResolution(check: MoveCheck, followUp: boolean) {
  return function* (sIn: S, a: MoveArgs, ctx: RuleContext<GgOptions>): Resolution {
    const list = (yield EVENT_LIST) as Events;
    const m0 = movementOf(sIn, a.figure, a.ability);
    // The rest of a Split move, once the turn's actions are spent, spends none; a first-action Move with a Split
    // Movement may keep one (GG-PLAY-175). Only a figure with such a Movement asks.
    const concluding = !followUp && concludesSplit(sIn, a.figure);
    const opening = !followUp && !concluding && sIn.sys.actionsLeft >= 2 && profileIndex(profile(sIn, a.figure)).splitMoves;
    // A move spent, made or held, is a use of its Movement: it counts against its Shots and Limited Ammo, and its
    // Backfire and Disabling roll (GG-PLAY-138, GG-PLAY-160). Most have none of these. A Split move's rest is the
    // same use, paid for when it began (GG-PLAY-175).
    const costly = !concluding && hasMoveCosts(sIn, a.figure);
    // Against a Persistent Forced Move it stands in, a roll first: it may go less far, or not at all, and the
    // move spent (GG-PLAY-135). None on the table, no roll.
    let sC = sIn;
    let to = a.to;
    if ((sIn.sys.persisting?.length ?? 0) > 0) {
      const c = yield* againstCurrents(sIn, a.figure, m0, positionOf(sIn, a.figure)!, a.to);
      if (c.to === null) {
        const held = followUp ? spendFollowUp(list, c.s) : concluding ? concludeSplit(list, c.s) : putOn(list, c.s, actionDraft(a.figure, 'move'));
        return folded(yield* finishActionOn(list, costly ? yield* moveCosts(held, a.figure, a.ability) : held));
      }
      sC = c.s;
      to = c.to;
    }
    // Enemies whose Short or Melee reach it may strike (quick.ts); one that went first may stop the move, and then
    // the mover keeps its action (GG-MOD-57, GG-MOD-43, GG-MOD-49). None on the table, no reaction.
    const rx = anyoneHas(sC, 'strikesMovers', a.figure) ? yield* reactToMove(sC, a.figure, to, m0.mode) : { s: sC, late: [] };
    if (rx.s !== sC && check(rx.s, a, ctx)) return folded(yield* finishActionOn(list, rx.s));
    const s0 = rx.s;
    const m = s0 === sC ? m0 : movementOf(s0, a.figure, a.ability);
    const from = positionOf(s0, a.figure)!;
    const compelled = mustFlee(s0, a.figure);
    let s = followUp ? s0 : concluding ? concludeSplit(list, s0) : putOn(list, s0, actionDraft(a.figure, 'move'));
    const backstep = hexDistance(from, to) === 1 && disengages(s0, a.figure, from, to);
    // A grabber lets go, or carries its grip with a Grab roll; a failed carry spends the move (GG-ABL-36, GG-PLAY-40).
    if (grabbing(s, a.figure)) {
      const grip = yield* grabberMoves(s, a.figure, from, to, a.carry === true);
      s = grip.s;
      if (!grip.moves) {
        const held = followUp ? spendFollowUp(list, s) : s;
        return folded(yield* finishActionOn(list, costly ? yield* moveCosts(held, a.figure, a.ability) : held));
      }
    }
    s = putOn(list, s, movedDraft(s0, a.figure, m, from, to, backstep, followUp));
    if (opening) s = keepRest(list, s, s0, a.figure, m, from, to);
    if (followUp) s = spendFollowUp(list, s);
    if ((s.sys.openings?.length ?? 0) > 0) s = yield* throughGate(s, a.figure);
    if (rx.late.length > 0) s = yield* lateReactions(s, rx.late);
    if (compelled) s = putOn(list, s, { type: 'gg.fled', data: { figure: a.figure, compelled }, ruleIds: [compelled === 'afraid' ? 'GG-ABL-27' : 'GG-ABL-47'] });
    if (costly) s = yield* moveCosts(s, a.figure, a.ability);
    return folded(yield* finishActionOn(list, s));
  };
}
