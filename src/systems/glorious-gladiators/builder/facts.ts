import { GG_CATALOG } from '../catalog/catalog.ts';
import type { BuildFacts } from '../catalog/predicate.ts';
import type { AbilityEntry, ModifierEntry, StartingEntry } from '../catalog/types.ts';
import { STARTING_IDS, type DurationId, type RangeId, type TargetId } from '../catalog/vocabulary.ts';
import type { AbilityPick, GgSheet, OptionValue } from '../sheet.ts';

/** What the sheet calls an ability: its own name, else the catalog's ("Running" for the free one). */
export function pickName(pick: AbilityPick): string {
  return pick.name ?? GG_CATALOG.ability(pick.ability)?.name ?? pick.ability;
}

/** Why an Absorption's "into" entry feeds nothing (GG-BLD-31): it is the Absorption, no ability's key, or named before. */
export type IntoFault = 'itself' | 'unknown' | 'twice';

/**
 * What an Absorption adds its levels to (GG-ABL-01 "a chosen ability or abilities of the user", ruling
 * GG-BLD-31): each "into" entry with the fault that makes it feed nothing, or null for another ability's key
 * (`has`: the user's abilities, the free starting ones too), each once. The builder refuses the faults and
 * play feeds the rest, so both read the list one way.
 */
export function absorptionInto(
  absorption: { readonly key: string; readonly options: Readonly<Record<string, OptionValue>> }, has: (key: string) => boolean,
): { key: string; fault: IntoFault | null }[] {
  const into = absorption.options['into'];
  const seen = new Set<string>();
  return (Array.isArray(into) ? into : []).map((key) => {
    const fault = key === absorption.key ? 'itself' : !has(key) ? 'unknown' : seen.has(key) ? 'twice' : null;
    seen.add(key);
    return { key, fault };
  });
}

/**
 * Every ability a character has: the sheet's own lines plus any of the four free starting
 * abilities the sheet does not list (GG-ABL-S1..S4: every character has them at no cost).
 */
export function expandedAbilities(sheet: GgSheet): AbilityPick[] {
  const listed = new Set(sheet.abilities.flatMap((a) => (a.starting ? [a.starting] : [])));
  const implicit = STARTING_IDS.filter((id) => !listed.has(id)).map((id) => freeStartingPick(GG_CATALOG.startingAbility(id)!));
  return [...implicit, ...sheet.abilities];
}

/** The free version of a starting ability as a sheet line. */
export function freeStartingPick(s: StartingEntry): AbilityPick {
  return {
    key: s.id, ability: s.ability, starting: s.id, name: s.name, level: s.level, types: [...s.types], source: s.source,
    options: structuredClone(s.options), modifiers: s.modifiers.map((m) => ({ id: m.id, options: { ...m.options } })),
  };
}

/** The catalog entries of a pick's modifiers that exist (unknown ids are reported by validation). */
export function knownModifiers(pick: AbilityPick): { pick: AbilityPick['modifiers'][number]; entry: ModifierEntry }[] {
  return pick.modifiers.flatMap((m) => {
    const entry = GG_CATALOG.modifier(m.id);
    return entry ? [{ pick: m, entry }] : [];
  });
}

/** What a predicate sees of one ability as built (GG-CHAR-09 defaults: Personal, Direct, Instant). */
export function buildFacts(pick: AbilityPick, entry: AbilityEntry | undefined, own: Readonly<Record<string, OptionValue>>): BuildFacts {
  const mods = knownModifiers(pick);
  const inCategory = (c: ModifierEntry['category']) => mods.filter((m) => m.entry.category === c).map((m) => m.entry.id);
  const included = entry?.cost.includedModifiers ?? [];
  const ranges = inCategory('range') as RangeId[];
  const targets = inCategory('target') as TargetId[];
  const durations = [...new Set([...inCategory('duration'), ...included.filter((id) => GG_CATALOG.modifier(id)?.category === 'duration')])] as DurationId[];
  return {
    ability: pick.ability,
    level: pick.level,
    types: pick.types,
    source: pick.source,
    ranges: ranges.length > 0 ? ranges : ['personal'],
    targets: targets.length > 0 ? targets : ['direct'],
    durations: durations.length > 0 ? durations : ['instant'],
    modifiers: [...pick.modifiers.map((m) => ({ id: m.id, options: m.options })), ...included.map((id) => ({ id, options: {} }))],
    options: own,
  };
}

/** The same facts, seen from one of the ability's modifiers (its own options are "own"). */
export function withOwnOptions(facts: BuildFacts, own: Readonly<Record<string, OptionValue>>): BuildFacts {
  return { ...facts, options: own };
}
