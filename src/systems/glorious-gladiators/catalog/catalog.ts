import { checkCatalog, type CatalogFile, type ParsedCatalog } from './check-catalog.ts';
import { ABILITY_FILES, MODIFIER_FILES, STARTING_FILES, TRAIT_FILES } from './index.generated.ts';
import type { AbilityEntry, ModifierEntry, StartingEntry, TraitEntry } from './types.ts';

/** Every catalog file as loaded from index.generated.ts, for checks that need the raw data. */
export const CATALOG_FILES: readonly CatalogFile[] = [
  ...ABILITY_FILES.map(([name, data]) => ({ dir: 'abilities' as const, name, data })),
  ...MODIFIER_FILES.map(([name, data]) => ({ dir: 'modifiers' as const, name, data })),
  ...STARTING_FILES.map(([name, data]) => ({ dir: 'starting' as const, name, data })),
  ...TRAIT_FILES.map(([name, data]) => ({ dir: 'traits' as const, name, data })),
];

/**
 * The Glorious Gladiators 6 catalog: 71 abilities, 69 modifiers, 4 free starting abilities and
 * 107 advantages/disadvantages, each parsed and cross-checked when this module loads.
 */
export interface GgCatalog extends ParsedCatalog {
  ability(id: string): AbilityEntry | undefined;
  modifier(id: string): ModifierEntry | undefined;
  startingAbility(id: string): StartingEntry | undefined;
  trait(id: string): TraitEntry | undefined;
  byRuleId(ruleId: string): AbilityEntry | ModifierEntry | StartingEntry | TraitEntry | undefined;
}

function index<T extends { id: string }>(list: readonly T[]): ReadonlyMap<string, T> {
  return new Map(list.map((e) => [e.id, e]));
}

function makeCatalog(c: ParsedCatalog): GgCatalog {
  const abilities = index(c.abilities);
  const modifiers = index(c.modifiers);
  const starting = index(c.starting);
  const traits = index(c.traits);
  const rules = new Map([...c.abilities, ...c.modifiers, ...c.starting, ...c.traits].map((e) => [e.ruleId, e]));
  return {
    ...c,
    ability: (id) => abilities.get(id),
    modifier: (id) => modifiers.get(id),
    startingAbility: (id) => starting.get(id),
    trait: (id) => traits.get(id),
    byRuleId: (ruleId) => rules.get(ruleId),
  };
}

function load(): GgCatalog {
  const { catalog, problems } = checkCatalog(CATALOG_FILES);
  // The data ships with the code; a broken entry is a bug the catalog test names file by file.
  if (problems.length > 0) throw new Error(`Glorious Gladiators catalog is invalid:\n${problems.map((p) => `${p.file}: ${p.message}`).join('\n')}`);
  return makeCatalog(catalog);
}

/** The catalog, validated once on load. */
export const GG_CATALOG: GgCatalog = load();
