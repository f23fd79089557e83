import { describe, expect, it } from 'vitest';
import { prepare } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { ggBot } from './bot.ts';
import { ggLegalActions } from './legal.ts';
import { ggOptions } from './model.ts';
import { current, ggTable, GM, run } from './testing.ts';

// Attacks that are also something else: a blow at a Focus (gg.disarm, GG-ATK-09) is an attack on its
// holder, and a Move Through (GG-ATK-11) a move. A condition that forbids the attack or the move
// forbids them too; they were offered, and taken, under a Trap (GG-ABL-69) or a grab (GG-ABL-36),
// as were a blow at a wall (GG-SIT-03) and a Move Through one.

/** Blue Comet, trapped or grabbed by the GM's hand, on its turn, 5 hexes from Mindwarp and a Gangster (Shotgun, Pistol: Foci). */
function held(condition: 'trapped' | 'grabbed') {
  const t = ggTable([
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
    { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 5, r: 0 } },
    { id: 'gang', side: 'villains', template: 'gangster', at: { q: 5, r: 1 } },
  ]);
  run(t, 'combat.start', {}, [3, 1, 8]);
  run(t, 'gm.condition.add', { figure: 'comet', condition });
  return t;
}

const offered = (t: ReturnType<typeof held>) => ggLegalActions(t.state as never, GM, ggOptions({}));
const takes = (t: ReturnType<typeof held>, type: string, args: unknown) => {
  const r = prepare(gloriousGladiators as never, t.state, { id: 'q', type, args: args }, GM);
  return r.ok ? 'ok' : `${r.rejection.code} ${r.rejection.ruleId ?? ''}`.trim();
};

describe('glorious gladiators: a blow at a Focus and a Move Through under a Trap or a grab', () => {
  it('[GG-ABL-69] [GG-ATK-09] [GG-ATK-11] trapped: no Direct blow at range at a Focus, no Move Through (Move 0); neither is offered', () => {
    const t = held('trapped');
    expect(offered(t).filter((a) => a.type === 'gg.disarm' || a.type === 'gg.move-through')).toEqual([]);
    expect(takes(t, 'gg.disarm', { figure: 'comet', ability: 'lightning-bolt', target: 'gang', focus: 'shotgun' })).toBe('GG_CANNOT_USE GG-ABL-69');
    expect(takes(t, 'gg.move-through', { figure: 'comet', ability: 'flight', target: 'mind', level: 3 })).toMatch(/GG-ABL-69$/);
  });

  it('[GG-ABL-69] [GG-SIT-03] trapped: no Direct blow at a wall 2 hexes off, and no Move Through a wall', () => {
    const t = held('trapped');
    run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
    run(t, 'gg.wall', { hex: { q: 3, r: -3 }, material: 'interior-brick' });
    expect(offered(t).filter((a) => a.type === 'gg.attack-wall' || a.type === 'gg.move-through-wall')).toEqual([]);
    expect(takes(t, 'gg.attack-wall', { figure: 'comet', ability: 'lightning-bolt', hex: { q: 2, r: 0 } })).toBe('GG_CANNOT_USE GG-ABL-69');
    expect(takes(t, 'gg.move-through-wall', { figure: 'comet', ability: 'flight', hex: { q: 3, r: -3 }, level: 3 })).toBe('GG_CANNOT_MOVE GG-ABL-69');
  });

  it('[GG-ABL-36] [GG-ATK-11] grabbed: no Move Through (it may not move), and none is offered', () => {
    const t = held('grabbed');
    expect(offered(t).filter((a) => a.type === 'gg.move-through')).toEqual([]);
    expect(takes(t, 'gg.move-through', { figure: 'comet', ability: 'flight', target: 'mind', level: 3 })).toMatch(/GG-ABL-36$/);
  });

  it('[GG-ABL-69] [GG-MOD-58] trapped: a Gangster may not reload its Shotgun (a Focus), and is not offered it', () => {
    const t = held('trapped');
    run(t, 'gm.condition.remove', { figure: 'comet', condition: 'trapped' });
    while (current(t) !== 'gang') run(t, 'gg.end-turn', { figure: current(t)! });
    run(t, 'gm.set', { path: ['figures', 'gang', 'status', 'used'], value: { shotgun: 1 } });
    expect(offered(t).some((a) => a.type === 'gg.reload')).toBe(true);
    run(t, 'gm.condition.add', { figure: 'gang', condition: 'trapped' });
    expect(offered(t).filter((a) => a.type === 'gg.reload')).toEqual([]);
    expect(takes(t, 'gg.reload', { figure: 'gang', ability: 'shotgun' })).toBe('GG_CANNOT_USE GG-ABL-69');
  });

  it('[GG-ABL-69] [GG-ATK-09] [GG-PLAY-215] trapped: a Gangster may not regain its lost Shotgun (a Focus); not offered, not proposed', () => {
    const t = held('trapped');
    run(t, 'gm.condition.remove', { figure: 'comet', condition: 'trapped' });
    while (current(t) !== 'gang') run(t, 'gg.end-turn', { figure: current(t)! });
    run(t, 'gm.set', { path: ['figures', 'gang', 'status', 'disarmed'], value: ['shotgun'] });
    expect(offered(t).some((a) => a.type === 'gg.regain-focus')).toBe(true);
    run(t, 'gm.condition.add', { figure: 'gang', condition: 'trapped' });
    expect(offered(t).filter((a) => a.type === 'gg.regain-focus')).toEqual([]);
    expect(takes(t, 'gg.regain-focus', { figure: 'gang', ability: 'shotgun' })).toBe('GG_CANNOT_USE GG-ABL-69');
    const ctx = { options: ggOptions({}), actor: GM };
    expect(ggBot.propose?.(t.state as never, ctx, () => 0)).not.toMatchObject({ type: 'gg.regain-focus' });
    expect(ggBot.choose(t.state as never, offered(t), ctx, () => 0)).not.toMatchObject({ type: 'gg.regain-focus' });
  });

  it('[GG-ABL-48] [GG-PLAY-215] mesmerised: its actions only resist, so it may not regain a Focus either', () => {
    const t = held('trapped');
    run(t, 'gm.condition.remove', { figure: 'comet', condition: 'trapped' });
    while (current(t) !== 'gang') run(t, 'gg.end-turn', { figure: current(t)! });
    run(t, 'gm.set', { path: ['figures', 'gang', 'status', 'disarmed'], value: ['shotgun'] });
    run(t, 'gm.condition.add', { figure: 'gang', condition: 'mesmerised' });
    expect(takes(t, 'gg.regain-focus', { figure: 'gang', ability: 'shotgun' })).toBe('GG_NO_ACTIONS GG-ABL-48');
  });
});
