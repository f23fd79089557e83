// A worker thread's entry point is loaded by plain Node; this hands it to the TypeScript worker
// through tsx, as bin/arbiter.mjs does for the CLI.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sim-worker.ts', import.meta.url);
