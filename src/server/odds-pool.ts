import { reject, type AnySystem } from '../kernel/index.ts';
import { systemById } from '../systems/index.ts';
import { answerOdds, ODDS_LEAVES, ODDS_MS, type OddsAnswer, type OddsJob, type OddsLimits } from './odds-answer.ts';
import { cores, JobTimedOut, poolSizeFrom, WorkerPool, type PoolStats } from './worker-pool.ts';

/**
 * Exact odds for live tables on worker threads (odds-worker.ts), so a request that takes its full
 * 3 s (a crowded GG Autofire) holds one worker, not the server's thread and every table on it.
 */
export interface OddsPoolOptions {
  /** Default: two workers, or one on a single core (ARBITER_ODDS_WORKERS). */
  readonly size?: number;
  /**
   * A request still running after this long has its worker terminated and replaced, and answers
   * ODDS_TOO_COMPLEX. Every request stops itself at ODDS_MS (and when cancelled) as the enumeration
   * goes, keeping its worker; this catches only one that never asks, e.g. a single path that never ends.
   */
  readonly hardLimitMs?: number;
  /** The caps of every request: ODDS_LEAVES outcomes and ODDS_MS unless said (tests raise them). */
  readonly limits?: OddsLimits;
}

/**
 * Why two workers: requests are short, so one would do, but a crowded one holds its worker for its
 * 3 s and every other table's odds would wait behind it. Why no limit to the queue: each connection has
 * at most one request pending (socket.ts), so it is bounded by the connections already.
 */
export class OddsPool {
  private readonly pool: WorkerPool<OddsJob, OddsAnswer>;
  private readonly limits: OddsLimits;

  constructor(o: OddsPoolOptions = {}) {
    const size = o.size ?? poolSizeFrom('ARBITER_ODDS_WORKERS', Math.min(2, cores()));
    this.limits = o.limits ?? { maxLeaves: ODDS_LEAVES, maxMs: ODDS_MS };
    // A second past the request's own time cap: a worker that keeps to its cap is never killed.
    const hardLimitMs = o.hardLimitMs ?? this.limits.maxMs + 1_000;
    this.pool = new WorkerPool({ name: 'odds', module: './odds-worker.ts', size, hardLimitMs });
  }

  /**
   * The odds of `job` on `system`, as the `odds` message carries them. An abort of `signal` stops the
   * request (JobCancelled). A system the workers would not find by its id (a server made with systems
   * of its own, as tests do) is answered on this thread, as every request was before.
   */
  async answer(system: AnySystem, asked: Omit<OddsJob, 'system' | 'limits'>, signal?: AbortSignal): Promise<OddsAnswer> {
    const job: OddsJob = { ...asked, system: system.id, limits: this.limits };
    if (systemById(system.id) !== system) return answerOdds(system, job, () => signal?.aborted === true);
    try {
      return await this.pool.run(job, signal);
    } catch (e) {
      if (e instanceof JobTimedOut) return { ok: false, rejection: reject('ODDS_TOO_COMPLEX') };
      throw e;
    }
  }

  /**
   * Starts the workers now (`arbiter serve` does once it listens), so no request waits while one
   * compiles the sources (a few seconds, more on a busy machine); settles once every one has.
   */
  warm(): Promise<void> {
    return this.pool.warm();
  }

  stats(): PoolStats {
    return this.pool.stats();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
