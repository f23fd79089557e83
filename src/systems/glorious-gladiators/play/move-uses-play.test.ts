import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { ggBot } from './bot.ts';
import { hero, line, mod, pos } from './ability-testing.ts';
import { current, data, events, ggTable, GM, refusal, run, status, sys, tryRun } from './testing.ts';

// A move made with a Movement is a use of it (GG-PLAY-138), so it spends the Movement's Shots
// (GG-MOD-58, seed L253 "After 3 uses the ability must be reloaded taking 2 actions") and Limited
// Ammo (GG-MOD-40, L231 "can be used 3 or 6 times and then cannot be used for the rest of the
// scene"): one use a move, a follow-up move and a Quick move each a move of their own (ruling
// GG-PLAY-160). Scripted dice; 'dash' is a Ground move 5 (15 hexes), Journeys and Split make room
// for the negative modifiers under GG-CHAR-06 (Split's kept rest, GG-PLAY-175, is never concluded here).

const dash = (...mods: ReturnType<typeof mod>[]) => line('movement', 5, {
  key: 'dash', options: { classes: ['ground'], journeys: true, split: true }, modifiers: mods,
});
const shots = () => dash(mod('shots'));
const ammo = () => dash(mod('limited-ammo', { uses: 'three' }));

function table(move = shots(), other: Parameters<typeof hero>[1] = []) {
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Mover', [move]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', other), at: { q: 0, r: 12 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

const legal = (t: TableEngine) => gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM });
const offered = (t: TableEngine, type: string) => legal(t).filter((a) => a.type === type && (a.args as { ability?: string }).ability === 'dash');
const to = (q: number) => ({ figure: 'm', ability: 'dash', to: { q, r: 0 } });

/** Ends turns until it is `id`'s next turn (its own, if it has actions left, ended first). */
function nextTurn(t: TableEngine, id = 'm'): void {
  do run(t, 'gg.end-turn', { figure: current(t)! });
  while (current(t) !== id);
}

describe('glorious gladiators: a move spends its Movement\'s uses (GG-PLAY-160)', () => {
  it('[GG-MOD-58] [GG-PLAY-160] each Move with a Shots Movement spends a shot; the fourth is refused until it is reloaded', () => {
    const t = table();
    const r = run(t, 'gg.move', to(2));
    expect(events(r, 'gg.used').map((e) => e.ruleIds)).toEqual([['GG-MOD-58']]);
    expect(data(events(r, 'gg.used')[0])).toEqual({ figure: 'm', ability: 'dash', used: 1, of: 3 });
    run(t, 'gg.move', to(4));
    nextTurn(t);
    run(t, 'gg.move', to(6));
    expect(status(t, 'm').used['dash']).toBe(3);
    expect(refusal(tryRun(t, 'gg.move', to(8)))).toBe('GG_NO_USES_LEFT GG-MOD-58');
    // Neither the action bar nor the bot moves with it; Running still moves.
    expect(offered(t, 'gg.move')).toEqual([]);
    const pick = ggBot.choose(t.state as never, legal(t), { options: t.state.options as never, actor: GM }, () => 0);
    expect(pick).not.toMatchObject({ type: 'gg.move', args: { ability: 'dash' } });
    expect(run(t, 'gg.move', { figure: 'm', ability: 'running', to: { q: 6, r: 1 } }).ok).toBe(true);
    // With a turn's two actions, its reload is offered.
    nextTurn(t);
    expect(offered(t, 'gg.reload')).toHaveLength(1);
    run(t, 'gg.reload', { figure: 'm', ability: 'dash' });
    expect(status(t, 'm').used['dash']).toBe(0);
    nextTurn(t);
    expect(data(events(run(t, 'gg.move', to(8)), 'gg.used')[0])).toMatchObject({ used: 1, of: 3 });
  });

  it('[GG-MOD-40] [GG-PLAY-160] Limited Ammo 3: three moves spend the Movement for the scene, no reload given', () => {
    const t = table(ammo());
    run(t, 'gg.move', to(2));
    run(t, 'gg.move', to(4));
    nextTurn(t);
    expect(events(run(t, 'gg.move', to(6)), 'gg.used').map((e) => e.ruleIds)).toEqual([['GG-MOD-40']]);
    expect(refusal(tryRun(t, 'gg.move', to(8)))).toBe('GG_NO_USES_LEFT GG-MOD-40');
    expect(offered(t, 'gg.move')).toEqual([]);
    expect(offered(t, 'gg.reload')).toEqual([]);
    expect(pos(t, 'm')).toEqual({ q: 6, r: 0 });
  });

  it('[GG-MOD-40] [GG-ABL-50] [GG-PLAY-161] a Persistent Movement whose Limited Ammo is all used is kept on no more: it stops dodging Areas as its user\'s turn starts', () => {
    const t = table(dash(mod('limited-ammo', { uses: 'six' }), mod('persistent', { variant: 'personal' })));
    run(t, 'gg.move', to(2));
    nextTurn(t);
    expect(status(t, 'm').activeMove).toMatchObject({ key: 'dash' });
    for (const q of [4, 6, 8, 10]) {
      run(t, 'gg.move', to(q));
      // Two Move actions a turn; the rest Split kept of the first is given up (GG-PLAY-175).
      if (sys(t).actionsLeft === 0) nextTurn(t);
    }
    run(t, 'gg.move', to(12));
    expect(status(t, 'm').used['dash']).toBe(6);
    nextTurn(t);
    expect(status(t, 'm').activeMove).toBeNull();
  });

  it('[GG-MOD-49] [GG-MOD-40] [GG-PLAY-160] a Quick move away from an attack is a use of its own; spent, the Movement is not offered', () => {
    const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('close')] });
    const mk = (uses: number) => {
      const t = ggTable([
        { id: 'a', side: 'villains', sheet: hero('Attacker', [blast]), at: { q: 0, r: 0 } },
        { id: 'b', side: 'heroes', sheet: hero('Dodger', [dash(mod('quick'), mod('limited-ammo', { uses: 'three' }))]), at: { q: 5, r: 0 } },
      ], { heroPoints: 0 });
      run(t, 'combat.start', {}, [9, 1]);
      // Spend `uses` of the three on Move actions first, on b's own turns.
      for (let i = 0; i < uses; i++) {
        nextTurn(t, 'b');
        run(t, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 5, r: i % 2 === 0 ? 1 : 0 } });
        nextTurn(t, 'a');
      }
      return t;
    };
    const t = mk(2);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [6], ['move:dash']);
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ figure: 'b', quick: true });
    expect(data(events(r, 'gg.used')[0])).toEqual({ figure: 'b', ability: 'dash', used: 3, of: 3 });
    // With the three spent on moves, the attack comes with no Quick move to offer: no prompt, no Speed roll.
    const spent = mk(3);
    const hit = run(spent, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [9, 9]);
    expect(events(hit, 'gg.quick')).toEqual([]);
    expect(events(hit, 'gg.moved')).toEqual([]);
  });

  it('[GG-MOD-58] [GG-ATK-08] [GG-PLAY-160] the follow-up move is a use of its own: it spends a shot, and an empty load cannot make it', () => {
    const punch = line('damage', 4, { key: 'jab', types: ['solid'], modifiers: [mod('touch'), mod('melee')] });
    const mk = () => {
      const t = ggTable([
        { id: 'm', side: 'one', sheet: hero('Mover', [shots(), punch]), at: { q: 0, r: 0 } },
        { id: 'c', side: 'two', template: 'city-police', at: { q: 0, r: 1 } },
        { id: 'c2', side: 'two', template: 'city-police', at: { q: 6, r: 0 } },
      ], { heroPoints: 0 });
      run(t, 'combat.start', {}, [9, 1, 1]);
      return t;
    };
    const t = mk();
    run(t, 'gg.attack', { figure: 'm', ability: 'jab', target: 'c' }, [9, 9]);
    const fu = legal(t).find((a) => a.type === 'gg.follow-up-move' && (a.args as { ability: string }).ability === 'dash');
    expect(fu).toBeDefined();
    const r = run(t, 'gg.follow-up-move', fu!.args);
    expect(data(events(r, 'gg.used')[0])).toMatchObject({ figure: 'm', ability: 'dash', used: 1 });
    // Its load spent on moves before, the same follow-up move is refused under Shots and not offered.
    const e = mk();
    run(e, 'gg.move', { figure: 'm', ability: 'dash', to: { q: -1, r: 0 } });
    run(e, 'gg.move', { figure: 'm', ability: 'dash', to: { q: 0, r: 0 } });
    nextTurn(e);
    run(e, 'gg.move', { figure: 'm', ability: 'dash', to: { q: -1, r: 1 } });
    run(e, 'gg.move', { figure: 'm', ability: 'running', to: { q: 0, r: 0 } });
    nextTurn(e);
    run(e, 'gg.attack', { figure: 'm', ability: 'jab', target: 'c' }, [9, 9]);
    expect(legal(e).filter((a) => a.type === 'gg.follow-up-move' && (a.args as { ability: string }).ability === 'dash')).toEqual([]);
    expect(refusal(tryRun(e, 'gg.follow-up-move', fu!.args))).toBe('GG_NO_USES_LEFT GG-MOD-58');
  });

  it('[GG-MOD-40] [GG-ATK-11] [GG-PLAY-160] a Move Through spends a use; with none left it is refused', () => {
    const t = table(ammo());
    run(t, 'gg.wall', { hex: { q: 4, r: 0 }, material: 'light-wood' });
    const r = run(t, 'gg.move-through-wall', { figure: 'm', ability: 'dash', hex: { q: 4, r: 0 }, level: 5 }, [1, 1, 1, 1, 1, 1]);
    expect(data(events(r, 'gg.used')[0])).toMatchObject({ figure: 'm', ability: 'dash', used: 1, of: 3 });
    // Two more moves spend the scene's three; the next run at the wall is refused and not offered.
    nextTurn(t);
    run(t, 'gg.move', { figure: 'm', ability: 'dash', to: { q: 0, r: 1 } });
    run(t, 'gg.move', { figure: 'm', ability: 'dash', to: { q: 0, r: 0 } });
    nextTurn(t);
    const wall = { figure: 'm', ability: 'dash', hex: { q: 4, r: 0 }, level: 5 };
    expect(refusal(tryRun(t, 'gg.move-through-wall', wall))).toBe('GG_NO_USES_LEFT GG-MOD-40');
    expect(offered(t, 'gg.move-through-wall')).toEqual([]);
  });
});
