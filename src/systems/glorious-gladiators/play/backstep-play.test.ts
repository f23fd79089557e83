import { describe, expect, it } from 'vitest';
import { data, events, ggTable, run, status } from './testing.ts';

// A backstep is "a 1 hex move which disengages an opponent" (seed L538), the attacker's Penalty
// "whilst taking a backstep" (L617): ruling GG-PLAY-145. A step that keeps the mover beside every
// enemy it began beside disengages no one.

/** Ironclad at 0,0 beside a cop at 1,0 (and, if asked, a second cop at 0,-1); Ironclad acts first. */
function table(second = false) {
  const t = ggTable([
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 0, r: 0 } },
    { id: 'cop', side: 'law', template: 'city-police', at: { q: 1, r: 0 } },
    ...(second ? [{ id: 'cop2', side: 'law', template: 'city-police', at: { q: 0, r: -1 } }] : []),
  ]);
  run(t, 'combat.start', {}, second ? [1, 1, 1] : [1, 1]);
  return t;
}
const step = (t: ReturnType<typeof table>, to: { q: number; r: number }) => run(t, 'gg.move', { figure: 'iron', ability: 'running', to });

describe('glorious gladiators: the backstep (GG-MOVE-01, GG-ATK-04)', () => {
  it('[GG-MOVE-01] [GG-ATK-04] [GG-PLAY-145] a 1-hex step round an enemy, still beside it, is no backstep', () => {
    // 0,1 is beside both 0,0 and the cop at 1,0: the step disengages no one.
    const t = table();
    const r = step(t, { q: 0, r: 1 });
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ backstep: false });
    expect(status(t, 'iron').backstep).toBe(false);
  });

  it('[GG-MOVE-01] [GG-ATK-04] [GG-PLAY-145] a 1-hex step that leaves an enemy\'s side is a backstep', () => {
    const t = table();
    const r = step(t, { q: -1, r: 1 });
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ backstep: true });
    expect(status(t, 'iron').backstep).toBe(true);
  });

  it('[GG-MOVE-01] [GG-ATK-04] [GG-PLAY-145] leaving one of two enemies\' sides is a backstep, even ending beside the other', () => {
    // 1,-1 is beside both cops: no one disengaged.
    const kept = table(true);
    expect(data(events(step(kept, { q: 1, r: -1 }), 'gg.moved')[0])).toMatchObject({ backstep: false });
    // 0,1 stays beside the first cop and leaves the second (2 hexes off): it disengages the second.
    const t = table(true);
    expect(data(events(step(t, { q: 0, r: 1 }), 'gg.moved')[0])).toMatchObject({ backstep: true });
  });
});
