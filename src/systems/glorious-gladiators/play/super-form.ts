import { z } from 'zod';
import { defineCommand, folded, ruleRejection, type Rejection } from '../../../kernel/index.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction } from './common.ts';
import { actionBan } from './limits.ts';
import { abilityName, profile, sheetOf, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { profileOf } from './profile.ts';
import { put } from './put.ts';
import { superFormStart } from './variants.ts';

// Super Form (GG-ADV-46): out of form a character has lost abilities (and, Major, plays as a minor
// with 1 hit: variants.ts); changing into the form takes 1 action (Rare), 2 (Common) or 4
// (Frequent), spread over turns if need be. In form it is its whole self (ruling GG-PLAY-73).

export const SUPER_FORM_ACTIONS = { rare: 1, common: 2, frequent: 4 } as const;

/**
 * A command naming an ability its user has lost out of its Super Form is refused under the rule that
 * took it (GG-ADV-46, ruling GG-PLAY-179), with the command's own code; null for any other ability.
 * Asked only once the ability is not found, so a refusal's cost.
 */
export function outOfFormRejection(s: S, figure: string, key: string, code: string): Rejection | null {
  const st = statusOf(s, figure);
  if (!st.superForm || st.superForm.in || !st.without.includes(key)) return null;
  const sheet = sheetOf(s, figure);
  // The abilities the form takes away (a Mount left behind is also in `without`: equipment.ts).
  const lost = superFormStart(sheet, st.superForm.hits, profileOf(sheet).rules.has['super-form'] ?? 'major').without;
  if (!lost.includes(key)) return null;
  return ruleRejection(code, `${abilityName(s, figure, key)} works only in the Super Form: change into it first.`, 'GG-ADV-46');
}

const args = z.object({ figure: z.string() }).strict();

export const changeForm = defineCommand<z.infer<typeof args>, GgSys, GgOptions>({
  args,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const form = statusOf(s, a.figure).superForm;
    return form && !form.in ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only a Super Form out of form changes.', 'GG-ADV-46');
  },
  resolve: function* (s0, a) {
    let s = yield* spendAction(s0, a.figure, 'change into the Super Form');
    const form = statusOf(s, a.figure).superForm!;
    const needed = SUPER_FORM_ACTIONS[profile(s, a.figure).rules.frequency['super-form'] ?? 'common'];
    const progress = form.progress + 1;
    s = yield* put(s, {
      type: 'gg.super-form', ruleIds: ['GG-ADV-46'],
      data: { figure: a.figure, progress, needed, in: progress >= needed, hits: form.hits },
    });
    return folded(yield* finishAction(s));
  },
});
