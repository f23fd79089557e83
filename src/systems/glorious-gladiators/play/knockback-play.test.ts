import { describe, expect, it } from 'vitest';
import { hasCondition, hexDistance } from '../../../kernel/index.ts';
import { awayLine } from './space.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run, status, type Seat } from './testing.ts';

// What a knocked-back body strikes (GG-MOD-35, seed L226; ruling GG-PLAY-87), through real
// commands with scripted dice. The brute stands at 0,0 and the hero at 1,0: a push flies along r = 0.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const fist = (push: string) => line('damage', 4, { key: 'fist', modifiers: [mod('touch'), mod(push)] });
const at = (q: number) => ({ q, r: 0 });

function fight(brute: AbilityPick[], others: Seat[] = [], defender: AbilityPick[] = []) {
  const t = ggTable([
    { id: 'brute', side: 'villains', sheet: hero(brute), at: at(0) },
    { id: 'hero', side: 'heroes', sheet: hero(defender), at: at(1) },
    ...others,
  ]);
  run(t, 'combat.start', {}, [9, 1, ...others.map(() => 1)]);
  return t;
}
const punch = { figure: 'brute', ability: 'fist', target: 'hero' };
const pos = (t: ReturnType<typeof fight>, id: string) => t.state.figures[id]!.position;

describe('glorious gladiators: Knockback collisions', () => {
  it('[GG-PLAY-87] [GG-MOD-35] [GG-SIT-03] a wall in the way takes the Level less 1 per 4 hexes, and the target the lower of that and the wall\'s defence', () => {
    const t = fight([fist('knockback')]);
    run(t, 'gg.wall', { hex: at(4), material: 'heavy-wood' });
    // To hit 9; result 4 vs 0 on a 1; Knockback 4 vs 0 on a 1: 4 hexes, but the wall at 4,0 stops it after 2.
    // Level 4 − 1 = 3 against the wall's 3: 5+ (a 5 breaches its single hit); the hero takes Level 3 against 0: 2+.
    const r = run(t, 'gg.attack', punch, [9, 1, 1, 5, 2]);
    expect(data(events(r, 'gg.knockback-struck')[0])).toMatchObject({ target: 'hero', hex: '4,0', travelled: 2, level: 3, defence: 3 });
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ level: 3, needed: 5, hits: 1, breached: true, knockback: true });
    expect(pos(t, 'hero')).toEqual(at(3));
    const hits = events(r, 'gg.hit').map(data);
    expect(hits[1]).toMatchObject({ target: 'hero', hits: 1 });
    expect(status(t, 'hero').hits).toBe(1);
    expect(hasCondition(t.state.figures['hero']!, 'prone')).toBe(true);
  });

  it('[GG-PLAY-87] a wall right behind the target: no hexes travelled, the full Level; a weaker wall\'s defence caps what the target takes', () => {
    const t = fight([fist('knockback')]);
    run(t, 'gg.wall', { hex: at(2), material: 'brush' });
    // Level 4 against Brush 0 (1+); the hero takes min(4, 0) = 0: nothing.
    const r = run(t, 'gg.attack', punch, [9, 1, 1, 3]);
    expect(data(events(r, 'gg.knockback-struck')[0])).toMatchObject({ travelled: 0, level: 4, defence: 0 });
    expect(events(r, 'gg.hit').map(data).filter((d) => d.target === 'hero')).toHaveLength(1);
    expect(pos(t, 'hero')).toEqual(at(1));
  });

  it('[GG-PLAY-87] [GG-ATK-02] a character in the way that fails to avoid the body (an Area of 2 against its Move) is struck, and caps the target\'s damage by its defence', () => {
    const t = fight([fist('knockback')], [{ id: 'tank', side: 'heroes', sheet: hero([line('armour', 2)]), at: at(3) }]);
    // Knockback 4 hexes: one hex, then the tank. It has no active Move: the body, 2 against 0, strikes it on 3+ (a 4).
    // Level 4 − 1 = 3 against its Armour 2: 4+; the hero takes min(3, 2) = 2 against 0: 3+.
    const r = run(t, 'gg.attack', punch, [9, 1, 1, 4, 4, 3]);
    expect(data(events(r, 'gg.knockback-dodge')[0])).toMatchObject({ figure: 'tank', needed: 3, avoided: false });
    expect(data(events(r, 'gg.knockback-struck')[0])).toMatchObject({ struck: 'tank', travelled: 1, level: 3, defence: 2 });
    const hits = events(r, 'gg.hit').map(data);
    expect(hits.map((h) => h.target)).toEqual(['hero', 'tank', 'hero']);
    expect(pos(t, 'hero')).toEqual(at(2));
    expect(pos(t, 'tank')).toEqual(at(3));
  });

  it('[GG-PLAY-87] a character that avoids the body lets it fly on past', () => {
    const t = fight([fist('knockback')], [{ id: 'tank', side: 'heroes', sheet: hero([]), at: at(3) }]);
    // The body misses on a 2: the tank is out of its way.
    const r = run(t, 'gg.attack', punch, [9, 1, 1, 2]);
    expect(data(events(r, 'gg.knockback-dodge')[0])).toMatchObject({ avoided: true });
    expect(events(r, 'gg.knockback-struck')).toHaveLength(0);
    expect(pos(t, 'hero')).toEqual(at(5));
  });

  it('[GG-PLAY-87] [GG-ABL-63] Knockback with Super Strength that beats a wall\'s defence breaches it at once, whatever its hits', () => {
    const brute = [line('super-strength', 2), line('damage', 2, { key: 'fist', modifiers: [mod('touch'), mod('melee')] })];
    const t = fight(brute);
    run(t, 'gg.wall', { hex: at(2), material: 'ground' });
    // Solid Melee 2 + Super Strength 2 = 4; against Ground 4 (Robust, 4 hits): 5+, a 5 breaches it.
    const r = run(t, 'gg.attack', punch, [9, 1, 1, 5, 9]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ level: 4, needed: 5, hits: 4, breached: true });
    expect(events(r, 'gg.wall')[0]!.ruleIds).toContain('GG-ABL-63');
  });

  it('[GG-PLAY-87] [GG-ABL-30] a Forced Move whose path is blocked strikes the same way', () => {
    const shove = line('forced-move', 3, { key: 'fist', options: { direction: 'away' }, modifiers: [mod('touch')] });
    const t = fight([shove]);
    run(t, 'gg.wall', { hex: at(3), material: 'heavy-wood' });
    // Result 3 vs Forced Move Defence 0 on a 5 (8 hexes), stopped after 1: Level 3 − 1 = 2 against 3 (6+); the hero 2 against 0 (3+).
    const r = run(t, 'gg.attack', punch, [9, 5, 5, 3]);
    expect(data(events(r, 'gg.knockback-struck')[0])).toMatchObject({ travelled: 1, level: 2, defence: 3 });
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ needed: 6, breached: false });
    expect(status(t, 'hero').hits).toBe(2);
  });
  it('[GG-PLAY-87] off the six hex directions the body flies along the line from the attacker through the target, not one direction that drifts off it', () => {
    // From 0,0 through 1,1 (hex distance 2): the true line runs between the directions (1,0) and (0,1).
    const way = awayLine({ q: 0, r: 0 }, { q: 1, r: 1 }, 4);
    expect(way).toEqual([{ q: 2, r: 1 }, { q: 2, r: 2 }, { q: 3, r: 2 }, { q: 3, r: 3 }]);
    // Each hex beside the last and one further from the attacker; on a hex direction it is that direction.
    way.forEach((h, i) => expect(hexDistance(h, i === 0 ? { q: 1, r: 1 } : way[i - 1]!)).toBe(1));
    expect(way.map((h) => hexDistance(h, { q: 0, r: 0 }))).toEqual([3, 4, 5, 6]);
    expect(awayLine({ q: 0, r: 0 }, { q: 2, r: 0 }, 3)).toEqual([at(3), at(4), at(5)]);
    // Struck from beside, from the east: straight on west. Three neighbours are as far from the
    // attacker; the first of them in the kernel's order sent the body off 60 degrees before.
    expect(awayLine(at(1), at(0), 3)).toEqual([at(-1), at(-2), at(-3)]);

    // In play: a ranged Knockback from 0,0 at the hero on 1,1 flies it four hexes to 3,3 (one direction would have left it at 5,1).
    const bolt = line('damage', 4, { key: 'bolt', modifiers: [mod('ranged'), mod('knockback')] });
    const t = ggTable([
      { id: 'brute', side: 'villains', sheet: hero([bolt]), at: at(0) },
      { id: 'hero', side: 'heroes', sheet: hero([]), at: { q: 1, r: 1 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    const r = run(t, 'gg.attack', { figure: 'brute', ability: 'bolt', target: 'hero' }, [9, 1, 1]);
    expect(data(events(r, 'gg.forced-move-roll')[0])).toMatchObject({ push: 'knockback', success: true, boosts: 0 });
    expect(pos(t, 'hero')).toEqual({ q: 3, r: 3 });
  });
});
