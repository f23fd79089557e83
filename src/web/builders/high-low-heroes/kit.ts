import { highLowHeroes, sheetName, type HlhSheet } from '../../../systems/high-low-heroes/index.ts';
import { loadSheet, sheetIssues, type BuilderKit } from '../kit.ts';
import { HlhEditor } from './editor.tsx';

/** A new hero with nothing chosen: the builder shows what is missing, rule by rule. */
function blank(): HlhSheet {
  return {
    version: 1, kind: 'hero', heroName: '', civilianName: '', aspects: null, maxLife: 10, powers: [], weakness: null, careers: [],
    charge: '', training: null, doubles: 0, upgrades: 0, canBlock: true,
  };
}

export const hlhKit: BuilderKit<HlhSheet> = {
  system: highLowHeroes,
  blank,
  load: (json) => loadSheet<HlhSheet>(highLowHeroes, json),
  nameOf: (sheet) => sheetName(sheet) || null,
  check: (sheet) => ({ issues: sheetIssues(highLowHeroes, sheet), points: null }),
  Editor: HlhEditor,
};
