import { Worker } from 'node:worker_threads';
import type { Combatant, SimulationSummary } from '../kernel/index.ts';

/**
 * A simulation in a worker thread, so a 20,000-fight balance run never stalls live tables. The
 * worker runs the TypeScript sources through tsx (sim-worker-entry.mjs), like the rest of the server.
 */
export interface SimulationJob {
  readonly system: string;
  readonly combatants: Combatant[];
  readonly fights: number;
  readonly seed: string;
  readonly tableOptions: unknown;
  readonly first: number;
}

export function simulateInWorker(job: SimulationJob): Promise<SimulationSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sim-worker-entry.mjs', import.meta.url), { workerData: job });
    worker.once('message', (summary: SimulationSummary) => resolve(summary));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`simulation worker exited with ${code}`));
    });
  });
}
