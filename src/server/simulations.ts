import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Combatant, SimulationSummary } from '../kernel/index.ts';
import { ServerError } from './errors.ts';

/**
 * Simulations in worker threads, so a 20,000-fight balance run never stalls live tables. The
 * workers run the TypeScript sources through tsx (sim-worker-entry.mjs), like the rest of the server.
 */
export interface SimulationJob {
  readonly system: string;
  readonly combatants: Combatant[];
  readonly fights: number;
  readonly seed: string;
  readonly tableOptions: unknown;
  readonly first: number;
}

/** What the pool and a worker say to each other: one job at a time per worker, by id. */
export type WorkerRequest = { readonly id: number; readonly job: SimulationJob } | { readonly warmUp: number };
export type WorkerReply =
  | { readonly id: number; readonly summary: SimulationSummary }
  | { readonly id: number; readonly error: string }
  | { readonly warmedUp: number };

interface Waiting {
  readonly id: number;
  readonly job: SimulationJob;
  readonly resolve: (summary: SimulationSummary) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  job: Waiting | null;
}

export interface PoolStats {
  /** Workers started since the pool was made (a crashed one is replaced by a new start). */
  readonly started: number;
  readonly running: number;
  readonly queued: number;
  /** Workers that have played their warm-up fights (warm). */
  readonly warmedUp: number;
}

/**
 * A fixed number of worker threads kept alive between jobs, started on first use.
 *
 * Why kept alive: a fresh worker compiles the sources through tsx and runs its first fights before
 * V8 has optimised them, which measured ~2 s per 1,000-fight chunk of the balance lab for Glorious
 * Gladiators on a quiet machine (~4 s under load) against ~0.5 s warm; and the lab sends its runs in chunks for its progress bar, so it
 * paid that on every chunk. Why several: chunks sent together run on as many cores.
 */
export class SimulationPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private startedCount = 0;
  private warmedCount = 0;
  private closed = false;

  /**
   * `maxWaiting`: jobs that may wait for a worker; one more is refused with SIMULATIONS_BUSY, so
   * a flood of requests cannot queue hours of fights ahead of everyone else (32 jobs of at most
   * 20,000 fights is a few minutes of Glorious Gladiators on two workers).
   */
  constructor(private readonly size = defaultPoolSize(), private readonly maxWaiting = 32) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a simulation pool needs at least one worker, not ${size}`);
  }

  /** Runs a job on the first free worker, or when one frees up (jobs start in the order they came). */
  run(job: SimulationJob): Promise<SimulationSummary> {
    if (this.closed) return Promise.reject(new ServerError('SHUTTING_DOWN'));
    // Jobs wait only while every worker is busy (dispatch empties the queue otherwise).
    if (this.queue.length >= this.maxWaiting) return Promise.reject(new ServerError('SIMULATIONS_BUSY'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Starts every worker now rather than on the first job, and has each play `warmUpFights` fights
   * of every system first (sim-worker.ts): `arbiter serve` does once it listens, so the first
   * balance run neither waits while workers compile the sources (~2-5 s each) nor runs on code V8
   * has not optimised yet. The lab's default 1,000 GG fights on a new server: 1.9 s without the
   * warm-up fights, 1.2 s with them, 0.3-0.5 s once everything is warm.
   */
  warm(warmUpFights = WARM_UP_FIGHTS): void {
    while (!this.closed && this.slots.length < this.size) this.start();
    if (warmUpFights > 0) for (const slot of this.slots) slot.worker.postMessage({ warmUp: warmUpFights } satisfies WorkerRequest);
  }

  stats(): PoolStats {
    const running = this.slots.filter((x) => x.job).length;
    return { started: this.startedCount, running, queued: this.queue.length, warmedUp: this.warmedCount };
  }

  /** Stops every worker; jobs still queued or running fail with SHUTTING_DOWN. */
  async close(): Promise<void> {
    this.closed = true;
    const gone = new ServerError('SHUTTING_DOWN');
    for (const w of this.queue.splice(0)) w.reject(gone);
    const slots = this.slots.splice(0);
    for (const slot of slots) slot.job?.reject(gone);
    await Promise.all(slots.map((x) => x.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((x) => x.job === null);
      if (!slot && this.slots.length < this.size) slot = this.start();
      if (!slot) return;
      const next = this.queue.shift()!;
      slot.job = next;
      slot.worker.postMessage({ id: next.id, job: next.job } satisfies WorkerRequest);
    }
  }

  private start(): Slot {
    const worker = new Worker(new URL('./sim-worker-entry.mjs', import.meta.url));
    this.startedCount++;
    const slot: Slot = { worker, job: null };
    this.slots.push(slot);
    worker.on('message', (reply: WorkerReply) => {
      if ('warmedUp' in reply) {
        this.warmedCount++;
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      if ('summary' in reply) job.resolve(reply.summary);
      else job.reject(new Error(`simulation failed: ${reply.error}`));
      this.dispatch();
    });
    // A worker that dies takes only its own job with it; the next job starts a new one.
    const lost = (why: Error) => {
      const i = this.slots.indexOf(slot);
      if (i < 0) return;
      this.slots.splice(i, 1);
      slot.job?.reject(why);
      slot.job = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`simulation worker exited with ${code}`)));
    return slot;
  }
}

/** Fights per system each worker plays first when warmed (sim-worker.ts): ~1 s of a worker's time at start. */
const WARM_UP_FIGHTS = 400;

/** One worker per core the process may use: the table server's own thread is mostly idle. */
function defaultPoolSize(): number {
  const fromEnv = Number(process.env.ARBITER_SIM_WORKERS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.max(1, availableParallelism());
}
