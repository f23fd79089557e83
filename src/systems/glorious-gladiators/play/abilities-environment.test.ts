import { describe, expect, it } from 'vitest';
import { attackAbility } from './attack.ts';
import { toHitFor } from './attack-rules.ts';
import { hero, line, mod, state } from './ability-testing.ts';
import { beyondLifeSupport, localLevel } from './environment.ts';
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
});
