import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { simulateFight } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { has, hero, ranged } from './ability-testing.ts';
import type { S } from './model.ts';
import { current, events, ggTable, run } from './testing.ts';

// Ruling GG-PLAY-216: in the End Game (GG-DMG-03) a transformed character is not in play for its
// side's defeat (GG-DMG-04). Transform makes its target immune to attacks and leaves it nothing but
// resisting (GG-ABL-68), so two sides whose only harm is Transform could never put anyone out of
// action, and counted as in play they were never defeated: bots played such a fight to the cap.

const STONER = hero('Stoner', [ranged('transform', 6)]);
const PLAIN = hero('Plain', []);
/** The End Game's first Full Turn at these tables: 16 minus the PCs (none here). */
const END_GAME = 16;

/** Stoner (acts first) 3 hexes from Plain, the table at Full Turn `round`; Stoner turns Plain to stone. */
function stoned(round: number) {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: STONER, at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: PLAIN, at: { q: 3, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5]);
  run(t, 'gm.set', { path: ['round'], value: round });
  run(t, 'gg.attack', { figure: 'a', ability: 'transform', target: 'b' }, [5, 5]);
  expect(has(t, 'b', 'transformed')).toBe(true);
  return t;
}

/** Ends Stoner's turn: Plain's passes (an Instant Transform leaves it no action) and the Full Turn ends. */
function fullTurnEnds(t: ReturnType<typeof stoned>) {
  const r = run(t, 'gg.end-turn', { figure: 'a' });
  return events(r, 'gg.defeated').map((e) => e.data as { side: string });
}

describe('a transformed character in the End Game (GG-PLAY-216)', () => {
  it('[GG-PLAY-216] [GG-DMG-03] [GG-DMG-04] [GG-ABL-68] in the End Game a side whose last major is transformed is defeated', () => {
    const t = stoned(END_GAME);
    expect(fullTurnEnds(t)).toEqual([{ side: 'two', round: END_GAME }]);
    expect(t.state.phase).toBe('ended');
    expect(t.state.winner).toBe('one');
  });

  it('[GG-PLAY-216] [GG-DMG-04] before the End Game a transformed major still keeps its side in the fight', () => {
    const t = stoned(7);
    expect(fullTurnEnds(t)).toEqual([]);
    expect(t.state.phase).toBe('combat');
    expect(current(t)).toBe('a');
  });

  it('[GG-PLAY-216] [GG-DMG-03] bots with nothing but Persistent Transform end every fight soon after the End Game begins', () => {
    const puppeteer = hero('Puppeteer', [ranged('transform', 6, 'persistent')]);
    for (let seed = 1; seed <= 6; seed++) {
      let end: S | null = null;
      const r = simulateFight(gloriousGladiators as never, [
        { id: 'a', name: 'A', side: 'one', sheet: puppeteer, position: { q: 0, r: 0 } },
        { id: 'b', name: 'B', side: 'two', sheet: puppeteer, position: { q: 6, r: 0 } },
      ], seededRng(`transform:${seed}`), { end: (s) => { end = s as S; } });
      expect(end!.phase).toBe('ended');
      expect(r.rounds).toBeLessThanOrEqual(end!.sys.endGameTurn + 3);
    }
  });
});
