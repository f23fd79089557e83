import { describe, expect, it } from 'vitest';
import { gloriousGladiators } from '../system.ts';
import { hero, line, minion, mod } from './ability-testing.ts';
import type { S } from './model.ts';
import { current, data, events, ggTable, GM, run } from './testing.ts';

// A figure an ability brought (a duplicate, a minion) that vanishes in the middle of its own turn,
// put out of action by a reaction to its move (GG-ABL-23, GG-MOD-43), leaves the table at once
// (GG-PLAY-44): its turn ends there and the next figure's begins (GG-INIT-03), as for a figure the
// GM takes off (GG-PLAY-194). The turn stayed with the gone figure, and no one could act again.

const MIRROR = minion('Mirror', [line('duplication', 2, { key: 'split', options: { kind: 'identical' }, modifiers: [mod('persistent', { variant: 'personal' })] })]);
const BRUTE = hero('Brute', [line('damage', 4, { key: 'fist', modifiers: [mod('touch'), mod('melee')] })]);

describe('a brought figure gone in its own turn (GG-PLAY-44)', () => {
  it('[GG-PLAY-44] [GG-ABL-23] [GG-INIT-03] a duplicate put out of action by a reaction to its move vanishes and the turn passes on', () => {
    const t = ggTable([
      { id: 'brute', side: 'two', sheet: BRUTE, at: { q: 4, r: 0 } },
      { id: 'u', side: 'one', sheet: MIRROR, at: { q: 0, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    expect(current(t)).toBe('brute');
    run(t, 'gg.end-turn', { figure: 'brute' });
    const r = run(t, 'gg.duplicate', { figure: 'u', ability: 'split', at: [{ q: 1, r: 0 }] });
    const twin = (data(events(r, 'table.figure.added')[0]).figure as { id: string }).id;
    run(t, 'gg.end-turn', { figure: 'u' });
    expect(current(t)).toBe(twin);
    // The twin walks up to the Brute, who strikes it as it comes into reach: it falls and vanishes.
    const moved = run(t, 'gg.move', { figure: twin, ability: 'running', to: { q: 3, r: 0 } }, [9, 9, 9, 9], ['fist']);
    expect(events(moved, 'gg.vanished').map((e) => data(e).figure)).toEqual([twin]);
    expect(t.state.figures[twin]).toBeUndefined();
    // The turn has passed on: someone can act.
    expect(current(t)).not.toBe(twin);
    const s = t.state as S;
    expect(gloriousGladiators.legalActions(s, GM, { options: s.options as never, actor: GM }).length).toBeGreaterThan(0);
  });
});
