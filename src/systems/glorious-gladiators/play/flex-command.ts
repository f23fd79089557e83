import { z } from 'zod';
import { defineCommand, folded, ruleRejection, updateStatus, type EventDraft, type Rejection } from '../../../kernel/index.ts';
import { expandedAbilities } from '../builder/facts.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction } from './common.ts';
import { flexChoiceSchema, flexProblem, isFlexible, type FlexChoice } from './flexible.ts';
import { actionBan } from './limits.ts';
import { sheetOf, statusOf, type GgOptions, type GgStatus, type GgSys, type S } from './model.ts';
import { put } from './put.ts';
import { withoutRejection } from './without-rejection.ts';

// Choosing how a Flexible ability is used (GG-MOD-20..25): with `gg.flex` for an action, or as part
// of the attack that uses it (`gg.attack … flex`). The choice stays until another is made.

/** Why this choice is not open to this ability of this figure (the Flexible rule it breaks), or null. */
export function flexRejection(s: S, figure: string, key: string, choice: FlexChoice): Rejection | null {
  const pick = s.figures[figure] ? expandedAbilities(sheetOf(s, figure)).find((p) => p.key === key) : undefined;
  if (!pick || !isFlexible(pick)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `"${key}" has no Flexible modifier.`, 'GG-MOD-20');
  if (statusOf(s, figure).without.includes(key)) {
    return withoutRejection(s, figure, key, GG_ERRORS.NOT_APPLICABLE)
      ?? ruleRejection(GG_ERRORS.NOT_APPLICABLE, `${pick.name ?? key} cannot be used now.`, 'GG-MOD-20');
  }
  const problem = flexProblem(pick, choice);
  return problem ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, problem.why, problem.ruleId) : null;
}

export const flexedDraft = (figure: string, ability: string, choice: FlexChoice): EventDraft =>
  ({ type: 'gg.flexed', data: { figure, ability, choice }, ruleIds: ['GG-MOD-20'] });

/** The table as it would be with this choice made (to check an attack made with it). */
export const withFlex = (s: S, figure: string, key: string, choice: FlexChoice): S =>
  updateStatus<GgSys, GgStatus>(s, figure, (x) => ({ ...x, flex: { ...(x.flex ?? {}), [key]: choice } }));

const args = z.object({ figure: z.string(), ability: z.string(), choice: flexChoiceSchema }).strict();

export const flex = defineCommand<z.infer<typeof args>, GgSys, GgOptions>({
  args,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    return flexRejection(s, a.figure, a.ability, a.choice);
  },
  resolve: function* (s0, a) {
    let s = yield* spendAction(s0, a.figure, `switch ${a.ability}`);
    s = yield* put(s, flexedDraft(a.figure, a.ability, a.choice));
    return folded(yield* finishAction(s));
  },
});

export const flexOf = (s: S, figure: string, key: string): FlexChoice | undefined => statusOf(s, figure).flex?.[key];
