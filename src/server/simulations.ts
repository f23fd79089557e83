import type { Combatant, SimulationSummary } from '../kernel/index.ts';
import { cores, poolSizeFrom, WorkerPool, type PoolStats } from './worker-pool.ts';

/**
 * Simulations in worker threads, so a 20,000-fight balance run never stalls live tables
 * (worker-pool.ts; the worker is sim-worker.ts).
 */
export interface SimulationJob {
  readonly system: string;
  readonly combatants: Combatant[];
  readonly fights: number;
  readonly seed: string;
  readonly tableOptions: unknown;
  readonly first: number;
}

export type { PoolStats };

/**
 * A fixed number of worker threads kept alive between jobs, started on first use.
 *
 * Why kept alive: a fresh worker compiles the sources through tsx and runs its first fights before
 * V8 has optimised them, which measured ~2 s per 1,000-fight chunk of the balance lab for Glorious
 * Gladiators on a quiet machine (~4 s under load) against ~0.5 s warm; and the lab sends its runs in chunks for its progress bar, so it
 * paid that on every chunk. Why several: chunks sent together run on as many cores.
 */
export class SimulationPool {
  private readonly pool: WorkerPool<SimulationJob, SimulationSummary>;

  /**
   * `size`: one worker per core the process may use by default (ARBITER_SIM_WORKERS), the table
   * server's own thread being mostly idle. `maxWaiting`: jobs that may wait for a worker; one more is
   * refused with SIMULATIONS_BUSY, so a flood of requests cannot queue hours of fights ahead of
   * everyone else (32 jobs of at most 20,000 fights is a few minutes of Glorious Gladiators on two workers).
   */
  constructor(size = poolSizeFrom('ARBITER_SIM_WORKERS', cores()), maxWaiting = 32) {
    this.pool = new WorkerPool({ name: 'simulation', module: './sim-worker.ts', size, refuse: { maxWaiting, code: 'SIMULATIONS_BUSY' } });
  }

  /** Runs a job on the first free worker, or when one frees up (jobs start in the order they came). */
  run(job: SimulationJob): Promise<SimulationSummary> {
    return this.pool.run(job);
  }

  /**
   * Starts every worker now rather than on the first job, and has each play `warmUpFights` fights
   * of every system first (sim-worker.ts): `arbiter serve` does once it listens, so the first
   * balance run neither waits while workers compile the sources (~2-5 s each) nor runs on code V8
   * has not optimised yet. The lab's default 1,000 GG fights on a new server: 1.9 s without the
   * warm-up fights, 1.2 s with them, 0.3-0.5 s once everything is warm.
   */
  warm(warmUpFights = WARM_UP_FIGHTS): void {
    void this.pool.warm(warmUpFights > 0 ? warmUpFights : undefined);
  }

  stats(): PoolStats {
    return this.pool.stats();
  }

  /** Stops every worker; jobs still queued or running fail with SHUTTING_DOWN. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Fights per system each worker plays first when warmed (sim-worker.ts): ~1 s of a worker's time at start. */
const WARM_UP_FIGHTS = 400;
