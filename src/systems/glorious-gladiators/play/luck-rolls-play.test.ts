import { describe, expect, it } from 'vitest';
import { hero, line, mod } from './ability-testing.ts';
import { data, events, ggTable, run, status } from './testing.ts';

// Luck (GG-ABL-45, seed L128): "The target can use up to half (rounded up) of the dice in the pool when
// it is using an ability or when an ability targets or acts on it." Ruling GG-PLAY-272: every check
// with an ability offers luck dice, as the Hero Point is offered (GG-PLAY-260), not only attacks.

describe('glorious gladiators: luck dice on every ability roll (GG-PLAY-272)', () => {
  it('[GG-ABL-45] [GG-PLAY-272] a lucky healer rolls luck dice on its Heal, the best die counting', () => {
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Medic', [line('heal', 3, { types: ['solid'], modifiers: [mod('ranged')] })]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 0, r: 6 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'luck'], value: 2 });
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'hits'], value: 2 });
    // Heal 3 against its 3 hits: 5+. A 1 fails; the one luck die shows 9.
    const r = run(t, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [1, 9], ['spend']);
    expect(data(events(r, 'gg.luck')[0])).toMatchObject({ figure: 'a', spent: 1, face: 9, luck: 1 });
    expect(status(t, 'a').hits).toBe(3);
  });

  it('[GG-ABL-45] [GG-PLAY-272] [GG-ABL-36] the lucky one a Grab acts on makes its carrier keep the worst die', () => {
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Wrestler', [line('grab', 2)]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Held', []), at: { q: 1, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.grab', { grabber: 'a', target: 'x' });
    run(t, 'gm.set', { path: ['figures', 'x', 'status', 'luck'], value: 2 });
    // Grab 2 against Forced Move Defence 0: 3+. A 5 carries; the held one's luck die shows 1: it does not.
    const r = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -1, r: 0 }, carry: true }, [5, 1], ['spend']);
    expect(data(events(r, 'gg.luck')[0])).toMatchObject({ figure: 'x', spent: 1, face: 1 });
    expect(data(events(r, 'gg.carry')[0])).toMatchObject({ success: false });
  });
});
