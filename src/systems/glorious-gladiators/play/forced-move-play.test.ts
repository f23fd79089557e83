import { describe, expect, it } from 'vitest';
import { hexDistance, oddsOf, type Hex } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import { gloriousGladiators } from '../system.ts';
import { ggBot } from './bot.ts';
import type { S } from './model.ts';
import { data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// A Forced Move goes the way it was built, or the way said when built "chosen" (GG-ABL-30, seed
// L107; ruling GG-PLAY-90), through real commands with scripted dice. The user stands at 0,0.

const hero = (direction: string, range = 'ranged') =>
  sheetWith([line('forced-move', 3, { key: 'shove', options: { direction }, modifiers: [mod(range)] })], { budget: 400 });

function fight(direction: string, target: Hex, range = 'ranged', tank?: Hex) {
  const t = ggTable([
    { id: 'user', side: 'villains', sheet: hero(direction, range), at: { q: 0, r: 0 } },
    { id: 'hero', side: 'heroes', sheet: sheetWith([], { budget: 400 }), at: target },
    ...(tank ? [{ id: 'tank', side: 'heroes', sheet: sheetWith([], { budget: 400 }), at: tank }] : []),
  ]);
  run(t, 'combat.start', {}, [9, 1, ...(tank ? [1] : [])]);
  return t;
}
const shove = { figure: 'user', ability: 'shove', target: 'hero' };
const pos = (t: ReturnType<typeof fight>) => t.state.figures['hero']!.position as unknown as Hex;
// To hit 9; the result, Level 3 against no Forced Move Defence, on a 2 with no Boost: 4 hexes.
const FOUR = [9, 2];

describe('glorious gladiators: the direction of a Forced Move', () => {
  it('[GG-PLAY-90] [GG-ABL-30] built Toward, it pulls the target 4 hexes towards the user', () => {
    const t = fight('toward', { q: 6, r: 0 });
    run(t, 'gg.attack', shove, FOUR);
    expect(pos(t)).toEqual({ q: 2, r: 0 });
  });

  it('[GG-PLAY-90] toward off the hex lines: straight at the user, a hex nearer each step, to the hex of that line beside it', () => {
    // A bystander on 3,0: off the line, but on the way the first nearer direction took each step
    // (3,1 -> 3,0 -> 2,0 -> 1,0), which flew the target into it.
    const t = fight('toward', { q: 3, r: 2 }, 'ranged', { q: 3, r: 0 });
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: 2 })).toBe(5);
    const r = run(t, 'gg.attack', shove, FOUR);
    // The line 3,2 -> 0,0 runs 2,2 -> 2,1 -> 1,1 -> 1,0.
    expect(pos(t)).toEqual({ q: 1, r: 0 });
    expect(events(r, 'gg.knockback-dodge')).toHaveLength(0);
    expect(events(r, 'gg.knockback-struck')).toHaveLength(0);
  });

  it('[GG-PLAY-90] toward stops beside the user, striking nothing', () => {
    const t = fight('toward', { q: 3, r: 0 });
    const r = run(t, 'gg.attack', shove, FOUR);
    expect(pos(t)).toEqual({ q: 1, r: 0 });
    expect(events(r, 'gg.knockback-struck')).toHaveLength(0);
    expect(status(t, 'hero').hits).toBe(3);
  });

  it('[GG-PLAY-90] [GG-PLAY-87] toward, a character in the way stops the target and is struck', () => {
    const t = fight('toward', { q: 6, r: 0 }, 'ranged', { q: 3, r: 0 });
    // Two hexes, then the tank: the body, 2 against its Move 0, strikes it on 3+ (a 4); Level 3 − 1 = 2 against 0 (3+, a 3).
    const r = run(t, 'gg.attack', shove, [...FOUR, 4, 3]);
    expect(data(events(r, 'gg.knockback-struck')[0])).toMatchObject({ struck: 'tank', travelled: 2, level: 2 });
    expect(status(t, 'tank').hits).toBe(2);
    expect(pos(t)).toEqual({ q: 4, r: 0 });
  });

  it('[GG-PLAY-90] [GG-ABL-30] built Away, it pushes straight off from the user', () => {
    const t = fight('away', { q: 2, r: 0 });
    run(t, 'gg.attack', shove, FOUR);
    expect(pos(t)).toEqual({ q: 6, r: 0 });
  });

  it('[GG-PLAY-90] [GG-MOVE-03] built Up, the target drops back into its hex: Lethal Damage (Solid) at half the hexes', () => {
    const t = fight('up', { q: 2, r: 0 });
    // 4 hexes up, a fall of Level 2 against no defence: 3+, a 3.
    const r = run(t, 'gg.attack', shove, [...FOUR, 3]);
    expect(data(events(r, 'gg.forced-move-vertical')[0])).toMatchObject({ direction: 'up', hexes: 4, fall: 2 });
    expect(events(r, 'gg.forced-move-vertical')[0]!.ruleIds).toContain('GG-MOVE-03');
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'hero', hits: 1, lethal: true });
    expect(pos(t)).toEqual({ q: 2, r: 0 });
  });

  it('[GG-PLAY-90] built Down, play records it for the GM and moves nothing', () => {
    const t = fight('down', { q: 2, r: 0 });
    const r = run(t, 'gg.attack', shove, FOUR);
    expect(data(events(r, 'gg.forced-move-vertical')[0])).toMatchObject({ direction: 'down', hexes: 4, fall: null });
    expect(events(r, 'gg.hit')).toHaveLength(0);
    expect(pos(t)).toEqual({ q: 2, r: 0 });
  });

  it('[GG-PLAY-90] built Chosen, it goes the way said with the attack, away when unsaid', () => {
    const pulled = fight('chosen', { q: 6, r: 0 });
    run(pulled, 'gg.attack', { ...shove, direction: 'toward' }, FOUR);
    expect(pos(pulled)).toEqual({ q: 2, r: 0 });
    const pushed = fight('chosen', { q: 2, r: 0 });
    run(pushed, 'gg.attack', shove, FOUR);
    expect(pos(pushed)).toEqual({ q: 6, r: 0 });
  });

  it('[GG-PLAY-90] [GG-ABL-30] a direction is said only for a Forced Move built Chosen', () => {
    const t = fight('away', { q: 2, r: 0 });
    expect(refusal(tryRun(t, 'gg.attack', { ...shove, direction: 'toward' }, FOUR))).toBe('GG_NOT_APPLICABLE GG-ABL-30');
  });

  it('[GG-PLAY-90] [GG-ABL-30] built Chosen, the action bar offers each direction in words, each with its odds', () => {
    const t = fight('chosen', { q: 2, r: 0 });
    const ctx = { options: t.state.options as never, actor: GM };
    const shoves = (x: typeof t) => gloriousGladiators.legalActions(x.state as S, GM, ctx)
      .filter((a) => a.type === 'gg.attack' && (a.args as { ability: string }).ability === 'shove');
    const legal = shoves(t);
    expect(legal.map((a) => [a.label, (a.args as { direction?: string }).direction])).toEqual([
      ['shove at hero, pushing it away', undefined],
      ['shove at hero, pulling it towards you', 'toward'],
      ['shove at hero, lifting it up', 'up'],
      ['shove at hero, driving it down', 'down'],
    ]);
    for (const a of legal) {
      const o = oddsOf(gloriousGladiators, t.state, { type: a.type, args: a.args }, GM);
      expect(o.ok).toBe(true);
    }
    // Built one way, it is offered once, its way unsaid.
    const away = fight('away', { q: 2, r: 0 });
    expect(shoves(away).map((a) => a.label)).toEqual(['shove at hero']);
  });

  it('[GG-PLAY-90] [GG-MOVE-03] [GG-PLAY-87] the bot lifts a grounded target to drop it, but pushes it away into a wall right behind it, or when it flies', () => {
    const botPick = (t: ReturnType<typeof fight>) => {
      const ctx = { options: t.state.options as never, actor: GM };
      const chosen = ggBot.choose(t.state as never, gloriousGladiators.legalActions(t.state as S, GM, ctx), ctx, () => 0);
      expect(ggBot.propose?.(t.state as never, ctx, () => 0)).toMatchObject({ type: chosen?.type, args: chosen?.args });
      return chosen?.args;
    };
    // In the open, away only moves it; up drops it back into its hex for Lethal Damage (Solid).
    const open = fight('chosen', { q: 2, r: 0 });
    expect(botPick(open)).toEqual({ ...shove, direction: 'up' });
    const r = run(open, 'gg.attack', botPick(open), [...FOUR, 1]);
    expect(data(events(r, 'gg.forced-move-vertical')[0])).toMatchObject({ direction: 'up', fall: 2 });
    // A wall right behind it: away strikes it at the result's full Level, so the way is left unsaid.
    const walled = fight('chosen', { q: 2, r: 0 });
    run(walled, 'gg.wall', { hex: { q: 3, r: 0 }, material: 'exterior-brick' });
    expect(botPick(walled)).toEqual(shove);
    // A flier does not fall.
    const flier = ggTable([
      { id: 'user', side: 'villains', sheet: hero('chosen'), at: { q: 0, r: 0 } },
      { id: 'hero', side: 'heroes', sheet: sheetWith([line('movement', 2, { key: 'wings', options: { classes: ['air'] } })], { budget: 400 }), at: { q: 2, r: 2 } },
    ]);
    run(flier, 'combat.start', {}, [1, 9]);
    run(flier, 'gg.move', { figure: 'hero', ability: 'wings', to: { q: 2, r: 0 } });
    run(flier, 'gg.end-turn', { figure: 'hero' });
    expect(status(flier, 'hero').activeMove).toMatchObject({ key: 'wings' });
    expect(botPick(flier)).toEqual(shove);
  });
});
