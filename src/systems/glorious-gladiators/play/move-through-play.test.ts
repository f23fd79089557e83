import { describe, expect, it } from 'vitest';
import { hero, line, minion, mod } from './ability-testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { current, data, events, ggTable, run } from './testing.ts';

// Move Through at a figure (GG-ATK-11, seed L658-662; rulings GG-PLAY-13, GG-PLAY-80), through real
// commands with scripted dice. The mover starts at 0,0 with Dash, a Ground move 3, and runs along
// r = 0 at the target at 4,0; both have the free Punch/Kick 1 unless a test gives more.

const dash = line('movement', 3, { key: 'dash', options: { classes: ['ground'] } });

function table(mover: AbilityPick[] = [], target: AbilityPick[] = []) {
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Mover', [dash, ...mover]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Target', target), at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}
/** A Punch/Kick upgraded with more modifiers (GG-ABL-S3): Damage (Solid), Touch, Melee. */
const punchWith = (...mods: AbilityPick['modifiers']): AbilityPick => ({
  key: 'punch-kick', ability: 'damage', starting: 'punch-kick', level: 1, types: ['solid'], source: 'standard', options: {},
  modifiers: [mod('touch'), mod('melee'), ...mods],
});
const armour = line('damage-defence', 3, { types: ['solid'] });
const through = (level: number) => ({ figure: 'm', ability: 'dash', target: 'x', level });
const setStatus = (t: ReturnType<typeof table>, id: string, field: string, value: Record<string, number> | string[]) =>
  run(t, 'gm.set', { path: ['figures', id, 'status', field], value });
const pushRolls = (r: ReturnType<typeof run>) => events(r, 'gg.forced-move-roll').map((e) => data(e));

describe('glorious gladiators: Move Through at a figure', () => {
  it('[GG-ATK-11] [GG-PLAY-13] [GG-PLAY-80] the Knockdown roll uses the blow\'s Level: a drained or boosted Punch/Kick counts once', () => {
    // Punch/Kick 1 drained by 1: 0 + Level 3 = 3. To hit 3 vs Move 0: 2+; the blow 3 vs no Protection: 2+; its
    // Knockdown the same 3 against Forced Move Defence 0: 2+.
    const drained = table();
    setStatus(drained, 'm', 'drained', { 'punch-kick': 1 });
    const r = run(drained, 'gg.move-through', through(3), [9, 9, 9]);
    expect(events(r, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([2, 2, 2]);
    expect(pushRolls(r)).toMatchObject([{ target: 'x', push: 'knockdown', level: 3, needed: 2 }]);
    // Boosted by Burnout, 4 Levels up: 5 + Level 3 = 8, on the result (vs Damage Defence 5: 2+, made with no Boost)
    // and on the Knockdown alike (vs Forced Move Defence 0: -3+).
    const boosted = table([], [line('damage-defence', 5, { types: ['solid'] })]);
    setStatus(boosted, 'm', 'boosted', ['punch-kick']);
    const b = run(boosted, 'gg.move-through', through(3), [9, 2, 9]);
    expect(events(b, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([2, 2, -3]);
    expect(pushRolls(b)).toMatchObject([{ target: 'x', push: 'knockdown', level: 8, needed: -3 }]);
  });

  it('[GG-ATK-11] [GG-PLAY-13] a target left standing hits back with the blow\'s Level: its own Super Strength and Punch/Kick add nothing, to the hit back or its Knockdown', () => {
    const t = table([armour], [line('super-strength', 2)]);
    setStatus(t, 'x', 'drained', { 'punch-kick': 1 });
    // Punch/Kick 1 + Level 2 = 3. To hit 2 vs Move 0: 3+; the blow 3 vs no Protection: 2+, failed on a 1. The target
    // stands: Damage (Solid) 3 back against the mover's Damage Defence 3: 5+, made with no Boost; its Knockdown the
    // same 3 against the mover's Forced Move Defence 0: 2+.
    const r = run(t, 'gg.move-through', through(2), [9, 1, 5, 9]);
    expect(events(r, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([3, 2, 5, 2]);
    expect(pushRolls(r)).toMatchObject([{ target: 'm', push: 'knockdown', level: 3, resist: 0, needed: 2 }]);
  });

  it('[GG-ATK-11] [GG-ATK-07] [GG-PLAY-13] the blow is the mover\'s Punch/Kick: a Hindered mover takes its Penalty on the blow\'s result, and the hit back none of it', () => {
    const t = table([armour]);
    run(t, 'gm.set', { path: ['figures', 'm', 'status', 'hindrance'], value: 1 });
    // Punch/Kick 1 + Level 2 = 3. To hit 3+ and a Penalty for being Hindered (GG-PLAY-96): 5+; the blow 3 vs no
    // Protection: 2+, with the Penalty 4+, failed on a 3. The target stands: back at 3 against the mover's Damage
    // Defence 3: 5+, no Penalty of the mover's.
    const r = run(t, 'gg.move-through', through(2), [9, 3, 4]);
    expect(events(r, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([5, 4, 5]);
    expect(events(r, 'gg.hit')).toHaveLength(0);
  });

  it('[GG-ATK-11] [GG-ATK-04] [GG-PLAY-96] the run\'s to-hit takes the Penalties of attacking (disorientated, hindered, a minor at a major), none of the Bonuses', () => {
    const toHit = (t: ReturnType<typeof table>) => data(events(run(t, 'gg.move-through', through(2), [10, 2, 2, 2, 2, 2, 2, 2]), 'gg.hit-roll')[0]);
    // Declared Move 2 against the target's Move 0: 3+.
    expect(toHit(table())).toMatchObject({ needed: 3 });
    const dizzy = table();
    run(dizzy, 'gm.condition.add', { figure: 'm', condition: 'disorientated' });
    // Disorientated and Hindered: two Penalties, 7+.
    run(dizzy, 'gm.set', { path: ['figures', 'm', 'status', 'hindrance'], value: 1 });
    expect(toHit(dizzy)).toMatchObject({ needed: 7, net: -2, reasons: ['Penalty: attacker disorientated', 'Penalty: attacker hindered'] });
    // A Hindered target gives a Direct attacker a Bonus, not a Move Through (seed L610).
    const slowed = table();
    run(slowed, 'gm.set', { path: ['figures', 'x', 'status', 'hindrance'], value: 1 });
    expect(toHit(slowed)).toMatchObject({ needed: 3 });
    // A minor character running at a major one: 5+.
    const t = ggTable([
      { id: 'm', side: 'one', sheet: minion('Runner', [dash]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Target', []), at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    while (current(t) !== 'm') run(t, 'gg.end-turn', { figure: current(t)! });
    expect(toHit(t)).toMatchObject({ needed: 5 });
  });

  it('[GG-ATK-11] [GG-DICE-02] [GG-DICE-03] [GG-PLAY-13] the target rolls the hit back: a minor target needs a 10 and a second roll past 10, as on its Knockdown', () => {
    const t = ggTable([
      { id: 'm', side: 'one', sheet: hero('Mover', [dash, line('damage-defence', 8, { types: ['solid'] })]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: minion('Thug'), at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    // Punch/Kick 1 + Level 1 = 2. To hit 1 vs Move 0: 4+; the blow 2 vs no Protection: 3+, failed on a 1. The thug
    // stands and hits back at 2 against Damage Defence 8: 11+. The thug is minor: a 10, then 2+, failed on a 1
    // (were it the major mover's roll, the 10 alone would hit).
    const r = run(t, 'gg.move-through', { figure: 'm', ability: 'dash', target: 'x', level: 1 }, [9, 1, 10, 1]);
    const recoil = events(r, 'dice.rolled').filter((e) => data(e).label === 'move through recoil');
    expect(recoil.map((e) => (data(e).value as { target: number; faces: number[] }))).toMatchObject([{ target: 11, faces: [10, 1] }]);
    expect(events(r, 'gg.hit')).toHaveLength(0);
  });

  it('[GG-ATK-11] [GG-PLAY-13] the hit back is plain Damage (Solid), not the mover\'s Punch/Kick: its Piercing does not get past the mover\'s own Damage Defence', () => {
    const t = table([armour, punchWith(mod('piercing'))]);
    // Punch/Kick 1 + Level 2 = 3. To hit 3+; the blow 3 vs no Protection: 2+, failed on a 1. Back at 3 against the
    // mover's whole Damage Defence 3: 5+ (Piercing's 3 points off would have made it 2+).
    const r = run(t, 'gg.move-through', through(2), [9, 1, 4]);
    expect(events(r, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([3, 2, 5]);
    expect(events(r, 'gg.hit')).toHaveLength(0);
  });

  it('[GG-ATK-11] [GG-PLAY-13] [GG-MOD-38] the hit back is plain Damage (Solid): a Lethal Punch/Kick does not make it Lethal on the mover', () => {
    const t = table([punchWith(mod('lethal', { variant: 'any' }))]);
    // The mover is left 1 hit (GM), so the hit back takes it out. Level 3: to hit 3+; the blow 2+, failed on a 1; back at 3: 2+.
    run(t, 'gm.set', { path: ['figures', 'm', 'status', 'hits'], value: 1 });
    const r = run(t, 'gg.move-through', through(2), [9, 1, 9]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'm', out: true, lethal: false });
  });
});
