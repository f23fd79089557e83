import { z } from 'zod';
import { chooseRequest, EVENT_LIST } from '../../../dice/index.ts';
import { defineCommand, folded, notInCombat, reject, squareDistance, type Rejection } from '../../../kernel/index.ts';
import { planAssist } from '../actions.ts';
import { hlhReject } from '../errors.ts';
import { figureOf, has, isDead, isUp, mustFigure, sheetOf, statusOf } from '../figures.ts';
import type { HlhState, HlhSys } from '../model.ts';
import type { HlhOptions } from '../options.ts';
import { isHeroic } from '../sheet.ts';
import { positionOf } from '../space.ts';
import { beginTurn, endTurn, reading, roll2d6, turnRejection } from '../turn.ts';
import { put, work } from '../work.ts';

const id = z.string().min(1).max(40);
const assistArgs = z.object({ helper: id, recipient: id }).strict();
export type AssistArgs = z.infer<typeof assistArgs>;

/** Why this Assist is not allowed, beyond the turn: an ally, not dead, once per side per round ([HLH-ACT-03], [HLH-DMG-03]). */
export function assistRejection(state: HlhState, a: AssistArgs, options: HlhOptions): Rejection | null {
  const helper = figureOf(state, a.helper);
  const recipient = figureOf(state, a.recipient);
  if (!helper || !recipient) return reject('UNKNOWN_FIGURE', `There is no figure "${helper ? a.recipient : a.helper}".`);
  if (recipient.id === helper.id || recipient.side !== helper.side) return hlhReject('INVALID_TARGET', 'HLH-DMG-03', 'Assist helps an ally: another figure of the same side.');
  if (isDead(recipient)) return hlhReject('CANNOT_ASSIST', 'HLH-COND-01', `${recipient.name} is dead.`);
  if (state.sys.assisted.includes(helper.side)) return hlhReject('ASSIST_USED', 'HLH-ACT-03');
  if (options.assistAdjacent) {
    const p = positionOf(helper);
    const q = positionOf(recipient);
    if (p && q && squareDistance(p, q) > 1) return reject('TARGET_OUT_OF_RANGE', `${recipient.name} is not adjacent.`, { ruleId: 'HLH-DMG-03' });
  }
  return planAssist(state, a.helper);
}

/**
 * Whether the recipient still has a turn this round it could spend on the Assist: up, in the
 * order, not yet acted and not about to skip it dazed (HLH-PLAY-07).
 */
export function maySpendTurn(state: HlhState, recipient: string): boolean {
  const fig = state.figures[recipient];
  if (!fig || !isUp(fig) || has(fig, 'dazed') || state.sys.acted.includes(recipient)) return false;
  if (state.sys.turn?.figure === recipient) return false;
  return state.sys.order.some((s) => s.figure === recipient);
}

/**
 * Assist ([HLH-DMG-03], [HLH-ACT-01] D, [HLH-ACT-03]): the helper's whole turn. The recipient, if
 * not incapacitated, chooses whether to spend its own turn too; the helper reads High if so,
 * Low otherwise; the GM reads Low; Life restored = helper − GM, never negative and at most max
 * Life ([HLH-RULING-05]). No Powers or Weaknesses; no experience ([HLH-XP-01]).
 */
export const assist = defineCommand<AssistArgs, HlhSys, HlhOptions>({
  args: assistArgs,
  actingFigure: (a) => a.helper,
  validate: (s, a, ctx) => {
    if (s.phase !== 'combat') return notInCombat(s);
    return turnRejection(s, a.helper) ?? assistRejection(s, a, ctx.options);
  },
  resolve: function* (s, a) {
    const w = work(s, yield EVENT_LIST);
    beginTurn(w, a.helper);
    const helper = mustFigure(w.state, a.helper);
    const recipient = mustFigure(w.state, a.recipient);
    let spent = false;
    if (maySpendTurn(w.state, a.recipient)) {
      const answer = yield chooseRequest({
        to: a.recipient, kind: 'assist-spend-turn',
        message: `${helper.name} assists ${recipient.name}: spend ${recipient.name}'s own turn too? (${helper.name} then reads High)`,
        options: [{ value: true, label: 'Spend my turn too (High)' }, { value: false, label: 'Keep my turn (Low)' }],
        ruleIds: ['HLH-DMG-03'],
      });
      spent = answer === true;
    }
    // Normals and thugs read Low on every roll, Assist included (HLH-NPC-01, HLH-PLAY-08).
    const high = spent && isHeroic(sheetOf(helper));
    const r = reading((yield roll2d6(`${helper.name} assists`)) as number);
    const g = reading((yield roll2d6('GM against the Assist')) as number);
    const helperValue = high ? r.high : r.low;
    const gmValue = g.low;
    const restored = Math.max(0, helperValue - gmValue);
    const life0 = statusOf(recipient).life;
    const max = sheetOf(recipient).maxLife;
    const life = w.options.assistCap ? Math.max(life0, Math.min(max, life0 + restored)) : life0 + restored;
    put(w, 'hlh.assist', {
      helper: a.helper, recipient: a.recipient, spent, roll: r, helperValue, helperWhich: high ? 'high' : 'low', gm: g, gmValue, restored, life,
    }, ['HLH-DMG-03', 'HLH-ACT-03', 'HLH-RULING-05']);
    if (spent) put(w, 'hlh.turn-ended', { figure: a.recipient, reason: 'assist' }, ['HLH-DMG-03']);
    const rest = endTurn(w, a.helper, 'done');
    if (rest) yield* rest;
    return folded(w.state);
  },
});
