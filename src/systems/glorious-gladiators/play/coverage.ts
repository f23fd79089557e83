import { GG_CATALOG } from '../catalog/catalog.ts';
import type { AbilityEntry, ModifierEntry, TraitEntry } from '../catalog/types.ts';
import { recordCoverage, type Coverage } from './profile-coverage.ts';

/**
 * The honest account of how far play automates the catalog: derived record by record from the
 * handlers play really has (profile.ts's HANDLERS and SPECIAL, as profile-coverage.ts reads them),
 * never from the labels the JSON files carry. The coverage test holds every label to it.
 */
export type Entry = AbilityEntry | ModifierEntry | TraitEntry;
export type PlayLevel = 'automated' | 'partial' | 'referee' | 'narrative';

/** What play does with an entry's records: all applied, some (or some in part), none; no records: narrative. */
export function derivedPlay(entry: Entry): PlayLevel {
  if (entry.effects.length === 0) return 'narrative';
  const c = entry.effects.map(recordCoverage);
  if (c.every((x) => x === 'all')) return 'automated';
  if (c.every((x) => x === 'none')) return 'referee';
  return 'partial';
}

/**
 * Whether an entry's `play` label is true: "automated" only when play applies every record,
 * "referee" only when it applies none; "partial" may also sit on an entry whose records all play
 * when the records do not carry everything the seed says (its refereeNotes say what is left).
 */
export function labelHolds(entry: Entry): boolean {
  const derived = derivedPlay(entry);
  if (entry.play === 'partial') return derived === 'partial' || derived === 'automated';
  return entry.play === derived;
}

export interface CoverageCounts {
  readonly withRecords: number;
  readonly automated: number;
  readonly partial: number;
  readonly referee: number;
  readonly narrative: number;
}

/** Entries by their (checked) label: the numbers docs/systems/glorious-gladiators.md quotes. */
export function coverageCounts(entries: readonly Entry[] = catalogEntries()): CoverageCounts {
  const count = (level: PlayLevel) => entries.filter((e) => e.play === level).length;
  return {
    withRecords: entries.filter((e) => e.effects.length > 0).length,
    automated: count('automated'), partial: count('partial'), referee: count('referee'), narrative: count('narrative'),
  };
}

export const catalogEntries = (): Entry[] => [...GG_CATALOG.abilities, ...GG_CATALOG.modifiers, ...GG_CATALOG.traits];

export type { Coverage };
