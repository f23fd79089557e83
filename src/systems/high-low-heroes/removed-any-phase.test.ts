import { describe, expect, it } from 'vitest';
import { BLAZE, HLH_TEMPLATES, TITAN } from './templates.ts';
import { events, GM, P1, run, stateOf, table } from './testing.ts';

// Ruling HLH-PLAY-23 (after GG-PLAY-232): a figure the GM takes off the table leaves the order lists
// in any phase. figureRemoved did nothing outside a fight: after one, its id stayed in the order.

const POLICE = HLH_TEMPLATES.find((x) => x.id === 'police')!.sheet;

const trio = () => table([
  { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
  { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 8, y: 0 } },
  { id: 'cop', sheet: POLICE, side: 'villains', at: { x: 8, y: 2 } },
]);

describe('High/Low Heroes: a figure taken off the table in any phase (HLH-PLAY-23)', () => {
  it('[HLH-PLAY-23] [HLH-INIT-03] after the fight, it leaves the order and those who acted', () => {
    const t = trio();
    run(t, GM, 'combat.start', {}, [6, 5, 4, 3, 1, 2]);
    run(t, GM, 'combat.end', {});
    expect(stateOf(t).phase).toBe('ended');
    expect(stateOf(t).sys.order.map((x) => x.figure)).toContain('cop');
    const r = run(t, GM, 'figure.remove', { figure: 'cop' });
    expect(events(r, 'hlh.left').map((e) => e.data)).toEqual([{ figure: 'cop', hadTurn: false }]);
    expect(JSON.stringify(stateOf(t).sys)).not.toContain('"cop"');
    expect(stateOf(t).sys.order.map((x) => x.figure).sort()).toEqual(['blaze', 'titan']);
  });

  it('[HLH-PLAY-23] before any fight nothing names it: it goes with no word of the order', () => {
    const t = trio();
    const r = run(t, GM, 'figure.remove', { figure: 'cop' });
    expect(events(r, 'hlh.left')).toEqual([]);
  });
});
