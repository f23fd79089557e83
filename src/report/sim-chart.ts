import type { SimulationSummary } from '../kernel/index.ts';
import type { TopLevelSpec } from 'vega-lite';
import { binHistogram, binLabel, histogramStats, span, type Histogram } from './histogram.ts';
import { fighterLabel, metricMeaning, sideLabel, type Fighter, type MetricMeaning } from './metric-words.ts';

// Only the spec's type comes from vega-lite: the spec is plain data, drawn by vega-embed in the
// browser and by vega + resvg in the CLI, so this module runs in both without their libraries.
// vega-lite exports only the top-level type; a panel's is read off its vconcat.
type Spec = Extract<TopLevelSpec, { vconcat: unknown }>['vconcat'][number];

const SIDE_COLORS = ['#3b6ea8', '#b8652a', '#4f8a4b', '#8a4f8a'];
const NO_WINNER = '#8c8c8c';
/** Bars per histogram: past this, values are binned in widths of 2, 5, 10… so the axis stays legible. */
export const CHART_MAX_BINS = 40;
const PANEL = { width: 260, height: 170 };

/** "mean 9.8, median 8 rounds; middle 80% 3–19 rounds" (the 10th to the 90th percentile). */
export function statsLine(h: Histogram, unit = ''): string {
  const s = histogramStats(h);
  if (!s) return 'no fights';
  const u = unit ? ` ${unit}` : '';
  return `mean ${s.mean.toFixed(1)}, median ${s.median}${u}; middle 80% ${span(s.p10, s.p90)}${u}`;
}

function colorScale(fighters: readonly Fighter[], sides: readonly string[]): { domain: string[]; range: string[] } {
  const domain = sides.map((s) => sideLabel(s, fighters));
  const range = sides.map((s) => (s === 'none' ? NO_WINNER : SIDE_COLORS[Math.max(0, fighters.findIndex((f) => f.side === s)) % SIDE_COLORS.length]!));
  return { domain, range };
}

/** Horizontal bars of the share of fights won, with the 95% Wilson interval as whiskers. */
function winRatePanel(s: SimulationSummary, fighters: readonly Fighter[]): Spec {
  const sides = Object.keys(s.winRates);
  const rows = sides.map((side) => {
    const w = s.winRates[side]!;
    const label = sideLabel(side, fighters);
    return { label, axis: `${label} · ${(w.rate * 100).toFixed(1)}%`, rate: w.rate, low: w.low, high: w.high, wins: s.wins[side] ?? 0 };
  });
  const y = { field: 'axis', type: 'nominal', title: null, sort: null, axis: { labelLimit: 200 } } as const;
  return {
    title: { text: 'Win rate', subtitle: 'whiskers: 95% confidence interval' },
    width: PANEL.width, height: Math.max(60, rows.length * 34), data: { values: rows },
    layer: [
      {
        mark: { type: 'bar', height: { band: 0.7 } },
        encoding: {
          y, x: { field: 'rate', type: 'quantitative', title: 'share of fights won', scale: { domain: [0, 1] }, axis: { format: '.0%' } },
          color: { field: 'label', type: 'nominal', scale: colorScale(fighters, sides), legend: null },
          tooltip: [
            { field: 'label', title: 'side' }, { field: 'wins', title: 'fights won' },
            { field: 'rate', title: 'win rate', format: '.1%' }, { field: 'low', title: '95% CI from', format: '.1%' }, { field: 'high', title: '95% CI to', format: '.1%' },
          ],
        },
      },
      { mark: { type: 'errorbar', ticks: true, color: '#111' }, encoding: { y, x: { field: 'low', type: 'quantitative', title: 'share of fights won' }, x2: { field: 'high' } } },
    ],
  };
}

/**
 * One histogram as bars on a quantitative axis: each bin spans its values (a bin of one value
 * from v − ½ to v + ½), so the axis ticks at round numbers however many values there are, and
 * a gap between values shows as a gap.
 */
function histogramLayer(h: Histogram, fights: number, axisTitle: string, color: string, unit: string): Spec {
  const { bins } = binHistogram(h, CHART_MAX_BINS);
  const values = bins.filter((b) => b.count > 0).map((b) => ({
    x0: b.start - 0.5, x1: b.end - 0.5, share: b.count / fights, count: b.count,
    values: `${binLabel(b)}${unit ? ` ${unit}` : ''}`,
  }));
  return {
    data: { values },
    mark: { type: 'bar', color, stroke: 'white', strokeWidth: 0.5 },
    encoding: {
      x: { field: 'x0', type: 'quantitative', title: axisTitle, scale: { zero: false, nice: false }, axis: { format: 'd', tickMinStep: 1 } },
      x2: { field: 'x1' },
      y: { field: 'share', type: 'quantitative', title: 'share of fights', axis: { format: '.0%' } },
      // Ranged x and a y from zero: a bar, not a dash floating at its height.
      y2: { datum: 0 },
      tooltip: [{ field: 'values', title: axisTitle }, { field: 'count', title: 'fights' }, { field: 'share', title: 'share', format: '.1%' }],
    },
  };
}

function lengthPanel(s: SimulationSummary): Spec {
  return {
    title: { text: 'Fight length', subtitle: statsLine(s.rounds, 'rounds') },
    ...PANEL, ...histogramLayer(s.rounds, s.fights, 'rounds', '#6b6b6b', 'rounds'),
  };
}

/** The metrics of one kind (wounds taken, Life left…), one panel per fighter on shared axes. */
function metricRow(s: SimulationSummary, meanings: readonly MetricMeaning[], fighters: readonly Fighter[]): Spec {
  const panels = meanings.map((m) => {
    const index = m.fighter ? fighters.indexOf(m.fighter) : 0;
    const color = SIDE_COLORS[Math.max(0, index) % SIDE_COLORS.length]!;
    return {
      title: { text: m.title, subtitle: statsLine(s.metrics[m.metric] ?? {}) },
      ...PANEL, ...histogramLayer(s.metrics[m.metric] ?? {}, s.fights, m.measure, color, ''),
    };
  });
  // Shared scales: the two fighters' wounds are read against the same axis.
  return { hconcat: panels, resolve: { scale: { x: 'shared', y: 'shared' } } };
}

/** The metrics grouped by kind, in the fighters' order within a kind. */
export function metricRows(s: SimulationSummary, fighters: readonly Fighter[]): MetricMeaning[][] {
  const byKind = new Map<string, MetricMeaning[]>();
  for (const metric of Object.keys(s.metrics)) {
    const m = metricMeaning(metric, fighters);
    byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), m]);
  }
  const order = (m: MetricMeaning) => (m.fighter ? fighters.indexOf(m.fighter) : fighters.length);
  return [...byKind.values()].map((row) => row.sort((x, y) => order(x) - order(y) || x.metric.localeCompare(y.metric)));
}

/**
 * The chart of a simulation, for `arbiter sim --plot` and the web's balance lab alike: win rates
 * with their 95% intervals and the fight lengths on the first row, then each metric's
 * distribution per fighter (wounds taken, Life or Hits left), in the system's own words.
 */
export function simChartSpec(s: SimulationSummary, fighters: readonly Fighter[]): TopLevelSpec & { vconcat: Spec[] } {
  const rows: Spec[] = [{ hconcat: [winRatePanel(s, fighters), lengthPanel(s)], spacing: 40 }];
  for (const row of metricRows(s, fighters)) rows.push(metricRow(s, row, fighters));
  const vs = fighters.map(fighterLabel).join(' vs ');
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: `${s.fights} simulated fights${vs ? `: ${vs}` : ''}`, subtitle: `seed "${s.seed}"`, anchor: 'start', fontSize: 15 },
    background: 'white',
    padding: 12,
    spacing: 28,
    vconcat: rows,
    config: { title: { anchor: 'start', subtitleColor: '#555' }, axis: { labelFontSize: 11, titleFontSize: 11 }, view: { stroke: '#ddd' } },
  };
}
