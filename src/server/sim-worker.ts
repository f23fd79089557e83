import { parentPort } from 'node:worker_threads';
import { simulate } from '../kernel/index.ts';
import { systemById } from '../systems/index.ts';
import type { WorkerReply, WorkerRequest } from './simulations.ts';

// One of the simulation pool's workers (simulations.ts): it runs job after job, off the server's
// event loop, and stays alive in between so its code stays compiled and optimised. Input and output
// are plain JSON; a job that throws answers with its error and the worker goes on.
const port = parentPort!;
port.on('message', ({ id, job }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const system = systemById(job.system);
    if (!system) throw new Error(`unknown system ${job.system}`);
    const { fights, seed, tableOptions, first } = job;
    reply = { id, summary: simulate(system, job.combatants, { fights, seed, tableOptions, first }) };
  } catch (e) {
    reply = { id, error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
