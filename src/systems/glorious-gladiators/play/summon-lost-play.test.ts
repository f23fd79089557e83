import { describe, expect, it } from 'vitest';
import type { LegalAction } from '../../../kernel/index.ts';
import { hero, line, minion, mod } from './ability-testing.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { current, data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// Ruling GG-PLAY-240 (seed 000 L153 Summon "The total number of minions the user has available starts at 1
// but more can be paid for. By default lost minions become available each day"): a minion put out of
// action is lost to its Summon's pool until a day passes; one whose Summon ended is not lost.

const legal = (s: S): LegalAction[] => gloriousGladiators.legalActions(s, GM, { options: s.options as never, actor: GM });
const summons = (t: { state: unknown }) => legal(t.state as S).filter((a) => a.type === 'gg.summon');
const IMP = minion('Imp', [line('damage', 1, { key: 'claws', name: 'Claws', modifiers: [mod('touch')] })]);

function warlock(summon = line('summon', 3)) {
  const t = ggTable([
    { id: 'u', side: 'one', sheet: hero('Warlock', [summon], { minions: [IMP] }), at: { q: 0, r: 0 } },
    { id: 'e', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('u');
  return t;
}

/** Warlock's Imp, summoned beside it. */
function summoned(t: ReturnType<typeof warlock>): string {
  const r = run(t, 'gg.summon', summons(t)[0]!.args);
  return (data(events(r, 'table.figure.added')[0]).figure as { id: string }).id;
}

/** Round and round until Warlock's turn comes again. */
function toWarlock(t: ReturnType<typeof warlock>) {
  do run(t, 'gg.end-turn', { figure: current(t)! }); while (current(t) !== 'u');
}

describe('Summon: lost minions (GG-ABL-62, GG-PLAY-240)', () => {
  it('[GG-PLAY-240] [GG-ABL-62] a minion put out of action is lost: the pool of one has no minion to bring until a day passes', () => {
    const t = warlock(line('summon', 3, { modifiers: [mod('persistent', { variant: 'target' })] }));
    const imp = summoned(t);
    run(t, 'gm.set', { path: ['figures', imp, 'status', 'out'], value: true });
    const r = run(t, 'gg.end-turn', { figure: 'u' });
    expect(events(r, 'gg.minions-lost').map(data)).toEqual([{ figure: 'u', ability: 'summon', lost: 1 }]);
    expect(t.state.figures[imp]).toBeUndefined();
    expect(status(t, 'u').minionsLost).toEqual({ summon: 1 });
    toWarlock(t);
    expect(summons(t)).toEqual([]);
    const again = tryRun(t, 'gg.summon', { figure: 'u', ability: 'summon', minion: 0, at: { q: 1, r: 0 } });
    expect(refusal(again)).toBe('GG_NOT_APPLICABLE GG-PLAY-240');
    expect(again.ok ? '' : again.rejection.message).toMatch(/1 lost until a day passes/);
    // Lost across the table's fights; a short rest does not bring it back, a day's rest does.
    run(t, 'combat.end', {});
    run(t, 'gg.rest', { figure: 'u', minutes: 600 });
    expect(status(t, 'u').minionsLost).toEqual({ summon: 1 });
    const day = run(t, 'gg.rest', { figure: 'u', minutes: 24 * 60 });
    expect(events(day, 'gg.minions-lost').map(data)).toEqual([{ figure: 'u', ability: 'summon', lost: 0 }]);
    expect(status(t, 'u').minionsLost).toEqual({});
  });

  it('[GG-PLAY-240] [GG-ABL-62] an Instant Summon\'s minion that vanishes as its Summon ends is not lost: it may be summoned again', () => {
    const t = warlock();
    summoned(t);
    toWarlock(t);
    expect(status(t, 'u').minionsLost).toBeUndefined();
    expect(summons(t).map((a) => a.means)).toEqual(['Summon Imp']);
  });

  it('[GG-PLAY-240] a pool of two with one lost still brings one', () => {
    const t = warlock(line('summon', 3, { options: { 'extra-pool': 1 }, modifiers: [mod('persistent', { variant: 'target' })] }));
    const imp = summoned(t);
    run(t, 'gm.set', { path: ['figures', imp, 'status', 'out'], value: true });
    run(t, 'gg.end-turn', { figure: 'u' });
    toWarlock(t);
    expect(summons(t).map((a) => a.means)).toEqual(['Summon Imp']);
    summoned(t);
    expect(summons(t)).toEqual([]);
  });
});
