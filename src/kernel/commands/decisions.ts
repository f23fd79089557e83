import { z } from 'zod';
import { reject } from '../errors.ts';
import { defineCommand } from '../system.ts';
import type { Actor, TableState } from '../types.ts';

/** Whether this actor may answer the pending prompt: its figure's controller, or the GM. */
export function mayAnswer(state: TableState, actor: Actor): boolean {
  const prompt = state.pending?.prompt;
  if (!prompt) return false;
  if (actor.kind === 'gm') return true;
  if (actor.kind !== 'player') return false;
  return state.figures[prompt.to]?.controller === actor.id;
}

const answerArgs = z.object({ value: z.union([z.string(), z.number(), z.boolean()]) }).strict();

/** Answers the pending prompt; the suspended resolution resumes (step.ts). */
export const answer = defineCommand<z.infer<typeof answerArgs>>({
  args: answerArgs,
  validate: (state, args, ctx) => {
    const pending = state.pending;
    if (!pending) return reject('NO_DECISION_PENDING');
    if (!mayAnswer(state, ctx.actor)) return reject('NOT_YOUR_DECISION', `This decision belongs to ${state.figures[pending.prompt.to]?.name ?? pending.prompt.to}.`);
    if (!pending.prompt.options.some((o) => o.value === args.value)) {
      return reject('INVALID_ANSWER', `Choose one of: ${pending.prompt.options.map((o) => o.label).join(', ')}.`);
    }
    return null;
  },
  // step.ts resumes the pending resolution itself.
  resolve: function* () {},
});

const undoArgs = z.object({ toBatch: z.number().int().positive().optional() }).strict();

/** The GM undoes the last command (or everything back to a batch); step.ts rewinds the log. */
export const undo = defineCommand<z.infer<typeof undoArgs>>({
  args: undoArgs,
  gmOnly: true,
  validate: () => null,
  resolve: function* () {},
});
