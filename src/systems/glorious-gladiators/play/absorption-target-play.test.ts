import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { has, hero, line, mod } from './ability-testing.ts';
import { current, data, events, ggTable, run, status } from './testing.ts';

// Absorption with a range (GG-ABL-01, seed L63): "When the target is hit by a Damage Attack of a
// chosen Type/s add ½ of the levels of the attack to a chosen ability or abilities of the user."
// Ruling GG-PLAY-153: switched on on an ally, the ally's hits feed its user's abilities.

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
