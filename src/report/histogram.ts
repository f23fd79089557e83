/**
 * Histograms as `simulate()` writes them: value → number of fights. Keys are numbers in memory and
 * strings once the summary has been through JSON (the server's answer), so both are read here.
 */
export type Histogram = Readonly<Record<string | number, number>>;

/** What a player asks of a distribution: its middle, its spread, its ends. */
export interface HistogramStats {
  readonly count: number;
  readonly mean: number;
  readonly median: number;
  /** 10th and 90th percentiles: four fights in five fall between them. */
  readonly p10: number;
  readonly p90: number;
  readonly min: number;
  readonly max: number;
}

/** The histogram's values ascending, with their counts; empty and zero counts left out. */
export function entriesOf(h: Histogram): Array<[value: number, count: number]> {
  return Object.entries(h)
    .map(([v, n]): [number, number] => [Number(v), n])
    .filter(([v, n]) => Number.isFinite(v) && n > 0)
    .sort((x, y) => x[0] - y[0]);
}

/**
 * The p-quantile by nearest rank: the smallest value at least p of the fights reach. It is always
 * a value some fight had (a median of 7.5 rounds would be a fight nobody saw).
 */
export function quantile(entries: ReadonlyArray<readonly [number, number]>, total: number, p: number): number {
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [v, n] of entries) {
    seen += n;
    if (seen >= rank) return v;
  }
  return entries[entries.length - 1]?.[0] ?? Number.NaN;
}

/** Mean, median, 10th/90th percentiles and range, or null for an empty histogram. */
export function histogramStats(h: Histogram): HistogramStats | null {
  const entries = entriesOf(h);
  const count = entries.reduce((s, [, n]) => s + n, 0);
  if (count === 0) return null;
  const mean = entries.reduce((s, [v, n]) => s + v * n, 0) / count;
  return {
    count, mean,
    median: quantile(entries, count, 0.5),
    p10: quantile(entries, count, 0.1),
    p90: quantile(entries, count, 0.9),
    min: entries[0]![0],
    max: entries[entries.length - 1]![0],
  };
}

/** One bar of a binned histogram: the values from `start` up to (not including) `end`. */
export interface Bin {
  readonly start: number;
  readonly end: number;
  /** The values of the data that fall in it, for a label ("5–9" when width 5 and data from 5). */
  readonly first: number;
  readonly last: number;
  readonly count: number;
}

const NICE = [1, 2, 5];

/** The smallest width 1, 2, 5, 10, 20, 50… that fits the range in `maxBins` bins. */
export function binWidth(min: number, max: number, maxBins: number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const n of NICE) {
      const width = n * scale;
      const start = Math.floor(min / width) * width;
      if (Math.floor((max - start) / width) + 1 <= maxBins) return width;
    }
  }
}

/**
 * The histogram in at most `maxBins` bins of a round width, empty bins included so the shape
 * shows its gaps: a fight length from 1 to 52 rounds reads as eleven rows of five rounds, not 52.
 * Values are whole numbers in every system's metrics; a bin of width 1 is one value.
 */
export function binHistogram(h: Histogram, maxBins: number): { width: number; bins: Bin[] } {
  const entries = entriesOf(h);
  if (entries.length === 0) return { width: 1, bins: [] };
  const min = entries[0]![0];
  const max = entries[entries.length - 1]![0];
  const width = binWidth(min, max, Math.max(1, maxBins));
  const first = Math.floor(min / width) * width;
  const bins: Array<{ start: number; end: number; first: number; last: number; count: number }> = [];
  for (let start = first; start <= max; start += width) {
    bins.push({ start, end: start + width, first: Math.max(start, min), last: Math.min(start + width - 1, max), count: 0 });
  }
  for (const [v, n] of entries) bins[Math.min(bins.length - 1, Math.floor((v - first) / width))]!.count += n;
  return { width, bins };
}

/** A range in words: "5–9", but "-3 to 8" where a dash would read as a minus sign. */
export function span(from: number, to: number): string {
  return from < 0 || to < 0 ? `${from} to ${to}` : `${from}–${to}`;
}

/** A bin's values in words: "7" or "5–9". */
export function binLabel(bin: Bin): string {
  return bin.first === bin.last ? String(bin.first) : span(bin.first, bin.last);
}
