import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import type { GgSheet } from '../sheet.ts';
import { hero, line, mod } from './ability-testing.ts';
import { data, events, pairTable, run, status } from './testing.ts';

// What answers a hit on its holder: Psychic Backlash (GG-ABL-54, seed L143; ruling GG-PLAY-106),
// Absorption (GG-ABL-01, seed L63; ruling GG-PLAY-107).

const mindBolt = line('damage', 4, { key: 'mind-bolt', types: ['psychic'], modifiers: [mod('ranged')] });
const mindBomb = line('damage', 4, { key: 'mind-bomb', types: ['psychic'], modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })] });
const MIRROR = hero('Mirror Mind', [line('psychic-backlash', 3)]);

/** The attacker `a` to act, the defender `d` 3 hexes off. */
const pair = (defender: GgSheet, attacker: GgSheet): TableEngine => pairTable(attacker, defender, { q: 3, r: 0 }, 'd');

/** The hits the attacker took from the holder's Backlash in an attack. */
const backlashHits = (r: ReturnType<typeof run>) => events(r, 'gg.hit').filter((e) => data(e).target === 'a').map((e) => data(e).hits);

describe('glorious gladiators: Psychic Backlash answers every hit', () => {
  it('[GG-ABL-54] [GG-PLAY-106] a Psychic hit whose result puts the holder out of action is still answered', () => {
    const t = pair(MIRROR, hero('Blaster', [mindBolt]));
    run(t, 'gm.set', { path: ['figures', 'd', 'status', 'hits'], value: 1 });
    // To hit 5+; Backlash 3 vs 0: 2+, a 2; then the bolt's result 4 vs 0: 1+, a 2, puts the holder out.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'mind-bolt', target: 'd' }, [5, 2, 2]);
    expect(events(r, 'gg.backlash')).toHaveLength(1);
    expect(backlashHits(r)).toEqual([1]);
    expect(status(t, 'd').out).toBe(true);
  });

  it('[GG-ABL-54] [GG-PLAY-106] a holder already out of action still answers a Psychic hit', () => {
    const t = pair(MIRROR, hero('Blaster', [mindBolt]));
    run(t, 'gm.set', { path: ['figures', 'd', 'status', 'hits'], value: 0 });
    run(t, 'gm.set', { path: ['figures', 'd', 'status', 'out'], value: true });
    // A prone target: a Bonus to hit (3+), a 5; Backlash 3 vs 0, a 2; the bolt's result, a 2.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'mind-bolt', target: 'd' }, [5, 2, 2]);
    expect(events(r, 'gg.backlash')).toHaveLength(1);
    expect(backlashHits(r)).toEqual([1]);
  });

  it('[GG-ABL-54] [GG-ATK-10] [GG-PLAY-106] a holder caught in a Psychic Area it could not leave is hit, and answers', () => {
    const t = pair(MIRROR, hero('Bomber', [mindBomb]));
    run(t, 'gm.condition.add', { figure: 'd', condition: 'mesmerised' });
    // The hex is hit (10); the holder's own roll misses (1), but mesmerised it cannot dive out: caught.
    // Backlash 3 vs 0, a 2; the bomb's result, a 2.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'mind-bomb', target: 'd' }, [10, 1, 2, 2], ['stay']);
    expect(events(r, 'gg.caught-in-area')).toHaveLength(1);
    expect(events(r, 'gg.backlash')).toHaveLength(1);
    expect(backlashHits(r)).toEqual([1]);
  });
});

const energyBolt = line('damage', 4, { types: ['energy'], modifiers: [mod('ranged')] });
const claws = line('damage', 1, { key: 'claws', modifiers: [mod('touch')] });
const sponge = (level: number) => hero('Sponge', [claws, line('absorption', level, { options: { absorbs: ['energy'], into: ['punch-kick', 'claws'] } })]);

describe('glorious gladiators: Absorption shares its half', () => {
  it('[GG-ABL-01] [GG-PLAY-107] the half of the attack is one share, split among the abilities it feeds as its holder chooses', () => {
    const t = pair(sponge(3), hero('Blaster', [energyBolt]));
    // Bolt 4 hits (5+): 2 Levels to share; Punch/Kick takes 1 (asked), Claws the other. Result 4 vs 0, a 1.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1], [1]);
    expect(events(r, 'gg.absorbed').map((e) => [data(e).ability, data(e).gain])).toEqual([['punch-kick', 1], ['claws', 1]]);
    expect(status(t, 'd').absorbed).toEqual({ 'punch-kick': 1, 'claws': 1 });
  });

  it('[GG-ABL-01] [GG-PLAY-107] no question when the share has one way to go: each ability up to the Absorption\'s Level, the rest lost', () => {
    // Absorption 1: room for 1 in each, 2 to share: one each.
    const t = pair(sponge(1), hero('Blaster', [energyBolt]));
    run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1]);
    expect(status(t, 'd').absorbed).toEqual({ 'punch-kick': 1, 'claws': 1 });
    // Absorption 3 with Punch/Kick full: all of it to Claws.
    const full = pair(sponge(3), hero('Blaster', [energyBolt]));
    run(full, 'gm.set', { path: ['figures', 'd', 'status', 'absorbed'], value: { 'punch-kick': 3 } });
    run(full, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1]);
    expect(status(full, 'd').absorbed).toEqual({ 'punch-kick': 3, 'claws': 2 });
  });

  it('[GG-ABL-01] [GG-ABL-22] [GG-PLAY-107] a drained Absorption caps each ability at its lowered Level', () => {
    // Absorption 3 drained by 2 is Absorption 1: Punch/Kick, with 1 in it, is full; of the 2 to share Claws takes 1, the other is lost.
    const t = pair(sponge(3), hero('Blaster', [energyBolt]));
    run(t, 'gm.set', { path: ['figures', 'd', 'status', 'drained'], value: { absorption: 2 } });
    run(t, 'gm.set', { path: ['figures', 'd', 'status', 'absorbed'], value: { 'punch-kick': 1 } });
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1]);
    expect(events(r, 'gg.absorbed').map((e) => [data(e).ability, data(e).gain])).toEqual([['claws', 1]]);
    expect(status(t, 'd').absorbed).toEqual({ 'punch-kick': 1, 'claws': 1 });
  });
});

describe('glorious gladiators: what an Absorption feeds, read as the builder reads it (GG-BLD-31)', () => {
  it('[GG-BLD-31] [GG-ABL-01] only another ability named by its key: a name, a catalog id or the Absorption itself feeds nothing', () => {
    const named = line('damage', 1, { key: 'claws', name: 'Claws', modifiers: [mod('touch')] });
    const keyed = hero('Sponge', [named, line('absorption', 3, { options: { absorbs: ['energy'], into: ['claws'] } })]);
    // By key, Claws is fed: bolt 4 hits (5+), half of it, 2; then the result 4 vs 0, a 1.
    const k = pair(keyed, hero('Blaster', [energyBolt]));
    run(k, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1]);
    expect(status(k, 'd').absorbed).toEqual({ claws: 2 });
    // A table refuses the others (figure.add checks the sheet); one the GM sets anyway feeds nothing, where Claws (by name)
    // and the Absorption itself were fed.
    expect(() => pair(hero('Sponge', [named, line('absorption', 3, { options: { absorbs: ['energy'], into: ['Claws'] } })]), keyed)).toThrow(/GG-ABL-01/);
    const t = pair(keyed, hero('Blaster', [energyBolt]));
    run(t, 'gm.set', { path: ['figures', 'd', 'sheet', 'abilities', '1', 'options', 'into'], value: ['Claws', 'damage', 'absorption'] });
    // (Were the holder asked how to share, it would answer 1 to each.)
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1], [1, 1]);
    expect(events(r, 'table.decision.requested')).toEqual([]);
    expect(events(r, 'gg.absorbed')).toEqual([]);
    expect(status(t, 'd').absorbed).toEqual({});
  });
});
