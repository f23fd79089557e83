import { describe, expect, it } from 'vitest';
import { oddsOf } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import type { AbilityPick } from '../sheet.ts';
import { hero, line, mod, pos } from './ability-testing.ts';
import { current, data, events, ggTable, GM, rollLabels, run, status } from './testing.ts';

// Diving clear of an Area (GG-ATK-10, seed L636: "the target can move 1 hex per point it missed by
// (or up to full move with Teleport) towards the edge of the Area up to their maximum move") is a
// move made with one of the target's Movements: the cheapest that gets it clear, so a use of it that
// rolls its Backfire and counts its Limited Ammo (ruling GG-PLAY-162, after GG-PLAY-138 and
// GG-PLAY-160). Scripted dice: the Area's roll at the hex (9: hit), then its roll at the target.

/** A Leap 5 (15 hexes; +2 against Areas, and no prone dive to ask about) with these modifiers. */
const bound = (...mods: ReturnType<typeof mod>[]): AbilityPick => line('movement', 5, {
  key: 'bound', options: { classes: ['leap'] }, modifiers: mods,
});

/** `a` throws an Area Burst of `size` at `b`, 5 hexes off, whose active move is the Leap. */
function table(size: 'small' | 'large', move: AbilityPick) {
  const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged'), mod('area', { size, shapes: ['burst'] })] });
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero('Attacker', [blast]), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: hero('Diver', [move]), at: { q: 5, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  if (current(t) !== 'a') run(t, 'gg.end-turn', { figure: current(t)! });
  run(t, 'gm.set', { path: ['figures', 'b', 'status', 'activeMove'], value: { key: 'bound', level: 5 } });
  return t;
}
const blastB = { figure: 'a', ability: 'blast', target: 'b' };

describe('glorious gladiators: the dive clear of an Area is a move with a Movement (GG-PLAY-162)', () => {
  it('[GG-ATK-10] [GG-MOD-06] [GG-PLAY-162] a dive only the Backfire Leap can make is made with it: named, and its Backfire rolls', () => {
    // Large Burst: 5 hexes out of the centre; Running (3 hexes) cannot, the Leap can. Move 5 + 2: 10+; a 5 misses by 5.
    const t = table('large', bound(mod('backfire')));
    const before = status(t, 'b').hits;
    const r = run(t, 'gg.attack', blastB, [9, 5, 1]);
    expect(events(r, 'gg.caught-in-area')).toEqual([]);
    expect(data(events(r, 'gg.dived')[0])).toEqual({ figure: 'b', ability: 'bound' });
    expect(rollLabels(r).at(-1)).toBe('bound risk');
    expect(data(events(r, 'gg.hit').at(-1))).toMatchObject({ figure: 'b', target: 'b', ability: 'bound', risk: 1 });
    expect(status(t, 'b').hits).toBe(before - 1);
  });

  it('[GG-DICE-08] [GG-PLAY-162] the exact odds of the Area follow the dive and its Backfire roll', () => {
    const clean = (move: AbilityPick) => {
      const odds = oddsOf(gloriousGladiators, table('large', move).state, { type: 'gg.attack', args: blastB }, GM);
      if (!odds.ok) throw new Error(odds.rejection.message);
      return odds.distribution.probability({ hit: false, hits: 0, out: false });
    };
    // The same Leap without Backfire: a dive clear is a clean miss. With it, a tenth of those dives cost b a hit.
    const plain = clean(bound());
    const risky = clean(bound(mod('backfire')));
    expect(risky.compare(plain)).toBe(-1);
  });

  it('[GG-ATK-10] [GG-PLAY-162] a dive Running can make too is made with Running, which costs nothing: no roll', () => {
    // Small Burst: 2 hexes out, within Running's 3.
    const t = table('small', bound(mod('backfire')));
    const r = run(t, 'gg.attack', blastB, [9, 5]);
    expect(data(events(r, 'gg.dived')[0])).toEqual({ figure: 'b', ability: 'running' });
    expect(rollLabels(r)).not.toContain('bound risk');
  });

  it('[GG-ATK-10] [GG-MOD-40] [GG-PLAY-162] a dive with a Limited Ammo Leap spends a use; with none left it cannot dive clear', () => {
    const ammo = bound(mod('limited-ammo', { uses: 'six' }));
    const t = table('large', ammo);
    const r = run(t, 'gg.attack', blastB, [9, 5]);
    expect(data(events(r, 'gg.used')[0])).toEqual({ figure: 'b', ability: 'bound', used: 1, of: 6 });
    expect(pos(t, 'b')).not.toEqual({ q: 5, r: 0 });
    const spent = table('large', ammo);
    run(spent, 'gm.set', { path: ['figures', 'b', 'status', 'used'], value: { bound: 6 } });
    expect(events(run(spent, 'gg.attack', blastB, [9, 5, 5, 5]), 'gg.caught-in-area')).toHaveLength(1);
  });
});
