import { describe, expect, it } from 'vitest';
import { hasCondition } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, GgSheet, TraitPick } from '../sheet.ts';
import { data, events, ggTable, refusal, run, status, tryRun } from './testing.ts';

// The roll bonuses the records give, and the Knockback and Knockdown rolls against Forced Move
// Defence, each driven through real commands with scripted dice.

const ground = (level: number): AbilityPick => line('movement', level, { key: 'run', options: { classes: ['ground'] } });
const flight = (level: number): AbilityPick => line('movement', level, { key: 'fly', options: { classes: ['air'] } });
const hero = (abilities: AbilityPick[], advantages: TraitPick[] = []) =>
  sheetWith(abilities, { budget: 400, ...(advantages.length ? { advantages: [{ id: 'grandeur' }, ...advantages] } : {}) });

/** A finished fight: `loser` (out of action, on the defeated side) and `winner`. */
function afterFight(loser: GgSheet, winner: GgSheet, wound?: string) {
  const t = ggTable([{ id: 'loser', side: 'villains', sheet: loser }, { id: 'winner', side: 'heroes', sheet: winner }]);
  run(t, 'combat.start', {}, [1, 1]);
  run(t, 'gm.set', { path: ['figures', 'loser', 'status', 'out'], value: true });
  if (wound) run(t, 'gm.set', { path: ['figures', 'loser', 'status', 'wound'], value: wound });
  run(t, 'combat.end', { winner: 'heroes' });
  return t;
}

describe('glorious gladiators: wound recovery', () => {
  it('[GG-DMG-05] [GG-ADV-16] [GG-PLAY-61] a wound moves up the table on 6+; Fast Healer adds 3', () => {
    const plain = afterFight(hero([]), hero([]), 'serious');
    expect(data(events(run(plain, 'gg.recover-wound', { figure: 'loser' }, [5]), 'gg.wound-recovered')[0])).toMatchObject({ success: false, to: 'serious' });
    expect(data(events(run(plain, 'gg.recover-wound', { figure: 'loser' }, [6]), 'gg.wound-recovered')[0])).toMatchObject({ success: true, to: 'medium' });
    expect(status(plain, 'loser').wound).toBe('medium');
    const fast = afterFight(hero([], [{ id: 'fast-healer' }]), hero([]), 'light');
    const r = run(fast, 'gg.recover-wound', { figure: 'loser' }, [3]);
    expect(data(events(r, 'gg.wound-recovered')[0])).toMatchObject({ face: 3, bonus: 3, success: true, from: 'light', to: 'ok' });
  });

  it('[GG-ABL-37] [GG-PLAY-61] a Heal used out of combat adds its Level to the recovery roll', () => {
    const medic = hero([line('heal', 3, { modifiers: [mod('touch')] })]);
    const t = afterFight(hero([]), medic, 'medium');
    const r = run(t, 'gg.recover-wound', { figure: 'loser', healer: { figure: 'winner', ability: 'heal' } }, [3]);
    expect(data(events(r, 'gg.wound-recovered')[0])).toMatchObject({ bonus: 3, success: true, to: 'light' });
    expect(refusal(tryRun(t, 'gg.recover-wound', { figure: 'loser', healer: { figure: 'loser', ability: 'run' } }))).toBe('GG_NO_SUCH_ABILITY GG-ABL-37');
  });

  it('[GG-ABL-41] [GG-PLAY-61] Immortality adds its Level, and a dead Immortal comes back on 8+ plus its Level', () => {
    const immortal = hero([line('immortality', 2)]);
    const t = afterFight(immortal, hero([]), 'dead');
    expect(data(events(run(t, 'gg.recover-wound', { figure: 'loser' }, [5]), 'gg.wound-recovered')[0])).toMatchObject({ needed: 8, bonus: 2, success: false });
    expect(data(events(run(t, 'gg.recover-wound', { figure: 'loser' }, [6]), 'gg.wound-recovered')[0])).toMatchObject({ success: true, to: 'serious' });
    expect(data(events(run(t, 'gg.recover-wound', { figure: 'loser' }, [4]), 'gg.wound-recovered')[0])).toMatchObject({ bonus: 2, success: true, to: 'medium' });
    const mortal = afterFight(hero([]), hero([]), 'dead');
    expect(refusal(tryRun(mortal, 'gg.recover-wound', { figure: 'loser' }))).toBe('GG_NOT_APPLICABLE GG-DMG-05');
  });
});

describe('glorious gladiators: escape and pursuit bonuses', () => {
  it('[GG-ADV-29] [GG-TRAIT-SCN-04] [GG-PLAY-60] Leaps and Bounds: fleeing by Ground 2 from Flight 5 needs the pursuer to roll 4+, not 2+', () => {
    const pursue = { pursuer: 'winner', ability: 'fly', fleeing: [{ figure: 'loser', ability: 'run' }] };
    const plain = afterFight(hero([ground(2)]), hero([flight(5)]));
    expect(data(events(run(plain, 'gg.pursue', pursue, [3]), 'gg.pursuit')[0])).toMatchObject({ target: 2, caught: true });
    const leaper = afterFight(hero([ground(2)], [{ id: 'leaps-and-bounds' }]), hero([flight(5)]));
    expect(data(events(run(leaper, 'gg.pursue', pursue, [3]), 'gg.pursuit')[0])).toMatchObject({ target: 4, caught: false, fleeingLevel: 4 });
    // Only by Ground, Superleap or Wallcrawl: flying away gets nothing.
    const flier = afterFight(hero([flight(2)], [{ id: 'leaps-and-bounds' }]), hero([flight(5)]));
    expect(data(events(run(flier, 'gg.pursue', { ...pursue, fleeing: [{ figure: 'loser', ability: 'fly' }] }, [3]), 'gg.pursuit')[0])).toMatchObject({ target: 2 });
  });

  it('[GG-TRAIT-R04] [GG-PLAY-60] a vehicle: its movement class at the own Level (0 if none) + 4', () => {
    const shipOwner = afterFight(hero([ground(2)], [{ id: 'impressive-flying-ship' }]), hero([flight(5)]));
    const r = run(shipOwner, 'gg.pursue', { pursuer: 'winner', ability: 'fly', fleeing: [{ figure: 'loser', ability: 'vehicle:air' }] }, [1]);
    // Flight vs Flight: modifier 0; T = 4 − 5 + 5 = 4.
    expect(data(events(r, 'gg.pursuit')[0])).toMatchObject({ target: 4, fleeingLevel: 4 });
    expect(events(r, 'gg.pursuit')[0]!.ruleIds).toContain('GG-TRAIT-R04');
    // The ship flies; it is no ground vehicle, and a character without one has none.
    const wrong = tryRun(shipOwner, 'gg.pursue', { pursuer: 'winner', ability: 'fly', fleeing: [{ figure: 'loser', ability: 'vehicle:ground' }] });
    expect(refusal(wrong)).toBe('GG_NO_SUCH_ABILITY GG-DMG-07');
    const van = afterFight(hero([ground(2)], [{ id: 'useful-vehicle' }]), hero([flight(5)]));
    const byVan = run(van, 'gg.pursue', { pursuer: 'winner', ability: 'fly', fleeing: [{ figure: 'loser', ability: 'vehicle:ground' }] }, [1]);
    // Ground 2 + 4 = 6 against Flight 5 + 0: T = 6 − 5 + 5 = 6.
    expect(data(events(byVan, 'gg.pursuit')[0])).toMatchObject({ target: 6, fleeingLevel: 6 });
  });
});

describe('glorious gladiators: recovery roll bonuses from the records', () => {
  const held = (abilities: AbilityPick[]) => {
    const t = ggTable([{ id: 'hero', side: 'heroes', sheet: hero(abilities) }, { id: 'foe', side: 'villains', sheet: hero([]) }]);
    run(t, 'combat.start', {}, [9, 1]);
    return t;
  };

  it('[GG-ABL-25] [GG-ABL-39] [GG-ACT-01] [GG-PLAY-60] Escape adds its Level to Resist a Hindrance, with Hindrance Defence', () => {
    const t = held([line('escape', 2), line('hindrance-defence', 1)]);
    run(t, 'gm.set', { path: ['figures', 'hero', 'status', 'hindrance'], value: 3 });
    // 6 + 2 + 1 = 9: two points.
    const r = run(t, 'gg.resist-hindrance', { figure: 'hero' }, [6]);
    expect(data(events(r, 'gg.hindered')[0])).toMatchObject({ points: -2, defence: 3 });
  });

  it('[GG-ABL-21] [GG-ACT-01] Drain Defence adds its Level to Recover a Drained ability', () => {
    const t = held([line('drain-defence', 2), flight(3)]);
    run(t, 'gm.set', { path: ['figures', 'hero', 'status', 'drained', 'fly'], value: 2 });
    const r = run(t, 'gg.recover-drained', { figure: 'hero', ability: 'fly' }, [1]);
    expect(data(events(r, 'gg.drained')[0])).toMatchObject({ levels: -1, defence: 2 });
  });
});

describe('glorious gladiators: Knockback and Knockdown against Forced Move Defence', () => {
  const brute = (push: 'knockback' | 'knockdown') => hero([line('damage', 4, { key: 'fist', modifiers: [mod('touch'), mod(push)] })]);
  const fight = (push: 'knockback' | 'knockdown', defender: AbilityPick[] = []) => {
    const t = ggTable([
      { id: 'brute', side: 'villains', sheet: brute(push), at: { q: 0, r: 0 } },
      { id: 'hero', side: 'heroes', sheet: hero(defender), at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    return t;
  };
  const punch = { figure: 'brute', ability: 'fist', target: 'hero' };

  it('[GG-MOD-35] [GG-ABL-31] Knockback: the Level against Forced Move Defence, 4 hexes plus 4 per Boost of that roll, then prone', () => {
    const t = fight('knockback', [line('forced-move-defence', 2)]);
    // To hit 9; result Level 4 vs 0: 1+ (a 1 gets it); Knockback 4 vs FMD 2: 3+, a 5 is one Boost: 8 hexes.
    const r = run(t, 'gg.attack', punch, [9, 1, 5]);
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ push: 'knockback', level: 4, resist: 2, needed: 3, success: true, boosts: 1 });
    expect(t.state.figures['hero']!.position).toEqual({ q: 9, r: 0 });
    expect(hasCondition(t.state.figures['hero']!, 'prone')).toBe(true);
  });

  it('[GG-MOD-35] a failed Knockback roll moves nothing and leaves the target standing', () => {
    const t = fight('knockback', [line('forced-move-defence', 5)]);
    // Knockback 4 vs FMD 5: 6+.
    const r = run(t, 'gg.attack', punch, [9, 1, 5]);
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ needed: 6, success: false });
    expect(t.state.figures['hero']!.position).toEqual({ q: 1, r: 0 });
    expect(hasCondition(t.state.figures['hero']!, 'prone')).toBe(false);
  });

  it('[GG-MOD-36] Knockdown: prone on a success; disorientated when airborne', () => {
    const t = fight('knockdown', [flight(2)]);
    run(t, 'gm.set', { path: ['figures', 'hero', 'status', 'activeMove'], value: { key: 'fly', level: 2 } });
    const r = run(t, 'gg.attack', punch, [9, 1, 1]);
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ push: 'knockdown', resist: 0, success: true });
    expect(hasCondition(t.state.figures['hero']!, 'disorientated')).toBe(true);
    expect(hasCondition(t.state.figures['hero']!, 'prone')).toBe(false);
  });
});
