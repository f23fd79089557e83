import { toHitFor } from './attack-rules.ts';
import { attackAbility } from './attack-validate.ts';
import { profile, type S } from './model.ts';
import type { AbilityProfile, FigureProfile } from './profile.ts';

// Super Strength (GG-ABL-63, seed L157) "is added to Solid Melee and makes them Knockback unless
// Accuracy is used": each such attack is made either way, said with the attack (`accuracy: true`
// aims it with Accuracy and gives up the Knockback; unsaid, Knockback). Ruling GG-PLAY-12.

/** Whether this figure chooses, with this attack, between Accuracy and Knockback: a Solid Melee blow Super Strength knocks back. */
export function choosesAim(s: S, figure: string, key: string): boolean {
  const p = profile(s, figure);
  return p.strength !== null && (p.toHit['direct'] ?? 0) > 0 && attackAbility(s, figure, key)?.unaimed === true;
}

/**
 * Whether Accuracy may aim a Melee blow better than Fighting Skill does anyway: not when its Level is
 * no higher and nothing that aims Adapts (GG-MOD-02). Asked before working the to-hit out twice,
 * which every bot decision and action bar of a figure with Super Strength would otherwise do.
 */
function accuracyMayAim(p: FigureProfile): boolean {
  if ((p.toHit['direct'] ?? 0) > (p.toHit['melee'] ?? 0)) return true;
  for (const a of p.abilities) if (a.mods.adapts && a.aims.length > 0) return true;
  return false;
}

/** The number the to-hit roll needs with this ability as used (GG-DICE-01, GG-DICE-05). */
function needed(s: S, figure: string, ability: AbilityProfile, target: string): number {
  const th = toHitFor(s, figure, ability, target);
  return th.defence - th.level + 5 - 2 * th.net;
}

/**
 * What the to-hit needs each way, when the figure has the choice and Accuracy changes the number
 * (the 8+ cap or a better Fighting Skill may leave it the same): otherwise null.
 */
export function aimChoice(s: S, figure: string, key: string, target: string): { knockback: number; accuracy: number } | null {
  if (!choosesAim(s, figure, key) || !accuracyMayAim(profile(s, figure))) return null;
  const knockback = needed(s, figure, attackAbility(s, figure, key)!, target);
  const accuracy = needed(s, figure, attackAbility(s, figure, key, true)!, target);
  return knockback === accuracy ? null : { knockback, accuracy };
}

/** The bot's judgement, not a rule: it gives up the Knockback only for a to-hit 2 or more better (a fifth of the d10). */
export function botAims(s: S, figure: string, key: string, target: string): boolean {
  const c = aimChoice(s, figure, key, target);
  return c !== null && c.knockback - c.accuracy >= 2;
}

/**
 * A reaction's options for a blow (GG-PLAY-112): the blow with its Knockback and, when Accuracy
 * changes the number, the blow aimed (`value` + ':aim'); the one the bot would make first, since it
 * answers a prompt with the first option.
 */
export function blowOptions(
  s: S, figure: string, key: string, target: string, value: string, label: string,
): { value: string; label: string }[] {
  const blow = { value, label };
  const c = aimChoice(s, figure, key, target);
  if (c === null) return [blow];
  const aimed = { value: `${value}${AIMED}`, label: `${label}, aimed with Accuracy (no Knockback)` };
  return c.knockback - c.accuracy >= 2 ? [aimed, blow] : [blow, aimed];
}

/** The suffix of a reaction's answer that aims the blow with Accuracy (blowOptions). */
export const AIMED = ':aim';
