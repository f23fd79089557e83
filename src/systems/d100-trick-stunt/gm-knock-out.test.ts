import { describe, expect, it } from 'vitest';
import { scriptedFaces, SUSPEND } from '../../dice/index.ts';
import { accepted, TableEngine, type Actor } from '../../kernel/index.ts';
import { d100TrickStunt as sys } from './index.ts';
import type { D100State } from './model.ts';
import { ALDO, BRICK, CATO } from './templates.ts';

const GM: Actor = { kind: 'gm' };
const P1: Actor = { kind: 'player', id: 'p1' };

function run(t: TableEngine, actor: Actor, type: string, args: unknown, dice: number[] = []) {
  const r = t.execute({ id: `c${t.state.seq}`, type, args }, actor, { faces: scriptedFaces(dice), choose: () => SUSPEND });
  return accepted(r, type, args);
}

const current = (t: TableEngine) => (t.state as D100State).sys.current;

describe('d100 the GM knocks out the figure whose turn it is', () => {
  it('[D100-COND-01] [D100-RULING-05] its turn can still be ended, where no one at the table had an action left', () => {
    const t = TableEngine.create(sys, { seed: 't' });
    run(t, P1, 'figure.add', { id: 'cato', name: 'Cato', side: 'heroes', sheet: CATO });
    run(t, P1, 'figure.add', { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO });
    run(t, GM, 'figure.add', { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK, revealed: true });
    run(t, GM, 'combat.start', {}, [5, 3]); // heroes first: Cato (Agility 70), then Aldo
    expect(current(t)).toBe('cato');
    run(t, GM, 'gm.condition.add', { figure: 'cato', condition: 'ko' });
    const offers = [...sys.legalActions(t.state as D100State, P1, {} as never), ...sys.legalActions(t.state as D100State, GM, {} as never)];
    expect(offers.map((a) => `${a.type} ${JSON.stringify(a.args)}`)).toContain('end-turn {"figure":"cato"}');
    run(t, P1, 'end-turn', { figure: 'cato' });
    expect(current(t)).toBe('aldo');
  });
});
