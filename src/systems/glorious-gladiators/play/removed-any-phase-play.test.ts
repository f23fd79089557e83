import { describe, expect, it } from 'vitest';
import type { GgSys } from './model.ts';
import { ggTable, run, sys } from './testing.ts';

// Ruling GG-PLAY-232: a figure the GM takes off the table leaves the system's records in any phase
// (GG-PLAY-194 did so only mid-fight): after the fight its id stayed in the order and in where each
// figure stood as the last turn began, and mid-fight in the latter.

const trio = () => ggTable([
  { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
  { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
  { id: 'cop', side: 'villains', template: 'city-police', at: { q: 3, r: 0 } },
]);

/** Every place in the system's records that names the figure (a JSON dump: ids are quoted). */
const names = (y: GgSys, id: string) => JSON.stringify(y).includes(`"${id}"`);

describe('glorious gladiators: a figure taken off the table in any phase (GG-PLAY-232)', () => {
  it('[GG-PLAY-232] [GG-PLAY-194] mid-fight, it leaves where each figure stood as the turn began, too', () => {
    const t = trio();
    run(t, 'combat.start', {}, [1, 1, 10]);
    expect(Object.keys(sys(t).turnStart?.at ?? {})).toContain('cop');
    run(t, 'figure.remove', { figure: 'cop' });
    expect(Object.keys(sys(t).turnStart?.at ?? {})).toEqual(['comet', 'iron']);
    expect(names(sys(t), 'cop')).toBe(false);
  });

  it('[GG-PLAY-232] [GG-PLAY-194] after the fight ended, it leaves the order and every other record', () => {
    const t = trio();
    run(t, 'combat.start', {}, [1, 1, 10]);
    run(t, 'combat.end', {});
    expect(t.state.phase).toBe('ended');
    expect(names(sys(t), 'iron')).toBe(true);
    const r = run(t, 'figure.remove', { figure: 'iron' });
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['table.figure.removed', 'gg.left']);
    expect(names(sys(t), 'iron')).toBe(false);
    expect(sys(t).baseOrder).toEqual(['comet', 'cop']);
  });

  it('[GG-PLAY-232] before the fight nothing names it: it goes with no word of a turn order', () => {
    const t = trio();
    const r = run(t, 'figure.remove', { figure: 'iron' });
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['table.figure.removed']);
  });
});
