import { mainTypeOf } from '../catalog/vocabulary.ts';
import type { WallHex } from './model.ts';
import type { AbilityProfile } from './profile.ts';

/**
 * The wall's Damage Defence against this attack (GG-SIT-03): 1 against its Vulnerability
 * (GG-ABL-70), and Piercing ignores 3 points of it (GG-MOD-48, seed L243: "a Defence which
 * applies to it unless it is Hardened"; a wall's is not). Ignores Defence never gets here: walls
 * are immune to it (seed L219, L674).
 */
export function wallDefence(wall: WallHex, ability: AbilityProfile): number {
  const weak = wall.vulnerable;
  const vulnerable = weak !== undefined && ability.types.some((t) => t === weak || mainTypeOf(t) === weak);
  return Math.max(0, (vulnerable ? 1 : wall.defence) - ability.ignorePoints);
}

/**
 * The wall's Damage Defence against a plain Solid body, with no modifiers: what a knocked-back
 * body strikes (GG-MOD-35) and what a run on through a breach loses (seed L662): 1 when the wall
 * is Vulnerable to Solid (GG-ABL-70).
 */
export function solidDefence(wall: WallHex): number {
  return wall.vulnerable === 'solid' ? 1 : wall.defence;
}
