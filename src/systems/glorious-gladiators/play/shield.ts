import { distance, strikeBand, strikeDistance } from './attack-rules.ts';
import { reactionAbility } from './attack-validate.ts';
import { inAction, profile, type S } from './model.ts';
import { attackAbilities, type AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { putOn, type Events, type P } from './turns.ts';
import { countUse, mayUse, useCosts } from './use-costs.ts';

/** A result step on a figure that was hit (attack.ts's afterHit), passed in so this file needs no cycle back to attack.ts. */
type Hit = (s: S, attacker: string, ability: AbilityProfile, victim: string) => P<{ s: S; face?: number }>;

/**
 * Shield (GG-MOD-56, seed L251): attacked from 0-1 hexes or in Melee (not by a Short Focus), the
 * target's Shield ability hits the attacker automatically, "before the attack that triggers it".
 * An Area attacks everyone under it: each with a Shield meets it so, before the Area strikes
 * (GG-PLAY-99). `lost`: a Shield's Knockback carried the attacker beyond its reach of the one
 * target of a Direct, Indirect or Seeking attack, so that attack is lost (GG-PLAY-137).
 */
export function* shields(
  list: Events, s: S, attacker: string, ability: AbilityProfile, targets: readonly string[], hit: Hit,
): P<{ s: S; lost: boolean }> {
  const melee = ability.modifiers.includes('melee') && !(ability.modifiers.includes('short') && ability.focus);
  const from = s.figures[attacker]?.position;
  let cur = s;
  for (const target of targets) {
    if (target === attacker || !cur.figures[target] || !inAction(cur, target) || !profileIndex(profile(cur, target)).shields) continue;
    const d = distance(cur, attacker, target);
    if (!melee && (d === null || d > 1)) continue;
    for (const shield of attackAbilities(profile(cur, target))) {
      if (!shield.mods.shield) continue;
      if (!inAction(cur, attacker)) return { s: cur, lost: false };
      if (!mayUse(cur, target, shield)) continue;
      cur = putOn(list, cur, { type: 'gg.shield', data: { figure: target, target: attacker, ability: shield.key }, ruleIds: ['GG-MOD-56'] });
      // Each time a Shield strikes is a use of it (GG-PLAY-101). It hits with no to-hit, so Accuracy never
      // aims it: a Solid Melee one knocks back with Super Strength (GG-PLAY-128).
      const r = yield* hit(yield* countUse(cur, target, shield), target, reactionAbility(cur, target, shield, false), attacker);
      cur = yield* useCosts(r.s, target, shield, r.face);
    }
  }
  const target = targets[0];
  // Only a Knockback moves the attacker here; an Area has landed already and strikes where it fell.
  if (ability.targeting.method === 'area' || target === undefined || cur.figures[attacker]?.position === from || !inAction(cur, attacker)) return { s: cur, lost: false };
  if (strikeBand(cur, attacker, ability, strikeDistance(cur, attacker, ability, target)) !== 'beyond') return { s: cur, lost: false };
  cur = putOn(list, cur, { type: 'gg.out-of-reach', data: { figure: attacker, target, ability: ability.key }, ruleIds: ['GG-MOD-56', 'GG-PLAY-137'] });
  return { s: cur, lost: true };
}
