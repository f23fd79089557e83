import { Distribution } from '../distribution.ts';
import { defineRoller, type Roller } from '../roller.ts';

/** d100 read 01–00 with 00 = 100 ([D100-DICE-01]). */
export function percentileDie(): Roller<number> {
  return defineRoller({
    key: 'd100',
    label: 'd100',
    roll: (faces) => {
      const face = faces.roll(100);
      return { value: face, dice: [{ sides: 100, face }] };
    },
    distribution: () => Distribution.die(100),
  });
}

export type RollUnderResult = 'critical-success' | 'success' | 'failure' | 'critical-failure';

export interface CriticalBands {
  /** Rolls at or below this always succeed as criticals (01–05 by default). */
  readonly criticalSuccessMax: number;
  /** Rolls at or above this always fail as criticals (96–00 by default). */
  readonly criticalFailureMin: number;
}

export const STANDARD_CRITICAL_BANDS: CriticalBands = { criticalSuccessMax: 5, criticalFailureMin: 96 };

/** Classifies a d100 roll against a score: success iff roll ≤ score, with critical bands. */
export function readRollUnder(roll: number, score: number, bands: CriticalBands = STANDARD_CRITICAL_BANDS): RollUnderResult {
  if (roll <= bands.criticalSuccessMax) return 'critical-success';
  if (roll >= bands.criticalFailureMin) return 'critical-failure';
  return roll <= score ? 'success' : 'failure';
}

/** d100 roll-under a score, collapsed to its four results (for odds and for single checks). */
export function rollUnderDice(score: number, bands: CriticalBands = STANDARD_CRITICAL_BANDS): Roller<RollUnderResult> {
  const d100 = percentileDie();
  return defineRoller({
    key: `rollunder:${score}:${bands.criticalSuccessMax}:${bands.criticalFailureMin}`,
    label: `d100 ≤ ${score}`,
    roll: (faces) => {
      const r = d100.roll(faces);
      return { value: readRollUnder(r.value, score, bands), dice: r.dice };
    },
    distribution: () => d100.distribution().map((roll) => readRollUnder(roll, score, bands)),
    describe: (v) => v.replace('-', ' '),
  });
}
