import { describe, expect, it } from 'vitest';
import { hero, line, minion, mod } from './ability-testing.ts';
import { current, events, ggTable, run, sys } from './testing.ts';

// Ruling GG-PLAY-218: a figure an ability brought that vanishes (GG-ABL-62, GG-ABL-23) leaves the turn
// order as one the GM takes off the table does (GG-PLAY-194, gg.left). Play took it off the map
// and out of the figures, but its id stayed in the Full Turn's order and the lists kept for it.

const WARLOCK = hero('Warlock', [line('summon', 6, { modifiers: [mod('close')] })]);
const IMP = minion('Imp', [line('damage', 1, { modifiers: [mod('touch')] })]);

function summoned() {
  const t = ggTable([
    { id: 'u', side: 'one', sheet: WARLOCK, at: { q: 0, r: 0 } },
    { id: 'e', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  run(t, 'gg.summon', { figure: 'u', ability: 'summon', at: [{ q: 1, r: 0 }], sheet: IMP as never });
  const imp = sys(t).order.find((id) => id !== 'u' && id !== 'e')!;
  expect(t.state.figures[imp]).toBeDefined();
  return { t, imp };
}

describe('a vanished minion and the turn order (GG-PLAY-218)', () => {
  it('[GG-PLAY-218] [GG-ABL-62] [GG-PLAY-194] an Instant Summon\'s minion vanishes as its maker\'s next turn starts and leaves the order', () => {
    const { t, imp } = summoned();
    while (current(t) !== 'u' || sys(t).order.length === 0 || t.state.round < 2) {
      const r = run(t, 'gg.end-turn', { figure: current(t)! });
      if (events(r, 'gg.vanished').length > 0) break;
    }
    expect(t.state.figures[imp]).toBeUndefined();
    expect(sys(t).order).not.toContain(imp);
    expect(sys(t).baseOrder).not.toContain(imp);
    expect(sys(t).inPlay).not.toContain(imp);
    expect(current(t)).toBe('u');
  });

  it('[GG-PLAY-218] [GG-ABL-62] [GG-INIT-03] a minion that vanishes on its own turn keeps its place until the turn passes, then is gone', () => {
    const { t, imp } = summoned();
    run(t, 'gg.end-turn', { figure: 'u' });
    expect(current(t)).toBe(imp);
    // The GM puts it out of action on its turn (GG-PLAY-197); it vanishes as its turn ends.
    run(t, 'gm.set', { path: ['figures', imp, 'status', 'hits'], value: 0 });
    const r = run(t, 'gg.end-turn', { figure: imp });
    expect(events(r, 'gg.left').map((e) => e.data)).toEqual([{ figure: imp, hadTurn: false, stays: true }]);
    expect(t.state.figures[imp]).toBeUndefined();
    expect(current(t)).toBe('e');
    expect(sys(t).baseOrder).not.toContain(imp);
    run(t, 'gg.end-turn', { figure: 'e' });
    expect(sys(t).order).toEqual(['u', 'e']);
    expect(current(t)).toBe('u');
  });
});
