import { describe, expect, it } from 'vitest';
import { blasterDuel, has, hero, line, mod } from './ability-testing.ts';
import { current, data, events, ggTable, run, status } from './testing.ts';

// A GM override of a figure's hits (gm.set, the override form) and out of action: ruling GG-PLAY-197.

const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged')] });
const duel = blasterDuel;

const setVic = (t: ReturnType<typeof duel>, key: string, value: number | boolean) =>
  run(t, 'gm.set', { path: ['figures', 'vic', 'status', key], value });

/** What a takedown leaves on a figure's status, and whether it lies prone. */
const takedown = (t: ReturnType<typeof duel>) => {
  const { hits, out, outCount, tried, lethal, reactivationPenalty } = status(t, 'vic');
  return { hits, out, outCount, tried, lethal, reactivationPenalty, prone: has(t, 'vic', 'prone') };
};

describe('glorious gladiators: the GM sets hits (GG-PLAY-197)', () => {
  it('[GG-PLAY-197] [GG-DMG-01] [GG-DMG-02] hits set to 0 put the figure out of action and prone, as its last hit does', () => {
    const hit = duel();
    setVic(hit, 'hits', 1);
    // To hit on a 9, the blast's result on a 9: its last hit.
    const r = run(hit, 'gg.attack', { figure: 'ann', ability: 'blast', target: 'vic' }, [9, 9]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ hitsLeft: 0, out: true });
    const set = duel();
    setVic(set, 'hits', 0);
    expect(takedown(set)).toEqual(takedown(hit));
    expect(takedown(set)).toEqual({ hits: 0, out: true, outCount: 1, tried: false, lethal: false, reactivationPenalty: 0, prone: true });
    // At its turn it rolls to reactivate, 4+ the first time out: a 4 brings it back with 2 of its 3 hits.
    const turn = run(set, 'gg.end-turn', { figure: 'ann' }, [4]);
    expect(data(events(turn, 'gg.reactivation')[0])).toMatchObject({ figure: 'vic', target: 4, success: true, hits: 2 });
    expect(current(set)).toBe('vic');
  });

  it('[GG-PLAY-197] [GG-DMG-01] Out set on a figure in action is the same takedown: its hits go, it lies prone, once more out', () => {
    const t = duel();
    setVic(t, 'out', true);
    expect(takedown(t)).toEqual({ hits: 0, out: true, outCount: 1, tried: false, lethal: false, reactivationPenalty: 0, prone: true });
    // A count written with it (the whole status) is the GM's.
    const whole = duel();
    run(whole, 'gm.set', { path: ['figures', 'vic', 'status'], value: { ...status(whole, 'vic'), out: true, outCount: 2 } as never });
    expect(status(whole, 'vic')).toMatchObject({ hits: 0, out: true, outCount: 2 });
  });

  it('[GG-PLAY-197] [GG-DMG-02] a second time set to 0 counts a second time out: 7+ to reactivate', () => {
    const t = duel();
    setVic(t, 'hits', 0);
    setVic(t, 'out', false);
    expect(status(t, 'vic')).toMatchObject({ hits: 2, out: false });
    setVic(t, 'hits', 0);
    expect(status(t, 'vic')).toMatchObject({ out: true, outCount: 2 });
    const turn = run(t, 'gg.end-turn', { figure: 'ann' }, [6]);
    expect(data(events(turn, 'gg.reactivation')[0])).toMatchObject({ figure: 'vic', target: 7, success: false });
    expect(current(t)).toBe('ann');
  });

  it('[GG-PLAY-197] [GG-DMG-04] a side whose one major the GM set to 0 hits is defeated as a takedown would leave it', () => {
    const t = duel();
    run(t, 'gm.set', { path: ['round'], value: 6 });
    setVic(t, 'hits', 0);
    // Turn 6: Vic was in play when it began, so no defeat yet; its roll fails (a 1).
    run(t, 'gg.end-turn', { figure: 'ann' }, [1]);
    expect(t.state.phase).toBe('combat');
    // Turn 7: out all through it, and it has tried: the villains are defeated.
    run(t, 'gg.end-turn', { figure: 'ann' }, [1]);
    expect(t.state.phase).toBe('ended');
    expect(t.state.winner).toBe('heroes');
  });

  it('[GG-PLAY-197] [GG-DMG-08] raising an out figure\'s hits does not reactivate it: it still rolls at its turn', () => {
    const t = duel();
    setVic(t, 'hits', 0);
    setVic(t, 'hits', 3);
    expect(status(t, 'vic')).toMatchObject({ hits: 3, out: true, outCount: 1 });
    const turn = run(t, 'gg.end-turn', { figure: 'ann' }, [3]);
    expect(data(events(turn, 'gg.reactivation')[0])).toMatchObject({ figure: 'vic', target: 4, success: false });
    expect(current(t)).toBe('ann');
  });

  it('[GG-PLAY-197] [GG-DMG-02] Out set to false on a figure with 0 hits brings it back with ½ its total hits', () => {
    const t = ggTable([
      { id: 'ann', side: 'heroes', sheet: hero('Ann', [blast]), at: { q: 0, r: 0 } },
      { id: 'vic', side: 'villains', sheet: hero('Vic', [blast, line('toughness', 2)]), at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    expect(status(t, 'vic').maxHits).toBe(5);
    setVic(t, 'hits', 0);
    setVic(t, 'out', false);
    expect(status(t, 'vic')).toMatchObject({ hits: 3, out: false, outCount: 1 });
  });

  it('[GG-PLAY-197] an undone override leaves the figure in action as it was', () => {
    const t = duel();
    setVic(t, 'hits', 0);
    run(t, 'undo', {});
    expect(takedown(t)).toEqual({ hits: 3, out: false, outCount: 0, tried: false, lethal: false, reactivationPenalty: 0, prone: false });
  });
});
