import { describe, expect, it } from 'vitest';
import { Distribution } from './distribution.ts';
import { DiceError } from './errors.ts';
import { diceRoller } from './notation/evaluate.ts';
import {
  choose, chooseRequest, emit, enumerateProcess, EVENT_LIST, roll, rollRequest, runProcess, runSampled, SUSPEND, type Process,
} from './process.ts';
import { Rational } from './rational.ts';
import { restoreRng, seededRng } from './rng.ts';
import { scriptedFaces, seededFaces } from './sources.ts';

describe('seeded generator', () => {
  it('is deterministic per seed and resumes exactly from its saved state', () => {
    const a = seededRng('table-1');
    const b = seededRng('table-1');
    const first = Array.from({ length: 50 }, () => a.die(6));
    expect(Array.from({ length: 50 }, () => b.die(6))).toEqual(first);
    const saved = a.state();
    const next = Array.from({ length: 20 }, () => a.die(20));
    expect(Array.from({ length: 20 }, () => restoreRng(saved).die(20))).not.toEqual([]);
    const resumed = restoreRng(saved);
    expect(Array.from({ length: 20 }, () => resumed.die(20))).toEqual(next);
    expect(seededRng('table-2').state()).not.toBe(seededRng('table-1').state());
  });

  it('draws every face of a die with no visible bias', () => {
    const rng = seededRng(42);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.die(6) - 1]! += 1;
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.1% critical value.
    const chi = counts.reduce((acc, c) => acc + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('draws the faces exact integer arithmetic gives, for small and huge dice', () => {
    // The reference: the same rejection and remainder, in BigInt, from the same generator state.
    const reference = (words: { nextUint32(): number }, sides: number): number => {
      const n = BigInt(sides);
      const limit = (1n << 32n) - ((1n << 32n) % n);
      let x = BigInt(words.nextUint32());
      while (x >= limit) x = BigInt(words.nextUint32());
      return Number(x % n) + 1;
    };
    const sides = [1, 2, 3, 6, 7, 10, 20, 100, 1000, 65_537, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 11, 3 ** 20, 2 ** 32 - 1, 2 ** 32];
    const rng = seededRng('exact-faces');
    for (let i = 0; i < 4000; i++) {
      const n = sides[i % sides.length]!;
      const saved = rng.state();
      expect(rng.die(n)).toBe(reference(restoreRng(saved), n));
      // Both drew the same number of words: the generators are in step again.
      const check = restoreRng(saved);
      reference(check, n);
      expect(check.state()).toBe(rng.state());
    }
  });

  it('rejects a corrupted state', () => {
    expect(() => restoreRng('sfc32:nothex')).toThrow();
  });
});

describe('scripted dice', () => {
  it('says when the script runs dry or a face is impossible', () => {
    const faces = scriptedFaces([6, 7]);
    expect(faces.roll(6)).toBe(6);
    expect(() => faces.roll(6)).toThrow(expect.objectContaining({ code: 'DICE_SCRIPT_IMPOSSIBLE' }) as Error);
    const dry = scriptedFaces([]);
    expect(() => dry.roll(6)).toThrow(DiceError);
    expect(() => dry.roll(6)).toThrow(/ran out/);
    expect(() => dry.roll(6)).toThrow(expect.objectContaining({ code: 'DICE_SCRIPT_EXHAUSTED' }) as Error);
  });
});

// A tiny rule written once: roll to hit on 2d6 ≥ 8; on a hit the defender may block (damage
// d6 − 2) or not (d6). It runs with seeded dice, scripted dice and enumerated dice.
function* attack(): Process<number, string> {
  const hit = yield* roll(diceRoller('2d6'), 'to hit');
  if (hit < 8) return 0;
  const block = yield* choose({ to: 'defender', kind: 'defense', message: 'Block?', options: [{ value: 'yes', label: 'Block' }, { value: 'no', label: 'Take it' }] });
  const dmg = yield* roll(diceRoller('d6'), 'damage');
  yield* emit(`hit for ${dmg}`);
  return block === 'yes' ? Math.max(0, dmg - 2) : dmg;
}

describe('one rule, three ways', () => {
  it('scripted: exact faces and answers give exact results; no answer suspends', () => {
    const done = runProcess(attack, { faces: scriptedFaces([5, 4, 6]), choose: () => 'yes' });
    expect(done).toMatchObject({ status: 'done', result: 4, events: ['hit for 6'] });
    const waiting = runProcess(attack, { faces: scriptedFaces([5, 4]), choose: () => SUSPEND });
    expect(waiting.status).toBe('suspended');
    // Resume by replaying the answers so far plus the new one.
    const resumed = runProcess(attack, { faces: scriptedFaces([3]), replay: [...waiting.answers, 'no'] });
    expect(resumed).toMatchObject({ status: 'done', result: 3 });
  });

  it('enumerated: its guards stop it with their own code, past a number of outcomes or when the caller says so', () => {
    // Four d10s read one by one: 10,000 paths.
    function* four(): Process<number, string> {
      let total = 0;
      for (let i = 0; i < 4; i++) total = total * 10 + (yield* roll(diceRoller('d10'), `die ${i}`));
      return total;
    }
    const code = (f: () => unknown) => {
      try {
        f();
        return 'done';
      } catch (e) {
        return e instanceof DiceError ? e.code : 'other';
      }
    };
    expect(code(() => enumerateProcess(four, { maxLeaves: 5_000 }))).toBe('DICE_TOO_MANY_OUTCOMES');
    let asked = 0;
    expect(code(() => enumerateProcess(four, { stop: () => ++asked >= 3 }))).toBe('DICE_TOO_MANY_OUTCOMES');
    expect(asked).toBe(3);
    expect(code(() => enumerateProcess(four, { stop: () => false }))).toBe('done');
  });

  it('seeded: the same seed gives the same result', () => {
    const go = () => runProcess(attack, { faces: seededFaces(seededRng('s')), choose: () => 'no' });
    expect(go()).toEqual(go());
  });

  it('enumerated: the exact distribution matches a hand computation and sampling agrees', () => {
    const exact = enumerateProcess(attack, { policy: () => 'yes' });
    // P(2d6 ≥ 8) = 15/36; with a block damage is 0 (d6 ≤ 2), 1, 2, 3 or 4.
    expect(exact.probability(0).equals(Rational.of(21, 36).add(Rational.of(15, 36).mul(Rational.of(2, 6))))).toBe(true);
    expect(exact.probability(4).equals(Rational.of(15, 36 * 6))).toBe(true);
    const mixed = enumerateProcess(attack, { policy: () => Distribution.uniform(['yes', 'no']) });
    expect(mixed.mean().equals(Rational.of(15, 36).mul(Rational.of(5, 3).add(Rational.of(7, 2)).div(Rational.of(2))))).toBe(true);
    const rng = seededRng(7);
    let total = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const r = runProcess(attack, { faces: seededFaces(rng), choose: () => 'yes' });
      if (r.status === 'done') total += r.result;
    }
    expect(Math.abs(total / n - exact.mean().toNumber())).toBeLessThan(0.05);
  });
});

// The same rule written for hot paths: one request per roll or choice, events pushed onto the
// run's own list instead of yielded one by one.
function* pushedAttack(): Process<number, string> {
  const out = (yield EVENT_LIST) as string[];
  out.push('swing');
  const hit = (yield rollRequest(diceRoller('2d6'), 'to hit')) as number;
  if (hit < 8) return 0;
  const block = yield chooseRequest({ to: 'defender', kind: 'defense', message: 'Block?', options: [{ value: 'yes', label: 'Block' }, { value: 'no', label: 'Take it' }] });
  const dmg = (yield rollRequest(diceRoller('d6'), 'damage')) as number;
  out.push(`hit for ${dmg}`);
  return block === 'yes' ? Math.max(0, dmg - 2) : dmg;
}

describe('events pushed onto the run\'s list', () => {
  it('land in order between the roll events, in play, replay, simulation and odds alike', () => {
    const rollEvent = (r: { label: string }) => `rolled ${r.label}`;
    const done = runProcess(pushedAttack, { faces: scriptedFaces([5, 4, 6]), choose: () => 'yes', rollEvent });
    expect(done).toMatchObject({ status: 'done', result: 4, events: ['swing', 'rolled to hit', 'rolled damage', 'hit for 6'] });
    const waiting = runProcess(pushedAttack, { faces: scriptedFaces([5, 4]), choose: () => SUSPEND, rollEvent });
    expect(waiting).toMatchObject({ status: 'suspended', events: ['swing', 'rolled to hit'], answers: [9] });
    const resumed = runProcess(pushedAttack, { faces: scriptedFaces([6]), replay: [...waiting.answers, 'yes'], rollEvent });
    expect(resumed).toMatchObject({ status: 'done', result: 4, events: ['swing', 'rolled damage', 'hit for 6'] });
    const sampled: string[] = [];
    expect(runSampled(pushedAttack(), scriptedFaces([5, 4, 6]), () => 'no', sampled)).toEqual({ result: 6, rolls: 2 });
    expect(sampled).toEqual(['swing', 'hit for 6']);
    const exact = enumerateProcess(pushedAttack, { policy: () => 'yes', outcome: (r, events) => `${r}:${events.join(',')}` });
    expect(exact.probability('0:swing').equals(Rational.of(21, 36))).toBe(true);
    expect(exact.probability('4:swing,hit for 6').equals(Rational.of(15, 36 * 6))).toBe(true);
    expect(enumerateProcess(pushedAttack, { policy: () => 'yes' }).equals(enumerateProcess(attack, { policy: () => 'yes' }))).toBe(true);
  });
});
