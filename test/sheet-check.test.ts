import { describe, expect, it } from 'vitest';
import { ALDO, d100TrickStunt } from '../src/systems/d100-trick-stunt/index.ts';
import { BLUE_COMET, blankSheet, gloriousGladiators } from '../src/systems/glorious-gladiators/index.ts';
import { BLAZE, highLowHeroes } from '../src/systems/high-low-heroes/index.ts';
import { checkSheet, issueLines } from '../src/kernel/index.ts';

// The one check of a sheet the CLI, the server and the builder share: same verdict, rule IDs and
// JSON paths wherever a sheet is checked.
describe('checkSheet', () => {
  it('[GG-BLD-01] a GG sheet that does not fit the schema breaks the sheet-format rule, field by field, with JSON paths', () => {
    const r = checkSheet(gloriousGladiators, { ...BLUE_COMET, budget: 'lots', abilities: [{ ...BLUE_COMET.abilities[0], level: 'high' }] });
    expect(r.sheet).toBeNull();
    expect(r.issues.map((i) => [i.ruleId, i.path])).toEqual([
      ['GG-BLD-01', ['budget']],
      ['GG-BLD-01', ['abilities', 0, 'level']],
    ]);
    expect(r.cost).toBeUndefined();
  });

  it('[GG-CHAR-10] a sheet that parses gets the building rules\' issues and, on a points system, its price even when illegal', () => {
    const r = checkSheet(gloriousGladiators, blankSheet('Nobody'));
    expect(r.issues.map((i) => i.ruleId)).toEqual(['GG-CHAR-10', 'GG-CHAR-10']);
    expect(r.cost).toMatchObject({ unit: 'GP' });
    expect(checkSheet(gloriousGladiators, BLUE_COMET)).toMatchObject({ issues: [], cost: { unit: 'GP' } });
  });

  it('[D100-CHAR-01] a d100 sheet with a score that is not a number breaks D100-CHAR-01; no cost without points', () => {
    const r = checkSheet(d100TrickStunt, { ...ALDO, strength: 'strong' });
    expect(r.issues).toEqual([expect.objectContaining({ ruleId: 'D100-CHAR-01', path: ['strength'] })]);
    expect(checkSheet(d100TrickStunt, ALDO)).toEqual({ sheet: expect.anything() as unknown, issues: [] });
  });

  it('[HLH-CHAR-01] a spec that names no sheet-format rule gets <prefix>-SHEET, and the lines name rule and path', () => {
    const r = checkSheet(highLowHeroes, { ...BLAZE, life: 'lots' });
    expect(r.issues.map((i) => i.ruleId)).toContain('HLH-SHEET');
    expect(issueLines([{ ruleId: 'X-1', path: ['a', 2], message: 'bad' }, { ruleId: 'X-2', path: [], message: 'worse' }]))
      .toEqual(['[X-1] a.2: bad', '[X-2] (sheet): worse']);
  });

  it('[GG-CHAR-01] given the sheet, the lines name each list item as the builder does, the JSON path kept in brackets', () => {
    const minor = { ...BLUE_COMET, kind: 'minor', budget: null, advantages: [], disadvantages: [] };
    expect(issueLines(checkSheet(gloriousGladiators, minor).issues, minor)).toContain(
      '[GG-CHAR-01] Abilities › Lightning Bolt › Level (abilities.0.level): minor ability over Level 3');
    expect(issueLines([{ ruleId: 'X-2', path: [], message: 'worse' }, { ruleId: 'X-3', path: ['budget'], message: 'over' }], minor))
      .toEqual(['[X-2] (sheet): worse', '[X-3] Budget: over']);
  });
});
