import { outOfUses, useEvent } from './ammo.ts';
import { afterUse, spentReason } from './modifier-rules.ts';
import { statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { put, type P } from './put.ts';
import { risks } from './risks.ts';

// A strike made outside its maker's own attack action (a Quick reaction, a Riposte, a Shield) is a
// use of the ability like any other (GG-PLAY-101): the seed's limits count "uses" (Shots L253,
// Limited Ammo L231, Weakens L265, Disabling L203) and Backfire rolls "when the ability is
// activated" (L193), and Quick, Riposte and Shield all activate it (L244, L249, L251).

/** Whether the ability may be used at all now: not spent, nor out of its load or the scene's ammunition. */
export function mayUse(s: S, figure: string, ability: AbilityProfile): boolean {
  if (ability.uses && outOfUses(statusOf(s, figure), ability)) return false;
  return spentReason(s, figure, ability) === null;
}

/** Counts the use as it is made, for an ability with Shots or Limited Ammo (GG-MOD-58, GG-MOD-40). */
export function* countUse(s: S, figure: string, ability: AbilityProfile): P {
  return ability.uses ? yield* put(s, useEvent(statusOf(s, figure), figure, ability)) : s;
}

/**
 * What the use costs once made: Backfire and Disabling (GG-PLAY-27), Weakens, and Exhausts with the
 * result roll it made (`face`) as its roll (GG-MOD-68, GG-MOD-18), as after an attack action.
 */
export function* useCosts(s: S, figure: string, ability: AbilityProfile, face: number | undefined): P {
  let cur = s;
  if (ability.risks.length > 0) cur = yield* risks(cur, figure, ability);
  if (ability.mods.weakens || ability.mods.sceneRisks.length > 0) cur = yield* afterUse(cur, figure, ability, face, false);
  return cur;
}
