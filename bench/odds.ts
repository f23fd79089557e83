// The odds pool's round trip (part of `npm run bench:server`; alone: `npx tsx bench/odds.ts`): a
// small d100 attack's odds (5 outcomes) asked of a warm OddsPool one after another, against the
// same request answered on this thread, and what handing a 6-figure GG table to a worker costs
// (structured clone, which postMessage does).
import { pathToFileURL } from 'node:url';
import { answerOdds } from '../src/server/odds-answer.ts';
import { OddsPool } from '../src/server/odds-pool.ts';
import { CROWD, smallRequest, tableOf } from '../src/server/testing/odds-tables.ts';
import { gloriousGladiators } from '../src/systems/glorious-gladiators/index.ts';

const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const us = (ms: number) => Math.round(ms * 1000);

export async function oddsRoundTrip(rounds = 500): Promise<Record<string, number>> {
  const small = smallRequest();
  const pool = new OddsPool({ size: 1 });
  const job = { ...small.job, system: small.system.id };
  // Warm: the worker compiles the sources, then V8 optimises the request's path on both threads.
  for (let i = 0; i < 200; i++) {
    await pool.answer(small.system, small.job);
    answerOdds(small.system, job);
  }
  const viaPool: number[] = [];
  const inThread: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let t0 = performance.now();
    await pool.answer(small.system, small.job);
    viaPool.push(performance.now() - t0);
    t0 = performance.now();
    answerOdds(small.system, job);
    inThread.push(performance.now() - t0);
  }
  await pool.close();
  const gg = tableOf(gloriousGladiators, CROWD).state;
  const clones: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    structuredClone(gg);
    clones.push(performance.now() - t0);
  }
  return {
    poolP50us: us(quantile(viaPool, 0.5)), poolP99us: us(quantile(viaPool, 0.99)),
    threadP50us: us(quantile(inThread, 0.5)), cloneGg6P50us: us(quantile(clones, 0.5)), ggStateJsonBytes: JSON.stringify(gg).length,
  };
}

export function oddsLine(r: Record<string, number>): string {
  return `odds pool          d100 attack round trip p50 ${r.poolP50us} µs  p99 ${r.poolP99us} µs (on this thread ${r.threadP50us} µs);`
    + ` a 6-figure GG table's structured clone ${r.cloneGg6P50us} µs (${r.ggStateJsonBytes} bytes as JSON)`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(oddsLine(await oddsRoundTrip()));
