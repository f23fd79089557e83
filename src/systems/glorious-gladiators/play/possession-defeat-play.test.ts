import { describe, expect, it } from 'vitest';
import { has, hero, line, mod } from './ability-testing.ts';
import { current, events, ggTable, GM, run } from './testing.ts';
import type { S } from './model.ts';

// Ruling GG-PLAY-199: a character possessed by an opponent takes no part for its own side, so it does
// not keep that side from defeat (GG-DMG-04). Possession lasts until the body is out of action
// (GG-ABL-51) and the possessor's side never attacks its own body: counted as in play, a side
// whose last character was possessed could never be defeated, and the fight never ended.

const GHOST = hero('Ghost', [line('possession', 1, { modifiers: [mod('touch')] })]);
const PLAIN = hero('Plain', []);

function possessedDuel() {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: GHOST, at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: PLAIN, at: { q: 1, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5]);
  run(t, 'gg.attack', { figure: 'a', ability: 'possession', target: 'b' }, [5, 4]);
  expect(has(t, 'b', 'possessed')).toBe(true);
  return t;
}

describe('a side whose characters are possessed (GG-PLAY-199)', () => {
  it('[GG-PLAY-199] [GG-DMG-04] [GG-ABL-51] a side with only a possessed major left is defeated at the end of Full Turn 6', () => {
    const t = possessedDuel();
    const defeated: unknown[] = [];
    for (let i = 0; i < 40 && t.state.phase === 'combat'; i++) {
      const id = current(t)!;
      const r = run(t, 'gg.end-turn', { figure: id }, [], [], GM);
      defeated.push(...events(r, 'gg.defeated').map((e) => (e.data as { side: string; round: number })));
    }
    expect(t.state.phase).toBe('ended');
    expect(defeated).toEqual([{ side: 'two', round: 6 }]);
    expect((t.state as S).round).toBe(6);
  });
});
