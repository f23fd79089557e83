import { prepare, type Json } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { GM } from './testing.ts';

// Test helpers for the forms (Fragmentation GG-ABL-32, Insubstantial GG-ABL-42): a form put on a
// figure as switching it on by itself would, and whether a command would be taken in that state.

/** The state with a form on `figure`, switched on by itself (Persistent, Level 2). */
export function inForm(s: S, form: 'fragmented' | 'insubstantial', ability: string, figure = 'u'): S {
  const fig = s.figures[figure]!;
  const c = { id: form, ruleId: 'GG-ACT-01', data: { from: figure, ability, level: 2, persistent: true } };
  return { ...s, figures: { ...s.figures, [figure]: { ...fig, conditions: [...fig.conditions, c] } } };
}
export const fragmented = (s: S): S => inForm(s, 'fragmented', 'fragmentation');
export const insubstantial = (s: S): S => inForm(s, 'insubstantial', 'insubstantial');

/** 'ok', or the refusal's code and rule ID, for the command as `figure` (by default u) would send it. */
export function takes(s: S, type: string, args: Record<string, Json>, figure = 'u'): string {
  const r = prepare(gloriousGladiators as never, s, { id: 'q', type, args: { figure, ...args } }, GM);
  return r.ok ? 'ok' : `${r.rejection.code} ${r.rejection.ruleId ?? ''}`.trim();
}
