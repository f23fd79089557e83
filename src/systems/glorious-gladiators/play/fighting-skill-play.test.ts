import { describe, expect, it } from 'vitest';
import { hero, line, mod } from './ability-testing.ts';
import { current, data, events, ggTable, run, sys } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Fighting Skill (GG-ABL-28, seed L102): "Gives the target Dodge against any Melee ability or Short
// Focus attack or against any attack from an opponent that began its turn at Range 0-1 from the
// user. Gives the target To Hit with any Melee ability." Ruling GG-PLAY-98.

const gun = line('damage', 2, { key: 'gun', modifiers: [mod('close')] });
const zap = line('damage', 2, { key: 'zap', modifiers: [mod('touch')] });
// Piercing only pays for the Focus (GG-CHAR-06): the target has no Protection for it to pierce.
const knife = line('damage', 2, { key: 'knife', modifiers: [mod('short'), mod('focus'), mod('piercing')] });

function pair(a: GgSheet, b: GgSheet, at: { q: number; r: number }) {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: a, at },
    { id: 'b', side: 'two', sheet: b, at: { q: 0, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5]);
  expect(current(t)).toBe('a');
  return t;
}

const needed = (r: ReturnType<typeof run>) => data([...events(r, 'gg.hit-roll'), ...events(r, 'gg.missed')][0]).needed;

describe('glorious gladiators: Fighting Skill', () => {
  it('[GG-ABL-28] [GG-PLAY-98] the start of each turn records where everyone stands', () => {
    const t = pair(hero('A', []), hero('B', []), { q: 3, r: 0 });
    expect(sys(t).turnStart).toEqual({ figure: 'a', at: { a: { q: 3, r: 0 }, b: { q: 0, r: 0 } } });
  });

  it('[GG-ABL-28] its To Hit goes with a Melee ability only: not a Touch attack without Melee, nor a Close gun, at 1 hex', () => {
    const skilled = hero('A', [line('fighting-skill', 3), zap, gun]);
    // Punch/Kick (Touch, Melee): Fighting Skill 3 vs Evade 0, T = 0 - 3 + 5 = 2.
    expect(needed(run(pair(skilled, hero('B', []), { q: 1, r: 0 }), 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'b' }, [2, 1]))).toBe(2);
    // The same hand without Melee, and a gun, aim with nothing: T = 5, so a 4 misses.
    const z = run(pair(skilled, hero('B', []), { q: 1, r: 0 }), 'gg.attack', { figure: 'a', ability: 'zap', target: 'b' }, [4, 1]);
    expect(data(events(z, 'gg.missed')[0])).toMatchObject({ needed: 5, level: 0 });
    expect(needed(run(pair(skilled, hero('B', []), { q: 1, r: 0 }), 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [4, 1]))).toBe(5);
  });

  it('[GG-ABL-28] its Dodge meets a Short Focus attack at 2 hexes: T = 2 - 0 + 5 = 7, a 6 misses; a gun from 2 hexes it does not', () => {
    const defender = hero('B', [line('fighting-skill', 2)]);
    const r = run(pair(hero('A', [knife]), defender, { q: 2, r: 0 }), 'gg.attack', { figure: 'a', ability: 'knife', target: 'b' }, [6]);
    expect(data(events(r, 'gg.missed')[0])).toMatchObject({ needed: 7, defence: 2 });
    expect(needed(run(pair(hero('A', [gun]), defender, { q: 2, r: 0 }), 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [6, 1]))).toBe(5);
  });

  it('[GG-ABL-28] [GG-PLAY-98] an opponent who walked up this turn and shoots from 1 hex does not meet the Dodge; one who began next to it does', () => {
    const defender = hero('B', [line('fighting-skill', 2)]);
    const walked = pair(hero('A', [gun]), defender, { q: 2, r: 0 });
    run(walked, 'gg.move', { figure: 'a', ability: 'running', to: { q: 1, r: 0 } });
    expect(needed(run(walked, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [6, 1]))).toBe(5);
    const stood = pair(hero('A', [gun]), defender, { q: 1, r: 0 });
    expect(needed(run(stood, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [6]))).toBe(7);
  });

  it('[GG-ABL-28] [GG-PLAY-98] one who began next to it and stepped back to shoot from 2 hexes still meets it: 7, +2 for the backstep', () => {
    const t = pair(hero('A', [gun]), hero('B', [line('fighting-skill', 2)]), { q: 1, r: 0 });
    run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: 2, r: 0 } });
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [8]);
    expect(data(events(r, 'gg.missed')[0])).toMatchObject({ needed: 9, defence: 2, net: -1 });
  });
});
