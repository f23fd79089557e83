import { describe, expect, it } from 'vitest';
import { disabling, hero, line, minion, mod, ranged } from './ability-testing.ts';
import { ggTable, rollLabels, run, status } from './testing.ts';

// Disabling (GG-MOD-14, seed L203: "Each time the ability is used (either activated or used to
// resist an ability) then on a roll of 1 the user takes enough damage to go Out of Action") on a
// defence that resists a result outside an attack's own result roll (ruling GG-PLAY-166; GG-PLAY-133,
// GG-PLAY-140): a Duplication on an unwilling target, a Persistent ability rolled again as its
// user's turn starts. Scripted dice; the holders are minor characters (Disabling's -4 fits).

describe('glorious gladiators: every defence resisting a result rolls its Disabling (GG-PLAY-166)', () => {
  it('[GG-MOD-14] [GG-PLAY-166] [GG-ABL-23] a Drain Defence resisting a Duplication on an unwilling target rolls its Disabling', () => {
    const mirror = hero('Mirror', [line('duplication', 2, { types: ['energy'], options: { kind: 'double' }, modifiers: [mod('ranged')] })]);
    const t = ggTable([
      { id: 'u', side: 'one', sheet: mirror, at: { q: 0, r: 0 } },
      { id: 'e', side: 'two', sheet: minion('Warded', [disabling('drain-defence', 1, { types: ['energy'] })]), at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    // To hit on a 9; Duplication 2 against Drain Defence 1 on a 9; the Drain Defence was used: its d10 is a 1.
    const r = run(t, 'gg.duplicate', { figure: 'u', ability: 'duplication', target: 'e', at: [{ q: 4, r: 1 }] }, [9, 9, 1]);
    expect(rollLabels(r)).toEqual(['duplication to hit', 'duplication result', 'drain-defence risk']);
    expect(status(t, 'e').out).toBe(true);
  });

  it('[GG-MOD-14] [GG-PLAY-166] [GG-INIT-03] a Willpower resisting a Persistent Mesmerise as its user\'s turn starts rolls its Disabling', () => {
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Hypnotist', [ranged('mesmerise', 2, 'persistent')]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'two', sheet: minion('Stubborn', [disabling('willpower', 3)]), at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    // To hit on a 9; Mesmerise 2 against Willpower 3 on a 9; the Willpower resisted it (GG-PLAY-133): a 5.
    run(t, 'gg.attack', { figure: 'a', ability: 'mesmerise', target: 'b' }, [9, 9, 5]);
    run(t, 'gg.end-turn', { figure: 'a' });
    // a's next turn starts: the Mesmerise persists on a 9 against the Willpower, which was used: a 1.
    const r = run(t, 'gg.end-turn', { figure: 'b' }, [9, 1]);
    expect(rollLabels(r)).toEqual(['mesmerised persists', 'willpower risk']);
    expect(status(t, 'b').out).toBe(true);
  });
});

describe('glorious gladiators: a Willpower or Forced Move Defence rolled against by its own Level rolls its Disabling (GG-PLAY-167)', () => {
  it('[GG-MOD-14] [GG-PLAY-167] [GG-ABL-47] a Willpower an illusion\'s effect is rolled against rolls its Disabling', () => {
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Dreamer', [ranged('mental-illusion', 2)]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'two', sheet: minion('Stubborn', [disabling('willpower', 1)]), at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    // Activation: to hit on a 9, the result on a 9 (it meets the Willpower: a 5, no harm).
    run(t, 'gg.attack', { figure: 'a', ability: 'mental-illusion', target: 'b' }, [9, 9, 5]);
    // Fear of a place: 2 against Willpower 1, a 9; the Willpower was used: a 1.
    const r = run(t, 'gg.mental-illusion', { figure: 'a', target: 'b', effect: 'fear', at: { q: 4, r: 0 } }, [9, 1]);
    expect(rollLabels(r)).toEqual(['mental-illusion (fear) against Willpower', 'willpower risk']);
    expect(status(t, 'b').out).toBe(true);
  });

  it('[GG-MOD-14] [GG-PLAY-167] [GG-ATK-09] a Forced Move Defence a disarm is rolled against rolls its Disabling', () => {
    const gunman = minion('Gunman', [line('damage', 1, { key: 'gun', modifiers: [mod('ranged'), mod('focus')] }), disabling('forced-move-defence', 1)]);
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Shooter', [ranged('damage', 2)]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'two', sheet: gunman, at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    // To hit the Focus on a 9; Damage 2 against Forced Move Defence 1 on a 9; the defence was used: a 1.
    const r = run(t, 'gg.disarm', { figure: 'a', ability: 'damage', target: 'b', focus: 'gun' }, [9, 9, 1]);
    expect(rollLabels(r)).toEqual(['to hit the Focus', 'disarm', 'forced-move-defence risk']);
    expect(status(t, 'b').out).toBe(true);
  });

  it('[GG-MOD-14] [GG-PLAY-167] [GG-ABL-36] a Forced Move Defence a carry is rolled against rolls its Disabling', () => {
    const t = ggTable([
      { id: 'g', side: 'one', sheet: hero('Grabber', [line('grab', 3, { modifiers: [mod('touch'), mod('melee')] })]), at: { q: 0, r: 0 } },
      { id: 'v', side: 'two', sheet: minion('Braced', [disabling('forced-move-defence', 1)]), at: { q: 1, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.attack', { figure: 'g', ability: 'grab', target: 'v' }, [9, 9, 5]);
    run(t, 'gg.decline-follow-up', { figure: 'g' });
    // Grab 3 against Forced Move Defence 1: a 9 carries; the defence was used: a 1.
    // (The move ends g's turn; v's begins with its reactivation roll, a 1.)
    const r = run(t, 'gg.move', { figure: 'g', ability: 'running', to: { q: -1, r: 0 }, carry: true }, [9, 1, 1]);
    expect(rollLabels(r)).toEqual(['carry the grabbed', 'forced-move-defence risk', 'reactivate v']);
    expect(status(t, 'v').out).toBe(true);
  });
});
