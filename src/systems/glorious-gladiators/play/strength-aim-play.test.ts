import { describe, expect, it } from 'vitest';
import { botPicks } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, mod, pos } from './ability-testing.ts';
import { data, events, GM, pairTable, refusal, run, tryRun } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Super Strength (GG-ABL-63, seed L157): "It is added to Solid Melee and makes them Knockback unless
// Accuracy is used." Each such blow is made one way or the other, said with the attack; unsaid, it
// knocks back and Accuracy does not aim it (GG-PLAY-12).

const pair = (a: GgSheet, b: GgSheet = hero('B', [])) => pairTable(a, b, { q: 1, r: 0 });

const strong = (accuracy: number, ...more: ReturnType<typeof line>[]) =>
  hero('Strongman', [line('super-strength', 2), ...(accuracy > 0 ? [line('accuracy', accuracy)] : []), ...more]);
const punch = { figure: 'a', ability: 'punch-kick', target: 'b' };
const legal = (t: ReturnType<typeof pair>) =>
  gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM });

describe('glorious gladiators: Super Strength, Knockback unless Accuracy is used', () => {
  it('[GG-ABL-63] [GG-PLAY-12] unsaid, a Solid Melee blow knocks back and Accuracy 3 does not aim it: 5+, so a 4 misses', () => {
    const r = run(pair(strong(3)), 'gg.attack', punch, [4]);
    expect(data(events(r, 'gg.missed')[0])).toMatchObject({ needed: 5, level: 0 });
    const hit = pair(strong(3));
    // Punch/Kick 1 + Super Strength 2 = 3 vs no Protection: 2+; Knockback 3 vs Forced Move Defence 0.
    const k = run(hit, 'gg.attack', punch, [5, 9, 9]);
    expect(events(k, 'gg.forced-move-roll')).toHaveLength(1);
  });

  it('[GG-ABL-63] [GG-PLAY-12] aimed with Accuracy 3 it needs 2+ and knocks nobody back; Super Strength still adds to the result', () => {
    const t = pair(strong(3));
    const r = run(t, 'gg.attack', { ...punch, accuracy: true }, [2, 9]);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ needed: 2, level: 3 });
    expect(events(r, 'gg.forced-move-roll')).toHaveLength(0);
    expect(pos(t, 'b')).toEqual({ q: 1, r: 0 });
  });

  it('[GG-ABL-63] [GG-PLAY-12] the action bar offers the aimed blow when Accuracy changes the number, not when a better Fighting Skill aims it anyway', () => {
    const labels = legal(pair(strong(3))).filter((a) => a.type === 'gg.attack').map((a) => a.label);
    expect(labels).toContain('Punch/Kick at b, aimed with Accuracy (no Knockback)');
    const skilled = legal(pair(strong(2, line('fighting-skill', 3)))).filter((a) => (a.args as { accuracy?: boolean }).accuracy);
    expect(skilled).toEqual([]);
  });

  it('[GG-ABL-63] only a Super Strength Solid Melee attack by one with Accuracy says whether Accuracy aims it', () => {
    const gun = line('damage', 2, { key: 'gun', modifiers: [mod('close')] });
    expect(refusal(tryRun(pair(strong(3, gun)), 'gg.attack', { figure: 'a', ability: 'gun', target: 'b', accuracy: true }))).toBe('GG_NOT_APPLICABLE GG-ABL-63');
    expect(refusal(tryRun(pair(strong(0)), 'gg.attack', { ...punch, accuracy: true }))).toBe('GG_NOT_APPLICABLE GG-ABL-63');
  });

  it('[GG-ABL-63] [GG-PLAY-12] the bot gives up the Knockback for a to-hit 2 or more better (5+ to 2+), not for one better by 1 (5+ to 4+)', () => {
    // A Level 2 fist is its strongest blow, so the bot strikes with it (its Grapple, which Super
    // Strength does not knock back, is always aimed: GG-PLAY-111).
    const fist = line('damage', 2, { key: 'fist', types: ['solid'], modifiers: [mod('touch'), mod('melee')] });
    const picks = botPicks(gloriousGladiators, pair(strong(3, fist)).state);
    expect(picks.proposed?.args).toMatchObject({ figure: 'a', ability: 'fist', target: 'b', accuracy: true });
    expect(picks.chosen).toEqual(picks.proposed);
    const plain = botPicks(gloriousGladiators, pair(strong(1, fist)).state);
    expect(plain.proposed?.args).toMatchObject({ figure: 'a', ability: 'fist', target: 'b' });
    expect(plain.proposed?.args).not.toHaveProperty('accuracy');
  });
});
