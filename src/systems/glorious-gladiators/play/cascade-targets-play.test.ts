import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run } from './testing.ts';

// Whom a Cascade may leap to and whom an Unpredictable strike may go astray to (GG-MOD-09, seed L196;
// GG-MOD-64, L261): the figures the strike could be aimed at from where it comes, measured as its
// to-hit measures it (GG-PLAY-125..127).

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const gun = (...more: string[]) => line('damage', 3, {
  key: 'gun', types: ['energy'], modifiers: [mod('ranged'), mod('cascade'), ...more.map((m) => mod(m))],
});

type Seat = { id: string; side: string; sheet: ReturnType<typeof hero>; at: { q: number; r: number } };
function table(seats: Seat[]) {
  const t = ggTable(seats, { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, ...seats.slice(1).map(() => 1)]);
  return t;
}
const offered = (t: ReturnType<typeof table>) => t.state.pending?.prompt.options.map((o) => o.value) ?? [];

describe('glorious gladiators: a Cascade\'s next targets', () => {
  it('[GG-PLAY-125] [GG-MOD-64] [GG-MOD-09] an Unpredictable cascaded strike goes astray among those in range of the last target, not of the attacker', () => {
    // f1, 18 hexes out, is hit; f2 is 2 beyond it. x is 3 from a but 21 from f1 (beyond twice Ranged's 10);
    // y is 30 from a (beyond) but 12 from f1: the only one the leap from f1 could go to.
    const t = table([
      { id: 'a', side: 'villains', sheet: hero([gun('unpredictable-targeting')]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 18, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: hero([]), at: { q: 20, r: 0 } },
      { id: 'x', side: 'heroes', sheet: hero([]), at: { q: -3, r: 0 } },
      { id: 'y', side: 'heroes', sheet: hero([]), at: { q: 30, r: 0 } },
    ]);
    // f1: 8+ (9), result 2 (5); f2 at Level 2: a 1 goes astray to y, rolled for afresh (9, 5).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [9, 5, 1, 9, 5], ['f2', 'stop']);
    expect(data(events(r, 'gg.astray')[0])).toMatchObject({ target: 'f2', to: 'y' });
  });

  it('[GG-PLAY-136] [GG-MOD-09] [GG-MOD-64] a strike gone astray missed its target: the Cascade stops, though it hit another', () => {
    const seats = () => [
      { id: 'a', side: 'villains', sheet: hero([gun('unpredictable-targeting')]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: hero([]), at: { q: 7, r: 0 } },
    ];
    // The first strike rolls a 1 at f1 and goes astray to f2, the only other in range, and hits it (9, 5).
    const t = table(seats());
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [1, 9, 5]);
    expect(data(events(r, 'gg.astray')[0])).toMatchObject({ target: 'f1', to: 'f2' });
    expect(events(r, 'gg.hit')).toHaveLength(1);
    expect(events(r, 'gg.cascade')).toHaveLength(0);
    expect(t.state.pending).toBeNull();
    // A leap that goes astray ends it too: f1 hit (9, 5); the Level 2 leap at f2 rolls a 1 and goes to f3,
    // the only other in range of f1 not struck yet, and hits it (9, 5); no Level 1 leap is offered.
    const u = table([...seats(), { id: 'f3', side: 'heroes', sheet: hero([]), at: { q: 9, r: 0 } }]);
    const leap = run(u, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [9, 5, 1, 9, 5], ['f2', 'f3']);
    expect(data(events(leap, 'gg.astray')[0])).toMatchObject({ target: 'f2', to: 'f3' });
    expect(events(leap, 'gg.hit')).toHaveLength(2);
    expect(events(leap, 'gg.cascade')).toHaveLength(1);
    expect(u.state.pending).toBeNull();
  });

  it('[GG-PLAY-125] [GG-MOD-64] an Unpredictable cascaded strike with no one else in range of the last target hits its user', () => {
    // x is 3 from a but 21 from f1; f1 itself was struck already: none left, so the strike hits a.
    const t = table([
      { id: 'a', side: 'villains', sheet: hero([gun('unpredictable-targeting')]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 18, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: hero([]), at: { q: 20, r: 0 } },
      { id: 'x', side: 'heroes', sheet: hero([]), at: { q: -3, r: 0 } },
    ]);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [9, 5, 1, 5], ['f2', 'stop']);
    expect(data(events(r, 'gg.astray')[0])).toMatchObject({ target: 'f2', to: 'a' });
  });

  it('[GG-PLAY-126] [GG-SIT-04] [GG-MOD-09] a Cascade never leaps to a hidden figure', () => {
    const t = table([
      { id: 'a', side: 'villains', sheet: hero([gun()]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 4, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: hero([]), at: { q: 4, r: 2 } },
      { id: 'f3', side: 'heroes', sheet: hero([]), at: { q: 4, r: 3 } },
    ]);
    run(t, 'gm.condition.add', { figure: 'f2', condition: 'hidden' });
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    expect(offered(t)).toEqual(['f3', 'stop']);
  });

  it('[GG-PLAY-126] [GG-SIT-04] [GG-MOD-64] an Unpredictable strike never goes astray to a hidden figure', () => {
    const bolt = line('damage', 3, { key: 'bolt', types: ['energy'], modifiers: [mod('ranged'), mod('unpredictable-targeting')] });
    const t = table([
      { id: 'a', side: 'villains', sheet: hero([bolt]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 4, r: 0 } },
      { id: 'h', side: 'heroes', sheet: hero([]), at: { q: 3, r: 0 } },
    ]);
    run(t, 'gm.condition.add', { figure: 'h', condition: 'hidden' });
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'bolt', target: 'b' }, [1, 5]);
    expect(data(events(r, 'gg.astray')[0])).toMatchObject({ target: 'b', to: 'a' });
  });

  it('[GG-PLAY-127] [GG-ABL-35] [GG-MOD-09] a Giant\'s Cascade leaps as far as its to-hit reaches: the band its Giant form lengthens', () => {
    // Giant 4 reaches 2 further: Ranged 2-12, so up to 24 hexes. f2 is 22 from f1: offered, and struck with
    // the band's one Penalty (22 > 12) as the to-hit measures it: Minimum Dodge 2, 9+.
    const t = table([
      { id: 'a', side: 'villains', sheet: hero([line('giant', 4), gun()]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 4, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: hero([]), at: { q: 26, r: 0 } },
    ]);
    run(t, 'gg.activate', { figure: 'a', ability: 'giant' });
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    expect(offered(t)).toEqual(['f2', 'stop']);
    const r = run(t, 'answer', { value: 'f2' }, [9, 5]);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ target: 'f2', needed: 9, net: -1, reasons: ['Penalty: outside range band'] });
  });
});
