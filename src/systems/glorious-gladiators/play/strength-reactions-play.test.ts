import { describe, expect, it } from 'vitest';
import { has, hero, line, mod, pos } from './ability-testing.ts';
import { data, events, ggTable, pairTable, refusal, run, tryRun } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Super Strength (GG-ABL-63, seed L157) "is added to Solid Melee and makes them Knockback unless
// Accuracy is used", whichever way the blow is made: a Quick strike or a Melee blow at a mover
// knocks back like one made with an action (GG-PLAY-112). A Grab holds its target at R0 "whilst
// the user remains within range" (L113): Knockback would end the hold it makes, so a Grab with
// Super Strength holds, does not knock back, and is aimed with Accuracy (GG-PLAY-111).

const strong = (accuracy: number, ...more: ReturnType<typeof line>[]) =>
  hero('Strongman', [line('super-strength', 2), ...(accuracy > 0 ? [line('accuracy', accuracy)] : []), ...more]);
const quickFist = line('damage', 1, { key: 'fist', types: ['solid'], modifiers: [mod('touch'), mod('melee'), mod('quick')] });

/** a (villains) acts first, b (heroes) reacts, side by side. */
function facing(a: GgSheet, b: GgSheet) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: a, at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: b, at: { q: 1, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}
const punch = { figure: 'a', ability: 'punch-kick', target: 'b' };

describe('glorious gladiators: Super Strength in a Grab and in reactions', () => {
  it('[GG-PLAY-111] [GG-ABL-63] [GG-ABL-36] a Grapple with Super Strength holds and knocks nobody back; Accuracy aims it', () => {
    const t = pairTable(strong(3), hero('B', []), { q: 1, r: 0 });
    // Accuracy 3 against Evade 0: 2+. Grab 1 + Super Strength 2 = 3 against b's Grab protection 1: 4+.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'grapple', target: 'b' }, [2, 9, 9]);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ needed: 2, level: 3 });
    expect(events(r, 'gg.forced-move-roll')).toHaveLength(0);
    expect(has(t, 'b', 'grabbed')).toBe(true);
    expect(pos(t, 'b')).toEqual({ q: 1, r: 0 });
    // Nothing to give up: it is not one of the blows said aimed or not.
    const again = pairTable(strong(3), hero('B', []), { q: 1, r: 0 });
    expect(refusal(tryRun(again, 'gg.attack', { figure: 'a', ability: 'grapple', target: 'b', accuracy: true }))).toBe('GG_NOT_APPLICABLE GG-ABL-63');
  });

  it('[GG-PLAY-112] [GG-MOD-49] [GG-ABL-63] a Quick strike with a Solid Melee attack knocks back with Super Strength', () => {
    const t = facing(hero('A', []), strong(0, quickFist));
    // b wins Speed (6); fist: 5+ hits with a 5, 1 + 2 = 3 against 0: a 5 gets a result; Knockback 3 against 0: a 9.
    const r = run(t, 'gg.attack', punch, [6, 5, 5, 9, 5, 5], ['strike:fist']);
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ figure: 'b', target: 'a' });
    expect(pos(t, 'a')).not.toEqual({ q: 0, r: 0 });
  });

  it('[GG-PLAY-112] [GG-MOD-49] [GG-ABL-63] with Accuracy the Quick strike may be aimed instead, and then knocks nobody back', () => {
    const t = facing(hero('A', []), strong(3, quickFist));
    const asked = run(t, 'gg.attack', punch);
    // 2+ aimed against 5+ with Knockback: the aimed blow, which the bot would make, comes first.
    expect(asked.ok && t.state.pending?.prompt.options.map((o) => o.value)).toEqual(['strike:fist:aim', 'strike:fist', 'none']);
    const r = run(t, 'answer', { value: 'strike:fist:aim' }, [6, 2, 5, 5, 5]);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ figure: 'b', needed: 2 });
    expect(events(r, 'gg.forced-move-roll')).toHaveLength(0);
    expect(pos(t, 'a')).toEqual({ q: 0, r: 0 });
  });

  it('[GG-PLAY-112] [GG-MOD-54] [GG-ABL-63] a Riposte with a Solid Melee blow knocks back with Super Strength', () => {
    const stick = line('damage', 1, { key: 'stick', types: ['solid'], modifiers: [mod('touch'), mod('melee'), mod('riposte')] });
    const t = facing(hero('A', []), strong(0, stick));
    // a's Punch/Kick misses (1); b's stick answers: 5+ (5), 1 + 2 = 3 against 0 (5), Knockback 3 against 0 (9).
    const r = run(t, 'gg.attack', punch, [1, 5, 5, 9]);
    expect(data(events(r, 'gg.riposte')[0])).toMatchObject({ figure: 'b', ability: 'stick' });
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ figure: 'b', target: 'a' });
  });

  it('[GG-PLAY-128] [GG-MOD-56] [GG-ABL-63] a Shield that is a Solid Melee attack knocks back with Super Strength', () => {
    const spikes = line('damage', 1, { key: 'spikes', types: ['solid'], modifiers: [mod('touch'), mod('melee'), mod('shield')] });
    const t = facing(hero('A', []), strong(3, spikes));
    // a punches b: b's Shield hits first, no to-hit (so no Accuracy): 1 + 2 = 3 against 0 (5), Knockback 3 against 0 (9).
    const r = run(t, 'gg.attack', punch, [5, 9, 5, 5]);
    expect(data(events(r, 'gg.shield')[0])).toMatchObject({ figure: 'b', ability: 'spikes' });
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ figure: 'b', target: 'a' });
    expect(pos(t, 'a')).not.toEqual({ q: 0, r: 0 });
  });

  it('[GG-PLAY-137] [GG-MOD-56] a Shield that knocks its attacker out of reach makes the attack that set it off lost', () => {
    const spikes = line('damage', 1, { key: 'spikes', types: ['solid'], modifiers: [mod('touch'), mod('melee'), mod('shield')] });
    const rolls = (r: ReturnType<typeof run>) => [...events(r, 'gg.hit-roll'), ...events(r, 'gg.missed')].filter((e) => data(e).figure === 'a');
    // Knocked 3 hexes back (5, 9), a's punch cannot reach b: lost, no roll, its action spent.
    const t = facing(hero('A', []), strong(3, spikes));
    const r = run(t, 'gg.attack', punch, [5, 9]);
    expect(data(events(r, 'gg.out-of-reach')[0])).toMatchObject({ figure: 'a', target: 'b', ability: 'punch-kick' });
    expect(rolls(r)).toHaveLength(0);
    expect(t.state.pending).toBeNull();
    // Without Super Strength the Shield hits (5) and moves no one: the punch goes on (5 to hit, 5 result).
    const u = facing(hero('A', []), hero('B', [spikes]));
    const v = run(u, 'gg.attack', punch, [5, 5, 5]);
    expect(events(v, 'gg.out-of-reach')).toHaveLength(0);
    expect(rolls(v)).toHaveLength(1);
  });

  it('[GG-PLAY-112] [GG-MOD-43] [GG-ABL-63] a Melee blow at an opponent moving off knocks back with Super Strength', () => {
    const t = facing(hero('A', [line('movement', 2, { key: 'running', options: { classes: ['ground'] } })]), strong(0));
    // a runs 3 hexes from b's side; b's Punch/Kick, starting in reach, wins Speed (6), hits (5), result (5), Knockback (9).
    const r = run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: -3, r: 0 } }, [6, 5, 5, 9], ['punch-kick']);
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ figure: 'b', target: 'a' });
  });
});
