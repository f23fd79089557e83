import { simulate } from '../kernel/index.ts';
import { systemById, SYSTEMS } from '../systems/index.ts';
import type { SimulationJob } from './simulations.ts';
import { serveJobs } from './worker-serve.ts';

// One of the simulation pool's workers (simulations.ts). Input and output are plain data.

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

serveJobs((job: SimulationJob) => {
  const system = systemById(job.system);
  if (!system) throw new Error(`unknown system ${job.system}`);
  const { fights, seed, tableOptions, first } = job;
  return simulate(system, job.combatants, { fights, seed, tableOptions, first });
}, (fights) => warmUp(fights as number));
