/**
 * Every error the dice layer raises has a stable code (docs/errors.md). Malformed notation and
 * a scripted source that runs dry are user-facing; the message says what and where.
 */
export type DiceErrorCode =
  | 'DICE_SYNTAX'
  | 'DICE_LIMIT'
  | 'DICE_SCRIPT_EXHAUSTED'
  | 'DICE_SCRIPT_IMPOSSIBLE'
  | 'DICE_PROCESS'
  /** An exact enumeration passed its guard on outcomes (enumerateProcess maxLeaves): an answer, not a bug. */
  | 'DICE_TOO_MANY_OUTCOMES';

export class DiceError extends Error {
  readonly code: DiceErrorCode;
  /** 0-based character offset into the notation, for DICE_SYNTAX and DICE_LIMIT. */
  readonly position: number | undefined;

  constructor(code: DiceErrorCode, message: string, position?: number) {
    super(message);
    this.name = 'DiceError';
    this.code = code;
    this.position = position;
  }
}
