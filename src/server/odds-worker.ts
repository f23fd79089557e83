import { systemById } from '../systems/index.ts';
import { answerOdds, type OddsJob } from './odds-answer.ts';
import { serveJobs } from './worker-serve.ts';

// One of the odds pool's workers (odds-pool.ts): the system by its id, the rest of the job by
// structured clone, the answer as the `odds` message carries it.
serveJobs((job: OddsJob, cancelled) => {
  const system = systemById(job.system);
  if (!system) throw new Error(`unknown system ${job.system}`);
  return answerOdds(system, job, cancelled);
});
