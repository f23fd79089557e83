import { describe, expect, it } from 'vitest';
import { duelSystem } from '../testing/duel-system.ts';
import { createTableState } from '../state.ts';
import { applyEvent } from '../events.ts';
import type { TableState } from '../types.ts';
import { canSpend, isSpent, spend, spendAll, type Budget } from './budget.ts';
import { tickConditions } from './durations.ts';
import { advance, currentSlot, delayCurrent, isRoundOver, rankDescending, removeFigure, startOrder, tiedGroups, type TurnSlot } from './order.ts';
import { ACTION_SEQUENCE, actorsInPhase, phasesFor } from './phases.ts';

const slots = (...figs: string[]): TurnSlot[] => figs.map((figure, i) => ({ figure, actions: 2, score: 10 - i }));

describe('turn order', () => {
  it('ranks by score, then by tiebreak keys, keeping the given order for full ties', () => {
    const ranked = rankDescending([
      { figure: 'a', score: 5, tiebreak: [0] },
      { figure: 'b', score: 7, tiebreak: [0] },
      { figure: 'c', score: 5, tiebreak: [1] },
      { figure: 'd', score: 5, tiebreak: [0] },
    ]);
    expect(ranked.map((r) => r.figure)).toEqual(['b', 'c', 'a', 'd']);
    expect(tiedGroups(ranked).map((g) => g.map((r) => r.figure))).toEqual([['a', 'd']]);
  });

  it('skips figures that cannot act when starting and advancing', () => {
    const out = new Set(['a', 'c']);
    let order = startOrder(1, slots('a', 'b', 'c', 'd'), (f) => !out.has(f));
    expect(currentSlot(order)?.figure).toBe('b');
    order = advance(order, (f) => !out.has(f));
    expect(currentSlot(order)?.figure).toBe('d');
    order = advance(order);
    expect(isRoundOver(order)).toBe(true);
    expect(currentSlot(order)).toBeUndefined();
  });

  it('delays the current slot to just after another figure, once', () => {
    const order = delayCurrent(startOrder(1, slots('a', 'b', 'c')), 'c');
    expect(order.slots.map((s) => s.figure)).toEqual(['b', 'c', 'a']);
    expect(currentSlot(order)?.figure).toBe('b');
    // Delaying after a figure that already acted (or is unknown) changes nothing.
    const same = startOrder(1, slots('a', 'b', 'c'));
    expect(delayCurrent(same, 'zz')).toBe(same);
  });

  it('removes a figure that leaves the fight without moving the current turn', () => {
    const order = advance(advance(startOrder(1, slots('a', 'b', 'c', 'd'))));
    const after = removeFigure(order, 'a');
    expect(currentSlot(after)?.figure).toBe('c');
    expect(after.slots.map((s) => s.figure)).toEqual(['b', 'c', 'd']);
  });
});

describe('action budgets', () => {
  it('spends per kind and refuses to overspend', () => {
    let b: Budget = { move: 1, action: 2 };
    expect(canSpend(b, 'action', 2)).toBe(true);
    b = spend(b, 'action');
    expect(b).toEqual({ move: 1, action: 1 });
    expect(canSpend(b, 'dice')).toBe(false);
    expect(() => spend(b, 'action', 2)).toThrow(/overspent/);
    expect(isSpent(b)).toBe(false);
    expect(isSpent(spendAll(b))).toBe(true);
  });
});

describe('MEGS phases', () => {
  it('[MEGS-INIT-03] the Action Sequence table gives N phases ending in phase 10', () => {
    for (let n = 1; n <= 10; n++) {
      const phases = ACTION_SEQUENCE[n]!;
      expect(phases).toHaveLength(n);
      expect(phases[phases.length - 1]).toBe(10);
      expect([...phases].sort((x, y) => x - y)).toEqual(phases);
    }
    expect(phasesFor(3)).toEqual([4, 7, 10]);
    expect(phasesFor(14)).toEqual(ACTION_SEQUENCE[10]);
    expect(phasesFor(0)).toEqual([10]);
  });

  it('[MEGS-INIT-03] lists who acts in a phase, in the order given', () => {
    const figs = [{ figure: 'fast', actions: 5 }, { figure: 'slow', actions: 1 }, { figure: 'mid', actions: 2 }];
    expect(actorsInPhase(10, figs)).toEqual(['fast', 'slow', 'mid']);
    expect(actorsInPhase(5, figs)).toEqual(['mid']);
    expect(actorsInPhase(4, figs)).toEqual(['fast']);
  });
});

describe('durations', () => {
  function withConditions(): TableState {
    let s = createTableState(duelSystem, { seed: 1 });
    for (const id of ['a', 'b']) {
      s = applyEvent(duelSystem, s, {
        type: 'table.figure.added', seq: 0, batch: 0, commandId: 'c', actor: { kind: 'gm' }, ruleIds: [], visibility: 'all',
        data: { figure: { id, name: id, side: id, controller: 'gm', sheet: { life: 3, bonus: 0 }, status: { life: 3 }, position: null, conditions: [], revealed: true } },
      } as never, s);
    }
    s = { ...s, figures: { ...s.figures, a: { ...s.figures.a!, conditions: [
      { id: 'stunned', ruleId: 'DUEL-COND-01', expires: { at: 'turn-end', of: 'a', turns: 1 } },
      { id: 'blind', expires: { at: 'round-end', rounds: 2 } },
    ] } } };
    return s;
  }

  it('expires a turn-end condition at the end of its own figure\'s turn only', () => {
    const s = withConditions();
    expect(tickConditions(s, { at: 'turn-end', figure: 'b' })).toEqual([]);
    const events = tickConditions(s, { at: 'turn-end', figure: 'a' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'table.condition.removed', data: { figure: 'a', condition: 'stunned', reason: 'expired' }, ruleIds: ['DUEL-COND-01'] });
  });

  it('counts a round-end condition down before it expires', () => {
    const events = tickConditions(withConditions(), { at: 'round-end' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'table.condition.added', data: { figure: 'a', condition: { id: 'blind', expires: { rounds: 1 } } } });
  });
});
