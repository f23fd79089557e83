import { ruleRejection, type Rejection } from '../../../kernel/index.ts';
import { GG_ERRORS } from './common.ts';
import { outOfUses, useEvent } from './ammo.ts';
import { afterUse, spentReason } from './modifier-rules.ts';
import { statusOf, type GgStatus, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { put, type P } from './put.ts';
import { risks } from './risks.ts';
import { standOffRejection } from './stand-off.ts';

// Every activation of an ability is a use of it, whatever it does (GG-PLAY-101, GG-PLAY-102,
// GG-PLAY-130): the seed's limits count "uses" (Shots L253, Limited Ammo L231, Weakens L265,
// Disabling L203) and Backfire rolls "when the ability is activated" (L193). An attack action, a
// reaction (Quick L244, Riposte L249, Shield L251), a linked attack (L232), an attack on a wall, a
// Focus or a trap, and every command that activates an effect (a heal, a boost, a summon, a
// wall...) checks, counts and pays through here: mayUse or useRejection before, countUse as it is
// made, useCosts after.

/** Why the ability is spent for now (Exhausts, Burnout, worn to Level 0 by Weakens or Variable), or null. */
export function spentRejection(s: S, figure: string, ability: AbilityProfile): Rejection | null {
  const spent = spentReason(s, figure, ability);
  return spent ? ruleRejection(GG_ERRORS.NO_USES_LEFT, spent, ability.mods.weakens ? 'GG-MOD-68' : 'GG-MOD-18') : null;
}

/** Why the ability's load must be reloaded (GG-MOD-58) or its scene's ammunition is spent (GG-MOD-40), or null. */
export function ammoRejection(st: GgStatus, ability: AbilityProfile): Rejection | null {
  const out = ability.uses ? outOfUses(st, ability) : null;
  if (!out) return null;
  return out === 'GG-MOD-58'
    ? ruleRejection(GG_ERRORS.NO_USES_LEFT, `${ability.name} must be reloaded (${ability.uses!.reloadActions} actions).`, 'GG-MOD-58')
    : ruleRejection(GG_ERRORS.NO_USES_LEFT, `${ability.name}'s ammunition is spent for this scene.`, 'GG-MOD-40');
}

/**
 * Why the ability may not be used now (spent, or out of its load or the scene's ammunition, or a
 * Ranged one while an Air or Wallcrawl Movement without Stand-Off is active, GG-PLAY-182), or null.
 */
export function useRejection(s: S, figure: string, ability: AbilityProfile): Rejection | null {
  return spentRejection(s, figure, ability) ?? (ability.uses ? ammoRejection(statusOf(s, figure), ability) : null)
    ?? standOffRejection(s, figure, ability);
}

/** Whether the ability may be used at all now: as useRejection finds nothing against it. */
export function mayUse(s: S, figure: string, ability: AbilityProfile): boolean {
  if (ability.uses && outOfUses(statusOf(s, figure), ability)) return false;
  return spentReason(s, figure, ability) === null && standOffRejection(s, figure, ability) === null;
}

/** Counts the use as it is made, for an ability with Shots or Limited Ammo (GG-MOD-58, GG-MOD-40). */
export function* countUse(s: S, figure: string, ability: AbilityProfile): P {
  return ability.uses ? yield* put(s, useEvent(statusOf(s, figure), figure, ability)) : s;
}

/**
 * Whether a use wears a Weakens ability down a Level (GG-MOD-68): "activated for an ability which
 * targets something other than the user"; one that works on its user alone (a Personal defence,
 * movement or sense) loses its Level each day it is used, which no fight outlasts (GG-PLAY-131).
 */
const wears = (a: AbilityProfile): boolean => a.mods.weakens && (a.attack || a.range !== null);

/** Whether a use of the ability costs anything once made (useCosts): most cost nothing, and the attack action asks first. */
export const hasUseCosts = (a: AbilityProfile): boolean => a.risks.length > 0 || a.mods.weakens || a.mods.sceneRisks.length > 0;

/**
 * What the use costs once made: Backfire and Disabling (GG-PLAY-27), Weakens, and Exhausts with the
 * result roll it made (`face`) as its roll (GG-MOD-68, GG-MOD-18), and Burnout when `boosted` (GG-MOD-08).
 */
export function* useCosts(s: S, figure: string, ability: AbilityProfile, face: number | undefined, boosted = false): P {
  let cur = s;
  if (ability.risks.length > 0) cur = yield* risks(cur, figure, ability);
  if (wears(ability) || ability.mods.sceneRisks.length > 0) cur = yield* afterUse(cur, figure, ability, face, boosted, wears(ability));
  return cur;
}
