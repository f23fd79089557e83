import { parentPort, workerData } from 'node:worker_threads';
import type { PoolReply, PoolRequest, PoolWorkerData } from './worker-pool.ts';

/**
 * The worker side of a WorkerPool (worker-pool.ts): runs job after job, off the server's event loop,
 * and stays alive in between so its code stays compiled and optimised. A job that throws answers
 * with its error and the worker goes on. `cancelled()` tells a job its owner gave it up (a shared
 * flag the pool sets, since the worker reads no messages while a job runs): a long job asks it as it goes.
 */
export function serveJobs<J, R>(run: (job: J, cancelled: () => boolean) => R, warmUp?: (arg: unknown) => void): void {
  const port = parentPort!;
  const flag = new Int32Array((workerData as PoolWorkerData).cancel);
  port.on('message', (message: PoolRequest<J>) => {
    if ('warmUp' in message) {
      warmUp?.(message.warmUp);
      port.postMessage({ warmedUp: true } satisfies PoolReply<R>);
      return;
    }
    const { id, job } = message;
    // Posted at once, though the job holds this thread: the pool times the job from here.
    port.postMessage({ started: id } satisfies PoolReply<R>);
    let reply: PoolReply<R>;
    try {
      reply = { id, result: run(job, () => Atomics.load(flag, 0) === id) };
    } catch (e) {
      reply = { id, error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
  // The module and everything it imports are loaded: the pool's warm() waits for this.
  port.postMessage({ loaded: true } satisfies PoolReply<R>);
}
