// What the system benches share: a simulation's rate measured in chunks, and one way to print
// figures against their targets, as text or (with --json) one JSON object per bench file.
import type { Bench } from 'tinybench';

export interface Figure {
  readonly name: string;
  /** ms for a latency figure, per second for a rate. */
  readonly value: number;
  readonly unit: 'ms' | '/s';
  /** Spread of the chunks a rate was measured in, lowest to highest. */
  readonly range?: readonly [number, number];
  readonly target: { readonly below: number } | { readonly atLeast: number };
}

/**
 * Simulated fights a second on one core: after `warmupMs` (a fresh process runs its first ~1,000
 * fights while V8 is still compiling, a one-off cost a long simulation pays once), `chunks`
 * stretches of about `chunkMs` each, timed by the process's CPU time, so another process sharing
 * the core does not count against it; garbage collection, on any thread, does. The median chunk
 * is the figure, and the range is printed with it: on a shared VM memory-heavy code like this
 * varies by a fifth from one chunk to the next, where a mean would hide it.
 */
export function simulationRate(
  fight: () => void, options: { warmupMs?: number; chunks?: number; chunkMs?: number } = {},
): { median: number; range: [number, number] } {
  const { warmupMs = 2000, chunks = 9, chunkMs = 500 } = options;
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const u = process.cpuUsage(since);
    return (u.user + u.system) / 1000;
  };
  const warm = process.cpuUsage();
  while (cpuMs(warm) < warmupMs) for (let i = 0; i < 100; i++) fight();
  const rates: number[] = [];
  for (let c = 0; c < chunks; c++) {
    const start = process.cpuUsage();
    let n = 0;
    while (cpuMs(start) < chunkMs) {
      for (let i = 0; i < 50; i++) fight();
      n += 50;
    }
    rates.push((n * 1000) / cpuMs(start));
  }
  rates.sort((a, b) => a - b);
  return { median: rates[Math.floor(rates.length / 2)]!, range: [rates[0]!, rates[rates.length - 1]!] };
}

/** Each task's mean latency (tinybench) as a figure with a "below" target in ms. */
export function latencies(bench: Bench, belowMs: number): Figure[] {
  return bench.tasks.map((task) => {
    const ms = (task.result as { latency?: { mean: number } } | undefined)?.latency?.mean ?? Number.NaN;
    return { name: task.name, value: ms, unit: 'ms', target: { below: belowMs } };
  });
}

const meets = (f: Figure) => ('below' in f.target ? f.value < f.target.below : f.value >= f.target.atLeast);

export function print(benchName: string, figures: readonly Figure[]): void {
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ bench: benchName, figures: figures.map((f) => ({ ...f, meets: meets(f) })) }));
    return;
  }
  for (const f of figures) {
    const value = f.unit === 'ms' ? `${f.value.toFixed(3)} ms` : `${Math.round(f.value).toLocaleString('en')}/s`;
    const range = f.range ? ` (chunks ${f.range.map((x) => Math.round(x).toLocaleString('en')).join('–')})` : '';
    const target = 'below' in f.target ? `target < ${f.target.below} ms` : `target ≥ ${f.target.atLeast.toLocaleString('en')}/s`;
    console.log(`${f.name.padEnd(50)} ${value.padStart(12)}${range}  ${target} ${meets(f) ? 'ok' : 'SHORT'}`);
  }
}
