import { describe, expect, it } from 'vitest';
import { blasterDuel, has } from './ability-testing.ts';
import { current, data, events, refusal, run, status, tryRun } from './testing.ts';

// Ruling GG-PLAY-231: "Out of action", picked from the GM's conditions, is the figure's Out (GG-DMG-02),
// as the GM's override of it is (GG-PLAY-197). It was a bare label: the figure kept its hits and acted.

const duel = blasterDuel;

const out = (t: ReturnType<typeof duel>, id: string) => {
  const { hits, out: o, outCount, tried } = status(t, id);
  return { hits, out: o, outCount, tried, prone: has(t, id, 'prone'), label: has(t, id, 'out-of-action') };
};

describe('glorious gladiators: the GM\'s "Out of action" condition (GG-PLAY-231)', () => {
  it('[GG-PLAY-231] [GG-PLAY-197] [GG-DMG-02] it takes the figure out of action: no hits, prone, and it rolls to reactivate at its turn', () => {
    const t = duel();
    const r = run(t, 'gm.condition.add', { figure: 'vic', condition: 'out-of-action' });
    expect(events(r).map((e) => e.type)).toEqual(['table.gm.set']);
    expect(out(t, 'vic')).toEqual({ hits: 0, out: true, outCount: 1, tried: false, prone: true, label: false });
    // Vic's turn: 4+ to reactivate the first time out; a 3 fails, so the turn comes back to Ann.
    const e = run(t, 'gg.end-turn', { figure: 'ann' }, [3]);
    expect(data(events(e, 'gg.reactivation')[0])).toMatchObject({ figure: 'vic', target: 4, success: false });
    expect(current(t)).toBe('ann');
  });

  it('[GG-PLAY-231] [GG-DMG-08] put on the figure whose turn it is, it stops it acting; its turn can still be passed on', () => {
    const t = duel();
    expect(current(t)).toBe('ann');
    run(t, 'gm.condition.add', { figure: 'ann', condition: 'out-of-action' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'ann', ability: 'blast', target: 'vic' }, [9, 9]))).toBe('GG_OUT_OF_ACTION GG-DMG-08');
    run(t, 'gg.end-turn', { figure: 'ann' });
    expect(current(t)).toBe('vic');
  });

  it('[GG-PLAY-231] [GG-PLAY-197] removed, it brings the figure back with ½ its total hits; off a figure in action it is refused', () => {
    const t = duel();
    expect(refusal(tryRun(t, 'gm.condition.remove', { figure: 'vic', condition: 'out-of-action' }))).toBe('UNKNOWN_CONDITION');
    run(t, 'gm.condition.add', { figure: 'vic', condition: 'out-of-action' });
    run(t, 'gm.condition.remove', { figure: 'vic', condition: 'out-of-action' });
    expect(status(t, 'vic')).toMatchObject({ hits: 2, out: false });
  });

  it('[GG-PLAY-231] [GG-DMG-02] it cannot be timed: the rules end it (a reactivation roll), or the GM removes it', () => {
    const t = duel();
    const r = tryRun(t, 'gm.condition.add', { figure: 'vic', condition: 'out-of-action', expires: { at: 'round-end', rounds: 1 } });
    expect(refusal(r)).toBe('INVALID_OVERRIDE');
    expect(r.ok ? '' : r.rejection.message).toBe('Out of action is kept by the rules, not timed: it ends as they end it, or when the GM removes it.');
    expect(status(t, 'vic').out).toBe(false);
  });
});
