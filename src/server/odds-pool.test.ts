import { afterAll, describe, expect, it } from 'vitest';
import type { Json } from '../kernel/index.ts';
import { BLUE_COMET, IRONCLAD, gloriousGladiators } from '../systems/glorious-gladiators/index.ts';
import { answerOdds } from './odds-answer.ts';
import { OddsPool } from './odds-pool.ts';
import { CROWD, CROWD_AUTOFIRE, GM, P1, sampleRequests, smallRequest, tableOf } from './testing/odds-tables.ts';
import { JobCancelled } from './worker-pool.ts';

// The odds pool's real workers (each compiles the sources through tsx, a few seconds): one pool of
// two serves the tests that keep it open. A crowded Autofire (CROWD_AUTOFIRE) never ends by itself
// within a test: its caps are raised where a test needs it to run until stopped.
const pool = new OddsPool({ size: 2 });
afterAll(() => pool.close());

const crowd = () => ({ state: tableOf(gloriousGladiators, CROWD).state, command: CROWD_AUTOFIRE, actor: GM });
const LONG = { maxLeaves: 100_000_000, maxMs: 600_000 };

describe('the odds worker pool', () => {
  it('[GG-DICE-08] answers every system\'s requests exactly as the server\'s thread did, refusals and the asker\'s rights included', async () => {
    const asks = sampleRequests();
    const answers = await Promise.all(asks.map((a) => pool.answer(a.system, a.job)));
    answers.forEach((answer, i) => expect(answer).toEqual(answerOdds(asks[i]!.system, { ...asks[i]!.job, system: asks[i]!.system.id })));
    expect(answers.map((a) => (a.ok ? 'ok' : a.rejection.code))).toEqual([
      'ok', 'NOT_YOUR_FIGURE', 'UNKNOWN_FIGURE', 'SPECTATORS_CANNOT_ACT',
      'ok', 'ok', 'ok', 'NOT_YOUR_TURN', 'NOT_YOUR_FIGURE',
      'ok', 'ok', 'ok', 'NOT_YOUR_FIGURE',
    ]);
    expect(pool.stats()).toMatchObject({ started: 2, live: 2, running: 0, queued: 0 });
  }, 60_000);

  it('[GG-DICE-08] [GG-ABL-12] a player\'s odds with an unrevealed bystander come back from a worker with it named as assumed, as on the server\'s thread', async () => {
    const figure = (id: string, side: string, sheet: unknown, q: number, more: Record<string, Json> = {}) =>
      ({ id: `add-${id}`, type: 'figure.add', args: { id, name: id, side, sheet: sheet as Json, position: { q, r: 0 }, ...more } });
    const t = tableOf(gloriousGladiators, [
      figure('comet', 'heroes', BLUE_COMET, 0, { controller: 'p1', revealed: true }), figure('iron', 'villains', IRONCLAD, 5, { revealed: true }),
      figure('iron2', 'villains', IRONCLAD, 12), { id: 'start', type: 'combat.start' },
    ]);
    const job = { state: t.state, command: { type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } }, actor: P1 };
    const answer = await pool.answer(gloriousGladiators, job);
    expect(answer).toMatchObject({ ok: true, assumed: ['iron2'] });
    expect(answer).toEqual(answerOdds(gloriousGladiators, { ...job, system: gloriousGladiators.id }));
  }, 60_000);

  it('warms: starts every worker at once and settles when each has loaded the sources, before any request', async () => {
    const warm = new OddsPool({ size: 2 });
    const loading = warm.warm();
    expect(warm.stats()).toMatchObject({ started: 2, live: 2, loaded: 0 });
    await loading;
    expect(warm.stats()).toMatchObject({ started: 2, live: 2, loaded: 2, running: 0 });
    await warm.close();
  }, 60_000);

  it('answers ODDS_TOO_COMPLEX at the 3 s cap and keeps its worker', async () => {
    const before = pool.stats().started;
    expect(await pool.answer(gloriousGladiators, crowd())).toMatchObject({ ok: false, rejection: { code: 'ODDS_TOO_COMPLEX' } });
    expect(pool.stats()).toMatchObject({ started: before, live: 2, running: 0 });
  }, 60_000);

  it('stops a cancelled request where it is, and its worker takes the next one', async () => {
    // One worker and no cap that could end the crowd: the small request is answered only once the
    // cancelled one has let go of the worker, and the worker is the same (none started since).
    const one = new OddsPool({ size: 1, limits: LONG });
    const small = smallRequest();
    await one.answer(small.system, small.job);
    const stop = new AbortController();
    const slow = one.answer(gloriousGladiators, crowd(), stop.signal);
    const next = one.answer(small.system, small.job);
    expect(one.stats()).toMatchObject({ running: 1, queued: 1 });
    stop.abort();
    await expect(slow).rejects.toBeInstanceOf(JobCancelled);
    expect(await next).toMatchObject({ ok: true });
    expect(one.stats()).toMatchObject({ started: 1, live: 1, running: 0, queued: 0 });
    await one.close();
  }, 60_000);

  it('takes a cancelled request off its queue before it starts', async () => {
    const one = new OddsPool({ size: 1 });
    const small = smallRequest();
    const stop = new AbortController();
    const first = one.answer(small.system, small.job);
    const dropped = one.answer(small.system, small.job, stop.signal);
    stop.abort();
    await expect(dropped).rejects.toBeInstanceOf(JobCancelled);
    expect(one.stats()).toMatchObject({ running: 1, queued: 0 });
    expect(await first).toMatchObject({ ok: true });
    await one.close();
  }, 60_000);

  it('terminates a worker stuck past its hard limit, answers ODDS_TOO_COMPLEX, and replaces it at once', async () => {
    // The hard limit below the request's own caps stands for a request that never asks them.
    const one = new OddsPool({ size: 1, limits: LONG, hardLimitMs: 300 });
    const small = smallRequest();
    await one.answer(small.system, small.job);
    expect(await one.answer(gloriousGladiators, crowd())).toMatchObject({ ok: false, rejection: { code: 'ODDS_TOO_COMPLEX' } });
    expect(one.stats()).toMatchObject({ started: 2, live: 1, running: 0 });
    expect(await one.answer(small.system, small.job)).toEqual(answerOdds(small.system, { ...small.job, system: small.system.id }));
    expect(one.stats()).toMatchObject({ started: 2, live: 1 });
    await one.close();
  }, 60_000);
});
