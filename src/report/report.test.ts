import { describe, expect, it } from 'vitest';
import { compile } from 'vega-lite';
import type { SimulationSummary } from '../kernel/index.ts';
import { binHistogram, binLabel, histogramStats, mergeSummaries, metricMeaning, simChartSpec, type Fighter } from './index.ts';

const FIGHTERS: Fighter[] = [{ id: 'a', side: 'A', name: 'Aldo' }, { id: 'b', side: 'B', name: 'Brick' }];

describe('histogram statistics', () => {
  it('mean, nearest-rank median and 10th/90th percentiles, from number or JSON string keys', () => {
    // 10 fights: 1 ×1, 2 ×4, 3 ×3, 9 ×2.
    const h = { 1: 1, 2: 4, 3: 3, 9: 2 };
    const s = histogramStats(h)!;
    expect(s.count).toBe(10);
    expect(s.mean).toBeCloseTo((1 + 8 + 9 + 18) / 10, 12);
    expect(s.median).toBe(2); // the 5th fight of 10 is a 2
    expect(s.p10).toBe(1);
    expect(s.p90).toBe(9); // the 9th fight of 10 is a 9
    expect([s.min, s.max]).toEqual([1, 9]);
    expect(histogramStats(JSON.parse(JSON.stringify(h)) as Record<string, number>)).toEqual(s);
    expect(histogramStats({})).toBeNull();
  });

  it('bins a long tail in round widths, keeps empty bins, and counts every fight once', () => {
    const h: Record<number, number> = {};
    for (let r = 1; r <= 52; r++) if (r !== 44) h[r] = r;
    const { width, bins } = binHistogram(h, 20);
    expect(width).toBe(5);
    expect(bins.map(binLabel).slice(0, 2)).toEqual(['1–4', '5–9']);
    expect(binLabel(bins[bins.length - 1]!)).toBe('50–52');
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(Object.values(h).reduce((x, y) => x + y, 0));
    expect(bins.find((b) => b.start === 40)!.count).toBe(40 + 41 + 42 + 43);
    // Few values stay one per bin; negative values (High/Low Heroes' Life) bin and read as ranges.
    expect(binHistogram({ 0: 3, 2: 1 }, 20).bins.map((b) => b.count)).toEqual([3, 0, 1]);
    expect(binHistogram({ [-11]: 1, 15: 1 }, 20).bins.map(binLabel).slice(0, 2)).toEqual(['-11', '-10 to -9']);
  });
});

describe('merging chunks of a run', () => {
  it('adds wins, lengths and metric histograms, and recomputes the intervals on the total', () => {
    const part = (fights: number, aWins: number, rounds: Record<number, number>, wounds: Record<number, number>): SimulationSummary => ({
      fights, seed: 's', wins: { A: aWins, B: fights - aWins },
      winRates: { A: { rate: aWins / fights, low: 0, high: 1 }, B: { rate: 1 - aWins / fights, low: 0, high: 1 } },
      rounds, meanRounds: Object.entries(rounds).reduce((t, [r, n]) => t + Number(r) * n, 0) / fights,
      metrics: { 'a.wounds': wounds },
    });
    const m = mergeSummaries([part(4, 3, { 2: 3, 5: 1 }, { 0: 2, 3: 2 }), part(6, 2, { 2: 1, 7: 5 }, { 3: 5, 6: 1 })]);
    expect(m.fights).toBe(10);
    expect(m.wins).toEqual({ A: 5, B: 5 });
    expect(m.rounds).toEqual({ 2: 4, 5: 1, 7: 5 });
    expect(m.meanRounds).toBeCloseTo((2 * 3 + 5 + 2 + 7 * 5) / 10, 12);
    expect(m.metrics).toEqual({ 'a.wounds': { 0: 2, 3: 7, 6: 1 } });
    expect(m.winRates.A!.rate).toBe(0.5);
    expect(m.winRates.A!.low).toBeCloseTo(0.2366, 3); // Wilson at 5 of 10
  });
});

function summary(maxRounds: number): SimulationSummary {
  const rounds: Record<number, number> = {};
  for (let r = 1; r <= maxRounds; r++) rounds[r] = 1 + (r % 7);
  const fights = Object.values(rounds).reduce((x, y) => x + y, 0);
  return {
    fights, seed: 'x', wins: { A: fights - 3, B: 3 },
    winRates: { A: { rate: 0.9, low: 0.85, high: 0.95 }, B: { rate: 0.1, low: 0.05, high: 0.15 } },
    rounds, meanRounds: 30, metrics: { 'a.wounds': { 0: fights - 1, 12: 1 }, 'b.wounds': { 14: fights }, 'a.hits': { 3: fights } },
  };
}

type Node = Record<string, unknown>;
const walk = (n: unknown, out: Node[] = []): Node[] => {
  if (Array.isArray(n)) n.forEach((x) => walk(x, out));
  else if (n && typeof n === 'object') {
    out.push(n as Node);
    Object.values(n).forEach((x) => walk(x, out));
  }
  return out;
};
const titles = (spec: unknown) => walk(spec).map((n) => (typeof n.text === 'string' ? n.text : null)).filter((t) => t !== null);

describe('the simulation chart (CLI --plot and the web lab)', () => {
  it('shows win rates with interval whiskers, a legible fight length axis, and each metric in words', () => {
    const spec = simChartSpec(summary(120), FIGHTERS);
    const nodes = walk(spec);
    const errorbar = nodes.find((n) => (n.mark as Node | undefined)?.type === 'errorbar')!;
    expect((errorbar.encoding as Node).x).toMatchObject({ field: 'low' });
    expect((errorbar.encoding as Node).x2).toMatchObject({ field: 'high' });
    // Fight length on a quantitative axis, binned: 120 rounds make at most 40 bars, never 120 labels.
    const length = nodes.find((n) => (n.title as Node | undefined)?.text === 'Fight length')!;
    expect(((length.encoding as Node).x as Node).type).toBe('quantitative');
    expect(((length.data as Node).values as unknown[]).length).toBeLessThanOrEqual(40);
    expect(nodes.some((n) => (n.x as Node | undefined)?.type === 'ordinal')).toBe(false);
    expect(titles(spec)).toEqual(expect.arrayContaining([
      'Wounds A: Aldo took (dealt by B: Brick)', 'Wounds B: Brick took (dealt by A: Aldo)', 'Hits of A: Aldo at the end of the fight',
    ]));
    // One row per kind of metric, both fighters on shared axes.
    const rows = spec.vconcat as unknown as Node[];
    expect(rows).toHaveLength(3);
    expect(rows[1]!.resolve).toEqual({ scale: { x: 'shared', y: 'shared' } });
    expect(() => compile(spec)).not.toThrow();
  });

  it('names metrics no system explained by their own name, and fights nobody won', () => {
    expect(metricMeaning('a.morale', FIGHTERS).title).toBe('A: Aldo: morale');
    expect(metricMeaning('weather', FIGHTERS).title).toBe('weather');
    const winRates = { A: { rate: 0.3, low: 0.1, high: 0.5 }, none: { rate: 0.7, low: 0.5, high: 0.9 } };
    const spec = simChartSpec({ ...summary(5), wins: { A: 1, none: 2 }, winRates }, FIGHTERS);
    expect(JSON.stringify(spec)).toContain('no winner · 70.0%');
    // Each side keeps its colour in every panel; fights nobody won are grey.
    const color = walk(spec).map((n) => n.color as Node | undefined).find((c) => c?.field === 'label')!;
    expect(color.scale).toEqual({ domain: ['A: Aldo', 'no winner'], range: ['#3b6ea8', '#8c8c8c'] });
  });
});
