import { defineRoller, Distribution, type Roller } from '../../dice/index.ts';

/**
 * Weapon damage dice: "NdS" or "NdS+K"/"NdS-K" (e.g. "1d8", "2d6+1"), the form the sample
 * weapons use ([D100-CHAR-01], [D100-CHAR-02]). Anything else is unknown notation.
 */
export interface DamageDice {
  readonly count: number;
  readonly sides: number;
  readonly bonus: number;
}

const NOTATION = /^(\d{0,2})d(\d{1,3})(?:([+-])(\d{1,3}))?$/;

const parsed = new Map<string, DamageDice | null>();

/** Weapon damage is read on every hit: each notation is parsed once (a bounded cache). */
export function parseDamage(text: string): DamageDice | null {
  let dice = parsed.get(text);
  if (dice === undefined) {
    if (parsed.size >= 10_000) parsed.clear();
    dice = parseNotation(text);
    parsed.set(text, dice);
  }
  return dice;
}

function parseNotation(text: string): DamageDice | null {
  const m = NOTATION.exec(text.trim().toLowerCase());
  if (!m) return null;
  const count = m[1] === '' ? 1 : Number(m[1]);
  const sides = Number(m[2]);
  const bonus = m[4] === undefined ? 0 : Number(m[4]) * (m[3] === '-' ? -1 : 1);
  if (count < 1 || count > 20 || sides < 2 || sides > 100) return null;
  return { count, sides, bonus };
}

export function formatDamage(dice: DamageDice): string {
  const bonus = dice.bonus === 0 ? '' : dice.bonus > 0 ? `+${dice.bonus}` : `${dice.bonus}`;
  return `${dice.count}d${dice.sides}${bonus}`;
}

const sumRollers = new Map<number, Roller<number>>();

/** The sum of `count` dice with `sides` sides (the bonus is added by the rule, so it shows in the log). */
export function diceSumRoller(count: number, sides: number): Roller<number> {
  // Built once per dice; sides stay far below 65,536, so the key is unique.
  const key = count * 65_536 + sides;
  let roller = sumRollers.get(key);
  if (roller === undefined) {
    if (sumRollers.size >= 10_000) sumRollers.clear();
    roller = makeSumRoller(count, sides);
    sumRollers.set(key, roller);
  }
  return roller;
}

function makeSumRoller(count: number, sides: number): Roller<number> {
  return defineRoller({
    key: `d100ts:sum:${count}d${sides}`,
    label: `${count}d${sides}`,
    roll: (faces) => {
      const dice = [];
      let total = 0;
      for (let i = 0; i < count; i++) {
        const face = faces.roll(sides);
        total += face;
        dice.push({ sides, face });
      }
      return { value: total, dice };
    },
    sample: (faces) => {
      let total = 0;
      for (let i = 0; i < count; i++) total += faces.roll(sides);
      return total;
    },
    distribution: () => Distribution.die(sides).sum(count),
  });
}
