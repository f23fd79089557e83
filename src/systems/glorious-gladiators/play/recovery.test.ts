import { describe, expect, it } from 'vitest';
import { updateStatus } from '../../../kernel/index.ts';
import { regainedHits, pursuitModifier, woundFor } from './aftermath.ts';
import { recoveryAmount } from './actions.ts';
import type { GgStatus, GgSys, S } from './model.ts';
import type { AbilityPick, GgSheet } from '../sheet.ts';
import { IRONCLAD } from '../templates/heroes.ts';
import { isDefeated, reactivationTarget } from './turns.ts';
import { current, data, events, ggTable, refusal, run, status, sys, tryRun } from './testing.ts';

const patch = (s: S, id: string, p: Partial<GgStatus>): S => updateStatus<GgSys, GgStatus>(s, id, (x) => ({ ...x, ...p }));

function fourPcs() {
  const t = ggTable([
    ...['a', 'b', 'c', 'd'].map((id, i) => ({ id, side: 'heroes', template: 'ironclad', at: { q: 0, r: i }, controller: `p${i}` })),
    { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 6, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 2, 3, 4, 5]);
  return t;
}

describe('glorious gladiators: out of action, reactivation, End Game, defeat', () => {
  it('[GG-DMG-02] [GG-PLAY-14] reactivation needs 4+, 7+, 10+, then 3 more each time; minors 6+', () => {
    const t = fourPcs();
    const s = t.state as S;
    expect([1, 2, 3, 4, 5].map((n) => reactivationTarget(patch(s, 'mind', { out: true, outCount: n }), 'mind').target)).toEqual([4, 7, 10, 13, 16]);
    const cops = ggTable([{ id: 'cop', side: 'law', template: 'city-police' }, { id: 'x', side: 'v', template: 'ironclad' }]);
    run(cops, 'combat.start', {}, [1, 1]);
    expect(reactivationTarget(patch(cops.state as S, 'cop', { out: true, outCount: 1 }), 'cop').target).toBe(6);
    expect(reactivationTarget(patch(s, 'mind', { out: true, outCount: 1, lethal: true, stopped: 1 }), 'mind').target).toBe(7);
  });

  it('[GG-SCN-18] out for the 2nd time: a 6 stays out, a 7 comes back with 2 of 3 hits', () => {
    const t = ggTable([
      { id: 'hero', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    for (const [key, value] of [['maxHits', 3], ['hits', 0], ['out', true], ['outCount', 2]] as const) {
      run(t, 'gm.set', { path: ['figures', 'mind', 'status', key], value });
    }
    const fail = run(t, 'gg.end-turn', { figure: 'hero' }, [6]);
    expect(data(events(fail, 'gg.reactivation')[0])).toMatchObject({ target: 7, success: false });
    const ok = run(t, 'gg.end-turn', { figure: 'hero' }, [7]);
    expect(data(events(ok, 'gg.reactivation')[0])).toMatchObject({ target: 7, success: true, hits: 2 });
    expect(status(t, 'mind')).toMatchObject({ out: false, hits: 2 });
    expect(current(t)).toBe('mind');
  });

  it('[GG-SCN-19] Toughness 3 (6 hits) reactivates with 3', () => {
    const t = ggTable([
      { id: 'hero', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    for (const [key, value] of [['maxHits', 6], ['hits', 0], ['out', true], ['outCount', 1]] as const) {
      run(t, 'gm.set', { path: ['figures', 'mind', 'status', key], value });
    }
    const r = run(t, 'gg.end-turn', { figure: 'hero' }, [4]);
    expect(data(events(r, 'gg.reactivation')[0])).toMatchObject({ target: 4, success: true, hits: 3 });
  });

  it('[GG-DMG-03] [GG-SCN-20] [GG-RULING-05] [GG-PLAY-14] [GG-PLAY-15] with 4 PCs the End Game starts on turn 12; +1 a turn; 11+ is out of play', () => {
    const t = fourPcs();
    expect(sys(t).endGameTurn).toBe(12);
    const s = { ...(t.state as S), round: 12 };
    const third = patch(s, 'mind', { out: true, outCount: 3 });
    expect(reactivationTarget(third, 'mind')).toEqual({ target: 11, endGame: true });
    expect(reactivationTarget(patch(s, 'mind', { out: true, outCount: 1 }), 'mind').target).toBe(5);
    expect(reactivationTarget(patch({ ...s, round: 14 }, 'mind', { out: true, outCount: 1 }), 'mind').target).toBe(7);
  });

  it('[GG-RULING-07] [GG-PLAY-01] before the End Game a major needing 11+ still rolls, and a natural 10 succeeds', () => {
    const t = ggTable([
      { id: 'hero', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gm.set', { path: ['figures', 'mind', 'status', 'out'], value: true });
    run(t, 'gm.set', { path: ['figures', 'mind', 'status', 'outCount'], value: 4 });
    const r = run(t, 'gg.end-turn', { figure: 'hero' }, [10]);
    expect(data(events(r, 'gg.reactivation')[0])).toMatchObject({ target: 13, success: true });
    expect(events(r, 'gg.reactivation')[0]!.ruleIds).toContain('GG-RULING-07');
  });

  it('[GG-DMG-04] [GG-PLAY-15] a side is defeated at the end of turn 6+ with no major in play, its minors under half, all having tried', () => {
    const t = ggTable([
      { id: 'hero', side: 'heroes', template: 'blue-comet' },
      { id: 'mind', side: 'villains', template: 'mindwarp' },
      { id: 'cop1', side: 'villains', template: 'city-police' },
      { id: 'cop2', side: 'villains', template: 'city-police' },
    ]);
    run(t, 'combat.start', {}, [1, 1, 1, 1]);
    const down = patch(patch({ ...(t.state as S), round: 6, sys: { ...(t.state as S).sys, inPlay: [] } }, 'mind', { out: true, tried: true }), 'cop1', { outOfPlay: true });
    expect(isDefeated(down, 'villains')).toBe(false);
    const fewer = patch(down, 'cop2', { out: true });
    expect(isDefeated(fewer, 'villains')).toBe(true);
    expect(isDefeated({ ...fewer, round: 5 }, 'villains')).toBe(false);
    expect(isDefeated(patch(fewer, 'mind', { tried: false }), 'villains')).toBe(false);
    expect(isDefeated({ ...fewer, sys: { ...fewer.sys, inPlay: ['mind'] } }, 'villains')).toBe(false);
    expect(isDefeated(fewer, 'heroes')).toBe(false);
  });

  it('[GG-ACT-01] Stop Inactive Opponent adds 1 to the next reactivation roll, once a turn', () => {
    const t = ggTable([
      { id: 'hero', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    expect(refusal(tryRun(t, 'gg.stop-inactive', { figure: 'hero', target: 'mind' }))).toBe('GG_NOT_APPLICABLE GG-ACT-01');
    run(t, 'gm.set', { path: ['figures', 'mind', 'status', 'out'], value: true });
    run(t, 'gm.set', { path: ['figures', 'mind', 'status', 'outCount'], value: 1 });
    run(t, 'gg.stop-inactive', { figure: 'hero', target: 'mind' });
    expect(refusal(tryRun(t, 'gg.stop-inactive', { figure: 'hero', target: 'mind' }))).toBe('GG_NOT_APPLICABLE GG-ACT-01');
    const r = run(t, 'gg.end-turn', { figure: 'hero' }, [4]);
    expect(data(events(r, 'gg.reactivation')[0])).toMatchObject({ target: 5, success: false });
    expect(status(t, 'mind').stopped).toBe(0);
  });

  it('[GG-ACT-01] recovery rolls: 3+ removes one, 9+ two, adding the defence Level', () => {
    expect([1, 2, 3, 8, 9, 10].map((r) => recoveryAmount(r, 0))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(recoveryAmount(1, 2)).toBe(1);
    const t = ggTable([{ id: 'hero', side: 'heroes', template: 'blue-comet' }, { id: 'mind', side: 'villains', template: 'mindwarp' }]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gm.set', { path: ['figures', 'hero', 'status', 'hindrance'], value: 3 });
    run(t, 'gg.resist-hindrance', { figure: 'hero' }, [9]);
    expect(status(t, 'hero').hindrance).toBe(1);
  });
});

const run4: AbilityPick = {
  key: 'running', ability: 'movement', starting: 'running', name: 'Run', level: 4, types: ['solid'], source: 'standard', options: { classes: ['ground'] }, modifiers: [],
};
const runner: GgSheet = { ...IRONCLAD, budget: 60, abilities: [...IRONCLAD.abilities, run4] };

describe('glorious gladiators: after the fight', () => {
  it('[GG-DMG-05] [GG-SCN-21] [GG-SCN-22] [GG-PLAY-17] wound table: −5 unless Lethal', () => {
    expect(woundFor(9, false)).toBe('light');
    expect(woundFor(9, true)).toBe('dead');
    expect([2, 3, 5, 7, 9].map((r) => woundFor(r, true))).toEqual(['ok', 'light', 'medium', 'serious', 'dead']);
    const t = ggTable([{ id: 'hero', side: 'heroes', template: 'blue-comet' }, { id: 'mind', side: 'villains', template: 'mindwarp' }]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gm.set', { path: ['figures', 'mind', 'status', 'out'], value: true });
    expect(refusal(tryRun(t, 'gg.wounds', {}))).toBe('GG_COMBAT_NOT_OVER GG-DMG-05');
    run(t, 'combat.end', { winner: 'heroes' });
    // The fight's own actions are over (and say so); what comes after it is open.
    expect(refusal(tryRun(t, 'gg.end-turn', { figure: 'hero' }))).toBe('COMBAT_OVER');
    const r = run(t, 'gg.wounds', {}, [9]);
    expect(data(events(r, 'gg.wound')[0])).toMatchObject({ figure: 'mind', roll: 9, wound: 'light' });
  });

  it('[GG-DMG-07] [GG-SCN-24] [GG-PLAY-18] pursuit: Ground Move 4 after Flight Move 3 needs 9+; one Penalty more for each after the first', () => {
    expect(pursuitModifier('ground', 'flight')).toBe(-5);
    expect(pursuitModifier('teleport', 'water')).toBe(-3);
    const t = ggTable([
      { id: 'iron', side: 'heroes', sheet: runner },
      { id: 'comet', side: 'villains', template: 'blue-comet' },
      { id: 'mind', side: 'villains', template: 'mindwarp' },
    ]);
    run(t, 'combat.start', {}, [1, 1, 1]);
    run(t, 'combat.end', { winner: 'heroes' });
    const r = run(t, 'gg.pursue', { pursuer: 'iron', ability: 'running', fleeing: [{ figure: 'comet', ability: 'flight' }, { figure: 'mind', ability: 'levitation' }] }, [9, 1]);
    const p = events(r, 'gg.pursuit').map(data);
    expect(p).toHaveLength(2);
    expect(p[0]).toMatchObject({ figure: 'comet', modifier: -5, caught: true });
    expect(p[1]).toMatchObject({ figure: 'mind', penalties: 1, caught: false });
  });

  it('[GG-DMG-05] [GG-DMG-07] [GG-PLAY-18] a Light Wound\'s -1 Move counts when its bearer flees: Flight 3 flees at 2', () => {
    const t = ggTable([
      { id: 'iron', side: 'heroes', sheet: runner },
      { id: 'comet', side: 'villains', template: 'blue-comet' },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'combat.end', { winner: 'heroes' });
    run(t, 'gm.set', { path: ['figures', 'comet', 'status', 'wound'], value: 'light' });
    // Seed L733 "Light Wound: -1 Move": Ground 4 − 5 = −1 against Flight 3 − 1 = 2: T = 2 − (−1) + 5 = 8.
    const r = run(t, 'gg.pursue', { pursuer: 'iron', ability: 'running', fleeing: [{ figure: 'comet', ability: 'flight' }] }, [8]);
    expect(data(events(r, 'gg.pursuit')[0])).toMatchObject({ figure: 'comet', target: 8, caught: true });
  });

  it('[GG-DMG-06] [GG-PLAY-19] hits come back at 1/6 of the total per 10 minutes, rounded down', () => {
    expect(regainedHits(3, 10)).toBe(0);
    expect(regainedHits(3, 20)).toBe(1);
    expect(regainedHits(6, 30)).toBe(3);
    const t = ggTable([{ id: 'hero', side: 'heroes', template: 'blue-comet' }]);
    run(t, 'gm.set', { path: ['figures', 'hero', 'status', 'hits'], value: 1 });
    run(t, 'gg.rest', { figure: 'hero', minutes: 60 });
    expect(status(t, 'hero').hits).toBe(5);
  });
});

describe('glorious gladiators: Hero Points on reactivation', () => {
  it('[GG-DICE-06] [GG-DMG-02] [GG-PLAY-02] a PC who fails to reactivate may spend a Hero Point to roll again', () => {
    const t = ggTable([
      { id: 'hero', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
      { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gm.set', { path: ['figures', 'hero', 'status', 'out'], value: true });
    run(t, 'gm.set', { path: ['figures', 'hero', 'status', 'outCount'], value: 1 });
    run(t, 'gg.end-turn', { figure: 'hero' });
    const r = run(t, 'gg.end-turn', { figure: 'mind' }, [2, 8], ['spend']);
    expect(data(events(r, 'gg.reactivation')[0])).toMatchObject({ figure: 'hero', success: true, faces: [8] });
    expect(status(t, 'hero')).toMatchObject({ out: false, heroPoints: 0 });
  });
});
