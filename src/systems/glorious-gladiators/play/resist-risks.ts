import { resistingDefence } from './attack-rules.ts';
import { effectiveLevel, profile, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import type { P } from './put.ts';
import { risks } from './risks.ts';

// Disabling on a defence (GG-MOD-14, seed L203: "Each time the ability is used (either activated
// or used to resist an ability) then on a roll of 1 the user takes enough damage to go Out of
// Action"). Ruling GG-PLAY-133: a defence is used to resist an attack when its Level is the one the
// attack's result is rolled against (the best that meets it, protectionAgainst); it then rolls its
// Disabling once, after the result, whether the result got through or not. Backfire rolls "when the
// ability is activated" (L193), which resisting is not, so only Disabling rolls here. Ruling
// GG-PLAY-140: the same for every other roll a defence or a Dodge is used in (dodge-risks.ts, a
// hindrance resisted, Knockback, an environment, a Dangerous Wall, a wall hitting back). Ruling
// GG-PLAY-167: and for a roll made against the Level of the holder's own Willpower or Forced Move
// Defence, not through protectionAgainst (ownRisk). Ruling GG-PLAY-178: and for a recovery roll
// (Resist a Hindrance, Recover a Drained ability, breaking out of a Trap) each ability whose Level the
// roll adds (addedRisks).

const disables = (r: AbilityProfile['risks'][number]): boolean => r.consequence === 'out-of-action';

/** Whether the figure has a defence with Disabling (the profile index): ask it before resistRisks, which makes a generator. */
export const hasDisablingDefence = (s: S, id: string): boolean =>
  s.figures[id] !== undefined && profileIndex(profile(s, id)).disablingDefence;

/** The victim's resisting defence rolls its Disabling, if it has it (asked only of figures whose profile has such a defence). */
export function* resistRisks(s: S, victim: string, attack: AbilityProfile): P {
  return yield* disablingRisk(s, victim, resistingDefence(s, victim, attack));
}

/** The holder's ability `key`, used to resist (a defence, a Dodge), rolls its Disabling if it has it; nothing for null. */
export function* disablingRisk(s: S, holder: string, key: string | null | undefined): P {
  if (key === null || key === undefined || !s.figures[holder]) return s;
  let used: AbilityProfile | undefined;
  for (const a of profile(s, holder).abilities) if (a.key === key) used = a;
  if (!used?.risks.some(disables)) return s;
  return yield* risks(s, holder, used.risks.every(disables) ? used : { ...used, risks: used.risks.filter(disables) });
}

/**
 * The holder's best ability of a catalog kind (`willpower`, `forced-move-defence`) at its Level now,
 * the first of equals, or null when none is above 0: the one a roll against that Level was made against.
 */
export function ownUsed(s: S, holder: string, ability: string): string | null {
  let best = 0;
  let from: string | null = null;
  for (const a of profile(s, holder).abilities) {
    if (a.ability !== ability) continue;
    const level = effectiveLevel(s, holder, a.key, a.level);
    if (level > best) {
      best = level;
      from = a.key;
    }
  }
  return from;
}

/** A roll was made against the holder's own Willpower or Forced Move Defence: that ability rolls its Disabling (GG-PLAY-167). */
export function* ownRisk(s: S, holder: string, ability: string): P {
  return yield* disablingRisk(s, holder, ownUsed(s, holder, ability));
}

/**
 * The abilities with Disabling whose Level the holder's `roll` (a `rollBonus` kind: `resist-hindrance`,
 * `recover-drained`) adds, from the profile index: empty for most figures, so ask it before addedRisks.
 */
export const disablingAdders = (s: S, holder: string, roll: string): readonly string[] =>
  (s.figures[holder] ? profileIndex(profile(s, holder)).disablingAdders.get(roll) : undefined) ?? [];

/** Each ability whose Level a recovery roll added was used by it: each rolls its Disabling, in profile order (GG-PLAY-178). */
export function* addedRisks(s: S, holder: string, used: readonly string[]): P {
  let cur = s;
  for (const key of used) cur = yield* disablingRisk(cur, holder, key);
  return cur;
}
