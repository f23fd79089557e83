import { ruleRejection, type Rejection } from '../../../kernel/index.ts';
import { mountKeys } from './equipment.ts';
import { abilityName, statusOf, type S } from './model.ts';
import { outOfFormRejection } from './super-form.ts';

// Why an ability the figure has on its sheet is gone from play for now (`status.without`): it is out
// of the Super Form the ability needs (GG-ADV-46, ruling GG-PLAY-179), or it is on a Mount left behind
// (GG-MOD-44, ruling GG-PLAY-185). A command naming it is refused under that rule, saying why, with
// the command's own code.

/** The refusal for an ability in `without`, or null for any other (asked only once the ability is not found: a refusal's cost). */
export function withoutRejection(s: S, figure: string, key: string, code: string): Rejection | null {
  const st = statusOf(s, figure);
  if (!st.without.includes(key)) return null;
  const outOfForm = outOfFormRejection(s, figure, key, code);
  if (outOfForm) return outOfForm;
  if (st.mountAt === null || !mountKeys(s, figure).includes(key)) return null;
  return ruleRejection(code, `${abilityName(s, figure, key)} is on the Mount left behind: get back on it (in or next to its hex) first.`, 'GG-MOD-44');
}
