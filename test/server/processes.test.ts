import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ofType, TestClient } from '../../src/server/testing/ws-client.ts';
import { post, spawnServer, type Spawned } from './spawn.ts';

// Real processes, real databases: a hard kill mid-combat loses nothing acknowledged, and two
// servers sharing PostgreSQL and Redis serve one table together.
const PG_URL = process.env.ARBITER_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.ARBITER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const running: Spawned[] = [];
const schema = `arbiter_scale_${randomBytes(5).toString('hex')}`;

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
});

async function start(args: string[]): Promise<Spawned> {
  const s = await spawnServer(args);
  running.push(s);
  return s;
}

async function hello(ws: string, tableId: string, token: string, lastSeq = 0): Promise<TestClient> {
  const c = await TestClient.connect(ws);
  c.send({ type: 'hello', protocol: 1, tableId, token, lastSeq });
  await c.next(ofType('welcome'));
  return c;
}

const seqs = (m: Record<string, unknown>) => (m.events as Array<{ seq: number }>).map((e) => e.seq);

describe('crash recovery', () => {
  it('keeps every acknowledged event through a SIGKILL, and resumes clients from their last seq', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'arbiter-crash-')), 'crash.sqlite');
    const first = await start(['--db', db]);
    const t = await post(first.url, '/api/tables', { system: 'glorious-gladiators', name: 'Crash' });
    const gm = await hello(first.ws, t.tableId as string, t.token as string);
    const acked: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const r = await gm.command(`note-${i}`, 'gm.note', { text: `beat ${i}` });
      expect(r.ok).toBe(true);
      acked.push(r.lastSeq as number);
    }
    // Fire more without waiting, then kill hard: whatever was acknowledged must survive.
    for (let i = 13; i <= 20; i++) gm.send({ type: 'command', command: { id: `note-${i}`, type: 'gm.note', args: { text: `beat ${i}` } } });
    await gm.next((m) => m.type === 'result' && m.commandId === 'note-13');
    const lateAcks = gm.received.filter((m) => m.type === 'result' && m.ok === true).map((m) => m.lastSeq as number);
    await first.stop('SIGKILL');

    const second = await start(['--db', db]);
    const back = await hello(second.ws, t.tableId as string, t.token as string, 6);
    const missed = await back.next(ofType('events'));
    const got = seqs(missed);
    expect(got[0]).toBe(7);
    for (const seq of new Set([...acked, ...lateAcks])) if (seq > 6) expect(got).toContain(seq);
    // The table goes on where it stopped.
    const next = await back.command('after-crash', 'gm.note', { text: 'we are back' });
    expect(next.firstSeq).toBe(Math.max(...got) + 1);
    back.close();
    await second.stop();
  }, 60_000);
});

describe('scale-out', () => {
  it('two servers on PostgreSQL + Redis: a command accepted by one reaches the other\'s clients in order', async () => {
    const args = ['--pg', PG_URL, '--pg-schema', schema, '--redis', REDIS_URL];
    const [a, b] = await Promise.all([start(args), start(args)]);
    const t = await post(a.url, '/api/tables', { system: 'glorious-gladiators', name: 'Shared' });
    const tableId = t.tableId as string;
    const inv = await post(a.url, `/api/tables/${tableId}/invites`, { role: 'spectator' }, t.token as string);
    const joined = await post(b.url, '/api/join', { invite: inv.token, name: 'Watcher' });
    const gmA = await hello(a.ws, tableId, t.token as string);
    const gmB = await hello(b.ws, tableId, t.token as string);
    const watcher = await hello(b.ws, tableId, joined.token as string);

    // Both servers take commands for the same table at the same time.
    const sends = [];
    for (let i = 0; i < 10; i++) {
      sends.push(gmA.command(`a-${i}`, 'gm.note', { text: `from A ${i}` }));
      sends.push(gmB.command(`b-${i}`, 'gm.note', { text: `from B ${i}` }));
    }
    const results = await Promise.all(sends);
    expect(results.filter((r) => r.ok !== true)).toEqual([]);
    const all = results.map((r) => r.lastSeq as number).sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    // The watcher on B saw all 20, each once, in sequence order.
    const seen: number[] = [];
    while (seen.length < 20) seen.push(...seqs(await watcher.next(ofType('events'))));
    expect(seen).toEqual(all);
    for (const c of [gmA, gmB, watcher]) c.close();
  }, 60_000);
});
