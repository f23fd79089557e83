import { describe, expect, it } from 'vitest';
import { disabling, hero, line, mesmerisedStubborn, minion, mod } from './ability-testing.ts';
import { data, events, ggTable, pairTable, rollLabels, run, status } from './testing.ts';

// Disabling (GG-MOD-14, seed L203: "Each time the ability is used (either activated or used to
// resist an ability) then on a roll of 1 the user takes enough damage to go Out of Action") on a
// Dodge a to-hit meets and on a defence resisting something other than an attack's result
// (ruling GG-PLAY-140; the result itself: GG-PLAY-133). Scripted dice. The holders are minor
// characters, whose negative modifiers the builder only clamps (GG-CHAR-06): Disabling's -4 fits.

const bolt = line('damage', 3, { key: 'bolt', types: ['energy'], modifiers: [mod('ranged')] });

describe('glorious gladiators: Disabling on a Dodge and on other defences (GG-PLAY-140)', () => {
  it('[GG-MOD-14] [GG-PLAY-140] an Evasion with Disabling rolls when a Direct to-hit is rolled against it: on a 1 its holder goes out', () => {
    const t = pairTable(hero('Shooter', [bolt]), minion('Dodger', [disabling('evasion', 3)]), { q: 3, r: 0 });
    // Bolt 0 to hit against Evasion 3; a 2 misses. The Evasion was used: its d10 is a 1 (then the miss goes astray).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'bolt', target: 'b' }, [2, 1, 1, 1, 1]);
    expect(rollLabels(r).slice(0, 2)).toEqual(['bolt to hit', 'evasion risk']);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'b', ability: 'evasion', out: true });
    expect(status(t, 'b').out).toBe(true);
  });

  it('[GG-MOD-14] [GG-PLAY-140] a Dodge that only ties the range\'s Minimum Dodge is still the one rolled against; one below it is not', () => {
    // 11 hexes: Minimum Dodge 1 (GG-ATK-01). Evasion 1 ties it, so the to-hit met the Evasion: it rolls.
    const tie = pairTable(hero('Shooter', [bolt]), minion('Dodger', [disabling('evasion', 1)]), { q: 11, r: 0 });
    const r = run(tie, 'gg.attack', { figure: 'a', ability: 'bolt', target: 'b' }, [2, 5, 1, 1, 1]);
    expect(rollLabels(r).slice(0, 2)).toEqual(['bolt to hit', 'evasion risk']);
    // A Distant bolt from 21 hexes: Minimum Dodge 2 is above the Evasion, which was not what the to-hit met: no roll.
    const far = pairTable(hero('Sniper', [line('damage', 3, { key: 'bolt', types: ['energy'], modifiers: [mod('distant')] })]),
      minion('Dodger', [disabling('evasion', 1)]), { q: 21, r: 0 });
    const f = run(far, 'gg.attack', { figure: 'a', ability: 'bolt', target: 'b' }, [2, 1, 1, 1, 1]);
    expect(rollLabels(f)[0]).toBe('bolt to hit');
    expect(rollLabels(f)).not.toContain('evasion risk');
  });

  it('[GG-MOD-14] [GG-PLAY-140] a Movement with Disabling active against an Area rolls when the Area\'s to-hit meets it', () => {
    const dash = line('movement', 5, {
      key: 'dash', options: { classes: ['ground'], journeys: true, split: true }, modifiers: [mod('disabling')],
    });
    const burst = line('damage', 3, { key: 'burst', types: ['energy'], modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })] });
    const t = ggTable([
      { id: 'b', side: 'two', sheet: hero('Runner', [dash]), at: { q: 0, r: 0 } },
      { id: 'a', side: 'one', sheet: hero('Bomber', [burst]), at: { q: 6, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    // The move is a use too (GG-PLAY-138): a 5, no harm.
    run(t, 'gg.move', { figure: 'b', ability: 'dash', to: { q: 0, r: 1 } }, [5]);
    run(t, 'gg.end-turn', { figure: 'b' });
    // The Burst hits b's hex (a 9), then meets b's Move 5; it does not throw itself prone. The to-hit misses (a 2); the Dash rolls a 1.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'burst', target: 'b' }, [9, 2, 1, 1, 1, 1, 1], ['stay']);
    expect(rollLabels(r).slice(0, 3)).toEqual(['area to hit the hex', 'burst to hit', 'dash risk']);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'b', ability: 'dash', out: true });
  });

  it('[GG-MOD-14] [GG-PLAY-140] a Willpower with Disabling rolls when its holder resists a Mesmerise with it (gg.resist)', () => {
    const t = mesmerisedStubborn();
    // Willpower 3 against Level 2: a 2 fails. The Willpower was used again: its d10 is a 1.
    const r = run(t, 'gg.resist', { figure: 'b', condition: 'mesmerised' }, [2, 1, 1]);
    expect(rollLabels(r).slice(0, 2)).toEqual(['resist mesmerised', 'willpower risk']);
    expect(status(t, 'b').out).toBe(true);
  });

  it('[GG-MOD-14] [GG-PLAY-140] a Forced Move Defence with Disabling rolls when a Knockback is rolled against it', () => {
    const fist = line('damage', 4, { key: 'fist', modifiers: [mod('touch'), mod('knockback')] });
    const t = pairTable(hero('Brute', [fist]), hero('Anchored', [disabling('forced-move-defence', 6, { modifiers: [mod('hardened')] })]), { q: 1, r: 0 });
    // To hit 9; result 4 vs 0 on a 1: a hit; Knockback 4 vs Forced Move Defence 6: 7+, a 2 fails; its d10 is a 1.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'fist', target: 'b' }, [9, 1, 2, 1]);
    expect(rollLabels(r)).toEqual(['fist to hit', 'fist result', 'knockback vs Forced Move Defence', 'forced-move-defence risk']);
    expect(status(t, 'b').out).toBe(true);
  });

  it('[GG-MOD-14] [GG-PLAY-140] a Damage Defence with Disabling rolls when it resists an environment\'s attack', () => {
    const shaper = hero('Shaper', [line('change-environment', 3, { types: ['energy'], modifiers: [mod('long-range')], options: { environments: ['poison-gas'] } })]);
    const t = pairTable(shaper, minion('Armoured', [disabling('damage-defence', 3, { types: ['poison'] })]), { q: 6, r: 0 });
    run(t, 'gg.environment', { figure: 'a', ability: 'change-environment', at: { q: 6, r: 0 }, environment: 'poison-gas', size: 'large' });
    // At b's turn: Damage (Poison) 3 against Damage Defence (Poison) 3: a 2 fails; the defence's d10 is a 1.
    const r = run(t, 'gg.end-turn', { figure: 'a' }, [2, 1, 1]);
    expect(rollLabels(r).slice(0, 2)).toEqual(['poison-gas against b', 'damage-defence risk']);
    expect(status(t, 'b').out).toBe(true);
  });

  it('[GG-MOD-14] [GG-PLAY-140] a Damage Defence with Disabling rolls when it resists a Dangerous Wall', () => {
    const mason = line('wall', 4, {
      modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] }), mod('persistent', { variant: 'barrier' })],
      options: { toughness: 't1', dangerous: true },
    });
    const dash = line('movement', 3, { key: 'dash', options: { classes: ['ground'] } });
    const t = ggTable([
      { id: 'm', side: 'one', sheet: minion('Mover', [dash, disabling('damage-defence', 3, { types: ['solid'] })]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Mason', [mason]), at: { q: 4, r: 3 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [1, 9]);
    run(t, 'gg.create-wall', { figure: 'x', ability: 'wall', from: { q: 4, r: 0 }, to: { q: 4, r: 0 } });
    run(t, 'gg.end-turn', { figure: 'x' });
    const r = run(t, 'gg.move-through-wall', { figure: 'm', ability: 'dash', hex: { q: 4, r: 0 }, level: 3 }, [1, 2, 1, 2, 1, 1, 1]);
    expect(rollLabels(r)).toContain('Dangerous Wall result');
    expect(rollLabels(r)[rollLabels(r).indexOf('Dangerous Wall result') + 1]).toBe('damage-defence risk');
  });
});
