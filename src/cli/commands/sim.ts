import { resolve } from 'node:path';
import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import { ArenaError, inArena, MAX_PER_SIDE, simulate, type AnySystem, type Combatant, type SimulationSummary } from '../../kernel/index.ts';
import { runInChunks, sideName, simChartSpec } from '../../report/index.ts';
import { SimulationPool } from '../../server/index.ts';
import { systemById, SYSTEMS } from '../../systems/index.ts';
import { CliError, type CliContext } from '../io.ts';
import { readJson } from '../load.ts';
import { loadSide } from '../sides.ts';
import { checkPlotFile, writePlot } from '../plot.ts';
import { simCsv, simText } from '../sim-output.ts';

interface SimOpts {
  a: string; b: string; fights: string; seed: string; workers: string; distance?: string; json?: boolean; csv?: boolean; plot?: string;
  options?: string;
}

/** `arbiter sim <system>`: many seeded fights between two sides (a build each, or groups), with 95% intervals. */
export function simCommand(ctx: CliContext): Command {
  return new Command('sim')
    .description('simulate fights between two sides (a character each, or groups); win rates with 95% confidence intervals')
    .argument('<system>', `system id (${Object.keys(SYSTEMS).join(', ')})`)
    .requiredOption('--a <sheets>', `side A: a template id or a JSON file (a sheet, or { name, sheet, position }); several comma-separated, *N for N of one (gang-member*3), at most ${MAX_PER_SIDE} a side`)
    .requiredOption('--b <sheets>', 'side B, as side A')
    .option('--fights <n>', 'number of fights', '1000')
    .option('--seed <seed>', 'seed; the same seed gives the same result', 'arbiter')
    .option('--workers <n>', 'worker threads the fights run on (a long run on several cores; the same result for any n)', '1')
    .option('--distance <n>', 'on a system with a map, how far apart the two sides start (default: the system\'s, e.g. 6 hexes)')
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
      const distance = opts.distance === undefined ? undefined : Number(opts.distance);
      if (distance !== undefined && !Number.isInteger(distance)) throw new CliError('BAD_OPTION', `--distance needs a whole number, got "${opts.distance}"`);
      const sideA = loadSide(system, ctx.io.cwd, opts.a, 'a', 'A');
      const sideB = loadSide(system, ctx.io.cwd, opts.b, 'b', 'B');
      const combatants = placed(system, [...sideA.combatants, ...sideB.combatants], distance);
      const tableOptions = opts.options ? readJson(ctx.io.cwd, opts.options) : undefined;
      const parsedOptions = system.options.safeParse(tableOptions ?? {});
      if (!parsedOptions.success) throw new CliError('BAD_OPTIONS', parsedOptions.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const workers = Number(opts.workers);
      if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new CliError('BAD_OPTION', `--workers needs a whole number from 1 to 64, got "${opts.workers}"`);
      const bar = ctx.io.tty && ctx.io.progressStream ? new SingleBar({ stream: ctx.io.progressStream, format: 'fights [{bar}] {value}/{total} {percentage}% eta {eta}s' }) : null;
      bar?.start(fights, 0);
      const run = { fights, seed: opts.seed, tableOptions: parsedOptions.data as unknown, onProgress: (done: number) => bar?.update(done) };
      const summary = workers === 1 ? simulate(system, combatants, run) : await onWorkers(id, combatants, run, workers);
      bar?.stop();
      const fighters = [...sideA.fighters, ...sideB.fighters];
      // `fighters` ties the metrics' figure ids (a.wounds, b2.hits) to the sides of the win rates (A).
      const [a, b] = [sideName('A', fighters), sideName('B', fighters)];
      if (opts.json) ctx.io.out(`${JSON.stringify({ system: id, a, b, fighters, ...summary })}\n`);
      else if (opts.csv) ctx.io.out(simCsv(summary, fighters));
      else ctx.io.out(simText(summary, fighters));
      if (opts.plot) await writePlot(resolve(ctx.io.cwd, opts.plot), simChartSpec(summary, fighters));
    });
}

/** The two sides on the system's map (inArena), or a BAD_OPTION that says why not. */
function placed(system: AnySystem, combatants: Combatant[], distance: number | undefined): Combatant[] {
  try {
    return inArena(system, combatants, distance);
  } catch (error) {
    if (error instanceof ArenaError) throw new CliError('BAD_OPTION', `--distance: ${error.message}`);
    throw error;
  }
}

/**
 * The run on a pool of worker threads, in chunks a few times as many as the workers (so a slower
 * chunk does not leave the others idle at the end); fight numbers continue from chunk to chunk,
 * so the result is the very one of the run in one piece. Each worker first compiles the sources
 * (a few seconds), which pays off on long runs only.
 */
interface Run { fights: number; seed: string; tableOptions: unknown; onProgress: (done: number) => void }

async function onWorkers(system: string, combatants: Combatant[], o: Run, workers: number): Promise<SimulationSummary> {
  const pool = new SimulationPool(workers);
  try {
    return await runInChunks({
      fights: o.fights, chunks: Math.min(o.fights, workers * 8), parallel: workers, onProgress: o.onProgress,
      run: (first, n) => pool.run({ system, combatants, fights: n, seed: o.seed, tableOptions: o.tableOptions, first }),
    });
  } finally {
    await pool.close();
  }
}
