import { afterAll, describe, expect, it } from 'vitest';
import { simulate, type Combatant } from '../kernel/index.ts';
import { d100TrickStunt } from '../systems/d100-trick-stunt/index.ts';
import { ServerError } from './errors.ts';
import { SimulationPool, type SimulationJob } from './simulations.ts';

// The pool's real workers (each compiles the sources through tsx, a few seconds): one pool of two
// serves the tests that keep it open, so the file starts few of them.
const pool = new SimulationPool(2);
afterAll(() => pool.close());

const sheet = (id: string) => d100TrickStunt.templates.find((t) => t.id === id)!.sheet;
const combatants: Combatant[] = [
  { id: 'a', name: 'Aldo', side: 'A', sheet: sheet('aldo') },
  { id: 'b', name: 'Brick', side: 'B', sheet: sheet('brick') },
];
const job = (first: number, fights = 150): SimulationJob => ({
  system: 'd100-trick-stunt', combatants, fights, seed: 'pool', tableOptions: {}, first,
});
const inProcess = (j: SimulationJob) => simulate(d100TrickStunt, j.combatants, { fights: j.fights, seed: j.seed, first: j.first });

describe('the simulation worker pool', () => {
  it('runs jobs side by side, each with the result it would have in-process, on no more workers than its size', async () => {
    const jobs = [0, 150, 300, 450].map((first) => job(first));
    const summaries = await Promise.all(jobs.map((j) => pool.run(j)));
    summaries.forEach((summary, i) => expect(summary).toEqual(inProcess(jobs[i]!)));
    expect(pool.stats()).toEqual({ started: 2, live: 2, loaded: 2, running: 0, queued: 0, warmedUp: 0 });
  }, 60_000);

  it('keeps its workers between jobs: later jobs start none', async () => {
    const before = pool.stats().started;
    for (const first of [600, 750]) expect(await pool.run(job(first))).toEqual(inProcess(job(first)));
    expect(pool.stats().started).toBe(before);
  }, 60_000);

  it('fails a job that throws with its reason, and the worker goes on to the next', async () => {
    const before = pool.stats().started;
    await expect(pool.run({ ...job(0), system: 'no-such-system' })).rejects.toThrow('unknown system no-such-system');
    expect(await pool.run(job(900))).toEqual(inProcess(job(900)));
    expect(pool.stats().started).toBe(before);
  }, 60_000);

  it('fails a job it cannot hand to a worker (not structured-cloneable) alone, and goes on', async () => {
    const before = pool.stats().started;
    const bad = { ...job(0), tableOptions: { f: () => 1 } };
    await expect(pool.run(bad)).rejects.toThrow(/could not be cloned/);
    expect(await pool.run(job(1050))).toEqual(inProcess(job(1050)));
    expect(pool.stats()).toMatchObject({ started: before, running: 0, queued: 0 });
  }, 20_000);

  it('on close fails what is still waiting with SHUTTING_DOWN and takes no new jobs', async () => {
    const small = new SimulationPool(1);
    // Caught as they are made: close rejects them before the test awaits them.
    const outcomes = [small.run(job(0, 2_000)), small.run(job(1))].map((p) => p.then(() => null, (e: unknown) => e));
    await small.close();
    for (const e of await Promise.all(outcomes)) expect(e).toSatisfy((x) => x instanceof ServerError && x.code === 'SHUTTING_DOWN');
    await expect(small.run(job(2))).rejects.toSatisfy((e) => e instanceof ServerError && e.code === 'SHUTTING_DOWN');
    expect(small.stats()).toEqual({ started: 1, live: 0, loaded: 0, running: 0, queued: 0, warmedUp: 0 });
  }, 60_000);

  it('warms up: starts all its workers before any job and has them play warm-up fights; the jobs then start none and come out the same', async () => {
    const warm = new SimulationPool(2);
    warm.warm(30);
    expect(warm.stats()).toEqual({ started: 2, live: 2, loaded: 0, running: 0, queued: 0, warmedUp: 0 });
    const jobs = [0, 150].map((first) => job(first));
    expect(await Promise.all(jobs.map((j) => warm.run(j)))).toEqual(jobs.map(inProcess));
    // Each worker answered its warm-up before its job (a worker's messages keep their order).
    expect(warm.stats()).toMatchObject({ started: 2, warmedUp: 2 });
    await warm.close();
  }, 60_000);

  it('refuses a job with SIMULATIONS_BUSY while as many wait as it keeps, and takes jobs again once they ran', async () => {
    const small = new SimulationPool(1, 1);
    const first = [small.run(job(0, 300)), small.run(job(300))];
    await expect(small.run(job(600))).rejects.toSatisfy((e) => e instanceof ServerError && e.code === 'SIMULATIONS_BUSY');
    expect(await Promise.all(first)).toEqual([inProcess(job(0, 300)), inProcess(job(300))]);
    expect(await small.run(job(600))).toEqual(inProcess(job(600)));
    await small.close();
  }, 60_000);

  it('refuses a size below one worker', () => {
    expect(() => new SimulationPool(0)).toThrow('at least one worker');
  });
});
