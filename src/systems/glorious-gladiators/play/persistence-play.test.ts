import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, ModifierPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import { data, events, ggTable, refusal, run, status, sys, tryRun } from './testing.ts';

// Persistent Barrier, Target and Sticky attacks (GG-MOD-45), Activation Roll and Complex (GG-MOD-01,
// GG-MOD-11), Fades (GG-MOD-19), Concentration (GG-MOD-12) and Uncontrollable (GG-MOD-62), through
// real commands with scripted dice.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const burst = (variant: string, ...more: ModifierPick[]) => line('damage', 3, {
  key: 'cold', types: ['energy'],
  modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] }), mod('persistent', { variant }), ...more],
});
const bolt = (variant: string, ...more: ModifierPick[]) =>
  line('damage', 3, { key: 'cold', types: ['energy'], modifiers: [mod('ranged'), mod('persistent', { variant }), ...more] });

/** a (villains) acts first, b next, c (b's ally) last. */
function table(a: AbilityPick[], b: AbilityPick[] = [], c: AbilityPick[] = []) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero(a), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: hero(b), at: { q: 5, r: 0 } },
    { id: 'c', side: 'heroes', sheet: hero(c), at: { q: 5, r: 3 } },
  ]);
  run(t, 'combat.start', {}, [9, 5, 1]);
  return t;
}
const cold = { figure: 'a', ability: 'cold', target: 'b' };
const dash = line('movement', 3, { key: 'dash', options: { classes: ['ground'] } });
const acts = (r: Parameters<typeof events>[0]) => events(r, 'gg.persist-acts').map((e) => `${String(data(e).target)}:${String(data(e).why)}`);

describe('glorious gladiators: Persistent attacks that stay', () => {
  it('[GG-MOD-45] [GG-PLAY-66] Barrier: it stays on its hexes, strikes whoever enters, and everyone in it at its user\'s turn', () => {
    const t = table([burst('barrier')]);
    // The hex on a 9; b (no Move: 3+) hit on a 5, result 2+ on a 2.
    run(t, 'gg.attack', cold, [9, 5, 2]);
    expect(sys(t).persisting).toMatchObject([{ by: 'a', ability: 'cold', variant: 'barrier', inside: ['b'] }]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    // c runs into it: Running 1 against the Burst's 2 needs 4+; it does not throw itself prone.
    const enter = run(t, 'gg.move', { figure: 'c', ability: 'running', to: { q: 5, r: 1 } }, [4, 2], ['stay']);
    expect(acts(enter)).toEqual(['c:enters']);
    expect(status(t, 'c').hits).toBe(2);
    // a's next turn: it acts on both.
    const turn = run(t, 'gg.end-turn', { figure: 'c' }, [3, 2, 4, 2], ['stay']);
    expect(acts(turn)).toEqual(['b:turn', 'c:turn']);
    expect([status(t, 'b').hits, status(t, 'c').hits]).toEqual([1, 1]);
  });

  it('[GG-MOD-45] [GG-PLAY-95] Barrier: one who goes through its hexes and out in one move has entered it', () => {
    const t = table([burst('barrier')], [], [dash]);
    run(t, 'gg.attack', cold, [9, 5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    // c dashes straight down q = 5 through the Burst round b (5,1 to 5,-1) and out to 5,-2: no way as short goes
    // round. The Burst hits it as one entering it: a 9, then a 2 for the result.
    const through = run(t, 'gg.move', { figure: 'c', ability: 'dash', to: { q: 5, r: -2 } }, [9, 2], ['stay']);
    expect(acts(through)).toEqual(['c:crosses']);
    expect(status(t, 'c').hits).toBe(2);
    expect(sys(t).persisting).toMatchObject([{ inside: ['b'] }]);
  });

  it('[GG-MOD-45] [GG-PLAY-95] a move with a way as short round the area is taken to go round it; a Teleport crosses nothing', () => {
    const t = table([burst('barrier')], [], [dash, line('movement', 3, { key: 'port', options: { classes: ['teleport'] } })]);
    run(t, 'gg.attack', cold, [9, 5, 2]);
    expect(run(t, 'gm.move', { figure: 'c', position: { q: 3, r: 2 } }).ok).toBe(true);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    // 3,2 to 7,0: the straight line goes by 5,1 in the Burst, but 4,2 5,2 6,1 is as short and outside it.
    expect(acts(run(t, 'gg.move', { figure: 'c', ability: 'dash', to: { q: 7, r: 0 } }, [], ['stay']))).toEqual([]);
    // Back to 5,-2 straight through it by Teleport: nothing; c's turn is over, and at a's the Burst acts on b alone (a 1 misses).
    expect(acts(run(t, 'gg.move', { figure: 'c', ability: 'port', to: { q: 5, r: -2 } }, [1], ['stay']))).toEqual(['b:turn']);
  });

  it('[GG-MOD-45] [GG-PLAY-95] [GG-MOD-35] one knocked back through a Barrier\'s hexes has entered it, involuntarily', () => {
    const t = table([burst('barrier'), line('super-strength', 2)]);
    expect(run(t, 'gm.move', { figure: 'a', position: { q: 1, r: 0 } }).ok).toBe(true);
    expect(run(t, 'gm.move', { figure: 'c', position: { q: 2, r: 0 } }).ok).toBe(true);
    run(t, 'gg.attack', cold, [9, 5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 6, r: 2 } });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.end-turn', { figure: 'c' });
    // a's Punch/Kick 1 + Super Strength 2 = 3 at c: hit on a 9, result on a 2; Knockback 3 vs Forced Move Defence 0
    // on a 4, one Boost: 8 hexes along r = 0, from 2,0 through the Burst (4,0 to 6,0) to 10,0. The Burst then
    // hits it on a 9 and a 2.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'c' }, [9, 2, 4, 9, 2], ['stay', 'stay']);
    expect(t.state.figures['c']!.position).toEqual({ q: 10, r: 0 });
    expect(acts(r)).toEqual(['c:crosses']);
  });

  it('[GG-MOD-45] [GG-PLAY-95] Sticky: one who goes through its hexes is struck and it stays on them', () => {
    const t = table([burst('sticky')], [], [dash]);
    run(t, 'gg.attack', cold, [9, 5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    // b ends its turn in it: struck (a 1 misses).
    run(t, 'gg.end-turn', { figure: 'b' }, [1], ['stay']);
    const through = run(t, 'gg.move', { figure: 'c', ability: 'dash', to: { q: 5, r: -2 } }, [9, 2], ['stay']);
    expect(acts(through)).toEqual(['c:crosses']);
    expect(sys(t).persisting).toMatchObject([{ targets: ['b', 'c'] }]);
  });

  it('[GG-MOD-45] [GG-PLAY-66] Target: it stays on the one it affected, result only, and frees it when it gets no result', () => {
    const t = table([bolt('target')]);
    run(t, 'gg.attack', cold, [5, 2]);
    expect(sys(t).persisting).toMatchObject([{ variant: 'target', targets: ['b'], hexes: [] }]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 8, r: 0 } });
    run(t, 'gg.end-turn', { figure: 'b' });
    // a's turn: the result alone (2+): a 2 hits; next time a 1 gets nothing and it ends.
    const first = run(t, 'gg.end-turn', { figure: 'c' }, [2]);
    expect(acts(first)).toEqual(['b:turn']);
    expect(status(t, 'b').hits).toBe(1);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    const second = run(t, 'gg.end-turn', { figure: 'c' }, [1]);
    expect(data(events(second, 'gg.persist-ended')[0])).toMatchObject({ why: 'no targets left' });
    expect(sys(t).persisting).toEqual([]);
  });

  it('[GG-MOD-45] [GG-PLAY-66] Sticky: one who left is still struck (result only); one ending its turn in it is struck', () => {
    const t = table([burst('sticky')]);
    run(t, 'gg.attack', cold, [9, 5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 8, r: 0 } });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.move', { figure: 'c', ability: 'running', to: { q: 5, r: 1 } }, [1], ['stay']);
    // c ends its turn inside: struck again (a 1 misses it); then a's turn: c in the area (a 2 misses), b by its result
    // alone (a 1 gets nothing: b is free of it).
    const end = run(t, 'gg.end-turn', { figure: 'c' }, [1, 2, 1], ['stay', 'stay']);
    expect(acts(end)).toEqual(['c:ends its turn', 'c:turn', 'b:turn']);
    expect(sys(t).persisting?.[0]?.targets).toEqual(['c']);
  });

  it('[GG-MOD-45] [GG-PLAY-66] only one instance at once: a new use re-aims it', () => {
    const t = table([bolt('target')]);
    run(t, 'gg.attack', cold, [5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.end-turn', { figure: 'c' }, [1]);
    // The first ended for want of a result; a new use makes the only one.
    run(t, 'gg.attack', { figure: 'a', ability: 'cold', target: 'c' }, [5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.end-turn', { figure: 'c' }, [2]);
    const again = run(t, 'gg.attack', { figure: 'a', ability: 'cold', target: 'b' }, [5, 2]);
    expect(data(events(again, 'gg.persist-ended')[0])).toMatchObject({ why: 're-aimed' });
    expect(sys(t).persisting).toMatchObject([{ targets: ['b'] }]);
  });
});

describe('glorious gladiators: modifiers that decide whether an ability is on', () => {
  it('[GG-MOD-19] [GG-PLAY-68] Fades: each turn after it was made it loses a Level, and ends at Level 0', () => {
    const t = table([line('damage', 1, { key: 'cold', types: ['energy'], modifiers: [mod('ranged'), mod('persistent', { variant: 'target' }), mod('fades')] })]);
    run(t, 'gg.attack', cold, [5, 4]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    const faded = run(t, 'gg.end-turn', { figure: 'c' });
    expect(data(events(faded, 'gg.persist-ended')[0])).toMatchObject({ why: 'faded' });
  });

  it('[GG-PLAY-192] [GG-MOD-19] the Level Fades takes is logged under Fades\' rule ID, which its line no longer repeats', () => {
    const t = table([line('damage', 1, { key: 'cold', types: ['energy'], modifiers: [mod('ranged'), mod('persistent', { variant: 'target' }), mod('fades')] })]);
    run(t, 'gg.attack', cold, [5, 4]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    const update = events(run(t, 'gg.end-turn', { figure: 'c' }), 'gg.persist-update')[0];
    expect(update?.ruleIds).toEqual(['GG-MOD-45', 'GG-MOD-19']);
    expect(gloriousGladiators.describe(update!)).toBe('a Persistent ability fades to Level 0');
  });

  it('[GG-MOD-01] [GG-PLAY-67] Activation Roll: a Persistent area that misses its roll does not act that turn but stays', () => {
    const t = table([burst('barrier', mod('activation-roll', { roll: 'roll-5' }))]);
    // The use itself rolls first: a 5 works.
    run(t, 'gg.attack', cold, [5, 9, 5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    const turn = run(t, 'gg.end-turn', { figure: 'c' }, [4]);
    expect(data(events(turn, 'gg.activation')[0])).toMatchObject({ needed: 5, face: 4, works: false });
    expect(acts(turn)).toEqual([]);
    expect(sys(t).persisting).toHaveLength(1);
  });

  it('[GG-MOD-01] [GG-MOD-11] [GG-PLAY-67] a Personal ability with an Activation Roll or Complex rolls at its turn; a failure leaves it at Level 0', () => {
    const armour = line('armour', 4, { modifiers: [mod('always-on'), mod('activation-roll', { roll: 'roll-7' })] });
    const field = line('force-field', 3, { modifiers: [mod('complex')] });
    const t = table([line('damage', 3, { key: 'cold', types: ['solid'], modifiers: [mod('ranged')] })], [armour, field]);
    // b's turn: Armour needs 7 (a 6 fails), Force Field 5 (a 5 works).
    const turn = run(t, 'gg.end-turn', { figure: 'a' }, [6, 5]);
    expect(events(turn, 'gg.activation').map((e) => data(e).works)).toEqual([false, true]);
    expect(status(t, 'b').off).toEqual({ armour: 'activation' });
    // Until its next turn the Armour counts at Level 0: a's Solid Level 3 meets Force Field 3 (5+), not Armour 4 (6+).
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.end-turn', { figure: 'c' });
    expect(status(t, 'b').off).toEqual({ armour: 'activation' });
    const r = run(t, 'gg.attack', cold, [5, 5]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'b', hits: 1 });
  });

  it('[GG-MOD-11] [GG-PLAY-67] Complex on an attack: no activation roll, it misses on 1-6', () => {
    const t = table([line('damage', 3, { key: 'cold', types: ['solid'], modifiers: [mod('ranged'), mod('complex')] })]);
    const r = run(t, 'gg.attack', cold, [6, 4]);
    expect(events(r, 'gg.activation')).toHaveLength(0);
    expect(data(events(r, 'gg.missed')[0])).toMatchObject({ faces: [6] });
  });

  it('[GG-MOD-12] [GG-PLAY-68] Concentration: what it keeps up ends as soon as its user takes a hit', () => {
    const t = table([bolt('target', mod('concentration'))], [line('damage', 3, { key: 'zap', types: ['energy'], modifiers: [mod('ranged')] })]);
    run(t, 'gg.attack', cold, [5, 2]);
    expect(status(t, 'a').concentrating).toEqual({ cold: 3 });
    run(t, 'gg.end-turn', { figure: 'a' });
    const hit = run(t, 'gg.attack', { figure: 'b', ability: 'zap', target: 'a' }, [5, 2]);
    expect(data(events(hit, 'gg.concentration-broken')[0])).toMatchObject({ figure: 'a', ability: 'cold', why: 'took a hit' });
    expect(sys(t).persisting).toEqual([]);
    expect(status(t, 'a').concentrating).toEqual({});
  });

  it('[GG-MOD-62] [GG-PLAY-68] Uncontrollable: a 1 as the second action begins switches it off and spends that action', () => {
    const wild = line('force-field', 3, { modifiers: [mod('uncontrollable')] });
    const t = table([line('damage', 3, { key: 'cold', types: ['solid'], modifiers: [mod('ranged')] }), wild]);
    const first = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -1, r: 0 } }, [1]);
    expect(data(events(first, 'gg.toggled')[0])).toMatchObject({ ability: 'force-field', face: 1, toggled: true, off: true });
    expect(status(t, 'a').off).toEqual({ 'force-field': 'toggled' });
    expect(sys(t).index).toBe(1);
  });

  it('[GG-MOD-43] [GG-MOD-45] [GG-PLAY-66] a Melee attacker counts as standing in its target\'s hex: another\'s Barrier there strikes it', () => {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([burst('barrier')]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
      { id: 'c', side: 'villains', sheet: hero([]), at: { q: 8, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 5, 1]);
    run(t, 'gg.attack', cold, [9, 5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    // b steps to the Barrier's edge; c steps next to it, outside, and punches it: c is struck as if in b's hex.
    run(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 6, r: 0 } });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.move', { figure: 'c', ability: 'running', to: { q: 7, r: 0 } });
    const punch = run(t, 'gg.attack', { figure: 'c', ability: 'punch-kick', target: 'b' }, [9, 9, 4, 2], ['stay']);
    expect(acts(punch)).toEqual(['c:melee into it']);
  });

  it('[GG-ABL-19] [GG-MOD-45] [GG-PLAY-82] Dismiss aimed at a hex ends the Persistent Barrier there: its Level against the area\'s, no to-hit', () => {
    const dismiss = (types: string[]) => line('dismiss', 3, { types: types as never, modifiers: [mod('ranged')] });
    const dismissed = (types: string[], face: number) => {
      const t = table([burst('barrier')], [dismiss(types)]);
      run(t, 'gg.attack', cold, [9, 5, 2]);
      run(t, 'gg.end-turn', { figure: 'a' });
      return { t, r: tryRun(t, 'gg.dismiss-area', { figure: 'b', ability: 'dismiss', hex: { q: 4, r: 0 } }, [face]) };
    };
    // Dismiss 3 against the Barrier's 3: 5+.
    const { t, r } = dismissed(['energy'], 5);
    expect(data(events(r, 'gg.dismissed-area')[0])).toMatchObject({ by: 'a', ability: 'cold', level: 3, needed: 5, success: true });
    expect(events(r, 'gg.persist-ended')).toHaveLength(1);
    expect(sys(t).persisting).toEqual([]);
    const miss = dismissed(['energy'], 4);
    expect(events(miss.r, 'gg.persist-ended')).toHaveLength(0);
    expect(sys(miss.t).persisting).toHaveLength(1);
    // The Barrier is Energy: a Physical Dismiss cannot end it; no Persistent ability holds a hex outside it.
    expect(refusal(dismissed(['physical'], 5).r)).toBe('GG_NOT_APPLICABLE GG-ABL-19');
    const t2 = table([burst('barrier')], [dismiss(['energy'])]);
    run(t2, 'gg.attack', cold, [9, 5, 2]);
    run(t2, 'gg.end-turn', { figure: 'a' });
    expect(refusal(tryRun(t2, 'gg.dismiss-area', { figure: 'b', ability: 'dismiss', hex: { q: 2, r: 0 } }))).toBe('GG_NOT_APPLICABLE GG-ABL-19');
  });
});
