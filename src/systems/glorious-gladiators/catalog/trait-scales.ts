import { FREQUENCY_VALUE, SEVERITY_VALUE, type Frequency, type Severity } from './vocabulary.ts';

// What frequency and severity mean at the table (seed L289-296), as data the builder shows and
// the play layer uses when the referee calls for an advantage or a disadvantage.

export interface SeverityScale {
  /** Price part (GG-TRAIT-05). */
  readonly value: number;
  /** The D roll an incredible task needs with an advantage this strong, or that sets off a disadvantage (GG-DICE-07). */
  readonly roll: number;
  /** Or: Bonuses (advantage) / Penalties (disadvantage) on a task the character could do anyway. */
  readonly bonuses: number;
}

/** GG-TRAIT-05: Maj 3+ or 3 Bonuses, Sig 5+ or 2, Min 7+ or 1. */
export const SEVERITY_SCALE: Readonly<Record<Severity, SeverityScale>> = {
  major: { value: SEVERITY_VALUE.major, roll: 3, bonuses: 3 },
  significant: { value: SEVERITY_VALUE.significant, roll: 5, bonuses: 2 },
  minor: { value: SEVERITY_VALUE.minor, roll: 7, bonuses: 1 },
};

export interface FrequencyScale {
  readonly value: number;
  /** V rows: how often the character may use it. */
  readonly voluntary: 'many per session' | 'once per session' | 'once per two sessions';
  /** C rows: how often its circumstances come up. */
  readonly circumstantial: 'more than once per session' | 'about once per session' | 'less than once per session';
  /** R rows: the D roll each session that brings it into play. */
  readonly randomRoll: number;
}

/** GG-TRAIT-04: Fre 2, Com 1, Rar 0, with the meaning of each for V, C and R rows. */
export const FREQUENCY_SCALE: Readonly<Record<Frequency, FrequencyScale>> = {
  frequent: { value: FREQUENCY_VALUE.frequent, voluntary: 'many per session', circumstantial: 'more than once per session', randomRoll: 5 },
  common: { value: FREQUENCY_VALUE.common, voluntary: 'once per session', circumstantial: 'about once per session', randomRoll: 7 },
  rare: { value: FREQUENCY_VALUE.rare, voluntary: 'once per two sessions', circumstantial: 'less than once per session', randomRoll: 9 },
};

/**
 * The roll a trait's use needs after the referee's adjustment (GG-TRAIT-08): a Bonus for a very
 * fitting use, a Penalty for a stretch, each worth 2 (GG-DICE-05).
 */
export function traitUseNeeds(severity: Severity, bonuses = 0, penalties = 0): number {
  return SEVERITY_SCALE[severity].roll - 2 * bonuses + 2 * penalties;
}
