import { describe, expect, it } from 'vitest';
import { shownConditions } from './shown-conditions.ts';

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
});
