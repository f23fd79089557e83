import { resolve } from 'node:path';
import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import { simulate } from '../../kernel/index.ts';
import { simChartSpec, type Fighter } from '../../report/index.ts';
import { systemById, SYSTEMS } from '../../systems/index.ts';
import { CliError, type CliContext } from '../io.ts';
import { loadCombatant, readJson } from '../load.ts';
import { checkPlotFile, writePlot } from '../plot.ts';
import { simCsv, simText } from '../sim-output.ts';

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
    .option('--csv', 'print CSV: one row per side, the fight-length histogram, then each metric\'s histogram')
    .option('--plot <file>', 'write win rates, fight lengths and each metric\'s distribution as a chart (.svg or .png)')
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
      const fighters: Fighter[] = [a, b].map((c) => ({ id: c.id, side: c.side, name: c.name }));
      // `fighters` ties the metrics' figure ids (a.wounds) to the sides of the win rates (A).
      if (opts.json) ctx.io.out(`${JSON.stringify({ system: id, a: a.name, b: b.name, fighters, ...summary })}\n`);
      else if (opts.csv) ctx.io.out(simCsv(summary, fighters));
      else ctx.io.out(simText(summary, fighters));
      if (opts.plot) await writePlot(resolve(ctx.io.cwd, opts.plot), simChartSpec(summary, fighters));
    });
}
