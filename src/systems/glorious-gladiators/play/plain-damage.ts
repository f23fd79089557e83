import { blankModifierRules } from './modifier-specials.ts';
import type { AbilityProfile } from './profile.ts';

// A plain Damage at a Level, made from whatever attack or thing caused it: what the seed calls "a
// Damage (Solid)" or "damage of its type" where it names no ability. It is no one's attack: Direct,
// 1 hit and 1 more per 2 Boosts, no modifiers (not Melee, so no Level added to Solid Melee results
// counts on it; no Piercing, Lethal or push), no conditions or specials. Its Level is final: its
// key is its own, so nothing that looks an ability's key up (drain, Burnout) changes it again.
// A knocked-back body's collision (GG-MOD-35), what hits a Move Through back (GG-PLAY-13), a
// Dangerous Wall's sting (GG-ABL-70), a fall (GG-MOVE-03).

export function plainDamage(from: AbilityProfile, level: number, key: string, name: string, types: AbilityProfile['types'] = ['solid']): AbilityProfile {
  return {
    ...from, key, name, ability: 'damage', level, types, modifiers: [], targeting: { method: 'direct', against: 'evade', base: 0 },
    area: null, damage: { hits: 1, boostsPerExtraHit: 2 }, hinder: null, drain: null, push: null, conditions: [], lethal: false,
    ignorePoints: 0, ignoreUnhardened: false, targetBonus: {}, specials: [], resultHandler: null, form: null, mods: blankModifierRules(),
  };
}
