import { describe, expect, it } from 'vitest';
import { has, hero, line, mod, ranged } from './ability-testing.ts';
import { current, events, ggTable, run } from './testing.ts';

// Ruling GG-PLAY-200 (GG-ABL-36, seed L113 "It persists whilst the user remains within range"): a
// grab holds while the two are within the Grab's own range, not within 1 hex whatever the Grab:
// a Ranged Grab let go of its victim as soon as it took hold ("out of reach").

function lasso(grab = ranged('grab', 3)) {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: hero('Lasso', [grab]), at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('a');
  return t;
}

describe('a Grab with range (GG-PLAY-200)', () => {
  it('[GG-PLAY-200] [GG-ABL-36] [GG-PLAY-40] a Ranged Grab holds its victim 4 hexes away, within its range', () => {
    const t = lasso();
    run(t, 'gg.attack', { figure: 'a', ability: 'grab', target: 'b' }, [9, 9]);
    expect(has(t, 'b', 'grabbed')).toBe(true);
    expect(has(t, 'a', 'grabbing')).toBe(true);
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(has(t, 'b', 'grabbed')).toBe(true);
    // At range 0 from its grabber: a punch reaches across the gap.
    const r = run(t, 'gg.attack', { figure: 'b', ability: 'punch-kick', target: 'a' }, [9, 9]);
    expect(events(r, 'gg.hit-roll')).toHaveLength(1);
  });

  it('[GG-PLAY-200] [GG-PLAY-40] a Touch Grab still lets go once the two are more than 1 hex apart', () => {
    const t = lasso(line('grab', 3, { modifiers: [mod('touch')] }));
    run(t, 'gm.set', { path: ['figures', 'b', 'position'], value: { q: 1, r: 0 } });
    run(t, 'gg.attack', { figure: 'a', ability: 'grab', target: 'b' }, [9, 9]);
    expect(has(t, 'b', 'grabbed')).toBe(true);
    run(t, 'gm.set', { path: ['figures', 'b', 'position'], value: { q: 3, r: 0 } });
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(has(t, 'b', 'grabbed')).toBe(false);
  });
});
