/**
 * Invalid commands are values, not exceptions: a Rejection carries a stable code (documented in
 * docs/errors.md), a human message and, where a rule forbids the move, that rule's ID.
 * Throwing is reserved for bugs.
 */
export const KERNEL_ERRORS = {
  BAD_COMMAND: 'The command is malformed.',
  UNKNOWN_COMMAND: 'This system has no such command.',
  UNKNOWN_FIGURE: 'There is no such figure at this table.',
  NOT_YOUR_FIGURE: 'You do not control that figure.',
  NOT_YOUR_TURN: 'It is not that figure\'s turn.',
  NO_ACTIONS_LEFT: 'That figure has no actions left this turn.',
  TARGET_OUT_OF_RANGE: 'The target is out of range.',
  ILLEGAL_ACTION: 'The rules do not allow that action now.',
  GM_ONLY: 'Only the GM may do that.',
  SPECTATORS_CANNOT_ACT: 'Spectators watch; they cannot act.',
  DECISION_PENDING: 'The table is waiting for a decision first.',
  NO_DECISION_PENDING: 'Nothing is waiting for a decision.',
  NOT_YOUR_DECISION: 'That decision belongs to someone else.',
  INVALID_ANSWER: 'That answer is not one of the options.',
  COMBAT_NOT_STARTED: 'Combat has not started.',
  COMBAT_ALREADY_STARTED: 'Combat is already under way.',
  COMBAT_OVER: 'Combat is over.',
  NOTHING_TO_UNDO: 'There is nothing to undo.',
  INVALID_CHARACTER: 'The character breaks the rules of its system.',
  INVALID_OVERRIDE: 'That value does not fit the sheet.',
  INVALID_POSITION: 'That is not a position on this table\'s map.',
  UNKNOWN_CONDITION: 'This system has no such condition.',
  DUPLICATE_FIGURE: 'A figure with that id is already at the table.',
  NOT_YOUR_SIDE: 'Players bring figures onto their own side, not onto one only the GM\'s figures hold.',
  INCAPACITATED: 'That figure cannot act.',
  ODDS_TOO_COMPLEX: 'Too many ways this can go to work out the exact odds in time.',
  ODDS_HIDDEN: 'These odds would reveal something hidden from you.',
} as const;

export type KernelErrorCode = keyof typeof KERNEL_ERRORS;

export interface Rejection {
  readonly code: string;
  readonly message: string;
  readonly ruleId?: string;
  readonly details?: unknown;
}

/** A rejection with the catalog's message unless a more specific one is given. */
export function reject(code: KernelErrorCode, message?: string, extra: { ruleId?: string; details?: unknown } = {}): Rejection {
  return { code, message: message ?? KERNEL_ERRORS[code], ...extra };
}

/**
 * Why an in-combat command is refused outside combat: COMBAT_OVER once a fight has ended (its
 * after-the-fight commands are the system's own), COMBAT_NOT_STARTED before; null in combat.
 */
export function notInCombat(state: { readonly phase: string }): Rejection | null {
  if (state.phase === 'combat') return null;
  return reject(state.phase === 'ended' ? 'COMBAT_OVER' : 'COMBAT_NOT_STARTED');
}

/** A system's own rejection code, e.g. ASSIST_ALREADY_USED, always with its rule ID. */
export function ruleRejection(code: string, message: string, ruleId: string, details?: unknown): Rejection {
  return details === undefined ? { code, message, ruleId } : { code, message, ruleId, details };
}

export function isRejection(v: unknown): v is Rejection {
  return typeof v === 'object' && v !== null && 'code' in v && 'message' in v && !('seq' in v);
}
