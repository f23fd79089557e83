import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { botPicks, hexDistance, simulateFight, type Hex, type TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, mod } from './ability-testing.ts';
import { pickMove } from './bot-moves.ts';
import { GM, pairTable, run } from './testing.ts';
import type { AbilityPick, GgSheet } from '../sheet.ts';

// Which Movement the bot moves with, and how near it goes (GG-PLAY-187, GG-PLAY-188): the same
// pick from the state (propose) as from the legal actions (choose). Every sheet has Running 1
// (3 hexes) first; an Air or Leap Movement goes 3 hexes a Level.

const blast = line('damage', 3, { key: 'blast', types: ['solid'], modifiers: [mod('ranged')] });
const flight = (level: number) => line('movement', level, { key: 'flight', options: { 'classes': ['air'], 'stand-off': false } });
const leap = (level: number) => line('movement', level, { key: 'leap', options: { classes: ['leap'] } });
/** Punch/Kick only (Touch, 0-1), and Running 1: it could strike from 5 hexes after its next move, 2 at a Penalty. */
const BRAWLER: GgSheet = hero('Foe', []);
const SHOOTER: GgSheet = hero('Foe', [line('damage', 2, { key: 'gun', types: ['solid'], modifiers: [mod('long-range')] })]);
/** Blue Comet's reach and flight (templates/heroes.ts as it was): a Ranged bolt, a Personal Persistent Flight 3 without Stand-Off. */
const COMET: GgSheet = hero('Comet', [
  line('damage', 4, { key: 'lightning-bolt', types: ['electricity'], modifiers: [mod('ranged')] }),
  line('movement', 3, { key: 'flight', options: { 'classes': ['air'], 'stand-off': false }, modifiers: [mod('persistent', { variant: 'personal' })] }),
]);
/** Ironclad's: a Touch fist, Jump Jets 3 (9 hexes): it could strike from 11 hexes after its next move. */
const IRON: GgSheet = hero('Iron', [
  line('damage', 4, { key: 'fist', types: ['solid'], modifiers: [mod('touch')] }),
  line('movement', 3, { key: 'jump-jets', options: { classes: ['leap'] } }),
]);

type Move = { ability: string; to: Hex };
/** The bot's pick, the same from the state as from the list, when it is a move. */
function pick(t: TableEngine): Move | null {
  const picks = botPicks(gloriousGladiators, t.state);
  expect(picks.proposed).toEqual(picks.chosen);
  if (picks.chosen?.type !== 'gg.move') return null;
  const args = picks.chosen.args as { ability: string; to: Hex };
  return { ability: args.ability, to: args.to };
}

const table = (lines: AbilityPick[], foe: GgSheet, q: number, me?: GgSheet) => pairTable(me ?? hero('Hero', lines), foe, { q, r: 0 });
const missed = (t: TableEngine, ability = 'blast') => {
  run(t, 'gg.attack', { figure: 'a', ability, target: 'b' }, [1, 1]);
  return t;
};
const from = (t: TableEngine, m: Move | null) => (m ? hexDistance(m.to, t.state.figures['b']!.position as unknown as Hex) : null);

describe('glorious gladiators bot: which Movement it moves with (GG-PLAY-187)', () => {
  it('[GG-PLAY-187] it closes in with the Movement that gets it furthest, not the first listed', () => {
    const t = table([leap(2)], BRAWLER, 20);
    expect(pick(t)).toMatchObject({ ability: 'leap', to: { q: 6, r: 0 } });
  });

  it('[GG-PLAY-187] it picks a move by the way the list says it goes, whatever the label\'s words', () => {
    const t = table([leap(2)], BRAWLER, 20);
    const list = gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM });
    // Labels reworded (another language, a new wording): the same move is picked from the list.
    const reworded = list.map((a, i) => ({ ...a, label: `offer ${i}` }));
    const picked = pickMove(t.state as never, 'a', ['b'], 'close on', reworded);
    expect(picked?.args).toMatchObject({ ability: 'leap', to: { q: 6, r: 0 } });
    const back = pickMove(t.state as never, 'a', ['b'], 'fall back', list);
    expect(back?.args).toMatchObject({ ability: 'leap' });
    expect(pickMove(t.state as never, 'a', ['b'], 'fall back', reworded)?.args).toEqual(back?.args);
  });

  it('[GG-PLAY-187] [GG-PLAY-182] one that would bar its own Ranged attack only when no other gets as far; else the first listed', () => {
    // Flight 2 and Leap 2 both go 6 hexes: Flight, listed first, would bar the blast.
    const t = missed(table([flight(2), leap(2), blast], SHOOTER, 20));
    expect(pick(t)).toMatchObject({ ability: 'leap', to: { q: 6, r: 0 } });
    // The action bar offers the hex once, with the Movement the bot would take.
    const list = gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM });
    const there = list.filter((a) => a.type === 'gg.move' && hexDistance((a.args as unknown as { to: Hex }).to, { q: 6, r: 0 }) === 0);
    expect(there.map((a) => (a.args as { ability: string }).ability)).toEqual(['leap']);
    // With nothing for it to bar, the first listed of the two.
    expect(pick(table([flight(2), leap(2)], SHOOTER, 20))).toMatchObject({ ability: 'flight', to: { q: 6, r: 0 } });
    // Further than any other, it is used though it bars the bolt: Blue Comet flies.
    expect(pick(table([], SHOOTER, 25, COMET))).toMatchObject({ ability: 'flight', to: { q: 9, r: 0 } });
  });
});

describe('glorious gladiators bot: keeping out of a shorter reach (GG-PLAY-188)', () => {
  it('[GG-PLAY-188] a shooter closing on a brawler stops outside the reach it could strike from after its next move', () => {
    // Running 3 and a Touch that strikes at 2 at a Penalty: the brawler could strike from 5 hexes; the blast reaches 10.
    const t = missed(table([blast], BRAWLER, 8));
    expect(pick(t)).toMatchObject({ ability: 'running', to: { q: 2, r: 0 } });
    // Against a foe that shoots as far, it closes to its attacks' best range, 2 hexes, as before.
    expect(pick(missed(table([blast], SHOOTER, 7)))).toMatchObject({ to: { q: 3, r: 0 } });
  });

  it('[GG-PLAY-188] [GG-PLAY-187] inside that reach, after attacking it falls back instead of closing in, as far as it can', () => {
    const t = missed(table([blast, leap(2)], BRAWLER, 3));
    expect(pick(t)).toMatchObject({ ability: 'leap' });
    expect(from(t, pick(t))).toBe(9);
    // Not before its attack, nor against a foe whose reach is as long.
    expect(pick(table([blast, leap(2)], BRAWLER, 3))).toBeNull();
    expect(from(missed(table([blast], SHOOTER, 3)), pick(missed(table([blast], SHOOTER, 3))))).toBe(2);
  });

  it('[GG-PLAY-188] [GG-PLAY-187] a Blue Comet bolts an Ironclad, then flies off; out of reach, it flies in', () => {
    const t = missed(table([], IRON, 6, COMET), 'lightning-bolt');
    expect(pick(t)).toMatchObject({ ability: 'flight' });
    expect(from(t, pick(t))).toBe(15);
    // Beyond twice the bolt's 10 hexes: Flight's 9 hexes, though it bars the bolt.
    const far = table([], IRON, 25, COMET);
    expect(pick(far)).toMatchObject({ ability: 'flight', to: { q: 9, r: 0 } });
  });

  it('[GG-PLAY-189] [GG-PLAY-184] its flight on and its bolt barred, it switches the flight off and bolts, not grapples', () => {
    const t = table([], IRON, 6, COMET);
    run(t, 'gg.move', { figure: 'a', ability: 'flight', to: { q: 4, r: 0 } });
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    const picks = botPicks(gloriousGladiators, t.state);
    expect(picks.proposed).toEqual(picks.chosen);
    expect(picks.chosen).toMatchObject({ type: 'gg.deactivate', args: { ability: 'flight' } });
    run(t, 'gg.deactivate', { figure: 'a', ability: 'flight' });
    expect(botPicks(gloriousGladiators, t.state).chosen).toMatchObject({ type: 'gg.attack', args: { ability: 'lightning-bolt' } });
  });

  it('[GG-PLAY-188] [GG-PLAY-187] a Blue Comet\'s fights with an Ironclad end, alike in both lanes, and it flies', () => {
    const combatants = [
      { id: 'comet', name: 'Blue Comet', side: 'heroes', sheet: COMET, position: { q: 0, r: 0 } },
      { id: 'iron', name: 'Ironclad', side: 'villains', sheet: IRON, position: { q: 6, r: 0 } },
    ];
    let flights = 0;
    const count = (list: readonly { type: string; data?: unknown }[]) => {
      for (const e of list) if (e.type === 'gg.moved' && (e.data as { activeMove?: { key: string } }).activeMove?.key === 'flight') flights++;
    };
    for (let i = 0; i < 6; i++) {
      let fast: unknown;
      let full: unknown;
      const a = simulateFight(gloriousGladiators, combatants, seededRng(`kite:${i}`), { lane: 'fast', end: (s) => (fast = s) });
      const b = simulateFight(gloriousGladiators, combatants, seededRng(`kite:${i}`), { lane: 'full', end: (s) => (full = s), trace: count });
      expect(a).toEqual(b);
      expect(fast).toStrictEqual(full);
      expect(a.winner).not.toBeNull();
    }
    expect(flights).toBeGreaterThan(0);
  });
});
