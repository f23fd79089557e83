import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run } from './testing.ts';

// What modifiers do when an attack hits with no result, or misses: Recoil still moves the target,
// Riposte still answers, Adapts on the Accuracy that missed learns the target. Scripted dice.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const at = (t: ReturnType<typeof ggTable>, id: string) => t.state.figures[id]!.position;

describe('glorious gladiators: modifiers on a hit with no result, and on a miss', () => {
  it('[GG-MOD-51] Recoil: a hit moves the target 1 hex away even when the result roll fails ("This is a result")', () => {
    const gun = line('damage', 1, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), mod('recoil')] });
    const t = ggTable([
      { id: 'a', side: 'heroes', sheet: hero([gun]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'villains', sheet: hero([line('damage-defence', 5, { types: ['energy'] })]), at: { q: 4, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    // To hit: Evade 0 vs Accuracy 0, 5+: a 9 hits. Result: Level 1 vs Damage Defence 5, 9+: a 1 gets none.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [9, 1]);
    expect(events(r, 'gg.no-result')).toHaveLength(1);
    expect(at(t, 'b')).toEqual({ q: 5, r: 0 });
    // A hit earns the follow-up all the same.
    expect(data(events(r, 'gg.follow-up')[0]).followUp).not.toBeNull();
  });

  it('[GG-MOD-51] [GG-PLAY-09] Recoil from an Area Burst goes away from its centre, not its user, and earns an Area its follow-up', () => {
    const burst = line('damage', 1, { key: 'burst', types: ['energy'], modifiers: [mod('ranged'), mod('area', { size: 'medium', shapes: ['burst'] }), mod('recoil')] });
    const t = ggTable([
      { id: 'a', side: 'heroes', sheet: hero([burst]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'villains', sheet: hero([]), at: { q: 5, r: 1 } },
      { id: 'c', side: 'villains', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 5, 1]);
    // The hex (5,0): Accuracy 0 at 5 hexes, 5+: a 9. Each caught: Burst 2 vs Move 0, 3+: 9 hits; result
    // Level 1 vs 0, 4+: a 1 gets none, and Recoil moves b from the centre (5,0) through (5,1) to (5,2).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'burst', target: 'c' }, [9, 9, 1, 9, 1]);
    expect(events(r, 'gg.no-result')).toHaveLength(2);
    expect(at(t, 'b')).toEqual({ q: 5, r: 2 });
    expect(data(events(r, 'gg.follow-up')[0]).followUp).not.toBeNull();
  });

  it('[GG-MOD-54] Riposte answers a Direct attack that hits with no result, not only one that misses', () => {
    const stick = line('damage', 1, { key: 'stick', types: ['solid'], modifiers: [mod('touch'), mod('riposte')] });
    const t = ggTable([
      { id: 'a', side: 'heroes', sheet: hero([]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'villains', sheet: hero([stick, line('damage-defence', 5, { types: ['solid'] })]), at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    // Punch/Kick hits on 5+ (9) and needs 9+ against Damage Defence 5 (1: no result); the stick answers:
    // 5+ to hit (9), Level 1 vs no protection, 4+ (5, no Boost): 1 hit.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'b' }, [9, 1, 9, 5]);
    expect(data(events(r, 'gg.riposte')[0])).toMatchObject({ figure: 'b', target: 'a', ability: 'stick' });
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'b', target: 'a', hits: 1 });
  });

  it('[GG-MOD-54] [GG-ABL-35] [GG-PLAY-127] a Giant ripostes at its longer reach, the band its attacks have (rangeOf)', () => {
    const stick = line('damage', 1, { key: 'stick', types: ['solid'], modifiers: [mod('touch'), mod('riposte')] });
    const gun = line('damage', 1, { key: 'gun', types: ['energy'], modifiers: [mod('ranged')] });
    const t = ggTable([
      { id: 'a', side: 'heroes', sheet: hero([gun]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'villains', sheet: hero([stick, line('giant', 4), line('damage-defence', 5, { types: ['energy'] })]), at: { q: 3, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 9]);
    // Giant 4 reaches ⌈4/2⌉ = 2 hexes further: the Touch stick strikes at 3 hexes.
    run(t, 'gg.activate', { figure: 'b', ability: 'giant' });
    run(t, 'gg.end-turn', { figure: 'b' });
    // The gun hits on 5+ (9) and needs 9+ against Damage Defence 5 (1: no result); the stick answers 3 hexes off.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [9, 1, 9, 5, 9, 9]);
    expect(data(events(r, 'gg.riposte')[0])).toMatchObject({ figure: 'b', target: 'a', ability: 'stick' });
  });

  /** A gun (Level 3, Ranged) aimed by Accuracy 2 with Adapts, at two foes 4 hexes off; the gunner acts first. */
  function adaptingGunner() {
    const gun = line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged')] });
    const t = ggTable([
      { id: 'a', side: 'heroes', sheet: hero([gun, line('accuracy', 2, { modifiers: [mod('adapts')] })]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'villains', sheet: hero([]), at: { q: 4, r: 0 } },
      { id: 'c', side: 'villains', sheet: hero([]), at: { q: 0, r: 4 } },
    ]);
    run(t, 'combat.start', {}, [9, 5, 1]);
    return t;
  }

  it('[GG-MOD-02] Adapts on Accuracy: after it misses a target it aims at that target a Level better (seed L187)', () => {
    const t = adaptingGunner();
    // Accuracy 2 vs Evade 0: 3+; a 1 misses (the shot goes astray past b: a d6).
    const miss = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [1, 1, 1, 1]);
    expect(data(events(miss, 'gg.adapted')[0])).toMatchObject({ figure: 'a', ability: 'accuracy', target: 'b', levels: 1 });
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.end-turn', { figure: 'c' });
    // Now Accuracy 3 against b: 2+.
    const again = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [2, 9]);
    expect(data(events(again, 'gg.hit-roll')[0])).toMatchObject({ level: 3, needed: 2, success: true });
  });

  it('[GG-MOD-02] Adapts on Accuracy learns only the target it missed', () => {
    const t = adaptingGunner();
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }, [1, 1, 1, 1]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.end-turn', { figure: 'c' });
    const other = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'c' }, [3, 9]);
    expect(data(events(other, 'gg.hit-roll')[0])).toMatchObject({ level: 2, needed: 3 });
  });
});
