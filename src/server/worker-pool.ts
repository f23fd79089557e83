import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ServerErrorCode } from '../protocol/index.ts';
import { ServerError } from './errors.ts';

/**
 * Worker threads kept alive between jobs, one job at a time each, for work that must not run on the
 * server's one thread (balance simulations, exact odds). Each worker runs a TypeScript module through
 * tsx (worker-entry.mjs), like the rest of the server, and answers through worker-serve.ts.
 */

/** What a pool and its workers say to each other: one job at a time per worker, by id. */
export type PoolRequest<Job> = { readonly id: number; readonly job: Job } | { readonly warmUp: unknown };
export type PoolReply<Result> =
  | { readonly loaded: true }
  | { readonly started: number }
  | { readonly id: number; readonly result: Result }
  | { readonly id: number; readonly error: string }
  | { readonly warmedUp: true };

/** What every worker is started with (worker-entry.mjs imports `module`; worker-serve.ts reads `cancel`). */
export interface PoolWorkerData {
  /** The worker's module, relative to worker-entry.mjs. */
  readonly module: string;
  /** One Int32: the id of the job its owner no longer wants, asked by the job as it goes. */
  readonly cancel: SharedArrayBuffer;
}

export interface WorkerPoolOptions {
  /** 'simulation', 'odds': named in errors. */
  readonly name: string;
  /** The worker's module beside this file, e.g. './sim-worker.ts'. */
  readonly module: string;
  readonly size: number;
  /** Jobs that may wait for a worker; one more is refused with `code` (unsaid: no limit). */
  readonly refuse?: { readonly maxWaiting: number; readonly code: ServerErrorCode };
  /**
   * A job still running after this long has its worker terminated and replaced at once, and fails
   * with JobTimedOut: the backstop for a job that never asks its own limits (worker-serve.ts's
   * `cancelled`), so a stuck worker cannot hold its slot or leak.
   */
  readonly hardLimitMs?: number;
}

export interface PoolStats {
  /** Workers started since the pool was made (one terminated or crashed is replaced by a new start). */
  readonly started: number;
  /** Workers alive now: never more than the pool's size. */
  readonly live: number;
  /** Of those, the ones that have loaded their module (a new one compiles the sources first: seconds). */
  readonly loaded: number;
  readonly running: number;
  readonly queued: number;
  /** Workers that have answered their warm-up. */
  readonly warmedUp: number;
}

/** The job's owner gave it up (its AbortSignal fired) before it ended. */
export class JobCancelled extends Error {}
/** The job ran past the pool's hard limit; its worker was terminated. */
export class JobTimedOut extends Error {}

interface Job<J, R> {
  readonly id: number;
  readonly job: J;
  readonly resolve: (result: R) => void;
  readonly reject: (error: Error) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: () => void;
}

interface Slot<J, R> {
  readonly worker: Worker;
  readonly cancel: Int32Array;
  job: Job<J, R> | null;
  timer: ReturnType<typeof setTimeout> | null;
  loaded: boolean;
}

export class WorkerPool<J, R> {
  private readonly slots: Array<Slot<J, R>> = [];
  private readonly queue: Array<Job<J, R>> = [];
  private nextId = 1;
  private startedCount = 0;
  private warmedCount = 0;
  private closed = false;
  /** Callers of warm() waiting for every worker to have loaded. */
  private loading: Array<() => void> = [];

  constructor(private readonly o: WorkerPoolOptions) {
    if (!Number.isInteger(o.size) || o.size < 1) throw new Error(`a ${o.name} pool needs at least one worker, not ${o.size}`);
  }

  /**
   * Runs a job on the first free worker, or when one frees up (jobs start in the order they came).
   * An abort of `signal` takes a waiting job off the queue, or tells a running one to stop (the
   * worker stays, and is free again once the job notices); either way the promise fails at once
   * with JobCancelled.
   */
  run(job: J, signal?: AbortSignal): Promise<R> {
    if (this.closed) return Promise.reject(new ServerError('SHUTTING_DOWN'));
    if (signal?.aborted) return Promise.reject(new JobCancelled());
    // Jobs wait only while every worker is busy (dispatch empties the queue otherwise).
    const refuse = this.o.refuse;
    if (refuse && this.queue.length >= refuse.maxWaiting) return Promise.reject(new ServerError(refuse.code));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const entry: Job<J, R> = { id, job, resolve, reject, signal, onAbort: () => this.abort(entry) };
      signal?.addEventListener('abort', entry.onAbort, { once: true });
      this.queue.push(entry);
      this.dispatch();
    });
  }

  /**
   * Starts every worker now rather than on the first job; with `warmUp`, each runs the module's
   * warm-up first. The promise settles once every worker has loaded its module (or the pool closed).
   */
  warm(warmUp?: unknown): Promise<void> {
    while (!this.closed && this.slots.length < this.o.size) this.start();
    if (warmUp !== undefined) for (const slot of this.slots) slot.worker.postMessage({ warmUp } satisfies PoolRequest<J>);
    return new Promise((resolve) => {
      this.loading.push(resolve);
      this.checkLoaded();
    });
  }

  stats(): PoolStats {
    const running = this.slots.filter((x) => x.job).length;
    const loaded = this.slots.filter((x) => x.loaded).length;
    return { started: this.startedCount, live: this.slots.length, loaded, running, queued: this.queue.length, warmedUp: this.warmedCount };
  }

  /** Stops every worker; jobs still queued or running fail with SHUTTING_DOWN. */
  async close(): Promise<void> {
    this.closed = true;
    const gone = new ServerError('SHUTTING_DOWN');
    for (const w of this.queue.splice(0)) settle(w).reject(gone);
    const slots = this.slots.splice(0);
    for (const slot of slots) this.free(slot)?.reject(gone);
    await Promise.all(slots.map((x) => x.worker.terminate()));
    this.checkLoaded();
  }

  private checkLoaded(): void {
    const all = this.closed || (this.slots.length >= this.o.size && this.slots.every((x) => x.loaded));
    if (all) for (const resolve of this.loading.splice(0)) resolve();
  }

  private abort(job: Job<J, R>): void {
    const i = this.queue.indexOf(job);
    if (i >= 0) this.queue.splice(i, 1);
    // A running job's worker sees the flag the next time the job asks; its answer is then dropped.
    const slot = this.slots.find((x) => x.job === job);
    if (slot) Atomics.store(slot.cancel, 0, job.id);
    job.reject(new JobCancelled());
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((x) => x.job === null);
      if (!slot && this.slots.length < this.o.size) slot = this.start();
      if (!slot) return;
      const next = this.queue.shift()!;
      try {
        slot.worker.postMessage({ id: next.id, job: next.job } satisfies PoolRequest<J>);
      } catch (e) {
        // Not structured-cloneable: the job fails alone, before it holds the worker.
        settle(next).reject(e instanceof Error ? e : new Error(String(e)));
        continue;
      }
      slot.job = next;
    }
  }

  /** Takes the slot's job off it (and its timer), for the caller to settle. */
  private free(slot: Slot<J, R>): Job<J, R> | null {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return job ? settle(job) : null;
  }

  /** Terminates a stuck worker, fails its job, and starts its replacement now so the next job does not wait for one. */
  private kill(slot: Slot<J, R>, why: Error): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    this.free(slot)?.reject(why);
    void slot.worker.terminate();
    if (this.closed) return;
    this.start();
    this.dispatch();
  }

  private start(): Slot<J, R> {
    const cancel = new SharedArrayBuffer(4);
    const workerData: PoolWorkerData = { module: this.o.module, cancel };
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData });
    this.startedCount++;
    const slot: Slot<J, R> = { worker, cancel: new Int32Array(cancel), job: null, timer: null, loaded: false };
    this.slots.push(slot);
    worker.on('message', (reply: PoolReply<R>) => {
      if ('warmedUp' in reply) {
        this.warmedCount++;
        return;
      }
      if ('loaded' in reply) {
        slot.loaded = true;
        this.checkLoaded();
        return;
      }
      if ('started' in reply) {
        // Timed from the worker's start of the job: a new worker first compiles the sources (seconds).
        const limit = this.o.hardLimitMs;
        if (limit !== undefined && slot.job?.id === reply.started) {
          slot.timer = setTimeout(() => this.kill(slot, new JobTimedOut(`${this.o.name} job ran past ${limit} ms`)), limit);
        }
        return;
      }
      if (slot.job?.id !== reply.id) return;
      const job = this.free(slot)!;
      // A cancelled job was failed when it was cancelled; reject is then a no-op.
      if ('result' in reply) job.resolve(reply.result);
      else job.reject(new Error(`${this.o.name} failed: ${reply.error}`));
      this.dispatch();
    });
    // A worker that dies takes only its own job with it; the next job starts a new one.
    const lost = (why: Error) => {
      const i = this.slots.indexOf(slot);
      if (i < 0) return;
      this.slots.splice(i, 1);
      this.free(slot)?.reject(why);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`${this.o.name} worker exited with ${code}`)));
    return slot;
  }
}

/** A job about to be settled no longer listens to its signal. */
function settle<J, R>(job: Job<J, R>): Job<J, R> {
  job.signal?.removeEventListener('abort', job.onAbort);
  return job;
}

/** Workers from the environment variable when it is a positive integer, else `fallback`. */
export function poolSizeFrom(variable: string, fallback: number): number {
  const fromEnv = Number(process.env[variable]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

/** The cores this process may use. */
export const cores = (): number => Math.max(1, availableParallelism());
