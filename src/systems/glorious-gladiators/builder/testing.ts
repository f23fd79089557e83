import { GG_CATALOG } from '../catalog/catalog.ts';
import type { CharacterKind } from '../catalog/vocabulary.ts';
import { ggSheetSchema, type AbilityPick, type GgSheet, type ModifierPick, type OptionValue, type TraitPick } from '../sheet.ts';
import { builderOptions, type GgBuilderOptions } from './builder-options.ts';
import { analyzeAbility, type AbilityAnalysis } from './price-ability.ts';

// Small builders for tests and examples: one ability line, one modifier, one sheet.

export const mod = (id: string, options: Record<string, OptionValue> = {}): ModifierPick => ({ id, options });

/** An ability line with sensible defaults: its key is its id, its Type the first the catalog allows, Mutant source. */
export function line(ability: string, level: number, rest: Partial<AbilityPick> = {}): AbilityPick {
  const entry = GG_CATALOG.ability(ability);
  const types = entry && entry.types !== 'any' ? [entry.types[0]!] : ['solid' as const];
  return { key: ability, ability, level, types, source: 'mutant', options: {}, modifiers: [], ...rest };
}

/** Prices one ability line on its own. */
export function price(pick: AbilityPick, kind: CharacterKind = 'major', options: Partial<GgBuilderOptions> = {}): AbilityAnalysis {
  return analyzeAbility(pick, ['abilities', 0], kind, builderOptions(options));
}

/** A sheet with these lines; majors get a 40 GP budget and a legal set of traits unless given. */
export function sheetWith(abilities: AbilityPick[], rest: Partial<GgSheet> = {}): GgSheet {
  const kind = rest.kind ?? 'major';
  const advantages: TraitPick[] = kind === 'major' ? [{ id: 'grandeur' }, { id: 'negotiator' }] : [];
  const disadvantages: TraitPick[] = kind === 'major' ? [{ id: 'angst' }] : [];
  return ggSheetSchema.parse({
    schemaVersion: 1, system: 'glorious-gladiators', name: 'Test', kind, budget: kind === 'major' ? 40 : null,
    abilities, advantages, disadvantages, ...rest,
  });
}
