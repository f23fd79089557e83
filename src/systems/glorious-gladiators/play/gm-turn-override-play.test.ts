import { describe, expect, it } from 'vitest';
import { current, ggTable, refusal, run, sys, tryRun } from './testing.ts';

// Ruling GG-PLAY-233: the GM's override of whose turn it is (`gm.set` of the order or its index) names
// figures on the table and a place in the order. A turn given to no one stalled the table: every
// command was NOT_YOUR_TURN and nothing ended the turn.

const trio = () => {
  const t = ggTable([
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
    { id: 'cop', side: 'villains', template: 'city-police', at: { q: 3, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1, 10]);
  return t;
};
const set = (t: ReturnType<typeof trio>, path: string[], value: unknown) => tryRun(t, 'gm.set', { path: ['sys', ...path], value } as never);
const words = (r: ReturnType<typeof set>) => (r.ok ? '' : r.rejection.message);

describe('glorious gladiators: the GM sets whose turn it is (GG-PLAY-233)', () => {
  it('[GG-PLAY-233] [GG-INIT-01] the order, whole or one place, names only figures on the table', () => {
    const t = trio();
    const whole = set(t, ['order'], ['comet', 'ghost', 'cop']);
    expect(refusal(whole)).toBe('UNKNOWN_FIGURE');
    expect(words(whole)).toBe('Cannot set sys.order: there is no figure "ghost".');
    expect(refusal(set(t, ['order', '0'], 'ghost'))).toBe('UNKNOWN_FIGURE');
    expect(refusal(set(t, ['baseOrder'], ['ghost']))).toBe('UNKNOWN_FIGURE');
    expect(refusal(set(t, ['delayed'], ['ghost']))).toBe('UNKNOWN_FIGURE');
    expect(sys(t).order).toEqual(['comet', 'iron', 'cop']);
  });

  it('[GG-PLAY-233] [GG-INIT-03] the turn is a place in the order: past its end, or not a whole number, it is refused', () => {
    const t = trio();
    const past = set(t, ['index'], 7);
    expect(refusal(past)).toBe('INVALID_OVERRIDE');
    expect(words(past)).toBe('Cannot set sys.index: the turn is a place in the order, 0 to 2.');
    expect(refusal(set(t, ['index'], 1.5))).toBe('INVALID_OVERRIDE');
    expect(refusal(set(t, ['index'], -1))).toBe('INVALID_OVERRIDE');
    // A place that is there passes the turn to its figure.
    run(t, 'gm.set', { path: ['sys', 'index'], value: 2 });
    expect(current(t)).toBe('cop');
  });

  it('[GG-PLAY-233] GG keeps no sys.current: setting it is refused as no such value', () => {
    expect(refusal(set(trio(), ['current'], 'iron'))).toBe('INVALID_OVERRIDE');
  });
});
