import { describe, expect, it } from 'vitest';
import { runScenario } from './scenario.ts';
import { duelSystem } from './testing/duel-system.ts';

// The runner behind `arbiter scenario run` and test/scenarios: it must pass a true scenario
// and fail a false one with a message that says what differed.
const base = {
  name: 'duel: a hit that is blocked',
  system: 'duel',
  figures: [
    { id: 'a', name: 'Ann', side: 'heroes', controller: 'p1', sheet: { life: 6, bonus: 0 } },
    { id: 'b', name: 'Bob', side: 'villains', template: 'grunt' },
  ],
};
const attack = { actor: 'player:p1', command: { type: 'attack', args: { attacker: 'a', target: 'b' } } };

describe('scenario runner', () => {
  it('passes when the expected events, prompt and state happen', () => {
    const report = runScenario(duelSystem, {
      ...base,
      steps: [
        { command: { type: 'combat.start' } },
        { ...attack, dice: [5], expect: { prompt: { to: 'b', kind: 'defense' } } },
        { command: { type: 'answer', args: { value: 'block' } }, dice: [4], expect: { events: [{ type: 'duel.damaged', data: { damage: 3 } }] } },
      ],
    });
    expect(report.failures).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it('fails with a readable difference when an expectation is wrong', () => {
    const report = runScenario(duelSystem, {
      ...base,
      steps: [
        { command: { type: 'combat.start' } },
        { ...attack, dice: [2], expect: { events: [{ type: 'duel.damaged' }] } },
      ],
    });
    expect(report.passed).toBe(false);
    expect(report.failures.join('\n')).toMatch(/duel\.damaged/);
  });

  it('checks an expected rejection code', () => {
    const ok = runScenario(duelSystem, {
      ...base,
      steps: [{ command: { type: 'combat.start' } }, { actor: 'player:p1', command: { type: 'pass', args: { figure: 'b' } }, expect: { reject: 'NOT_YOUR_FIGURE' } }],
    });
    const wrong = runScenario(duelSystem, {
      ...base,
      steps: [{ command: { type: 'combat.start' } }, { ...attack, dice: [1], expect: { reject: 'NOT_YOUR_TURN' } }],
    });
    expect(wrong.passed).toBe(false);
    expect(ok.failures.join('\n')).toBe('');
  });

  it('reports an unreadable scenario instead of throwing', () => {
    const report = runScenario(duelSystem, { name: 'x' });
    expect(report.passed).toBe(false);
    expect(report.failures.join('\n')).toMatch(/system|steps/);
  });
});
