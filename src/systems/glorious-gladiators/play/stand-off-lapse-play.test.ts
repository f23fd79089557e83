import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { has, hero, line, mod, ranged, state } from './ability-testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, rollLabels, run, sys } from './testing.ts';

// Seed L136 (Movement): Air and Wallcrawl without Stand-Off "allows them to be used with Ranged, Long
// Range or Distant abilities otherwise these abilities can't be used when the Movement ability is
// active". A Persistent effect kept up, rolled again each turn, is its ability still in use: ruling
// GG-PLAY-191. 'flight' is an Air 2 (6 hexes); the Flier stands on 0,0, the Other on 6,0.

const flight = (standOff = false, classes = ['air']) => line('movement', 2, { key: 'flight', options: { classes, 'stand-off': standOff } });
const bolt = line('damage', 2, { key: 'bolt', types: ['energy'], modifiers: [mod('ranged'), mod('persistent', { variant: 'target' })] });
const poke = line('damage', 2, { key: 'poke', types: ['energy'], modifiers: [mod('touch'), mod('persistent', { variant: 'target' })] });

function table(abilities: AbilityPick[], move = flight()) {
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Flier', [move, ...abilities]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 6, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

const fly = (t: TableEngine, dice: number[] = []) => run(t, 'gg.move', { figure: 'm', ability: 'flight', to: { q: 0, r: 2 } }, dice);
const lapses = (r: ReturnType<typeof run>) => events(r, 'gg.stand-off-lapse');

describe('glorious gladiators: Stand-Off and an effect already kept up (GG-PLAY-191)', () => {
  it('[GG-PLAY-191] [GG-PLAY-182] [GG-MOD-45] taking off without Stand-Off ends its user\'s Persistent Ranged attack on its Target', () => {
    const t = table([bolt]);
    run(t, 'gg.attack', { figure: 'm', ability: 'bolt', target: 'x' }, [5, 9]);
    expect(sys(t).persisting).toHaveLength(1);
    const r = fly(t);
    expect(lapses(r).map((e) => [data(e), e.ruleIds])).toEqual([[{ figure: 'm', move: 'flight', abilities: ['bolt'] }, ['GG-PLAY-191', 'GG-ABL-50']]]);
    expect(data(events(r, 'gg.persist-ended')[0])).toMatchObject({ why: 'no Stand-Off' });
    expect(sys(t).persisting ?? []).toEqual([]);
    expect(gloriousGladiators.describe(lapses(r)[0]!, state(t))).toBe('m\'s flight is active without Stand-Off: its Persistent bolt ends');
  });

  it('[GG-PLAY-191] [GG-PLAY-182] [GG-INIT-03] a Persistent condition it keeps up with a Ranged ability ends too; an Instant one runs its course', () => {
    const t = table([ranged('mesmerise', 2, 'persistent'), ranged('sting', 2)]);
    run(t, 'gg.attack', { figure: 'm', ability: 'mesmerise', target: 'x' }, [5, 3]);
    expect(has(t, 'x', 'mesmerised')).toBe(true);
    run(t, 'gg.end-turn', { figure: 'm' });
    // Its next turn: the Mesmerise holds on a 9, then the sting takes hold and the Flier takes off.
    run(t, 'gg.end-turn', { figure: 'x' }, [9]);
    run(t, 'gg.attack', { figure: 'm', ability: 'sting', target: 'x' }, [5, 3]);
    expect(has(t, 'x', 'stung')).toBe(true);
    // Taken off before its turn ends: no roll for a Mesmerise no longer kept up.
    const r = fly(t);
    expect(rollLabels(r)).toEqual([]);
    expect(data(lapses(r)[0])).toMatchObject({ abilities: ['mesmerise'] });
    expect(has(t, 'x', 'mesmerised')).toBe(false);
    // The sting lasts until the Flier's next turn begins, as it would have.
    const ended = events(r, 'table.condition.removed').map((e) => [data(e).condition, e.ruleIds]);
    expect(ended).toEqual([['mesmerised', ['GG-PLAY-191']], ['stung', ['GG-ATK-07']]]);
  });

  it('[GG-PLAY-191] [GG-PLAY-182] with Stand-Off, with another class, or for a Touch effect, nothing ends', () => {
    for (const move of [flight(true), flight(false, ['ground'])]) {
      const t = table([bolt], move);
      run(t, 'gg.attack', { figure: 'm', ability: 'bolt', target: 'x' }, [5, 9]);
      expect(lapses(fly(t))).toEqual([]);
      expect(sys(t).persisting).toHaveLength(1);
    }
    const near = ggTable([
      { id: 'm', side: 'one', sheet: hero('Flier', [flight(), poke]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 1, r: 0 } },
    ], { heroPoints: 0 });
    run(near, 'combat.start', {}, [9, 1]);
    run(near, 'gg.attack', { figure: 'm', ability: 'poke', target: 'x' }, [5, 9]);
    expect(sys(near).persisting).toHaveLength(1);
    expect(lapses(run(near, 'gg.move', { figure: 'm', ability: 'flight', to: { q: -1, r: 0 } }, [], ['none']))).toEqual([]);
    expect(sys(near).persisting).toHaveLength(1);
  });
});
