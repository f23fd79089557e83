import { ruleRejection, type Rejection } from '../../kernel/index.ts';

/**
 * This system's own rejection codes, beside the kernel's (NOT_YOUR_TURN, NO_ACTIONS_LEFT,
 * ILLEGAL_ACTION, INVALID_POSITION…). Each rejection names the rule that forbids the move.
 */
export const HLH_ERRORS = {
  INVALID_TARGET: 'That figure cannot be the target of this action.',
  MOVE_TOO_FAR: 'That move is longer than this action allows.',
  UNREACHABLE: 'That square cannot be reached: a wall, a foe or another figure is in the way, or it is too far.',
  SQUARE_OCCUPIED: 'Another figure stands on that square: move it first.',
  ASSIST_USED: 'Assist already used by this side this round.',
  CANNOT_ASSIST: 'That character cannot be assisted.',
  HEROIC_EFFORT_USED: 'Heroic Effort already used this session.',
  NO_TRAINING: 'Heroic Effort applies the upgrade being trained for: choose one first.',
  NO_FANTASTIC_POWER: 'A Fantastic attack needs a Fantastic attack power.',
  NO_SUCH_CAREER: 'The character has no such Career.',
  INVALID_TRAINING: 'That upgrade cannot be trained for.',
  OUT_OF_COMBAT_ONLY: 'That happens outside combat.',
} as const;

export type HlhErrorCode = keyof typeof HLH_ERRORS;

export function hlhReject(code: HlhErrorCode, ruleId: string, message: string = HLH_ERRORS[code]): Rejection {
  return ruleRejection(code, message, ruleId);
}
