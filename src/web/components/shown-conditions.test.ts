import { describe, expect, it } from 'vitest';
import { expiryWords, shownConditions } from './shown-conditions.ts';

const docs = [{ id: 'dead', supersedes: ['ko', 'maimed'] }, { id: 'ko' }, { id: 'grappled', supersedes: [] }];

describe('conditions on a figure card', () => {
  it('[D100-COND-03] a condition that supersedes another hides it while both are on', () => {
    const ko = { id: 'ko' };
    const dead = { id: 'dead' };
    expect(shownConditions([ko, dead], docs)).toEqual([dead]);
    expect(shownConditions([ko, { id: 'grappled' }], docs)).toEqual([ko, { id: 'grappled' }]);
    // A condition the system does not document (a GM's own) is shown as it is.
    expect(shownConditions([{ id: 'on-fire' }, ko], docs)).toEqual([{ id: 'on-fire' }, ko]);
  });

  it('[GG-INIT-03] a timed condition says until when, naming whose turn ends it; an untimed one says nothing', () => {
    const names = new Map([['mind', 'Mindwarp']]);
    expect(expiryWords({ at: 'turn-start', of: 'mind', turns: 1 }, names)).toBe('until Mindwarp\'s next turn');
    expect(expiryWords({ at: 'turn-end', of: 'mind', turns: 1 }, names)).toBe('until the end of Mindwarp\'s turn');
    expect(expiryWords({ at: 'turn-start', of: 'mind', turns: 3 }, names)).toBe('for Mindwarp\'s next 3 turns');
    expect(expiryWords({ at: 'round-end', rounds: 1 }, names)).toBe('until the round ends');
    expect(expiryWords({ at: 'round-end', rounds: 2 }, names)).toBe('for 2 rounds');
    expect(expiryWords(undefined, names)).toBeNull();
  });
});
