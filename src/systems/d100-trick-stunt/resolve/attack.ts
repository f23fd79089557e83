import { chooseRequest, rollRequest, type ChooseRequest, type PromptOption, type RollRequest } from '../../../dice/index.ts';
import {
  attackScore, hasNextAction, maimModifiers, nextActionTerm, scoreFor, succeeded, target, type CheckResult, type Modifier, type Target,
} from '../checks.ts';
import { checkRoller, passRoller } from '../dice.ts';
import {
  canDefend, combatants, grappledBy, grappling, has, isDodgeable, isHostile, mustFigure, rangeBetween, standing,
} from '../figures.ts';
import { parseDamage, diceSumRoller } from '../notation.ts';
import type { D100State } from '../model.ts';
import type { Weapon } from '../sheet.ts';
import { put, type Step, type Work } from '../work.ts';
import { wound } from './wounds.ts';

/** One attack as the rules see it: who, with what, and what is special about it. */
export interface AttackPlan {
  readonly attacker: string;
  readonly defender: string;
  readonly weapon: Weapon | null;
  readonly grapple: boolean;
  /** A parting shot: a free attack, not one of the attacker's actions ([D100-FLEE-01]). */
  readonly free: boolean;
  /** Why the target cannot defend, when it cannot ([D100-DEF-04]). */
  readonly noDefense?: { readonly reason: string; readonly ruleId: string };
  /** The GM's situational modifier ([D100-ATK-02]). */
  readonly situational: number;
}

/**
 * Ganging up ([D100-GANG-01], [D100-RULING-17]): hostile, conscious characters at close range to
 * the target, plus the attacker if it is not among them; +10 per attacker beyond the first, at
 * most +30.
 */
export function gangUp(state: D100State, attacker: string, defender: string): Modifier | null {
  const def = mustFigure(state, defender);
  let count = 0;
  let counted = false;
  for (const f of combatants(state)) {
    // A figure held in a grapple can only struggle: it does not gang up on anyone (ruling, docs/rules/d100-trick-stunt.md).
    if (f.id === defender || !isHostile(f, def) || !standing(f) || grappledBy(f) || rangeBetween(state, f.id, defender) !== 'close') continue;
    count++;
    if (f.id === attacker) counted = true;
  }
  if (!counted) count++;
  const bonus = Math.min(30, 10 * (count - 1));
  return bonus > 0 ? { label: `ganging up (${count} attackers)`, value: bonus, ruleId: 'D100-GANG-01' } : null;
}

/** Bystanders attacking either party of a grapple get +20 ([D100-GRAP-02]). */
export function grappleBystander(state: D100State, attacker: string, defender: string): Modifier | null {
  const def = mustFigure(state, defender);
  const partner = grappledBy(def)?.by ?? grappling(def);
  return partner !== undefined && partner !== attacker ? { label: 'target in a grapple', value: 20, ruleId: 'D100-GRAP-02' } : null;
}

/** Everything that adds to the attack roll's target ([D100-DICE-03]). */
export function attackTarget(state: D100State, plan: AttackPlan) {
  const att = mustFigure(state, plan.attacker);
  const ranged = plan.weapon !== null && plan.weapon.kind !== 'melee';
  const { score, base } = attackScore(att.sheet, ranged, state.options as never);
  const mods: Modifier[] = [];
  if (!plan.free && hasNextAction(att)) mods.push(nextActionTerm(att)[0]!);
  if (att.sheet.maims.length > 0) mods.push(...maimModifiers(att.sheet, [ranged ? 'shoot' : 'fight']));
  const gang = gangUp(state, plan.attacker, plan.defender);
  if (gang) mods.push(gang);
  const held = grappleBystander(state, plan.attacker, plan.defender);
  if (held) mods.push(held);
  if (plan.situational !== 0) mods.push({ label: 'GM situational', value: plan.situational, ruleId: 'D100-ATK-02' });
  return target(score, base, mods);
}

export type DefenseChoice = 'dodge' | 'block';

/**
 * The defenses the target may choose ([D100-DEF-01]): Dodge unless the weapon cannot be dodged
 * ([D100-DEF-02]), Block unless an unarmed target faces a weapon ([D100-DEF-03]); none when it
 * cannot defend at all ([D100-DEF-04], [D100-RULING-20]).
 */
export function defenseOptions(state: D100State, plan: AttackPlan): { options: readonly DefenseChoice[]; reason: string; ruleId: string } {
  if (plan.noDefense) return { options: NO_DEFENSE, ...plan.noDefense };
  const def = mustFigure(state, plan.defender);
  if (!canDefend(def)) return { options: NO_DEFENSE, reason: `${def.name} is out of the fight and cannot defend`, ruleId: 'D100-RULING-20' };
  const dodge = isDodgeable(plan.weapon);
  const block = plan.weapon === null || def.status.wielded !== null;
  // Shared lists, one per combination: every hit asks.
  const options = dodge ? (block ? DODGE_OR_BLOCK : DODGE_ONLY) : block ? BLOCK_ONLY : NO_DEFENSE;
  // The reason is only ever read when there is no defense: most hits need no sentence.
  const reason = options.length === 0 ? `${def.name} can neither Dodge a shot nor Block a weapon unarmed` : '';
  return { options, reason, ruleId: 'D100-DEF-04' };
}

const NO_DEFENSE: readonly DefenseChoice[] = Object.freeze([]);
const DODGE_ONLY: readonly DefenseChoice[] = Object.freeze(['dodge']);
const BLOCK_ONLY: readonly DefenseChoice[] = Object.freeze(['block']);
const DODGE_OR_BLOCK: readonly DefenseChoice[] = Object.freeze(['dodge', 'block']);

export function defenseTarget(state: D100State, defender: string, choice: DefenseChoice) {
  const def = mustFigure(state, defender);
  const { score, base } = scoreFor(def.sheet, choice)!;
  const mods: Modifier[] = [];
  if ((state.options as { tsAffectsDefense?: boolean }).tsAffectsDefense) mods.push(...nextActionTerm(def));
  if (def.sheet.maims.length > 0) mods.push(...maimModifiers(def.sheet, [choice]));
  return target(score, base, mods);
}

const weaponKind = (weapon: Weapon | null) => (weapon === null ? 'unarmed' : weapon.kind);

/**
 * An attack from the roll to the wound: melee and ranged rolls ([D100-ATK-01], [D100-ATK-02]),
 * criticals ([D100-CRIT-01]..[D100-CRIT-03]), the target's defense ([D100-DEF-01]), grappling
 * ([D100-GRAP-01]) and damage ([D100-DMG-01]). The generator only sequences the dice and the
 * defender's choice; the rules between them are plain functions (a generator object holds every
 * local of its function, and this one runs for every attack of every simulated fight).
 */
export function* resolveAttack(w: Work, plan: AttackPlan): Step {
  const t = attackTarget(w.state, plan);
  const result = (yield rollRequest(checkRoller(t.need, w.options), `${mustFigure(w.state, plan.attacker).name}'s attack`)) as CheckResult;
  logAttack(w, plan, t, result);
  if (result === 'critical-failure') {
    const rest = criticalMiss(w, plan);
    if (rest) yield* rest;
    return;
  }
  if (!succeeded(result)) return;
  const defense = defenseOf(w, plan);
  if (defense !== null) {
    const picked = defense.pick(yield defense.request);
    const avoided = (yield rollRequest(passRoller(picked.t.need, w.options), `${defense.name}'s ${picked.choice}`)) as boolean;
    logDefense(w, plan, picked, avoided);
    if (avoided) return;
  }
  if (plan.grapple) {
    put(w, 'd100.grappled', { grappler: plan.attacker, victim: plan.defender, round: w.state.round }, GRAPPLED);
    return;
  }
  const critical = result === 'critical-success';
  const dice = damageDice(w, plan, critical);
  const rolled = dice === null ? null : ((yield dice.request) as number) + dice.bonus;
  const rest = dealDamage(w, plan, critical, rolled);
  if (rest) yield* rest;
}

const GRAPPLED = ['D100-GRAP-01'];
const DODGED = ['D100-DEF-01', 'D100-DEF-02'];
const BLOCKED = ['D100-DEF-01', 'D100-DEF-03'];
const DEFENSE_PROMPT = ['D100-DEF-01'];

function logAttack(w: Work, plan: AttackPlan, t: Target, result: CheckResult): void {
  const kind = weaponKind(plan.weapon);
  const ranged = kind === 'ranged' || kind === 'thrown';
  put(w, 'd100.attacked', {
    attacker: plan.attacker, defender: plan.defender, weapon: plan.weapon?.id ?? null, weaponName: plan.weapon?.name ?? 'unarmed',
    kind, grapple: plan.grapple, free: plan.free, score: t.score, base: t.base, modifiers: t.modifiers as Modifier[], need: t.need, result,
  }, attackRules(plan, ranged, result));
}

interface DefenseOption {
  readonly choice: DefenseChoice;
  readonly t: Target;
}

/**
 * The defender's question and the targets behind its options. A class, not an object of closures:
 * one is made for every hit of every simulated fight.
 */
class DefenseQuestion {
  constructor(readonly request: ChooseRequest, readonly name: string, private readonly targets: readonly DefenseOption[]) {}

  /** The option answered, or the first when the answer is none of them. */
  pick(answer: unknown): DefenseOption {
    for (const x of this.targets) if (x.choice === answer) return x;
    return this.targets[0]!;
  }
}

/** The defender's question, or null (logged) when it cannot defend ([D100-DEF-01]..[D100-DEF-04]). */
function defenseOf(w: Work, plan: AttackPlan): DefenseQuestion | null {
  const defense = defenseOptions(w.state, plan);
  const choices = defense.options;
  if (choices.length === 0) {
    put(w, 'd100.no-defense', { defender: plan.defender, reason: defense.reason }, [defense.ruleId, 'D100-ATK-03']);
    return null;
  }
  const att = mustFigure(w.state, plan.attacker);
  const def = mustFigure(w.state, plan.defender);
  // Sized up front: one or two entries, where an empty array grown by push holds sixteen.
  const targets = new Array<DefenseOption>(choices.length);
  const options = new Array<PromptOption>(choices.length);
  for (let i = 0; i < choices.length; i++) {
    const choice = choices[i]!;
    const t = defenseTarget(w.state, plan.defender, choice);
    targets[i] = { choice, t };
    options[i] = { value: choice, label: defenseLabel(choice, t.need) };
  }
  const request = chooseRequest({
    to: plan.defender, kind: 'defense',
    message: `${att.name} hits ${def.name}${plan.grapple ? ' (a grapple)' : ''}: ${choices.length > 1 ? 'Dodge or Block?' : 'defend?'}`,
    options,
    ruleIds: DEFENSE_PROMPT,
  });
  return new DefenseQuestion(request, def.name, targets);
}

/**
 * "Dodge (45)", kept per choice and target: every hit offers one or two, and the bot reads the
 * number back out of the very same string (see bot.ts).
 */
function defenseLabel(choice: DefenseChoice, need: number): string {
  const cache = choice === 'dodge' ? dodgeLabels : blockLabels;
  let label = cache.get(need);
  if (label === undefined) {
    if (cache.size >= 10_000) cache.clear();
    label = `${choice === 'dodge' ? 'Dodge' : 'Block'} (${need})`;
    cache.set(need, label);
  }
  return label;
}

const dodgeLabels = new Map<number, string>();
const blockLabels = new Map<number, string>();

function logDefense(w: Work, plan: AttackPlan, picked: DefenseOption, avoided: boolean): void {
  put(w, 'd100.defended', {
    defender: plan.defender, choice: picked.choice, score: picked.t.score, need: picked.t.need,
    modifiers: picked.t.modifiers as Modifier[], avoided,
  }, picked.choice === 'dodge' ? DODGED : BLOCKED);
}

/** The rule IDs of an attack: one shared list per combination, as every attack logs one. */
function attackRules(plan: AttackPlan, ranged: boolean, result: string): readonly string[] {
  const crit = result === 'critical-success' ? 1 : result === 'critical-failure' ? 2 : 0;
  const key = (ranged ? 1 : 0) + (plan.grapple ? 2 : 0) + (plan.free ? 4 : 0) + crit * 8;
  return (ATTACK_RULES[key] ??= Object.freeze(makeAttackRules(ranged, plan.grapple, plan.free, crit)));
}

const ATTACK_RULES: Array<readonly string[] | undefined> = new Array<readonly string[] | undefined>(24).fill(undefined);

function makeAttackRules(ranged: boolean, grapple: boolean, free: boolean, crit: number): string[] {
  const ids = [ranged ? 'D100-ATK-02' : 'D100-ATK-01', 'D100-DICE-01'];
  if (grapple) ids.push('D100-GRAP-01');
  if (free) ids.push('D100-FLEE-01');
  if (crit === 1) ids.push('D100-CRIT-01', 'D100-DICE-02');
  if (crit === 2) ids.push('D100-CRIT-02', 'D100-DICE-02');
  return ids;
}

function criticalMiss(w: Work, plan: AttackPlan): Step | null {
  const att = mustFigure(w.state, plan.attacker);
  if (w.options.gentleCriticals) {
    if (!has(att, 'fumbled')) put(w, 'd100.fumbled', { figure: plan.attacker }, ['D100-CRIT-03']);
    return null;
  }
  if (plan.weapon !== null) {
    put(w, 'd100.weapon-broken', { figure: plan.attacker, weapon: plan.weapon.id }, ['D100-CRIT-02']);
    return null;
  }
  put(w, 'd100.self-hit', { figure: plan.attacker }, ['D100-CRIT-02', 'D100-UNARM-01']);
  return wound(w, plan.attacker, { cause: 'own unarmed blow', dice: null, power: att.sheet.power, critical: null, damage: att.sheet.power, bash: true });
}

/** The weapon's damage roll (doubled dice on a gentle critical, [D100-CRIT-03]); none unarmed. */
function damageDice(w: Work, plan: AttackPlan, critical: boolean): { request: RollRequest; bonus: number } | null {
  const weapon = plan.weapon;
  if (weapon === null) return null;
  const parsed = parseDamage(weapon.damage) ?? { count: 1, sides: 6, bonus: 0 };
  const count = critical && w.options.gentleCriticals ? parsed.count * 2 : parsed.count;
  return { request: rollRequest(diceSumRoller(count, parsed.sides), `${weapon.name} damage`), bonus: parsed.bonus };
}

/** Weapon dice plus Power ([D100-DMG-01], [D100-UNARM-01]); a critical doubles it ([D100-CRIT-01]) or its dice ([D100-CRIT-03]). */
function dealDamage(w: Work, plan: AttackPlan, critical: boolean, dice: number | null): Step | null {
  const att = mustFigure(w.state, plan.attacker);
  const weapon = plan.weapon;
  const addPower = weapon === null || weapon.kind !== 'ranged' || w.options.powerOnShots;
  const power = addPower ? att.sheet.power : 0;
  const gentle = critical && w.options.gentleCriticals;
  const base = (dice ?? 0) + power;
  const double = critical && !gentle;
  return wound(w, plan.defender, {
    cause: weapon === null ? 'unarmed' : weapon.name, dice, power, critical: critical ? (gentle ? 'dice' : 'double') : null,
    damage: double ? base * 2 : base, bash: weapon === null || weapon.bash === true,
  });
}
