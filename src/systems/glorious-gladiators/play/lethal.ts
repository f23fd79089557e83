import { hasCondition, ruleRejection, type Rejection } from '../../../kernel/index.ts';
import { GG_ERRORS } from './common.ts';
import { profile, statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { put, type P } from './put.ts';

// Whom a Lethal ability may be used on (GG-MOD-38, seed L229; ruling GG-PLAY-88). The variant is
// the user's personality: Any, Lawful (a target that first used a Lethal attack on the user, a
// friend or a bystander), Not Human, Non-Living. A non-Optional variant is always Lethal, so it
// is used only on a target that qualifies; an Optional one on anyone, Lethal only on one that
// does. Whether a target is not human or not living is a fact the GM sets on the figure
// (`status.lethalFacts`, the seed gives no trait for it); a Lethal use on someone of another side
// sets `usedLethal` (the GM may set it too, for what happened before the fight).

export type LethalOn = 'any' | 'lawful' | 'not-human' | 'non-living';

/** Whether a target qualifies for a Lethal use of this variant. */
export function qualifies(s: S, on: LethalOn, target: string): boolean {
  if (on === 'any') return true;
  const facts = statusOf(s, target).lethalFacts;
  if (on === 'lawful') return facts?.usedLethal === true;
  if (on === 'non-living') return facts?.nonLiving === true;
  return facts?.notHuman === true || facts?.nonLiving === true;
}

const WHO: Readonly<Record<LethalOn, string>> = {
  'any': '', 'lawful': 'a target that first used a Lethal attack on its user, a friend or a bystander',
  'not-human': 'a target that is not human', 'non-living': 'a target that is not living',
};

/** Why this use may not go at this target, or null: a non-Optional restricted Lethal, or an Optional one said to be Lethal. */
export function lethalRejection(s: S, ability: AbilityProfile, target: string, saidLethal: boolean): Rejection | null {
  const on = ability.mods.lethalOn;
  if (on === 'any' || !(ability.lethal || saidLethal) || qualifies(s, on, target)) return null;
  const what = ability.lethal ? `${ability.name} is Lethal, used only on ${WHO[on]}.` : `${ability.name} is Lethal only on ${WHO[on]}.`;
  return ruleRejection(GG_ERRORS.NOT_APPLICABLE, what, 'GG-MOD-38');
}

/** Whether taking this target out with this use is Lethal: a Lethal use on a target that qualifies, or Killer Instinct (GG-DIS-28). */
export function takedownLethal(s: S, attacker: string, ability: AbilityProfile, target: string): boolean {
  return (ability.lethal && qualifies(s, ability.mods.lethalOn, target))
    || (s.figures[attacker] !== undefined && hasCondition(s.figures[attacker], 'killer-instinct'));
}

/** The Penalty to reactivate this use leaves: not Lethal's 2 (its record's) on a target an Area caught that does not qualify. */
export function reactivationPenaltyOf(s: S, ability: AbilityProfile, target: string): number {
  const penalty = -(ability.targetBonus['reactivation'] ?? 0);
  const unfit = ability.lethal && !ability.mods.optionalLethal && !qualifies(s, ability.mods.lethalOn, target);
  return Math.max(0, unfit ? penalty - 2 : penalty);
}

/**
 * A Lethal use on anyone not on its user's side makes its user a fair target for Lawful Lethal.
 * Kept only while someone at the table has a Lawful Lethal ability: no one else asks.
 */
export function* lethalUsed(s: S, attacker: string, targets: readonly string[]): P {
  const me = s.figures[attacker];
  if (!me || statusOf(s, attacker).lethalFacts?.usedLethal) return s;
  if (!targets.some((id) => s.figures[id] !== undefined && s.figures[id].side !== me.side)) return s;
  if (!s.figureOrder.some((id) => profile(s, id).abilities.some((a) => a.mods.lethalOn === 'lawful'))) return s;
  return yield* put(s, { type: 'gg.lethal-used', data: { figure: attacker }, ruleIds: ['GG-MOD-38'] });
}
