import { describe, expect, it } from 'vitest';
import { canonicalJson, Rational, seededRng } from '../../dice/index.ts';
import { oddsOf, simulate, simulateFight, type Combatant, type TableState } from '../../kernel/index.ts';
import { highLowHeroes as sys } from './index.ts';
import { assistDistribution, atLeast, valueDistribution } from './odds.ts';
import { ACE, BLAZE, NOVA, THUG, TITAN } from './templates.ts';
import { GM, P1, run, table } from './testing.ts';

// The spec's section-8 tables (shared/rules/high-low-heroes.md, from seed L219-236): rows and
// columns Low −1..+4 then High −1..+4.
const PERCENT = [
  [67, 48, 26, 16, 10, 8, 27, 16, 11, 8, 6, 5], [74, 60, 40, 26, 16, 10, 38, 25, 16, 11, 8, 6],
  [84, 74, 60, 40, 26, 16, 54, 38, 25, 16, 11, 8], [90, 84, 74, 60, 40, 26, 70, 54, 38, 25, 16, 11],
  [92, 90, 84, 74, 60, 40, 85, 70, 54, 38, 25, 16], [94, 92, 90, 84, 74, 60, 94, 85, 70, 54, 38, 25],
  [84, 75, 62, 46, 30, 15, 60, 40, 26, 15, 9, 5], [89, 84, 75, 62, 46, 30, 74, 60, 40, 26, 15, 9],
  [92, 89, 84, 75, 62, 46, 85, 74, 60, 40, 26, 15], [94, 92, 89, 84, 75, 62, 91, 85, 74, 60, 40, 26],
  [95, 94, 92, 89, 84, 75, 95, 91, 85, 74, 60, 40], [96, 95, 94, 92, 89, 84, 96, 95, 91, 85, 74, 60],
];
const NUMERATORS = [
  [863, 623, 337, 212, 136, 100, 351, 205, 145, 102, 84, 62], [959, 773, 523, 337, 212, 136, 491, 321, 205, 145, 102, 84],
  [1084, 959, 773, 523, 337, 212, 700, 491, 321, 205, 145, 102], [1160, 1084, 959, 773, 523, 337, 910, 700, 491, 321, 205, 145],
  [1196, 1160, 1084, 959, 773, 523, 1096, 910, 700, 491, 321, 205], [1214, 1196, 1160, 1084, 959, 773, 1214, 1096, 910, 700, 491, 321],
  [1091, 975, 805, 596, 386, 200, 779, 517, 333, 190, 114, 62], [1151, 1091, 975, 805, 596, 386, 963, 779, 517, 333, 190, 114],
  [1194, 1151, 1091, 975, 805, 596, 1106, 963, 779, 517, 333, 190], [1212, 1194, 1151, 1091, 975, 805, 1182, 1106, 963, 779, 517, 333],
  [1234, 1212, 1194, 1151, 1091, 975, 1234, 1182, 1106, 963, 779, 517],
  [1246, 1234, 1212, 1194, 1151, 1091, 1246, 1234, 1182, 1106, 963, 779],
];

/** Brute force over the 36 ordered faces: the reading of (d1, d2) plus a modifier, floored at 1. */
const read = (d1: number, d2: number, high: boolean) => (d1 === d2 ? d1 + d2 : high ? Math.max(d1, d2) : Math.min(d1, d2));
const FACES = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1] as const);

describe('High/Low Heroes odds', () => {
  it('[HLH-PROB-02] [HLH-DICE-02] [HLH-RULING-02] the section-8 query prints all 144 cells of the seed, rounded and exact', () => {
    const q = sys.queries!['section-8']!.run({} as never);
    type Cell = { percent: number; numerator: number; probability: string };
    const rows = (q.json as { rows: Array<{ roller: string; cells: Cell[] }> }).rows;
    expect(rows).toHaveLength(12);
    rows.forEach((row, r) => row.cells.forEach((cell, c) => {
      expect(cell.numerator, `${row.roller} col ${c}`).toBe(NUMERATORS[r]![c]);
      expect(cell.percent, `${row.roller} col ${c}`).toBe(PERCENT[r]![c]);
      expect(Rational.of(NUMERATORS[r]![c]!, 1296).toString()).toBe(cell.probability);
    }));
    expect(q.text.split('\n')[2]).toBe(`Low -1${' '.repeat(16)}  67%  48%  26%  16%  10%   8%  27%  16%  11%   8%   6%   5%`);
  });

  it('[HLH-PROB-01] one reading out of 36, and a modifier below the table\'s range is enumerated, not read off it', () => {
    const q = sys.queries!.reading!.run({ which: 'high', modifier: 0 } as never);
    expect((q.json as { rows: Array<{ value: number; probability: string }> }).rows.map((r) => [r.value, r.probability]))
      .toEqual([[2, '1/12'], [3, '1/9'], [4, '7/36'], [5, '2/9'], [6, '11/36'], [8, '1/36'], [10, '1/36'], [12, '1/36']]);
    // Low −2 (range penalty + To hit Weakness) vs High +1 Evade: brute force over 1296 pairs.
    let n = 0;
    for (const [a, b] of FACES) {
      for (const [c, d] of FACES) if (Math.max(1, read(a, b, false) - 2) >= Math.max(1, read(c, d, true) + 1)) n++;
    }
    expect(atLeast('low', -2, 'high', 1).equals(Rational.of(n, 1296))).toBe(true);
    expect(valueDistribution('low', -3).probability(1).toString()).toBe('5/6');
  });

  it('[HLH-PROB-03] [HLH-DICE-03] an attack\'s odds come from the rule code, jointly over all 1296 pairs, and match brute force', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
      { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 1, y: 0 } },
    ]);
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const r = oddsOf(sys, t.state, { type: 'attack', args: { attacker: 'blaze', target: 'titan' } }, P1);
    if (!r.ok) throw new Error(r.rejection.message);
    const total = r.outcomes.reduce((s, o) => s.add(o.probability), Rational.ZERO);
    expect(total.equals(Rational.ONE)).toBe(true);
    // Brute force: Blaze To hit High +1, Damage Low +1 +1; Titan Evade High +1, Block mundane Low +1.
    const damage = new Map<number, number>();
    let hits = 0;
    let knock = 0;
    for (const [a, b] of FACES) {
      for (const [c, d] of FACES) {
        const hit = read(a, b, true) + 1 >= read(c, d, true) + 1;
        const dmg = hit ? Math.max(0, read(a, b, false) + 2 - (read(c, d, false) + 1)) : 0;
        if (hit) hits++;
        if (dmg >= 5) knock++;
        damage.set(dmg, (damage.get(dmg) ?? 0) + 1);
      }
    }
    const d = r.distribution;
    expect(d.probabilityWhere((o) => (o as { hit: boolean }).hit).equals(Rational.of(hits, 1296))).toBe(true);
    expect(d.probabilityWhere((o) => (o as { knockBack: number }).knockBack > 0).equals(Rational.of(knock, 1296))).toBe(true);
    for (const [dmg, n] of damage) expect(d.probabilityWhere((o) => (o as { damage: number }).damage === dmg).equals(Rational.of(n, 1296)), `damage ${dmg}`).toBe(true);
    expect(Rational.of(hits, 1296).toString()).toBe('779/1296');
    // The query says the same, from templates.
    const q = sys.queries!.attack!.run({ attacker: 'blaze', defender: 'titan', distance: 1, crowded: false, type: 'mundane', heroicEffort: false } as never);
    const summary = (q.json as { summary: Array<{ label: string; probability: string }> }).summary;
    expect(summary.find((s) => s.label === 'hit')?.probability).toBe('779/1296');
    expect(summary.find((s) => s.label === 'Double on the Attack roll')?.probability).toBe('1/6');
  });

  it('[HLH-PROB-03] [HLH-ATK-01] [HLH-ATK-04] the attack query takes range and crowding from the squares', () => {
    const q = (distance: number, crowded: boolean) => (sys.queries!.attack!.run({ attacker: 'nova', defender: 'blaze', distance, crowded, type: 'fantastic', heroicEffort: false } as never).json as {
      summary: Array<{ label: string; probability: string }>;
    }).summary[0]!.probability;
    // Nova To hit High +1 (−1 at range) vs Blaze Evade Low −1 (−1 more when crowded).
    expect(q(1, false)).toBe(atLeast('high', 1, 'low', -1).toString());
    expect(q(3, false)).toBe(atLeast('high', 0, 'low', -1).toString());
    expect(q(1, true)).toBe(atLeast('high', 1, 'low', -2).toString());
  });

  it('[HLH-PROB-05] Assist: P(at least 1 Life) is 975/1296 with the helper on High; the whole distribution sums to 1', () => {
    const high = assistDistribution('high');
    expect(high.atLeast(1).equals(Rational.of(975, 1296))).toBe(true);
    expect(high.atLeast(2).equals(atLeast('high', 0, 'low', 2))).toBe(true);
    const q = sys.queries!.assist!.run({ helper: 'low' } as never);
    const rows = (q.json as { rows: Array<{ label: string; probability: string }> }).rows.filter((r) => r.label.startsWith('restores ') && !r.label.includes('≥'));
    const sum = rows.reduce((s, r) => s.add(Rational.of(BigInt(r.probability.split('/')[0]!), BigInt(r.probability.split('/')[1] ?? '1'))), Rational.ZERO);
    expect(sum.equals(Rational.ONE)).toBe(true);
  });

  it('[HLH-PROB-05] [HLH-SIT-01] a career test\'s odds by oddsOf equal the section-8 cell', () => {
    const t = table([{ id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 }]);
    const r = oddsOf(sys, t.state, { type: 'career-test', args: { figure: 'blaze', career: 'Programmer', fits: false } }, P1);
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.distribution.probability({ success: true }).toString()).toBe(Rational.of(779, 1296).toString());
  });
});

describe('High/Low Heroes simulation', () => {
  const fighters = (map: boolean): Combatant[] => [
    { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, ...(map ? { position: { x: 0, y: 0 } } : {}) },
    { id: 'ace', name: 'Ace', side: 'heroes', sheet: ACE, ...(map ? { position: { x: 0, y: 2 } } : {}) },
    { id: 'nova', name: 'Nova', side: 'villains', sheet: NOVA, ...(map ? { position: { x: 7, y: 1 } } : {}) },
    { id: 'thug', name: 'Thug', side: 'villains', sheet: THUG, ...(map ? { position: { x: 6, y: 4 } } : {}) },
  ];

  it('[HLH-INIT-01] [HLH-ACT-01] bots fight to the end, and the fast lane ends every fight on the same table as play', () => {
    for (const map of [false, true]) {
      for (let i = 0; i < 15; i++) {
        let fast: TableState | null = null;
        let full: TableState | null = null;
        const a = simulateFight(sys, fighters(map), seededRng(`diff:${i}`), { end: (s) => (fast = s), tableOptions: { heroicEffortOnDefense: true } });
        const b = simulateFight(sys, fighters(map), seededRng(`diff:${i}`), { lane: 'full', end: (s) => (full = s), tableOptions: { heroicEffortOnDefense: true } });
        expect(a).toEqual(b);
        expect(canonicalJson(fast)).toBe(canonicalJson(full));
        expect(a.winner === null || a.winner === 'heroes' || a.winner === 'villains').toBe(true);
      }
    }
  });

  it('[HLH-XP-01] simulated fights are reproducible by seed, and end', () => {
    const combat: Combatant[] = [
      { id: 'a', name: 'Blaze', side: 'A', sheet: BLAZE },
      { id: 'b', name: 'Titan', side: 'B', sheet: TITAN },
    ];
    const one = simulate(sys, combat, { fights: 100, seed: 's' });
    const two = simulate(sys, combat, { fights: 100, seed: 's' });
    expect(one).toEqual(two);
    expect((one.wins.A ?? 0) + (one.wins.B ?? 0) + (one.wins.none ?? 0)).toBe(100);
    expect(one.wins.A).toBeGreaterThan(10);
    expect(one.wins.B).toBeGreaterThan(10);
  });
});
