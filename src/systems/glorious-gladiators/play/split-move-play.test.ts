import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { simulateFight, type TableEngine } from '../../../kernel/index.ts';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { gloriousGladiators } from '../system.ts';
import { ggBot } from './bot.ts';
import { derivedPlay, labelHolds } from './coverage.ts';
import { has, hero, line, mod, pos, ranged, state } from './ability-testing.ts';
import { describeGgEvent } from './describe.ts';
import { profileOf } from './profile.ts';
import { current, data, events, ggTable, GM, refusal, run, status, sys, tryRun } from './testing.ts';

// Movement's Split (GG-ABL-50; seed L136 "the user can take a Move action which uses less than a
// full move as its first action in a turn, then use a second action that concludes with the
// remaining movement", L538 "a character to Leap or Teleport into the air, attack, then move back
// to the ground without falling"): rulings GG-PLAY-175..177. 'bound' is a Leap 2 (6 hexes) with
// Split, 'zap' a Ranged Damage 2. The Mover stands on 0,0, the Other on 8,0, out of reach of its punch.

const bound = (split = true, ...mods: ReturnType<typeof mod>[]) => line('movement', 2, {
  key: 'bound', options: { classes: ['leap'], split }, modifiers: mods,
});

function table(move = bound()) {
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Mover', [move, ranged('damage', 2)]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 8, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

const ctx = (t: TableEngine) => ({ options: t.state.options as never, actor: GM });
const legal = (t: TableEngine) => gloriousGladiators.legalActions(t.state as never, GM, ctx(t));
const to = (q: number, ability = 'bound') => ({ figure: 'm', ability, to: { q, r: 0 } });
/** A shot at the Other that misses (a to-hit of 1), the turn's second action. */
const zap = (t: TableEngine) => run(t, 'gg.attack', { figure: 'm', ability: 'damage', target: 'x' }, [1, 1, 1]);

describe('glorious gladiators: Split (GG-PLAY-175..177)', () => {
  it('[GG-PLAY-175] a first-action Move of 2 with a Split Leap of 6 keeps 4 hexes; after the attack the figure concludes with them', () => {
    const t = table();
    const r = run(t, 'gg.move', to(2));
    expect(data(events(r, 'gg.split')[0])).toEqual({ figure: 'm', ability: 'bound', hexes: 4 });
    expect(describeGgEvent(events(r, 'gg.split')[0]!, state(t))).toBe('m keeps 4 hexes of its bound move for the end of its second action (Split)');
    zap(t);
    // The turn waits for the rest of the move: no action is left, and the conclusion spends none.
    expect(current(t)).toBe('m');
    expect(sys(t).actionsLeft).toBe(0);
    expect(refusal(tryRun(t, 'gg.move', to(-3)))).toBe('GG_HEX_NOT_REACHABLE GG-PLAY-175');
    const back = run(t, 'gg.move', to(-2));
    expect(data(events(back, 'gg.moved')[0])).toMatchObject({ from: { q: 2, r: 0 }, to: { q: -2, r: 0 }, hexes: 4, mode: 'leap' });
    expect(events(back, 'gg.action')).toEqual([]);
    expect(data(events(back, 'gg.split')[0])).toEqual({ figure: 'm', ability: 'bound', hexes: 0 });
    expect(pos(t, 'm')).toEqual({ q: -2, r: 0 });
    // Concluded, the turn is over.
    expect(current(t)).toBe('x');
  });

  it('[GG-PLAY-175] nothing is kept without Split, by a full move, by a move that is not the first action, or with another Movement', () => {
    const plain = table(bound(false));
    expect(events(run(plain, 'gg.move', to(2)), 'gg.split')).toEqual([]);
    zap(plain);
    expect(current(plain)).toBe('x');
    const full = table();
    expect(events(run(full, 'gg.move', { figure: 'm', ability: 'bound', to: { q: -6, r: 0 } }), 'gg.split')).toEqual([]);
    const second = table();
    zap(second);
    expect(events(run(second, 'gg.move', to(-2)), 'gg.split')).toEqual([]);
    expect(current(second)).toBe('x');
    // Kept with the Leap, the rest is the Leap's: Running does not conclude it.
    const other = table();
    run(other, 'gg.move', to(2));
    zap(other);
    expect(refusal(tryRun(other, 'gg.move', { figure: 'm', ability: 'running', to: { q: 1, r: 1 } }))).toBe('GG_NOT_APPLICABLE GG-PLAY-175');
  });

  it('[GG-PLAY-175] [GG-ATK-08] the rest ends the second action: a follow-up still waiting is given up', () => {
    const t = table();
    run(t, 'gg.move', to(2));
    run(t, 'gg.attack', { figure: 'm', ability: 'damage', target: 'x' }, [9, 9, 9]);
    expect(sys(t).followUp).toMatchObject({ figure: 'm' });
    const back = run(t, 'gg.move', to(-1));
    expect(events(back).map((e) => e.type).filter((x) => x.startsWith('gg.'))).toEqual(expect.arrayContaining(['gg.follow-up', 'gg.split', 'gg.moved']));
    expect(data(events(back, 'gg.follow-up')[0])).toEqual({ followUp: null });
    expect(current(t)).toBe('x');
  });

  it('[GG-PLAY-175] the rest is no new use of the Movement: no shot spent, no Backfire rolled', () => {
    const t = table(bound(true, mod('shots'), mod('backfire')));
    const first = run(t, 'gg.move', to(2), [5]);
    expect(data(events(first, 'gg.used')[0])).toMatchObject({ used: 1, of: 3 });
    zap(t);
    const back = run(t, 'gg.move', to(-1));
    expect(events(back, 'gg.used')).toEqual([]);
    expect(events(back, 'dice.rolled')).toEqual([]);
    expect(status(t, 'm').used['bound']).toBe(1);
  });

  it('[GG-PLAY-175] ending the turn gives the rest up; the next turn keeps nothing of it', () => {
    const t = table();
    run(t, 'gg.move', to(2));
    zap(t);
    run(t, 'gg.end-turn', { figure: 'm' });
    expect(sys(t).split).toBeUndefined();
    run(t, 'gg.end-turn', { figure: 'x' });
    expect(current(t)).toBe('m');
    expect(sys(t).split).toBeUndefined();
    // This turn's Move is its second action: a plain one, after which the turn is over.
    zap(t);
    expect(events(run(t, 'gg.move', to(1)), 'gg.split')).toEqual([]);
    expect(current(t)).toBe('x');
  });

  it('[GG-PLAY-176] the action bar offers the rest after the second action, named as such; the bot gives it up and ends its turn', () => {
    const t = table();
    run(t, 'gg.move', to(2));
    expect(legal(t).filter((a) => a.label.includes('split'))).toEqual([]);
    zap(t);
    const rest = legal(t).filter((a) => a.type === 'gg.move');
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((a) => (a.args as { ability: string }).ability === 'bound' && a.label.startsWith('bound, rest of the split move (4 hexes): '))).toBe(true);
    expect(rest.map((a) => a.means)).toContain('bound');
    for (const a of rest) expect(gloriousGladiators.commands[a.type]!.validate(t.state as never, a.args as never, ctx(t))).toBeNull();
    expect(legal(t).some((a) => a.type === 'gg.end-turn')).toBe(true);
    const chosen = ggBot.choose(t.state as never, legal(t), ctx(t), () => 0);
    expect(chosen).toMatchObject({ type: 'gg.end-turn' });
    expect(ggBot.propose!(t.state as never, ctx(t), () => 0)).toMatchObject({ type: 'gg.end-turn' });
  });

  it('[GG-PLAY-176] simulated fights with a Split figure end alike in the fast lane and through step, rests kept and given up', () => {
    // The bot closes in with its first movement: here its Running, upgraded to Level 2 with Split.
    const running = line('movement', 2, { key: 'running', starting: 'running', source: 'standard', options: { classes: ['ground'], split: true } });
    const combatants = [
      { id: 'm', name: 'Mover', side: 'one', sheet: hero('Mover', [running]), position: { q: 0, r: 0 } },
      { id: 'x', name: 'Other', side: 'two', sheet: hero('Other', [ranged('damage', 2)]), position: { q: 5, r: 0 } },
    ];
    let kept = 0;
    for (let i = 0; i < 8; i++) {
      let fast: unknown;
      let full: unknown;
      const a = simulateFight(gloriousGladiators, combatants, seededRng(`split:${i}`), { lane: 'fast', end: (s) => (fast = s) });
      const b = simulateFight(gloriousGladiators, combatants, seededRng(`split:${i}`), {
        lane: 'full', end: (s) => (full = s), trace: (e) => (kept += e.filter((x) => x.type === 'gg.split' && data(x).hexes !== 0).length),
      });
      expect(a).toEqual(b);
      expect(fast).toStrictEqual(full);
    }
    expect(kept).toBeGreaterThan(0);
  });

  it('[GG-PLAY-177] leapt "into the air", the figure attacks and comes down with the rest of its Leap: it does not fall', () => {
    const t = table();
    const hits = status(t, 'm').hits;
    run(t, 'gg.move', to(1));
    zap(t);
    const back = run(t, 'gg.move', to(-4));
    expect(events(back).filter((e) => e.type === 'gg.hit' || e.type === 'table.condition.added')).toEqual([]);
    expect(status(t, 'm').hits).toBe(hits);
    expect(has(t, 'm', 'prone')).toBe(false);
    expect(status(t, 'm').activeMove).toMatchObject({ key: 'bound' });
  });

  it('[GG-PLAY-177] [GG-PLAY-30] Split is a record play applies: the Movement stays honestly automated', () => {
    const movement = GG_CATALOG.ability('movement')!;
    expect(movement.effects.some((e) => e.kind === 'special' && e.handler === 'split')).toBe(true);
    expect(derivedPlay(movement)).toBe('automated');
    expect(labelHolds(movement)).toBe(true);
    expect(profileOf(hero('Mover', [bound()])).movements.find((m) => m.key === 'bound')).toMatchObject({ split: true });
    expect(profileOf(hero('Mover', [bound(false)])).movements.find((m) => m.key === 'bound')?.split).toBeUndefined();
  });
});
