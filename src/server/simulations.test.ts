import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArena, simulate } from '../kernel/index.ts';
import { d100TrickStunt } from '../systems/d100-trick-stunt/index.ts';
import { gloriousGladiators } from '../systems/glorious-gladiators/index.ts';
import { createServer } from './app.ts';
import { sqliteStorage } from './storage/adapters.ts';

let base = '';
let close: () => Promise<void>;
beforeAll(async () => {
  const server = await createServer({ storage: sqliteStorage(join(mkdtempSync(join(tmpdir(), 'arbiter-sim-')), 'db.sqlite')) });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  close = server.close;
});
afterAll(async () => close());

describe('balance simulations on the server', () => {
  it('runs a large simulation in a worker with the same result as in-process, and stays responsive', async () => {
    const body = { a: 'aldo', b: 'brick', fights: 400, seed: 'lab' };
    const started = performance.now();
    const pending = fetch(`${base}/api/systems/d100-trick-stunt/simulate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // While the worker fights, the server still answers.
    const health = await fetch(`${base}/api/health`);
    const answeredAfter = performance.now() - started;
    expect(health.status).toBe(200);
    const summary = (await (await pending).json()) as { fights: number; wins: Record<string, number> };
    if (summary.fights === undefined) throw new Error(JSON.stringify(summary));
    const finishedAfter = performance.now() - started;
    expect(answeredAfter).toBeLessThan(finishedAfter);
    const aldo = d100TrickStunt.templates.find((t) => t.id === 'aldo')!;
    const brick = d100TrickStunt.templates.find((t) => t.id === 'brick')!;
    const local = simulate(d100TrickStunt, [
      { id: 'a', name: aldo.name, side: 'A', sheet: aldo.sheet },
      { id: 'b', name: brick.name, side: 'B', sheet: brick.sheet },
    ], { fights: 400, seed: 'lab' });
    expect(summary.fights).toBe(400);
    expect(summary.wins).toEqual(local.wins);
  });

  it('rejects an illegal build with its rule ID', async () => {
    const res = await fetch(`${base}/api/systems/d100-trick-stunt/simulate`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: { ...d100TrickStunt.templates[0]!.sheet, strength: 0 }, b: 'brick', fights: 10, seed: 's' }),
    });
    expect(res.status).toBe(400);
    type Refusal = { error: { message: string; details: { side: string; issues: Array<{ ruleId: string; path: string[] }> } } };
    const body = (await res.json()) as Refusal;
    expect(body.error.message).toContain('D100-CHAR-01');
    // The details say which side and each problem, for the balance lab to list.
    expect(body.error.details.side).toBe('A');
    expect(body.error.details.issues.map((i) => i.ruleId)).toContain('D100-CHAR-01');
  });

  it('names the side and the field of a malformed sheet', async () => {
    const res = await fetch(`${base}/api/systems/d100-trick-stunt/simulate`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'aldo', b: { ...d100TrickStunt.templates[0]!.sheet, strength: 'strong' }, fights: 10, seed: 's' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { details: { side: string; issues: Array<{ ruleId: string; path: string[] }> } } };
    expect(body.error.details.side).toBe('B');
    expect(body.error.details.issues).toEqual([expect.objectContaining({ ruleId: 'D100-CHAR-01', path: ['strength'] })]);
  });
});

describe('odds queries on the server', () => {
  const query = async (system: string, name: string, params: unknown) => {
    const res = await fetch(`${base}/api/systems/${system}/queries/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ params }) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it('[GG-MOVE-02] runs a query from the rule code, and answers what the rules refuse with BAD_REQUEST, not a 500', async () => {
    const ok = await query('glorious-gladiators', 'attack', { attacker: 'blue-comet', defender: 'ironclad', distance: 5 });
    expect(ok.status).toBe(200);
    expect(ok.json['json']).toMatchObject({ ability: 'lightning-bolt', meanHits: '24/25' });
    const far = await query('glorious-gladiators', 'attack', { distance: 30 });
    expect(far.status).toBe(400);
    expect(far.json['error']).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Beyond twice the range band. (GG-MOVE-02)') as unknown });
    expect((await query('glorious-gladiators', 'attack', { attacker: 'nobody' })).json['error']).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('[GG-MOVE-01] simulates a duel at the distance asked, and refuses one the arena has not', async () => {
    const simulate = async (system: string, body: Record<string, unknown>) => {
      const res = await fetch(`${base}/api/systems/${system}/simulate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fights: 5, seed: 'd', ...body }) });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    expect((await simulate('glorious-gladiators', { a: 'blue-comet', b: 'ironclad', distance: 3 })).status).toBe(200);
    const far = await simulate('glorious-gladiators', { a: 'blue-comet', b: 'ironclad', distance: 99 });
    expect(far.status).toBe(400);
    expect(far.json['error']).toMatchObject({ code: 'BAD_REQUEST', message: 'distance: the distance must be a whole number of hexes from 1 to 40, got 99' });
    expect((await simulate('d100-trick-stunt', { a: 'aldo', b: 'brick', distance: 3 })).status).toBe(400);
    const info = (await (await fetch(`${base}/api/systems`)).json()) as { systems: Array<{ id: string; arena: unknown }> };
    expect(info.systems.find((s) => s.id === 'glorious-gladiators')!.arena).toEqual({ distance: 6, maxDistance: 40, unit: 'hexes' });
  });

  it('[GG-MOVE-01] [GG-ATK-06] simulates a side of several fighters as the CLI does, and refuses an empty or oversized side', async () => {
    const post = async (body: Record<string, unknown>) => {
      const res = await fetch(`${base}/api/systems/glorious-gladiators/simulate`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fights: 30, seed: 'gang', ...body }),
      });
      return { status: res.status, json: (await res.json()) as { metrics?: Record<string, unknown>; wins?: unknown; error?: unknown } };
    };
    // 30 fights go to a worker: the side's list crosses to it, and the ids tie to the fighters sideFighters names.
    const gang = await post({ a: 'blue-comet', b: ['gangster', 'gang-member', 'gang-member'] });
    expect(gang.status).toBe(200);
    expect(Object.keys(gang.json.metrics!).sort()).toEqual(['a.hits', 'b1.hits', 'b2.hits', 'b3.hits']);
    const gg = gloriousGladiators;
    const t = (id: string) => gg.templates.find((x) => x.id === id)!;
    const local = simulate(gg, inArena(gg, [
      { id: 'a', name: 'Blue Comet', side: 'A', sheet: t('blue-comet').sheet },
      ...['gangster', 'gang-member', 'gang-member'].map((id, i) => ({ id: `b${i + 1}`, name: id, side: 'B', sheet: t(id).sheet })),
    ]), { fights: 30, seed: 'gang' });
    expect(gang.json.wins).toEqual(local.wins);
    expect(gang.json.metrics).toEqual(local.metrics);
    for (const b of [[], Array.from({ length: 11 }, () => 'gang-member')]) {
      const bad = await post({ a: 'blue-comet', b });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toMatchObject({ code: 'BAD_REQUEST', message: `side B: 1 to 10 fighters, got ${b.length}` });
    }
  });
});
