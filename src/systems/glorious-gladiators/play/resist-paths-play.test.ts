import { describe, expect, it } from 'vitest';
import { disabling, hero, line, mesmerisedStubborn, minion, mod, ranged } from './ability-testing.ts';
import type { AbilityPick } from '../sheet.ts';
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
    const t = mesmerisedStubborn();
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

describe('glorious gladiators: an ability whose Level a recovery roll adds rolls its Disabling (GG-PLAY-178)', () => {
  // The major acts first and ends its turn; the minor is set hindered or drained by the GM.
  const alone = (abilities: AbilityPick[]) => {
    const t = ggTable([
      { id: 'm', side: 'one', sheet: minion('Warded', abilities), at: { q: 0, r: 0 } },
      { id: 'h', side: 'two', sheet: hero('Foe', []), at: { q: 5, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.end-turn', { figure: 'h' });
    return t;
  };

  it('[GG-MOD-14] [GG-PLAY-178] [GG-ACT-01] [GG-ABL-39] a Hindrance Defence added to Resist a Hindrance rolls its Disabling', () => {
    const t = alone([disabling('hindrance-defence', 1)]);
    run(t, 'gm.set', { path: ['figures', 'm', 'status', 'hindrance'], value: 2 });
    // 5 + 1: one point gone; the Hindrance Defence was used: its d10 is a 1.
    const r = run(t, 'gg.resist-hindrance', { figure: 'm' }, [5, 1]);
    expect(rollLabels(r)).toEqual(['resist hindrance', 'hindrance-defence risk']);
    expect(status(t, 'm')).toMatchObject({ hindrance: 1, out: true });
  });

  it('[GG-MOD-14] [GG-PLAY-178] [GG-ABL-25] Escape and Hindrance Defence both added: each rolls its Disabling; one without rolls nothing', () => {
    const t = alone([disabling('escape', 1), line('hindrance-defence', 1), disabling('hindrance-defence', 1, { key: 'ward' })]);
    run(t, 'gm.set', { path: ['figures', 'm', 'status', 'hindrance'], value: 3 });
    // 6 + 1 + 1 + 1 = 9: two points gone; Escape (a 5) and the Disabling ward (a 5) were used, the plain one rolls nothing.
    const r = run(t, 'gg.resist-hindrance', { figure: 'm' }, [6, 5, 5]);
    expect(rollLabels(r)).toEqual(['resist hindrance', 'escape risk', 'ward risk']);
    expect(status(t, 'm')).toMatchObject({ hindrance: 1, out: false });
    const plain = alone([line('hindrance-defence', 1)]);
    run(plain, 'gm.set', { path: ['figures', 'm', 'status', 'hindrance'], value: 1 });
    expect(rollLabels(run(plain, 'gg.resist-hindrance', { figure: 'm' }, [5]))).toEqual(['resist hindrance']);
  });

  it('[GG-MOD-14] [GG-PLAY-178] [GG-ACT-01] [GG-ABL-21] a Drain Defence added to Recover a Drained ability rolls its Disabling', () => {
    const t = alone([disabling('drain-defence', 1, { types: ['energy'] }), line('movement', 3, { key: 'fly', options: { classes: ['air'] } })]);
    run(t, 'gm.set', { path: ['figures', 'm', 'status', 'drained', 'fly'], value: 2 });
    // 1 + 1 = 2: nothing back; the Drain Defence was used all the same: a 1.
    const r = run(t, 'gg.recover-drained', { figure: 'm', ability: 'fly' }, [1, 1]);
    expect(rollLabels(r)).toEqual(['recover drained', 'drain-defence risk']);
    expect(status(t, 'm').out).toBe(true);
  });

  it('[GG-MOD-14] [GG-PLAY-178] [GG-ABL-25] [GG-ABL-69] an Escape added to breaking out of a Trap rolls its Disabling', () => {
    const t = ggTable([
      { id: 'h', side: 'two', sheet: hero('Trapper', [ranged('trap', 2)]), at: { q: 0, r: 0 } },
      { id: 'm', side: 'one', sheet: minion('Slippery', [disabling('escape', 1)]), at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    // Trap 2 against no Hindrance Defence: to hit on a 5, the result on a 3 (Escape resists no first effect: no roll).
    expect(rollLabels(run(t, 'gg.attack', { figure: 'h', ability: 'trap', target: 'm' }, [5, 3]))).toEqual(['trap to hit', 'trap result']);
    run(t, 'gg.end-turn', { figure: 'h' });
    // 0 against 2: 3+, less Escape 1: 2+; a 1 stays trapped; the Escape was used all the same: a 1.
    const r = run(t, 'gg.resist', { figure: 'm', condition: 'trapped' }, [1, 1]);
    expect(rollLabels(r)).toEqual(['resist trapped', 'escape risk']);
    expect(status(t, 'm').out).toBe(true);
  });
});
