import { describe, expect, it } from 'vitest';
import { hero, line, mod, pos } from './ability-testing.ts';
import { data, events, ggTable, rollLabels, run, status } from './testing.ts';

// A Movement with Backfire (GG-MOD-06, seed L193 "When the ability is activated") or Disabling
// (GG-MOD-14, L203 "Each time the ability is used") rolls each time a move is made with it: a Move
// action, a crossing of a wall while insubstantial, a Move Through a wall (ruling GG-PLAY-138).
// Scripted dice; 'dash' is a Ground move 5 (3 hexes a Level; Journeys and Split make room for
// Disabling's -4 under GG-CHAR-06: Journeys plays nothing in a fight, and the rest of a split
// (GG-PLAY-175) kept by a short first move is never used here).

const dash = (...mods: string[]) => line('movement', 5, {
  key: 'dash', options: { classes: ['ground'], journeys: true, split: true }, modifiers: mods.map((m) => mod(m)),
});

function table(abilities = [dash('backfire')]) {
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Mover', abilities), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 0, r: 6 } },
  ], { heroPoints: 0 });
  return t;
}

describe('glorious gladiators: risks of a move (GG-PLAY-138)', () => {
  it('[GG-MOD-06] [GG-PLAY-138] a Move with a Backfire Movement rolls once: on a 1 its Level 5 deals its user 1 hit', () => {
    const t = table();
    run(t, 'combat.start', {}, [9, 1]);
    const before = status(t, 'm').hits;
    const r = run(t, 'gg.move', { figure: 'm', ability: 'dash', to: { q: 3, r: 0 } }, [1]);
    expect(rollLabels(r)).toEqual(['dash risk']);
    expect(pos(t, 'm')).toEqual({ q: 3, r: 0 });
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'm', target: 'm', ability: 'dash', hits: 1, risk: 1 });
    expect(status(t, 'm').hits).toBe(before - 1);
  });

  it('[GG-MOD-06] [GG-PLAY-138] on any other face it costs nothing; a move with Running, no Backfire, rolls nothing', () => {
    const t = table();
    run(t, 'combat.start', {}, [9, 1]);
    const before = status(t, 'm').hits;
    expect(rollLabels(run(t, 'gg.move', { figure: 'm', ability: 'dash', to: { q: 3, r: 0 } }, [2]))).toEqual(['dash risk']);
    expect(rollLabels(run(t, 'gg.move', { figure: 'm', ability: 'running', to: { q: 4, r: 0 } }))).toEqual([]);
    expect(status(t, 'm').hits).toBe(before);
  });

  it('[GG-MOD-14] [GG-PLAY-138] a Disabling Movement takes its user out of action on a 1 after the move', () => {
    const t = table([dash('disabling')]);
    run(t, 'combat.start', {}, [9, 1]);
    const r = run(t, 'gg.move', { figure: 'm', ability: 'dash', to: { q: 3, r: 0 } }, [1]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'm', ability: 'dash', out: true });
    expect(status(t, 'm').out).toBe(true);
  });

  it('[GG-MOD-06] [GG-PLAY-138] crossing a wall while insubstantial is a use of the Movement it moves with', () => {
    const t = table([dash('backfire'), line('insubstantial', 3, { types: ['solid'] })]);
    run(t, 'gg.wall', { hex: { q: 1, r: 0 }, material: 'bunker' });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.activate', { figure: 'm', ability: 'insubstantial' });
    const before = status(t, 'm').hits;
    const r = run(t, 'gg.phase-through', { figure: 'm', ability: 'dash', hex: { q: 1, r: 0 } }, [9, 1]);
    expect(rollLabels(r)).toEqual(['insubstantial through the wall', 'dash risk']);
    expect(pos(t, 'm')).toEqual({ q: 2, r: 0 });
    expect(status(t, 'm').hits).toBe(before - 1);
  });

  it('[GG-MOD-06] [GG-PLAY-138] a Move Through a wall is a use of its Movement: one roll, after the run', () => {
    const t = table();
    run(t, 'gg.wall', { hex: { q: 4, r: 0 }, material: 'light-wood' });
    run(t, 'combat.start', {}, [9, 1]);
    const r = run(t, 'gg.move-through-wall', { figure: 'm', ability: 'dash', hex: { q: 4, r: 0 }, level: 5 }, [9, 1, 9, 1, 1]);
    // The run, the wall's answer and its Knockdown first, then one risk roll.
    expect(rollLabels(r)[0]).toBe('move through the wall');
    expect(rollLabels(r).filter((l) => l === 'dash risk')).toHaveLength(1);
    expect(rollLabels(r).at(-1)).toBe('dash risk');
    expect(data(events(r, 'gg.hit').at(-1))).toMatchObject({ figure: 'm', ability: 'dash', risk: 1 });
  });

  it('[GG-MOD-49] [GG-MOD-06] [GG-PLAY-138] a Quick move away from an attack is a move with its Movement: it rolls the Backfire', () => {
    const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('close')] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero('Attacker', [blast]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero('Dodger', [dash('quick', 'backfire')]), at: { q: 5, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    const before = status(t, 'b').hits;
    // Speed vs Speed 6: the dash goes first, out of the blast's reach; then its risk, a 1.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [6, 1], ['move:dash']);
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ figure: 'b', quick: true });
    expect(rollLabels(r)).toEqual(['Quick: Speed vs Speed', 'dash risk']);
    expect(status(t, 'b').hits).toBe(before - 1);
  });
});
