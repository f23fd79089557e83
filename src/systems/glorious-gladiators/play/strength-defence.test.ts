import { describe, expect, it } from 'vitest';
import { attackAbility } from './attack.ts';
import { protectionAgainst } from './attack-rules.ts';
import { forcedMoveDefence } from './grab.ts';
import { forcedMoveResist } from './pushes.ts';
import { has, hero, line, mod, ranged, state } from './ability-testing.ts';
import { data, events, run, pairTable } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Super Strength (GG-ABL-63, seed L157): "Level is added to the target's Forced Move Defence" - against
// everything that Protects from (Forced Move, Disarm, Telekinesis, Knockback...), and a Focus attack
// (GG-ATK-09). A Giant's Level adds to it only while it is a giant (GG-ABL-35, seed L109).

const pair = (a: GgSheet, b: GgSheet) => pairTable(a, b, { q: 3, r: 0 });

const strong = (level: number, ...more: ReturnType<typeof line>[]) => hero('Strongman', [line('super-strength', level), ...more]);

describe('glorious gladiators: what adds to Forced Move Defence', () => {
  it('[GG-ABL-63] [GG-ABL-65] Super Strength 3 protects against Telekinesis 2: the result needs 6+, a 5 does not hold it', () => {
    const t = pair(hero('Mover', [ranged('telekinesis', 2)]), strong(3));
    // To hit 5+ (Accuracy 0 vs Evade 0); then 2 vs Forced Move Defence 0 + Super Strength 3: T = 3 - 2 + 5 = 6.
    run(t, 'gg.attack', { figure: 'a', ability: 'telekinesis', target: 'b' }, [5, 5]);
    expect(has(t, 'b', 'held')).toBe(false);
  });

  it('[GG-ABL-63] [GG-ABL-30] Forced Move Defence 2 and Super Strength 2 protect at 4 against a Forced Move; Density Increase alone at its Level', () => {
    const fm = hero('Pusher', [line('forced-move', 2, { options: { direction: 'away' }, modifiers: [mod('ranged')] })]);
    const t = pair(fm, strong(2, line('forced-move-defence', 2)));
    expect(protectionAgainst(state(t), 'b', attackAbility(state(t), 'a', 'forced-move')!)).toBe(4);
    const d = pair(fm, hero('Dense', [line('density-increase', 3)]));
    expect(protectionAgainst(state(d), 'b', attackAbility(state(d), 'a', 'forced-move')!)).toBe(3);
  });

  it('[GG-ABL-35] [GG-PLAY-40] a Giant adds its Level to Forced Move Defence (carrying it, a Focus attack) only while it is a giant; Super Strength always', () => {
    const t = pair(hero('Carrier', []), hero('Titan', [line('giant', 4)]));
    expect(forcedMoveDefence(state(t), 'b')).toBe(0);
    const u = pair(hero('Carrier', []), hero('Titan', [line('giant', 4), line('super-strength', 2)]));
    expect(forcedMoveDefence(state(u), 'b')).toBe(2);
  });

  it('[GG-ABL-35] [GG-MOD-35] [GG-PLAY-62] against Knockback too: a Giant not being one resists with 0, not its Level; Super Strength with its Level', () => {
    const t = pair(hero('Smasher', []), hero('Titan', [line('giant', 4)]));
    expect(forcedMoveResist(state(t), 'b', 'knockback')).toBe(0);
    const u = pair(hero('Smasher', []), hero('Titan', [line('giant', 4), line('super-strength', 2)]));
    expect(forcedMoveResist(state(u), 'b', 'knockback')).toBe(2);
  });

  it('[GG-ABL-63] [GG-ATK-09] a Focus attack meets Forced Move Defence with Super Strength: Damage 2 against Super Strength 3 needs 6+', () => {
    const gunman = strong(3, line('damage', 2, { key: 'gun', modifiers: [mod('ranged'), mod('focus')] }));
    const t = pair(hero('Shooter', [ranged('damage', 2)]), gunman);
    // To hit 5+ with 2 Penalties (2-9 hexes): 9+; then 2 vs 0 + 3: T = 6, so a 5 fails (it disarmed at 3+ before).
    const r = run(t, 'gg.disarm', { figure: 'a', ability: 'damage', target: 'b', focus: 'gun' }, [9, 5]);
    expect(data(events(r, 'gg.focus-attack')[0])).toMatchObject({ hit: true, result: { target: 6 }, disarmed: false });
  });
});
