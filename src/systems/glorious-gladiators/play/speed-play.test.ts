import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { current, data, events, ggTable, run, sys } from './testing.ts';

// Speed (GG-ABL-59, seed L150): "Can be activated before combat. Effects initiative for the target.
// When active in combat allows one extra follow up attack per level and supports or counters Quick
// actions." Ruling GG-PLAY-147: every Speed counts for initiative (switched on before combat); for
// follow-ups and Quick rolls only while active: Persistent or Always On, or an Instant one switched
// on, which lasts until its user's next Character Turn begins (L224, L463), the one switched on
// before combat until its user's first.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const PERSISTENT = mod('persistent', { variant: 'personal' });
const speed = (level: number, ...mods: ReturnType<typeof mod>[]) => line('speed', level, { key: 'speed', modifiers: mods });
const move = (to: { q: number; r: number }) => ({ figure: 'a', ability: 'running', to });

/** b (Speed as given, Punch/Kick) beside a (no Speed); b goes first by its Speed, then a. */
function beside(b: AbilityPick[]) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero([]), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: hero(b), at: { q: 1, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1]);
  expect(current(t)).toBe('b');
  return t;
}
/** a runs 3 hexes off b's side; b strikes with its Punch/Kick; the Speed roll's number needed. */
function neededToStrikeFirst(t: ReturnType<typeof beside>): unknown {
  expect(current(t)).toBe('a');
  const r = run(t, 'gg.move', move({ q: -3, r: 0 }), [1], ['punch-kick']);
  return data(events(r, 'gg.quick')[0])['needed'];
}

describe('glorious gladiators: Speed when active (GG-ABL-59)', () => {
  it('[GG-ABL-59] [GG-MOD-49] [GG-PLAY-147] an Instant Speed not switched on this turn adds nothing to the Speed roll', () => {
    // b's own turn began: the Speed switched on before combat is over. Speed 0 vs 0: 6+.
    const t = beside([speed(2)]);
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(neededToStrikeFirst(t)).toBe(6);
  });

  it('[GG-ABL-59] [GG-MOD-49] [GG-PLAY-147] switched on, an Instant Speed counts until its user\'s next turn; Persistent, all along', () => {
    // Speed 2 on: 0 − 2 + 6 = 4.
    const t = beside([speed(2)]);
    expect(run(t, 'gg.activate', { figure: 'b', ability: 'speed' }).ok).toBe(true);
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(neededToStrikeFirst(t)).toBe(4);
    const p = beside([speed(2, PERSISTENT)]);
    run(p, 'gg.end-turn', { figure: 'b' });
    expect(neededToStrikeFirst(p)).toBe(4);
  });

  it('[GG-ABL-59] [GG-INIT-01] [GG-PLAY-147] switched on before combat, an Instant Speed sets the order and counts until its user\'s first turn', () => {
    // c (Persistent Speed 3) acts first and runs off b's side; b (Instant Speed 2) has not had a turn: 3 − 2 + 6 = 7.
    const t = ggTable([
      { id: 'c', side: 'villains', sheet: hero([speed(3, PERSISTENT)]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([speed(2)]), at: { q: 1, r: 0 } },
      { id: 'a', side: 'villains', sheet: hero([]), at: { q: 1, r: 1 } },
    ]);
    run(t, 'combat.start', {}, [1, 1, 1]);
    expect(sys(t).order).toEqual(['c', 'b', 'a']);
    const r = run(t, 'gg.move', { figure: 'c', ability: 'running', to: { q: -3, r: 0 } }, [1], ['punch-kick']);
    expect(data(events(r, 'gg.quick')[0])).toMatchObject({ figure: 'b', needed: 7 });
  });

  it('[GG-ABL-59] [GG-ATK-08] [GG-PLAY-147] an Instant Speed gives its follow-ups only once switched on', () => {
    const blast = (key: string, level: number) => line('damage', level, { key, types: ['energy'], modifiers: [mod('ranged')] });
    const lines = [speed(1), blast('gun', 3), blast('beam', 2), blast('ray', 1)];
    const table = () => {
      const t = ggTable([
        { id: 'b', side: 'heroes', sheet: hero(lines), at: { q: 0, r: 0 } },
        { id: 'f', side: 'villains', sheet: hero([]), at: { q: 5, r: 0 } },
      ]);
      run(t, 'combat.start', {}, [1, 1]);
      return t;
    };
    // Off: one follow-up, after the gun's hit.
    const off = table();
    run(off, 'gg.attack', { figure: 'b', ability: 'gun', target: 'f' }, [5, 1]);
    expect(sys(off).followUp).toMatchObject({ left: 1 });
    // On (its first action): one more per Level.
    const on = table();
    expect(run(on, 'gg.activate', { figure: 'b', ability: 'speed' }).ok).toBe(true);
    run(on, 'gg.attack', { figure: 'b', ability: 'gun', target: 'f' }, [5, 1]);
    expect(sys(on).followUp).toMatchObject({ left: 2 });
  });
});
