import { describe, expect, it } from 'vitest';
import { has, hero, line, mod, pos } from './ability-testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { data, events, ggTable, GM, refusal, rollLabels, run, sys, tryRun } from './testing.ts';

// Move Through a wall (GG-ATK-11, GG-SIT-03, seed L658-662, L674; ruling GG-PLAY-93), through real
// commands with scripted dice. The mover starts at 0,0 and runs along r = 0 at a wall at 4,0 with
// Dash, a Ground move 3 (3 hexes a Level); its Punch/Kick is 1.

const dash = line('movement', 3, { key: 'dash', options: { classes: ['ground'] } });
const armour = line('damage-defence', 3, { types: ['solid'] });
/** A Punch/Kick upgraded with more modifiers (GG-ABL-S3): Damage (Solid), Touch, Melee. */
const punchWith = (...mods: AbilityPick['modifiers']): AbilityPick => ({
  key: 'punch-kick', ability: 'damage', starting: 'punch-kick', level: 1, types: ['solid'], source: 'standard', options: {},
  modifiers: [mod('touch'), mod('melee'), ...mods],
});

function runUp(material: string, abilities: AbilityPick[] = []) {
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Mover', [dash, ...abilities]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 0, r: 6 } },
  ], { heroPoints: 0 });
  run(t, 'gg.wall', { hex: { q: 4, r: 0 }, material });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}
const through = (level: number, hex = { q: 4, r: 0 }) => ({ figure: 'm', ability: 'dash', hex, level });

/**
 * A strong mover (Dash 3, Damage Defence 3, Super Strength 2) at 0,0 and its turn, with a Dangerous
 * Wall of Mason's (Level 4, Damage Defence 4) standing at 4,0 in its way.
 */
function dangerousWallTable() {
  const mason = line('wall', 4, {
    modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] }), mod('persistent', { variant: 'barrier' })],
    options: { toughness: 't1', dangerous: true },
  });
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Mover', [dash, armour, line('super-strength', 2)]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Mason', [mason]), at: { q: 4, r: 3 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [1, 9]);
  run(t, 'gg.create-wall', { figure: 'x', ability: 'wall', from: { q: 4, r: 0 }, to: { q: 4, r: 0 } });
  run(t, 'gg.end-turn', { figure: 'x' });
  return t;
}

describe('glorious gladiators: Move Through a wall', () => {
  it('[GG-ATK-11] [GG-PLAY-93] a wall is hit automatically; breached, the mover carries on as far as its Level less half the wall\'s resistance', () => {
    const t = runUp('light-wood', [armour]);
    // Punch/Kick 1 + Level 3 = 4 against Damage Defence 2: 3+. The wall hits back at 4 against Damage Defence 3: 4+, failed on a 1.
    // On along the line: 3 hexes a Level × (3 − ½ of 2) = 6 hexes from the start; Forced Move Defence 0 vs 3: 8+ to keep its feet.
    const r = run(t, 'gg.move-through-wall', through(3), [9, 1, 9]);
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
    expect(rollLabels(r)).toEqual(['move through the wall', 'the wall hits back', 'keep its feet in the breach']);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ level: 4, needed: 3, breached: true, moveThrough: true });
    expect(sys(t).walls).toEqual({});
    expect(pos(t, 'm')).toEqual({ q: 6, r: 0 });
  });

  it('[GG-ATK-11] [GG-PLAY-93] going through the breach on a Ground move, it falls prone there when it fails Forced Move Defence vs 3', () => {
    const t = runUp('light-wood', [armour]);
    run(t, 'gg.move-through-wall', through(3), [9, 1, 1]);
    expect(pos(t, 'm')).toEqual({ q: 4, r: 0 });
    expect(has(t, 'm', 'prone')).toBe(true);
  });

  it('[GG-ATK-11] [GG-PLAY-93] the wall hits back with Damage (Solid) of the same Level and Knockdown; unbreached, the mover stops before it', () => {
    const t = runUp('heavy-wood');
    // 1 + 2 = 3 against Damage Defence 3: 5+, failed on a 4. Back at 3 against no Protection: 2+; Knockdown.
    const r = run(t, 'gg.move-through-wall', through(2), [4, 9, 9]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ hits: 0, breached: false });
    expect(sys(t).walls['4,0']).toBeDefined();
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'm' });
    expect(has(t, 'm', 'prone')).toBe(true);
    expect(pos(t, 'm')).toEqual({ q: 3, r: 0 });
  });

  it('[GG-ATK-11] [GG-PLAY-93] [GG-PLAY-80] the Knockdown of the wall\'s hit back uses the blow\'s Level: a drained Punch/Kick counts once', () => {
    const t = runUp('heavy-wood');
    run(t, 'gm.set', { path: ['figures', 'm', 'status', 'drained'], value: { 'punch-kick': 1 } });
    // Punch/Kick 1 drained by 1: 0 + Level 3 = 3 against Damage Defence 3: 5+, failed on a 4. Back at 3 against no
    // Protection: 2+; its Knockdown the same 3 against Forced Move Defence 0: 2+.
    const r = run(t, 'gg.move-through-wall', through(3), [4, 9, 9]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ level: 3, needed: 5 });
    expect(events(r, 'gg.forced-move-roll').map((e) => data(e))).toMatchObject([{ target: 'm', push: 'knockdown', level: 3, needed: 2 }]);
  });

  it('[GG-ATK-11] [GG-ABL-63] [GG-PLAY-93] [GG-PLAY-80] the wall\'s hit back counts the mover\'s Super Strength once, in its Level, not again on its Knockdown', () => {
    const t = runUp('heavy-wood', [armour, line('super-strength', 2)]);
    // Punch/Kick 1 + Super Strength 2 + Level 2 = 5 against Damage Defence 3: 3+, failed on a 2. Back at 5 against the
    // mover's Damage Defence 3: 3+, made with no Boost; its Knockdown the same 5 against Forced Move Defence 0 + Super Strength 2: 2+.
    const r = run(t, 'gg.move-through-wall', through(2), [2, 3, 9]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ level: 5, needed: 3, breached: false });
    expect(events(r, 'gg.forced-move-roll').map((e) => data(e))).toMatchObject([{ target: 'm', push: 'knockdown', level: 5, resist: 2, needed: 2 }]);
  });

  it('[GG-ATK-11] [GG-PLAY-93] [GG-PLAY-13] [GG-MOD-48] a Piercing Punch/Kick gets past 3 of the wall\'s Damage Defence; its hit back is plain Damage (Solid), met by the mover\'s whole Damage Defence', () => {
    const t = runUp('heavy-wood', [armour, punchWith(mod('piercing'))]);
    // 1 + 2 = 3 against the wall's Damage Defence 3 less Piercing's 3: 2+, failed on a 1. Back at 3 against the
    // mover's whole Damage Defence 3: 5+ (2+ had the Piercing carried over).
    const r = run(t, 'gg.move-through-wall', through(2), [1, 4]);
    expect(events(r, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([2, 5]);
    expect(events(r, 'gg.hit')).toHaveLength(0);
  });

  it('[GG-ABL-70] [GG-PLAY-93] a Dangerous wall strikes the mover with its own damage, half its Level: the mover\'s Super Strength adds nothing to it', () => {
    const t = dangerousWallTable();
    // Punch/Kick 1 + Super Strength 2 + Level 2 = 5 against Damage Defence 4: 4+, failed on a 1. The wall's sting,
    // Level 2 against the mover's Damage Defence 3: 6+, failed on a 5. The hit back at 5 against it: 3+, failed on a 2.
    const r = run(t, 'gg.move-through-wall', through(2), [1, 5, 2]);
    expect(events(r, 'gg.dangerous-wall')).toHaveLength(1);
    expect(events(r, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([4, 6, 3]);
  });

  it('[GG-ABL-70] [GG-ATK-07] [GG-PLAY-93] a Hindered mover takes its Penalty on the blow at the wall, and none on the Dangerous wall\'s sting or its hit back', () => {
    const t = dangerousWallTable();
    run(t, 'gm.set', { path: ['figures', 'm', 'status', 'hindrance'], value: 1 });
    // Punch/Kick 1 + Super Strength 2 + Level 2 = 5 against Damage Defence 4: 4+, a Penalty for being Hindered: 6+,
    // failed on a 1. The sting, Level 2 against Damage Defence 3: 6+ (8+ were the mover's Penalty on it), failed on
    // a 5. The hit back at 5 against it: 3+, failed on a 2.
    const r = run(t, 'gg.move-through-wall', through(2), [1, 5, 2]);
    expect(events(r, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([6, 6, 3]);
  });

  it('[GG-SIT-03] [GG-PLAY-93] a Robust wall takes nothing from a Move Through without Super Strength, and still hits back', () => {
    const t = runUp('interior-brick');
    const r = run(t, 'gg.move-through-wall', through(2), [9, 9]);
    expect(rollLabels(r)[0]).toBe('the wall hits back');
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ hits: 0, breached: false });
    expect(String(data(events(r, 'gg.wall')[0]).immune)).toContain('Robust');
    expect(pos(t, 'm')).toEqual({ q: 3, r: 0 });
  });

  it('[GG-SIT-03] [GG-ABL-63] [GG-PLAY-93] with Super Strength a result breaches the wall in one go, whatever its hits', () => {
    // Exterior brick: Damage Defence 3, Robust, 2 hits. Punch/Kick 1 + Super Strength 2 + Level 2 = 5: 3+, made with no Boost.
    const t = runUp('exterior-brick', [line('super-strength', 2)]);
    const r = run(t, 'gg.move-through-wall', through(2), [3, 1, 1, 1]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ level: 5, hits: 2, breached: true });
    // On: 3 × (2 − 2) = 0 hexes: it stays before the breach.
    expect(pos(t, 'm')).toEqual({ q: 3, r: 0 });
  });

  it('[GG-ATK-11] [GG-ABL-63] [GG-PLAY-80] Super Strength adds its Level to the blow at a figure as at a wall, and to what hits back', () => {
    const strong = [armour, line('super-strength', 2)];
    // At a figure: Punch/Kick 1 + Level 2 + Super Strength 2 = 5. To hit, 2 against Move 0: 3+. The blow against
    // Damage Defence 3: 3+ (5+ without Super Strength), failed on a 2; still standing, the target hits back at the
    // same 5 against the mover's Damage Defence 3: 3+, failed on a 2.
    const t = ggTable([
      { id: 'm', side: 'one', sheet: hero('Mover', [dash, ...strong]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Other', [armour]), at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    const r = run(t, 'gg.move-through', { figure: 'm', ability: 'dash', target: 'x', level: 2 }, [9, 2, 2]);
    const needed = Object.fromEntries(events(r, 'dice.rolled').map((e) => [String(data(e).label), (data(e).value as { target: number }).target]));
    expect(needed).toEqual({ 'move through': 3, 'move through damage': 3, 'move through recoil': 3 });
    // At a wall (heavy wood, Damage Defence 3) the same blow is the same 5: 3+, and the wall hits back at 5 too.
    const w = runUp('heavy-wood', strong);
    const atWall = run(w, 'gg.move-through-wall', through(2), [2, 2]);
    expect(data(events(atWall, 'gg.wall')[0])).toMatchObject({ level: 5, needed: 3 });
    expect(events(atWall, 'dice.rolled').map((e) => (data(e).value as { target: number }).target)).toEqual([3, 3]);
  });

  it('[GG-ATK-11] [GG-PLAY-93] the run-up is at least 3 hexes, straight and clear, and the action bar offers it', () => {
    const t = runUp('light-wood');
    run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'brush' });
    expect(refusal(tryRun(t, 'gg.move-through-wall', through(3)))).toBe('GG_HEX_NOT_REACHABLE GG-ATK-11');
    expect(refusal(tryRun(t, 'gg.move-through-wall', through(3, { q: 2, r: 0 })))).toBe('GG_NOT_APPLICABLE GG-ATK-11');
    const offered = (x: typeof t) => gloriousGladiators.legalActions(x.state as S, GM, { options: x.state.options as never, actor: GM })
      .filter((a) => a.type === 'gg.move-through-wall').map((a) => a.label);
    expect(offered(t)).toEqual([]);
    expect(offered(runUp('light-wood'))).toEqual(['Move Through the light wood at 4,0 (dash 3)']);
  });
});
