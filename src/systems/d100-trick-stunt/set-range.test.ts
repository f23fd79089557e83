import { describe, expect, it } from 'vitest';
import { scriptedFaces, SUSPEND } from '../../dice/index.ts';
import { TableEngine, type Actor, type StepResult } from '../../kernel/index.ts';
import { d100TrickStunt as sys } from './index.ts';
import { ALDO, BRICK } from './templates.ts';

// The GM's range band (set-range, D100-MOVE-02) is between two characters (D100-RNG-01): the same
// figure twice was refused as an unknown figure, naming none.

const GM: Actor = { kind: 'gm' };

function exec(t: TableEngine, type: string, args: unknown): StepResult {
  return t.execute({ id: `c${t.state.seq}`, type, args }, GM, { faces: scriptedFaces([]), choose: () => SUSPEND });
}
const why = (r: StepResult) => (r.ok ? null : [r.rejection.code, r.rejection.ruleId ?? null, r.rejection.message]);

function table(): TableEngine {
  const t = TableEngine.create(sys, { seed: 't' });
  expect(exec(t, 'figure.add', { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO }).ok).toBe(true);
  expect(exec(t, 'figure.add', { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK, revealed: true }).ok).toBe(true);
  return t;
}

describe('d100: the GM sets a range band (set-range)', () => {
  it('[D100-RNG-01] [D100-MOVE-02] a band is between two characters: the same one twice is refused in words', () => {
    expect(why(exec(table(), 'set-range', { a: 'aldo', b: 'aldo', band: 'long' })))
      .toEqual(['INVALID_TARGET', 'D100-RNG-01', 'A range band is between two characters: Aldo is named twice.']);
  });

  it('[D100-RNG-01] a figure not on the table is named', () => {
    expect(why(exec(table(), 'set-range', { a: 'aldo', b: 'ghost', band: 'long' })))
      .toEqual(['UNKNOWN_FIGURE', null, 'There is no figure "ghost".']);
    expect(exec(table(), 'set-range', { a: 'aldo', b: 'brick', band: 'long' }).ok).toBe(true);
  });
});
