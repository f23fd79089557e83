import { describe, expect, it } from 'vitest';
import { blankSheet, gloriousGladiators } from '../../systems/glorious-gladiators/index.ts';
import { fieldId, issuesAt, issuesUnder, pathLabel, setIn, sheetIssues } from './kit.ts';

// The builder's plumbing between a system's issues and the form: which field an issue marks,
// how it is named to the player, and immutable edits of a draft.
describe('builder kit', () => {
  it('[GG-CHAR-10] the check is the system\'s own: a blank major character lacks advantages and disadvantages', () => {
    const issues = sheetIssues(gloriousGladiators, blankSheet('Nobody'));
    expect(issues.map((i) => i.ruleId)).toEqual(['GG-CHAR-10', 'GG-CHAR-10']);
    expect(issuesAt(issues, ['advantages'])).toHaveLength(1);
  });

  it('finds issues at a field and below it, and gives each field a stable DOM id', () => {
    const issues = [
      { ruleId: 'A', path: ['abilities', 0, 'level'], message: 'a' },
      { ruleId: 'B', path: ['abilities', 0], message: 'b' },
      { ruleId: 'C', path: ['abilities', 1, 'level'], message: 'c' },
    ];
    expect(issuesAt(issues, ['abilities', 0]).map((i) => i.ruleId)).toEqual(['B']);
    expect(issuesUnder(issues, ['abilities', 0]).map((i) => i.ruleId)).toEqual(['A', 'B']);
    expect(fieldId(['abilities', 0, 'level'])).toBe('field-abilities-0-level');
  });

  it('names list items by what they are when it shows a problem\'s place', () => {
    const draft = { abilities: [{ ability: 'damage', name: 'Lightning Bolt', modifiers: [{ id: 'focus' }] }], powers: [{ category: 'movement', name: '' }] };
    expect(pathLabel(['abilities', 0, 'modifiers', 0], draft)).toBe('Abilities › Lightning Bolt › Modifiers › Focus');
    expect(pathLabel(['powers', 0, 'category'], draft)).toBe('Powers › #1 › Category');
    expect(pathLabel([], draft)).toBe('Sheet');
  });

  it('edits a draft without changing the original', () => {
    const draft = { skills: { fight: 40 }, weapons: [{ id: 'sword' }] };
    const next = setIn(draft, ['weapons', 0, 'id'], 'axe');
    expect(next).toEqual({ skills: { fight: 40 }, weapons: [{ id: 'axe' }] });
    expect(draft.weapons[0]!.id).toBe('sword');
    expect(setIn(draft, ['skills', 'fight'], undefined)).toEqual({ skills: {}, weapons: [{ id: 'sword' }] });
  });
});
