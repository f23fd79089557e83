import { describe, expect, it } from 'vitest';
import { hero, line, mod } from './ability-testing.ts';
import { grabbing } from './grab.ts';
import type { S } from './model.ts';
import { events, ggTable, run } from './testing.ts';

// Grab (GG-ABL-36, seed L113): "It persists whilst the user remains within range and takes no actions
// which target anything other than the grabbed target or themselves." Rulings GG-PLAY-270 (every
// targeting action, not only an attack on a figure) and GG-PLAY-271 (an Area aimed at the grip's hex).

const RANGED = [mod('ranged')];
const WRESTLER = hero('Wrestler', [
  line('grab', 2),
  line('wall', 3, { modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] })], options: { toughness: 't2' } }),
  line('heal', 3, { types: ['solid'], modifiers: RANGED }),
  line('damage', 2, { key: 'blast', types: ['energy'], modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })] }),
]);

/** The Wrestler at 0,0 holding x (1,0) in a grab; y at `y`. */
function held(y = { q: 0, r: 6 }) {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: WRESTLER, at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Held', []), at: { q: 1, r: 0 } },
    { id: 'y', side: 'two', sheet: hero('Other', []), at: y },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1, 1]);
  run(t, 'gg.grab', { grabber: 'a', target: 'x' });
  return t;
}
const grip = (t: ReturnType<typeof held>) => grabbing(t.state as S, 'a');

describe('glorious gladiators: what a grabber may target and keep its grip (GG-ABL-36)', () => {
  it('[GG-ABL-36] [GG-PLAY-270] a Wall raised on hexes lets the grip go', () => {
    const t = held();
    const r = run(t, 'gg.create-wall', { figure: 'a', ability: 'wall', from: { q: 3, r: -1 }, to: { q: 3, r: 1 } }, [9, 9, 9]);
    expect(events(r, 'gg.released')).toHaveLength(1);
    expect(grip(t)).toBeNull();
  });

  it('[GG-ABL-36] [GG-PLAY-270] healing another lets the grip go; healing itself or the one held keeps it', () => {
    const t = held();
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'hits'], value: 2 });
    run(t, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [9]);
    expect(grip(t)).toBe('x');
    const t2 = held({ q: 0, r: 2 });
    run(t2, 'gm.set', { path: ['figures', 'y', 'status', 'hits'], value: 2 });
    run(t2, 'gg.heal', { figure: 'a', ability: 'heal', target: 'y' }, [9]);
    expect(grip(t2)).toBeNull();
  });

  it('[GG-ABL-36] [GG-PLAY-270] [GG-MOD-05] an Autofire shot at another than the one held lets the grip go', () => {
    const gun = line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), mod('autofire', { attacks: 'two' })] });
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Gunner', [line('grab', 2), gun]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Held', []), at: { q: 1, r: 0 } },
      { id: 'y', side: 'two', sheet: hero('Other', []), at: { q: 0, r: 4 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1, 1]);
    run(t, 'gg.grab', { grabber: 'a', target: 'x' });
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'x', more: ['y'] }, [9, 9, 9, 9]);
    expect(events(r, 'gg.released')).toHaveLength(1);
    expect(grip(t)).toBeNull();
  });

  it('[GG-ABL-36] [GG-PLAY-271] an Area aimed at the held one\'s hex keeps the grip while it catches no one else', () => {
    const t = held();
    run(t, 'gg.attack', { figure: 'a', ability: 'blast', at: { q: 1, r: 0 } }, [9, 9, 9, 9, 9, 9, 9, 9]);
    expect(grip(t)).toBe('x');
  });

  it('[GG-ABL-36] [GG-PLAY-271] an Area that also catches another, or aimed at any other hex, lets the grip go first', () => {
    const t = held({ q: 2, r: 0 });
    run(t, 'gg.attack', { figure: 'a', ability: 'blast', at: { q: 1, r: 0 } }, [9, 9, 9, 9, 9, 9, 9, 9]);
    expect(grip(t)).toBeNull();
    const t2 = held();
    run(t2, 'gg.attack', { figure: 'a', ability: 'blast', at: { q: 4, r: -2 } }, [9, 9, 9, 9, 9, 9, 9, 9]);
    expect(grip(t2)).toBeNull();
  });
});
