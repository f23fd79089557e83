import { describe, expect, it } from 'vitest';
import type { StepResult } from '../../kernel/index.ts';
import { BLAZE, TITAN } from './templates.ts';
import { GM, P1, run, stateOf, table, tryRun } from './testing.ts';

// Ruling HLH-PLAY-21: the GM's override of whose turn it is (`gm.set` of the round's order, its cursor,
// the turn) names figures on the table and a place in the order. A turn given to no one stalled the
// table: no one could act or end it.

const fight = () => {
  const t = table([
    { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
    { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 1, y: 0 } },
  ]);
  run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
  return t;
};
const set = (t: ReturnType<typeof fight>, path: string[], value: unknown) => tryRun(t, GM, 'gm.set', { path: ['sys', ...path], value });
const why = (r: StepResult) => (r.ok ? null : `${r.rejection.code}: ${r.rejection.message}`);

describe('High/Low Heroes: the GM sets whose turn it is (HLH-PLAY-21)', () => {
  it('[HLH-PLAY-21] [HLH-INIT-03] the turn and the order name only figures on the table', () => {
    const t = fight();
    const turn = stateOf(t).sys.turn;
    expect(turn).not.toBeNull();
    expect(why(set(t, ['turn', 'figure'], 'ghost'))).toBe('UNKNOWN_FIGURE: Cannot set sys.turn.figure: there is no figure "ghost".');
    expect(why(set(t, ['turn'], { ...turn!, figure: 'ghost' }))).toBe('UNKNOWN_FIGURE: Cannot set sys.turn: there is no figure "ghost".');
    expect(why(set(t, ['order', '0', 'figure'], 'ghost'))).toBe('UNKNOWN_FIGURE: Cannot set sys.order.0.figure: there is no figure "ghost".');
    expect(why(set(t, ['acted'], ['ghost']))).toBe('UNKNOWN_FIGURE: Cannot set sys.acted: there is no figure "ghost".');
  });

  it('[HLH-PLAY-21] [HLH-INIT-03] the cursor is a place in the order (its end: the round is over), a whole number', () => {
    const t = fight();
    const n = stateOf(t).sys.order.length;
    expect(why(set(t, ['cursor'], n + 1))).toBe(`INVALID_OVERRIDE: Cannot set sys.cursor: the cursor is a place in the order, 0 to ${n}.`);
    expect(why(set(t, ['cursor'], 0.5))).toMatch(/^INVALID_OVERRIDE/);
    expect(why(set(t, ['cursor'], 0))).toBeNull();
  });
});
