import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { current, data, events, ggTable, run, status, sys } from './testing.ts';

// An Attached Area (GG-MOD-45, GG-ATK-02; seed L238, L595, L636; ruling GG-PLAY-91): a Personal
// Persistent Burst that moves with its user and attacks with the user's Move, through real
// commands with scripted dice. a (villains) acts first at 0,0; b next at 1,0; c last at 4,0.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const aura = line('damage', 3, {
  key: 'aura', types: ['energy'],
  modifiers: [mod('area', { size: 'small', shapes: ['burst'] }), mod('persistent', { variant: 'personal' }), mod('personal-immunity')],
});
const legs = line('movement', 3, { key: 'legs', types: ['physical'], options: { classes: ['ground'] } });

function table(a: AbilityPick[]) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero(a), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 1, r: 0 } },
    { id: 'c', side: 'heroes', sheet: hero([]), at: { q: 4, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [9, 5, 1]);
  return t;
}
const use = { figure: 'a', ability: 'aura', target: 'a' };
const acts = (r: Parameters<typeof events>[0]) => events(r, 'gg.persist-acts').map((e) => `${String(data(e).target)}:${String(data(e).why)}`);

describe('glorious gladiators: Attached Areas', () => {
  it('[GG-PLAY-91] [GG-ATK-02] it attacks with its user\'s Move in place of the Burst\'s 2, and stays round its user', () => {
    const t = table([aura, legs]);
    // No move active: its best Movement, Level 3, against b's Move 0: 2+ (a 2); result 3 vs 0 on a 2.
    const r = run(t, 'gg.attack', use, [2, 2], ['stay']);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ target: 'b', level: 3, defence: 0, needed: 2 });
    expect(status(t, 'b').hits).toBe(2);
    expect(sys(t).persisting).toMatchObject([{ by: 'a', variant: 'attached', radius: 1, inside: ['a', 'b'] }]);
  });

  it('[GG-PLAY-91] [GG-MOD-45] it moves with its user and strikes whom it comes onto, with the Move it is making', () => {
    const t = table([aura, legs]);
    run(t, 'gg.attack', use, [2, 2], ['stay']);
    // a's Legs take it to 3,0 (b and c let it pass): the Burst leaves b and comes onto c; Legs 3 against c's 0 (2+, a 2), result on a 2.
    const r = run(t, 'gg.move', { figure: 'a', ability: 'legs', to: { q: 3, r: 0 } }, [2, 2], ['none', 'none']);
    expect(acts(r)).toEqual(['c:enters']);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ target: 'c', level: 3, needed: 2 });
    expect(status(t, 'c').hits).toBe(2);
    const inst = sys(t).persisting?.[0];
    expect(inst).toMatchObject({ inside: ['a', 'c'] });
    expect(inst?.hexes).toContain('4,0');
    expect(inst?.hexes).not.toContain('1,0');
  });

  it('[GG-PLAY-91] at its user\'s turn it acts on all it is on, and strikes none of them again that turn', () => {
    const t = table([aura]);
    // Running 1 against b's 0: 4+ (a 4), result on a 2.
    run(t, 'gg.attack', use, [4, 2], ['stay']);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    const turn = run(t, 'gg.end-turn', { figure: 'c' }, [4, 2], ['stay']);
    expect(acts(turn)).toEqual(['b:turn']);
    expect(status(t, 'b').hits).toBe(1);
    // a steps off b and back: the Burst leaves b and comes onto it again, but has struck it this turn.
    run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -1, r: 0 } });
    expect(sys(t).persisting?.[0]?.inside).toEqual(['a']);
    const back = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: 0, r: 0 } });
    expect(acts(back)).toEqual([]);
    expect(sys(t).persisting?.[0]?.inside).toEqual(['a', 'b']);
    // b's own turn is another: stepping out and in again, it is struck (4+, a 4; result on a 2).
    // a's two moves were its two actions: its turn is over.
    expect(current(t)).toBe('b');
    run(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 2, r: 0 } });
    const again = run(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 1, r: 0 } }, [4, 2], ['stay']);
    expect(acts(again)).toEqual(['b:enters']);
  });
});

describe('glorious gladiators: Attached Areas on the move (GG-PLAY-91)', () => {
  const port = line('movement', 3, { key: 'port', options: { classes: ['teleport'] } });
  function road(at: { q: number; r: number }) {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([aura, legs, port]), at: { q: 0, r: 0 } },
      { id: 'e', side: 'heroes', sheet: hero([]), at },
      { id: 'f', side: 'heroes', sheet: hero([]), at: { q: 0, r: 8 } },
    ]);
    run(t, 'combat.start', {}, [9, 5, 1]);
    run(t, 'gg.attack', use, [], ['stay']);
    return t;
  }

  it('[GG-PLAY-91] [GG-MOD-45] it strikes whom it passes over on its user\'s way, not only where the move ends', () => {
    const t = road({ q: 3, r: 1 });
    // a runs 0,0 → 5,0 in a straight line: the Burst passes over e at 3,1 (next to 3,0) and leaves it behind.
    // Legs 3 against e's Move 0: 2+ (a 2), result 3 against 0 on a 2.
    const r = run(t, 'gg.move', { figure: 'a', ability: 'legs', to: { q: 5, r: 0 } }, [2, 2], ['none']);
    expect(acts(r)).toEqual(['e:passed over']);
    expect(status(t, 'e').hits).toBe(2);
    expect(sys(t).persisting?.[0]).toMatchObject({ inside: ['a'], struck: { ids: ['a', 'e'] } });
    // Its next turn is another: back past e it strikes it again; and past it once more that turn, not.
    run(t, 'gg.end-turn', { figure: 'e' });
    run(t, 'gg.end-turn', { figure: 'f' });
    const back = run(t, 'gg.move', { figure: 'a', ability: 'legs', to: { q: 0, r: 0 } }, [2, 1], ['none']);
    expect(acts(back)).toEqual(['e:passed over']);
    const again = run(t, 'gg.move', { figure: 'a', ability: 'legs', to: { q: 5, r: 0 } }, [], ['none']);
    expect(acts(again)).toEqual([]);
  });

  it('[GG-PLAY-91] round an enemy in its way, the Burst passes over it; a Teleport crosses nothing', () => {
    const t = road({ q: 3, r: 0 });
    // e stands in the straight line, so a goes round it and the Burst overlaps it on the way.
    const r = run(t, 'gg.move', { figure: 'a', ability: 'legs', to: { q: 6, r: 0 } }, [2, 2], ['none']);
    expect(acts(r)).toEqual(['e:passed over']);
    const jumped = road({ q: 3, r: 0 });
    const hop = run(jumped, 'gg.move', { figure: 'a', ability: 'port', to: { q: 6, r: 0 } });
    expect(acts(hop)).toEqual([]);
    expect(status(jumped, 'e').hits).toBe(3);
  });
});
