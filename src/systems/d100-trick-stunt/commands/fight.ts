import { z } from 'zod';
import { rollRequest } from '../../../dice/index.ts';
import { defineCommand, reject, type Rejection } from '../../../kernel/index.ts';
import { maimModifiers, nextActionTerm, scoreFor, target as targetOf, type Modifier } from '../checks.ts';
import { D6, opposedRoller, type OpposedReading } from '../dice.ts';
import { d100Reject } from '../errors.ts';
import { combatants, figureOf, grappledBy, grappling, has, isHostile, mustFigure, rangeBetween, standing, weaponById, wieldedWeapon } from '../figures.ts';
import type { D100State, D100Sys } from '../model.ts';
import type { D100Options } from '../options.ts';
import { resolveAttack, type AttackPlan } from '../resolve/attack.ts';
import { releaseHolds, wound } from '../resolve/wounds.ts';
import { bandIndex } from '../sheet.ts';
import { put, type Step, type Work } from '../work.ts';
import { act, actionRejection, actionRejectionOnTurn } from './act.ts';
import { takenThisTurn, turnRejection } from '../turn.ts';

const id = z.string().min(1).max(40);

const attackArgs = z.object({
  attacker: id,
  target: id,
  /** A weapon the attacker carries; it must be the wielded one ([D100-READY-02]). Omitted: the wielded weapon or unarmed. */
  weapon: z.string().max(40).optional(),
  /** An unarmed grapple instead of a blow ([D100-GRAP-01]). */
  grapple: z.boolean().default(false),
  /** The GM's situational modifier ([D100-ATK-02]); players cannot set it. */
  situational: z.number().int().min(-50).max(50).default(0),
}).strict();

export type AttackArgs = z.infer<typeof attackArgs>;

/** The rules an attack must pass before any dice: range, weapon in hand, ammunition, fumbles. */
export function attackRejection(state: Parameters<typeof actionRejection>[0], a: AttackArgs) {
  const att = figureOf(state, a.attacker);
  const def = figureOf(state, a.target);
  if (!att || !def) return reject('UNKNOWN_FIGURE');
  if (a.target === a.attacker || has(def, 'dead') || has(def, 'fled')) return d100Reject('INVALID_TARGET', 'D100-ATK-03');
  const weapon = a.grapple ? null : a.weapon === undefined ? wieldedWeapon(att) : weaponById(att.sheet, a.weapon) ?? null;
  if (a.weapon !== undefined && !a.grapple) {
    if (!weapon) return reject('ILLEGAL_ACTION', `${att.name} carries no "${a.weapon}".`, { ruleId: 'D100-CHAR-01' });
    if (att.status.broken.includes(weapon.id)) return d100Reject('WEAPON_BROKEN', 'D100-CRIT-02');
    if (att.status.wielded !== weapon.id) return d100Reject('WEAPON_NOT_IN_HAND', 'D100-READY-02');
  }
  if (a.grapple && grappling(att) !== undefined) return d100Reject('ALREADY_GRAPPLING', 'D100-GRAP-01');
  if (has(att, 'fumbled')) return d100Reject('FUMBLED', 'D100-CRIT-03');
  if (weapon && (weapon.shots !== undefined || weapon.reload)) {
    const left = att.status.ammo[weapon.id] ?? weapon.shots ?? 1;
    if (left <= 0) return d100Reject('OUT_OF_SHOTS', 'D100-READY-03');
  }
  const band = rangeBetween(state, a.attacker, a.target);
  const melee = weapon === null || weapon.kind === 'melee';
  if (melee && band !== 'close') return reject('TARGET_OUT_OF_RANGE', `Melee needs close range; ${def.name} is at ${band} range.`, { ruleId: 'D100-ATK-01' });
  if (!melee && bandIndex(band) > bandIndex(weapon.range)) {
    return reject('TARGET_OUT_OF_RANGE', `The ${weapon.name} reaches ${weapon.range} range; ${def.name} is at ${band}.`, { ruleId: 'D100-ATK-02' });
  }
  return null;
}

export const attack = defineCommand<AttackArgs, D100Sys>({
  args: attackArgs,
  actingFigure: (a) => a.attacker,
  validate: (s, a, ctx) => {
    if (a.situational !== 0 && ctx.actor.kind !== 'gm') return reject('GM_ONLY', 'Only the GM sets a situational modifier.', { ruleId: 'D100-ATK-02' });
    // Turn first, then what is wrong with this attack itself, then whether it fits the turn's pair.
    return turnRejection(s, a.attacker) ?? attackRejection(s, a) ?? actionRejectionOnTurn(s, a.attacker, 'attack');
  },
  resolve: (s, a) => {
    const att = mustFigure(s, a.attacker);
    const weapon = a.grapple ? null : a.weapon === undefined ? wieldedWeapon(att) : weaponById(att.sheet, a.weapon) ?? null;
    const plan: AttackPlan = {
      attacker: a.attacker, defender: a.target, weapon, grapple: a.grapple, free: false, situational: a.situational,
    };
    return act(s, a.attacker, 'attack', a.target, resolveAttack, plan);
  },
});

const moveArgs = z.object({ figure: id, to: id, direction: z.enum(['closer', 'farther']) }).strict();
type MoveArgs = z.infer<typeof moveArgs>;

/** What is wrong with this Move itself, once it fits the turn: whom to, and whether the band can change. */
export function moveRejection(state: D100State, a: MoveArgs): Rejection | null {
  const other = figureOf(state, a.to);
  if (!other || a.to === a.figure) return d100Reject('INVALID_TARGET', 'D100-MOVE-01');
  const i = bandIndex(rangeBetween(state, a.figure, a.to));
  if ((a.direction === 'closer' && i === 0) || (a.direction === 'farther' && i === 4)) return d100Reject('CANNOT_MOVE', 'D100-RNG-01');
  return null;
}

/** One Move: one band closer or farther to one figure ([D100-MOVE-01]); a hold is let go ([D100-GRAP-03]). */
export const move = defineCommand<MoveArgs, D100Sys>({
  args: moveArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => actionRejection(s, a.figure, 'move') ?? moveRejection(s, a),
  resolve: (s, a) => act(s, a.figure, 'move', undefined, moveBody, a),
});

function moveBody(w: Work, a: MoveArgs): void {
  const from = rangeBetween(w.state, a.figure, a.to);
  const band = (['close', 'short', 'medium', 'long', 'extreme'] as const)[bandIndex(from) + (a.direction === 'closer' ? -1 : 1)]!;
  if (grappling(mustFigure(w.state, a.figure)) !== undefined) releaseHolds(w, a.figure, 'moved');
  put(w, 'd100.moved', { figure: a.figure, to: a.to, from, band }, MOVED);
}

const MOVED = ['D100-MOVE-01', 'D100-RNG-01'];

const figureArgs = z.object({ figure: id }).strict();

/**
 * Break free: the grappled figure's whole turn, from the round after it was caught; opposed
 * Strength. The grappler winning deals d6 + Power Bash with no roll to hit ([D100-GRAP-03], [D100-RULING-16]).
 */
export const breakFree = defineCommand<z.infer<typeof figureArgs>, D100Sys>({
  args: figureArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => actionRejection(s, a.figure, 'break-free') ?? breakFreeRejection(s, a.figure),
  resolve: (s, a) => act(s, a.figure, 'break-free', undefined, breakFreeRoll, a.figure, true),
});

/** A held figure tries to break free from the round after it was caught ([D100-GRAP-03]). */
export function breakFreeRejection(state: D100State, figure: string): Rejection | null {
  const held = grappledBy(mustFigure(state, figure))!;
  if (held.since >= state.round) return reject('ILLEGAL_ACTION', 'Breaking free starts the round after the grapple.', { ruleId: 'D100-GRAP-03' });
  return null;
}

function* breakFreeRoll(w: Work, figure: string): Step {
  const me = mustFigure(w.state, figure);
  const grappler = mustFigure(w.state, grappledBy(me)!.by);
  const mine = targetOf('Strength', me.sheet.strength, [...nextActionTerm(me), ...maimModifiers(me.sheet, ['fight'])]);
  const theirs = targetOf('Strength', grappler.sheet.strength, maimModifiers(grappler.sheet, ['fight']));
  const r = (yield rollRequest(opposedRoller(mine.need, theirs.need, w.options), `${me.name} breaks free`)) as OpposedReading;
  put(w, 'd100.break-free', { figure, grappler: grappler.id, need: [mine.need, theirs.need], outcome: r.outcome }, ['D100-GRAP-03', 'D100-DICE-04', 'D100-RULING-16']);
  if (r.outcome === 'win') {
    put(w, 'd100.released', { victim: figure, grappler: grappler.id, reason: 'broke free' }, ['D100-GRAP-03']);
  } else if (r.outcome === 'lose') {
    const d = (yield rollRequest(D6, 'grapple damage')) as number;
    const rest = wound(w, figure, { cause: `${grappler.name}'s hold`, dice: d, power: grappler.sheet.power, critical: null, damage: d + grappler.sheet.power, bash: true });
    if (rest) yield* rest;
  }
}

/**
 * Running away ([D100-FLEE-01], [D100-RULING-11]): opposed Agility with every opponent at close
 * range; each winner gets a parting shot that cannot be defended ([D100-DEF-04]). The runner leaves
 * unless it was stopped. Running away is the whole turn.
 */
export const flee = defineCommand<z.infer<typeof figureArgs>, D100Sys>({
  args: figureArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const st = s as never;
    const bad = actionRejection(st, a.figure, 'move');
    if (bad) return bad;
    if (takenThisTurn(st, a.figure).length > 0) return reject('ILLEGAL_ACTION', 'Running away takes the whole turn.', { ruleId: 'D100-MOVE-03' });
    return null;
  },
  resolve: (s, a) => act(s, a.figure, 'move', undefined, runAway, a.figure, true),
});

/** The running away itself: the opposed rolls, the parting shots, and leaving unless stopped. */
function* runAway(w: Work, figure: string): Step {
  const me = mustFigure(w.state, figure);
  const chasers = combatants(w.state).filter((f) => f.id !== figure && isHostile(f, me) && standing(f) && rangeBetween(w.state, f.id, figure) === 'close');
  const rolls: Array<{ opponent: string; need: [number, number]; outcome: 'win' | 'lose' | 'both-fail' }> = [];
  const shots: string[] = [];
  for (const c of chasers) {
    const mine = targetOf('Agility', me.sheet.agility, [...nextActionTerm(me), ...maimModifiers(me.sheet, ['flee'])]);
    const theirs = targetOf('Agility', c.sheet.agility, maimModifiers(c.sheet, ['flee']));
    const r = (yield rollRequest(opposedRoller(mine.need, theirs.need, w.options), `${me.name} runs from ${c.name}`)) as OpposedReading;
    rolls.push({ opponent: c.id, need: [mine.need, theirs.need], outcome: r.outcome });
    if (r.outcome === 'lose') shots.push(c.id);
  }
  put(w, 'd100.flee', { figure: figure, rolls }, ['D100-FLEE-01', 'D100-MOVE-03', 'D100-RULING-11']);
  for (const shooter of shots) {
    const sh = mustFigure(w.state, shooter);
    if (!standing(mustFigure(w.state, figure)) || has(mustFigure(w.state, figure), 'dead')) break;
    yield* resolveAttack(w, {
      attacker: shooter, defender: figure, weapon: wieldedWeapon(sh), grapple: false, free: true, situational: 0,
      noDefense: { reason: 'a parting shot from behind cannot be defended', ruleId: 'D100-DEF-04' },
    });
  }
  const after = mustFigure(w.state, figure);
  if (standing(after) && !has(after, 'dead') && !grappledBy(after)) put(w, 'd100.fled', { figure: figure }, ['D100-FLEE-01']);
}

/** For tricks and stunts: the modifier ladder of the seed ([D100-TRICK-01], [D100-STUNT-01]). */
export function tsModifiers(options: D100Options, kind: 'trick' | 'stunt', description: string, used: readonly string[]): Modifier[] {
  const key = description.trim().toLowerCase();
  let repeats = 0;
  for (const d of used) if (d === key) repeats++;
  return options.repeatPenalty > 0 && repeats > 0 ? [{ label: `${kind} seen before (×${repeats})`, value: -options.repeatPenalty * repeats, ruleId: 'D100-TS-02' }] : [];
}

export { scoreFor };
