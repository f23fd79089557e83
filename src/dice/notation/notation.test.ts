import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../rational.ts';
import { scriptedFaces } from '../sources.ts';
import { bruteForce } from '../testing/brute-force.ts';
import { DiceError } from '../errors.ts';
import { diceRoller } from './evaluate.ts';
import { formatDice } from './format.ts';
import { parseDice } from './parser.ts';

function exactMatchesBruteForce(text: string): void {
  const roller = diceRoller(text);
  const brute = bruteForce(roller, String);
  const exact = new Map(roller.distribution().probabilities().map(([v, p]) => [String(v), p]));
  expect([...exact.keys()].sort()).toEqual([...brute.keys()].sort());
  for (const [k, p] of brute) expect(exact.get(k)!.equals(p), `${text}: P(${k})`).toBe(true);
}

describe('dice notation: exact odds equal brute-force enumeration of the rolling code', () => {
  it.each([
    '2d6+1', '3d4-2', '2*d4-1', '-d6+3', '4dF', '3d6kh2', '4d4dl1', '4d4kl2', '4d4dh1', '5d3>=2', '4d4kh2>=3',
    '2d6ro<3', '1d6!{3}', '2d4!>=3{2}', '(2d6+3)>=10', 'd4+d6+2',
  ])('%s', (text) => exactMatchesBruteForce(text));

  it('rerolling until is conditioning on the other faces (brute force cannot end, so compare by hand)', () => {
    const d = diceRoller('2d4r=1').distribution();
    // Each die is uniform on 2..4: P(total = 4) = 1/9, P(6) = 3/9.
    expect(d.probability(4).equals(Rational.of(1, 9))).toBe(true);
    expect(d.probability(6).equals(Rational.of(1, 3))).toBe(true);
    expect(d.min()).toBe(4);
  });

  it('[HLH-DICE-01] 2d6 High and Low readings, doubles summed', () => {
    exactMatchesBruteForce('2d6hi');
    exactMatchesBruteForce('2d6lo');
    expect(diceRoller('2d6hi').roll(scriptedFaces([3, 3])).value).toBe(6);
    expect(diceRoller('2d6lo').roll(scriptedFaces([5, 2])).value).toBe(2);
  });

  it('[CAP-DICE-02] Capital 3d6 with double and triple sixes and ones', () => {
    exactMatchesBruteForce('3d6cap');
    expect(diceRoller('3d6cap').roll(scriptedFaces([6, 6, 2, 4])).value).toBe(18);
    expect(diceRoller('3d6cap').roll(scriptedFaces([1, 1, 1, 2, 2, 2])).value).toBe(-3);
  });

  it('[GG-DICE-01] [GG-DICE-02] [GG-DICE-03] Glorious Gladiators d10 checks, major and minor', () => {
    exactMatchesBruteForce('gg(7)');
    exactMatchesBruteForce('gg(13,minor)');
    exactMatchesBruteForce('gg(6,seeking)');
    expect(diceRoller('gg(12,minor)').roll(scriptedFaces([10, 3])).value).toBe(0);
    expect(diceRoller('gg(12,minor)').roll(scriptedFaces([10, 2])).value).toBe(-1);
  });

  it('[D100-DICE-01] d100 roll-under with critical bands', () => {
    exactMatchesBruteForce('ru(45)');
    exactMatchesBruteForce('d100<=45');
    const ru = diceRoller('ru(45)');
    expect(ru.distribution().probability(2).equals(Rational.of(5, 100))).toBe(true);
    expect(ru.distribution().probability(-1).equals(Rational.of(5, 100))).toBe(true);
    expect(ru.describe!(ru.roll(scriptedFaces([99])).value)).toBe('critical failure');
  });

  it('[MEGS-DICE-01] [MEGS-DICE-02] MEGS 2d10, doubles rerolled and added, 1-1 fails', () => {
    const r = diceRoller('2d10megs>=11');
    expect(r.distribution().probability(1).equals(Rational.of(587997, 1000000))).toBe(true);
    expect(r.roll(scriptedFaces([5, 5, 1, 2])).value).toBe(1);
    expect(diceRoller('2d10megs').roll(scriptedFaces([4, 4, 1, 1])).value).toBe(0);
    expect(diceRoller('2d10megs{1}').roll(scriptedFaces([4, 4, 3, 3])).value).toBe(14);
  });
});

describe('dice notation: rolling', () => {
  it('shows every die: dropped, rerolled and exploded ones are marked', () => {
    const kh = diceRoller('4d6dl1').roll(scriptedFaces([5, 1, 6, 3]));
    expect(kh.value).toBe(14);
    expect(kh.dice.filter((d) => d.dropped).map((d) => d.face)).toEqual([1]);
    const ex = diceRoller('2d6!').roll(scriptedFaces([6, 6, 2, 3]));
    expect(ex.value).toBe(17);
    expect(ex.dice.filter((d) => d.extra).map((d) => d.face)).toEqual([6, 2]);
    const rr = diceRoller('1d6r<3').roll(scriptedFaces([1, 2, 5]));
    expect(rr.value).toBe(5);
    expect(rr.dice.map((d) => Boolean(d.dropped))).toEqual([true, true, false]);
    expect(diceRoller('20d6>=5').roll(scriptedFaces(Array.from({ length: 20 }, (_, i) => (i % 6) + 1))).value).toBe(6);
  });

  it('prints a canonical form that parses back to itself', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 20 }), fc.constantFrom('', 'kh1', 'dl1', '>=3', '!', 'ro<2', '!{2}kl2'), fc.integer({ min: -5, max: 5 }),
      (n, s, mod, k) => {
        const text = `${n}D${s}${mod}${k < 0 ? ` - ${-k}` : ` + ${k}`}`;
        const once = formatDice(parseDice(text));
        expect(formatDice(parseDice(once))).toBe(once);
      },
    ));
  });
});

describe('dice notation: errors', () => {
  it.each([
    ['2d', 'DICE_SYNTAX', 2], ['2d6+', 'DICE_SYNTAX', 4], ['2x6', 'DICE_SYNTAX', 1], ['4d6kh', 'DICE_SYNTAX', 5],
    ['1001d6', 'DICE_LIMIT', 0], ['2d6)', 'DICE_SYNTAX', 3], ['', 'DICE_SYNTAX', 0], ['d6r<7', 'DICE_SYNTAX', 2],
    ['gg(7)+1', 'DICE_SYNTAX', 0], ['2d6.5', 'DICE_SYNTAX', 3], ['3d6hi', 'DICE_SYNTAX', 3], ['d99999', 'DICE_LIMIT', 1],
  ] as const)('%s → %s at %i', (text, code, position) => {
    let error: unknown;
    try {
      diceRoller(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DiceError);
    expect((error as DiceError).code).toBe(code);
    expect((error as DiceError).position).toBe(position);
  });

  it('deep nesting is a DICE_LIMIT at the length cap, never a stack overflow', () => {
    expect(() => diceRoller(`${'('.repeat(3000)}1${')'.repeat(3000)}`)).toThrow(expect.objectContaining({ code: 'DICE_LIMIT', position: 1000 }) as Error);
    expect(diceRoller(`${'('.repeat(400)}d6${')'.repeat(400)}>=4`).distribution().probability(1).equals(Rational.of(1, 2))).toBe(true);
  });

  it('refuses to enumerate what is too large, but still rolls it', () => {
    const huge = diceRoller('1000d1000');
    expect(() => huge.distribution()).toThrow(DiceError);
    // Each of these took seconds to minutes before the work estimate (1000d6kh3: 17 s, 100d6!: 64 s).
    for (const text of ['1000d6kh3', '100d6!', '40d6!', '1000d6', '100d100']) {
      expect(() => diceRoller(text).distribution(), text).toThrow(expect.objectContaining({ code: 'DICE_LIMIT' }) as Error);
    }
    expect(diceRoller('8d6kh3').distribution().size).toBe(16);
    expect(diceRoller('1000d6>=5').distribution().size).toBe(1001);
    expect(huge.roll({ roll: (s) => s }).value).toBe(1_000_000);
  });
});

describe('MEGS table', () => {
  it('[MEGS-DICE-09] P(≥N) for N ≤ 60 from the table equals the full distribution under the same policy', async () => {
    const { megsAtLeastTable, megsDice } = await import('../mechanics/megs-dice.ts');
    const table = megsAtLeastTable(60);
    for (let n = 1; n <= 60; n++) expect(table[n - 1]!.equals(megsDice({ target: n }).distribution().atLeast(n)), `N=${n}`).toBe(true);
    expect(table[10]!.equals(Rational.of(587997, 1000000))).toBe(true);
  });
});
