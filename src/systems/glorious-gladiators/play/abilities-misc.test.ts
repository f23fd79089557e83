import { describe, expect, it } from 'vitest';
import { attackAbility } from './attack.ts';
import { protectionAgainst } from './attack-rules.ts';
import { has, hero, line, mod, ranged, state } from './ability-testing.ts';
import { data, events, ggTable, pairTable, refusal, run, status, tryRun } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Abilities aimed at minds, bodies, abilities and objects: Mental Illusion (GG-ABL-47), Body
// Moulding (GG-ABL-05), Copy Power (GG-ABL-11), Dismiss (GG-ABL-19), Disintegrate (GG-ABL-18),
// Disarm (GG-ABL-17), Repair (GG-ABL-58), Immortality (GG-ABL-41), Wall options (GG-ABL-70).

const PLAIN = hero('Plain', []);

const pair = (a: GgSheet, b: GgSheet = PLAIN, at = { q: 3, r: 0 }) => pairTable(a, b, at);

describe('glorious gladiators: minds and bodies', () => {
  it('[GG-ABL-47] [GG-PLAY-41] [GG-PLAY-49] a Mental Illusion: each turn, free, an effect rolled against Willpower; Fear of a place makes it flee that place', () => {
    const t = pair(hero('Dreamer', [ranged('mental-illusion', 2)]));
    // Activation: to hit 5+, 2 vs Drain/Hindrance Defence 0: 3+.
    run(t, 'gg.attack', { figure: 'a', ability: 'mental-illusion', target: 'b' }, [5, 3]);
    expect(has(t, 'b', 'deluded')).toBe(true);
    // Fear of the hex at (4, 0): 2 vs Willpower 0, 3+; no action spent.
    const r = run(t, 'gg.mental-illusion', { figure: 'a', target: 'b', effect: 'fear', at: { q: 4, r: 0 } }, [3]);
    expect(data(events(r, 'gg.mental-illusion')[0])).toMatchObject({ success: true });
    expect(has(t, 'b', 'afraid')).toBe(true);
    expect(refusal(tryRun(t, 'gg.mental-illusion', { figure: 'a', target: 'b', effect: 'desire', at: { q: 4, r: 0 } }))).toBe('GG_NOT_APPLICABLE GG-ABL-47');
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(refusal(tryRun(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 4, r: -1 } }))).toBe('GG_MUST_FLEE GG-ABL-27');
  });

  it('[GG-ABL-05] Body Moulding by 2+ Boosts may put its target Out of Action; Force Field makes its user immune', () => {
    const t = pair(hero('Sculptor', [ranged('body-moulding', 3)]));
    // To hit 5+; 3 vs 0: 2+, a 6 is 2 Boosts.
    run(t, 'gg.attack', { figure: 'a', ability: 'body-moulding', target: 'b' }, [5, 6], ['out']);
    expect(status(t, 'b').out).toBe(true);
    const ff = pair(hero('Sculptor', [ranged('body-moulding', 3)]), hero('Shielded', [line('force-field', 2)]));
    const bm = attackAbility(state(ff), 'a', 'body-moulding')!;
    expect(protectionAgainst(state(ff), 'b', bm)).toBe('immune');
  });

  it('[GG-ABL-11] Copy Power takes an ability that is not Standard or Technological, at the lower Level, usable at once', () => {
    const t = pair(hero('Mimic', [ranged('copy-power', 3)]), hero('Zapper', [line('damage', 4, { key: 'zap', types: ['energy'], modifiers: [mod('ranged')] })]));
    run(t, 'gg.attack', { figure: 'a', ability: 'copy-power', target: 'b' }, [5, 2], ['zap']);
    expect(status(t, 'a').copied).toEqual([{ from: 'b', key: 'zap', level: 3 }]);
    expect(attackAbility(state(t), 'a', 'copy:b:zap')).toMatchObject({ level: 3, types: ['energy'] });
  });

  it('[GG-ABL-41] [GG-PLAY-48] Immortality adds its Level to Willpower against Fear', () => {
    const t = pair(hero('Dread', [line('fear', 2, { modifiers: [mod('close')] })]), hero('Eternal', [line('immortality', 3), line('willpower', 1)]));
    expect(protectionAgainst(state(t), 'b', attackAbility(state(t), 'a', 'fear')!)).toBe(4);
  });
});

describe('glorious gladiators: abilities aimed at abilities and objects', () => {
  it('[GG-ABL-19] [GG-PLAY-49] Dismiss ends a Persistent ability of its Type on a character: to hit it, then Level against Level', () => {
    const jailer = { id: 'j', side: 'two', sheet: hero('Kinetic', [ranged('telekinesis', 2, 'persistent')]), at: { q: 6, r: 0 } };
    const t = ggTable([
      { id: 'j', side: jailer.side, sheet: jailer.sheet, at: jailer.at },
      { id: 'a', side: 'one', sheet: hero('Breaker', [line('dismiss', 3, { types: ['energy'], modifiers: [mod('ranged')] })]), at: { q: 0, r: 0 } },
      { id: 'v', side: 'one', sheet: PLAIN, at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 5, 3]);
    run(t, 'gg.attack', { figure: 'j', ability: 'telekinesis', target: 'v' }, [5, 3]);
    run(t, 'gg.end-turn', { figure: 'j' });
    // Telekinesis is Physical; this Dismiss ends Energy only.
    expect(refusal(tryRun(t, 'gg.dismiss', { figure: 'a', ability: 'dismiss', target: 'v', condition: 'held' }))).toBe('GG_NOT_APPLICABLE GG-ABL-19');
    const t2 = ggTable([
      { id: 'j', side: 'two', sheet: jailer.sheet, at: jailer.at },
      { id: 'a', side: 'one', sheet: hero('Breaker', [line('dismiss', 3, { types: ['physical'], modifiers: [mod('ranged')] })]), at: { q: 0, r: 0 } },
      { id: 'v', side: 'one', sheet: PLAIN, at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t2, 'combat.start', {}, [9, 5, 3]);
    run(t2, 'gg.attack', { figure: 'j', ability: 'telekinesis', target: 'v' }, [5, 3]);
    run(t2, 'gg.end-turn', { figure: 'j' });
    // To hit the ally (Evade 0; held: a Bonus to Direct attacks): 3+; Dismiss 3 vs Telekinesis 2: 4+.
    const r = run(t2, 'gg.dismiss', { figure: 'a', ability: 'dismiss', target: 'v', condition: 'held' }, [3, 4]);
    expect(data(events(r, 'gg.dismissed')[0])).toMatchObject({ success: true });
    expect(has(t2, 'v', 'held')).toBe(false);
  });

  it('[GG-ABL-19] a Dismiss that covers a Source ends that Source\'s Persistent abilities, whatever their Types', () => {
    const dismissed = (source: 'mutant' | 'magical') => {
      const t = ggTable([
        { id: 'j', side: 'two', sheet: hero('Kinetic', [ranged('telekinesis', 2, 'persistent')]), at: { q: 6, r: 0 } },
        { id: 'a', side: 'one', sheet: hero('Breaker', [line('dismiss', 3, { types: ['energy'], coversSource: source, modifiers: [mod('ranged')] })]), at: { q: 0, r: 0 } },
        { id: 'v', side: 'one', sheet: PLAIN, at: { q: 3, r: 0 } },
      ], { heroPoints: 0 });
      run(t, 'combat.start', {}, [9, 5, 3]);
      run(t, 'gg.attack', { figure: 'j', ability: 'telekinesis', target: 'v' }, [5, 3]);
      run(t, 'gg.end-turn', { figure: 'j' });
      return tryRun(t, 'gg.dismiss', { figure: 'a', ability: 'dismiss', target: 'v', condition: 'held' }, [3, 4]);
    };
    // The Mutant Telekinesis is Physical, yet a Dismiss of the Mutant Source ends it; one of the Magical Source cannot.
    expect(data(events(dismissed('mutant'), 'gg.dismissed')[0])).toMatchObject({ success: true });
    expect(refusal(dismissed('magical'))).toBe('GG_NOT_APPLICABLE GG-ABL-19');
  });

  it('[GG-ABL-18] [GG-SIT-03] [GG-PLAY-49] Disintegrate opens a wall hex on any result against its Damage Defence', () => {
    const t = pair(hero('Eraser', [line('disintegrate', 3, { modifiers: [mod('ranged')] })]));
    run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'bunker' });
    // 3 vs Bunker 7: 9+.
    const r = run(t, 'gg.disintegrate', { figure: 'a', ability: 'disintegrate', hex: { q: 2, r: 0 } }, [9]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ needed: 9, breached: true, wall: null });
    expect(state(t).sys.walls['2,0']).toBeUndefined();
  });

  it('[GG-ABL-18] [GG-MOD-48] a Piercing Disintegrate ignores 3 points of the wall\'s Damage Defence', () => {
    const t = pair(hero('Eraser', [line('disintegrate', 3, { modifiers: [mod('ranged'), mod('piercing')] })]));
    run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'bunker' });
    // 3 vs Bunker 7 less 3: 6+.
    const r = run(t, 'gg.disintegrate', { figure: 'a', ability: 'disintegrate', hex: { q: 2, r: 0 } }, [6]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ needed: 6, breached: true });
  });

  it('[GG-ABL-17] [GG-PLAY-49] Disarm aims at an Item at a Penalty, resisted by Forced Move Defence + 3; the Item cannot be used', () => {
    const gunman = hero('Gunman', [line('damage', 2, { key: 'gun', modifiers: [mod('ranged'), mod('item')] })]);
    const t = pair(hero('Snatcher', [ranged('disarm', 4)]), gunman);
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'disarm', target: 'b' }))).toBe('GG_CANNOT_USE GG-ABL-17');
    // To hit: 5+ with 2 Penalties (2-9 hexes) and 1 for an Item: 11+, a 10 hits; then 4 vs 0 + 3: 4+.
    const r = run(t, 'gg.disarm', { figure: 'a', ability: 'disarm', target: 'b', focus: 'gun' }, [10, 4]);
    expect(data(events(r, 'gg.focus-attack')[0])).toMatchObject({ penalties: 3, disarmed: true });
    expect(attackAbility(state(t), 'b', 'gun')).toBeUndefined();
  });

  it('[GG-ABL-58] [GG-PLAY-49] Repair gives back drained Levels up to the Repair Level', () => {
    const t = pair(hero('Mechanic', [line('repair', 2, { options: { scope: 'any' } })]));
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'drained'], value: { 'punch-kick': 3 } });
    run(t, 'gg.repair', { figure: 'a', ability: 'repair', target: 'a', repairs: 'punch-kick' });
    expect(status(t, 'a').drained['punch-kick']).toBe(1);
  });

  it('[GG-ABL-70] [GG-PLAY-46] a Wall\'s Vulnerability leaves it Damage Defence 1; a Dangerous Wall strikes a touch melee attacker', () => {
    const wall = hero('Mason', [line('wall', 4, {
      modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] }), mod('persistent', { variant: 'barrier' })],
      options: { toughness: 't1', dangerous: true, vulnerability: 'energy' },
    })]);
    const t = pair(wall);
    run(t, 'gg.create-wall', { figure: 'a', ability: 'wall', from: { q: 1, r: 0 }, to: { q: 1, r: 0 } });
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(state(t).sys.walls['1,0']).toMatchObject({ defence: 4, dangerous: 2, vulnerable: 'energy' });
    // Punch/Kick 1 vs 4: 8+, fails on a 2; the wall strikes back: 2 vs 0, 3+.
    const r = run(t, 'gg.attack-wall', { figure: 'a', ability: 'punch-kick', hex: { q: 1, r: 0 } }, [2, 3]);
    expect(events(r, 'gg.dangerous-wall')).toHaveLength(1);
    expect(status(t, 'a').hits).toBe(2);
  });
});
