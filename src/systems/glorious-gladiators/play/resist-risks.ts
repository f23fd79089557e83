import { resistingDefence } from './attack-rules.ts';
import { profile, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import type { P } from './put.ts';
import { risks } from './risks.ts';

// Disabling on a defence (GG-MOD-14, seed L203: "Each time the ability is used (either activated
// or used to resist an ability) then on a roll of 1 the user takes enough damage to go Out of
// Action"). Ruling GG-PLAY-133: a defence is used to resist an attack when its Level is the one the
// attack's result is rolled against (the best that meets it, protectionAgainst); it then rolls its
// Disabling once, after the result, whether the result got through or not. Backfire rolls "when the
// ability is activated" (L193), which resisting is not, so only Disabling rolls here.

const disables = (r: AbilityProfile['risks'][number]): boolean => r.consequence === 'out-of-action';

/** The victim's resisting defence rolls its Disabling, if it has it (asked only of figures whose profile has such a defence). */
export function* resistRisks(s: S, victim: string, attack: AbilityProfile): P {
  const key = resistingDefence(s, victim, attack);
  if (key === null) return s;
  let defence: AbilityProfile | undefined;
  for (const a of profile(s, victim).abilities) if (a.key === key) defence = a;
  if (!defence?.risks.some(disables)) return s;
  return yield* risks(s, victim, defence.risks.every(disables) ? defence : { ...defence, risks: defence.risks.filter(disables) });
}
