import { parentPort, workerData } from 'node:worker_threads';
import { simulate } from '../kernel/index.ts';
import { systemById } from '../systems/index.ts';
import type { SimulationJob } from './simulations.ts';

// Runs one simulation off the server's event loop: thousands of fights take seconds, and the
// tables must keep answering meanwhile. Input and output are plain JSON.
const job = workerData as SimulationJob;
const system = systemById(job.system);
if (!system) throw new Error(`unknown system ${job.system}`);
const summary = simulate(system, job.combatants, { fights: job.fights, seed: job.seed, tableOptions: job.tableOptions, first: job.first });
parentPort!.postMessage(summary);
