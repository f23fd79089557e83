import { describe, expect, it } from 'vitest';
import { hexDistance, type Hex } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run, sys } from './testing.ts';

// A move against a Persistent Forced Move (GG-MOVE-01, GG-ABL-50, seed L551/L139; ruling
// GG-PLAY-135), through real commands with scripted dice. a (villains) acts first at 0,0 and lays
// a gale on the Burst round b (5,0) that does not move b; b (heroes) moves next, c last at 5,3.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const gale = (direction: string) => line('forced-move', 3, {
  key: 'gale', options: { direction },
  modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] }), mod('persistent', { variant: 'barrier' })],
});
const dash = line('movement', 3, { key: 'dash', options: { classes: ['ground'] } });

/** With `cop`, a City Police officer of a's side 2 hexes beyond b, outside the gale, acts last. */
function table(direction = 'away', b: AbilityPick[] = [dash], cop = false) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero([gale(direction)]), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: hero(b), at: { q: 5, r: 0 } },
    { id: 'c', side: 'heroes', sheet: hero([]), at: { q: 5, r: 3 } },
    ...(cop ? [{ id: 'cop', side: 'villains', template: 'city-police', at: { q: 7, r: 0 } }] : []),
  ]);
  run(t, 'combat.start', {}, [9, 5, 1, ...(cop ? [1] : [])]);
  // The hex on a 9; the Burst's 2 against b's Move 0 needs 3+, a 5; its result, 3 vs 0 (2+), a 1: b stands in the gale, unmoved.
  run(t, 'gg.attack', { figure: 'a', ability: 'gale', target: 'b' }, [9, 5, 1]);
  expect(sys(t).persisting).toMatchObject([{ by: 'a', ability: 'gale', variant: 'barrier', inside: ['b'] }]);
  run(t, 'gg.end-turn', { figure: 'a' });
  return t;
}
const at = (t: ReturnType<typeof table>, id: string) => t.state.figures[id]!.position as unknown as Hex | undefined;
const against = (r: ReturnType<typeof run>) => events(r, 'gg.against-forced-move').map((e) => data(e));

describe('glorious gladiators: moving against a Persistent Forced Move', () => {
  it('[GG-MOVE-01] [GG-ABL-30] [GG-PLAY-135] going against it needs Move plus Forced Move Defence vs Forced Move; on a failure no move occurs', () => {
    const t = table();
    // Dash 3 + no Forced Move Defence against the gale's 3: 5+. A 4 fails: b stays, its action spent.
    const r = run(t, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 3, r: 0 } }, [4]);
    expect(r.ok).toBe(true);
    expect(against(r)).toMatchObject([{ figure: 'b', by: 'a', ability: 'gale', move: 3, defence: 0, level: 3, needed: 5, success: false, hexes: 0 }]);
    expect(events(r, 'gg.moved')).toHaveLength(0);
    expect(at(t, 'b')).toEqual({ q: 5, r: 0 });
    expect(events(r, 'gg.action').map((e) => data(e).action)).toEqual(['move']);
    // A 5 succeeds: 3 hexes (its hexes per Level), enough for 2.
    const ok = run(t, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 3, r: 0 } }, [5]);
    expect(against(ok)).toMatchObject([{ success: true, boosts: 0, hexes: 3 }]);
    expect(at(t, 'b')).toEqual({ q: 3, r: 0 });
  });

  it('[GG-MOVE-01] [GG-PLAY-135] a success goes the hexes per Level and as many again per Boost, never more than the full move', () => {
    // Named 4 hexes on, to 1,1 (2 from a): no Boost gives 3, and b stops 3 along its way; a Boost gives 6, enough.
    const short = table();
    const r = run(short, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 1, r: 1 } }, [6]);
    expect(against(r)).toMatchObject([{ boosts: 0, hexes: 3 }]);
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ to: at(short, 'b'), hexes: 3 });
    expect(hexDistance(at(short, 'b')!, { q: 1, r: 1 })).toBe(1);
    const far = table();
    expect(against(run(far, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 1, r: 1 } }, [7]))).toMatchObject([{ boosts: 1, hexes: 6 }]);
    expect(at(far, 'b')).toEqual({ q: 1, r: 1 });
    // Running 1 against the gale's 3 needs 7+: a 10 is a Boost, 6 hexes, but its full move, 3, is the most.
    const most = table('away', []);
    expect(against(run(most, 'gg.move', { figure: 'b', ability: 'running', to: { q: 2, r: 0 } }, [10]))).toMatchObject([{ move: 1, needed: 7, boosts: 1, hexes: 3 }]);
    expect(at(most, 'b')).toEqual({ q: 2, r: 0 });
  });

  it('[GG-MOVE-01] [GG-PLAY-250] [GG-PLAY-135] a prone Wallcrawl goes against it at full speed: its hexes per Level, not a crawl of 1', () => {
    const t = table('away', [line('movement', 2, { key: 'creep', options: { classes: ['wallcrawl'] } })]);
    run(t, 'gm.condition.add', { figure: 'b', condition: 'prone' });
    // Wallcrawl 2 + no Forced Move Defence against the gale's 3: 6+. A 6, no Boost: 2 hexes (2 a Level), to 3,0.
    const r = run(t, 'gg.move', { figure: 'b', ability: 'creep', to: { q: 3, r: 0 } }, [6]);
    expect(against(r)).toMatchObject([{ move: 2, needed: 6, success: true, boosts: 0, hexes: 2 }]);
    expect(at(t, 'b')).toEqual({ q: 3, r: 0 });
  });

  it('[GG-PLAY-135] no roll going with it or across it, nor for one outside its hexes; built Toward, against is away from its user', () => {
    const t = table();
    // Away from a (5,0 to 7,0), and round it at the same distance (5,0 to 0,5): no roll.
    const away = run(t, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 7, r: 0 } }, []);
    expect(against(away)).toEqual([]);
    expect(at(t, 'b')).toEqual({ q: 7, r: 0 });
    // Now outside its hexes: going towards a is no roll.
    expect(against(run(t, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 6, r: 0 } }, []))).toEqual([]);
    expect(against(run(table('toward'), 'gg.move', { figure: 'b', ability: 'dash', to: { q: 3, r: 0 } }, []))).toEqual([]);
    const toward = table('toward');
    expect(against(run(toward, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 7, r: 0 } }, [5]))).toMatchObject([{ success: true }]);
    expect(at(toward, 'b')).toEqual({ q: 7, r: 0 });
  });

  it('[GG-ATK-08] [GG-PLAY-115] [GG-PLAY-135] a follow-up move is a move: against the gale it rolls too, and a failure spends it', () => {
    const t = table('away', [dash, line('damage', 2, { key: 'claws', modifiers: [mod('touch')] })], true);
    // The cop, with 1 hit left: b's Punch/Kick puts it out; its Claws (another Level) may follow up on a, 5 hexes off.
    run(t, 'gm.set', { path: ['figures', 'cop', 'status', 'hits'], value: 1 });
    const hit = run(t, 'gg.attack', { figure: 'b', ability: 'punch-kick', target: 'cop' }, [9, 9]);
    expect(data(events(hit, 'gg.hit')[0])).toMatchObject({ target: 'cop', out: true });
    // The shortest move that brings a into the Claws' reach goes towards it, against the gale: a 4 fails.
    const r = run(t, 'gg.follow-up-move', { figure: 'b', ability: 'dash', to: { q: 2, r: 0 } }, [4]);
    expect(against(r)).toMatchObject([{ figure: 'b', needed: 5, success: false }]);
    expect(events(r, 'gg.moved')).toHaveLength(0);
    expect(at(t, 'b')).toEqual({ q: 5, r: 0 });
    expect(sys(t).followUp).toMatchObject({ figure: 'b', moved: true });
  });
});
