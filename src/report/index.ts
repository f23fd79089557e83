// Public API of the reports on simulations, shared by the CLI and the web client: plain data in,
// plain data out (histogram statistics, runs in chunks and their merge, metric names in words, the chart spec).
export {
  entriesOf, quantile, histogramStats, binWidth, binHistogram, binLabel, span,
  type Histogram, type HistogramStats, type Bin,
} from './histogram.ts';
export { mergeSummaries } from './merge.ts';
export { runInChunks, type ChunkedRun } from './chunks.ts';
export { metricMeaning, sideLabel, sideName, fighterLabel, type Fighter, type MetricMeaning } from './metric-words.ts';
export { simChartSpec, metricRows, statsLine, CHART_MAX_BINS } from './sim-chart.ts';
