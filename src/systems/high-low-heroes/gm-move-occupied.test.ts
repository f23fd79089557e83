import { describe, expect, it } from 'vitest';
import { BLAZE, TITAN } from './templates.ts';
import { GM, P1, run, stateOf, table, tryRun } from './testing.ts';

// Ruling HLH-PLAY-22: the GM places a figure where a move may end (HLH-PLAY-05: one figure a square).
// gm.move put a figure on another's square: range, crowding and knock-back then counted two on one.

const pair = () => table([
  { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
  { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 3, y: 0 } },
]);

describe('High/Low Heroes: the GM places a figure (HLH-PLAY-22)', () => {
  it('[HLH-PLAY-22] [HLH-PLAY-05] not on another figure\'s square; the other may be moved first', () => {
    const t = pair();
    const r = tryRun(t, GM, 'gm.move', { figure: 'blaze', position: { x: 3, y: 0 } });
    expect(r.ok ? null : [r.rejection.code, r.rejection.ruleId, r.rejection.message])
      .toEqual(['SQUARE_OCCUPIED', 'HLH-PLAY-05', 'titan stands on square 3, 0: move it first.']);
    expect(stateOf(t).figures['blaze']!.position).toEqual({ x: 0, y: 0 });
    run(t, GM, 'gm.move', { figure: 'titan', position: { x: 5, y: 0 } });
    run(t, GM, 'gm.move', { figure: 'blaze', position: { x: 3, y: 0 } });
    expect(stateOf(t).figures['blaze']!.position).toEqual({ x: 3, y: 0 });
  });

  it('[HLH-PLAY-22] a figure may be put back on its own square', () => {
    const t = pair();
    run(t, GM, 'gm.move', { figure: 'blaze', position: { x: 0, y: 0 } });
    expect(stateOf(t).figures['blaze']!.position).toEqual({ x: 0, y: 0 });
  });
});

describe('High/Low Heroes: a figure added onto the map (HLH-PLAY-22)', () => {
  it('[HLH-PLAY-22] [HLH-PLAY-05] figure.add refuses another figure\'s square, as gm.move does; a free one is taken', () => {
    const t = pair();
    const add = (x: number) => tryRun(t, GM, 'figure.add', { id: 'ace', name: 'ace', side: 'heroes', sheet: BLAZE as never, position: { x, y: 0 } });
    const r = add(3);
    expect(r.ok ? null : [r.rejection.code, r.rejection.ruleId, r.rejection.message])
      .toEqual(['SQUARE_OCCUPIED', 'HLH-PLAY-05', 'titan stands on square 3, 0: move it first.']);
    expect(stateOf(t).figures['ace']).toBeUndefined();
    expect(add(4).ok).toBe(true);
    expect(stateOf(t).figures['ace']!.position).toEqual({ x: 4, y: 0 });
  });
});
