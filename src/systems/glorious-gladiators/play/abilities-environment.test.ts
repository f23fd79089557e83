import { describe, expect, it } from 'vitest';
import { attackAbility } from './attack.ts';
import { toHitFor } from './attack-rules.ts';
import { hero, line, mod, state } from './ability-testing.ts';
import { beyondLifeSupport, localLevel } from './environment.ts';
import { moveAllowance } from './actions.ts';
import { profile } from './model.ts';
import { data, events, ggTable, pairTable, refusal, run, status, tryRun } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Change Environment (GG-ABL-07) and Life Support (GG-ABL-43) in play.

const PLAIN = hero('Plain', []);
const shaper = (level: number, environments: string[]) => hero('Shaper', [line('change-environment', level, {
  types: ['energy'], modifiers: [mod('long-range')], options: { environments },
})]);

const pair = (a: GgSheet, b: GgSheet = PLAIN) => pairTable(a, b, { q: 6, r: 0 });

describe('glorious gladiators: environments', () => {
  it('[GG-ABL-07] [GG-PLAY-54] an environment is Level 1 at its edge and 1 more per hex inwards; Poison Gas strikes at the start of each turn inside', () => {
    const t = pair(shaper(3, ['poison-gas']));
    const cold = { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'cold', size: 'large' };
    expect(refusal(tryRun(t, 'gg.environment', cold))).toBe('GG_NOT_APPLICABLE GG-ABL-07');
    run(t, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'poison-gas', size: 'large' });
    const zone = state(t).sys.zones![0]!;
    expect([6, 9, 10, 11].map((q) => localLevel(zone, { q, r: 0 }))).toEqual([3, 2, 1, 0]);
    // At b's turn: Damage (Poison) 3 vs no protection, 2+.
    const r = run(t, 'gg.end-turn', { figure: 'a' }, [2]);
    expect(data(events(r, 'gg.environment-attack')[0])).toMatchObject({ figure: 'b', environment: 'poison-gas', level: 3, success: true });
    expect(status(t, 'b').hits).toBe(2);
  });

  it('[GG-ABL-43] Life Support against Gas makes Poison Gas harmless; against Cold it keeps off the Penalties', () => {
    const masked = hero('Masked', [line('life-support', 1, { options: { types: ['poison-gas'] } })]);
    const t = pair(shaper(3, ['poison-gas']), masked);
    run(t, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'poison-gas', size: 'large' });
    const r = run(t, 'gg.end-turn', { figure: 'a' });
    expect(events(r, 'gg.environment-attack')).toHaveLength(0);
    const warm = hero('Parka', [line('life-support', 3, { options: { types: ['cold'] } })]);
    const c = pair(shaper(3, ['cold']), warm);
    run(c, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'cold', size: 'large' });
    expect(beyondLifeSupport(state(c), 'b', 'cold')).toBe(0);
    const bare = pair(shaper(3, ['cold']));
    run(bare, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'cold', size: 'large' });
    const punch = attackAbility(state(bare), 'b', 'punch-kick')!;
    expect(toHitFor(state(bare), 'b', punch, 'a').reasons).toContain('Penalty: attacker in cold');
    expect(toHitFor(state(bare), 'a', punch, 'b').reasons).toContain('Bonus: target slowed by cold');
  });

  it('[GG-ABL-07] [GG-PLAY-54] where opposed environments overlap only the higher Level stays', () => {
    const t = pair(shaper(3, ['heat', 'cold']));
    run(t, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'heat', size: 'large' });
    const t2 = ggTable([
      { id: 'a', side: 'one', sheet: shaper(3, ['heat']), at: { q: 0, r: 0 } },
      { id: 'c', side: 'two', sheet: shaper(2, ['cold']), at: { q: 8, r: 0 } },
    ], { heroPoints: 0 });
    run(t2, 'combat.start', {}, [9, 5]);
    run(t2, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'heat', size: 'large' });
    run(t2, 'gg.end-turn', { figure: 'a' });
    const r = run(t2, 'gg.environment', { figure: 'c', ability: 'change-environment', at: { q: 8, r: 0 }, environment: 'cold', size: 'large' });
    expect(data(events(r, 'gg.zones')[0])).toMatchObject({ stays: false });
    expect(state(t2).sys.zones!.map((z) => z.covers[0])).toEqual(['heat']);
  });

  it('[GG-ABL-07] [GG-PLAY-265] Cold 4+ beyond Life Support attacks at the end of each Full Turn, not at the start of a turn inside', () => {
    const t = pair(shaper(4, ['cold']));
    run(t, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'cold', size: 'large' });
    expect(beyondLifeSupport(state(t), 'b', 'cold')).toBe(4);
    expect(events(run(t, 'gg.end-turn', { figure: 'a' }), 'gg.environment-attack')).toHaveLength(0);
    // The Full Turn ends with b's turn: Damage (Cold) 4 vs no protection, 1+.
    const r = run(t, 'gg.end-turn', { figure: 'b' }, [3]);
    const hits = events(r, 'gg.environment-attack');
    expect(hits.map(data)).toMatchObject([{ figure: 'b', environment: 'cold', level: 4, success: true }]);
    const all = events(r);
    expect(all.indexOf(hits[0]!)).toBeLessThan(all.findIndex((e) => e.type === 'table.round'));
    expect(status(t, 'b').hits).toBe(2);
  });

  it('[GG-ABL-07] [GG-PLAY-265] Heat 3 beyond Life Support attacks at the end of each minute (every 6th Full Turn); 2 beyond, each hour', () => {
    const lasting = (level: number) => hero('Shaper', [line('change-environment', level, {
      types: ['energy'], modifiers: [mod('long-range'), mod('persistent', { variant: 'barrier' })], options: { environments: ['heat'] },
    })]);
    const t = pair(lasting(3));
    run(t, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'heat', size: 'large' });
    let struck = 0;
    for (let round = 1; round <= 6; round++) {
      run(t, 'gg.end-turn', { figure: 'a' });
      const r = run(t, 'gg.end-turn', { figure: 'b' }, [1]);
      struck += events(r, 'gg.environment-attack').length;
      if (round < 6) expect(struck).toBe(0);
    }
    expect(struck).toBe(1);
    const mild = pair(lasting(2));
    run(mild, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'heat', size: 'large' });
    for (let round = 1; round <= 6; round++) {
      run(mild, 'gg.end-turn', { figure: 'a' });
      expect(events(run(mild, 'gg.end-turn', { figure: 'b' }), 'gg.environment-attack')).toHaveLength(0);
    }
  });

  it('[GG-ABL-07] [GG-PLAY-265] Cold beyond Life Support is a Penalty to Move (2 hexes), Heat -1 Move, neither below 1 hex', () => {
    const runner = hero('Runner', [line('movement', 2, { options: { classes: ['ground'] } })]);
    const cold = pair(shaper(1, ['cold']), runner);
    const heat = pair(shaper(1, ['heat']), runner);
    const fast = (t: ReturnType<typeof pair>) => profile(state(t), 'b').movements.reduce((n, m) => Math.max(n, moveAllowance(state(t), 'b', m)), 0);
    const before = fast(cold);
    expect(before).toBeGreaterThan(3);
    run(cold, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'cold', size: 'large' });
    run(heat, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'heat', size: 'large' });
    expect(fast(cold)).toBe(before - 2);
    expect(fast(heat)).toBe(before - 1);
    // Prone, Running 1 crawls 1 hex: still 1 in the cold.
    run(cold, 'gm.condition.add', { figure: 'b', condition: 'prone' });
    const running = profile(state(cold), 'b').movements.find((m) => m.key === 'running')!;
    expect(moveAllowance(state(cold), 'b', running)).toBe(1);
  });
});
