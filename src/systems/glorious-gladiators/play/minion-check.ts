import { validateSheet } from '../builder/sheet-price.ts';
import type { GgSheet } from '../sheet.ts';

// Whether a minion is built on a Summon's Level in GP (GG-ABL-62, GG-PLAY-211), asked by gg.summon's
// validate. The action bar asks it of every minion on every listing (summon-offers.ts), and a whole
// builder check costs about half a millisecond, so each answer is kept per sheet object and budget:
// a sheet on the table and a template never change.

const checked = new WeakMap<GgSheet, Map<number, string | null>>();

/** The first thing wrong with the minion built on `budget` GP, or null when it is legal. */
export function minionProblem(sheet: GgSheet, budget: number): string | null {
  let byBudget = checked.get(sheet);
  if (!byBudget) {
    byBudget = new Map();
    checked.set(sheet, byBudget);
  }
  const known = byBudget.get(budget);
  if (known !== undefined) return known;
  const problem = validateSheet({ ...sheet, budget })[0]?.message ?? null;
  byBudget.set(budget, problem);
  return problem;
}
