import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { line, minion, mod } from './ability-testing.ts';
import { sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import { current, data, events, ggTable, GM, refusal, run, status, tryRun, type Seat } from './testing.ts';

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

const foes = [{ id: 'f1', at: { q: 5, r: 0 } }, { id: 'f2', at: { q: 5, r: 1 } }];

describe('glorious gladiators: Autofire spends a use a shot', () => {
  it('[GG-MOD-05] [GG-MOD-58] [GG-PLAY-100] three Autofire attacks empty a load of 3 Shots in one action', () => {
    const t = table([gun(autofire, mod('shots'))], foes);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }, [5, 2, 5, 2, 5, 2]);
    expect(events(r, 'gg.used').map((e) => data(e).used)).toEqual([1, 2, 3]);
    expect(status(t, 'a').used['gun']).toBe(3);
    turnOf(t, 'a');
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }))).toBe('GG_NO_USES_LEFT GG-MOD-58');
  });

  it('[GG-MOD-05] [GG-MOD-58] [GG-PLAY-100] no more Autofire attacks than shots left in the load', () => {
    const t = table([gun(autofire, mod('shots'))], foes);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    turnOf(t, 'a');
    // Two shots left: three attacks are refused, two are made.
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }))).toBe('GG_NO_USES_LEFT GG-PLAY-100');
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2'] }, [5, 2, 5, 2]);
    expect(status(t, 'a').used['gun']).toBe(3);
  });

  it('[GG-MOD-05] [GG-MOD-40] [GG-PLAY-100] Limited Ammo 3 is spent for the scene by one three-shot Autofire action', () => {
    const t = table([gun(autofire, mod('limited-ammo', { uses: 'three' }))], foes);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }, [5, 2, 5, 2, 5, 2]);
    turnOf(t, 'a');
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f2' }))).toBe('GG_NO_USES_LEFT GG-MOD-40');
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

describe('glorious gladiators: every activation is a use', () => {
  const heal = (...mods: ReturnType<typeof mod>[]) => line('heal', 3, { key: 'heal', types: ['solid'], modifiers: [mod('touch'), ...mods] });
  const hurt = (t: TableEngine) => run(t, 'gm.set', { path: ['figures', 'a', 'status', 'hits'], value: 1 });

  it('[GG-MOD-40] [GG-ABL-37] [GG-PLAY-130] a Heal with Limited Ammo spends a use each time; spent, it is refused', () => {
    const t = table([heal(mod('limited-ammo', { uses: 'three' }))], [{ id: 'b', at: { q: 6, r: 0 } }]);
    for (let i = 1; i <= 3; i++) {
      hurt(t);
      const r = run(t, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [9]);
      expect(data(events(r, 'gg.used')[0])).toMatchObject({ figure: 'a', ability: 'heal', used: i, of: 3 });
      turnOf(t, 'a');
    }
    hurt(t);
    expect(refusal(tryRun(t, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [9]))).toBe('GG_NO_USES_LEFT GG-MOD-40');
  });

  it('[GG-MOD-58] [GG-PLAY-130] a Heal with Shots is offered its reload once used', () => {
    const t = table([heal(mod('shots'))], [{ id: 'b', at: { q: 6, r: 0 } }]);
    hurt(t);
    run(t, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [9]);
    turnOf(t, 'a');
    const offered = gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM });
    expect(offered.filter((x) => x.type === 'gg.reload').map((x) => x.args)).toEqual([{ figure: 'a', ability: 'heal' }]);
  });

  it('[GG-MOD-68] [GG-MOD-18] [GG-PLAY-130] a Heal with Weakens loses a Level a use; one that Exhausts is spent on its roll of 1', () => {
    const weak = table([heal(mod('weakens'))], [{ id: 'b', at: { q: 6, r: 0 } }]);
    hurt(weak);
    const r = run(weak, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [9]);
    expect(data(events(r, 'gg.weakened')[0])).toMatchObject({ figure: 'a', ability: 'heal', weakened: 1 });
    const tired = table([heal(mod('exhausts'))], [{ id: 'b', at: { q: 6, r: 0 } }]);
    hurt(tired);
    // The heal's own roll (1) is its Exhausts roll.
    expect(data(events(run(tired, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [1]), 'gg.spent')[0])).toMatchObject({ ability: 'heal', why: 'exhausts' });
    turnOf(tired, 'a');
    expect(refusal(tryRun(tired, 'gg.heal', { figure: 'a', ability: 'heal', target: 'a' }, [9]))).toBe('GG_NO_USES_LEFT GG-MOD-18');
  });

  it('[GG-MOD-68] [GG-MOD-08] [GG-PLAY-131] a Personal defence boosted with Weakens loses no Level: it wears by the day', () => {
    const plate = line('armour', 2, { modifiers: [mod('burnout'), mod('weakens')] });
    const t = table([plate], [{ id: 'b', at: { q: 6, r: 0 } }]);
    expect(events(run(t, 'gg.boost', { figure: 'a', ability: 'armour' }), 'gg.weakened')).toEqual([]);
  });

  it('[GG-MOD-58] [GG-SIT-03] [GG-PLAY-130] a blow at a wall spends a Shot; with the load empty it is refused', () => {
    const t = table([gun(mod('shots'))], [{ id: 'b', at: { q: 6, r: 0 } }]);
    for (const q of [2, 3, 4]) run(t, 'gg.wall', { hex: { q, r: 0 }, material: 'interior-brick' });
    for (let i = 1; i <= 3; i++) {
      run(t, 'gg.attack-wall', { figure: 'a', ability: 'gun', hex: { q: 2, r: 0 } }, [1]);
      expect(status(t, 'a').used['gun']).toBe(i);
      turnOf(t, 'a');
    }
    expect(refusal(tryRun(t, 'gg.attack-wall', { figure: 'a', ability: 'gun', hex: { q: 2, r: 0 } }, [1]))).toBe('GG_NO_USES_LEFT GG-MOD-58');
  });

  it('[GG-MOD-06] [GG-MOD-40] [GG-ATK-09] [GG-PLAY-130] a blow at a Focus spends its Limited Ammo and rolls its Backfire', () => {
    const wand = line('damage', 2, { key: 'wand', types: ['energy'], modifiers: [mod('ranged'), mod('focus')] });
    const t = table([gun(mod('limited-ammo', { uses: 'six' }), mod('backfire'))], [{ id: 'b', at: { q: 5, r: 0 }, abilities: [wand] }]);
    // To hit the Focus (10) and the result (10), then the Backfire's d10 (1).
    const r = run(t, 'gg.disarm', { figure: 'a', ability: 'gun', target: 'b', focus: 'wand' }, [10, 10, 1]);
    expect(data(events(r, 'gg.used')[0])).toMatchObject({ figure: 'a', ability: 'gun', used: 1, of: 6 });
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'a', target: 'a', ability: 'gun', hits: 1, risk: 1 });
  });
  it('[GG-MOD-58] [GG-ABL-69] [GG-PLAY-130] a blow at a trap spends a Shot', () => {
    const trap = line('trap', 2, { modifiers: [mod('ranged')] });
    const t = table([trap], [{ id: 'f1', at: { q: 4, r: 0 } }, { id: 'b', at: { q: 5, r: 0 }, abilities: [gun(mod('shots'))] }]);
    // Trap 2 vs Hindrance Defence 0: to hit 5+, result 3+.
    run(t, 'gg.attack', { figure: 'a', ability: 'trap', target: 'f1' }, [5, 3]);
    turnOf(t, 'b');
    // To hit the trap (9), then the gun's 3 against its Level 2 (9): broken.
    const r = run(t, 'gg.attack-trap', { figure: 'b', ability: 'gun', target: 'f1' }, [9, 9]);
    expect(data(events(r, 'gg.trap-attack')[0])).toMatchObject({ hit: true, broken: true });
    expect(status(t, 'b').used['gun']).toBe(1);
  });
});

describe('glorious gladiators: linked abilities are used too', () => {
  it('[GG-MOD-41] [GG-MOD-40] [GG-MOD-06] [GG-PLAY-132] a linked ability spends its Limited Ammo and rolls its Backfire', () => {
    const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged')] });
    const ray = line('damage', 2, {
      key: 'ray', types: ['cold'], modifiers: [mod('ranged'), mod('linked-ability', { with: ['blast'] }), mod('limited-ammo', { uses: 'six' }), mod('backfire')],
    });
    const t = table([blast, ray], [{ id: 'b', at: { q: 5, r: 0 } }]);
    // blast: to hit 5, result 2; ray: to hit 5, result 3, then its Backfire's d10 (1).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b', linked: true }, [5, 2, 5, 3, 1]);
    expect(events(r, 'gg.linked')).toHaveLength(1);
    expect(data(events(r, 'gg.used')[0])).toMatchObject({ figure: 'a', ability: 'ray', used: 1, of: 6 });
    expect(data(events(r, 'gg.hit').find((e) => data(e).risk !== undefined))).toMatchObject({ figure: 'a', target: 'a', ability: 'ray', risk: 1 });
  });
});

describe('glorious gladiators: a defence with Disabling used to resist', () => {
  // Hardened pays for Disabling (negative modifiers are at most half the cost).
  const skin = (type: 'energy' | 'solid') => line('damage-defence', 5, { key: 'skin', types: [type], modifiers: [mod('hardened'), mod('disabling')] });

  it('[GG-MOD-14] [GG-PLAY-133] a Disabling defence that resists a result rolls: on a 1 its holder goes Out of Action', () => {
    const t = table([gun()], [{ id: 'b', at: { q: 5, r: 0 }, abilities: [skin('energy')] }]);
    // To hit (9); the result against Damage Defence 5 (2: none); the Disabling d10 (1).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [9, 2, 1]);
    expect(events(r, 'gg.no-result')).toHaveLength(1);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'b', target: 'b', ability: 'skin', risk: 1, out: true });
    expect(status(t, 'b').hits).toBe(0);
  });

  it('[GG-MOD-14] [GG-PLAY-133] a Disabling defence that does not meet the attack does not roll', () => {
    const t = table([gun()], [{ id: 'b', at: { q: 5, r: 0 }, abilities: [skin('solid')] }]);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [9, 2, 1]);
    expect(events(r, 'gg.hit').filter((e) => data(e).risk !== undefined)).toEqual([]);
  });
});
