import { useEffect, useRef } from 'react';
import type { SimulationSummary } from '../../kernel/index.ts';
import { histogramStats, metricRows, sideLabel, simChartSpec, span, type Fighter, type Histogram } from '../../report/index.ts';

/** A distribution's row: mean, median, the middle 80% (10th to 90th percentile) and the range. */
function StatsRow({ label, h }: { label: string; h: Histogram }) {
  const s = histogramStats(h);
  return (
    <tr>
      <th scope="row">{label}</th>
      {s
        ? <><td>{s.mean.toFixed(2)}</td><td>{s.median}</td><td>{span(s.p10, s.p90)}</td><td>{span(s.min, s.max)}</td></>
        : <td colSpan={4}>no fights</td>}
    </tr>
  );
}

/**
 * A simulation's results: win rates with their intervals, a table of every distribution (for
 * reading and for screen readers) and the chart the CLI's --plot draws too (src/report).
 */
export function LabResults({ summary, fighters }: { summary: SimulationSummary; fighters: readonly Fighter[] }) {
  const chart = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = chart.current;
    if (!target) return;
    const spec = simChartSpec(summary, fighters);
    // The plotting library is large: it loads with the first plot, not with every page. A mount no
    // longer live (StrictMode mounts twice) draws nothing, and a chart it drew is finalized: its
    // view would otherwise keep watching the container's size and redrawing a detached copy.
    let live = true;
    let shown: { finalize: () => void } | undefined;
    void import('vega-embed').then(async ({ default: embed }) => {
      if (!live) return;
      const drawn = await embed(target, spec, { actions: false, renderer: 'svg' });
      if (live) shown = drawn;
      else drawn.finalize();
    });
    return () => {
      live = false;
      shown?.finalize();
    };
  }, [summary, fighters]);

  return (
    <section className="card" aria-label="results">
      <h2>{summary.fights} fights · mean length {summary.meanRounds.toFixed(2)} rounds</h2>
      <ul>
        {Object.entries(summary.winRates).map(([side, w]) => (
          <li key={side}>
            {sideLabel(side, fighters)}: <strong>{(w.rate * 100).toFixed(1)}%</strong>{' '}
            (95% CI {(w.low * 100).toFixed(1)}–{(w.high * 100).toFixed(1)}%)
          </li>
        ))}
      </ul>
      <table className="lab-stats">
        <caption>Distributions over the {summary.fights} fights</caption>
        <thead>
          <tr><th scope="col">per fight</th><th scope="col">mean</th><th scope="col">median</th><th scope="col">middle 80%</th><th scope="col">range</th></tr>
        </thead>
        <tbody>
          <StatsRow label="Fight length (rounds)" h={summary.rounds} />
          {metricRows(summary, fighters).flat().map((m) => <StatsRow key={m.metric} label={m.title} h={summary.metrics[m.metric] ?? {}} />)}
        </tbody>
      </table>
      {/* A tab stop: a chart of many fighters is wider than the card and scrolls, which a keyboard must reach. */}
      <div ref={chart} className="plot" data-testid="plot" role="region" aria-label="Chart: win rates and distributions" tabIndex={0} />
    </section>
  );
}
