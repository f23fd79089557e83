import { Distribution } from '../distribution.ts';
import { defineRoller, type DieRecord, type Roller } from '../roller.ts';
import type { FaceSource } from '../sources.ts';

/**
 * Capital's 3d6 Attribute Check roll ([CAP-DICE-02]): exactly two 6s add 1d6, three 6s add
 * 3d6; exactly two 1s subtract 1d6, three 1s subtract 3d6. Extra dice never trigger again.
 */
export function capitalCheckDice(): Roller<number> {
  return defineRoller({
    key: 'capital:3d6',
    label: '3d6 (Capital)',
    roll: (faces: FaceSource) => {
      const base = [faces.roll(6), faces.roll(6), faces.roll(6)];
      const dice: DieRecord[] = base.map((face) => ({ sides: 6, face }));
      const { extra, sign } = special(base);
      let total = base[0]! + base[1]! + base[2]!;
      for (let i = 0; i < extra; i++) {
        const face = faces.roll(6);
        dice.push({ sides: 6, face, value: sign * face, extra: true });
        total += sign * face;
      }
      return { value: total, dice };
    },
    distribution: () => {
      const d6 = Distribution.die(6);
      const three = d6.combine(d6, (a, b) => [a, b]).combine(d6, (ab, c) => [...ab, c]);
      return three.bind((faces) => {
        const { extra, sign } = special(faces);
        const sum = faces[0]! + faces[1]! + faces[2]!;
        return extra === 0 ? Distribution.constant(sum) : d6.sum(extra).scale(sign).add(sum);
      });
    },
  });
}

function special(faces: readonly number[]): { extra: number; sign: 1 | -1 } {
  const sixes = faces.filter((f) => f === 6).length;
  const ones = faces.filter((f) => f === 1).length;
  if (sixes === 3) return { extra: 3, sign: 1 };
  if (sixes === 2) return { extra: 1, sign: 1 };
  if (ones === 3) return { extra: 3, sign: -1 };
  if (ones === 2) return { extra: 1, sign: -1 };
  return { extra: 0, sign: 1 };
}
