import { defineRoller, Distribution, readGgCheck, type DieRecord, type Roller } from '../../../dice/index.ts';

/**
 * The Glorious Gladiators check (GG-DICE-01..05) as a roller that also reports its faces, which
 * some rules read (a 1-2 hits an adjacent ally, GG-ATK-05; a Hero Point keeps the better roll,
 * GG-DICE-06). Success and Boosts come from the dice layer's readGgCheck, so the rule lives once.
 */
export interface CheckSpec {
  readonly level: number;
  readonly resist: number;
  readonly minor: boolean;
  /** Bonuses minus Penalties: each is 2 off the target number (GG-DICE-05, GG-RULING-03). */
  readonly net?: number;
  readonly autoMissAtOrBelow?: number | null;
}

export interface CheckRoll {
  readonly target: number;
  readonly faces: readonly number[];
  readonly success: boolean;
  readonly boosts: number;
}

/** T = Resist − Level + 5, then 2 lower per net Bonus (GG-DICE-01, GG-DICE-05). */
export function targetNumber(level: number, resist: number, net = 0): number {
  return resist - level + 5 - 2 * net;
}

const memo = new Map<string, Roller<CheckRoll>>();
/** The same rollers by a number made of their arguments: every check asks, and a number needs no string built and hashed. */
const byNumber = new Map<number, Roller<CheckRoll>>();

/** A d10 check needing `target`+, as a roller (seeded, scripted or enumerated). */
export function checkRoller(target: number, minor: boolean, autoMiss: number | null = null): Roller<CheckRoll> {
  const small = Number.isInteger(target) && Math.abs(target) < 1000
    && (autoMiss === null || (Number.isInteger(autoMiss) && autoMiss >= 0 && autoMiss < 100));
  const n = small ? ((target + 1000) * 2 + (minor ? 1 : 0)) * 128 + (autoMiss === null ? 127 : autoMiss) : -1;
  const known = small ? byNumber.get(n) : undefined;
  if (known) return known;
  const key = `gg-check:${target}:${minor ? 'minor' : 'major'}:${autoMiss ?? 0}`;
  let r = memo.get(key);
  if (r) {
    if (small) byNumber.set(n, r);
    return r;
  }
  const o = { target, minor, ...(autoMiss !== null ? { autoMissAtOrBelow: autoMiss } : {}) };
  const second = (first: number) => first === 10 && target > 10 && minor && target < 20 && !(autoMiss !== null && first <= autoMiss);
  const read = (faces: number[]): CheckRoll => {
    const c = readGgCheck(faces, o);
    return { target, faces, success: c.success, boosts: c.boosts };
  };
  r = defineRoller<CheckRoll>({
    key, label: `d10 needing ${target}+`,
    roll: (source) => {
      const first = source.roll(10);
      const faces = [first];
      const dice: DieRecord[] = [{ sides: 10, face: first, extra: false }];
      if (second(first)) {
        const face = source.roll(10);
        faces.push(face);
        dice.push({ sides: 10, face, extra: true });
      }
      return { value: read(faces), dice };
    },
    distribution: () => Distribution.die(10).bind((a) => (second(a)
      ? Distribution.die(10).map((b) => read([a, b]))
      : Distribution.constant(read([a])))),
    describe: (c) => (c.success ? `success, ${c.boosts} Boost${c.boosts === 1 ? '' : 's'}` : 'failure'),
  });
  memo.set(key, r);
  if (small) byNumber.set(n, r);
  specs.set(r, { target, minor, autoMiss });
  return r;
}

const specs = new WeakMap<Roller<CheckRoll>, { target: number; minor: boolean; autoMiss: number | null }>();

/** What a check roller needs (its target, minor, auto-miss), to read other faces the same way (Luck, GG-ABL-45). */
export function checkSpecOf(r: Roller<CheckRoll>): { target: number; minor: boolean; autoMiss: number | null } | undefined {
  return specs.get(r);
}

/** The check a roller makes, read from these faces instead. */
export function readFaces(r: Roller<CheckRoll>, faces: readonly number[]): CheckRoll | null {
  const o = specs.get(r);
  if (!o) return null;
  const options = { target: o.target, minor: o.minor, ...(o.autoMiss !== null ? { autoMissAtOrBelow: o.autoMiss } : {}) };
  return { target: o.target, faces: [...faces], ...readGgCheck([...faces], options) };
}

export function rollerFor(spec: CheckSpec): Roller<CheckRoll> {
  return checkRoller(targetNumber(spec.level, spec.resist, spec.net ?? 0), spec.minor, spec.autoMissAtOrBelow ?? null);
}

/** Exact chance of success needing T (GG-DICE-08), as a [numerator, denominator] pair over 100. */
export function successChance(target: number, minor: boolean, autoMiss: number | null = null): Distribution<boolean> {
  return checkRoller(target, minor, autoMiss).distribution().map((c) => c.success);
}

/** Which of two rolls is better for the roller: success first, then more Boosts (GG-DICE-06). */
export function better(a: CheckRoll, b: CheckRoll): CheckRoll {
  if (a.success !== b.success) return a.success ? a : b;
  return b.boosts > a.boosts ? b : a;
}

/** A plain d10 for fixed-number rolls (reactivation, recovery, wounds, direction). */
export const d10: Roller<number> = defineRoller({
  key: 'gg:d10', label: 'd10',
  roll: (source) => {
    const face = source.roll(10);
    return { value: face, dice: [{ sides: 10, face }] };
  },
  distribution: () => Distribution.die(10),
});

/** A d6 for a random hex direction (GG-ATK-10). */
export const d6: Roller<number> = defineRoller({
  key: 'gg:d6', label: 'd6',
  roll: (source) => {
    const face = source.roll(6);
    return { value: face, dice: [{ sides: 6, face }] };
  },
  distribution: () => Distribution.die(6),
});
