import { z } from 'zod';
import { defineCommand, folded, hexDistance, hexLine, hexSchema, kernelEvent, ruleRejection, reject, type Hex, type Rejection } from '../../../kernel/index.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction } from './common.ts';
import { conditionOn, imposedOf } from './conditions.ts';
import { targetsElsewhere } from './grab.ts';
import { actionBan, usedOnBan } from './limits.ts';
import { abilityOf, effectiveLevel, type GgOptions, type GgSys, type S } from './model.ts';
import { distanceBetween, occupant, positionOf, wallAt } from './space.ts';
import { put } from './put.ts';
import { inHexes } from './hex-words.ts';

// Telekinesis (GG-ABL-65, seed L159): a held target cannot take Move actions, Direct and Seeking
// attacks have a Bonus against it and it has a Penalty to hit (limits.ts); its holder may spend an
// action to move it up to the Level in hexes in any direction (`gg.telekinesis`). Ruling
// (GG-PLAY-47): the path is a straight line that walls block; it ends on a free hex. Throwing what
// it holds (GG-ATK-12) is the GM's.

const tkArgs = z.object({ figure: z.string(), ability: z.string(), target: z.string(), to: hexSchema }).strict();
type Args = z.infer<typeof tkArgs>;

/** Whether `to` is a hex the held target can be carried to: within Level, a straight unwalled path, free. */
export function carriable(s: S, target: string, level: number, to: Hex): boolean {
  const from = positionOf(s, target);
  if (!from || hexDistance(from, to) > level || hexDistance(from, to) === 0) return false;
  if (occupant(s, to, target) !== null) return false;
  return hexLine(from, to).slice(1).every((h) => !wallAt(s, h));
}

/**
 * Why the holder's conditions forbid moving what its Telekinesis holds, or null: the move uses the
 * ability on the held figure at its distance (limits.ts: a Trap, a grab, blindness, a form).
 */
export function moveBan(s: S, figure: string, ability: string, target: string): Rejection | null {
  const tk = abilityOf(s, figure, ability);
  return tk ? usedOnBan(s, figure, tk, target, distanceBetween(s, figure, target)) : null;
}

export const telekinesisMove = defineCommand<Args, GgSys, GgOptions>({
  args: tkArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other');
    if (turn) return turn;
    if (!s.figures[a.target]) return reject('UNKNOWN_FIGURE');
    const held = imposedOf(conditionOn(s, a.target, 'held'));
    if (!held || held.from !== a.figure || held.ability !== a.ability) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'That character is not held by this Telekinesis.', 'GG-ABL-65');
    const banned = moveBan(s, a.figure, a.ability, a.target);
    if (banned) return banned;
    const level = effectiveLevel(s, a.figure, held.ability, held.level);
    return carriable(s, a.target, level, a.to) ? null : ruleRejection(GG_ERRORS.HEX_NOT_REACHABLE, `Move it at most ${inHexes(level)}, clear of walls, to a free hex.`, 'GG-ABL-65');
  },
  resolve: function* (s0, a) {
    let s = yield* spendAction(s0, a.figure, 'telekinesis');
    s = yield* targetsElsewhere(s, a.figure, a.target);
    const from = positionOf(s, a.target)!;
    s = yield* put(s, kernelEvent('table.figure.moved', { figure: a.target, position: { q: a.to.q, r: a.to.r } }, { ruleIds: ['GG-ABL-65'] }));
    s = yield* put(s, { type: 'gg.telekinesis', data: { figure: a.figure, target: a.target, from, to: a.to }, ruleIds: ['GG-ABL-65'] });
    return folded(yield* finishAction(s));
  },
});
