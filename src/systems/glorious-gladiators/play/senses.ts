import { hasCondition, hexDistance, kernelEvent } from '../../../kernel/index.ts';
import type { EventDraft, Json } from '../../../kernel/index.ts';
import { environmentAt } from './environment.ts';
import { ggOptions, profile, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { positionOf } from './space.ts';

// What the senses make of darkness and of effects nobody can sense (GG-SIT-04, seed L489-534).
// Night (the table's `night` Level, or a Change Environment Night around the hidden character)
// conceals: 1 per (6 − Level) hexes after the first, 2 or more per hex from Level 6; Night Vision
// ignores it unless the GM calls it total darkness (GG-TRAIT-R08). An Undetectable Effect (GG-MOD-63)
// that no targeting sense of a target can pick up gives the attack the "cannot detect the attack"
// Bonus and does not give a hidden attacker away (heard, it makes it easier to spot). Rulings
// GG-PLAY-74..75.

/** The Night Level at a figure's hex. */
export function nightLevel(s: S, id: string): number {
  return Math.max(ggOptions(s.options).night, environmentAt(s, id, 'night')?.level ?? 0);
}

/** Concealment the dark gives a hidden character against one spotter. */
export function darkness(s: S, spotter: string, target: string): number {
  const level = nightLevel(s, target);
  const a = positionOf(s, spotter);
  const b = positionOf(s, target);
  if (level <= 0 || !a || !b) return 0;
  if (profile(s, spotter).rules.has['night-vision'] !== undefined && !ggOptions(s.options).totalDarkness) return 0;
  const after = Math.max(0, hexDistance(a, b) - 1);
  return level >= 6 ? (level - 4) * after : Math.floor(after / (6 - level));
}

/** Senses that can aim an ability (the seed's Detection table); Mental aims only Psychic ones. */
const TARGETING = new Set(['vision', 'enhanced-vision', 'blind-fighting', 'magical', 'radar', 'sonar', 'super-hearing', 'tracking-scent', 'tremor-sense', 'clairvoyance']);

/** The kinds of Detection a figure has (Normal Senses included). */
export function sensesOf(s: S, id: string): string[] {
  return [...new Set(profile(s, id).abilities.flatMap((a) => (a.ability === 'detection' && Array.isArray(a.options['kinds']) ? a.options['kinds'].map(String) : [])))];
}

/** Whether none of the target's targeting senses can pick up this ability (GG-MOD-63). */
export function cannotDetect(s: S, target: string, ability: AbilityProfile): boolean {
  if (ability.mods.undetectable.length === 0) return false;
  const aiming = sensesOf(s, target).filter((k) => TARGETING.has(k) || (k === 'mental' && ability.types.includes('psychic')));
  return aiming.every((k) => ability.mods.undetectable.includes(k));
}

/** A hidden attacker stays hidden when no target could sense the attack; whether any could hear it. */
export function unseenAttack(
  s: S, attacker: string, ability: AbilityProfile, targets: readonly string[],
): { unseen: boolean; heard: boolean } {
  if (!hasCondition(s.figures[attacker]!, 'hidden') || targets.length === 0) return { unseen: false, heard: false };
  const unseen = targets.every((t) => !s.figures[t] || cannotDetect(s, t, ability));
  const audible = (k: string) => !TARGETING.has(k) && !ability.mods.undetectable.includes(k);
  const heard = targets.some((t) => s.figures[t] && sensesOf(s, t).some(audible));
  return { unseen, heard };
}

/** The hidden condition's data after an unseen but heard attack: a Bonus to spot it (GG-SIT-04). */
export const heardData = (data: unknown): Json => ({ ...((data ?? {}) as Record<string, Json>), heard: true });

/**
 * What an attack does to a hidden attacker, as events for the attack's own list: it is given away
 * (GG-SIT-04) unless no target could sense the attack; unseen but heard, it is easier to spot (GG-MOD-63).
 */
export function hiddenAttackerAfter(s: S, attacker: string, ability: AbilityProfile, targets: readonly string[]): EventDraft[] {
  const hidden = s.figures[attacker]!.conditions.find((c) => c.id === 'hidden');
  if (!hidden) return [];
  const { unseen, heard } = unseenAttack(s, attacker, ability, targets);
  if (!unseen) return [kernelEvent('table.condition.removed', { figure: attacker, condition: 'hidden', reason: 'rule' }, { ruleIds: ['GG-SIT-04'] })];
  return heard ? [kernelEvent('table.condition.added', { figure: attacker, condition: { ...hidden, data: heardData(hidden.data) } }, { ruleIds: ['GG-MOD-63'] })] : [];
}
