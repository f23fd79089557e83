import { describe, expect, it } from 'vitest';
import { effectiveLevel, ggOptions } from './model.ts';
import { has, hero, line, mod, state } from './ability-testing.ts';
import { validateAttack } from './attack.ts';
import { data, events, ggTable, pairTable, refusal, run, status } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Abilities that answer an attack on their holder: Counter (GG-ABL-12), Absorption (GG-ABL-01),
// Psychic Backlash (GG-ABL-54), Reflection (GG-ABL-56), Insubstantial (GG-ABL-42).

const energyBolt = line('damage', 2, { types: ['energy'], modifiers: [mod('ranged')] });
const ATTACKER = hero('Blaster', [energyBolt, line('damage', 2, { key: 'mind-bolt', types: ['psychic'], modifiers: [mod('ranged')] })]);

/** The attacker `a` to act, the defender `d` 3 hexes off. */
const pair = (defender: GgSheet, attacker = ATTACKER) => pairTable(attacker, defender, { q: 3, r: 0 }, 'd');

describe('glorious gladiators: abilities that answer attacks', () => {
  it('[GG-ABL-12] [GG-PLAY-51] a Counter that is up meets an incoming ability: to hit it against 0, then Level against Level', () => {
    const t = pair(hero('Warder', [line('counter', 3, { types: ['energy'], modifiers: [mod('touch'), mod('always-on')] })]));
    // Aim 5+ (no Accuracy vs 0); Counter 3 vs the bolt's 2: 4+. No to-hit roll follows.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 4], ['counter']);
    expect(data(events(r, 'gg.countered')[0])).toMatchObject({ figure: 'd', countered: true });
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
    expect(events(r, 'gg.missed')).toHaveLength(0);
  });

  it('[GG-ABL-01] [GG-PLAY-51] Absorption adds half a Damage attack\'s Level to the abilities it feeds, up to its own Level', () => {
    const sponge = hero('Sponge', [
      line('absorption', 3, { options: { absorbs: ['energy'], into: ['punch-kick'] } }),
    ]);
    const t = pair(sponge, hero('Blaster', [line('damage', 4, { types: ['energy'], modifiers: [mod('ranged')] })]));
    // Bolt 4 hits (5+); half of 4 is 2 into Punch/Kick; then the result: 4 vs 0, 1+.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1]);
    expect(data(events(r, 'gg.absorbed')[0])).toMatchObject({ figure: 'd', ability: 'punch-kick', gain: 2, absorbed: 2 });
    expect(effectiveLevel(state(t), 'd', 'punch-kick', 1)).toBe(3);
  });

  it('[GG-ABL-54] [GG-PLAY-51] a Psychic ability that hits strikes its user back with Damage (Psychic) of the Backlash Level', () => {
    const t = pair(hero('Mirror Mind', [line('psychic-backlash', 3)]));
    // Mind bolt hits (5+), its result fails (2 vs 0 needs 3, rolls 1); Backlash 3 vs 0: 2+, rolls 2.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'mind-bolt', target: 'd' }, [5, 2, 1]);
    expect(events(r, 'gg.backlash')).toHaveLength(1);
    expect(data(events(r, 'gg.hit').find((e) => data(e).target === 'a'))).toMatchObject({ hits: 1 });
  });

  it('[GG-ABL-56] [GG-PLAY-51] Reflection protects against its named ability and sends a failed one straight back', () => {
    const t = pair(hero('Prism', [line('reflection', 3, { types: ['energy'], options: { ability: 'damage' } })]));
    // To hit 5+; result 2 vs Reflection 3: 6+, a 1 fails; reflected: to hit 5+, result 2 vs 0: 3+.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1, 5, 3], ['reflect']);
    expect(data(events(r, 'gg.no-result')[0])).toMatchObject({ needed: 6 });
    expect(events(r, 'gg.reflected')).toHaveLength(1);
    expect(status(t, 'a').hits).toBe(2);
  });

  it('[GG-ABL-42] [GG-PLAY-51] Insubstantial (Solid): Level vs 3 cancels a Solid attack, and it cannot use Solid attacks itself', () => {
    const ghost = hero('Ghost', [line('insubstantial', 3, { types: ['solid'] })]);
    const t = ggTable([
      { id: 'd', side: 'two', sheet: ghost, at: { q: 1, r: 0 } },
      { id: 'a', side: 'one', sheet: ATTACKER, at: { q: 0, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.activate', { figure: 'd', ability: 'insubstantial' });
    expect(has(t, 'd', 'insubstantial')).toBe(true);
    expect(refusal(validateAttack(state(t), { figure: 'd', ability: 'punch-kick', target: 'a' }, ggOptions({})))).toBe('GG_CANNOT_USE GG-ABL-42');
    run(t, 'gg.end-turn', { figure: 'd' });
    // Punch hits (5+), result 1 vs 0 (4+) lands; Insubstantial 3 vs 3: 5+.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'd' }, [5, 4, 5]);
    expect(data(events(r, 'gg.insubstantial')[0])).toMatchObject({ cancelled: true });
    expect(events(r, 'gg.hit')).toHaveLength(0);
    // It lasts until the start of its user's next turn (Instant).
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(has(t, 'd', 'insubstantial')).toBe(false);
  });
});
