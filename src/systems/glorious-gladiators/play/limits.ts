import { hasCondition, ruleRejection, type Rejection } from '../../../kernel/index.ts';
import { conditionOn, formActive, HOLDS_STILL, imposedOf } from './conditions.ts';
import { insubstantialTypes } from './phasing.ts';
import { environmentToHit } from './environment.ts';
import { arrived, mayNotAttack, mustFlee } from './fear.ts';
import { profile, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';

// What the conditions abilities impose forbid (GG-ACT-01 and the ability entries): actions at the
// start of a turn, kinds of action, and attacks on or by their holders. Every command's validate
// and the legal actions ask these, so a condition forbids the same thing everywhere. Rulings: GG-PLAY-53.

export const LIMIT_ERRORS = {
  NO_ACTIONS: 'GG_NO_ACTIONS',
  CANNOT_MOVE: 'GG_CANNOT_MOVE',
  MUST_FLEE: 'GG_MUST_FLEE',
  FORBIDDEN_TARGET: 'GG_FORBIDDEN_TARGET',
  CANNOT_USE: 'GG_CANNOT_USE',
} as const;

/** Whether a persistent condition's holder may still spend actions resisting it (Mesmerise, Transform). */
const persistentOn = (s: S, id: string, c: string) => imposedOf(conditionOn(s, id, c))?.persistent === true;

/**
 * Actions at the start of a Character Turn (GG-ACT-01): 2, 1 when Stunned, none while stung or
 * inside a possessed body; none while mesmerised or transformed unless that is Persistent, when
 * the actions may only resist it (GG-ABL-48, GG-ABL-68).
 */
export function turnActions(s: S, id: string): { actions: number; why: string | null; ruleId: string | null } {
  const fig = s.figures[id]!;
  if (hasCondition(fig, 'possessing')) return { actions: 0, why: 'acting through the possessed body', ruleId: 'GG-ABL-51' };
  if (hasCondition(fig, 'stung')) return { actions: 0, why: 'stung', ruleId: 'GG-ABL-61' };
  for (const [c, ruleId] of [['mesmerised', 'GG-ABL-48'], ['transformed', 'GG-ABL-68']] as const) {
    if (hasCondition(fig, c) && !persistentOn(s, id, c)) return { actions: 0, why: c, ruleId };
  }
  return { actions: hasCondition(fig, 'stunned') ? 1 : 2, why: null, ruleId: null };
}

export type ActionKind = 'move' | 'attack' | 'resist' | 'activate' | 'other';

/**
 * Whether Fear's or Desire's move is owed before the turn may end (GG-ABL-27, GG-ABL-47): only while
 * moving is allowed at all, not under a condition that bars it (Mesmerised, Possessing, a Desire arrived).
 */
export function fleeOwed(s: S, id: string): boolean {
  return mustFlee(s, id) !== null && actionBan(s, id, 'move') === null;
}

/** Why a condition forbids this kind of action to this figure now, or null. `resisting` names the condition a resist aims at. */
export function actionBan(s: S, id: string, kind: ActionKind, resisting?: string): Rejection | null {
  const fig = s.figures[id];
  // Every ban below comes from a condition; most figures have none (a fast path for legal actions).
  if (!fig || fig.conditions.length === 0) return null;
  const ban = onlyResists(s, id, kind, resisting, 'stung', 'GG-ABL-61') ?? onlyResists(s, id, kind, resisting, 'mesmerised', 'GG-ABL-48')
    ?? onlyResists(s, id, kind, resisting, 'transformed', 'GG-ABL-68');
  if (ban) return ban;
  if (hasCondition(fig, 'possessing')) return ruleRejection(LIMIT_ERRORS.NO_ACTIONS, 'It acts through the body it possesses.', 'GG-ABL-51');
  if (kind === 'move') {
    for (const [c, ruleId, why] of HOLDS_STILL) {
      if (hasCondition(fig, c)) return ruleRejection(LIMIT_ERRORS.CANNOT_MOVE, why, ruleId);
    }
  }
  const compelled = mustFlee(s, id);
  // The compelled move owed is allowed (validate checks it is that move), Fear's flee even from where a
  // Desire holds it: it comes first (GG-PLAY-198).
  if (compelled && kind === 'move') return null;
  if (compelled && kind !== 'resist') {
    return ruleRejection(LIMIT_ERRORS.MUST_FLEE, compelled === 'afraid'
      ? 'Fear: first move away from its origin as fast as possible.' : 'Desire: first move towards the place as fast as possible.',
    compelled === 'afraid' ? 'GG-ABL-27' : 'GG-ABL-47');
  }
  if (kind !== 'resist' && arrived(s, id)) return ruleRejection(LIMIT_ERRORS.NO_ACTIONS, 'Desire: it stays there and does nothing useful.', 'GG-ABL-47');
  return null;
}

/**
 * A condition under which its holder may only resist it, forbidding this action, or null. At module
 * level, not a closure in actionBan: a named function made per call costs a rename under tsx.
 */
function onlyResists(s: S, id: string, kind: ActionKind, resisting: string | undefined, c: string, ruleId: string): Rejection | null {
  if (!hasCondition(s.figures[id]!, c)) return null;
  if (kind === 'resist' && resisting === c) return null;
  // A transformed user may end its own transformation (GG-ABL-68).
  if (c === 'transformed' && kind === 'activate' && imposedOf(conditionOn(s, id, c))?.from === id) return null;
  return ruleRejection(LIMIT_ERRORS.NO_ACTIONS, `While ${c} it can only resist it.`, ruleId);
}

/** Targeting methods that need the user to see the target (Vision) to aim (seed L517-534). */
const SIGHTED = new Set(['direct', 'area', 'seeking']);
/** Detection kinds that can aim an ability without sight. */
const BLIND_AIM = new Set(['radar', 'sonar', 'blind-fighting', 'magical', 'mental', 'clairvoyance']);

/** Whether a blinded figure can still aim this ability: it needs a targeting sense other than sight. */
function aimsBlind(s: S, id: string, ability: AbilityProfile): boolean {
  const sheet = s.figures[id]!.sheet as { abilities: { ability: string; options: Record<string, unknown> }[] };
  const kinds = sheet.abilities.filter((a) => a.ability === 'detection').flatMap((a) => (Array.isArray(a.options['kinds']) ? a.options['kinds'] as string[] : []));
  return kinds.some((k) => BLIND_AIM.has(k) && (k !== 'mental' || ability.types.includes('psychic')));
}

/** Why the conditions on attacker or target forbid this attack, or null. `distance` is the attack's range. */
export function attackBan(
  s: S, attacker: string, ability: AbilityProfile, target: string, distance: number | null, atFocus = false,
): Rejection | null {
  return useBan(s, attacker, ability, distance, target, target, atFocus);
}

/**
 * attackBan's checks on the user alone, for an ability aimed at a hex with no one named (an Area,
 * GG-PLAY-206; a blow at a wall; a Wall, Door, Suppress or environment placed there) or used on a
 * figure without attacking it (a Heal, Repair or switch-on for an ally, Dismiss on an ability):
 * the form it needs, a Disarm, a grab (abilities only on the grabber: `on`, the figure it is used
 * on, if any), a Trap (Direct and Area at range 1+), a Fragmented form's Solid, an Insubstantial
 * one's Types (Attacks only), blindness (abilities aimed by sight). `distance`: hexes to the point.
 */
export function pointBan(s: S, attacker: string, ability: AbilityProfile, distance: number, on?: string): Rejection | null {
  return useBan(s, attacker, ability, distance, null, on, false);
}

/**
 * What the conditions forbid of a use of an ability at `distance` (null: unknown, counted as 1):
 * the user's own limits, and, on a `target` it attacks, the target's shields and what the user may
 * not do to it. `on` is the figure the use is on (the grabber is the only one a grabbed user may
 * reach). One list, so an attack and a use at a hex refuse alike and in the same order: attackBan
 * and pointBan are this with and without a target.
 */
function useBan(
  s: S, user: string, ability: AbilityProfile, distance: number | null, target: string | null, on: string | undefined, atFocus: boolean,
): Rejection | null {
  const a = s.figures[user]!;
  if (ability.requires && !formActive(s, user, ability.requires)) return no(`Only while ${ability.requires}.`, 'GG-ABL-32', LIMIT_ERRORS.CANNOT_USE);
  // `atFocus`: a blow at the target's Focus or Item (gg.disarm), where the Disarm ability belongs.
  if (!atFocus && ability.specials.includes('disarm')) return no('Disarm aims at a Focus or Item: use gg.disarm.', 'GG-ABL-17', LIMIT_ERRORS.CANNOT_USE);
  const t = target === null ? null : s.figures[target]!;
  // Every check below needs a condition or a form; most figures have none (a fast path for the bots).
  const plain = a.conditions.length === 0 && (t === null || t.conditions.length === 0);
  if (plain && !formActive(s, user, 'fragmented') && !formActive(s, user, 'insubstantial')) return null;
  if (t && hasCondition(t, 'transformed')) return no('A transformed character is immune to attacks.', 'GG-ABL-68');
  if (t && hasCondition(t, 'possessing')) return no('It is inside the body it possesses.', 'GG-ABL-51');
  // Grabbed with no grabber (the GM's, GG-PLAY-219), nothing but itself is at range 0 from it.
  const grab = conditionOn(s, user, 'grabbed');
  if (grab && on !== imposedOf(grab)?.from) return no('A grabbed character can use abilities only at range 0: on its grabber.', 'GG-ABL-36');
  const psychic = ability.types.includes('psychic');
  if (hasCondition(a, 'trapped')) {
    const method = ability.targeting.method;
    if (!psychic && (method === 'direct' || method === 'area') && (distance ?? 1) >= 1) {
      return no('A trapped character cannot use Direct or Area abilities at range 1+ unless Psychic.', 'GG-ABL-69', LIMIT_ERRORS.CANNOT_USE);
    }
    if (ability.focus) return no('A trapped character cannot use a Focus.', 'GG-ABL-69', LIMIT_ERRORS.CANNOT_USE);
  }
  if (target !== null) {
    const shield = targetBan(s, user, target, psychic);
    if (shield) return shield;
  }
  // Only Attacks of an Insubstantial's Types (seed L125): any use on an enemy is one, elsewhere the ability says.
  const form = formBan(s, user, ability, t !== null || ability.attack);
  if (form) return form;
  if (hasCondition(a, 'blinded') && SIGHTED.has(ability.targeting.method) && !aimsBlind(s, user, ability)) {
    return no('Blinded: it cannot aim without Vision.', 'GG-ABL-44', LIMIT_ERRORS.CANNOT_USE);
  }
  if (t === null || target === null) return null;
  const immune = imposedOf(conditionOn(s, target, 'possession-immune'));
  if (immune?.from === user && ability.specials.includes('possession')) return no('Immune to this Possession for 24 hours.', 'GG-ABL-51');
  if (hasCondition(t, 'disguised') && a.side !== t.side && !disguiseSeenBy(s, target, user)) {
    return no('It looks like someone else; attack it once it gives itself away.', 'GG-ABL-06');
  }
  return null;
}

/**
 * What the user's conditions forbid of a Personal use, one on itself alone (switched on on itself; a
 * Personal Summon, Suppress or environment; a Heal, Repair, Dismiss or Duplication on itself). At R0 no
 * grab, Trap range or aim limits it (GG-PLAY-210); the form it needs, a Trap's Focus, a Fragmented
 * form's Solid and an Insubstantial one's Types, if it is an Attack, do (ruling GG-PLAY-217).
 */
export function personalBan(s: S, user: string, ability: AbilityProfile): Rejection | null {
  if (ability.requires && !formActive(s, user, ability.requires)) return no(`Only while ${ability.requires}.`, 'GG-ABL-32', LIMIT_ERRORS.CANNOT_USE);
  return focusBan(s, user, ability) ?? formBan(s, user, ability, ability.attack);
}

/** What the user's forms forbid of a use: a Fragmented one any Solid ability (GG-ABL-32), an Insubstantial one an `attack` of its Types. */
function formBan(s: S, user: string, ability: AbilityProfile, attack: boolean): Rejection | null {
  if (formActive(s, user, 'fragmented') && ability.types.includes('solid')) return no('A fragmented character cannot use Solid abilities.', 'GG-ABL-32', LIMIT_ERRORS.CANNOT_USE);
  if (attack && formActive(s, user, 'insubstantial') && insubstantialTypes(s, user).some((x) => ability.types.includes(x as never))) {
    return no('An insubstantial character cannot use Attacks of its own insubstantial Type.', 'GG-ABL-42', LIMIT_ERRORS.CANNOT_USE);
  }
  return null;
}

/** What shields an attacked target, between the user's grab and Trap and its forms: a full Trap, Fear or a Charm, a Mental Illusion. */
function targetBan(s: S, user: string, target: string, psychic: boolean): Rejection | null {
  const trap = imposedOf(conditionOn(s, target, 'trapped'));
  if (trap && !trap.partial && !psychic && trap.from !== user) {
    return no('A full Trap shields its prisoner: attack the trap (gg.attack-trap), or use a Psychic ability.', 'GG-ABL-69');
  }
  const refuse = mayNotAttack(s, user, target);
  if (refuse) return no(refuse, refuse.includes('Fear') ? 'GG-ABL-27' : 'GG-ABL-08');
  if (imposedOf(conditionOn(s, user, 'unaware'))?.subject === target) return no('It does not notice that character (Mental Illusion).', 'GG-ABL-47');
  return null;
}

/**
 * What the user's conditions forbid of an ability used on another figure (a Heal, Repair, Dismiss,
 * Duplication, Mental Illusion, Telekinesis, a switch-on): on an enemy it is an attack (attackBan);
 * on an ally only the user's own limits count (pointBan, `on` the ally). `distance`: hexes to it.
 */
export function usedOnBan(s: S, user: string, ability: AbilityProfile, target: string, distance: number | null): Rejection | null {
  if (s.figures[target]!.side === s.figures[user]!.side) return pointBan(s, user, ability, distance ?? 1, target);
  return attackBan(s, user, ability, target, distance);
}

/**
 * Why the figure may not take an action on this ability's Focus now (reload it, regain it once lost): a
 * trapped one "cannot use actions that require a Focus" (GG-ABL-69; GG-PLAY-215).
 */
export function focusBan(s: S, id: string, ability: AbilityProfile): Rejection | null {
  return ability.focus && hasCondition(s.figures[id]!, 'trapped') ? no('A trapped character cannot use a Focus.', 'GG-ABL-69', LIMIT_ERRORS.CANNOT_USE) : null;
}

/** An attack the conditions forbid (attackBan's refusals). */
function no(why: string, ruleId: string, code: string = LIMIT_ERRORS.FORBIDDEN_TARGET): Rejection {
  return ruleRejection(code, why, ruleId);
}

/** Whether an enemy has seen through a disguise: it attacked (giving itself away) or was spotted. */
function disguiseSeenBy(s: S, id: string, viewer: string): boolean {
  return imposedOf(conditionOn(s, id, 'disguised'))?.seen?.includes(viewer) === true;
}

type Note = (why: string, id: string) => void;

/** Bonuses and Penalties to hit from the abilities' conditions, beyond those GG-ATK-04 lists. */
export function conditionToHit(
  s: S, attacker: string, ability: AbilityProfile, target: string, bonus: Note, penalty: Note,
): void {
  const a = s.figures[attacker]!;
  const t = s.figures[target]!;
  const method = ability.targeting.method;
  const last = s.sys.lastAttack;
  if (a.conditions.length === 0 && t.conditions.length === 0) {
    // Only a telepathic partner's attack just before, or an environment, can count (a fast path).
    if (last && last.target === target && last.figure !== attacker && linked(s, attacker, last.figure)) bonus('right after a telepathic ally', 'GG-ABL-66');
    environmentToHit(s, attacker, ability, target, bonus, penalty);
    return;
  }
  if (hasCondition(t, 'held') && (method === 'direct' || method === 'seeking')) bonus('target held by Telekinesis', 'GG-ABL-65');
  if (hasCondition(a, 'held')) penalty('attacker held by Telekinesis', 'GG-ABL-65');
  if (hasCondition(t, 'stung') && method === 'direct') bonus('target stung', 'GG-ABL-61');
  if (hasCondition(t, 'blinded') && method !== 'indirect') bonus('target cannot see the attacker', 'GG-ATK-04');
  if (imposedOf(conditionOn(s, attacker, 'telepathic-link'))?.from === target && a.side !== t.side) penalty('telepathic link to the target', 'GG-ABL-66');
  if (last && last.target === target && last.figure !== attacker && linked(s, attacker, last.figure)) bonus('right after a telepathic ally', 'GG-ABL-66');
  const images = imposedOf(conditionOn(s, target, 'mirror-images'));
  if (images && !images.seen?.includes(attacker)) penalty('mirror images', 'GG-ABL-40');
  environmentToHit(s, attacker, ability, target, bonus, penalty);
}

/** Two allies joined by Telepathy (either put it on the other). */
function linked(s: S, x: string, y: string): boolean {
  if (s.figures[x]?.side !== s.figures[y]?.side) return false;
  return imposedOf(conditionOn(s, x, 'telepathic-link'))?.from === y || imposedOf(conditionOn(s, y, 'telepathic-link'))?.from === x;
}

/** Conditions that mark what a figure itself is doing, not something done to it. */
const NOT_RESISTED = new Set(['grabbing', 'possessing', 'possession-immune']);

/**
 * Why a figure may not spend an action resisting this condition (GG-ACT-01 resists Persistent
 * abilities): an Instant one ends at its user's next turn anyway; a Charm only once the Charmer gave
 * cause for doubt (GG-ABL-08). Grab and Trap can always be fought (GG-ABL-36, GG-ABL-25 ruling). What an
 * ally switched on on a willing figure is not resisted (GG-PLAY-152).
 */
export function resistBan(s: S, id: string, condition: string): Rejection | null {
  const im = imposedOf(conditionOn(s, id, condition));
  if (NOT_RESISTED.has(condition) || im?.from === id) {
    return ruleRejection('GG_NOT_APPLICABLE', 'Nothing to resist: it is its own doing (let go or deactivate instead).', 'GG-ACT-01');
  }
  if (!im || condition === 'grabbed' || condition === 'trapped') return null;
  // The seed resists "the listed defence ability vs the level" (L469): an Attack's, used on an unwilling target (L60).
  if (im.willing) return ruleRejection('GG_NOT_APPLICABLE', 'It was given by an ally to help: it is no attack to resist; its user may deactivate it.', 'GG-PLAY-152');
  if (!im.persistent) return ruleRejection('GG_NOT_APPLICABLE', `It ends at the start of ${s.figures[im.from]?.name ?? im.from}'s next turn; only Persistent abilities are resisted.`, 'GG-ACT-01');
  if (condition === 'charmed' && !im.doubt) return ruleRejection('GG_NOT_APPLICABLE', 'A charmed character resists only once its friend gives it cause for doubt.', 'GG-ABL-08');
  return null;
}

/** Which of a target's Dodges meets a direct to-hit: its Evasion's, its Fighting Skill's or its Light's (the profile's dodge kinds). */
export type EvadeKind = 'direct' | 'melee-and-adjacent' | 'direct-using-vision';

/**
 * The Evade a target keeps against a direct to-hit, and which Dodge gives it (the first of equals:
 * Evasion, then Fighting Skill, then Light; null for none): none while trapped (GG-ABL-69); a Giant
 * cannot use Evasion (GG-ABL-35); a Persistent Light shining from it is Dodge against attackers
 * aiming by sight (GG-ABL-44). `direct` and `melee` are the Evasion and Fighting Skill Dodges that
 * may count against this attack.
 */
export function evadeUnder(
  s: S, target: string, direct: number, melee: number, attacker: string, ability: AbilityProfile,
): { readonly level: number; readonly kind: EvadeKind | null } {
  if (hasCondition(s.figures[target]!, 'trapped')) return NO_EVADE;
  const shine = profile(s, target).dodge['direct-using-vision'] ?? 0;
  const light = shine > 0 && !aimsBlind(s, attacker, ability) ? shine : 0;
  const evasion = formActive(s, target, 'giant') ? 0 : direct;
  const level = Math.max(evasion, melee, light);
  if (level <= 0) return NO_EVADE;
  return { level, kind: level === evasion ? 'direct' : level === melee ? 'melee-and-adjacent' : 'direct-using-vision' };
}
const NO_EVADE = { level: 0, kind: null } as const;

/** A trapped character's Move against Areas is 0 (GG-ABL-69). */
export const moveZeroed = (s: S, target: string): boolean => hasCondition(s.figures[target]!, 'trapped');
