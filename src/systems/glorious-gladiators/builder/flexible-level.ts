import type { BuildFacts } from '../catalog/predicate.ts';
import type { AbilityEntry } from '../catalog/types.ts';
import { mainTypeOf, type TypeCode } from '../catalog/vocabulary.ts';
import type { AbilityPick } from '../sheet.ts';
import { abilityPricedGp, otherAbilities } from './ability-priced.ts';
import { levelCost, levelMultiple } from './level-cost.ts';
import { costOf } from './option-cost.ts';

// Flexible Level (GG-MOD-22, seed L211): of each other Flexible modifier only the cheapest option
// is paid, and using a dearer one costs the ability Levels instead. The builder charges from these
// prices and play lowers the Level from them, so both read one set of numbers.

export const hasFlexibleLevel = (pick: AbilityPick): boolean => pick.modifiers.some((m) => m.id === 'flexible-level');

/**
 * The Levels a dearer option costs for the GP it is over the cheapest: one Level per GP, as the
 * spec reads the seed's "reduced by 3 GP worth" (GG-MOD-22: "lowers the ability's Level by the GP
 * difference"; GG-PLAY-72).
 */
export const levelsForGp = (gp: number): number => gp;

/** The builder's word for an option Flexible Level does not charge. */
export const flexibleLevelNote = (gpOver: number): string => `Flexible Level: paid by ${levelsForGp(gpOver)} Level(s) less when used`;

/** The GP of the cheapest option. */
export const cheapestGp = (gps: Iterable<number>): number => Math.min(...gps);

/** A Type's own price on this ability (Damage: Energy 2, Psychic 3; a subtype at its main Type's), 0 where none is printed. */
export function typeCost(entry: AbilityEntry, t: TypeCode): number {
  const costs = entry.cost.typeCosts;
  return costs ? (costs[t] ?? costs[mainTypeOf(t)] ?? 0) : 0;
}

/**
 * What the line's Types cost on this ability (part of its base cost, seed L46): its price per Type
 * (Damage: Psychic 3), only the cheapest with Flexible Type and Flexible Level (GG-BLD-08), and its
 * price for how many Types it covers (Damage Defence), none with Flexible Type (GG-BLD-09) or for a Source.
 */
export function typesGp(entry: AbilityEntry, pick: AbilityPick): number {
  const flexibleType = pick.modifiers.some((m) => m.id === 'flexible-type');
  let gp = 0;
  if (entry.cost.typeCosts) {
    const gps = pick.types.map((t) => typeCost(entry, t));
    gp += flexibleType && hasFlexibleLevel(pick) ? cheapestGp(gps) : gps.reduce((a, b) => a + b, 0);
  }
  const tiers = entry.cost.typeTiers;
  if (tiers && pick.coversSource !== undefined) gp += tiers.source ?? 0;
  else if (tiers && !flexibleType) gp += tiers.tiers[pick.types.length - 1] ?? 0;
  return gp;
}

/** One ability a Flexible Ability line may be used as. */
export interface AbilityOption {
  readonly entry: AbilityEntry;
  /** Its base cost (null: the seed prints none for this build, GG-RULING-C03). */
  readonly base: number | null;
  /** What the line's Types cost on it (GG-BLD-19). */
  readonly types: number;
  /** Its Levels at its own Level Limit (times Power Pool's Multiple). */
  readonly levels: number;
  /** The line's modifiers priced by the ability, as priced with it (Persistent Target, GG-BLD-26). */
  readonly modifiers: number;
  /**
   * What it is worth under Flexible Level (GG-BLD-16, GG-BLD-19, GG-BLD-26): base + Types + Levels + those modifiers;
   * with a referee-entered base, which stands for every ability's base and Type price, Levels + those modifiers (GG-BLD-28).
   */
  readonly gp: number;
}

/**
 * The abilities a line may be used as: its own, then Flexible Ability's others that the catalog
 * knows. GG-BLD-16: each is worth its base cost (with its own price for the line's Types,
 * GG-BLD-19) plus the line's Level at its own Level Limit and the modifiers priced by it (GG-BLD-26).
 */
export function abilityOptions(pick: AbilityPick, entry: AbilityEntry, facts: BuildFacts): AbilityOption[] {
  const multiple = levelMultiple(pick, entry);
  const option = (e: AbilityEntry, base: number | null): AbilityOption => {
    const levels = levelCost(pick.level, e.levelLimit) * multiple;
    const types = typesGp(e, pick);
    const modifiers = abilityPricedGp(pick, entry, facts, e.id);
    const printed = pick.refereeBase === undefined ? (base ?? 0) + types : 0;
    return { entry: e, base, types, levels, modifiers, gp: printed + levels + modifiers };
  };
  const out = [option(entry, costOf(entry.cost.base, facts))];
  for (const other of otherAbilities(pick)) out.push(option(other, costOf(other.cost.base, { ...facts, ability: other.id })));
  return out;
}
