import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { data, events, ggTable, GM, refusal, run, status, sys, tryRun } from './testing.ts';
import { oddsOf } from '../../../kernel/index.ts';

// Quick reactions (GG-MOD-49) and the Quick-like reactions of Short and Melee (GG-MOD-57, GG-MOD-43),
// through real commands: the reacting figure is asked, Speed vs Speed 6+ goes first.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const blast = (key: string, range: string, ...mods: string[]) =>
  line('damage', 3, { key, types: ['energy'], modifiers: [mod(range), ...mods.map((m) => mod(m))] });
const dash = line('movement', 2, { key: 'dash', options: { classes: ['ground'] }, modifiers: [mod('quick')] });
const port = line('movement', 2, { key: 'port', options: { classes: ['teleport'] } });

/** A (villains) acts first; B (heroes) is the one who reacts. */
interface Extra { id: string; side: string; at: { q: number; r: number }; abilities?: AbilityPick[] }
function table(a: AbilityPick[], b: AbilityPick[], apart = 5, extra: Extra[] = []) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero(a), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: hero(b), at: { q: apart, r: 0 } },
    ...extra.map((x) => ({ id: x.id, side: x.side, at: x.at, sheet: hero(x.abilities ?? []) })),
  ]);
  run(t, 'combat.start', {}, [9, 1, ...extra.map(() => 5)]);
  return t;
}
const attack = { figure: 'a', ability: 'blast', target: 'b' };
const order = (events: { type: string; data: unknown }[]) => events.filter((e) => ['gg.quick', 'gg.hit-roll', 'gg.moved'].includes(e.type))
  .map((e) => `${e.type}:${(e.data as { figure: string }).figure}`);

describe('glorious gladiators: Quick reactions', () => {
  it('[GG-MOD-49] [GG-PLAY-63] a Quick attack answers a declared attack; 6+ Speed vs Speed strikes first', () => {
    const t = table([blast('blast', 'ranged')], [blast('zap', 'ranged', 'quick')]);
    const asked = run(t, 'gg.attack', attack, [], []);
    expect(asked.ok && t.state.pending?.prompt).toMatchObject({ to: 'b', kind: 'quick' });
    expect(t.state.pending?.prompt.options.map((o) => o.value)).toEqual(['strike:zap', 'none']);
    // Speed 0 vs 0: 6+. Then b's zap (5 to hit at 5 hexes, 2 for Level 3), then a's blast.
    const r = run(t, 'answer', { value: 'strike:zap' }, [6, 5, 2, 5, 2]);
    expect(data(events(r, 'gg.quick')[0])).toMatchObject({ figure: 'b', target: 'a', needed: 6, first: true, trigger: 'declared' });
    expect(order(events(r))).toEqual(['gg.quick:b', 'gg.hit-roll:b', 'gg.hit-roll:a']);
    expect([status(t, 'a').hits, status(t, 'b').hits]).toEqual([2, 2]);
    expect(status(t, 'b').quick).toBe(true);
  });

  it('[GG-MOD-49] [GG-PLAY-63] a failed Speed roll: the reaction comes straight after the attack', () => {
    const t = table([blast('blast', 'ranged')], [blast('zap', 'ranged', 'quick')]);
    const r = run(t, 'gg.attack', attack, [5, 5, 2, 5, 2], ['strike:zap']);
    expect(data(events(r, 'gg.quick')[0])).toMatchObject({ first: false });
    expect(order(events(r))).toEqual(['gg.quick:b', 'gg.hit-roll:a', 'gg.hit-roll:b']);
  });

  it('[GG-MOD-49] a scripted answer that is no option of the Quick prompt fails, naming the prompt and the answer', () => {
    // Live answers never get this far: the kernel refuses them with INVALID_ANSWER.
    const t = table([blast('blast', 'ranged')], [blast('zap', 'ranged', 'quick')]);
    expect(() => run(t, 'gg.attack', attack, [6, 5, 2, 5, 2], ['strike:nope'])).toThrow(/Quick reaction prompt to b \("a attacks you with blast: react with a Quick ability\?"\): "strike:nope" is not one of its options \(strike:zap, none\)/);
    const jab = line('damage', 2, { key: 'jab', modifiers: [mod('short')] });
    const moved = table([], [jab], 4);
    expect(() => run(moved, 'gg.move', { figure: 'a', ability: 'running', to: { q: 3, r: 0 } }, [5, 3], ['nope'])).toThrow(/"nope" is not one of its options \(punch-kick, grapple, jab, none\)/);
    const asked = run(moved, 'gg.move', { figure: 'a', ability: 'running', to: { q: 3, r: 0 } });
    expect(asked.ok && refusal(tryRun(moved, 'answer', { value: 'nope' }))).toBe('INVALID_ANSWER');
  });

  it('[GG-MOD-49] [GG-PLAY-63] one Quick use between two of its turns: a second attacker finds no reaction', () => {
    const t = table([blast('blast', 'ranged')], [blast('zap', 'ranged', 'quick')], 5, [{ id: 'c', side: 'villains', at: { q: 0, r: 2 }, abilities: [blast('blast', 'ranged')] }]);
    run(t, 'gg.attack', attack, [5, 1, 4, 1, 4], ['strike:zap']);
    run(t, 'gg.end-turn', { figure: 'a' });
    const second = run(t, 'gg.attack', { figure: 'c', ability: 'blast', target: 'b' }, [1, 4]);
    expect(second.ok && t.state.pending).toBeNull();
    // Its own turn gives it back.
    run(t, 'gg.end-turn', { figure: 'c' });
    expect(status(t, 'b').quick).toBe(false);
  });

  it('[GG-MOD-49] [GG-PLAY-63] a Quick move that goes first may leave the attack impossible: the attacker keeps its action', () => {
    // Close range (1-5): 5 hexes away, a 6-hex dash puts b 11 away, beyond twice the band.
    const t = table([blast('blast', 'close')], [dash]);
    const r = run(t, 'gg.attack', attack, [6], ['move:dash']);
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ figure: 'b', to: { q: 11, r: 0 }, quick: true });
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
    expect(sys(t).actionsLeft).toBe(2);
  });

  it('[GG-MOD-49] [GG-ATK-02] [GG-PLAY-64] an Area that hit the hex: a Quick move out of it first escapes it', () => {
    const burst = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged'), mod('area', { size: 'medium', shapes: ['burst'] })] });
    const t = table([burst], [dash]);
    // The hex is hit on a 9; b needs 3 hexes to leave the radius-2 burst and dashes its full 6 before it takes effect.
    // Not against the declared attack: against the Area once it has hit.
    const r = run(t, 'gg.attack', attack, [9, 6], ['none', 'dash']);
    expect(data(events(r, 'gg.quick')[0])).toMatchObject({ trigger: 'area', first: true });
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ figure: 'b', to: { q: 11, r: 0 } });
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
    expect(data(events(r, 'gg.missed')[0])).toMatchObject({ empty: true });
  });
});

describe('glorious gladiators: Short and Melee reactions to a move', () => {
  it('[GG-MOD-43] [GG-PLAY-65] Melee: an opponent moving away more than 1 hex is struck first on 6+', () => {
    const t = table([], [], 1);
    // a runs 3 hexes away from b; b's Punch/Kick (Touch, Melee) strikes before it goes.
    const r = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -3, r: 0 } }, [6, 5, 4], ['punch-kick']);
    expect(order(events(r))).toEqual(['gg.quick:b', 'gg.hit-roll:b', 'gg.moved:a']);
    expect(status(t, 'a').hits).toBe(2);
    expect(t.state.figures['a']!.position).toEqual({ q: -3, r: 0 });
  });

  it('[GG-MOD-43] [GG-PLAY-65] a failed Speed roll: the mover is out of reach afterwards, so no strike, and the log says so', () => {
    const t = table([], [], 1);
    const r = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -3, r: 0 } }, [5], ['punch-kick']);
    expect(data(events(r, 'gg.quick')[0])).toMatchObject({ first: false });
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
    const lost = events(r, 'gg.reaction')[0];
    expect(data(lost)).toMatchObject({ figure: 'b', target: 'a', kind: 'out-of-reach' });
    expect(gloriousGladiators.describe(lost!, t.state as S)).toBe('b\'s Punch/Kick reaction comes to nothing: a is out of reach');
  });

  it('[GG-MOD-57] [GG-PLAY-65] Short: an opponent arriving in reach is struck after its move; not while engaged with another enemy', () => {
    const jab = line('damage', 2, { key: 'jab', modifiers: [mod('short')] });
    const t = table([], [jab], 4);
    const r = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: 3, r: 0 } }, [5, 3], ['jab']);
    expect(order(events(r))).toEqual(['gg.quick:b', 'gg.moved:a', 'gg.hit-roll:b']);
    const busy = table([], [jab], 4, [{ id: 'c', side: 'villains', at: { q: 5, r: -1 } }]);
    const asked = run(busy, 'gg.move', { figure: 'a', ability: 'running', to: { q: 3, r: 0 } });
    expect(asked.ok && busy.state.pending?.prompt.options.map((o) => o.value)).toEqual(['punch-kick', 'grapple', 'none']);
  });

  it('[GG-MOD-57] [GG-PLAY-65] Short: starting in reach, the holder strikes first on 6+, before the move', () => {
    const jab = line('damage', 2, { key: 'jab', modifiers: [mod('short')] });
    // a starts 2 hexes from b (in the jab's band, out of Touch) and runs 3 hexes away; b wins Speed (6), hits (5), result (5).
    const t = table([], [jab], 2);
    const r = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -3, r: 0 } }, [6, 5, 5], ['jab']);
    expect(data(events(r, 'gg.quick')[0])).toMatchObject({ figure: 'b', target: 'a', ability: 'jab', trigger: 'moves', first: true });
    expect(order(events(r))).toEqual(['gg.quick:b', 'gg.hit-roll:b', 'gg.moved:a']);
    expect(status(t, 'a').hits).toBe(2);
    expect(t.state.figures['a']!.position).toEqual({ q: -3, r: 0 });
  });

  it('[GG-MOD-43] [GG-PLAY-65] a strike first that leaves the move impossible stops it, and the mover keeps its action', () => {
    const t = table([], [], 1);
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'hits'], value: 1 });
    // b's Punch/Kick wins Speed (6), hits (5) and gets a result (4): a's last hit, out of action before it goes.
    const r = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -3, r: 0 } }, [6, 5, 4], ['punch-kick']);
    expect(order(events(r))).toEqual(['gg.quick:b', 'gg.hit-roll:b']);
    expect(status(t, 'a').out).toBe(true);
    expect(t.state.figures['a']!.position).toEqual({ q: 0, r: 0 });
    expect(events(r, 'gg.action')).toHaveLength(0);
  });

  it('[GG-DICE-08] [GG-PLAY-65] the odds of a move count the Melee strike it may draw: the hits the mover may lose, in words', () => {
    const t = table([], [], 1);
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.move', args: { figure: 'a', ability: 'running', to: { q: -3, r: 0 } } }, GM);
    if (!odds.ok) throw new Error(odds.rejection.message);
    const labels = odds.outcomes.map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['No one loses hits', 'a loses 1 hit']));
    expect(labels.join()).not.toMatch(/wound/i);
    // A backstep draws no strike: nothing can happen to anyone.
    const step = oddsOf(gloriousGladiators, t.state, { type: 'gg.move', args: { figure: 'a', ability: 'running', to: { q: -1, r: 0 } } }, GM);
    expect(step.ok && step.outcomes.map((o) => [o.label, o.probability.toString()])).toEqual([['No one loses hits', '1']]);
  });

  it('[GG-MOD-43] [GG-MOVE-01] [GG-PLAY-65] a backstep of 1 hex or a Teleport never sets it off', () => {
    const t = table([port], [], 1);
    const step = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -1, r: 0 } });
    expect(step.ok && t.state.pending).toBeNull();
    const away = run(t, 'gg.move', { figure: 'a', ability: 'port', to: { q: -6, r: 0 } });
    expect(away.ok && t.state.pending).toBeNull();
    expect(events(away, 'gg.quick')).toHaveLength(0);
  });
});
