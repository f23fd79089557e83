import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { has, hero, line, mod } from './ability-testing.ts';
import { current, data, events, ggTable, refusal, run, status, tryRun } from './testing.ts';

// Absorption with a range (GG-ABL-01, seed L63): "When the target is hit by a Damage Attack of a
// chosen Type/s add ½ of the levels of the attack to a chosen ability or abilities of the user."
// Ruling GG-PLAY-153: switched on on an ally, the ally's hits feed its user's abilities. Ruling
// GG-PLAY-168: on an enemy it is an attack, resisted by Drain Defence ("Drain Defence provides
// Protection against it"); once on, the enemy's hits feed its user's abilities.

const claws = line('damage', 1, { key: 'claws', modifiers: [mod('touch')] });
const battery = (...mods: ReturnType<typeof mod>[]) => hero('Battery', [
  claws, line('absorption', 3, { key: 'sink', options: { absorbs: ['energy'], into: ['claws'] }, modifiers: [mod('touch'), ...mods] }),
]);
const energyBolt = line('damage', 4, { key: 'bolt', types: ['energy'], modifiers: [mod('ranged')] });

function table(...mods: ReturnType<typeof mod>[]): TableEngine {
  const t = ggTable([
    { id: 'battery', side: 'one', sheet: battery(...mods), at: { q: 0, r: 0 } },
    { id: 'buddy', side: 'one', sheet: hero('Buddy', []), at: { q: 1, r: 0 } },
    { id: 'foe', side: 'two', sheet: hero('Foe', [energyBolt]), at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5, 1]);
  return t;
}
const turnOf = (t: TableEngine, id: string) => {
  while (current(t) !== id) run(t, 'gg.end-turn', { figure: current(t)! });
};

describe('glorious gladiators: Absorption on another target', () => {
  it('[GG-PLAY-153] [GG-ABL-01] switched on on an ally, a Damage hit on the ally feeds its user\'s abilities', () => {
    const t = table(mod('persistent', { variant: 'target' }));
    turnOf(t, 'battery');
    run(t, 'gg.activate', { figure: 'battery', ability: 'sink', target: 'buddy' });
    expect(has(t, 'buddy', 'absorbing')).toBe(true);
    turnOf(t, 'foe');
    // The bolt hits the ally (5+), its result a 1: half of 4 Levels, 2, to the Battery's Claws.
    const r = run(t, 'gg.attack', { figure: 'foe', ability: 'bolt', target: 'buddy' }, [5, 1]);
    expect(events(r, 'gg.absorbed').map((e) => [data(e).figure, data(e).ability, data(e).gain])).toEqual([['battery', 'claws', 2]]);
    expect(status(t, 'battery').absorbed).toEqual({ claws: 2 });
    expect(status(t, 'buddy').absorbed).toEqual({});
  });

  it('[GG-PLAY-153] [GG-ABL-01] not switched on, a hit on the ally feeds nothing', () => {
    const t = table(mod('persistent', { variant: 'target' }));
    turnOf(t, 'foe');
    const r = run(t, 'gg.attack', { figure: 'foe', ability: 'bolt', target: 'buddy' }, [5, 1]);
    expect(events(r, 'gg.absorbed')).toEqual([]);
    expect(status(t, 'battery').absorbed).toEqual({});
  });
});

/** Battery beside Foe (Drain Defence as given), Gunner (an Energy bolt) a little way off; Battery acts first. */
function onFoe(foe: ReturnType<typeof hero>): TableEngine {
  const t = ggTable([
    { id: 'battery', side: 'one', sheet: battery(mod('persistent', { variant: 'target' })), at: { q: 0, r: 0 } },
    { id: 'gunner', side: 'one', sheet: hero('Gunner', [energyBolt]), at: { q: 0, r: 3 } },
    { id: 'foe', side: 'two', sheet: foe, at: { q: 1, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5, 1]);
  expect(current(t)).toBe('battery');
  return t;
}

describe('glorious gladiators: Absorption on an enemy (GG-PLAY-168)', () => {
  it('[GG-PLAY-168] [GG-ABL-01] [GG-ATK-07] aimed at an enemy it is an attack; on, the enemy\'s Energy hits feed its user\'s abilities', () => {
    const t = onFoe(hero('Foe', []));
    // To hit 5+ (a 5); Absorption 3 against Drain Defence 0: 2+ (a 2).
    const r = run(t, 'gg.attack', { figure: 'battery', ability: 'sink', target: 'foe' }, [5, 2]);
    expect(events(r, 'gg.hit-roll')).toHaveLength(1);
    expect(has(t, 'foe', 'absorbing')).toBe(true);
    turnOf(t, 'gunner');
    // The Gunner's bolt hits the foe (7+: it is engaged with the Battery), its result a 1: half of 4 Levels, 2, to the Battery's Claws.
    const hit = run(t, 'gg.attack', { figure: 'gunner', ability: 'bolt', target: 'foe' }, [7, 1]);
    expect(events(hit, 'gg.absorbed').map((e) => [data(e).figure, data(e).ability, data(e).gain])).toEqual([['battery', 'claws', 2]]);
    expect(status(t, 'battery').absorbed).toEqual({ claws: 2 });
  });

  it('[GG-PLAY-168] [GG-ABL-01] [GG-ABL-21] Drain Defence protects against it: Absorption 3 against Drain Defence 3 needs 5+, a 4 puts nothing on', () => {
    const t = onFoe(hero('Warded', [line('drain-defence', 3, { types: ['energy'] })]));
    const r = run(t, 'gg.attack', { figure: 'battery', ability: 'sink', target: 'foe' }, [5, 4]);
    expect(data(events(r, 'gg.no-result')[0])).toMatchObject({ needed: 5 });
    expect(has(t, 'foe', 'absorbing')).toBe(false);
  });

  it('[GG-PLAY-168] [GG-ACT-01] [GG-DICE-01] [GG-ABL-01] a Persistent one on an enemy is resisted with an action: Drain Defence 1 against 3 needs 7+', () => {
    const t = onFoe(hero('Warded', [line('drain-defence', 1, { types: ['energy'] })]));
    // To hit 5+; Absorption 3 against Drain Defence 1: 3+ (a 3).
    run(t, 'gg.attack', { figure: 'battery', ability: 'sink', target: 'foe' }, [5, 3]);
    expect(has(t, 'foe', 'absorbing')).toBe(true);
    turnOf(t, 'foe');
    // Now the defence is the ability used, two Levels worse than the Absorption it resists: 7+ (seed L431, L469).
    const r = run(t, 'gg.resist', { figure: 'foe', condition: 'absorbing' }, [7]);
    expect(data(events(r, 'gg.resisted')[0])).toMatchObject({ target: 7, success: true });
    expect(has(t, 'foe', 'absorbing')).toBe(false);
  });

  it('[GG-PLAY-168] [GG-ACT-01] [GG-ABL-01] switched on, it is refused on an enemy: that use is an attack', () => {
    const t = onFoe(hero('Foe', []));
    expect(refusal(tryRun(t, 'gg.activate', { figure: 'battery', ability: 'sink', target: 'foe' }))).toBe('GG_NOT_APPLICABLE GG-ACT-01');
  });
});
