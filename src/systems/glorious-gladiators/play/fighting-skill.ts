import { hexDistance } from '../../../kernel/index.ts';
import type { AbilityProfile } from './profile.ts';
import type { S } from './model.ts';
import { pairDistance } from './reach.ts';

// Fighting Skill (GG-ABL-28, seed L102): "Gives the target Dodge against any Melee ability or Short
// Focus attack or against any attack from an opponent that began its turn at Range 0-1 from the
// user. Gives the target To Hit with any Melee ability." Its To Hit goes with the Melee modifier,
// wherever that ability reaches; its Dodge with the attack or with where the attacker began.

/** A Melee ability (GG-MOD-43): Fighting Skill aims it, and its Dodge meets it. */
export const isMelee = (a: AbilityProfile): boolean => a.modifiers.includes('melee');

/** A Melee ability or a Short Focus attack: Fighting Skill's Dodge meets it wherever it comes from. */
export const meetsSkill = (a: AbilityProfile): boolean => isMelee(a) || (a.focus && a.modifiers.includes('short'));

/**
 * Whether the attacker stood 0-1 hexes from the target when the Character Turn in progress began,
 * both where they stood then (GG-PLAY-98): the attacker's own turn, or the turn it reacts in. One
 * not on the map then (off it, or come since) did not.
 */
export function beganNear(s: S, attacker: string, target: string): boolean {
  const at = s.sys.turnStart?.at;
  const a = at?.[attacker];
  const t = at?.[target];
  return a !== undefined && t !== undefined && pairDistance(s, attacker, target, hexDistance(a, t)) <= 1;
}

/** Whether the target's Fighting Skill Dodge meets this attack (GG-ABL-28, GG-PLAY-98). */
export function skillDodges(s: S, attacker: string, ability: AbilityProfile, target: string): boolean {
  return meetsSkill(ability) || beganNear(s, attacker, target);
}
