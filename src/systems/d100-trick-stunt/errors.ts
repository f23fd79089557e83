import { ruleRejection, type Rejection } from '../../kernel/index.ts';

/**
 * This system's own rejection codes, beside the kernel's (NOT_YOUR_TURN, TARGET_OUT_OF_RANGE,
 * ILLEGAL_ACTION…). Each rejection names the rule that forbids the move.
 */
export const D100_ERRORS = {
  INVALID_TARGET: 'That figure cannot be the target of this action.',
  WEAPON_NOT_IN_HAND: 'Ready/Recover to switch to that weapon first.',
  WEAPON_BROKEN: 'That weapon is broken.',
  OUT_OF_SHOTS: 'The weapon must be reloaded (Ready/Recover) first.',
  FUMBLED: 'After a fumble, Ready/Recover before attacking again.',
  ONLY_BREAK_FREE: 'A grappled character can only try to break free.',
  ALREADY_GRAPPLING: 'Release the hold first: one grapple at a time.',
  CANNOT_MOVE: 'The range cannot change that way.',
  NOTHING_TO_READY: 'There is nothing to ready that way.',
  NOT_UNAWARE: 'Only a victim who is completely unaware (or knocked out) can be assassinated.',
  CANNOT_HEAL: 'That patient cannot be healed.',
} as const;

export type D100ErrorCode = keyof typeof D100_ERRORS;

export function d100Reject(code: D100ErrorCode, ruleId: string, message: string = D100_ERRORS[code]): Rejection {
  return ruleRejection(code, message, ruleId);
}
