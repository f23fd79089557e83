import { describe, expect, it } from 'vitest';
import { attackAbility, validateAttack } from './attack.ts';
import { attackDistance, distance, protectionAgainst, resultFor, toHitFor } from './attack-rules.ts';
import { has, hero, line, mod, ranged, state } from './ability-testing.ts';
import { attackBan } from './limits.ts';
import { ggOptions, profile } from './model.ts';
import { moveAllowance } from './actions.ts';
import { current, data, events, ggTable, refusal, run, status, tryRun } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Forms and abilities switched on with an action: Giant (GG-ABL-35), Stretching (GG-ABL-60),
// Fragmentation (GG-ABL-32), Change Appearance (GG-ABL-06), Telepathy (GG-ABL-66), Illusion
// (GG-ABL-40), Light (GG-ABL-44), Luck (GG-ABL-45).

const PLAIN = hero('Plain', []);
const opts = ggOptions({});

type Seat = { id: string; sheet: GgSheet; at: { q: number; r: number }; side: string };

function pair(a: GgSheet, b: GgSheet = PLAIN, at = { q: 3, r: 0 }, extra: Seat[] = []) {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: a, at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: b, at },
    ...extra,
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5, 3, 2].slice(0, 2 + extra.length));
  expect(current(t)).toBe('a');
  return t;
}

describe('glorious gladiators: forms', () => {
  it('[GG-ABL-35] [GG-PLAY-48] [GG-PLAY-50] a Giant covers 7 hexes, reaches half its Level further, adds its Level to Solid Melee, loses Evasion', () => {
    const t = pair(hero('Titan', [line('giant', 4), ranged('damage', 2), line('evasion', 3)]), PLAIN, { q: 3, r: 0 });
    const bolt = attackAbility(state(t), 'a', 'damage')!;
    const punch = attackAbility(state(t), 'a', 'punch-kick')!;
    expect(resultFor(state(t), 'a', punch, 'b').level).toBe(1);
    run(t, 'gg.activate', { figure: 'a', ability: 'giant' });
    expect(has(t, 'a', 'giant')).toBe(true);
    expect(distance(state(t), 'a', 'b')).toBe(2);
    expect(resultFor(state(t), 'a', punch, 'b').level).toBe(5);
    expect(toHitFor(state(t), 'b', attackAbility(state(t), 'b', 'punch-kick')!, 'a').defence).toBe(0);
    run(t, 'gm.move', { figure: 'b', position: { q: 13, r: 0 } });
    // Ranged 2-10: 12 hexes (to the marker's edge) is within 10 + 2 with the Giant's reach, so no Penalty.
    expect(toHitFor(state(t), 'a', bolt, 'b').reasons).not.toContain('Penalty: outside range band');
  });

  it('[GG-ABL-35] [GG-PLAY-84] an Area that covers any hex of a Giant\'s marker catches it', () => {
    const bomb = line('damage', 2, { key: 'bomb', types: ['energy'], modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })] });
    const caught = (giant: boolean) => {
      const t = pair(hero('Titan', [line('giant', 4)]), hero('Bomber', [bomb]), { q: 6, r: 0 }, [{ id: 'c', side: 'one', sheet: PLAIN, at: { q: 2, r: 0 } }]);
      if (giant) run(t, 'gg.activate', { figure: 'a', ability: 'giant' });
      run(t, 'gg.end-turn', { figure: 'a' });
      // The Burst on c's hex reaches 1 hex round it; the Giant 2 hexes off spreads 1 hex round its centre.
      const r = run(t, 'gg.attack', { figure: 'b', ability: 'bomb', target: 'c' }, Array.from({ length: 12 }, () => 10));
      return events(r).some((e) => (e.type === 'gg.hit-roll' || e.type === 'gg.missed') && data(e).target === 'a');
    };
    expect(caught(true)).toBe(true);
    expect(caught(false)).toBe(false);
  });

  it('[GG-ABL-42] [GG-PLAY-85] an insubstantial character walks through walls of its Type no stronger than its Level', () => {
    const crossed = (insubstantial: boolean, material: string) => {
      const t = pair(hero('Ghost', [line('insubstantial', 3, { types: ['solid'] })]), PLAIN, { q: 0, r: 6 });
      for (let r = -5; r <= 5; r++) run(t, 'gg.wall', { hex: { q: 1, r }, material });
      if (insubstantial) run(t, 'gg.activate', { figure: 'a', ability: 'insubstantial' });
      return tryRun(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: 2, r: 0 } }).ok;
    };
    // Interior brick (Damage Defence 3, Solid) gives way to Insubstantial 3; a bunker (7) does not.
    expect(crossed(true, 'interior-brick')).toBe(true);
    expect(crossed(false, 'interior-brick')).toBe(false);
    expect(crossed(true, 'bunker')).toBe(false);
  });

  it('[GG-ABL-60] [GG-PLAY-86] Stretching begins a move up to its Level hexes away; the stretch is no movement', () => {
    const far = (sheet: GgSheet) => {
      const t = pair(sheet, PLAIN, { q: 0, r: 9 });
      const running = profile(state(t), 'a').movements.find((m) => m.key === 'running')!;
      const allowance = moveAllowance(state(t), 'a', running);
      return { r: tryRun(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: allowance + 2, r: 0 } }), allowance };
    };
    const stretched = far(hero('Elastic', [line('stretching', 2)]));
    expect(data(events(stretched.r, 'gg.moved')[0]).hexes).toBe(stretched.allowance);
    expect(refusal(far(PLAIN).r)).toBe('GG_HEX_NOT_REACHABLE GG-MOVE-01');
  });

  it('[GG-ABL-60] [GG-PLAY-48] Stretching starts an action up to its Level hexes away and Protects against Solid attacks', () => {
    const t = pair(hero('Elastic', [line('stretching', 2)]), PLAIN, { q: 3, r: 0 });
    expect(attackDistance(state(t), 'a', 'b')).toBe(1);
    expect(validateAttack(state(t), { figure: 'a', ability: 'punch-kick', target: 'b' }, opts)).toBeNull();
    expect(protectionAgainst(state(t), 'a', attackAbility(state(t), 'b', 'punch-kick')!)).toBe(2);
  });

  it('[GG-ABL-32] [GG-PLAY-50] fragmented: Protected against Solid, strikes as a swarm, no Solid abilities; only while the form is on', () => {
    const t = pair(hero('Swarm', [line('fragmentation', 2)]), PLAIN, { q: 3, r: 0 });
    const punch = attackAbility(state(t), 'b', 'punch-kick')!;
    expect(protectionAgainst(state(t), 'a', punch)).toBe(0);
    expect(refusal(validateAttack(state(t), { figure: 'a', ability: 'fragmentation:strike', target: 'b' }, opts))).toBe('GG_CANNOT_USE GG-ABL-32');
    run(t, 'gg.activate', { figure: 'a', ability: 'fragmentation' });
    expect(protectionAgainst(state(t), 'a', punch)).toBe(2);
    expect(refusal(attackBan(state(t), 'a', attackAbility(state(t), 'a', 'punch-kick')!, 'b', 1))).toBe('GG_CANNOT_USE GG-ABL-32');
    // The swarm strikes: Damage (Physical), Direct, Close, at its Level: 5+ to hit, 2 vs 0: 3+.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'fragmentation:strike', target: 'b' }, [5, 3]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'b', hits: 1 });
  });

  it('[GG-ABL-06] [GG-PLAY-50] a disguise: enemies who fail their first-sight roll will not attack it until it attacks', () => {
    const t = pair(hero('Mimic', [line('change-appearance', 3, { options: { form: 'flexible' } }), ranged('damage', 1)]), PLAIN, { q: 1, r: 0 });
    // Normal Senses (Detection 1) vs 3: 7+; a 2 does not see through it.
    run(t, 'gg.activate', { figure: 'a', ability: 'change-appearance' }, [2]);
    expect(has(t, 'a', 'disguised')).toBe(true);
    expect(refusal(attackBan(state(t), 'b', attackAbility(state(t), 'b', 'punch-kick')!, 'a', 1))).toBe('GG_FORBIDDEN_TARGET GG-ABL-06');
    run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'b' }, [1, 4]);
    expect(has(t, 'a', 'disguised')).toBe(false);
  });

  it('[GG-ABL-66] [GG-PLAY-53] Telepathy: linked allies attacking one foe in a row get a Bonus; an enemy linked has a Penalty to hit the user', () => {
    const ally = { id: 'c', side: 'one', sheet: PLAIN, at: { q: 2, r: 1 } };
    const t = pair(hero('Link', [ranged('telepathy', 2)]), PLAIN, { q: 3, r: 0 }, [ally]);
    run(t, 'gg.activate', { figure: 'a', ability: 'telepathy', target: 'c' });
    expect(has(t, 'c', 'telepathic-link')).toBe(true);
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(current(t)).toBe('b');
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.attack', { figure: 'c', ability: 'punch-kick', target: 'b' }, [1]);
    const punch = attackAbility(state(t), 'a', 'punch-kick')!;
    expect(toHitFor(state(t), 'a', punch, 'b').reasons).toContain('Bonus: right after a telepathic ally');
    const t2 = pair(hero('Link', [ranged('telepathy', 2)]), PLAIN, { q: 3, r: 0 });
    run(t2, 'gg.attack', { figure: 'a', ability: 'telepathy', target: 'b' }, [5, 3]);
    expect(toHitFor(state(t2), 'b', attackAbility(state(t2), 'b', 'punch-kick')!, 'a').reasons).toContain('Penalty: telepathic link to the target');
  });

  it('[GG-ABL-40] [GG-PLAY-50] mirror images: an enemy that has not seen through the Illusion (Detection vs Level each turn) has a Penalty', () => {
    const t = pair(hero('Trickster', [line('illusion', 2, { options: { kinds: ['vision'] } })]));
    run(t, 'gg.activate', { figure: 'a', ability: 'illusion' });
    // Detection 1 vs Illusion 2: 6+ at the start of the enemy's turn; a 3 is fooled.
    run(t, 'gg.end-turn', { figure: 'a' }, [3]);
    expect(toHitFor(state(t), 'b', attackAbility(state(t), 'b', 'punch-kick')!, 'a').reasons).toContain('Penalty: mirror images');
  });

  it('[GG-ABL-44] [GG-PLAY-53] a flash blinds: no aiming without another sense, until after its next turn (the Bonus to hit it: attack-rules.test.ts)', () => {
    const flash = hero('Flare', [line('light', 3, { modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })] })]);
    const t = pair(flash, hero('Gunner', [ranged('damage', 2)]), { q: 4, r: 0 });
    // Hex 5+; area 2 vs Move 0: 3+; Light 3 vs Vision 1: 3+.
    run(t, 'gg.attack', { figure: 'a', ability: 'light', target: 'b' }, [5, 3, 3]);
    expect(has(t, 'b', 'blinded')).toBe(true);
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'b', ability: 'damage', target: 'a' }))).toBe('GG_CANNOT_USE GG-ABL-44');
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(has(t, 'b', 'blinded')).toBe(false);
  });

  it('[GG-ABL-45] [GG-PLAY-52] Luck: a pool of its Level; up to half may be rolled after a roll, the best die counting on its own', () => {
    const t = pair(hero('Lucky', [line('luck', 2), ranged('damage', 2)]));
    run(t, 'gg.activate', { figure: 'a', ability: 'luck' });
    expect(status(t, 'a').luck).toBe(2);
    // To hit 5+: a 2 fails; one luck die shows 8: it hits; the result 3+ rolls 3.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'b' }, [2, 8, 3], ['spend', 'keep']);
    expect(data(events(r, 'gg.luck')[0])).toMatchObject({ spent: 1, face: 8, luck: 1 });
    expect(events(r, 'gg.hit')).toHaveLength(1);
  });
});
