import type { SimulationSummary } from '../kernel/index.ts';
import { binHistogram, binLabel, entriesOf, histogramStats, metricRows, sideLabel, sideName, span, type Fighter, type Histogram } from '../report/index.ts';

/** Rows of a text histogram: past this, values are binned (1–4, 5–9…) so a long tail stays short. */
export const TEXT_MAX_BINS = 20;
const BAR = 30;

/** "mean 9.83, median 8, 10th–90th percentile 3–19" */
function quantiles(h: Histogram): string {
  const s = histogramStats(h);
  if (!s) return 'no fights';
  return `mean ${s.mean.toFixed(2)}, median ${s.median}, 10th–90th percentile ${span(s.p10, s.p90)}, range ${span(s.min, s.max)}`;
}

/** A histogram as rows of "  5–9    1113  ██████" (value, fights), at most TEXT_MAX_BINS rows. */
function histogramLines(h: Histogram): string[] {
  const { bins } = binHistogram(h, TEXT_MAX_BINS);
  const max = Math.max(1, ...bins.map((b) => b.count));
  const width = Math.max(...bins.map((b) => binLabel(b).length));
  return bins.map((b) => `    ${binLabel(b).padStart(width)} ${String(b.count).padStart(7)}  ${'█'.repeat(Math.round((b.count / max) * BAR))}`);
}

/** The report on a terminal: win rates with intervals, then each distribution with its quantiles. */
export function simText(s: SimulationSummary, fighters: readonly Fighter[]): string {
  const lines = [`${s.fights} fights, seed "${s.seed}"`];
  const width = Math.max(32, ...Object.keys(s.winRates).map((side) => sideLabel(side, fighters).length));
  for (const [side, w] of Object.entries(s.winRates)) {
    lines.push(`  ${sideLabel(side, fighters).padEnd(width)} ${(w.rate * 100).toFixed(1).padStart(5)}%  (95% CI ${(w.low * 100).toFixed(1)}–${(w.high * 100).toFixed(1)}%)`);
  }
  // The heading names the unit, so the rows are numbers only (and never say "1 rounds").
  lines.push('', `  fight length (rounds): ${quantiles(s.rounds)}`, ...histogramLines(s.rounds));
  for (const row of metricRows(s, fighters)) {
    for (const m of row) lines.push('', `  ${m.title}: ${quantiles(s.metrics[m.metric] ?? {})}`, ...histogramLines(s.metrics[m.metric] ?? {}));
  }
  return `${lines.join('\n')}\n`;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break, quotes doubled (RFC 4180). */
function field(v: string | number): string {
  const text = String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (...cells: Array<string | number>) => cells.map(field).join(',');

/**
 * Three blocks separated by blank lines: one row per side; the fight-length histogram; every
 * metric's histogram in long form (one row per metric and value, unbinned), with the fighter
 * and what is counted in words.
 */
export function simCsv(s: SimulationSummary, fighters: readonly Fighter[]): string {
  const rows = ['side,name,wins,rate,ci_low,ci_high'];
  for (const [side, w] of Object.entries(s.winRates)) {
    rows.push(row(side, sideName(side, fighters), s.wins[side] ?? 0, w.rate, w.low, w.high));
  }
  rows.push('', 'rounds,fights');
  for (const [r, n] of entriesOf(s.rounds)) rows.push(row(r, n));
  rows.push('', 'metric,side,name,measure,value,fights');
  for (const m of metricRows(s, fighters).flat()) {
    for (const [v, n] of entriesOf(s.metrics[m.metric] ?? {})) rows.push(row(m.metric, m.fighter?.side ?? '', m.fighter?.name ?? '', m.measure, v, n));
  }
  return `${rows.join('\n')}\n`;
}
