import { choose } from '../../../dice/index.ts';
import { ruleRejection, type EventDraft, type Rejection } from '../../../kernel/index.ts';
import { mayStrikeAt } from './attack-rules.ts';
import { GG_ERRORS } from './common.ts';
import { targetsElsewhere } from './grab.ts';
import { inAction, statusOf, type FollowUp, type S } from './model.ts';
import { attackAbilities, isSolidMelee, type AbilityProfile, type FigureProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { put, type P } from './put.ts';
import { activeSpeed } from './speed.ts';
import { countUse, useCosts } from './use-costs.ts';

// Modifiers that make more attacks of one (GG-ATK-08): Versatile lets an ability follow itself up
// (GG-MOD-67), Autofire strikes more than once in one action (GG-MOD-05), Cascade jumps from a
// target it hit to the next at a Level less (GG-MOD-09). Rulings GG-PLAY-69.

/** How many times this ability was already used in the follow-up chain. */
function usesIn(used: readonly string[], key: string): number {
  let n = 0;
  for (const k of used) if (k === key) n++;
  return n;
}

/**
 * Whether this attack uses Super Strength: a Solid Melee attack of a figure that has it (GG-ABL-63),
 * which "may, instead of the normal follow up, make any number of follow ups using Super Strength"
 * (seed L698, ruling GG-PLAY-12).
 */
export const usesStrength = (p: FigureProfile, a: AbilityProfile): boolean => p.strength !== null && isSolidMelee(a);

/**
 * Whether an ability may (still) follow up a chain (GG-ATK-08, ruling GG-PLAY-06): "a different
 * ability (one with another Level)", so one not used in the chain whose Level differs from those of
 * the abilities the chain used; a Versatile one may follow itself up as often as it is Versatile,
 * counting "as though it were ... more attacks each with a different level" (GG-MOD-67). A Super
 * Strength attack always may, "the same ability ... with each follow up"; once the chain goes on
 * with Super Strength (`strength`), only Super Strength attacks do (seed L698).
 */
export function mayFollowWith(ability: AbilityProfile, follow: Pick<FollowUp, 'used' | 'strength'>, p: FigureProfile): boolean {
  if (usesStrength(p, ability)) return true;
  if (follow.strength) return false;
  const used = follow.used;
  const n = usesIn(used, ability.key);
  if (n > 0) return n <= ability.mods.versatile;
  for (const key of used) if (levelOf(p, key) === ability.level) return false;
  return true;
}

/** The Level of an ability the chain used, as built (a copied or lost one counts at none). */
function levelOf(p: FigureProfile, key: string): number | null {
  for (const a of p.abilities) if (a.key === key) return a.level;
  return null;
}

/** The attack that may earn a follow-up: its figure, target, the chain's abilities with it, whether it hit. */
interface Earned { figure: string; target: string; used: readonly string[]; ability: AbilityProfile; hit: boolean; major: boolean }

/**
 * The follow-up an attack earns (GG-ATK-08): a major's hit (an Area's result) earns one with
 * another ability, plus one per Level of the Speed active on its maker (speed.ts, GG-PLAY-147),
 * each in the chain after a hit of its own; a follow-up made with Super Strength goes on for as
 * long as it hits (seed L698: "any number of follow ups").
 */
export function earnedFollowUp(s: S, p: FigureProfile, was: FollowUp | null, next: Earned): FollowUp | null {
  if (!next.major || !next.hit) return null;
  const strength = was !== null && usesStrength(p, next.ability);
  // Speed's follow-ups only while it is active (GG-ABL-59, GG-PLAY-147).
  const left = was === null ? 1 + activeSpeed(s, next.figure) : strength ? was.left : was.left - 1;
  const chain = { figure: next.figure, target: next.target, used: next.used, left, ...(strength ? { strength: true } : {}) };
  return left > 0 && anotherFollowUp(p, chain) ? chain : null;
}

/** Whether any attack of the figure could still follow up this chain. */
export function anotherFollowUp(p: FigureProfile, follow: Pick<FollowUp, 'used' | 'strength'>): boolean {
  // The profile's own list of attacks, made once (profile-index.ts), not worked out again each time.
  for (const x of profileIndex(p).attacks) if (mayFollowWith(x, follow, p)) return true;
  return false;
}

/** Why these Autofire targets are not allowed (GG-MOD-05), or null. `check` is the attack's own validation against one target. */
export function autofireProblem(
  ability: AbilityProfile, more: readonly string[], check: (target: string) => Rejection | null,
): Rejection | null {
  if (more.length === 0) return null;
  if (ability.mods.autofire < 2) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only an Autofire ability attacks more than once in an action.', 'GG-MOD-05');
  if (more.length > ability.mods.autofire - 1) {
    return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `${ability.name} makes at most ${ability.mods.autofire} attacks in an action.`, 'GG-MOD-05');
  }
  for (const t of more) {
    const why = check(t);
    if (why) return why;
  }
  return null;
}

type Struck = { s: S; hit: boolean; face?: number; astray?: boolean };
type Strike = (s: S, attacker: string, ability: AbilityProfile, target: string) => P<Struck>;

/** Autofire's further attacks in the same action, one after the other (GG-MOD-05). */
export function* autofire(
  s: S, attacker: string, ability: AbilityProfile, more: readonly string[], strike: Strike,
): P<{ s: S; hit: boolean }> {
  let cur = s;
  let hit = false;
  for (const [i, target] of more.entries()) {
    if (!inAction(cur, attacker) || !cur.figures[target] || statusOf(cur, target).outOfPlay) break;
    cur = yield* put(cur, { type: 'gg.autofire', data: { figure: attacker, target, ability: ability.key, shot: i + 2 }, ruleIds: ['GG-MOD-05'] });
    // Each shot is a use of the ability's Shots or Limited Ammo (GG-PLAY-100); the action was refused beyond what is left.
    cur = yield* countUse(cur, attacker, ability);
    // A shot at another than the one it holds lets a grip go (GG-ABL-36, GG-PLAY-270).
    cur = yield* targetsElsewhere(cur, attacker, target);
    const r = yield* strike(cur, attacker, ability, target);
    cur = r.s;
    hit ||= r.hit;
  }
  return { s: cur, hit };
}

/**
 * Cascade (GG-MOD-09): after a hit, the attacker may pick a new target within the ability's range of
 * the last one (any figure the strike could be aimed at from the last one, mayStrikeAt, not already
 * struck in this cascade); it is attacked at a Level less, its range counted from the last one, and
 * so on until a miss or until the Level would reach 0. The seed says "another target", so the
 * attacker's allies are offered too, after the stop: the bot, which answers the first option, never
 * turns a cascade on its own side.
 */
export function* cascade(s: S, attacker: string, ability: AbilityProfile, first: string, strike: Strike): P {
  if (!ability.mods.cascade) return s;
  let cur = s;
  let last = first;
  let struck: readonly string[] = [first];
  for (let level = ability.level - 1; level > 0; level--) {
    if (!inAction(cur, attacker)) break;
    // The strike as it will be made: the list is measured as its to-hit is (GG-PLAY-110, GG-PLAY-127).
    const leap: AbilityProfile = { ...ability, level, leapsFrom: last, leapt: struck };
    const side = cur.figures[attacker]!.side;
    const foes: { value: string; label: string }[] = [];
    const allies: { value: string; label: string }[] = [];
    for (const id of cur.figureOrder) {
      if (id === attacker || struck.includes(id) || !mayStrikeAt(cur, attacker, leap, id)) continue;
      const f = cur.figures[id]!;
      if (f.side === side) allies.push({ value: id, label: `${f.name} (ally)` });
      else foes.push({ value: id, label: f.name });
    }
    if (foes.length + allies.length === 0) break;
    const pick = String(yield* choose<EventDraft>({
      to: attacker, kind: 'cascade', ruleIds: ['GG-MOD-09'], message: `${ability.name} cascades at Level ${level}: strike whom next?`,
      // Its Level is the sheet's less one a strike: not for a table that may not see the sheet.
      seen: `${ability.name} cascades: strike whom next?`,
      options: [...foes, { value: 'stop', label: 'Stop the cascade' }, ...allies],
    }));
    if (pick === 'stop' || (!offers(foes, pick) && !offers(allies, pick))) break;
    cur = yield* put(cur, { type: 'gg.cascade', data: { figure: attacker, from: last, target: pick, ability: ability.key, level }, ruleIds: ['GG-MOD-09'] });
    cur = yield* targetsElsewhere(cur, attacker, pick);
    const r = yield* strike(cur, attacker, leap, pick);
    cur = r.s;
    // "Until a target is missed": one it went astray from, or an ally in the way took, was (GG-PLAY-136).
    if (!r.hit || r.astray === true) break;
    struck = [...struck, pick];
    last = pick;
  }
  return cur;
}

/** Whether a prompt's options include this answer. */
function offers(options: readonly { value: string }[], value: string): boolean {
  for (const o of options) if (o.value === value) return true;
  return false;
}

/** The attacks linked with this one (GG-MOD-41), either way round, that its user has. */
export function linkedAttacks(p: FigureProfile, ability: AbilityProfile): AbilityProfile[] {
  const linked = (x: AbilityProfile) => ability.mods.linked.includes(x.key) || x.mods.linked.includes(ability.key);
  return attackAbilities(p).filter((x) => x.key !== ability.key && linked(x));
}

/** Why using the linked abilities together is not allowed, or null (`check`: the attack's validation with another ability). */
export function linkedProblem(p: FigureProfile, ability: AbilityProfile, check: (key: string) => Rejection | null): Rejection | null {
  const linked = linkedAttacks(p, ability);
  if (linked.length === 0) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `${ability.name} is linked with no other attack.`, 'GG-MOD-41');
  for (const x of linked) {
    const why = check(x.key);
    if (why) return why;
  }
  return null;
}

/** The linked abilities' attacks on the same target, in the same action (GG-MOD-41). */
export function* linkedStrikes(
  s: S, attacker: string, p: FigureProfile, ability: AbilityProfile, target: string, strike: Strike,
): P<{ s: S; hit: boolean; keys: string[] }> {
  let cur = s;
  let hit = false;
  const keys: string[] = [];
  for (const x of linkedAttacks(p, ability)) {
    if (!inAction(cur, attacker) || !inAction(cur, target)) break;
    cur = yield* put(cur, { type: 'gg.linked', data: { figure: attacker, target, ability: x.key, with: ability.key }, ruleIds: ['GG-MOD-41'] });
    // Each linked ability is activated too: its ammunition, Backfire and the rest count (GG-PLAY-132).
    const r = yield* strike(yield* countUse(cur, attacker, x), attacker, x, target);
    cur = yield* useCosts(r.s, attacker, x, r.face);
    hit ||= r.hit;
    keys.push(x.key);
  }
  return { s: cur, hit, keys };
}
