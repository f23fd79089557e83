import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { line, minion, mod } from './ability-testing.ts';
import { sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { current, data, events, ggTable, run, status, type Seat } from './testing.ts';

// What each use of an ability costs, through real commands: every Autofire attack is a use of its
// Shots or Limited Ammo (GG-PLAY-100); a Quick strike, a Riposte or a Shield is a use of its ability
// (GG-PLAY-101); Backfire rolls on every activation, a heal, a boost or a summon as well as an attack
// (GG-PLAY-102). Scripted dice.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const gun = (...mods: ReturnType<typeof mod>[]) => line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), ...mods] });
const autofire = mod('autofire', { attacks: 'three' });

/** `a` (villains) acts first; the others (heroes) after it. */
function table(a: AbilityPick[], others: { id: string; at: { q: number; r: number }; abilities?: AbilityPick[] }[]): TableEngine {
  const seats: Seat[] = [
    { id: 'a', side: 'villains', sheet: hero(a), at: { q: 0, r: 0 } },
    ...others.map((o) => ({ id: o.id, side: 'heroes', sheet: hero(o.abilities ?? []), at: o.at })),
  ];
  const t = ggTable(seats, { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, ...others.map(() => 1)]);
  expect(current(t)).toBe('a');
  return t;
}

/** Ends turns until it is `id`'s again. */
function turnOf(t: TableEngine, id: string): void {
  run(t, 'gg.end-turn', { figure: current(t)! });
  while (current(t) !== id) run(t, 'gg.end-turn', { figure: current(t)! });
}

const refusal = (r: ReturnType<typeof run>) => (r.ok ? null : r.rejection.ruleId);
const foes = [{ id: 'f1', at: { q: 5, r: 0 } }, { id: 'f2', at: { q: 5, r: 1 } }];

describe('glorious gladiators: Autofire spends a use a shot', () => {
  it('[GG-MOD-05] [GG-MOD-58] [GG-PLAY-100] three Autofire attacks empty a load of 3 Shots in one action', () => {
    const t = table([gun(autofire, mod('shots'))], foes);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }, [5, 2, 5, 2, 5, 2]);
    expect(events(r, 'gg.used').map((e) => data(e).used)).toEqual([1, 2, 3]);
    expect(status(t, 'a').used['gun']).toBe(3);
    turnOf(t, 'a');
    expect(refusal(run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }))).toBe('GG-MOD-58');
  });

  it('[GG-MOD-05] [GG-MOD-58] [GG-PLAY-100] no more Autofire attacks than shots left in the load', () => {
    const t = table([gun(autofire, mod('shots'))], foes);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    turnOf(t, 'a');
    // Two shots left: three attacks are refused, two are made.
    expect(refusal(run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }))).toBe('GG-PLAY-100');
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2'] }, [5, 2, 5, 2]);
    expect(status(t, 'a').used['gun']).toBe(3);
  });

  it('[GG-MOD-05] [GG-MOD-40] [GG-PLAY-100] Limited Ammo 3 is spent for the scene by one three-shot Autofire action', () => {
    const t = table([gun(autofire, mod('limited-ammo', { uses: 'three' }))], foes);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }, [5, 2, 5, 2, 5, 2]);
    turnOf(t, 'a');
    expect(refusal(run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f2' }))).toBe('GG-MOD-40');
  });
});

describe('glorious gladiators: reaction strikes are uses', () => {
  const stick = (...mods: ReturnType<typeof mod>[]) =>
    line('damage', 1, { key: 'stick', types: ['solid'], modifiers: [mod('touch'), mod('riposte'), ...mods] });
  const plate = line('damage-defence', 5, { types: ['solid'] });

  it('[GG-MOD-54] [GG-MOD-58] [GG-PLAY-101] a Riposte spends a Shot, and with its load empty it does not answer', () => {
    const t = table([], [{ id: 'b', at: { q: 1, r: 0 }, abilities: [stick(mod('shots')), plate] }]);
    for (let i = 1; i <= 3; i++) {
      // Punch/Kick hits (9) with no result against Damage Defence 5 (1); the stick answers, 9 to hit, 1: no result.
      const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'b' }, [9, 1, 9, 1]);
      expect(events(r, 'gg.riposte')).toHaveLength(1);
      expect(status(t, 'b').used['stick']).toBe(i);
      turnOf(t, 'a');
    }
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'b' }, [9, 1]);
    expect(events(r, 'gg.riposte')).toEqual([]);
  });

  it('[GG-MOD-54] [GG-MOD-06] [GG-PLAY-101] a Riposte with Backfire rolls for it: on a 1 its user takes a hit', () => {
    const t = table([], [{ id: 'b', at: { q: 1, r: 0 }, abilities: [stick(mod('backfire')), plate] }]);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'b' }, [9, 1, 9, 1, 1]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'b', target: 'b', ability: 'stick', hits: 1, risk: 1 });
  });

  it('[GG-MOD-56] [GG-MOD-40] [GG-PLAY-101] a Shield spends its Limited Ammo each time it strikes', () => {
    const spikes = line('damage', 2, { key: 'spikes', modifiers: [mod('touch'), mod('shield'), mod('limited-ammo', { uses: 'three' })] });
    const t = table([], [{ id: 'b', at: { q: 1, r: 0 }, abilities: [spikes] }]);
    // The Shield's result first (3), then a's Punch (to hit 5, result 4).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'b' }, [3, 5, 4]);
    expect(events(r, 'gg.shield')).toHaveLength(1);
    expect(data(events(r, 'gg.used')[0])).toEqual({ figure: 'b', ability: 'spikes', used: 1, of: 3 });
    expect(status(t, 'b').used['spikes']).toBe(1);
  });

  it('[GG-MOD-49] [GG-MOD-58] [GG-PLAY-101] a Quick strike spends a Shot', () => {
    const zap = line('damage', 3, { key: 'zap', types: ['energy'], modifiers: [mod('ranged'), mod('quick'), mod('shots')] });
    const t = table([gun()], [{ id: 'b', at: { q: 5, r: 0 }, abilities: [zap] }]);
    // Speed 0 vs 0: 6+ (6); b's zap (5, 2), then a's gun (5, 2).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [6, 5, 2, 5, 2], ['strike:zap']);
    expect(events(r, 'gg.reaction')).toHaveLength(1);
    expect(status(t, 'b').used['zap']).toBe(1);
  });
});

describe('glorious gladiators: Backfire on every activation', () => {
  const backfire = mod('backfire');

  it('[GG-MOD-06] [GG-PLAY-102] a Heal with Backfire rolls for it: on a 1 the healer takes a hit', () => {
    const heal = line('heal', 3, { key: 'heal', types: ['solid'], modifiers: [mod('touch'), backfire] });
    const t = table([heal], [{ id: 'b', at: { q: 6, r: 0 } }]);
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'hits'], value: 2 });
    // Heal 3 vs a's full hits: the roll (9) restores one; the Backfire's d10 (1) takes it again.
    const r = run(t, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [9, 1]);
    expect(data(events(r, 'gg.healed')[0])).toMatchObject({ figure: 'a', success: true, hits: 3 });
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'a', target: 'a', ability: 'heal', hits: 1, risk: 1 });
    expect(status(t, 'a').hits).toBe(2);
  });

  it('[GG-MOD-06] [GG-MOD-08] [GG-PLAY-102] a Burnout boost backfires too; a roll of 2 does not', () => {
    const plate = line('armour', 2, { modifiers: [mod('burnout'), backfire] });
    const t = table([plate], [{ id: 'b', at: { q: 6, r: 0 } }]);
    const r = run(t, 'gg.boost', { figure: 'a', ability: 'armour' }, [1]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'a', target: 'a', ability: 'armour', hits: 1, risk: 1 });
    const safe = table([plate], [{ id: 'b', at: { q: 6, r: 0 } }]);
    expect(events(run(safe, 'gg.boost', { figure: 'a', ability: 'armour' }, [2]), 'gg.hit')).toEqual([]);
  });

  it('[GG-MOD-06] [GG-ABL-62] [GG-PLAY-102] a Summon with Backfire rolls when it brings its minion', () => {
    const summon = line('summon', 6, { modifiers: [mod('close'), backfire] });
    const t = table([summon], [{ id: 'b', at: { q: 6, r: 0 } }]);
    const imp = minion('Imp', [line('damage', 1, { modifiers: [mod('touch')] })]);
    const r = run(t, 'gg.summon', { figure: 'a', ability: 'summon', at: [{ q: 1, r: 0 }], sheet: imp as never }, [1]);
    expect(events(r, 'table.figure.added')).toHaveLength(1);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'a', target: 'a', ability: 'summon', hits: 2, risk: 1 });
  });

  it('[GG-MOD-06] [GG-ABL-33] [GG-ABL-64] [GG-PLAY-102] a Gate rolls for its Backfire allowed or refused, a Suppress when it is put down', () => {
    const gate = line('gate', 4, { modifiers: [backfire] });
    for (const answer of ['allow', 'refuse']) {
      const t = table([gate], [{ id: 'b', at: { q: 6, r: 0 } }]);
      const r = run(t, 'gg.gate', { figure: 'a', ability: 'gate', near: { q: 1, r: 0 }, far: { q: 30, r: 0 } }, [1], [answer]);
      expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'a', target: 'a', ability: 'gate', hits: 1, risk: 1 });
    }
    const damper = line('suppress', 2, {
      modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] }), backfire], options: { scope: 'named', abilities: ['movement'] },
    });
    const t = table([damper], [{ id: 'b', at: { q: 6, r: 0 } }]);
    const r = run(t, 'gg.suppress', { figure: 'a', ability: 'suppress', at: { q: 4, r: 0 } }, [1]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'a', target: 'a', ability: 'suppress', hits: 1, risk: 1 });
  });
});
