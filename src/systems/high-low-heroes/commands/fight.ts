import { z } from 'zod';
import { EVENT_LIST } from '../../../dice/index.ts';
import { defineCommand, folded, notInCombat, reject, squareSchema, type Rejection } from '../../../kernel/index.ts';
import { isPlan, planAttack, planMove } from '../actions.ts';
import { profileOf } from '../derive.ts';
import { hlhReject } from '../errors.ts';
import { figureOf, hostile, isDead, mustFigure, sheetOf, statusOf } from '../figures.ts';
import type { HlhState, HlhSys } from '../model.ts';
import type { HlhOptions } from '../options.ts';
import { resolveAttack } from '../resolve/attack.ts';
import { isHeroic } from '../sheet.ts';
import { moveCost, positionOf } from '../space.ts';
import { advance, beginTurn, endTurn, finishAction, groupEnd, turnOf, turnRejection } from '../turn.ts';
import { put, work } from '../work.ts';

const id = z.string().min(1).max(40);

const attackArgs = z.object({
  attacker: id,
  target: id,
  /** Mundane by default; Fantastic with a Fantastic attack power ([HLH-ATK-08]). */
  type: z.enum(['mundane', 'fantastic']).default('mundane'),
  /** Spend this session's Heroic Effort on this Attack ([HLH-ACT-04]). */
  heroicEffort: z.boolean().default(false),
}).strict();
export type AttackArgs = z.infer<typeof attackArgs>;

/** What is wrong with this Attack itself, before the turn's budget: target, damage type, Heroic Effort. */
export function attackRejection(state: HlhState, a: AttackArgs, options: HlhOptions): Rejection | null {
  const att = figureOf(state, a.attacker);
  const def = figureOf(state, a.target);
  if (!att) return reject('UNKNOWN_FIGURE', `There is no figure "${a.attacker}".`);
  if (!def) return reject('UNKNOWN_FIGURE', `There is no figure "${a.target}".`);
  if (def.id === att.id || !hostile(att, def)) return hlhReject('INVALID_TARGET', 'HLH-ACT-01', 'Attack a foe: a figure of another side.');
  if (isDead(def)) return hlhReject('INVALID_TARGET', 'HLH-COND-01', `${def.name} is dead.`);
  const sheet = sheetOf(att);
  if (a.heroicEffort) {
    if (!isHeroic(sheet)) return reject('ILLEGAL_ACTION', 'Only heroes and villains have Heroic Effort.', { ruleId: 'HLH-ACT-04' });
    if (statusOf(att).heroicEffortUsed) return hlhReject('HEROIC_EFFORT_USED', 'HLH-ACT-04');
    if (sheet.training === null) return hlhReject('NO_TRAINING', 'HLH-RULING-14');
  }
  if (a.type === 'fantastic' && options.fantasticNeedsPower && profileOf(sheet).damagePower.fantastic === 0) {
    // Heroic Effort lends the Power being trained for, a new Fantastic attack one included ([HLH-RULING-14]).
    const lent = a.heroicEffort && sheet.training !== null && sheet.training.kind === 'add' && sheet.training.category === 'fantastic-attack';
    if (!lent) return hlhReject('NO_FANTASTIC_POWER', 'HLH-ATK-08', `${att.name} has no Fantastic attack power.`);
  }
  return null;
}

/** Attack a foe: the A or B of a first action, or a later Attack action ([HLH-ACT-01], [HLH-ACT-02]). */
export const attack = defineCommand<AttackArgs, HlhSys, HlhOptions>({
  args: attackArgs,
  actingFigure: (a) => a.attacker,
  validate: (s, a, ctx) => {
    const bad = turnRejection(s, a.attacker) ?? attackRejection(s, a, ctx.options);
    if (bad) return bad;
    const plan = planAttack(s, a.attacker);
    return isPlan(plan) ? null : plan;
  },
  resolve: function* (s, a) {
    const plan = planAttack(s, a.attacker);
    if (!isPlan(plan)) return;
    const w = work(s, yield EVENT_LIST);
    beginTurn(w, a.attacker);
    // A resumed resolution gets the command's arguments as sent, before the schema's defaults.
    yield* resolveAttack(w, {
      attacker: a.attacker, defender: a.target, type: a.type ?? 'mundane', heroicEffort: a.heroicEffort ?? false, option: plan.option, newAction: plan.newAction,
    });
    const rest = finishAction(w, a.attacker);
    if (rest) yield* rest;
    return folded(w.state);
  },
});

const moveArgs = z.object({
  figure: id,
  to: squareSchema,
  /** Fixes the first action's option: A (≤5 squares, then Attack) or C (≤10, no Attack). */
  option: z.enum(['A', 'C']).optional(),
}).strict();
export type MoveArgs = z.infer<typeof moveArgs>;

/** Squares this move costs, or why it cannot be made. */
export function moveRejection(s: HlhState, a: MoveArgs): Rejection | number {
  const fig = mustFigure(s, a.figure);
  if (positionOf(fig) === null) return reject('INVALID_POSITION', `${fig.name} is not on the map.`);
  const cost = moveCost(s, fig, a.to, 10);
  if (cost === null) return hlhReject('UNREACHABLE', 'HLH-ACT-01');
  return cost;
}

/** Move on the squares within the turn's budget ([HLH-ACT-01], [HLH-ACT-02]). */
export const move = defineCommand<MoveArgs, HlhSys, HlhOptions>({
  args: moveArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const bad = turnRejection(s, a.figure);
    if (bad) return bad;
    const cost = moveRejection(s, a);
    if (typeof cost !== 'number') return cost;
    const plan = planMove(s, a.figure, cost, a.option);
    return isPlan(plan) ? null : plan;
  },
  resolve: function* (s, a) {
    const cost = moveRejection(s, a);
    if (typeof cost !== 'number') return;
    const plan = planMove(s, a.figure, cost, a.option);
    if (!isPlan(plan)) return;
    const w = work(s, yield EVENT_LIST);
    beginTurn(w, a.figure);
    const from = positionOf(mustFigure(w.state, a.figure))!;
    const used = turnOf(w.state, a.figure).used;
    const first = plan.newAction ? used === 0 : used === 1;
    put(w, 'hlh.moved', {
      figure: a.figure, from: { x: from.x, y: from.y }, to: { x: a.to.x, y: a.to.y }, squares: cost,
      option: plan.option, newAction: plan.newAction,
    }, first ? ['HLH-ACT-01'] : ['HLH-ACT-02']);
    const rest = finishAction(w, a.figure);
    if (rest) yield* rest;
    return folded(w.state);
  },
});

const figureArgs = z.object({ figure: id }).strict();

/**
 * Ends the turn, with actions unspent or none taken (a pass). A figure whose turn is under way
 * may always end it, even if a GM's override left it unconscious.
 */
export const endTurnCommand = defineCommand<z.infer<typeof figureArgs>, HlhSys, HlhOptions>({
  args: figureArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => (s.phase === 'combat' && s.sys.turn?.figure === a.figure ? null : turnRejection(s, a.figure)),
  resolve: function* (s, a) {
    const w = work(s, yield EVENT_LIST);
    const passed = turnOf(s, a.figure).used === 0;
    beginTurn(w, a.figure);
    const rest = endTurn(w, a.figure, passed ? 'passed' : 'done');
    if (rest) yield* rest;
    return folded(w.state);
  },
});

const none = z.object({}).strict();

/**
 * The GM moves play on: the turn under way ends, or, when none is, everyone still due in the
 * current group is passed (HLH-PLAY-12). For tables a GM's edits left waiting on someone who
 * cannot act (removed, knocked out or dazed by hand).
 */
export const nextTurn = defineCommand<z.infer<typeof none>, HlhSys, HlhOptions>({
  args: none,
  gmOnly: true,
  validate: (s) => notInCombat(s),
  resolve: function* (s) {
    const w = work(s, yield EVENT_LIST);
    const t = s.sys.turn;
    if (t !== null) {
      const rest = endTurn(w, t.figure, 'passed');
      if (rest) yield* rest;
      return folded(w.state);
    }
    const end = groupEnd(s.sys.order, s.sys.cursor);
    for (let i = s.sys.cursor; i < end; i++) {
      const id = s.sys.order[i]!.figure;
      if (!w.state.sys.acted.includes(id)) put(w, 'hlh.turn-ended', { figure: id, reason: 'passed' }, ['HLH-ACT-01']);
    }
    const rest = advance(w);
    if (rest) yield* rest;
    return folded(w.state);
  },
});
