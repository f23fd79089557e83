import { Distribution } from '../distribution.ts';
import { defineRoller, type DieRecord, type Roller } from '../roller.ts';

/**
 * Glorious Gladiators check: one d10 against a target number T ([GG-DICE-01]).
 * - Success when the roll is at least T; Boosts = ⌊(roll − T) / 2⌋ ([GG-DICE-04]).
 * - Major characters: a natural 10 always succeeds ([GG-DICE-02]), with 0 Boosts when T > 10.
 * - Minor characters needing T > 10 roll a 10 and then roll again needing (T − 9)+; T ≥ 20 is
 *   impossible; such a success has 0 Boosts ([GG-DICE-03], [GG-RULING-04]).
 * - `autoMissAtOrBelow`: Seeking attacks miss on 1–4 whatever T is ([GG-ATK-03]).
 */
export interface GgCheckOptions {
  readonly target: number;
  readonly minor?: boolean;
  readonly autoMissAtOrBelow?: number;
}

export interface GgCheckResult {
  readonly success: boolean;
  readonly boosts: number;
}

const FAIL: GgCheckResult = { success: false, boosts: 0 };

export function readGgCheck(rolls: readonly number[], o: GgCheckOptions): GgCheckResult {
  const first = rolls[0]!;
  if (o.autoMissAtOrBelow !== undefined && first <= o.autoMissAtOrBelow) return FAIL;
  if (first >= o.target) return { success: true, boosts: Math.floor((first - o.target) / 2) };
  if (first !== 10) return FAIL;
  if (!o.minor) return { success: true, boosts: 0 };
  if (o.target >= 20) return FAIL;
  const second = rolls[1]!;
  return second >= o.target - 9 ? { success: true, boosts: 0 } : FAIL;
}

/** Whether the check needs a second die after this first one. */
function needsSecond(first: number, o: GgCheckOptions): boolean {
  const autoMiss = o.autoMissAtOrBelow !== undefined && first <= o.autoMissAtOrBelow;
  return !autoMiss && first === 10 && first < o.target && o.minor === true && o.target < 20;
}

export function ggCheckDice(o: GgCheckOptions): Roller<GgCheckResult> {
  return defineRoller({
    key: `gg:${o.target}:${o.minor ? 'minor' : 'major'}:${o.autoMissAtOrBelow ?? 0}`,
    label: `d10 needing ${o.target}+`,
    roll: (faces) => {
      const rolls = [faces.roll(10)];
      if (needsSecond(rolls[0]!, o)) rolls.push(faces.roll(10));
      const dice: DieRecord[] = rolls.map((face, i) => ({ sides: 10, face, extra: i > 0 }));
      return { value: readGgCheck(rolls, o), dice };
    },
    distribution: () => {
      const d10 = Distribution.die(10);
      return d10.bind((first) =>
        needsSecond(first, o) ? d10.map((second) => readGgCheck([first, second], o)) : Distribution.constant(readGgCheck([first], o)));
    },
    describe: (r) => (r.success ? `success, ${r.boosts} Boost${r.boosts === 1 ? '' : 's'}` : 'failure'),
  });
}
