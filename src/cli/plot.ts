import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { CliError } from './io.ts';

/** A bar chart of labelled values (probabilities or counts), as a vega-lite spec. */
export function barSpec(title: string, rows: ReadonlyArray<{ label: string; value: number }>, axis: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    width: Math.max(240, rows.length * 22),
    height: 240,
    data: { values: rows.map((r, i) => ({ ...r, order: i })) },
    mark: { type: 'bar', color: '#3b6ea8' },
    encoding: {
      x: { field: 'label', type: 'ordinal', sort: { field: 'order' }, title: null },
      y: { field: 'value', type: 'quantitative', title: axis },
      tooltip: [{ field: 'label' }, { field: 'value', format: '.4f' }],
    },
  };
}

/** Renders a vega-lite spec to an SVG string on the server (no browser needed). */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

/**
 * Checks a --plot file name before any work is done, so a bad extension fails fast with exit 2
 * instead of after a long simulation or a printed table.
 */
export function checkPlotFile(file: string): '.svg' | '.png' {
  const ext = extname(file).toLowerCase();
  if (ext !== '.svg' && ext !== '.png') throw new CliError('PLOT_FORMAT', `--plot writes .svg or .png files, not "${ext || file}"`);
  return ext;
}

/** Writes a plot as .svg or .png, chosen by the file's extension. */
export async function writePlot(file: string, spec: TopLevelSpec): Promise<void> {
  const ext = checkPlotFile(file);
  const svg = await renderSvg(spec);
  if (ext === '.svg') writeFileSync(file, svg);
  else writeFileSync(file, new Resvg(svg, { background: 'white', fitTo: { mode: 'zoom', value: 2 } }).render().asPng());
}
