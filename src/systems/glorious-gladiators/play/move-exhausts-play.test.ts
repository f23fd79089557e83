import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, mod } from './ability-testing.ts';
import { current, data, events, ggTable, GM, refusal, rollLabels, run, status, tryRun } from './testing.ts';

// Exhausts on a Movement (GG-MOD-18, seed L207 "Each turn on which it is active exhausts on a roll
// of 1 and can't be used for the rest of the scene ... an additional roll if normally none is
// required"). A Movement is active the turn it moves its user, and a Personal Persistent one "once
// the character has moved once in a scene ... remains active until cancelled and is thus available
// to use to Dodge Area attacks" (L238): each later turn of its user it is on from the start, and
// rolls then (ruling GG-PLAY-161, after GG-PLAY-139's once a turn). Scripted dice.

const dash = (...mods: ReturnType<typeof mod>[]) => line('movement', 5, {
  key: 'dash', options: { classes: ['ground'], journeys: true, split: true }, modifiers: [...mods, mod('exhausts')],
});
const kept = () => dash(mod('persistent', { variant: 'personal' }));

function table(move = kept()) {
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Mover', [move]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 0, r: 12 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

const to = (q: number) => ({ figure: 'm', ability: 'dash', to: { q, r: 0 } });
/** Ends m's turn and x's: `dice` are rolled as m's next turn starts. */
const nextTurn = (t: TableEngine, dice: number[] = []) => {
  if (current(t) === 'm') run(t, 'gg.end-turn', { figure: 'm' });
  return run(t, 'gg.end-turn', { figure: 'x' }, dice);
};
const legal = (t: TableEngine) => gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM });

describe('glorious gladiators: Exhausts on a Movement (GG-PLAY-161)', () => {
  it('[GG-MOD-18] [GG-PLAY-161] a move is the turn\'s Exhausts roll: an extra d10 on the first move of the turn, none on the second', () => {
    const t = table();
    expect(rollLabels(run(t, 'gg.move', to(3), [5]))).toEqual(['dash Exhausts']);
    expect(rollLabels(run(t, 'gg.move', to(6)))).toEqual([]);
    expect(status(t, 'm').spent).toEqual([]);
  });

  it('[GG-MOD-18] [GG-ABL-50] [GG-PLAY-161] a Persistent Movement kept on rolls as each later turn of its user starts; a move that turn rolls no more', () => {
    const t = table();
    run(t, 'gg.move', to(3), [5]);
    const start = nextTurn(t, [5]);
    expect(rollLabels(start)).toEqual(['dash Exhausts']);
    expect(status(t, 'm').activeMove).toMatchObject({ key: 'dash' });
    expect(rollLabels(run(t, 'gg.move', to(6)))).toEqual([]);
  });

  it('[GG-MOD-18] [GG-PLAY-161] a 1 as the turn starts spends it: no longer on to Dodge Areas, and a move with it is refused under Exhausts', () => {
    const t = table();
    run(t, 'gg.move', to(3), [5]);
    const start = nextTurn(t, [1]);
    expect(data(events(start, 'gg.spent')[0])).toMatchObject({ figure: 'm', ability: 'dash', face: 1, why: 'exhausts' });
    expect(status(t, 'm').activeMove).toBeNull();
    const r = tryRun(t, 'gg.move', to(6));
    expect(refusal(r)).toBe('GG_NO_USES_LEFT GG-MOD-18');
    expect(legal(t).filter((a) => a.type === 'gg.move' && (a.args as { ability: string }).ability === 'dash')).toEqual([]);
    // Spent, it rolls no more.
    expect(events(nextTurn(t), 'gg.exhausts')).toEqual([]);
  });

  it('[GG-MOD-18] [GG-PLAY-161] an Instant Movement is not kept on: no roll at its user\'s next turn start', () => {
    const t = table(dash());
    run(t, 'gg.move', to(3), [5]);
    expect(events(nextTurn(t), 'gg.exhausts')).toEqual([]);
    expect(status(t, 'm').activeMove).toBeNull();
  });
});
