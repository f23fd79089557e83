import { describe, expect, it } from 'vitest';
import { prepare } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, ranged } from './ability-testing.ts';
import { ggLegalActions } from './legal.ts';
import { ggOptions, profile, type S } from './model.ts';
import { fragmented, insubstantial, takes } from './forms-testing.ts';
import { current, ggTable, GM, run } from './testing.ts';

// Ruling GG-PLAY-230: a Movement is an ability like any other, so a Fragmented figure "cannot use"
// one that is Solid (seed L109, GG-ABL-32), as Running is (seed L273). Moves asked only a Movement's
// uses: a fragmented figure still ran, followed up and was offered running moves.

const SHIFTER = hero('Shifter', [line('fragmentation', 2), line('insubstantial', 2, { types: ['solid'] })]);

/** The Shifter (u) on its turn at 0,0, a foe 6 hexes off. */
function table(): S {
  const t = ggTable([
    { id: 'u', side: 'one', sheet: SHIFTER, at: { q: 0, r: 0 } },
    { id: 'e', side: 'two', sheet: hero('Foe', []), at: { q: 6, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('u');
  return t.state as S;
}

const moveWith = (s: S): string[] => [...new Set(ggLegalActions(s as never, GM, ggOptions({}))
  .filter((a) => a.type === 'gg.move').map((a) => (a.args as { ability: string }).ability))].sort();
const to = { q: 1, r: 0 };

describe('glorious gladiators: a Fragmented figure\'s moves (GG-PLAY-230)', () => {
  it('[GG-PLAY-230] [GG-ABL-32] fragmented: no Move with Solid Running, in words; its Fragmentation (Physical) moves it', () => {
    expect(profile(table(), 'u').abilities.find((a) => a.key === 'running')).toMatchObject({ types: ['solid'] });
    expect(takes(table(), 'gg.move', { ability: 'running', to })).toBe('ok');
    expect(takes(fragmented(table()), 'gg.move', { ability: 'running', to })).toBe('GG_CANNOT_USE GG-ABL-32');
    const r = prepare(gloriousGladiators as never, fragmented(table()), { id: 'q', type: 'gg.move', args: { figure: 'u', ability: 'running', to } }, GM);
    expect(r.ok ? '' : r.rejection.message).toBe('A fragmented character cannot use Solid abilities: Running is Solid.');
    expect(takes(fragmented(table()), 'gg.move', { ability: 'fragmentation', to })).toBe('ok');
  });

  it('[GG-PLAY-230] [GG-ABL-32] the moves offered (the action bar, the bots) follow the form: Running only unfragmented, Fragmentation only fragmented', () => {
    expect(moveWith(table())).toEqual(['running']);
    expect(moveWith(fragmented(table()))).toEqual(['fragmentation']);
  });

  it('[GG-PLAY-230] [GG-ABL-42] insubstantial (Solid): a move is no Attack, so Running is still used and offered', () => {
    expect(takes(insubstantial(table()), 'gg.move', { ability: 'running', to })).toBe('ok');
    expect(moveWith(insubstantial(table()))).toEqual(['running']);
  });

  it('[GG-PLAY-230] [GG-PLAY-175] [GG-ABL-32] fragmented between, the rest of a split Solid move is refused, and not offered', () => {
    // A Solid Split Leap 2 (6 hexes): 2 hexes, a shot, then fragmented before the 4 it kept.
    const bound = line('movement', 2, { key: 'bound', types: ['solid'], options: { classes: ['leap'], split: true } });
    const t = ggTable([
      { id: 'u', side: 'one', sheet: hero('Shifter', [line('fragmentation', 2), bound, ranged('damage', 2)]), at: { q: 0, r: 0 } },
      { id: 'e', side: 'two', sheet: hero('Foe', []), at: { q: 8, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.move', { figure: 'u', ability: 'bound', to: { q: 2, r: 0 } });
    run(t, 'gg.attack', { figure: 'u', ability: 'damage', target: 'e' }, [1, 1, 1]);
    const rest = { ability: 'bound', to: { q: 4, r: 0 } };
    expect(takes(t.state as S, 'gg.move', rest)).toBe('ok');
    expect(moveWith(t.state as S)).toEqual(['bound']);
    expect(takes(fragmented(t.state as S), 'gg.move', rest)).toBe('GG_CANNOT_USE GG-ABL-32');
    expect(moveWith(fragmented(t.state as S))).toEqual([]);
  });
});
