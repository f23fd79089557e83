import type { CharacterKind } from '../catalog/vocabulary.ts';
import { GG_SHEET_SCHEMA_VERSION, type GgSheet } from '../sheet.ts';

/**
 * A new character with nothing bought yet: the four free starting abilities are implicit
 * (GG-ABL-S1..S4). Majors start on the suggested 40 GP budget (GG-CHAR-02), minors with none.
 */
export function blankSheet(name = 'New Character', kind: CharacterKind = 'major', budget: number | null = kind === 'major' ? 40 : null): GgSheet {
  return { schemaVersion: GG_SHEET_SCHEMA_VERSION, system: 'glorious-gladiators', name, kind, budget, abilities: [], advantages: [], disadvantages: [] };
}
