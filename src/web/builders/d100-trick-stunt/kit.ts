import { d100TrickStunt, type D100Sheet } from '../../../systems/d100-trick-stunt/index.ts';
import { loadSheet, sheetIssues, type BuilderKit } from '../kit.ts';
import { D100Editor } from './editor.tsx';

/**
 * A new d100 character: every score at 50 (the middle of the usual 1–100), 10 Life, no Power,
 * unarmed, no name yet. A starting point for the form, not a rule: [D100-CHAR-01] sets only the
 * limits.
 */
function blank(): D100Sheet {
  return {
    schemaVersion: 1, strength: 50, agility: 50, mind: 50, charm: 50, life: 10, maxLife: 10, power: 0,
    skills: {}, weapons: [], wielded: null, armor: null, maims: [], flags: { attackTwice: false },
  };
}

export const d100Kit: BuilderKit<D100Sheet> = {
  system: d100TrickStunt,
  blank,
  load: (json) => loadSheet<D100Sheet>(d100TrickStunt, json),
  nameOf: (sheet) => sheet.name?.trim() || null,
  check: (sheet) => ({ issues: sheetIssues(d100TrickStunt, sheet), points: null }),
  Editor: D100Editor,
};
