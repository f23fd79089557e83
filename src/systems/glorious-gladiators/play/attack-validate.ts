// What an attack may be and whether it is legal now: the command's arguments, the ability as this
// figure uses it, and every reason the attack is refused (attack.ts resolves a legal one).
import { z } from 'zod';
import { hasCondition, reject, ruleRejection, type Hex, type Rejection } from '../../../kernel/index.ts';
import { copiedAbilities } from './ability-hooks.ts';
import { attackDistance, bandCheck, rangeOf } from './attack-rules.ts';
import { actionBan, attackBan } from './limits.ts';
import { GG_ERRORS, ownTurn, targetedAgain } from './common.ts';
import { inAction, isMajor, profile, statusOf, type FollowUp, type GgOptions, type S } from './model.ts';
import type { AbilityProfile, FigureProfile, PushDirection } from './profile.ts';
import { isSolidMelee } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { lineOfSight, positionOf } from './space.ts';
import { brokenBan } from './modifier-rules.ts';
import { autofireProblem, linkedProblem, mayFollowWith } from './extra-attacks.ts';
import { flexChoiceSchema } from './flexible.ts';
import { flexRejection, withFlex } from './flex-command.ts';
import { usesLeft } from './ammo.ts';
import { ammoRejection, spentRejection } from './use-costs.ts';
import { lethalRejection } from './lethal.ts';
import { withoutRejection } from './without-rejection.ts';
import { standOffRejection } from './stand-off.ts';
import { attachedUse, isAttached } from './attached-area.ts';

export const attackArgs = z.object({
  figure: z.string(), ability: z.string(), target: z.string(),
  /** Burnout (GG-MOD-08): use it 4 Levels above normal, risking it for the scene. */
  boost: z.boolean().optional(),
  /** Optional Lethal (GG-MOD-38): whether this use is Lethal; unsaid, it is not (GG-PLAY-78). */
  lethal: z.boolean().optional(),
  /** A Forced Move built "chosen" (GG-ABL-30): the way it sends the target this time; unsaid, away (GG-PLAY-90). */
  direction: z.enum(['away', 'toward', 'up', 'down']).optional(),
  /** Let go of a grab with this attack, so a Solid attack on the grabbed has no Penalty (GG-ABL-36). */
  release: z.boolean().optional(),
  /** Autofire (GG-MOD-05): the further targets of this action, in order (the same one may come again). */
  more: z.array(z.string()).max(2).optional(),
  /** Linked Ability (GG-MOD-41): use the abilities linked with it on the same target in the same action. */
  linked: z.boolean().optional(),
  /** Flexible (GG-MOD-20..25): the Range, Target, Duration, Type or ability it is used with this time (and after). */
  flex: flexChoiceSchema.optional(),
  /** Super Strength (GG-ABL-63, GG-PLAY-12): aim this Solid Melee attack with Accuracy, giving up its Knockback; unsaid, Knockback. */
  accuracy: z.boolean().optional(),
}).strict();
export type AttackArgs = z.infer<typeof attackArgs>;

/**
 * The attack as used by this figure: Super Strength gives Solid Melee attacks Knockback unless
 * Accuracy aims them (GG-ABL-63, GG-PLAY-12); `accuracy` asks for the attack aimed with Accuracy.
 */
export function attackAbility(s: S, figure: string, key: string, accuracy = false): AbilityProfile | undefined {
  const a = abilityAs(s, figure, profile(s, figure), statusOf(s, figure).disarmed, key);
  return accuracy && a?.unaimed ? profileAbility(s, figure, key) : a;
}

/**
 * Why the figure has no attack by this key: it is out of the Super Form the attack needs (GG-ADV-46)
 * or on the Mount left behind (GG-MOD-44), its Focus was knocked away, and the abilities using it
 * cannot be used until it is regained (GG-ATK-09), or it has none (GG-ATK-07).
 */
export function noSuchAttack(s: S, figure: string, key: string): Rejection {
  const without = withoutRejection(s, figure, key, GG_ERRORS.NOT_AN_ATTACK);
  if (without) return without;
  return statusOf(s, figure).disarmed.includes(key)
    ? ruleRejection(GG_ERRORS.NOT_AN_ATTACK, `"${key}" was knocked away: it cannot be used until it is regained.`, 'GG-ATK-09')
    : ruleRejection(GG_ERRORS.NOT_AN_ATTACK, `"${key}" is not an attack this character has.`, 'GG-ATK-07');
}

/** The ability as the figure's profile has it, without Super Strength's Knockback. */
function profileAbility(s: S, figure: string, key: string): AbilityProfile | undefined {
  for (const x of profileIndex(profile(s, figure)).attacks) if (x.key === key) return x;
  return key.startsWith('copy:') ? copiedAbilities(s, figure).find((x) => x.key === key) : undefined;
}

/** attackAbility with the figure's profile and disarmed abilities already looked up. */
function abilityAs(s: S, figure: string, p: FigureProfile, disarmed: readonly string[], key: string): AbilityProfile | undefined {
  if (disarmed.length > 0 && disarmed.includes(key)) return undefined;
  let a: AbilityProfile | undefined;
  for (const x of profileIndex(p).attacks) {
    if (x.key === key) {
      a = x;
      break;
    }
  }
  if (!a && key.startsWith('copy:')) a = copiedAbilities(s, figure).find((x) => x.key === key);
  if (a && knocksBack(p, a)) return strong(a);
  return a;
}

/**
 * Whether Super Strength gives this attack Knockback (GG-ABL-63): a Solid Melee attack with none of
 * its own, except a Grab, whose hold Knockback would end at once (GG-PLAY-111).
 */
function knocksBack(p: FigureProfile, a: AbilityProfile): boolean {
  return p.strength !== null && isSolidMelee(a) && !a.push && !a.specials.includes('grab');
}

/** A blow made out of a `gg.attack` (a Quick strike, a Riposte) as made: Knockback unless aimed with Accuracy (GG-PLAY-112). */
export function reactionAbility(s: S, figure: string, a: AbilityProfile, aimed: boolean): AbilityProfile {
  return !aimed && knocksBack(profile(s, figure), a) ? strong(a) : a;
}

const strengthened = new WeakMap<AbilityProfile, AbilityProfile>();
/** A Solid Melee attack with Super Strength's Knockback, so without Accuracy, made once per ability (every attack and offer asks). */
function strong(a: AbilityProfile): AbilityProfile {
  let out = strengthened.get(a);
  if (!out) {
    out = { ...a, push: { push: 'knockback', hexes: 4, perBoost: 4 }, unaimed: true };
    strengthened.set(a, out);
  }
  return out;
}

/** Why this attack is illegal now, or null (GG-ACT-01, GG-ATK-06, GG-ATK-08, GG-MOVE-02, GG-SIT-03). */
export function validateAttack(s: S, a: AttackArgs, options: GgOptions): Rejection | null {
  if (a.flex) {
    // A Flexible choice made with the attack: the attack is checked as made with it (flex-command.ts).
    const { flex: choice, ...rest } = a;
    return flexRejection(s, a.figure, a.ability, choice) ?? validateAttack(withFlex(s, a.figure, a.ability, choice), rest, options);
  }
  return attackerRejection(s, a.figure) ?? checkAttack(s, a, options, attackerFacts(s, a.figure));
}

/**
 * Why this figure may make no attack at all now (its turn, its actions, a condition's ban), or null:
 * validateAttack's first check, the same for every attack it might make in this state.
 */
export function attackerRejection(s: S, figure: string): Rejection | null {
  const follow = s.sys.followUp;
  const isFollow = follow !== null && follow.figure === figure;
  return ownTurn(s, figure, { action: !isFollow }) ?? actionBan(s, figure, 'attack');
}

/**
 * What validateAttack's later checks ask of the attacker alone, looked up once for all the attacks
 * it might make in one state (the bot weighs every ability at every enemy). Only for a figure
 * attackerRejection passes.
 */
export interface AttackerFacts {
  readonly figure: string;
  /** The follow-up it is making, or null. */
  readonly follow: FollowUp | null;
  readonly profile: FigureProfile;
  readonly disarmed: readonly string[];
  readonly coward: boolean;
  readonly major: boolean;
  readonly from: Hex | null;
  /** How far its attacks reach each target asked about, when remembered (the state does not change). */
  readonly reach: Map<string, number | null> | null;
}

/** The attacker's facts in this state; `remember` keeps its reach to each target for the next attack. */
export function attackerFacts(s: S, figure: string, remember = false): AttackerFacts {
  const follow = s.sys.followUp;
  return {
    figure, follow: follow !== null && follow.figure === figure ? follow : null,
    profile: profile(s, figure), disarmed: statusOf(s, figure).disarmed, coward: hasCondition(s.figures[figure]!, 'coward'),
    major: isMajor(s, figure), from: positionOf(s, figure), reach: remember ? new Map() : null,
  };
}

/** What an attack's use asks, however it is aimed (a figure, or a hex for an Area, GG-PLAY-206). */
interface UseAsked {
  readonly figure: string; readonly boost?: boolean | undefined; readonly lethal?: boolean | undefined;
  readonly direction?: string | undefined; readonly accuracy?: boolean | undefined;
}

/**
 * Why this ability may not be used for this attack now, whatever it is aimed at: spent, or barred by
 * a Movement without Stand-Off; cowardice; the choices asked of this use (Burnout, Optional Lethal, a
 * chosen direction, Accuracy); the actions it takes (none more for a follow-up); its uses left.
 */
export function attackUseRejection(
  s: S, a: UseAsked, ability: AbilityProfile, p: FigureProfile, coward: boolean, isFollow: boolean,
): Rejection | null {
  const spent = spentRejection(s, a.figure, ability) ?? standOffRejection(s, a.figure, ability, p);
  if (spent) return spent;
  if (coward) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Cowardice has taken hold: it only moves away.', 'GG-DIS-12');
  if (a.boost && !ability.mods.burnout) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only a Burnout ability is used boosted.', 'GG-MOD-08');
  if (a.lethal !== undefined && !ability.mods.optionalLethal) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only an Optional Lethal ability is chosen Lethal or not on use.', 'GG-MOD-38');
  if (a.direction !== undefined && ability.push?.direction !== 'chosen') {
    return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only a Forced Move built with a chosen direction is given one on use.', 'GG-ABL-30');
  }
  if (a.accuracy !== undefined && !(ability.unaimed && (p.toHit['direct'] ?? 0) > 0)) {
    return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only a Solid Melee attack with Super Strength, by one with Accuracy, is aimed with Accuracy or not.', 'GG-ABL-63');
  }
  if (!isFollow && s.sys.actionsLeft < ability.actionsToUse) {
    return reject('NO_ACTIONS_LEFT', `${ability.name} takes ${ability.actionsToUse} actions.`, { ruleId: 'GG-MOD-59' });
  }
  return ability.uses ? ammoRejection(statusOf(s, a.figure), ability) : null;
}

/**
 * validateAttack's checks after attackerRejection's, in its order, for an attack without a Flexible
 * choice by the figure of `at` in the state they were looked up in.
 */
export function checkAttack(s: S, a: AttackArgs, options: GgOptions, at: AttackerFacts): Rejection | null {
  const follow = at.follow;
  const isFollow = follow !== null;
  const ability = abilityAs(s, a.figure, at.profile, at.disarmed, a.ability);
  if (!ability) return noSuchAttack(s, a.figure, a.ability);
  const use = attackUseRejection(s, a, ability, at.profile, at.coward, isFollow);
  if (use) return use;
  // Each Autofire attack is a use of its Shots or Limited Ammo (GG-PLAY-100): no more attacks than uses left.
  if (a.more && a.more.length > 0 && ability.uses && usesLeft(statusOf(s, a.figure), ability) < 1 + a.more.length) {
    return ruleRejection(GG_ERRORS.NO_USES_LEFT, `${ability.name} has ${usesLeft(statusOf(s, a.figure), ability)} uses left before it must be reloaded or is spent.`, 'GG-PLAY-100');
  }
  if (!s.figures[a.target]) return reject('UNKNOWN_FIGURE');
  // A Personal Area is aimed at its user's own hex, every other attack at someone else (GG-MOD-46).
  const own = ability.range === null;
  if (own !== (a.target === a.figure)) {
    return ruleRejection(GG_ERRORS.NOT_APPLICABLE, own ? 'A Personal Area is a Burst on its user\'s own hex: aim it at yourself.' : 'Attacks target someone else.', own ? 'GG-MOD-46' : 'GG-ATK-01');
  }
  if (isFollow) {
    if (!mayFollowWith(ability, follow, at.profile)) {
      const why = follow.strength ? 'A Super Strength chain goes on with Super Strength only.' : 'A follow-up uses a different ability, one with another Level.';
      return ruleRejection(GG_ERRORS.NO_FOLLOW_UP, why, 'GG-ATK-08');
    }
    if (a.target !== follow.target && inAction(s, follow.target)) {
      return ruleRejection(GG_ERRORS.NO_FOLLOW_UP, 'A follow-up attacks the same target while it is in action.', 'GG-ATK-08');
    }
  } else {
    const again = targetedAgain(s);
    if (again) return again;
  }
  if (statusOf(s, a.target).outOfPlay) return reject('ILLEGAL_ACTION', 'That character is out of play.');
  const ban = a.target === a.figure ? null : brokenBan(s, a.figure, a.target);
  if (ban) return ruleRejection(GG_ERRORS.BANNED, `${ban[1]} forbids it (${ban[0].replace(/-/g, ' ')}).`, ban[2]);
  // A Lethal use only on a target its variant allows (GG-PLAY-88).
  const unfit = ability.mods.lethalOn === 'any' || a.target === a.figure ? null : lethalRejection(s, ability, a.target, a.lethal === true);
  if (unfit) return unfit;
  if (hasCondition(s.figures[a.target]!, 'hidden') && ability.targeting.method !== 'area') {
    return ruleRejection(GG_ERRORS.HIDDEN, 'A hidden character cannot be targeted; spot it first or cover its hex with an Area.', 'GG-SIT-04');
  }
  const reach = reachOf(s, at, a.target);
  const band = bandCheck(rangeOf(s, a.figure, ability), reach);
  if (band === 'personal' && !own) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'A Personal ability affects only its user.', 'GG-MOVE-02');
  if (band === 'beyond') return reject('TARGET_OUT_OF_RANGE', 'Beyond twice the range band.', { ruleId: 'GG-MOVE-02' });
  const barred = attackBan(s, a.figure, ability, a.target, reach);
  if (barred) return barred;
  const from = at.from;
  const to = positionOf(s, a.target);
  // A Bullet may be shot through walls; whether it gets through is rolled (GG-MOD-07, bullet.ts).
  const through = ability.mods.ignoresWalls || ability.mods.bullet;
  if (from && to && !through && !lineOfSight(s, from, to)) return ruleRejection(GG_ERRORS.NO_LINE_OF_SIGHT, 'A wall blocks the line of sight.', 'GG-SIT-03');
  const limit = options.minorTargetLimit;
  if (limit > 0 && !at.major && isMajor(s, a.target)) {
    const already = s.sys.minorAttackers[a.target] ?? [];
    if (!already.includes(a.figure) && already.length >= limit) {
      return ruleRejection(GG_ERRORS.TOO_MANY_MINORS, `At most ${limit} minor characters may target one major character a turn.`, 'GG-ATK-06');
    }
  }
  // Autofire's further targets must each be a legal target of this attack (GG-MOD-05). The checks
  // are made only when asked for: every legal attack passes here, and a named function made per
  // call costs a rename under tsx (docs/kernel.md).
  const burst = a.more
    ? autofireProblem(ability, a.more, (target) => checkAttack(s, { figure: a.figure, ability: a.ability, target }, options, at))
    : null;
  if (burst || !a.linked) return burst;
  return linkedProblem(at.profile, ability,
    (key) => checkAttack(s, { figure: a.figure, ability: key, target: a.target }, options, at));
}

/** attackDistance, remembered per target when the facts keep it. */
function reachOf(s: S, at: AttackerFacts, target: string): number | null {
  if (!at.reach) return attackDistance(s, at.figure, target);
  let d = at.reach.get(target);
  if (d === undefined) {
    d = attackDistance(s, at.figure, target);
    at.reach.set(target, d);
  }
  return d;
}

/**
 * An attack aimed at another figure's hex from here: within twice its range band (GG-MOVE-02) and,
 * unless it ignores walls, in sight (GG-SIT-03). Shared by attacks on a figure, a Focus and a trap.
 */
export function aimRejection(s: S, figure: string, target: string, ability: AbilityProfile, reach: number | null): Rejection | null {
  const band = bandCheck(rangeOf(s, figure, ability), reach);
  if (band === 'personal' || band === 'beyond') {
    // The code Focus and trap attacks always gave; the words say which of the two it is.
    const why = band === 'personal' ? 'A Personal ability affects only its user.' : 'Beyond twice the range band.';
    return reject('TARGET_OUT_OF_RANGE', why, { ruleId: 'GG-MOVE-02' });
  }
  const from = positionOf(s, figure);
  const to = positionOf(s, target);
  if (from && to && !ability.mods.ignoresWalls && !lineOfSight(s, from, to)) return ruleRejection(GG_ERRORS.NO_LINE_OF_SIGHT, 'A wall blocks the line of sight.', 'GG-SIT-03');
  return null;
}

/** What this use asks of the ability, whatever it is aimed at. */
interface UseSaid {
  readonly figure: string; readonly boost?: boolean | undefined; readonly lethal?: boolean | undefined;
  readonly direction?: Exclude<PushDirection, 'chosen'> | undefined;
}

/**
 * The ability as this use makes it: Burnout 4 Levels above normal (GG-MOD-08), an Optional Lethal use
 * Lethal when its user says so (GG-MOD-38), a chosen Forced Move the direction said (GG-PLAY-90), an
 * Attached Area with its user's Move (GG-PLAY-91).
 */
export function usedAs(s: S, a: UseSaid, ability: AbilityProfile): AbilityProfile {
  const boosted = a.boost || a.lethal
    ? { ...ability, level: ability.level + (a.boost ? 4 : 0), lethal: ability.lethal || a.lethal === true } : ability;
  const aimed = a.direction && boosted.push ? { ...boosted, push: { ...boosted.push, direction: a.direction } } : boosted;
  return isAttached(aimed) ? attachedUse(s, a.figure, aimed) : aimed;
}
