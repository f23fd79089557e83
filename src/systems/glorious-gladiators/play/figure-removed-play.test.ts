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

  it('[GG-DMG-08] [GG-PLAY-194] what it imposed ends with it: a foe it mesmerised is free, where it stayed so for the rest of the fight', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'heroes', template: 'ironclad', at: { q: 1, r: 0 } },
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 3, r: 0 } },
      { id: 'thug', side: 'villains', template: 'gang-member', at: { q: 9, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1, 10, 1]);
    while (current(t) !== 'mind') run(t, 'gg.end-turn', { figure: current(t)! });
    run(t, 'gg.attack', { figure: 'mind', ability: 'mesmerise', target: 'iron' }, [10, 10], ['keep', 'keep']);
    expect(t.state.figures['iron']!.conditions.map((c) => c.id)).toContain('mesmerised');
    const r = run(t, 'figure.remove', { figure: 'mind' });
    expect(events(r, 'table.condition.removed').map((e) => data(e))).toEqual([expect.objectContaining({ figure: 'iron', condition: 'mesmerised' })]);
    expect(t.state.figures['iron']!.conditions).toEqual([]);
  });

  it('[GG-ABL-70] [GG-ACT-01] [GG-PLAY-194] what it keeps up on the map ends with it: its Persistent Wall is gone', () => {
    const warden = hero('Warden', [line('wall', 3, {
      types: ['physical'], options: { toughness: 't2' },
      modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] }), mod('persistent', { variant: 'barrier' })],
    })]);
    const t = ggTable([
      { id: 'u', side: 'one', sheet: warden, at: { q: 0, r: 0 } },
      { id: 'e', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
      { id: 'f', side: 'one', sheet: hero('Friend', []), at: { q: 0, r: 2 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 5, 1]);
    run(t, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } });
    expect(Object.keys(sys(t).walls)).toHaveLength(3);
    const r = run(t, 'figure.remove', { figure: 'u' });
    expect(events(r, 'gg.wall')).toHaveLength(3);
    expect(sys(t).walls).toEqual({});
  });
});
