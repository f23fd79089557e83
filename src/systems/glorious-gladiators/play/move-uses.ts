import { ruleRejection, type Figure, type Rejection } from '../../../kernel/index.ts';
import { formActive } from './conditions.ts';
import { abilityOf, profile, statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { profileIndex, type ProfileIndex } from './profile-index.ts';
import type { P } from './put.ts';
import { afterUse } from './modifier-rules.ts';
import { risks } from './risks.ts';
import { countUse, useRejection } from './use-costs.ts';

// A move made with a Movement is a use of it (GG-PLAY-138, GG-PLAY-160; seed L136 "When activated
// the target moves"), whatever command makes it: a Move action, the follow-up move, a Quick move,
// a crossing of a wall while insubstantial, a Move Through. So it may not be made with a Movement
// spent for the scene or out of its Shots' load or its Limited Ammo (GG-MOD-58, GG-MOD-40), counts
// a use of those, and rolls its Backfire and Disabling after the move, and its Exhausts once a turn. Moves are many: most
// figures' Movements have none of these, and the profile index says so before anything is looked up.

/**
 * Why the figure may not move with this Movement now, or null: its form forbids it (GG-PLAY-230),
 * it is spent for the scene (Exhausts, Level 0), its load is to be reloaded (GG-MOD-58) or its
 * scene's uses are gone (GG-MOD-40). It asks nothing of a figure with no form, no form's Movement,
 * no Movement of limited uses and nothing spent: field reads on the moves every fight makes.
 */
export function movementRejection(s: S, figure: string, key: string): Rejection | null {
  const fig = s.figures[figure];
  if (!fig) return null;
  const index = profileIndex(profile(s, figure));
  const form = formMoveRejection(s, figure, fig, key, index);
  if (form) return form;
  if (statusOf(s, figure).spent.length === 0 && !index.limitedMoves) return null;
  const a = abilityOf(s, figure, key);
  return a ? useRejection(s, figure, a) : null;
}

/**
 * What the figure's forms forbid of a move with this Movement now, alone (GG-PLAY-230): for the rest
 * of a Split move, whose uses were paid with its first part (split-move.ts). The same field reads first.
 */
export function formMoveBan(s: S, figure: string, key: string): Rejection | null {
  const fig = s.figures[figure];
  if (!fig) return null;
  return formMoveRejection(s, figure, fig, key, profileIndex(profile(s, figure)));
}

/**
 * What the figure's forms forbid of a move with this Movement (ruling GG-PLAY-230): a form's own
 * Movement (Fragmentation's) moves only while the form is on; a Fragmented figure "cannot use any
 * abilities which are Solid" (seed L109, GG-ABL-32), a Movement among them. An Insubstantial one's
 * ban is on Attacks (seed L125): a move is none (a Move Through's blow is asked as an attack).
 */
function formMoveRejection(s: S, figure: string, fig: Figure, key: string, index: ProfileIndex): Rejection | null {
  // A figure with no form's Movement, no condition and no Always On form: field reads, as every move asks.
  if (!index.formMoves && fig.conditions.length === 0 && index.alwaysOnForms.size === 0) return null;
  if (index.formMoves) {
    for (const m of profile(s, figure).movements) {
      if (m.key === key && m.requires !== undefined && !formActive(s, figure, m.requires)) {
        return ruleRejection(CANNOT_USE, `${m.name} moves only while ${m.requires}.`, 'GG-ABL-32');
      }
    }
  }
  const solid = index.solidMoves.get(key);
  if (solid !== undefined && formActive(s, figure, 'fragmented')) {
    return ruleRejection(CANNOT_USE, `A fragmented character cannot use Solid abilities: ${solid} is Solid.`, 'GG-ABL-32');
  }
  return null;
}
/** limits.ts's LIMIT_ERRORS.CANNOT_USE (limits.ts reaches this file through fear.ts, so it is not imported). */
const CANNOT_USE = 'GG_CANNOT_USE';

/** Whether a move with some Movement of the figure costs anything (moveCosts): a use counted, a risk rolled. */
export function hasMoveCosts(s: S, figure: string): boolean {
  if (!s.figures[figure]) return false;
  const index = profileIndex(profile(s, figure));
  return index.riskyMoves || index.limitedMoves;
}

/** Whether a move with this Movement of the figure costs anything: a risk, a use counted, an Exhausts roll. */
export function movingCosts(s: S, figure: string, key: string): boolean {
  if (!hasMoveCosts(s, figure)) return false;
  const a = abilityOf(s, figure, key);
  return a !== undefined && (a.risks.length > 0 || a.uses !== null || exhausts(a));
}

/**
 * What a move with the Movement `key` costs, once the move is made or spent: a use of its Shots or
 * Limited Ammo (GG-PLAY-160), its Backfire and Disabling (GG-PLAY-138), its Exhausts (GG-PLAY-161).
 * Ask hasMoveCosts first, and make the generator only for such a figure.
 */
export function* moveCosts(s: S, figure: string, key: string): P {
  const a = s.figures[figure] ? abilityOf(s, figure, key) : undefined;
  if (!a) return s;
  let cur = yield* countUse(s, figure, a);
  if (a.risks.length > 0) cur = yield* risks(cur, figure, a);
  // Exhausts: the turn's first move with it is that turn's roll, an extra d10 (GG-PLAY-161, once a turn as GG-PLAY-139).
  return exhausts(a) ? yield* afterUse(cur, figure, a, undefined, false, false) : cur;
}

/** Whether the Movement has Exhausts (not Burnout's, which rolls as a boost ends: GG-PLAY-77). */
export const exhausts = (a: AbilityProfile): boolean => a.mods.sceneRisks.some((r) => !r.boostedOnly);
