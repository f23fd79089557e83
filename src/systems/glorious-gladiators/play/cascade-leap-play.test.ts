import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run } from './testing.ts';

// Cascade (GG-MOD-09, seed L196): "another target can be selected within the ability's range from
// the last target". The leap starts at the last target, so what the seed measures from where an
// attack comes from counts from there (ruling GG-PLAY-110): the ally in the way and its Penalty
// (GG-ATK-05, GG-ATK-04), a miss flying on (GG-ATK-10, GG-PLAY-97) and a Bullet's walls (GG-PLAY-79).

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const gun = line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), mod('cascade')] });
const bullet = line('damage', 2, {
  key: 'gun', types: ['solid'], modifiers: [mod('ranged'), mod('bullet'), mod('lethal', { variant: 'any' }), mod('cascade')],
});
const dodger = hero([line('evasion', 2)]);

type Seat = { id: string; side: string; sheet: ReturnType<typeof hero>; at: { q: number; r: number } };
function table(seats: Seat[], walls: { q: number; r: number }[] = []) {
  const t = ggTable(seats, { heroPoints: 0 });
  for (const hex of walls) run(t, 'gg.wall', { hex, material: 'interior-brick' });
  run(t, 'combat.start', {}, [9, ...seats.slice(1).map(() => 1)]);
  return t;
}
const rolls = (r: ReturnType<typeof run>) => events(r).filter((e) => e.type === 'gg.hit-roll' || e.type === 'gg.missed').map(data);

describe('glorious gladiators: a Cascade\'s strike is measured from the last target', () => {
  it('[GG-PLAY-110] [GG-ATK-05] [GG-ATK-04] the ally in the way and its Penalty count the range from the last target, not the attacker', () => {
    // f2 is 2 hexes from a but 4 from f1, the leap's origin; a's ally v2 stands next to f2.
    const t = table([
      { id: 'a', side: 'villains', sheet: hero([gun]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 4, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: hero([]), at: { q: 0, r: 2 } },
      { id: 'v2', side: 'villains', sheet: hero([]), at: { q: 0, r: 3 } },
    ]);
    // f1: 5 hits, result 2. f2 at Level 2, 4 hexes from f1 and engaged with v2: 7+; a 1 strikes v2 (result 5).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2, 1, 5, 1, 1, 1], ['f2', 'stop']);
    expect(rolls(r)[1]).toMatchObject({ target: 'f2', needed: 7, net: -1 });
    expect(data(events(r, 'gg.ally-hit')[0])).toMatchObject({ figure: 'a', target: 'f2', ally: 'v2' });
    expect(data(events(r, 'gg.hit')[1])).toMatchObject({ target: 'v2' });
  });

  it('[GG-PLAY-110] [GG-ATK-10] [GG-PLAY-97] a cascaded miss flies on along the line from the last target through the one it missed', () => {
    // f2 (Evade 2) is 3 hexes from f1 along a column; x stands 2 further on, off the line from a.
    const t = table([
      { id: 'a', side: 'villains', sheet: hero([gun]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 4, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: dodger, at: { q: 4, r: 3 } },
      { id: 'x', side: 'heroes', sheet: hero([]), at: { q: 4, r: 5 } },
    ]);
    // f2 needs 7; a 5 misses by Evade only (the Minimum Dodge 0 at 3 hexes from f1 would be hit):
    // through f2's hex it meets x, 5 hexes from f1 (5+, no Accuracy), hit with a 5, result 5.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2, 5, 5, 5], ['f2']);
    expect(data(events(r, 'gg.stray')[0])).toMatchObject({ figure: 'a', target: 'f2', kind: 'through' });
    expect(rolls(r)[2]).toMatchObject({ target: 'x', needed: 5, stray: true, success: true });
  });

  it('[GG-PLAY-110] [GG-PLAY-97] a cascaded miss may strike the attacker in its way, never the last target it leapt from', () => {
    // f1 6 hexes out, f2 (Evade 2) half way back: the miss through f2 flies on at a.
    const t = table([
      { id: 'a', side: 'villains', sheet: hero([gun]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 6, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: dodger, at: { q: 3, r: 0 } },
    ]);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2, 5, 5, 5], ['f2']);
    expect(data(events(r, 'gg.stray')[0])).toMatchObject({ target: 'f2', kind: 'through' });
    expect(rolls(r).slice(2).map((x) => x['target'])).toEqual(['a']);
    expect(rolls(r)[2]).toMatchObject({ needed: 5, stray: true });
  });

  it('[GG-PLAY-110] [GG-PLAY-79] a cascading Bullet meets the walls between the last target and the next, not those between its user and the next', () => {
    const seats = (): Seat[] => [
      { id: 'a', side: 'villains', sheet: hero([bullet]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 4, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: hero([]), at: { q: 4, r: 3 } },
    ];
    // A brick wall on the line from a to f2 only: the leap from f1 passes no wall.
    const open = table(seats(), [{ q: 2, r: 2 }]);
    const r = run(open, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 5, 5, 5], ['f2']);
    expect(events(r, 'gg.bullet-wall')).toHaveLength(0);
    expect(rolls(r)[1]).toMatchObject({ target: 'f2', success: true });
    // A brick wall between f1 and f2: f2 is still offered (a Bullet may be shot through walls) and the
    // Bullet, Level 1 against brick's 3 (7+), gets through with a 10 before its to-hit.
    const walled = table(seats(), [{ q: 4, r: 1 }]);
    const w = run(walled, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 5, 10, 5, 5], ['f2']);
    expect(data(events(w, 'gg.bullet-wall')[0])).toMatchObject({ target: 'f2', hex: '4,1', needed: 7, passed: true });
    expect(rolls(w)[1]).toMatchObject({ target: 'f2', success: true });
  });
});
