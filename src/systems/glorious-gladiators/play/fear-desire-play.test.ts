import { describe, expect, it } from 'vitest';
import { hexDistance, prepare, type Hex, type LegalAction, type TableEngine } from '../../../kernel/index.ts';
import { has, hero, line, mod, pos, ranged, state } from './ability-testing.ts';
import { gloriousGladiators } from '../system.ts';
import { mustFlee } from './fear.ts';
import { ggLegalActions } from './legal.ts';
import { ggOptions } from './model.ts';
import { current, GM, ggTable, refusal, run, tryRun } from './testing.ts';

// Fear (GG-ABL-27) and a Mental Illusion's Desire (GG-ABL-47) on one figure pull opposite ways:
// ruling GG-PLAY-198, Fear's flee first, then Desire's move, each once a turn.

const DREAD = { q: 2, r: 0 };

/**
 * Victim at (0, 0) made afraid by Dread's Fear (its origin: Dread, 2 hexes east) and drawn by
 * Dreamer's Mental Illusion to `place`; Victim's turn, its actions in hand.
 */
function torn(place: { q: number; r: number }): TableEngine {
  const t = ggTable([
    { id: 'd', side: 'a', sheet: hero('Dread', [line('fear', 2, { modifiers: [mod('close')] })]), at: DREAD },
    { id: 'm', side: 'a', sheet: hero('Dreamer', [ranged('mental-illusion', 2)]), at: { q: -1, r: 4 } },
    { id: 'v', side: 'b', sheet: hero('Victim', []), at: { q: 0, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5, 1]);
  run(t, 'gg.attack', { figure: 'd', ability: 'fear', target: 'v' }, [9, 9]);
  run(t, 'gg.end-turn', { figure: 'd' });
  run(t, 'gg.attack', { figure: 'm', ability: 'mental-illusion', target: 'v' }, [9, 9]);
  run(t, 'gg.mental-illusion', { figure: 'm', target: 'v', effect: 'desire', at: place }, [9]);
  run(t, 'gg.end-turn', { figure: 'm' });
  expect(current(t)).toBe('v');
  expect([has(t, 'v', 'afraid'), has(t, 'v', 'desire')]).toEqual([true, true]);
  return t;
}

/** Where Victim stands. */
const at = (t: TableEngine): Hex => pos(t, 'v') as unknown as Hex;
const legal = (t: TableEngine): LegalAction[] => ggLegalActions(state(t), GM, ggOptions({}));

/** Every action the bar offers is taken by validate (the fast lane trusts the list). */
function offeredAreTaken(t: TableEngine): void {
  for (const a of legal(t)) {
    const checked = prepare(gloriousGladiators as never, t.state, { id: 'q', type: a.type, args: a.args }, GM);
    expect(checked.ok || checked.rejection.message, a.label).toBe(true);
  }
}

const movesOffered = (t: TableEngine) => legal(t).filter((a) => a.type === 'gg.move');
/** What the bot proposes from the state (no list made). */
const bot = (t: TableEngine) =>
  gloriousGladiators.bot!.propose!(t.state as never, { options: t.state.options, actor: GM } as never, () => 0);

describe('glorious gladiators: Fear and Desire on one figure (GG-PLAY-198)', () => {
  it('[GG-PLAY-198] [GG-ABL-27] [GG-ABL-47] Fear\'s flee first, then Desire\'s move: the bar offers each in turn, validate takes exactly those', () => {
    const place = { q: 3, r: 0 };
    const t = torn(place);
    expect(mustFlee(state(t), 'v')).toBe('afraid');
    offeredAreTaken(t);
    const flee = movesOffered(t);
    expect(flee.length).toBeGreaterThan(0);
    expect(flee.every((a) => a.label.startsWith('Flee ('))).toBe(true);
    // The Movement by its name, and the way the move goes beside the words (the filter and the bot read that).
    expect(flee.map((a) => [a.label, (a as { way?: string }).way])).toContainEqual(['Flee (Running)', 'flee']);
    // Not the Desire's way first, no attack, no end of turn.
    expect(refusal(tryRun(t, 'gg.move', { figure: 'v', ability: 'running', to: { q: 1, r: 0 } }))).toBe('GG_MUST_FLEE GG-ABL-27');
    expect(refusal(tryRun(t, 'gg.end-turn', { figure: 'v' }))).toBe('GG_MUST_FLEE GG-ABL-27');
    // The bot takes the flee, as the bar offers it.
    expect(bot(t)).toMatchObject({ type: 'gg.move', args: flee[0]!.args });
    run(t, flee[0]!.type, flee[0]!.args);
    expect(hexDistance(at(t), DREAD)).toBeGreaterThan(2);
    // Now the Desire's move is owed with the second action: only that is offered, and the turn may not end before it.
    expect(mustFlee(state(t), 'v')).toBe('desire');
    offeredAreTaken(t);
    const drawn = movesOffered(t);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((a) => a.label.startsWith('Drawn ('))).toBe(true);
    expect(refusal(tryRun(t, 'gg.end-turn', { figure: 'v' }))).toBe('GG_MUST_FLEE GG-ABL-47');
    expect(bot(t)).toMatchObject({ type: 'gg.move', args: drawn[0]!.args });
    const before = hexDistance(at(t), place);
    run(t, drawn[0]!.type, drawn[0]!.args);
    expect(hexDistance(at(t), place)).toBeLessThan(before);
    // Its two actions spent on the two compelled moves, the turn passes on.
    expect(current(t)).not.toBe('v');
  });

  it('[GG-PLAY-198] [GG-ABL-27] [GG-ABL-47] a Desire that holds it where it stands does not stop the Fear\'s flee; then it is drawn back', () => {
    const t = torn({ q: 0, r: 0 });
    // Arrived: the Desire alone would leave it nothing to do; the Fear's flee is still owed, first.
    expect(mustFlee(state(t), 'v')).toBe('afraid');
    offeredAreTaken(t);
    expect(legal(t).map((a) => a.label)).not.toContain('End turn');
    const flee = movesOffered(t);
    expect(flee.length).toBeGreaterThan(0);
    expect(flee.every((a) => a.label.startsWith('Flee ('))).toBe(true);
    run(t, flee[0]!.type, flee[0]!.args);
    expect(mustFlee(state(t), 'v')).toBe('desire');
    offeredAreTaken(t);
    const back = movesOffered(t);
    expect(back.map((a) => a.label.startsWith('Drawn ('))).toEqual(back.map(() => true));
    run(t, back[0]!.type, back[0]!.args);
    expect(pos(t, 'v')).toEqual({ q: 0, r: 0 });
    expect(current(t)).not.toBe('v');
  });

  it('[GG-PLAY-209] [GG-DIS-12] [GG-ABL-47] a Coward drawn by a Desire moves toward the place only by moves that take it away from the nearest enemy; none, none owed', () => {
    const drawn = (place: { q: number; r: number }) => {
      const t = ggTable([
        { id: 'd', side: 'a', sheet: hero('Brute', []), at: DREAD },
        { id: 'm', side: 'a', sheet: hero('Dreamer', [ranged('mental-illusion', 2)]), at: { q: -1, r: 4 } },
        { id: 'v', side: 'b', sheet: hero('Victim', [], { disadvantages: [{ id: 'angst' }, { id: 'coward' }] }), at: { q: 0, r: 0 } },
      ], { heroPoints: 0 });
      run(t, 'combat.start', {}, [9, 5, 1]);
      run(t, 'gg.end-turn', { figure: 'd' });
      run(t, 'gg.attack', { figure: 'm', ability: 'mental-illusion', target: 'v' }, [9, 9]);
      run(t, 'gg.mental-illusion', { figure: 'm', target: 'v', effect: 'desire', at: place }, [9]);
      run(t, 'gg.end-turn', { figure: 'm' });
      run(t, 'gg.trait', { figure: 'v', trait: 'coward' }, [3]);
      expect([has(t, 'v', 'coward'), has(t, 'v', 'desire')]).toEqual([true, true]);
      return t;
    };
    // The place is past the Brute: every step toward it is a step toward the nearest enemy.
    const past = drawn({ q: 4, r: 0 });
    offeredAreTaken(past);
    expect(mustFlee(state(past), 'v')).toBeNull();
    expect(run(past, 'gg.end-turn', { figure: 'v' }).ok).toBe(true);
    // The place is behind it: it is drawn there, away from the Brute.
    const behind = drawn({ q: -4, r: 0 });
    offeredAreTaken(behind);
    expect(mustFlee(state(behind), 'v')).toBe('desire');
    const moves = movesOffered(behind);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(hexDistance((m.args as unknown as { to: Hex }).to, DREAD)).toBeGreaterThan(2);
  });
});
