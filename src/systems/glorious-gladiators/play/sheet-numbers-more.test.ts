import { describe, expect, it } from 'vitest';
import { eventFor, viewFor, type Actor, type TableEngine, type TableEvent } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { disabling, hero, line, minion, mod, ranged } from './ability-testing.ts';
import type { S } from './model.ts';
import { events, ggTable, GM, pairTable, run } from './testing.ts';

// More of what a player sees of an unrevealed NPC (docs/hidden-information.md): a takedown that
// takes every hit it had, the walls it raises, the rest of its Split move, and the questions it is
// asked. No figure here is the player's: every sheet is hidden from them until revealed.
const PLAYER: Actor = { kind: 'player', id: 'p' };
const PLAIN = hero('Plain', []);

const shown = (t: TableEngine, e: TableEvent) => eventFor(e, PLAYER, t.state, gloriousGladiators) as TableEvent;
const text = (t: TableEngine, e: TableEvent) => gloriousGladiators.describe(e, t.state as S);
const playerView = (t: TableEngine) => viewFor(gloriousGladiators, t.state, PLAYER);
const reveal = (t: TableEngine, figure: string) => run(t, 'figure.reveal', { figure });

describe('a takedown that takes all the hits it had', () => {
  it('[GG-ABL-05] Body Moulding\'s Out of Action says it is out, not how many hits it had left', () => {
    const t = pairTable(hero('Sculptor', [ranged('body-moulding', 3)]), PLAIN, { q: 3, r: 0 });
    const hit = events(run(t, 'gg.attack', { figure: 'a', ability: 'body-moulding', target: 'b' }, [5, 6], ['out']), 'gg.hit')[0]!;
    const hits = (hit.data as { hits: number }).hits;
    expect(hits).toBeGreaterThan(0);
    expect(shown(t, hit).data).toMatchObject({ hits: null, hitsLeft: null, out: true });
    expect(text(t, shown(t, hit))).toBe('b is out of action');
    expect(text(t, hit)).toBe(`b takes ${hits} hits, 0 left: out of action`);
    reveal(t, 'b');
    expect(shown(t, hit).data).toMatchObject({ hits, hitsLeft: 0 });
  });

  it('[GG-MOD-14] Disabling puts its holder Out of Action without saying the hits it had', () => {
    const bolt = line('damage', 3, { key: 'bolt', types: ['energy'], modifiers: [mod('ranged')] });
    const t = pairTable(hero('Shooter', [bolt]), minion('Dodger', [disabling('evasion', 3)]), { q: 3, r: 0 });
    const hit = events(run(t, 'gg.attack', { figure: 'a', ability: 'bolt', target: 'b' }, [2, 1, 1, 1, 1]), 'gg.hit')[0]!;
    expect(hit.data).toMatchObject({ target: 'b', out: true });
    expect((hit.data as { hits: number }).hits).toBeGreaterThan(0);
    expect(shown(t, hit).data).toMatchObject({ hits: null, hitsLeft: null });
  });
});

const WALLER = hero('Mason', [line('wall', 3, {
  modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] })], options: { toughness: 't2' },
})]);

describe('the walls an unrevealed NPC raises and the rest of its Split move', () => {
  it('[GG-ABL-70] its walls on the map and in the log keep their place and stuff, not their Damage Defence or hits', () => {
    const t = ggTable([
      { id: 'u', side: 'one', sheet: WALLER, at: { q: 0, r: 0 } },
      { id: 'e', side: 'two', sheet: PLAIN, at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.wall', { hex: { q: -3, r: 0 }, material: 'interior-brick' });
    const raised = events(run(t, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } }), 'gg.wall');
    const walls = (playerView(t).sys as { walls: Record<string, Record<string, unknown>> }).walls;
    expect(walls['2,0']).toMatchObject({ defence: null, hits: null, opaque: true, by: { figure: 'u' } });
    // The GM's brick wall says its numbers: they are the rules', not a sheet's.
    expect([typeof walls['-3,0']!.defence, typeof walls['-3,0']!.hits]).toEqual(['number', 'number']);
    expect((shown(t, raised[0]!).data as { wall: unknown }).wall).toMatchObject({ defence: null, hits: null });
    expect(text(t, shown(t, raised[0]!))).toBe('u raises a wall at hex 2, -1');
    reveal(t, 'u');
    expect((playerView(t).sys as { walls: Record<string, unknown> }).walls['2,0']).toMatchObject({ defence: 3, hits: 3 });
  });

  it('[GG-ABL-20] a doorway through its wall keeps the walls it took out from players while a sheet is hidden', () => {
    const t = ggTable([
      { id: 'u', side: 'one', sheet: WALLER, at: { q: 0, r: 0 } },
      { id: 'e', side: 'two', sheet: hero('Keymaster', [line('door', 2, { modifiers: [mod('touch')] })]), at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } });
    run(t, 'gg.end-turn', { figure: 'u' });
    const opened = events(run(t, 'gg.door', { figure: 'e', ability: 'door', hex: { q: 2, r: 0 } }), 'gg.openings')[0]!;
    expect((t.state as S).sys.openings![0]!.walls!['2,0']).toMatchObject({ defence: 3 });
    expect(playerView(t).sys).toMatchObject({ openings: [{ kind: 'door', by: 'e', walls: null }] });
    expect(shown(t, opened).data).toMatchObject({ openings: [{ kind: 'door', walls: null }] });
  });

  it('[GG-ABL-18] the roll to break its wall is against its maker\'s Level: hidden from the player who breaks it, even once the wall is gone', () => {
    const eraser = hero('Eraser', [line('disintegrate', 3, { modifiers: [mod('ranged')] })]);
    const t = ggTable([
      { id: 'u', side: 'one', sheet: WALLER, at: { q: 0, r: 0 } },
      { id: 'e', side: 'two', sheet: eraser, at: { q: 4, r: 0 }, controller: 'p' },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } });
    run(t, 'gg.end-turn', { figure: 'u' });
    const broke = events(run(t, 'gg.disintegrate', { figure: 'e', ability: 'disintegrate', hex: { q: 2, r: 0 } }, [10]), 'gg.wall')[0]!;
    expect(broke.data).toMatchObject({ by: 'e', breached: true, wall: null, needed: 5 });
    expect(shown(t, broke).data).toMatchObject({ by: 'e', breached: true, needed: null });
    expect(text(t, shown(t, broke))).toBe('e disintegrates the wall at hex 2, 0 (rolled 10)');
  });

  it('[GG-PLAY-175] the hexes its Split move keeps are its Movement\'s: hidden in the view as in the log', () => {
    const t = ggTable([
      { id: 'm', side: 'one', sheet: hero('Mover', [line('movement', 2, { key: 'bound', options: { classes: ['leap'], split: true } })]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: PLAIN, at: { q: 8, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.move', { figure: 'm', ability: 'bound', to: { q: 2, r: 0 } });
    expect((t.state as S).sys.split).toEqual({ figure: 'm', ability: 'bound', hexes: 4 });
    expect(playerView(t).sys).toMatchObject({ split: { figure: 'm', ability: 'bound', hexes: null } });
    expect(viewFor(gloriousGladiators, t.state, GM).sys).toMatchObject({ split: { hexes: 4 } });
  });
});

const pending = (t: TableEngine, viewer: Actor = PLAYER) => viewFor(gloriousGladiators, t.state, viewer).pending!.prompt;

describe('the questions an unrevealed NPC is asked', () => {
  it('[GG-MOD-09] a cascade asks whom to strike next without the Level it strikes at', () => {
    const gun = line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), mod('cascade')] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero('Arc', [gun]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: PLAIN, at: { q: 5, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: PLAIN, at: { q: 5, r: 1 } },
    ]);
    run(t, 'combat.start', {}, [9, 1, 1]);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    expect(pending(t, GM).message).toMatch(/Level 2/);
    expect(pending(t)).toMatchObject({ to: 'a', kind: 'cascade', options: [] });
    expect(pending(t).message).not.toMatch(/\d/);
    expect(pending(t).message).toMatch(/cascades/);
  });

  it('[GG-ABL-01] Absorption asks how to share what it took without the number of Levels', () => {
    const claws = line('damage', 1, { key: 'claws', modifiers: [mod('touch')] });
    const sponge = hero('Sponge', [claws, line('absorption', 3, { options: { absorbs: ['energy'], into: ['punch-kick', 'claws'] } })]);
    const bolt = line('damage', 4, { types: ['energy'], modifiers: [mod('ranged')] });
    const t = pairTable(hero('Blaster', [bolt]), sponge, { q: 3, r: 0 }, 'd');
    run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'd' }, [5, 1]);
    expect(pending(t, GM).message).toMatch(/2 Levels to share/);
    expect(pending(t)).toMatchObject({ to: 'd', kind: 'absorb', options: [] });
    expect(pending(t).message).not.toMatch(/\d/);
  });

  it('[GG-MOD-39] the GM\'s question whether a Limited ability works keeps its odds from players while a sheet is hidden', () => {
    const zap = line('damage', 2, { modifiers: [mod('ranged'), mod('limited', { share: '50' })] });
    const t = pairTable(hero('Flicker', [zap]), PLAIN, { q: 3, r: 0 });
    run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'b' });
    expect(pending(t, GM)).toMatchObject({ to: 'gm', kind: 'limited' });
    expect(pending(t, GM).message).toMatch(/%/);
    expect(pending(t).message).not.toMatch(/%|\d/);
  });

  it('[GG-ABL-45] Luck asks whether to roll its dice without how many: its pool is its Level', () => {
    const t = pairTable(hero('Lucky', [line('luck', 4), ranged('damage', 2)]), PLAIN, { q: 3, r: 0 });
    run(t, 'gg.activate', { figure: 'a', ability: 'luck' });
    run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'b' }, [2]);
    expect(pending(t, GM).message).toMatch(/Add 2 luck dice/);
    expect(pending(t)).toMatchObject({ to: 'a', kind: 'spend-luck', options: [] });
    expect(pending(t).message).toMatch(/rolled 2/);
    expect(pending(t).message).not.toMatch(/Add \d|luck dice\b.*\d/);
  });
});
