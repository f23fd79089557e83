import { GG_CATALOG } from '../catalog/catalog.ts';
import { formActive, formLevel } from './conditions.ts';
import { forcedMoveDefence, inGrab } from './grab.ts';
import { effectiveLevel, profile, type S } from './model.ts';
import { matches, type AbilityProfile } from './profile.ts';
import type { AttackMatch } from '../catalog/effects.ts';
import { profileIndex } from './profile-index.ts';

// How abilities change the distances and numbers of an attack: a grab puts its two at range 0
// (GG-ABL-36); a Giant's marker covers 7 or 19 hexes, reaches half its Level further and adds its
// Level to Solid Melee and Forced Move Defence (GG-ABL-35); Stretching lets an action start up to
// its Level hexes away (GG-ABL-60); Immortality adds to Willpower against Fear (GG-ABL-41).
// Ruling (GG-PLAY-48): distances to and from a Giant are measured to the nearest hex of its marker;
// Stretching, a passive reach like Evasion's dodge, is always up (GG-PLAY-07).

/** Hexes a giant's marker spreads around its centre: 1 at Level 3-7, 2 at 8+ (ruling: 0 at Level 1-2). */
export function footprint(s: S, id: string): number {
  if (!formActive(s, id, 'giant')) return 0;
  const level = formLevel(s, id, 'giant');
  return level >= 8 ? 2 : level >= 3 ? 1 : 0;
}

/** The distance between two figures whose centres are `hexes` apart. */
export function pairDistance(s: S, a: string, b: string, hexes: number): number {
  // A grab and a Giant's marker come from conditions or an Always On form: without any, the hexes are the distance.
  if (plain(s, a) && plain(s, b)) return hexes;
  if (inGrab(s, a, b)) return 0;
  const giants = footprint(s, a) + footprint(s, b);
  return giants === 0 ? hexes : Math.max(hexes === 0 ? 0 : 1, hexes - giants);
}

/** No condition and no Always On form: nothing that changes how far it is from anyone. */
function plain(s: S, id: string): boolean {
  return s.figures[id]!.conditions.length === 0 && profileIndex(profile(s, id)).alwaysOnForms.size === 0;
}

/** Stretching: the best Level, added to the reach of the user's actions. */
export function stretch(s: S, id: string): number {
  let best = 0;
  for (const a of profileIndex(profile(s, id)).stretchers) best = Math.max(best, effectiveLevel(s, id, a.key, a.level));
  return best;
}

/** An ability's range band as its user has it now: a Giant's non-Personal abilities reach half its Level further. */
export function rangeOf(s: S, id: string, ability: AbilityProfile): AbilityProfile['range'] {
  const band = ability.range;
  if (!band || band.max === null || !formActive(s, id, 'giant')) return band;
  return { min: band.min, max: band.max + Math.ceil(formLevel(s, id, 'giant') / 2) };
}

/** Levels a form adds to a Solid Melee result: a Giant's (GG-ABL-35). */
export function formResultBonus(s: S, id: string, ability: AbilityProfile): number {
  return ability.types.includes('solid') && ability.modifiers.includes('melee') && formActive(s, id, 'giant') ? formLevel(s, id, 'giant') : 0;
}

/** What Forced Move Defence protects a result from (its Knockback and Knockdown record meets their own roll: pushes.ts). */
const FMD = GG_CATALOG.ability('forced-move-defence')!.effects.flatMap((e) => (e.kind === 'protection' && e.against.abilities ? [e.against] : []));

const DEFENDS = new Map<string, AttackMatch[]>();
/** Whether a kind of defence protects against this ability at all, whatever Types it covers (its catalog records). */
function defends(defence: string, ability: AbilityProfile): boolean {
  let list = DEFENDS.get(defence);
  if (!list) {
    list = (GG_CATALOG.ability(defence)?.effects ?? []).flatMap((e) => (e.kind === 'protection' ? [{ ...e.against, types: undefined }] : []));
    DEFENDS.set(defence, list);
  }
  return list.some((m) => matches(m, ability));
}

/**
 * Protection beyond the target's own defences: Super Strength, and a Giant while it is one, add
 * their Levels to Forced Move Defence against what that protects from; Super Strength its Level to
 * Hindrance Defence against Solid and Physical Hinders, Immortality its Level to Willpower against Fear (GG-ABL-63, GG-ABL-41).
 */
export function protectionBonus(s: S, target: string, ability: AbilityProfile, best: number): number {
  let out = best;
  const p = profile(s, target);
  // Super Strength, and a Giant while the form is on, add to Forced Move Defence against all it protects from.
  if (FMD.some((m) => matches(m, ability))) out = Math.max(out, forcedMoveDefence(s, target));
  // A Level added to a defence against some attacks: the target's own such defence, or none, plus it.
  for (const b of p.defenceBonus) {
    if (!matches(b.against, ability) || !defends(b.defence, ability) || (b.requires && !formActive(s, target, b.requires))) continue;
    const own = Math.max(0, ...p.abilities.filter((a) => a.ability === b.defence).map((a) => effectiveLevel(s, target, a.key, a.level)));
    out = Math.max(out, own + b.amount);
  }
  return out;
}
