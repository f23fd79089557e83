import { describe, expect, it } from 'vitest';
import { gloriousGladiators } from '../system.ts';
import { data, events, ggTable, GM, rejection, run, sys } from './testing.ts';

// The follow-up move (GG-ATK-08, seed L696; ruling GG-PLAY-06): with no legal target of a follow-up
// in range, the shortest move (up to a full move) that brings one into range, at no action.

function knockedOut() {
  // Ironclad punches the adjacent cop out of action; the other cop stands 5 hexes off, beyond
  // twice the reach of his Touch attacks (2 hexes).
  const t = ggTable([
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 0, r: 0 } },
    { id: 'cop', side: 'law', template: 'city-police', at: { q: 0, r: 1 } },
    { id: 'cop2', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1, 1]);
  const r = run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'cop' }, [5, 5]);
  expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true });
  return t;
}

const offered = (t: ReturnType<typeof ggTable>) =>
  gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM }).filter((a) => a.type === 'gg.follow-up-move');

describe('glorious gladiators: the follow-up move', () => {
  it('[GG-ATK-08] with no target in range of a follow-up, the shortest move that brings one in is offered, and costs no action', () => {
    const t = knockedOut();
    expect(rejection(run(t, 'gg.attack', { figure: 'iron', ability: 'grapple', target: 'cop2' }))).toBe('TARGET_OUT_OF_RANGE');
    // 3 hexes along the row is the only hex that near from which a Touch attack reaches the cop (2 hexes).
    const moves = offered(t);
    expect(moves.length).toBeGreaterThan(0);
    expect(new Set(moves.map((a) => JSON.stringify((a.args as { to: unknown }).to)))).toEqual(new Set(['{"q":3,"r":0}']));
    const ability = (moves[0]!.args as { ability: string }).ability;
    // A longer move than needed is not a follow-up move.
    expect(rejection(run(t, 'gg.follow-up-move', { figure: 'iron', ability, to: { q: 4, r: 0 } }))).toBe('GG_HEX_NOT_REACHABLE');
    const actions = sys(t).actionsLeft;
    const m = run(t, 'gg.follow-up-move', { figure: 'iron', ability, to: { q: 3, r: 0 } });
    expect(data(events(m, 'gg.moved')[0])).toMatchObject({ to: { q: 3, r: 0 }, followUp: true });
    expect(sys(t).actionsLeft).toBe(actions);
    expect(sys(t).followUp).toMatchObject({ figure: 'iron', moved: true });
    // One move a follow-up; and the follow-up attack is now in range.
    expect(rejection(run(t, 'gg.follow-up-move', { figure: 'iron', ability, to: { q: 3, r: 1 } }))).toBe('GG_NO_FOLLOW_UP');
    expect(run(t, 'gg.attack', { figure: 'iron', ability: 'grapple', target: 'cop2' }, [9, 9, 1]).ok).toBe(true);
  });

  it('[GG-ATK-08] no follow-up move while a follow-up attack is possible, nor without a follow-up', () => {
    const t = ggTable([
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 0, r: 1 } },
      { id: 'cop2', side: 'law', template: 'city-police', at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1, 1]);
    expect(rejection(run(t, 'gg.follow-up-move', { figure: 'iron', ability: 'running', to: { q: -1, r: 0 } }))).toBe('GG_NO_FOLLOW_UP');
    run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'cop' }, [5, 5]);
    expect(offered(t)).toEqual([]);
    expect(rejection(run(t, 'gg.follow-up-move', { figure: 'iron', ability: 'running', to: { q: -1, r: 0 } }))).toBe('GG_NO_FOLLOW_UP');
  });

  it('[GG-ATK-08] the bot takes the follow-up move before giving the follow-up up', () => {
    const t = knockedOut();
    const pick = gloriousGladiators.bot!.propose!(t.state as never, { options: t.state.options as never, actor: GM }, () => 0);
    expect(pick?.type).toBe('gg.follow-up-move');
  });
});
