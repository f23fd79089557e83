import { z } from 'zod';
import { EVENT_LIST, roll } from '../../../dice/index.ts';
import { defineCommand, folded, hasCondition, hexSchema, kernelEvent, reject, ruleRejection, type CommandSpec, type Rejection } from '../../../kernel/index.ts';
import { bandCheck, protectionAgainst } from './attack-rules.ts';
import { checkRoller, d10 } from './check.ts';
import { actionDraft, finishAction, finishActionOn, GG_ERRORS, isProne, ownTurn, spendAction, targetedAgain } from './common.ts';
import { outOfUses } from './ammo.ts';
import { effectiveLevel, isMajor, profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import type { AbilityProfile, Movement } from './profile.ts';
import { canReach, distanceBetween, positionOf } from './space.ts';
import { isCompelledMove, mustFlee, usableMovements } from './fear.ts';
import { grabbing, targetsElsewhere } from './grab.ts';
import { actionBan, fleeOwed, LIMIT_ERRORS, focusBan, personalBan, resistBan, usedOnBan } from './limits.ts';
import { beginTurn, endTurn, put, putOn, type Events, type P } from './turns.ts';
import { cowardMoveProblem } from './trait-rules.ts';
import { stretch } from './reach.ts';
import { cannotCarry, moveResolution } from './move-steps.ts';
import { movementRejection } from './move-uses.ts';
import { classRejectionOf, hexesAt } from './movement-class.ts';
import { concludesSplit, splitConclusion } from './split-move.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';
import { addedRisks, disablingAdders, hasDisablingDefence, resistRisks } from './resist-risks.ts';
import { recoveryBonus } from './recovery-bonus.ts';
import { slowedMove } from './environment.ts';
import { heroAgain, heroAsked, type HeroJudge, heroThenLuck, rerollAsked } from './hero-points.ts';
import { imposedOf } from './conditions.ts';

// The actions of a Character Turn other than attacks (GG-ACT-01): Move, Stand Up, Recover From
// Disorientated, Resist a Hindrance, Recover a Drained ability, Stop Inactive Opponent, plus
// delaying (GG-INIT-02), ending the turn and declining a follow-up (GG-ATK-08).

const fig = z.object({ figure: z.string() }).strict();
type Fig = z.infer<typeof fig>;

/**
 * How far a movement takes this figure now: hexes per Level × Level; prone, a crawl of 1 a Level up to 3,
 * a Wallcrawl at full speed (GG-MOVE-01); Cold or Heat take hexes off, to 1 at least (GG-PLAY-265).
 */
export function moveAllowance(s: S, id: string, m: Movement): number {
  return slowedMove(s, id, hexesAt(m, effectiveLevel(s, id, m.key, m.level), isProne(s, id)));
}

/**
 * How far a move may end from where the figure stands: its allowance, plus Stretching's Level,
 * since a stretched body may begin the move up to that many hexes away (GG-ABL-60, GG-PLAY-86).
 */
export const moveReach = (s: S, id: string, m: Movement): number => moveAllowance(s, id, m) + stretch(s, id);

export const moveArgs = z.object({
  figure: z.string(), ability: z.string(), to: hexSchema,
  /** A grabber carries its grip along: a Grab roll against its Forced Move Defence (GG-ABL-36). */
  carry: z.boolean().optional(),
}).strict();
/** A move's arguments; the follow-up move takes the same (follow-up-move.ts). */
export type MoveArgs = z.infer<typeof moveArgs>;

/** Why this figure may not make this Move action (or the rest of its Split move, GG-PLAY-175) now, or null (GG-MOVE-01). */
function moveRejection(s: S, a: MoveArgs): Rejection | null {
  const rest = concludesSplit(s, a.figure) ? splitConclusion(s, a) : null;
  if (rest !== null && !('m' in rest)) return rest;
  if (rest === null) {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'move');
    if (turn) return turn;
    const spent = movementRejection(s, a.figure, a.ability) ?? classRejectionOf(s, a.figure, a.ability);
    if (spent) return spent;
  }
  const m = rest !== null ? rest.m : usableMovements(s, a.figure).find((x) => x.key === a.ability);
  if (!m) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is not a movement this character can use now.`, 'GG-MOVE-01');
  if (!positionOf(s, a.figure)) return reject('INVALID_POSITION', 'This figure is not on the map.');
  if (a.carry && !grabbing(s, a.figure)) return cannotCarry();
  const ok = canReach(s, a.figure, rest !== null ? rest.reach : moveReach(s, a.figure, m), m.mode === 'teleport', a.to);
  if (!ok) {
    return rest !== null ? ruleRejection(GG_ERRORS.HEX_NOT_REACHABLE, 'That hex is farther than the rest of the split move.', 'GG-PLAY-175')
      : ruleRejection(GG_ERRORS.HEX_NOT_REACHABLE, 'That hex is out of reach of this move.', 'GG-MOVE-01');
  }
  const coward = cowardMoveProblem(s, a.figure, a.to);
  if (coward) return coward;
  const compelled = mustFlee(s, a.figure);
  if (compelled && !isCompelledMove(s, a.figure, a.ability, a.to, compelled)) {
    return ruleRejection(LIMIT_ERRORS.MUST_FLEE, compelled === 'afraid' ? 'Flee as far from the Fear as this move can go.' : 'Go as near the place as this move can.',
      compelled === 'afraid' ? 'GG-ABL-27' : 'GG-ABL-47');
  }
  return null;
}

export const move: CommandSpec<GgSys, GgOptions> = defineCommand<MoveArgs, GgSys, GgOptions>({
  args: moveArgs,
  actingFigure: (a) => a.figure,
  validate: moveRejection,
  resolve: moveResolution(moveRejection, false),
});

function simpleAction(what: string, ruleId: string, check: (s: S, id: string) => string | null, condition: string) {
  return defineCommand<Fig, GgSys, GgOptions>({
    args: fig,
    actingFigure: (a) => a.figure,
    validate: (s, a) => {
      const why = check(s, a.figure);
      return ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other') ?? (why ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, why, ruleId) : null);
    },
    resolve: function* (s0, a) {
      const list = (yield EVENT_LIST) as Events;
      let s = putOn(list, s0, actionDraft(a.figure, what));
      s = putOn(list, s, kernelEvent('table.condition.removed', { figure: a.figure, condition, reason: 'rule' }, { ruleIds: [ruleId] }));
      return folded(yield* finishActionOn(list, s));
    },
  });
}

export const stand = simpleAction('stand up', 'GG-ACT-01', (s, id) => (isProne(s, id) ? null : 'Only a prone character stands up.'), 'prone');
export const recover = simpleAction('recover', 'GG-ACT-01',
  (s, id) => (hasCondition(s.figures[id]!, 'disorientated') ? null : 'Only a disorientated character recovers.'), 'disorientated');

/** Removed by a recovery roll: 3+ one, 9+ two, adding a defence Level (GG-ACT-01). */
export function recoveryAmount(roll: number, defence: number): number {
  const total = roll + defence;
  return total >= 9 ? 2 : total >= 3 ? 1 : 0;
}

/** A recovery roll (GG-ACT-01) for a Hero Point (GG-PLAY-260): it went the PC's way when it takes off all there is, up to 2. */
const recovering = (owed: number, defence: number): HeroJudge<number> => ({
  ok: (f) => recoveryAmount(f, defence) >= Math.min(owed, 2), score: (f) => recoveryAmount(f, defence),
});

export const resistHindrance = defineCommand<Fig, GgSys, GgOptions>({
  args: fig,
  actingFigure: (a) => a.figure,
  validate: (s, a) => ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other')
    ?? (statusOf(s, a.figure).hindrance > 0 ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'No Hindrance to resist.', 'GG-ACT-01')),
  resolve: function* (s0, a) {
    const list = (yield EVENT_LIST) as Events;
    let s = putOn(list, s0, actionDraft(a.figure, 'resist hindrance'));
    // Hindrance Defence that applies and Escape, at their Levels now (GG-ACT-01, GG-ABL-25, GG-PLAY-186).
    const { bonus: defence, added } = recoveryBonus(s, a.figure, 'resist-hindrance');
    let r = yield* roll(d10, 'resist hindrance');
    // A Hero Point on a roll that did not take off all it could (GG-DICE-06, GG-PLAY-260).
    if (heroAsked(s, a.figure, null)) ({ r, s } = yield* heroAgain(s, d10, r, 'resist hindrance', a.figure, null, recovering(statusOf(s, a.figure).hindrance, defence)));
    const removed = Math.min(statusOf(s, a.figure).hindrance, recoveryAmount(r, defence));
    s = putOn(list, s, { type: 'gg.hindered', data: { target: a.figure, points: -removed, hindrance: statusOf(s, a.figure).hindrance - removed, roll: r, defence }, ruleIds: ['GG-ACT-01'] });
    const used = disablingAdders(s, a.figure, 'resist-hindrance');
    if (used.length > 0) s = yield* addedRisks(s, a.figure, used.filter((k) => added.includes(k)));
    return folded(yield* finishActionOn(list, s));
  },
});

const drainArgs = z.object({ figure: z.string(), ability: z.string() }).strict();
export const recoverDrained = defineCommand<z.infer<typeof drainArgs>, GgSys, GgOptions>({
  args: drainArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other')
    ?? ((statusOf(s, a.figure).drained[a.ability] ?? 0) > 0 ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'That ability is not drained.', 'GG-ACT-01')),
  resolve: function* (s0, a) {
    const list = (yield EVENT_LIST) as Events;
    let s = putOn(list, s0, actionDraft(a.figure, 'recover drained'));
    // Drain Defence that applies to what drained it, at its Level now (GG-ACT-01, GG-PLAY-186).
    const { bonus: defence, added } = recoveryBonus(s, a.figure, 'recover-drained', a.ability);
    let r = yield* roll(d10, 'recover drained');
    if (heroAsked(s, a.figure, null)) {
      ({ r, s } = yield* heroAgain(s, d10, r, 'recover drained', a.figure, null, recovering(statusOf(s, a.figure).drained[a.ability] ?? 0, defence)));
    }
    const now = statusOf(s, a.figure).drained[a.ability] ?? 0;
    const back = Math.min(now, recoveryAmount(r, defence));
    s = putOn(list, s, { type: 'gg.drained', data: { target: a.figure, ability: a.ability, levels: -back, drained: now - back, roll: r, defence }, ruleIds: ['GG-ACT-01'] });
    const used = disablingAdders(s, a.figure, 'recover-drained');
    if (used.length > 0) s = yield* addedRisks(s, a.figure, used.filter((k) => added.includes(k)));
    return folded(yield* finishActionOn(list, s));
  },
});

const targetArgs = z.object({ figure: z.string(), target: z.string() }).strict();
export const stopInactive = defineCommand<z.infer<typeof targetArgs>, GgSys, GgOptions>({
  args: targetArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other');
    if (turn) return turn;
    if (s.sys.stopUsed) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Once per Character Turn.', 'GG-ACT-01');
    const t = s.figures[a.target];
    if (!t) return reject('UNKNOWN_FIGURE');
    const st = statusOf(s, a.target);
    if (t.side === s.figures[a.figure]!.side || !st.out || st.outOfPlay) {
      return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only an inactive opponent can be stopped.', 'GG-ACT-01');
    }
    return null;
  },
  resolve: function* (s0, a) {
    const list = (yield EVENT_LIST) as Events;
    let s = putOn(list, s0, actionDraft(a.figure, 'stop inactive opponent', { stop: true }));
    s = putOn(list, s, { type: 'gg.stopped', data: { figure: a.figure, target: a.target }, ruleIds: ['GG-ACT-01'] });
    return folded(yield* finishActionOn(list, s));
  },
});

const delayArgs = z.object({ figure: z.string(), after: z.string() }).strict();
export const delay = defineCommand<z.infer<typeof delayArgs>, GgSys, GgOptions>({
  args: delayArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other');
    if (turn) return turn;
    if (s.sys.delayed.includes(a.figure)) return ruleRejection(GG_ERRORS.ALREADY_DELAYED, 'A character delays once per Full Turn.', 'GG-INIT-02');
    if (s.sys.actionsLeft < 2 || s.sys.targeted) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Delay before acting.', 'GG-INIT-02');
    const at = s.sys.order.indexOf(a.after);
    if (at <= s.sys.index) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Delay to a later point in the order.', 'GG-INIT-02');
    return null;
  },
  resolve: function* (s0, a) {
    const rest = s0.sys.order.filter((id) => id !== a.figure);
    const at = rest.indexOf(a.after);
    const order = [...rest.slice(0, at + 1), a.figure, ...rest.slice(at + 1)];
    const list = (yield EVENT_LIST) as Events;
    let s = putOn(list, s0, { type: 'gg.delayed', data: { figure: a.figure, after: a.after, order }, ruleIds: ['GG-INIT-02'] });
    s = putOn(list, s, { type: 'gg.turn.ended', data: { figure: a.figure, reason: 'delayed' }, ruleIds: ['GG-INIT-02'] });
    return folded(yield* beginTurn(list, s, s0.sys.index));
  },
});

export const endTurnCommand = defineCommand<Fig, GgSys, GgOptions>({
  args: fig,
  actingFigure: (a) => a.figure,
  // Even a character put out of action on its own turn (by the GM, say) can pass it on.
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure, { action: false });
    if (turn?.code === GG_ERRORS.OUT_OF_ACTION) return null;
    // Fear and Desire demand their move before the turn may end (GG-ABL-27, GG-ABL-47), when it may be made:
    // not under a condition that bars moving at all (Mesmerised, Possessing, a Desire arrived).
    return turn ?? (s.sys.actionsLeft > 0 && fleeOwed(s, a.figure) ? actionBan(s, a.figure, 'other') : null);
  },
  resolve: function* (s, a) {
    return folded(yield* endTurn((yield EVENT_LIST) as Events, s, `${a.figure} ends the turn`));
  },
});

export const declineFollowUp = defineCommand<Fig, GgSys, GgOptions>({
  args: fig,
  actingFigure: (a) => a.figure,
  validate: (s, a) => ownTurn(s, a.figure, { action: false })
    ?? (s.sys.followUp?.figure === a.figure ? null : ruleRejection(GG_ERRORS.NO_FOLLOW_UP, 'No follow-up is waiting.', 'GG-ATK-08')),
  resolve: function* (s0) {
    const list = (yield EVENT_LIST) as Events;
    const s = putOn(list, s0, { type: 'gg.follow-up', data: { followUp: null }, ruleIds: ['GG-ATK-08'] });
    return folded(yield* finishActionOn(list, s));
  },
});

const reloadArgs = z.object({ figure: z.string(), ability: z.string() }).strict();
/** Reloading an ability with Shots takes its actions, all in one turn (GG-MOD-58; ruling GG-PLAY-21). */
export const reload = defineCommand<z.infer<typeof reloadArgs>, GgSys, GgOptions>({
  args: reloadArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other');
    if (turn) return turn;
    const ability = profile(s, a.figure).abilities.find((x) => x.key === a.ability);
    if (ability?.uses?.load == null) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only an ability with Shots reloads.', 'GG-MOD-58');
    const held = focusBan(s, a.figure, ability);
    if (held) return held;
    const st = statusOf(s, a.figure);
    if (outOfUses(st, ability) === 'GG-MOD-40') return ruleRejection(GG_ERRORS.NO_USES_LEFT, 'Its Limited Ammo is spent for this scene: no reload gives it back.', 'GG-MOD-40');
    if ((st.used[a.ability] ?? 0) === 0) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'It is fully loaded.', 'GG-MOD-58');
    if (s.sys.actionsLeft < ability.uses.reloadActions) return reject('NO_ACTIONS_LEFT', `Reloading takes ${ability.uses.reloadActions} actions.`, { ruleId: 'GG-MOD-58' });
    return null;
  },
  resolve: function* (s0, a) {
    const ability = profile(s0, a.figure).abilities.find((x) => x.key === a.ability)!;
    let s = s0;
    for (let i = 0; i < ability.uses!.reloadActions; i++) s = yield* spendAction(s, a.figure, 'reload');
    s = yield* put(s, { type: 'gg.used', data: { figure: a.figure, ability: a.ability, used: 0, reloaded: true }, ruleIds: ['GG-MOD-58'] });
    return folded(yield* finishAction(s));
  },
});

/**
 * Conditions with their own action (stand up, recover, reactivate) or that pass by themselves
 * (Stunned): never resisted, so never offered to be (legal.ts).
 */
export const OWN_ACTION: ReadonlySet<string> = new Set(['prone', 'disorientated', 'stunned', 'out-of-action']);
const resistArgs = z.object({ figure: z.string(), condition: z.string() }).strict();

/**
 * The number a figure needs to throw off a condition: its defence vs the Level, or 9+, whichever is
 * better (GG-ACT-01, seed L469). The defence is the ability used and the condition's Level resists
 * it (GG-DICE-01, seed L431): Level − defence + 5, so a strong condition is hard to throw off.
 */
export function resistTarget(s: S, id: string, condition: { data?: unknown }): number {
  const d = (condition.data ?? {}) as { level?: number };
  const source = conditionSource(s, condition);
  if (!source || d.level === undefined) return 9;
  const resist = protectionAgainst(s, id, source);
  // Escape adds its Level now to breaking out of a Trap (GG-ABL-25, GG-PLAY-186).
  const escape = source.specials.includes('trap') ? recoveryBonus(s, id, 'escape-trap').bonus : 0;
  return resist === 'immune' ? 1 : Math.min(9, d.level - resist + 5) - escape;
}

/** The ability that put a condition on, on its user's profile now, or undefined. */
function conditionSource(s: S, condition: { data?: unknown }): AbilityProfile | undefined {
  const d = (condition.data ?? {}) as { from?: string; ability?: string };
  return d.from && s.figures[d.from] ? profile(s, d.from).abilities.find((x) => x.key === d.ability) : undefined;
}

/**
 * The defence a resist roll was made with rolls its Disabling (GG-PLAY-140): one whose Level set the
 * number, not the 9+ it was no better than (resistTarget), nor an Immunity.
 */
function* resistedWith(s: S, id: string, condition: { data?: unknown }): P {
  const source = conditionSource(s, condition);
  const level = ((condition.data ?? {}) as { level?: number }).level;
  const resist = source && level !== undefined ? protectionAgainst(s, id, source) : 'immune';
  return resist !== 'immune' && level! - resist + 5 <= 9 ? yield* resistRisks(s, id, source!) : s;
}

/** The Escapes with Disabling a roll to break out of a Trap added (resistTarget) roll it (GG-PLAY-178): not against an Immunity's 1+. */
function* escapedWith(s: S, id: string, condition: { data?: unknown }, used: readonly string[]): P {
  const source = conditionSource(s, condition);
  const level = ((condition.data ?? {}) as { level?: number }).level;
  const added = source?.specials.includes('trap') === true && level !== undefined && protectionAgainst(s, id, source) !== 'immune';
  const now = recoveryBonus(s, id, 'escape-trap').added;
  return added ? yield* addedRisks(s, id, used.filter((k) => now.includes(k))) : s;
}

export const resist = defineCommand<z.infer<typeof resistArgs>, GgSys, GgOptions>({
  args: resistArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'resist', a.condition);
    if (turn) return turn;
    if (OWN_ACTION.has(a.condition) || !hasCondition(s.figures[a.figure]!, a.condition)) {
      return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Nothing of that kind to resist.', 'GG-ACT-01');
    }
    return resistBan(s, a.figure, a.condition);
  },
  resolve: function* (s0, a) {
    let s = yield* spendAction(s0, a.figure, 'resist');
    const condition = s.figures[a.figure]!.conditions.find((c) => c.id === a.condition)!;
    const target = resistTarget(s, a.figure, condition);
    const roller = checkRoller(target, !isMajor(s, a.figure));
    let r = yield* roll(roller, `resist ${a.condition}`);
    // Against the Level of whoever put it on (GG-PLAY-260).
    const from = imposedOf(condition)?.from ?? null;
    if (rerollAsked(s, a.figure, from)) ({ r, s } = yield* heroThenLuck(s, roller, r, `resist ${a.condition}`, a.figure, from));
    s = yield* put(s, { type: 'gg.resisted', data: { figure: a.figure, condition: a.condition, target, faces: [...r.faces], success: r.success }, ruleIds: ['GG-ACT-01'] });
    if (r.success) s = yield* put(s, kernelEvent('table.condition.removed', { figure: a.figure, condition: a.condition, reason: 'rule' }, { ruleIds: ['GG-ACT-01'] }));
    if (hasDisablingDefence(s, a.figure)) s = yield* resistedWith(s, a.figure, condition);
    const escapes = disablingAdders(s, a.figure, 'escape-trap');
    if (escapes.length > 0) s = yield* escapedWith(s, a.figure, condition, escapes);
    return folded(yield* finishAction(s));
  },
});

const healArgs = z.object({ figure: z.string(), ability: z.string(), target: z.string() }).strict();
/**
 * Heal (GG-ABL-37): Level vs the target's full hit total; a success restores a hit. Once per
 * Character Turn; healing someone else is the turn's one targeted action (GG-ACT-01). An
 * out-of-action target still has to roll to reactivate (GG-DMG-08).
 */
export const heal = defineCommand<z.infer<typeof healArgs>, GgSys, GgOptions>({
  args: healArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other');
    if (turn) return turn;
    const ability = profile(s, a.figure).abilities.find((x) => x.key === a.ability && x.heal > 0);
    if (!ability) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" does not heal.`, 'GG-ABL-37');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    if (!s.figures[a.target]) return reject('UNKNOWN_FIGURE');
    const again = a.target !== a.figure ? targetedAgain(s) : null;
    if (again) return again;
    if (s.sys.healed) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Heal works once per Character Turn.', 'GG-ABL-37');
    const band = bandCheck(ability.range, distanceBetween(s, a.figure, a.target));
    if (a.target !== a.figure && (band === 'personal' || band === 'beyond')) return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOVE-02' });
    // Healing another is using the ability on it at its distance: the healer's conditions may forbid it (limits.ts).
    const banned = a.target === a.figure
      ? personalBan(s, a.figure, ability) : usedOnBan(s, a.figure, ability, a.target, distanceBetween(s, a.figure, a.target));
    if (banned) return banned;
    const st = statusOf(s, a.target);
    return st.hits < st.maxHits ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'No hits to restore.', 'GG-ABL-37');
  },
  resolve: function* (s0, a) {
    const ability = profile(s0, a.figure).abilities.find((x) => x.key === a.ability)!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'heal', { targeted: a.target !== a.figure, healed: true }), a.figure, ability);
    s = yield* targetsElsewhere(s, a.figure, a.target);
    const st = statusOf(s, a.target);
    const roller = checkRoller(st.maxHits - effectiveLevel(s, a.figure, ability.key, ability.level) + 5, !isMajor(s, a.figure));
    let r = yield* roll(roller, 'heal');
    if (rerollAsked(s, a.figure, null)) ({ r, s } = yield* heroThenLuck(s, roller, r, 'heal', a.figure, null));
    const hits = r.success ? Math.min(st.maxHits, st.hits + ability.heal) : st.hits;
    s = yield* put(s, { type: 'gg.healed', data: { figure: a.target, by: a.figure, hits, needed: r.target, faces: [...r.faces], success: r.success }, ruleIds: ['GG-ABL-37', 'GG-DMG-08'] });
    s = yield* useCosts(s, a.figure, ability, r.faces[0]);
    return folded(yield* finishAction(s));
  },
});
