import { describe, expect, it } from 'vitest';
import { botPicks, type TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { has, hero, line, mod } from './ability-testing.ts';
import { current, data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// Regeneration (GG-ABL-57, seed L148) works only while active: Always On, or activated for its
// Duration (ruling GG-PLAY-105, which amends GG-PLAY-26).

const regeneration = (...mods: ReturnType<typeof mod>[]) => line('regeneration', 2, { key: 'regen', types: ['solid'], modifiers: mods });
const PERSISTENT = mod('persistent', { variant: 'personal' });

function table(...mods: ReturnType<typeof mod>[]): TableEngine {
  return tableAt(8, ...mods);
}

function tableAt(foeAt: number, ...mods: ReturnType<typeof mod>[]): TableEngine {
  const t = ggTable([
    { id: 'troll', side: 'one', sheet: hero('Troll', [regeneration(...mods)]), at: { q: 0, r: 0 } },
    { id: 'foe', side: 'two', sheet: hero('Foe', []), at: { q: foeAt, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('troll');
  return t;
}

/** The troll falls (first time out: 4+ to reactivate) and the foe's turn passes: its reactivation roll's number. */
function reactivationNeeded(t: TableEngine): number {
  run(t, 'gm.set', { path: ['figures', 'troll', 'status', 'out'], value: true });
  run(t, 'gm.set', { path: ['figures', 'troll', 'status', 'outCount'], value: 1 });
  if (current(t) === 'troll') run(t, 'gg.end-turn', { figure: 'troll' });
  return data(events(run(t, 'gg.end-turn', { figure: 'foe' }, [1]), 'gg.reactivation')[0]).target as number;
}

/** The troll is out of action when the fight ends: whether it rolls on the wound table. */
function woundRolled(t: TableEngine): boolean {
  run(t, 'gm.set', { path: ['figures', 'troll', 'status', 'out'], value: true });
  run(t, 'combat.end', { winner: 'two' });
  return events(run(t, 'gg.wounds', {}, [1]), 'gg.wound').some((e) => data(e).figure === 'troll');
}

describe('glorious gladiators: Regeneration only while active', () => {
  it('[GG-ABL-57] [GG-PLAY-105] [GG-PLAY-26] never activated, an Instant or Persistent Regeneration neither helps reactivation nor spares the wound roll', () => {
    expect(reactivationNeeded(table())).toBe(4);
    expect(reactivationNeeded(table(PERSISTENT))).toBe(4);
    expect(woundRolled(table())).toBe(true);
    expect(woundRolled(table(PERSISTENT))).toBe(true);
  });

  it('[GG-ABL-57] [GG-PLAY-105] [GG-PLAY-26] activated Persistent, it stays on: its Level off the reactivation roll, and no wound roll', () => {
    const t = table(PERSISTENT);
    run(t, 'gg.activate', { figure: 'troll', ability: 'regen' });
    expect(has(t, 'troll', 'regenerating')).toBe(true);
    expect(reactivationNeeded(t)).toBe(2);
    expect(has(t, 'troll', 'regenerating')).toBe(true);
    const later = table(PERSISTENT);
    run(later, 'gg.activate', { figure: 'troll', ability: 'regen' });
    expect(woundRolled(later)).toBe(false);
  });

  it('[GG-ABL-57] [GG-PLAY-105] activated Instant, it lasts until its user\'s next turn begins: it spares the wound roll of a fight ending first, not the next reactivation roll', () => {
    const t = table();
    run(t, 'gg.activate', { figure: 'troll', ability: 'regen' });
    expect(woundRolled(t)).toBe(false);
    const next = table();
    run(next, 'gg.activate', { figure: 'troll', ability: 'regen' });
    expect(reactivationNeeded(next)).toBe(4);
    expect(has(next, 'troll', 'regenerating')).toBe(false);
  });

  it('[GG-ABL-57] [GG-PLAY-105] Always On, it works with no activation; drained, at its lowered Level', () => {
    expect(reactivationNeeded(table(mod('always-on')))).toBe(2);
    expect(woundRolled(table(mod('always-on')))).toBe(false);
    const drained = table(mod('always-on'));
    run(drained, 'gm.set', { path: ['figures', 'troll', 'status', 'drained'], value: { regen: 1 } });
    expect(reactivationNeeded(drained)).toBe(3);
    expect(status(drained, 'troll').out).toBe(true);
  });

  it('[GG-ABL-57] [GG-PLAY-105] the bot switches a Persistent Regeneration on first, an Instant one only with an action it would not use', () => {
    const persistent = table(PERSISTENT);
    const picks = botPicks(gloriousGladiators, persistent.state);
    expect(picks.proposed).toEqual(picks.chosen);
    expect(picks.chosen).toMatchObject({ type: 'gg.activate', args: { figure: 'troll', ability: 'regen' } });
    run(persistent, 'gg.activate', { figure: 'troll', ability: 'regen' });
    const after = botPicks(gloriousGladiators, persistent.state);
    expect(after.chosen?.type).not.toBe('gg.activate');
    // An Instant one: not while it has better to do (close in on the foe), but with the action
    // left after a missed punch, which it would otherwise leave unused.
    const far = botPicks(gloriousGladiators, table().state);
    expect(far.proposed).toEqual(far.chosen);
    expect(far.chosen?.type).toBe('gg.move');
    const near = tableAt(1);
    expect(botPicks(gloriousGladiators, near.state).chosen?.type).toBe('gg.attack');
    run(near, 'gg.attack', { figure: 'troll', ability: 'punch-kick', target: 'foe' }, [1]);
    const spare = botPicks(gloriousGladiators, near.state);
    expect(spare.proposed).toEqual(spare.chosen);
    expect(spare.chosen).toMatchObject({ type: 'gg.activate', args: { figure: 'troll', ability: 'regen' } });
  });

  it('[GG-PLAY-152] [GG-ACT-01] [GG-PLAY-105] an ally\'s Persistent Regeneration is not resisted: it is no attack, and no action offers it', () => {
    const t = ggTable([
      { id: 'medic', side: 'one', sheet: hero('Medic', [regeneration(mod('touch'), mod('persistent', { variant: 'target' }))]), at: { q: 0, r: 0 } },
      { id: 'buddy', side: 'one', sheet: hero('Buddy', []), at: { q: 1, r: 0 } },
      { id: 'foe', side: 'two', sheet: hero('Foe', []), at: { q: 8, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 5, 1]);
    while (current(t) !== 'medic') run(t, 'gg.end-turn', { figure: current(t)! });
    run(t, 'gg.activate', { figure: 'medic', ability: 'regen', target: 'buddy' });
    expect(has(t, 'buddy', 'regenerating')).toBe(true);
    while (current(t) !== 'buddy') run(t, 'gg.end-turn', { figure: current(t)! });
    expect(refusal(tryRun(t, 'gg.resist', { figure: 'buddy', condition: 'regenerating' }, [10]))).toBe('GG_NOT_APPLICABLE GG-PLAY-152');
    expect(has(t, 'buddy', 'regenerating')).toBe(true);
    const offers = gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM });
    expect(offers.filter((a) => a.type === 'gg.resist')).toEqual([]);
  });
});
