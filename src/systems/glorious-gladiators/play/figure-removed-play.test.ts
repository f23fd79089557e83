import { describe, expect, it } from 'vitest';
import { hero, line, minion, mod } from './ability-testing.ts';
import { current, data, events, ggTable, run, sys } from './testing.ts';

// GG-PLAY-194: a figure the GM takes off the table mid-fight leaves the order (GG-INIT-01); on its
// turn the turn passes to the next in the order (GG-INIT-03); a side left with no one is out.
const trio = () => ggTable([
  { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
  { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
  { id: 'cop', side: 'villains', template: 'city-police', at: { q: 3, r: 0 } },
]);

describe('glorious gladiators: a figure taken off the table (figure.remove)', () => {
  it('[GG-INIT-01] [GG-INIT-03] [GG-PLAY-194] the acting figure removed: its turn passes to the next in the order, which no longer names it', () => {
    const t = trio();
    run(t, 'combat.start', {}, [1, 1, 10]);
    expect(sys(t).order).toEqual(['comet', 'iron', 'cop']);
    run(t, 'gg.end-turn', { figure: 'comet' });
    expect(current(t)).toBe('iron');
    const r = run(t, 'figure.remove', { figure: 'iron' });
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['table.figure.removed', 'gg.turn.ended', 'gg.left', 'gg.turn']);
    expect(data(events(r, 'gg.turn')[0]).figure).toBe('cop');
    expect(current(t)).toBe('cop');
    expect(sys(t)).toMatchObject({ order: ['comet', 'cop'], baseOrder: ['comet', 'cop'], actionsLeft: 2 });
    // The Full Turn ends with Cop's, and the next one begins with the two left.
    const next = run(t, 'gg.end-turn', { figure: 'cop' });
    expect(data(events(next, 'gg.round')[0]).order).toEqual(['comet', 'cop']);
    expect(current(t)).toBe('comet');
  });

  it('[GG-DMG-04] [GG-PLAY-194] a side left with no one on the table is out: the fight ends in the same command', () => {
    const t = trio();
    run(t, 'combat.start', {}, [1, 1, 10]);
    run(t, 'figure.remove', { figure: 'cop' });
    expect(t.state.phase).toBe('combat');
    expect(sys(t).order).toEqual(['comet', 'iron']);
    const r = run(t, 'figure.remove', { figure: 'iron' });
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['table.figure.removed', 'gg.left', 'gg.defeated', 'table.combat.ended']);
    expect(t.state).toMatchObject({ phase: 'ended', winner: 'heroes' });
  });

  it('[GG-ABL-62] [GG-INIT-03] [GG-PLAY-194] a summoner removed on its turn: its minion vanishes at once and the next turn is the foe\'s', () => {
    const t = ggTable([
      { id: 'u', side: 'one', sheet: hero('Warlock', [line('summon', 6, { modifiers: [mod('close')] })]), at: { q: 0, r: 0 } },
      { id: 'e', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
      { id: 'f', side: 'one', sheet: hero('Friend', []), at: { q: 0, r: 2 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 5, 1]);
    const imp = minion('Imp', [line('damage', 1, { modifiers: [mod('touch')] })]);
    run(t, 'gg.summon', { figure: 'u', ability: 'summon', at: [{ q: 1, r: 0 }], sheet: imp as never });
    expect(sys(t).order).toHaveLength(4);
    const r = run(t, 'figure.remove', { figure: 'u' });
    expect(events(r, 'gg.vanished')).toHaveLength(1);
    expect(t.state.figureOrder).toEqual(['e', 'f']);
    expect(current(t)).toBe('e');
  });
});
