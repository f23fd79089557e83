import { defineRoller, Distribution, type DieRecord, type Roller } from '../../dice/index.ts';
import { readCheck, readOpposed, succeeded, type CheckResult, type OpposedOutcome } from './checks.ts';
import type { D100Options } from './options.ts';

/**
 * The rollers of this system, collapsed to what the rules read so that exact odds stay small:
 * a check is one of four results, a defense is pass/fail, an opposed roll is win/lose/both-fail
 * (with whether the winner's roll was a critical). The raw faces reach the log through the
 * kernel's dice events.
 */
type CheckOptions = Pick<D100Options, 'criticalsAlwaysCount'>;
type OpposedOptions = Pick<D100Options, 'criticalsAlwaysCount' | 'opposedBothSucceed'>;

/** Targets below 0 or above 100 read the same as 0 and 100, so they share one roller. */
const clamp = (need: number) => Math.max(0, Math.min(100, need));

/**
 * Rollers are pure values of their parameters, and rules ask for the same few hundred over and
 * over (every attack, defense and opposed roll): each is built once and kept. Keys pack the
 * integer parameters into one number; a cache past its bound is simply cleared.
 */
const MAX_ROLLERS = 20_000;
const checkRollers = new Map<number, Roller<CheckResult>>();
const passRollers = new Map<number, Roller<boolean>>();
const opposedRollers = new Map<number, Roller<OpposedReading>>();

/** Keeps a roller just built: callers write `cache.get(key) ?? keep(cache, key, make…(…))`, no closure per roll. */
function keep<T>(cache: Map<number, Roller<T>>, key: number, roller: Roller<T>): Roller<T> {
  if (cache.size >= MAX_ROLLERS) cache.clear();
  cache.set(key, roller);
  return roller;
}

/** Targets are integers well inside ±2^20: offset and pack them with the option bits. */
const packNeed = (need: number) => need + 1_048_576;

export function checkRoller(need: number, options: CheckOptions): Roller<CheckResult> {
  const always = options.criticalsAlwaysCount;
  const key = packNeed(need) * 2 + (always ? 1 : 0);
  return checkRollers.get(key) ?? keep(checkRollers, key, makeCheckRoller(need, always));
}

function makeCheckRoller(need: number, always: boolean): Roller<CheckResult> {
  const n = clamp(need);
  return defineRoller({
    key: `d100ts:check:${n}:${always ? 1 : 0}`,
    label: `d100 ≤ ${need}`,
    roll: (faces) => {
      const face = faces.roll(100);
      return { value: readCheck(face, n, always), dice: [{ sides: 100, face }] };
    },
    sample: (faces) => readCheck(faces.roll(100), n, always),
    distribution: () => Distribution.die(100).map((face) => readCheck(face, n, always)),
    describe: (v) => v.replace('-', ' '),
  });
}

/** A check where only success matters (Dodge, Block). */
export function passRoller(need: number, options: CheckOptions): Roller<boolean> {
  const always = options.criticalsAlwaysCount;
  const key = packNeed(need) * 2 + (always ? 1 : 0);
  return passRollers.get(key) ?? keep(passRollers, key, makePassRoller(need, always));
}

function makePassRoller(need: number, always: boolean): Roller<boolean> {
  const n = clamp(need);
  return defineRoller({
    key: `d100ts:pass:${n}:${always ? 1 : 0}`,
    label: `d100 ≤ ${need}`,
    roll: (faces) => {
      const face = faces.roll(100);
      return { value: succeeded(readCheck(face, n, always)), dice: [{ sides: 100, face }] };
    },
    sample: (faces) => succeeded(readCheck(faces.roll(100), n, always)),
    distribution: () => Distribution.die(100).map((face) => succeeded(readCheck(face, n, always))),
  });
}

export interface OpposedReading {
  readonly outcome: OpposedOutcome;
  /** The initiator won with a critical success ([D100-TRICK-02], [D100-STUNT-02]). */
  readonly critical: boolean;
}

/**
 * Both sides of an opposed roll ([D100-DICE-04]). Equal successful rolls are re-rolled
 * ([D100-RULING-04]): in play the pair is rolled again (the dropped pair stays in the log), and
 * the exact distribution is the 100 × 100 pairs conditioned on no tie.
 */
export function opposedRoller(aNeed: number, bNeed: number, options: OpposedOptions): Roller<OpposedReading> {
  const bits = (options.criticalsAlwaysCount ? 2 : 0) + (options.opposedBothSucceed === 'higher-wins' ? 1 : 0);
  const key = (packNeed(aNeed) * 2_097_152 + packNeed(bNeed)) * 4 + bits;
  return opposedRollers.get(key) ?? keep(opposedRollers, key, makeOpposedRoller(aNeed, bNeed, options));
}

function makeOpposedRoller(aNeed: number, bNeed: number, options: OpposedOptions): Roller<OpposedReading> {
  const a = clamp(aNeed);
  const b = clamp(bNeed);
  const opts = { criticalsAlwaysCount: options.criticalsAlwaysCount, opposedBothSucceed: options.opposedBothSucceed };
  return defineRoller({
    key: `d100ts:opposed:${a}:${b}:${opts.criticalsAlwaysCount ? 1 : 0}:${opts.opposedBothSucceed}`,
    label: `d100 ≤ ${aNeed} vs d100 ≤ ${bNeed}`,
    roll: (faces) => {
      const dice: DieRecord[] = [];
      for (;;) {
        const x = faces.roll(100);
        const y = faces.roll(100);
        const read = readOpposed(x, a, y, b, opts);
        if (read.outcome !== 'tie') {
          dice.push({ sides: 100, face: x }, { sides: 100, face: y });
          return { value: { outcome: read.outcome, critical: read.critical }, dice };
        }
        dice.push({ sides: 100, face: x, dropped: true }, { sides: 100, face: y, dropped: true });
      }
    },
    // The same pairs, re-rolled the same way; the reading itself is one of the shared few.
    sample: (faces) => {
      for (;;) {
        const x = faces.roll(100);
        const read = readOpposed(x, a, faces.roll(100), b, opts);
        if (read.outcome !== 'tie') return read as OpposedReading;
      }
    },
    distribution: () => opposedPairs(a, b, opts)
      .filter((r) => r.outcome !== 'tie')
      .map((r): OpposedReading => ({ outcome: r.outcome as OpposedOutcome, critical: r.critical })),
  });
}

/** Every one of the 100 × 100 pairs, before re-rolls ([D100-PROB-02]). */
export function opposedPairs(aNeed: number, bNeed: number, options: OpposedOptions): Distribution<{ outcome: OpposedOutcome | 'tie'; critical: boolean }> {
  const counts = new Map<string, number>();
  for (let x = 1; x <= 100; x++) {
    for (let y = 1; y <= 100; y++) {
      const r = readOpposed(x, aNeed, y, bNeed, options);
      const key = `${r.outcome}:${r.critical ? 1 : 0}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return Distribution.of([...counts].map(([key, n]) => {
    const [outcome, crit] = key.split(':') as [OpposedOutcome | 'tie', string];
    return [{ outcome, critical: crit === '1' }, n] as const;
  }));
}

const dieRollers = new Map<number, Roller<number>>();

export function dieRoller(sides: number): Roller<number> {
  return dieRollers.get(sides) ?? keep(dieRollers, sides, makeDieRoller(sides));
}

function makeDieRoller(sides: number): Roller<number> {
  return defineRoller({
    key: `d100ts:d${sides}`,
    label: `d${sides}`,
    roll: (faces) => {
      const face = faces.roll(sides);
      return { value: face, dice: [{ sides, face }] };
    },
    sample: (faces) => faces.roll(sides),
    distribution: () => Distribution.die(sides),
  });
}

export const D6 = dieRoller(6);
