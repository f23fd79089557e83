import { Distribution } from '../distribution.ts';
import { defineRoller, type DieRecord, type Roller } from '../roller.ts';

/**
 * Two dice read High (the larger) or Low (the smaller); a double reads as the sum for both
 * ([HLH-DICE-01]). One physical roll feeds two readings, so the value carries both.
 */
export interface HighLowReading {
  readonly high: number;
  readonly low: number;
  readonly double: boolean;
}

export function readHighLow(d1: number, d2: number): HighLowReading {
  if (d1 === d2) return { high: d1 + d2, low: d1 + d2, double: true };
  return { high: Math.max(d1, d2), low: Math.min(d1, d2), double: false };
}

/** 2dN read High/Low with doubles summed: 21 distinct readings for 2d6 instead of 36 rolls. */
export function highLowDice(sides = 6): Roller<HighLowReading> {
  return defineRoller({
    key: `highlow:2d${sides}`,
    label: `2d${sides} High/Low`,
    roll: (faces) => {
      const d1 = faces.roll(sides);
      const d2 = faces.roll(sides);
      const dice: DieRecord[] = [{ sides, face: d1 }, { sides, face: d2 }];
      return { value: readHighLow(d1, d2), dice };
    },
    distribution: () => {
      const die = Distribution.die(sides);
      return die.combine(die, readHighLow);
    },
    describe: (r) => (r.double ? `double (${r.high})` : `High ${r.high} / Low ${r.low}`),
  });
}
