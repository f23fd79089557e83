import { describe, expect, it } from 'vitest';
import { hero, line, mod } from './ability-testing.ts';
import { current, events, ggTable, run, status, sys } from './testing.ts';
import type { StepResult } from '../../../kernel/index.ts';

// Initiative (GG-INIT-01, seed L451): "The order of the turn sequence (initiative) is in order of
// Speed Level. ... On a tie ... roll D to decide order." Ruling GG-PLAY-165: the Speed Level is the
// one the figure has as each Full Turn's order is made (drained, say); a tie a changed Speed makes
// is rolled with a new D.

const sprinter = hero('Sprinter', [line('speed', 2, { key: 'speed' })]);
const leech = hero('Leech', [
  line('speed', 1, { key: 'speed' }),
  line('drain', 2, { types: ['poison'], options: { drains: 'named', target: 'Speed' }, modifiers: [mod('ranged')] }),
]);
const initiativeRolls = (r: StepResult) => events(r, 'dice.rolled').filter((e) => String((e.data as { label?: unknown }).label).startsWith('initiative'));

function fight() {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: sprinter, at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: leech, at: { q: 3, r: 0 } },
  ], { heroPoints: 0 });
  // Speed 2 goes before Speed 1 whatever the dice.
  const r = run(t, 'combat.start', {}, [1, 9]);
  expect(initiativeRolls(r)).toHaveLength(2);
  expect(sys(t).order).toEqual(['a', 'b']);
  run(t, 'gg.end-turn', { figure: 'a' });
  expect(current(t)).toBe('b');
  return t;
}

describe('glorious gladiators: initiative reads the Speed a figure has now', () => {
  it('[GG-INIT-01] [GG-PLAY-165] [GG-ABL-22] a Speed drained to 1 ranks at Speed 1 from the next Full Turn; the tie it makes is rolled', () => {
    const t = fight();
    // To hit 5+; Drain 2 vs no Drain Defence: 3+, a 3 drains 1 Level.
    run(t, 'gg.attack', { figure: 'b', ability: 'drain', target: 'a' }, [5, 3]);
    expect(status(t, 'a').drained).toEqual({ speed: 1 });
    // Both at Speed 1 and major: a D each, a's 2 and b's 7.
    const r = run(t, 'gg.end-turn', { figure: 'b' }, [2, 7]);
    expect(initiativeRolls(r)).toHaveLength(2);
    expect(sys(t).order).toEqual(['b', 'a']);
    expect(events(r, 'gg.round')[0]!.ruleIds).toContain('GG-PLAY-165');
    // The Full Turn after keeps that order: no Speed moved since.
    run(t, 'gg.end-turn', { figure: 'b' });
    const next = run(t, 'gg.end-turn', { figure: 'a' });
    expect(initiativeRolls(next)).toHaveLength(0);
    expect(sys(t).order).toEqual(['b', 'a']);
  });

  it('[GG-INIT-01] [GG-PLAY-165] [GG-PLAY-03] with no Speed changed, each Full Turn keeps the first order and rolls nothing', () => {
    const t = fight();
    const r = run(t, 'gg.end-turn', { figure: 'b' });
    expect(initiativeRolls(r)).toHaveLength(0);
    expect(sys(t).order).toEqual(['a', 'b']);
    expect(events(r, 'gg.round')[0]!.ruleIds).not.toContain('GG-PLAY-165');
  });
});
