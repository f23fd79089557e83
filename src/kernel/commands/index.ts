import type { CommandSpec } from '../system.ts';
import { combatEnd, combatStart } from './combat.ts';
import { answer, undo } from './decisions.ts';
import { figureAdd, figureRemove, figureReveal } from './figures.ts';
import { gmConditionAdd, gmConditionRemove, gmMove, gmNote, gmRoll, gmSet } from './gm.ts';

/** Commands every table has, whatever its system. System command names must not clash. */
export const KERNEL_COMMANDS: Readonly<Record<string, CommandSpec>> = {
  'figure.add': figureAdd,
  'figure.remove': figureRemove,
  'figure.reveal': figureReveal,
  'combat.start': combatStart,
  'combat.end': combatEnd,
  'answer': answer,
  'undo': undo,
  'gm.set': gmSet,
  'gm.condition.add': gmConditionAdd,
  'gm.condition.remove': gmConditionRemove,
  'gm.move': gmMove,
  'gm.note': gmNote,
  'gm.roll': gmRoll,
};

export { mayAnswer } from './decisions.ts';
export { playerAddRejection, type AddSite } from './figures.ts';
