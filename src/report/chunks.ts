import type { SimulationSummary } from '../kernel/index.ts';
import { mergeSummaries } from './merge.ts';

export interface ChunkedRun {
  readonly fights: number;
  /** How many pieces the run is cut into: each finished piece moves the progress bar. */
  readonly chunks: number;
  /** How many pieces run at once (a server with a pool of workers runs them on as many cores). */
  readonly parallel: number;
  /** Runs fights `first` .. `first + n - 1` of the run (fight numbers continue, so pieces add up to the run). */
  readonly run: (first: number, n: number) => Promise<SimulationSummary>;
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * A simulation run in pieces, some at once, added up into the run in one piece. The pieces are
 * merged in fight order whatever order they finish in, so the result is the same for any
 * `parallel`. The first piece to fail fails the run, once the pieces under way have settled.
 */
export async function runInChunks(o: ChunkedRun): Promise<SimulationSummary> {
  if (!Number.isInteger(o.fights) || o.fights < 1) throw new Error(`a run needs at least one fight, not ${o.fights}`);
  const size = Math.max(1, Math.ceil(o.fights / Math.max(1, o.chunks)));
  const pieces: Array<{ first: number; n: number }> = [];
  for (let first = 0; first < o.fights; first += size) pieces.push({ first, n: Math.min(size, o.fights - first) });
  const parts: SimulationSummary[] = new Array<SimulationSummary>(pieces.length);
  let next = 0;
  let done = 0;
  // In an object: the lanes set it, and a plain `let` would read as never set where it is thrown.
  const failure: { error: Error | null } = { error: null };
  const lane = async (): Promise<void> => {
    while (failure.error === null && next < pieces.length) {
      const i = next++;
      const { first, n } = pieces[i]!;
      try {
        parts[i] = await o.run(first, n);
      } catch (e) {
        failure.error ??= e instanceof Error ? e : new Error(String(e));
        return;
      }
      done += n;
      o.onProgress?.(done, o.fights);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.parallel, pieces.length)) }, lane));
  if (failure.error) throw failure.error;
  return mergeSummaries(parts);
}
