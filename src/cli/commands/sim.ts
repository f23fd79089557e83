import { resolve } from 'node:path';
import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import { simulate, type SimulationSummary } from '../../kernel/index.ts';
import { systemById, SYSTEMS } from '../../systems/index.ts';
import { CliError, type CliContext } from '../io.ts';
import { loadCombatant, readJson } from '../load.ts';
import { checkPlotFile, writePlot } from '../plot.ts';
import type { TopLevelSpec } from 'vega-lite';

interface SimOpts { a: string; b: string; fights: string; seed: string; json?: boolean; csv?: boolean; plot?: string; options?: string }

/** `arbiter sim <system>`: many seeded 1-v-1 fights between two builds, with 95% intervals. */
export function simCommand(ctx: CliContext): Command {
  return new Command('sim')
    .description('simulate fights between two characters; win rates with 95% confidence intervals')
    .argument('<system>', `system id (${Object.keys(SYSTEMS).join(', ')})`)
    .requiredOption('--a <sheet>', 'side A: a template id or a JSON file (a sheet, or { name, sheet, position })')
    .requiredOption('--b <sheet>', 'side B: a template id or a JSON file')
    .option('--fights <n>', 'number of fights', '1000')
    .option('--seed <seed>', 'seed; the same seed gives the same result', 'arbiter')
    .option('--options <file>', 'table options (JSON file)')
    .option('--json', 'print the summary as JSON')
    .option('--csv', 'print CSV: one row per side, then the fight-length histogram')
    .option('--plot <file>', 'write win rates and fight lengths as a chart (.svg or .png)')
    .action(async (id: string, opts: SimOpts) => {
      const system = systemById(id);
      if (!system) throw new CliError('UNKNOWN_SYSTEM', `no system "${id}" (known: ${Object.keys(SYSTEMS).join(', ')})`);
      if (opts.plot !== undefined) checkPlotFile(opts.plot);
      const fights = Number(opts.fights);
      if (!Number.isInteger(fights) || fights < 1 || fights > 10_000_000) throw new CliError('BAD_OPTION', `--fights needs a whole number from 1, got "${opts.fights}"`);
      const a = loadCombatant(system, ctx.io.cwd, opts.a, 'a', 'A');
      const b = loadCombatant(system, ctx.io.cwd, opts.b, 'b', 'B');
      const tableOptions = opts.options ? readJson(ctx.io.cwd, opts.options) : undefined;
      const parsedOptions = system.options.safeParse(tableOptions ?? {});
      if (!parsedOptions.success) throw new CliError('BAD_OPTIONS', parsedOptions.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const bar = ctx.io.tty && ctx.io.progressStream ? new SingleBar({ stream: ctx.io.progressStream, format: 'fights [{bar}] {value}/{total} {percentage}% eta {eta}s' }) : null;
      bar?.start(fights, 0);
      const summary = simulate(system, [a, b], {
        fights, seed: opts.seed, tableOptions: parsedOptions.data,
        onProgress: (done) => bar?.update(done),
      });
      bar?.stop();
      const names = { A: a.name, B: b.name };
      if (opts.json) ctx.io.out(`${JSON.stringify({ system: id, a: a.name, b: b.name, ...summary })}\n`);
      else if (opts.csv) ctx.io.out(csv(summary, names));
      else ctx.io.out(text(summary, names));
      if (opts.plot) await writePlot(resolve(ctx.io.cwd, opts.plot), simChart(summary, names));
    });
}

function label(side: string, names: Record<string, string>): string {
  return side === 'none' ? 'no winner' : `${side} ${names[side] ?? ''}`.trim();
}

function text(s: SimulationSummary, names: Record<string, string>): string {
  const lines = [`${s.fights} fights, seed "${s.seed}"`];
  for (const [side, w] of Object.entries(s.winRates)) {
    lines.push(`  ${label(side, names).padEnd(32)} ${(w.rate * 100).toFixed(1).padStart(5)}%  (95% CI ${(w.low * 100).toFixed(1)}–${(w.high * 100).toFixed(1)}%)`);
  }
  lines.push(`  mean fight length: ${s.meanRounds.toFixed(2)} rounds`);
  const max = Math.max(...Object.values(s.rounds));
  for (const [r, n] of Object.entries(s.rounds)) lines.push(`  ${r.padStart(4)} rounds ${String(n).padStart(7)}  ${'█'.repeat(Math.round((n / max) * 30))}`);
  for (const [metric, hist] of Object.entries(s.metrics)) {
    const total = Object.values(hist).reduce((x, y) => x + y, 0);
    const mean = Object.entries(hist).reduce((acc, [v, n]) => acc + Number(v) * n, 0) / Math.max(1, total);
    lines.push(`  ${metric}: mean ${mean.toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

function csv(s: SimulationSummary, names: Record<string, string>): string {
  const rows = ['side,name,wins,rate,ci_low,ci_high'];
  for (const [side, w] of Object.entries(s.winRates)) rows.push([side, JSON.stringify(names[side] ?? ''), s.wins[side] ?? 0, w.rate, w.low, w.high].join(','));
  rows.push('', 'rounds,fights');
  for (const [r, n] of Object.entries(s.rounds)) rows.push(`${r},${n}`);
  return `${rows.join('\n')}\n`;
}

/** Win rates with their intervals beside the distribution of fight lengths. */
export function simChart(s: SimulationSummary, names: Record<string, string>): TopLevelSpec {
  const rates = Object.entries(s.winRates).map(([side, w]) => ({ side: label(side, names), rate: w.rate, low: w.low, high: w.high }));
  const rounds = Object.entries(s.rounds).map(([r, n]) => ({ rounds: Number(r), share: n / s.fights }));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: `${s.fights} simulated fights`,
    hconcat: [
      {
        width: 220, height: 220, data: { values: rates },
        layer: [
          { mark: { type: 'bar', color: '#3b6ea8' }, encoding: { x: { field: 'side', type: 'nominal', title: null }, y: { field: 'rate', type: 'quantitative', title: 'win rate', scale: { domain: [0, 1] } } } },
          { mark: { type: 'rule', color: '#111' }, encoding: { x: { field: 'side', type: 'nominal' }, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
        ],
      },
      {
        width: 280, height: 220, data: { values: rounds }, mark: { type: 'bar', color: '#a86b3b' },
        encoding: { x: { field: 'rounds', type: 'ordinal', title: 'rounds' }, y: { field: 'share', type: 'quantitative', title: 'share of fights' } },
      },
    ],
  };
}
