import { hexDistance, ruleRejection, type Hex, type Rejection } from '../../../kernel/index.ts';
import { moveAllowance, moveReach, type MoveArgs } from './actions.ts';
import { GG_ERRORS, ownTurn } from './common.ts';
import { formActive } from './conditions.ts';
import { actionBan } from './limits.ts';
import { profile, type S } from './model.ts';
import { classRejection } from './movement-class.ts';
import { formMoveBan } from './move-uses.ts';
import type { Movement } from './profile.ts';
import { putOn, type Events } from './put.ts';
import { stretch } from './reach.ts';
import { stepsTo } from './space.ts';
import { spentRejection } from './use-costs.ts';

// Movement's Split (GG-ABL-50; seed L136 "the user can take a Move action which uses less than a
// full move as its first action in a turn, then use a second action that concludes with the
// remaining movement", L538 "Split allows movement from a first action to be saved until the end
// of a second action"; rulings GG-PLAY-175..177). A Move action that is the turn's first, with a
// second to come, made with a Split Movement and short of its full move keeps the rest (`gg.split`,
// sys.split). Once the turn's actions are spent, a `gg.move` with that Movement is the rest: no
// action, no new use (the move was activated once), the hexes left at most; the turn waits for it
// or for `gg.end-turn`, which gives it up, as it waits for a follow-up. Only a figure whose profile
// index has a Split Movement opens one; a table with none open asks one field.

/** Whether a move command of this figure now makes the rest of its Split move: its turn's actions spent, a rest kept. */
export function concludesSplit(s: S, id: string): boolean {
  const split = s.sys.split;
  return split !== undefined && split.figure === id && s.sys.actionsLeft <= 0;
}

/** The rest of a Split move: the Movement it is made with and how far it may go, or why it may not be made now (concludesSplit holds). */
export function splitConclusion(s: S, a: MoveArgs): Rejection | { readonly m: Movement; readonly reach: number } {
  const turn = ownTurn(s, a.figure, { action: false }) ?? actionBan(s, a.figure, 'move');
  if (turn) return turn;
  const split = s.sys.split!;
  if (a.ability !== split.ability) {
    return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'The rest of a split move is made with the Movement it was split from.', 'GG-PLAY-175');
  }
  const p = profile(s, a.figure);
  const m = p.movements.find((x) => x.key === a.ability && (!x.requires || formActive(s, a.figure, x.requires)));
  if (!m) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is not a movement this character can use now.`, 'GG-MOVE-01');
  // Disorientated or knocked prone since the first action, its class may not move it now (GG-MOVE-01);
  // fragmented since, not with a Solid Movement (GG-PLAY-230).
  const grounded = classRejection(s, a.figure, m) ?? formMoveBan(s, a.figure, m.key);
  if (grounded) return grounded;
  // Its Shots and Limited Ammo paid for the whole move (the rest is no new use); spent for the scene, it moves no more.
  const ability = p.abilities.find((x) => x.key === a.ability);
  const spent = ability ? spentRejection(s, a.figure, ability) : null;
  if (spent) return spent;
  // Thrown prone between, it crawls: no farther than it could move now.
  return { m, reach: Math.min(split.hexes, moveAllowance(s, a.figure, m)) };
}

/**
 * After a first-action Move from `from` to `to` with `m` (the table as it stood before it, `s0`):
 * the hexes its Movement had left kept (`gg.split`), when it has Split and some are left. Counted
 * in steps, as the move was allowed (round walls and enemies), less a Stretching's start (GG-ABL-60).
 */
export function keepRest(list: Events, s: S, s0: S, id: string, m: Movement, from: Hex, to: Hex): S {
  if (m.split !== true) return s;
  const steps = stepsTo(s0, id, moveReach(s0, id, m), m.mode === 'teleport')(to) ?? hexDistance(from, to);
  const left = moveAllowance(s0, id, m) - Math.max(0, steps - stretch(s0, id));
  return left > 0 ? putOn(list, s, { type: 'gg.split', data: { figure: id, ability: m.key, hexes: left }, ruleIds: ['GG-ABL-50', 'GG-PLAY-175'] }) : s;
}

/** The rest made (or spent, held where it stands): it is over, and a follow-up still waiting is given up, as by any other action. */
export function concludeSplit(list: Events, s0: S): S {
  const split = s0.sys.split!;
  const s = s0.sys.followUp ? putOn(list, s0, { type: 'gg.follow-up', data: { followUp: null }, ruleIds: ['GG-ATK-08', 'GG-PLAY-175'] }) : s0;
  return putOn(list, s, { type: 'gg.split', data: { figure: split.figure, ability: split.ability, hexes: 0 }, ruleIds: ['GG-ABL-50', 'GG-PLAY-175'] });
}
