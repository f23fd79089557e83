// A worker thread's entry point is loaded by plain Node; this hands it to the pool's TypeScript
// worker module (workerData.module: sim-worker.ts, odds-worker.ts) through tsx, as bin/arbiter.mjs
// does for the CLI. Found beside worker-pool.ts by URL, so it runs the same under tsx, vitest and `npm start`.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
