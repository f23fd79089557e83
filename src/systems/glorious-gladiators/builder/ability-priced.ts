import { GG_CATALOG } from '../catalog/catalog.ts';
import type { BuildFacts } from '../catalog/predicate.ts';
import type { AbilityEntry, ModifierEntry } from '../catalog/types.ts';
import type { AbilityPick, ModifierPick } from '../sheet.ts';
import { flexibleChoices, halfOf, modifierGpAt } from './flexible-dependents.ts';

// A modifier whose price follows the ability it is on (Persistent Target: "Target for Trap or
// Telepathy 2 ... Target Other 3", seed L238; Short: 1 for Damage) on a Flexible Ability line, which
// is used as any of its abilities "retaining the other modifiers" (seed L209). Such a modifier pays
// its price with the dearest ability; under Flexible Level it is part of each ability's worth, as its
// Type price is (GG-BLD-19): the builder charges it with the ability paid for and play lowers the
// Level by the difference (GG-BLD-26, GG-PLAY-181).

/** The other abilities a Flexible Ability line may be used as, those the catalog knows (an unknown one is GG-MOD-20's). */
export function otherAbilities(pick: AbilityPick): AbilityEntry[] {
  const others = pick.modifiers.find((m) => m.id === 'flexible-ability')?.options['abilities'];
  return Array.isArray(others) ? others.flatMap((id) => GG_CATALOG.ability(String(id)) ?? []) : [];
}

/** The abilities a line may be used as: its own, then Flexible Ability's others the catalog knows. */
export function lineAbilities(pick: AbilityPick): string[] {
  return [pick.ability, ...otherAbilities(pick).map((e) => e.id)];
}

/** Whether a modifier is one of the line's Flexible Ranges, Targets or Durations (optionWorths weighs those). */
export const isFlexibleChoice = (pick: AbilityPick, facts: BuildFacts, id: string): boolean =>
  flexibleChoices(pick, facts).some((c) => c.ids.includes(id));

/** Whether a modifier is priced from the catalog on this line, so its price can follow the ability: not included, entered or derived. */
const priced = (entry: ModifierEntry, m: ModifierPick, ability: AbilityEntry): boolean =>
  !entry.derivedCost && m.refereeCost === undefined && !ability.cost.includedModifiers.includes(m.id);

/**
 * A modifier's price with the line used as each of its abilities, or null where it does not follow the ability.
 * One of the line's Flexible choices is priced so too (GG-BLD-29): with the dearest ability, or under Flexible
 * Level with the ability in use, weighed with the other options (optionWorths), not in the ability's worth.
 */
export function pricesByAbility(
  entry: ModifierEntry, m: ModifierPick, pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts,
): ReadonlyMap<string, number> | null {
  const ids = lineAbilities(pick);
  if (ids.length < 2 || !priced(entry, m, ability)) return null;
  const gps = new Map<string, number>();
  for (const id of ids) {
    const gp = modifierGpAt(entry, m, { ...facts, ability: id });
    if (gp === null) return null;
    gps.set(id, gp);
  }
  return new Set(gps.values()).size > 1 ? gps : null;
}

/** Whether a modifier on the line is priced at half of this one (Concentration of Persistent, seed L201). */
const halvedBy = (pick: AbilityPick, id: string): boolean => pick.modifiers.some((x) => halfOf(x) === id);

/**
 * What the modifiers whose price follows the ability cost with the line used as `id` (GG-BLD-26), less
 * Concentration's half of a Persistent among them (at its printed price). Part of that ability's worth under Flexible Level.
 */
export function abilityPricedGp(pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts, id: string): number {
  let gp = 0;
  for (const m of pick.modifiers) {
    const entry = GG_CATALOG.modifier(m.id);
    if (isFlexibleChoice(pick, facts, m.id)) continue;
    const own = (entry ? pricesByAbility(entry, m, pick, ability, facts) : null)?.get(id);
    if (own !== undefined) gp += own - (halvedBy(pick, m.id) ? Math.floor(own / 2) : 0);
  }
  return gp;
}
