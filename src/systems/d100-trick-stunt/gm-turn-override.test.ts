import { describe, expect, it } from 'vitest';
import { scriptedFaces, SUSPEND } from '../../dice/index.ts';
import { accepted, TableEngine, type Actor, type StepResult } from '../../kernel/index.ts';
import { d100TrickStunt as sys } from './index.ts';
import type { D100State } from './model.ts';
import { ALDO, BRICK, CATO } from './templates.ts';

// Ruling D100-PLAY-08: the GM's override of whose turn it is (`gm.set` of sys.current, the side's queue,
// the figures that acted, the turn's record) names figures on the table. A turn given to no one stalled
// the table: no one could act or end it.

const GM: Actor = { kind: 'gm' };
const P1: Actor = { kind: 'player', id: 'p1' };

function exec(t: TableEngine, actor: Actor, type: string, args: unknown, dice: number[] = []): StepResult {
  return t.execute({ id: `c${t.state.seq}`, type, args }, actor, { faces: scriptedFaces(dice), choose: () => SUSPEND });
}
const run = (t: TableEngine, actor: Actor, type: string, args: unknown, dice: number[] = []) =>
  accepted(exec(t, actor, type, args, dice), type, args);

function fight(): TableEngine {
  const t = TableEngine.create(sys, { seed: 't' });
  run(t, P1, 'figure.add', { id: 'cato', name: 'Cato', side: 'heroes', sheet: CATO });
  run(t, P1, 'figure.add', { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO });
  run(t, GM, 'figure.add', { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK, revealed: true });
  run(t, GM, 'combat.start', {}, [5, 3]); // heroes first: Cato (Agility 70), then Aldo
  return t;
}
const set = (t: TableEngine, path: string[], value: unknown) => exec(t, GM, 'gm.set', { path: ['sys', ...path], value });
const why = (r: StepResult) => (r.ok ? null : `${r.rejection.code}: ${r.rejection.message}`);

describe('d100: the GM sets whose turn it is (D100-PLAY-08)', () => {
  it('[D100-PLAY-08] [D100-INIT-03] sys.current, the queue and the turn record name only figures on the table', () => {
    const t = fight();
    expect((t.state as D100State).sys.current).toBe('cato');
    expect(why(set(t, ['current'], 'ghost'))).toBe('UNKNOWN_FIGURE: Cannot set sys.current: there is no figure "ghost".');
    expect(why(set(t, ['queue'], ['cato', 'ghost']))).toBe('UNKNOWN_FIGURE: Cannot set sys.queue: there is no figure "ghost".');
    expect(why(set(t, ['turn', 'figure'], 'ghost'))).toBe('UNKNOWN_FIGURE: Cannot set sys.turn.figure: there is no figure "ghost".');
    expect(why(set(t, ['acted'], ['ghost']))).toBe('UNKNOWN_FIGURE: Cannot set sys.acted: there is no figure "ghost".');
    // A figure that is there takes the turn.
    run(t, GM, 'gm.set', { path: ['sys', 'current'], value: 'aldo' });
    expect((t.state as D100State).sys.current).toBe('aldo');
  });
});
