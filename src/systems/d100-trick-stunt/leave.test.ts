import { describe, expect, it } from 'vitest';
import { scriptedFaces, SUSPEND } from '../../dice/index.ts';
import { accepted, TableEngine, type Actor } from '../../kernel/index.ts';
import { rangeBetween } from './figures.ts';
import { d100TrickStunt as sys } from './index.ts';
import type { D100State } from './model.ts';
import { ALDO, BRICK, D100_TEMPLATES } from './templates.ts';

const GM: Actor = { kind: 'gm' };
const P1: Actor = { kind: 'player', id: 'p1' };
const THUG = D100_TEMPLATES.find((x) => x.id === 'thug')!.sheet;

function run(t: TableEngine, actor: Actor, type: string, args: unknown, dice: number[] = [], answers: string[] = []) {
  const q = [...answers];
  const r = t.execute({ id: `c${t.state.seq}`, type, args }, actor, { faces: scriptedFaces(dice), choose: () => (q.length ? q.shift()! : SUSPEND) });
  return accepted(r, type, args);
}

function table() {
  const t = TableEngine.create(sys, { seed: 't' });
  run(t, P1, 'figure.add', { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO });
  run(t, GM, 'figure.add', { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK, revealed: true });
  run(t, GM, 'figure.add', { id: 'thug', name: 'Thug', side: 'villains', sheet: THUG, revealed: true });
  return t;
}

const band = (t: TableEngine, a: string, b: string) => rangeBetween(t.state as D100State, a, b);
const used = (t: TableEngine) => (t.state as D100State).sys.used;

describe('d100 a figure taken off the table', () => {
  it('[D100-INIT-03] [D100-RNG-01] a new figure given a removed one\'s id starts at the starting range, outside combat', () => {
    const t = table();
    const start = band(t, 'aldo', 'thug');
    run(t, GM, 'set-range', { a: 'aldo', b: 'thug', band: 'extreme' });
    run(t, GM, 'figure.remove', { figure: 'thug' });
    expect(Object.keys((t.state as D100State).sys.ranges).filter((k) => k.includes('thug'))).toEqual([]);
    run(t, GM, 'figure.add', { id: 'thug', name: 'Thug', side: 'villains', sheet: THUG, revealed: true });
    expect(band(t, 'aldo', 'thug')).toBe(start);
  });

  it('[D100-INIT-03] [D100-RNG-01] [D100-TS-02] in combat too: its bands and the Tricks it used go with it', () => {
    const t = table();
    const start = band(t, 'aldo', 'brick');
    run(t, GM, 'set-range', { a: 'aldo', b: 'brick', band: 'long' });
    run(t, GM, 'combat.start', {}, [3, 5]); // villains first: the GM picks
    run(t, GM, 'trick', { figure: 'brick', target: 'aldo', description: 'a feint' }, [90, 90]);
    expect(used(t).brick).toEqual(['a feint']);
    run(t, GM, 'figure.remove', { figure: 'brick' });
    run(t, GM, 'figure.add', { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK, revealed: true });
    expect(band(t, 'aldo', 'brick')).toBe(start);
    expect(used(t).brick).toBeUndefined();
  });
});
