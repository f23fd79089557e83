import { describe, expect, it } from 'vitest';
import { checkSheet, issueLines } from '../../../kernel/index.ts';
import { blankSheet } from './blank.ts';
import { gloriousGladiators } from '../system.ts';
import type { GgMinionSheet, GgSheet } from '../sheet.ts';
import { minionBudget } from './minions.ts';
import { validateSheet } from './sheet-price.ts';
import { line, mod, sheetWith } from './testing.ts';

// A summoner's sheet carries its minions' designs (GG-PLAY-211): each a minor character the builder
// checks as any sheet, on the highest Level of the sheet's Summons in GP.

const claws = line('damage', 1, { key: 'claws', name: 'Claws', modifiers: [mod('touch')] });
/** A minor character: Claws (Damage 1 Touch, 3 GP) and anything else given. */
const imp = (more: GgSheet['abilities'] = []): GgMinionSheet => ({ ...blankSheet('Imp', 'minor', null), abilities: [claws, ...more] });
const warlock = (level: number, minions: GgMinionSheet[]) => sheetWith([line('summon', level, { key: 'imps', name: 'Summon Imps' })], { name: 'Warlock', minions });

describe('[GG-PLAY-211] minions on the summoner\'s sheet', () => {
  it('[GG-PLAY-211] [GG-ABL-62] a minion built within the Summon\'s Level in GP is legal, and costs the summoner nothing', () => {
    const sheet = warlock(3, [imp()]);
    expect(validateSheet(sheet)).toEqual([]);
    expect(minionBudget(sheet)).toBe(3);
    expect(checkSheet(gloriousGladiators, sheet).cost?.total).toBe(checkSheet(gloriousGladiators, { ...sheet, minions: [] }).cost?.total);
  });

  it('[GG-PLAY-211] [GG-ABL-62] a minion over the Summon\'s Level in GP is refused with the rule ID and its price', () => {
    const sheet = warlock(3, [imp([line('damage', 2, { key: 'bite', name: 'Bite' })])]);
    expect(validateSheet(sheet)).toEqual([
      { ruleId: 'GG-ABL-62', path: ['minions', 0], message: 'minion "Imp" costs 5 GP, over the Summon\'s Level 3: a minion is built on the Level in GP' },
    ]);
  });

  it('[GG-PLAY-211] [GG-CHAR-01] a minion\'s own problems come under it, with their own rule IDs, as arbiter check words them', () => {
    const big = warlock(7, [imp([line('damage', 4, { key: 'bite', name: 'Bite' })])]);
    const r = checkSheet(gloriousGladiators, big);
    expect(r.issues).toEqual([expect.objectContaining({ ruleId: 'GG-CHAR-01', path: ['minions', 0, 'abilities', 1, 'level'] })]);
    expect(issueLines(r.issues, big)[0]).toBe('[GG-CHAR-01] Minions › Imp › Abilities › Bite › Level (minions.0.abilities.1.level): minor ability over Level 3');
  });

  it('[GG-PLAY-211] [GG-ABL-62] a minion is a minor character, and minions need a Summon to bring them', () => {
    expect(validateSheet(warlock(3, [{ ...imp(), kind: 'major' }])).map((i) => [i.ruleId, i.path.join('.'), i.message])).toContainEqual(
      ['GG-ABL-62', 'minions.0.kind', 'a minion is a minor character (1 hit, GG-CHAR-01)']);
    expect(validateSheet(sheetWith([], { minions: [imp()] })).map((i) => [i.ruleId, i.path.join('.'), i.message])).toEqual(
      [['GG-ABL-62', 'minions', 'minions come with a Summon: this character has none to bring them']]);
  });

  it('[GG-PLAY-211] the highest Summon sets the budget; a sheet without minions parses and prices as before', () => {
    const two = sheetWith([line('summon', 2, { key: 'small' }), line('summon', 5, { key: 'big' })], { minions: [imp([line('damage', 2, { key: 'bite' })])] });
    expect(minionBudget(two)).toBe(5);
    expect(validateSheet(two)).toEqual([]);
    expect('minions' in sheetWith([])).toBe(false);
  });
});
