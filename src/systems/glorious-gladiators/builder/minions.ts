import type { SheetIssue } from '../../../kernel/index.ts';
import type { GgMinionSheet, GgSheet } from '../sheet.ts';

// A summoner's minions (GG-ABL-62, ruling GG-PLAY-211; seed 000 L153 "Each summoned minion is designed
// using a number of GP equal to the Level of the ability. Minions are unnamed characters with 1 hit").
// The sheet carries each design, a minor character checked as any sheet is, on the Summon's Level in GP:
// the table can then offer them (play/summon-offers.ts), where no built-in template fits a low Summon.

/** The GP a minion of this sheet may be built on: its highest Summon's Level, or null with no Summon. */
export function minionBudget(sheet: Pick<GgSheet, 'abilities'>): number | null {
  let best: number | null = null;
  for (const a of sheet.abilities) if (a.ability === 'summon' && (best === null || a.level > best)) best = a.level;
  return best;
}

/** What a minion costs and breaks on its own, priced as a sheet without a budget (sheet-price.ts). */
export type MinionCheck = (minion: GgMinionSheet) => { readonly total: number; readonly issues: readonly SheetIssue[] };

/**
 * Every way the sheet's minions break the rules, under `minions › n` with each problem's own rule ID:
 * a minion without a Summon to bring it, one that is not minor, or one over the highest Summon's Level.
 */
export function minionIssues(sheet: GgSheet, check: MinionCheck): SheetIssue[] {
  const minions = sheet.minions ?? [];
  if (minions.length === 0) return [];
  const budget = minionBudget(sheet);
  if (budget === null) return [{ ruleId: 'GG-ABL-62', path: ['minions'], message: 'minions come with a Summon: this character has none to bring them' }];
  const issues: SheetIssue[] = [];
  minions.forEach((m, i) => {
    if (m.kind !== 'minor') issues.push({ ruleId: 'GG-ABL-62', path: ['minions', i, 'kind'], message: 'a minion is a minor character (1 hit, GG-CHAR-01)' });
    const own = check(m);
    for (const x of own.issues) issues.push({ ...x, path: ['minions', i, ...x.path] });
    if (own.total > budget) {
      issues.push({
        ruleId: 'GG-ABL-62', path: ['minions', i],
        message: `minion "${m.name}" costs ${own.total} GP, over the Summon's Level ${budget}: a minion is built on the Level in GP`,
      });
    }
  });
  return issues;
}
