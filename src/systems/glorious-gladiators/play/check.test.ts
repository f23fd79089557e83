import { describe, expect, it } from 'vitest';
import { scriptedFaces } from '../../../dice/index.ts';
import { better, checkRoller, successChance, targetNumber, type CheckRoll } from './check.ts';
import { gloriousGladiators } from '../system.ts';
import { checkTable } from './odds.ts';

const rollWith = (target: number, minor: boolean, faces: number[], autoMiss: number | null = null): CheckRoll =>
  checkRoller(target, minor, autoMiss).roll(scriptedFaces(faces)).value;

describe('glorious gladiators: the check', () => {
  it('[GG-DICE-01] T = Resist − Level + 5: equal levels need 5+, Level 4 vs 6 needs 7+', () => {
    expect(targetNumber(3, 3)).toBe(5);
    expect(targetNumber(4, 6)).toBe(7);
    expect(targetNumber(6, 4)).toBe(3);
    expect(successChance(7, false).probability(true).toString()).toBe('2/5');
  });

  it('[GG-DICE-02] a natural 10 always succeeds for a major character, with 0 Boosts', () => {
    expect(rollWith(15, false, [10])).toMatchObject({ success: true, boosts: 0 });
    expect(rollWith(15, false, [9])).toMatchObject({ success: false });
  });

  it('[GG-DICE-03] a minor needing more than 10 rolls 10 then (T − 9)+; T 20 is impossible', () => {
    expect(rollWith(13, true, [10, 4])).toMatchObject({ success: true, boosts: 0, faces: [10, 4] });
    expect(rollWith(13, true, [10, 3])).toMatchObject({ success: false });
    expect(successChance(20, true).probability(true).toString()).toBe('0');
  });

  it('[GG-DICE-04] every 2 over the target is a Boost', () => {
    expect([5, 6, 7, 8, 9, 10].map((f) => rollWith(5, false, [f]).boosts)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('[GG-DICE-05] [GG-RULING-03] a Bonus is 2 off the target, a Penalty 2 on; they stack', () => {
    expect(targetNumber(4, 4, 1)).toBe(3);
    expect(targetNumber(4, 4, -1)).toBe(7);
    expect(targetNumber(4, 4, -3)).toBe(11);
  });

  it('[GG-DICE-08] the probability table for majors and minors, exact', () => {
    const major = checkTable(false).map((r) => r.probability.toString());
    const minor = checkTable(true).map((r) => r.probability.toString());
    expect(major).toEqual(['1', '9/10', '4/5', '7/10', '3/5', '1/2', '2/5', '3/10', '1/5', '1/10', ...Array<string>(10).fill('1/10')]);
    expect(minor.slice(10)).toEqual(['9/100', '2/25', '7/100', '3/50', '1/20', '1/25', '3/100', '1/50', '1/100', '0']);
    const q = gloriousGladiators.queries!['check-table']!.run({ minor: false, seeking: true } as never);
    expect((q.json as { probability: string }[])[0]!.probability).toBe('3/5');
  });

  it('[GG-RULING-04] a minor\'s two-roll success has no Boosts even on a high second die', () => {
    expect(rollWith(11, true, [10, 10])).toMatchObject({ success: true, boosts: 0 });
  });

  it('[GG-DICE-06] a Hero Point keeps the better roll for the one who spent it', () => {
    const fail = rollWith(7, false, [3]);
    const win = rollWith(7, false, [9]);
    expect(better(fail, win)).toBe(win);
    expect(better(win, rollWith(7, false, [7]))).toBe(win);
  });

  describe('acceptance scenarios', () => {
    const cases: [string, number, number, boolean, number[], boolean, number][] = [
      ['GG-SCN-01', 5, 3, false, [7], true, 2],
      ['GG-SCN-02', 5, 3, false, [10], true, 3],
      ['GG-SCN-03', 1, 8, false, [10], true, 0],
      ['GG-SCN-07', 3, 0, false, [8], true, 3],
      ['GG-SCN-09', 8, 0, false, [1], true, 2],
    ];
    for (const [id, level, resist, minor, faces, success, boosts] of cases) {
      it(`[${id}] Level ${level} vs ${resist}, roll ${faces.join(', ')}`, () => {
        expect(rollWith(targetNumber(level, resist), minor, faces)).toMatchObject({ success, boosts });
      });
    }
    it('[GG-SCN-04] [GG-SCN-05] [GG-SCN-06] minors: T 13 with 10, 4 and 10, 3; T 9 with a 10', () => {
      expect(rollWith(13, true, [10, 4])).toMatchObject({ success: true, boosts: 0 });
      expect(rollWith(13, true, [10, 3]).success).toBe(false);
      expect(rollWith(9, true, [10])).toMatchObject({ success: true, boosts: 0 });
    });
    it('[GG-SCN-08] Level 4 vs Evade 4 with a Penalty needs 7: a 6 misses', () => {
      expect(targetNumber(4, 4, -1)).toBe(7);
      expect(rollWith(7, false, [6]).success).toBe(false);
    });
    it('[GG-SCN-25] [GG-ATK-03] Seeking Homing 6 vs Confusion 0 (T −1) still misses on a 4', () => {
      expect(rollWith(targetNumber(6, 0), false, [4], 4).success).toBe(false);
      expect(rollWith(targetNumber(6, 0), false, [5], 4)).toMatchObject({ success: true, boosts: 3 });
    });
  });
});
