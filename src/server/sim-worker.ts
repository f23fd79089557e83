import { parentPort } from 'node:worker_threads';
import { simulate } from '../kernel/index.ts';
import { systemById, SYSTEMS } from '../systems/index.ts';
import type { WorkerReply, WorkerRequest } from './simulations.ts';

// One of the simulation pool's workers (simulations.ts): it runs job after job, off the server's
// event loop, and stays alive in between so its code stays compiled and optimised. Input and output
// are plain JSON; a job that throws answers with its error and the worker goes on.
const port = parentPort!;

/**
 * Fights of each system's first two sample characters, thrown away: V8 optimises a function only
 * after it has run a while, so a new worker's first chunk ran ~4x slower than later ones (measured:
 * 1,000 GG fights through the lab, 1.9 s on a new server, 0.3-0.5 s after). The pool asks for this
 * once, when the server starts; jobs sent meanwhile wait for it.
 */
function warmUp(fights: number): void {
  for (const system of Object.values(SYSTEMS)) {
    const [a, b] = system.templates.filter((t) => t.kind === 'sample');
    if (!a || !b) continue;
    simulate(system, [{ id: 'a', name: a.name, side: 'A', sheet: a.sheet }, { id: 'b', name: b.name, side: 'B', sheet: b.sheet }], { fights, seed: 'warm-up' });
  }
}

port.on('message', (message: WorkerRequest) => {
  if ('warmUp' in message) {
    warmUp(message.warmUp);
    port.postMessage({ warmedUp: message.warmUp } satisfies WorkerReply);
    return;
  }
  const { id, job } = message;
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
