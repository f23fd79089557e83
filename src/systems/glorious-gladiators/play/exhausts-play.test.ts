import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run, status } from './testing.ts';

// Exhausts (GG-MOD-18, seed L207): "Each turn on which it is active exhausts on a roll of 1 and
// can't be used for the rest of the scene. This is its normal roll for result if one is made or an
// additional roll if normally none is required." One roll a turn, not one a use (ruling GG-PLAY-139).
// A Versatile gun follows itself up (GG-MOD-67): two uses in one Character Turn. Scripted dice.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const gun = line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), mod('exhausts'), mod('versatile', { 'follow-ups': 1 })] });

function table() {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero([gun, line('speed', 2)]), at: { q: 0, r: 0 } },
    { id: 'f', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}
const shoot = { figure: 'a', ability: 'gun', target: 'f' };

describe('glorious gladiators: Exhausts once a turn (GG-PLAY-139)', () => {
  it('[GG-MOD-18] [GG-PLAY-139] the turn\'s first result roll is its Exhausts roll; a second use that turn rolls no more', () => {
    const t = table();
    // The first shot's result 5 is the turn's roll: not exhausted. The follow-up's result 1 is no Exhausts roll.
    run(t, 'gg.attack', shoot, [5, 5]);
    const again = run(t, 'gg.attack', shoot, [5, 1]);
    expect(again.ok).toBe(true);
    expect(events(again, 'gg.spent')).toHaveLength(0);
    expect(status(t, 'a').spent).toEqual([]);
  });

  it('[GG-MOD-18] [GG-PLAY-139] its next turn rolls again: a first result of 1 exhausts it for the scene', () => {
    const t = table();
    run(t, 'gg.attack', shoot, [5, 5]);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'f' });
    const r = run(t, 'gg.attack', shoot, [5, 1]);
    expect(data(events(r, 'gg.spent')[0])).toMatchObject({ figure: 'a', ability: 'gun', face: 1, why: 'exhausts' });
    expect(status(t, 'a').spent).toEqual(['gun']);
  });

  it('[GG-MOD-18] [GG-PLAY-139] an Always On defence with Exhausts is active every turn: an extra d10 at each of its user\'s turn starts', () => {
    const armour = line('armour', 4, { modifiers: [mod('always-on'), mod('exhausts')] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([armour]), at: { q: 0, r: 0 } },
      { id: 'f', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    // a acts first: its turn starts with the Armour's roll (5), then the initiative dice are done.
    const start = run(t, 'combat.start', {}, [9, 1, 5]);
    expect(events(start, 'dice.rolled').map((e) => data(e).label)).toContain('armour Exhausts');
    expect(status(t, 'a').spent).toEqual([]);
    run(t, 'gg.end-turn', { figure: 'a' });
    const next = run(t, 'gg.end-turn', { figure: 'f' }, [1]);
    expect(data(events(next, 'gg.spent')[0])).toMatchObject({ figure: 'a', ability: 'armour', face: 1, why: 'exhausts' });
    // Spent, it rolls no more.
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(events(run(t, 'gg.end-turn', { figure: 'f' }), 'gg.exhausts')).toHaveLength(0);
  });

  it('[GG-MOD-18] [GG-PLAY-139] a form switched on rolls on its use, and again on each later turn it stays on', () => {
    const giant = line('giant', 3, { modifiers: [mod('persistent', { variant: 'personal' }), mod('exhausts')] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([giant]), at: { q: 0, r: 0 } },
      { id: 'f', side: 'heroes', sheet: hero([]), at: { q: 8, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    const on = run(t, 'gg.activate', { figure: 'a', ability: 'giant' }, [5]);
    expect(events(on, 'gg.exhausts')).toHaveLength(1);
    run(t, 'gg.end-turn', { figure: 'a' });
    const later = run(t, 'gg.end-turn', { figure: 'f' }, [1]);
    expect(data(events(later, 'gg.spent')[0])).toMatchObject({ figure: 'a', ability: 'giant', why: 'exhausts' });
  });

  it('[GG-MOD-18] [GG-PLAY-139] a Persistent Target acting at its user\'s turn start: that result roll is the turn\'s Exhausts roll', () => {
    const cold = line('damage', 3, { key: 'cold', types: ['energy'], modifiers: [mod('ranged'), mod('persistent', { variant: 'target' }), mod('exhausts')] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([cold]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.attack', { figure: 'a', ability: 'cold', target: 'b' }, [5, 2]);
    run(t, 'gg.end-turn', { figure: 'a' });
    // a's next turn: the Target's result on b (a 1: nothing, so it ends) is also its Exhausts roll; no extra die.
    const turn = run(t, 'gg.end-turn', { figure: 'b' }, [1]);
    expect(events(turn, 'dice.rolled').map((e) => data(e).label).filter((l) => String(l).includes('Exhausts'))).toEqual([]);
    expect(data(events(turn, 'gg.exhausts')[0])).toMatchObject({ figure: 'a', ability: 'cold', face: 1 });
    expect(status(t, 'a').spent).toEqual(['cold']);
  });
});
