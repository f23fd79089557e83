import { describe, expect, it } from 'vitest';
import { has, hero, line, mod, state } from './ability-testing.ts';
import { prepare, type TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { mustFlee } from './fear.ts';
import { ggLegalActions } from './legal.ts';
import { ggOptions } from './model.ts';
import { current, GM, ggTable, refusal, run, tryRun } from './testing.ts';

// An afraid character that cannot move (grabbed, trapped, held) is cornered: no flee is owed, so
// none is offered and it may end its turn (GG-PLAY-41, seed L101 'move as quickly as possible').

describe('glorious gladiators: Fear on a character that cannot move', () => {
  it('[GG-PLAY-41] [GG-ABL-27] [GG-ABL-36] a grabbed afraid character owes no flee: no move is offered, and it may end its turn', () => {
    const t = ggTable([
      { id: 'g', side: 'a', sheet: hero('Grabber', [line('grab', 3, { modifiers: [mod('touch'), mod('melee')] })]), at: { q: 0, r: 0 } },
      { id: 'd', side: 'a', sheet: hero('Dread', [line('fear', 2, { modifiers: [mod('close')] })]), at: { q: 0, r: 2 } },
      { id: 'v', side: 'b', sheet: hero('Victim', []), at: { q: 1, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 5, 1]);
    run(t, 'gg.attack', { figure: 'g', ability: 'grab', target: 'v' }, [9, 9]);
    run(t, 'gg.end-turn', { figure: 'g' });
    run(t, 'gg.attack', { figure: 'd', ability: 'fear', target: 'v' }, [9, 9]);
    run(t, 'gg.end-turn', { figure: 'd' });
    expect(current(t)).toBe('v');
    expect([has(t, 'v', 'grabbed'), has(t, 'v', 'afraid')]).toEqual([true, true]);
    expect(mustFlee(state(t), 'v')).toBeNull();
    const legal = ggLegalActions(state(t), GM, ggOptions({}));
    expect(legal.filter((a) => a.type === 'gg.move')).toEqual([]);
    expect(refusal(tryRun(t, 'gg.move', { figure: 'v', ability: 'running', to: { q: 3, r: 0 } }))).toBe('GG_CANNOT_MOVE GG-ABL-36');
    run(t, 'gg.end-turn', { figure: 'v' });
    expect(current(t)).not.toBe('v');
  });
});

/** Victim, made afraid by Dread's Fear on Dread's turn, now on its own turn with its actions in hand. */
function afraidOnItsTurn(): TableEngine {
  const t = ggTable([
    { id: 'd', side: 'a', sheet: hero('Dread', [line('fear', 2, { modifiers: [mod('close')] })]), at: { q: 0, r: 2 } },
    { id: 'v', side: 'b', sheet: hero('Victim', []), at: { q: 1, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  run(t, 'gg.attack', { figure: 'd', ability: 'fear', target: 'v' }, [9, 9]);
  run(t, 'gg.end-turn', { figure: 'd' });
  return t;
}

describe('glorious gladiators: Fear on a character that may only resist', () => {
  it('[GG-PLAY-41] [GG-ABL-27] [GG-ABL-48] an afraid character mesmerised on its turn is offered no flee, which it may not take, only to resist', () => {
    const t = afraidOnItsTurn();
    expect(current(t)).toBe('v');
    expect(mustFlee(state(t), 'v')).toBe('afraid');
    // The GM mesmerises it with its actions in hand (Apply condition): now it may only resist it.
    run(t, 'gm.condition.add', { figure: 'v', condition: 'mesmerised' });
    const legal = ggLegalActions(state(t), GM, ggOptions({}));
    for (const a of legal) {
      const checked = prepare(gloriousGladiators as never, t.state, { id: 'q', type: a.type, args: a.args }, GM);
      expect(checked.ok || checked.rejection.message, a.label).toBe(true);
    }
    expect(legal.map((a) => a.label)).toContain('Resist mesmerised');
    expect(legal.filter((a) => a.type === 'gg.move')).toEqual([]);
  });

  it('[GG-PLAY-41] [GG-ABL-27] [GG-ABL-51] an afraid character that may neither flee nor resist (possessing, its actions in hand) may end its turn', () => {
    const t = afraidOnItsTurn();
    run(t, 'gm.condition.add', { figure: 'v', condition: 'possessing' });
    const legal = ggLegalActions(state(t), GM, ggOptions({}));
    expect(legal.map((a) => a.label)).toEqual(['End turn']);
    run(t, 'gg.end-turn', { figure: 'v' });
    expect(current(t)).toBe('d');
  });
});
