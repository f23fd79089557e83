import { describe, expect, it } from 'vitest';
import { hero, line, mod } from './ability-testing.ts';
import { data, events, ggTable, run } from './testing.ts';

// Where a Counter can meet an ability (GG-ABL-12, seed L80; ruling GG-PLAY-89): somewhere on the
// ability's path from its user to its target, within twice the Counter's range band, in sight
// when the Counter is Direct. The blaster stands at 0,0 and shoots the target at 6,0.

const bolt = line('damage', 2, { types: ['energy'], modifiers: [mod('ranged')] });
const warder = (range: string) => hero('Warder', [line('counter', 3, { types: ['energy'], options: { overwatch: true }, modifiers: [mod(range), mod('always-on')] })]);

function watch(range: string, at: { q: number; r: number }) {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: hero('Blaster', [bolt]), at: { q: 0, r: 0 } },
    { id: 'd', side: 'two', sheet: hero('Target', []), at: { q: 6, r: 0 } },
    { id: 'w', side: 'two', sheet: warder(range), at },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1, 1]);
  return t;
}
const shot = { figure: 'a', ability: 'damage', target: 'd' };

describe('glorious gladiators: a Counter meets an ability on its path', () => {
  it('[GG-PLAY-89] [GG-ABL-12] Overwatch next to the path: a Touch Counter meets the bolt as it passes', () => {
    // 3,-1 is one hex from 3,0 on the bolt's path. Aim 5+ against Defence 0; Counter 3 vs the bolt's 2: 4+.
    const t = watch('touch', { q: 3, r: -1 });
    const r = run(t, 'gg.attack', shot, [5, 4], ['counter']);
    expect(data(events(r, 'gg.countered')[0])).toMatchObject({ figure: 'w', countered: true });
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
  });

  it('[GG-PLAY-89] a Counter that reaches no hex of the path is not offered', () => {
    // 3,-4 is 4 hexes from the path: beyond twice Touch's 1.
    const t = watch('touch', { q: 3, r: -4 });
    const r = run(t, 'gg.attack', shot, [9, 1]);
    expect(events(r, 'gg.countered')).toHaveLength(0);
    expect(events(r, 'gg.hit-roll')).toHaveLength(1);
  });

  it('[GG-PLAY-89] [GG-MOVE-02] a path only outside the band but within twice it is met at a Penalty', () => {
    // 3,-2 is 2 hexes from the nearest path hex: outside Touch (0-1), within 2: aim 7+ instead of 5+.
    const t = watch('touch', { q: 3, r: -2 });
    const r = run(t, 'gg.attack', shot, [6, 9, 1], ['counter']);
    expect(data(events(r, 'gg.countered')[0])).toMatchObject({ hit: false, countered: false });
    expect(events(r, 'gg.hit-roll')).toHaveLength(1);
  });

  it('[GG-PLAY-89] [GG-SIT-03] a Direct Counter needs sight of the hex it meets the ability in', () => {
    // As above, 2 hexes from 2,0 and 3,0, but both lines of sight to them cross a wall at 3,-1.
    const t = watch('touch', { q: 3, r: -2 });
    run(t, 'gg.wall', { hex: { q: 3, r: -1 }, material: 'heavy-wood' });
    const r = run(t, 'gg.attack', shot, [9, 1]);
    expect(events(r, 'gg.countered')).toHaveLength(0);
  });

  describe('against an Area', () => {
    // A small Burst aimed at d (6,0) also catches e beside it; the Warder at 3,-1 watches its path.
    const bomb = line('damage', 2, { key: 'bomb', types: ['energy'], modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })] });
    function area() {
      const t = ggTable([
        { id: 'a', side: 'one', sheet: hero('Bomber', [bomb]), at: { q: 0, r: 0 } },
        { id: 'd', side: 'two', sheet: hero('Target', []), at: { q: 6, r: 0 } },
        { id: 'e', side: 'two', sheet: hero('Beside', []), at: { q: 6, r: 1 } },
        { id: 'w', side: 'two', sheet: warder('touch'), at: { q: 3, r: -1 } },
      ], { heroPoints: 0 });
      run(t, 'combat.start', {}, [9, 1, 1, 1]);
      return t;
    }
    const throwIt = { figure: 'a', ability: 'bomb', target: 'd' };

    it('[GG-PLAY-89] [GG-ABL-12] a Counter is asked once for the whole Area, before its hex is rolled, and cancels all of it', () => {
      const t = area();
      // Aim 5+ against Defence 0; Counter 3 vs the bomb's 2: 4+. No hex roll, nobody struck.
      const r = run(t, 'gg.attack', throwIt, [5, 4], ['counter']);
      expect(t.state.pending).toBeNull();
      expect(events(r, 'gg.countered').map(data)).toEqual([expect.objectContaining({ figure: 'w', countered: true })]);
      expect(events(r, 'gg.hit-roll')).toHaveLength(0);
      expect(events(r, 'gg.missed')).toHaveLength(0);
    });

    it('[GG-PLAY-89] [GG-ABL-12] let come, the Area strikes every figure under it with no second question', () => {
      const t = area();
      const r = run(t, 'gg.attack', throwIt, Array.from({ length: 12 }, () => 9), ['let']);
      expect(t.state.pending).toBeNull();
      expect(events(r, 'gg.countered')).toHaveLength(0);
      expect(events(r, 'gg.hit-roll').map((e) => data(e).target)).toEqual(['d', 'e']);
    });
  });
});
