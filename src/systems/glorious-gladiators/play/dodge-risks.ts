import type { ToHit } from './attack-rules.ts';
import { profile, statusOf, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import type { P } from './put.ts';
import { disablingRisk } from './resist-risks.ts';

// Disabling on a Dodge (GG-MOD-14, seed L203 "Each time the ability is used (either activated or
// used to resist an ability)"; ruling GG-PLAY-140). A to-hit is rolled against the target's Dodge
// (GG-ATK-01..03); the ability that gave that Dodge was used to resist the attack: an Evasion,
// Confusion or Prediction, a Fighting Skill, a Light, the Movement active against an Area. toHitFor
// says which Dodge the to-hit met (ToHit.dodge); after the to-hit, that Dodge's ability (the profile's
// dodgeFrom, the active move) rolls its Disabling. A Dodge no better than the range's Minimum Dodge is
// still the one rolled against (GG-PLAY-133's first of equals: the ability before the rule).

/** Whether the target has a Dodge with Disabling (the profile index): ask it before dodgeRisks, which makes a generator. */
export const hasDisablingDodge = (s: S, id: string): boolean => s.figures[id] !== undefined && profileIndex(profile(s, id)).disablingDodge;

/**
 * The ability whose Dodge a to-hit (`th`, as toHitFor worked it out) was rolled against, or null
 * (none, or the range's alone): the Dodge toHitFor chose (`th.dodge`), by the profile's dodgeFrom,
 * or the active move against an Area (GG-ATK-02).
 */
export function dodgeUsed(s: S, target: string, th: ToHit): string | null {
  if (th.dodge === null || !s.figures[target]) return null;
  if (th.dodge === 'move') return statusOf(s, target).activeMove?.key ?? null;
  return profile(s, target).dodgeFrom[th.dodge] ?? null;
}

/** After a to-hit against `target`: the Dodge it met rolls its Disabling (asked only of figures with hasDisablingDodge). */
export function* dodgeRisks(s: S, target: string, th: ToHit): P {
  return yield* disablingRisk(s, target, dodgeUsed(s, target, th));
}
