import type { ToHit } from './attack-rules.ts';
import { skillDodges } from './fighting-skill.ts';
import { evadeUnder, moveZeroed } from './limits.ts';
import { profile, statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import type { P } from './put.ts';
import { disablingRisk } from './resist-risks.ts';

// Disabling on a Dodge (GG-MOD-14, seed L203 "Each time the ability is used (either activated or
// used to resist an ability)"; ruling GG-PLAY-140). A to-hit is rolled against the target's Dodge
// (GG-ATK-01..03); the ability that gave that Dodge was used to resist the attack: an Evasion,
// Confusion or Prediction, a Fighting Skill, a Light, the Movement active against an Area. Play keeps
// a Dodge as a number (attack-rules.ts toHitFor); here, after the to-hit, the ability whose Level that
// number is is found again (the profile's dodgeFrom, the active move) and rolls its Disabling. A
// Dodge no better than the range's Minimum Dodge is still the one rolled against (GG-PLAY-133's first
// of equals: the ability before the rule).

/** Whether the target has a Dodge with Disabling (the profile index): ask it before dodgeRisks, which makes a generator. */
export const hasDisablingDodge = (s: S, id: string): boolean => s.figures[id] !== undefined && profileIndex(profile(s, id)).disablingDodge;

/** The ability whose Dodge a to-hit (`th`, as toHitFor worked it out) was rolled against, or null (none, or the range's alone). */
export function dodgeUsed(s: S, attacker: string, ability: AbilityProfile, target: string, th: ToHit): string | null {
  if (th.defence <= 0) return null;
  const t = profile(s, target);
  const method = ability.targeting.method;
  if (method === 'area') {
    // The active move's Level, with its mode's modifier against Areas (GG-ATK-02); none while trapped.
    const active = statusOf(s, target).activeMove;
    return active !== null && !moveZeroed(s, target) ? active.key : null;
  }
  if (method === 'seeking' || method === 'indirect') return t.dodgeFrom[method] ?? null;
  // Direct: Evasion (not as a Giant), Fighting Skill where it dodges, a Light against sighted aim (limits.ts evadeUnder).
  if (evadeUnder(s, target, t.dodge['direct'] ?? 0, 0) === th.defence) return t.dodgeFrom['direct'] ?? null;
  const skill = t.dodge['melee-and-adjacent'] ?? 0;
  if (skill === th.defence && evadeUnder(s, target, 0, skill) === skill && skillDodges(s, attacker, ability, target)) {
    return t.dodgeFrom['melee-and-adjacent'] ?? null;
  }
  if (evadeUnder(s, target, 0, 0, attacker, ability) === th.defence) return t.dodgeFrom['direct-using-vision'] ?? null;
  return null;
}

/** After a to-hit against `target`: the Dodge it met rolls its Disabling (asked only of figures with hasDisablingDodge). */
export function* dodgeRisks(s: S, attacker: string, ability: AbilityProfile, target: string, th: ToHit): P {
  return yield* disablingRisk(s, target, dodgeUsed(s, attacker, ability, target, th));
}
