// `npm run bench:server`: loopback load on the real table server. T tables × C WebSocket clients;
// every client is a GM connection issuing legal commands (gm.note: validated, resolved, stored,
// then fanned out to all C clients of its table) one after another. Prints commands per second
// and p50/p99 latency (send → result) for SQLite and for PostgreSQL + Redis.
// Target on the 2-core machine: 100 tables × 6 clients with p99 under 20 ms. Then the odds pool's
// round trip for a small request (bench/odds.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServer, postgresStorage, redisFanout, sqliteStorage, type Storage, type Fanout } from '../src/server/index.ts';
import { ofType, TestClient } from '../src/server/testing/ws-client.ts';
import { oddsLine, oddsRoundTrip } from './odds.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const TABLES = flag('tables', 100);
const CLIENTS = flag('clients', 6);
const COMMANDS = flag('commands', 10);
/** Paced phase: each client sends one command every PACE ms (a busy table: 6 people, one action a second each). */
const PACE = flag('pace', 1000);
const SECONDS = flag('seconds', 8);
const PG_URL = process.env.ARBITER_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.ARBITER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function load(label: string, storage: Storage, fanout?: Fanout): Promise<Record<string, number | string>> {
  const server = await createServer({ storage, ...(fanout ? { fanout } : {}) });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const ws = `${base.replace('http', 'ws')}/ws`;
  const clients: TestClient[] = [];
  for (let t = 0; t < TABLES; t++) {
    const res = await fetch(`${base}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ system: 'glorious-gladiators', name: `load ${t}` }) });
    const table = (await res.json()) as { tableId: string; token: string };
    for (let c = 0; c < CLIENTS; c++) {
      const client = await TestClient.connect(ws);
      client.send({ type: 'hello', protocol: 1, tableId: table.tableId, token: table.token, lastSeq: 0 });
      await client.next(ofType('welcome'));
      clients.push(client);
    }
  }
  const one = async (client: TestClient, id: string, into: number[]) => {
    const start = performance.now();
    const r = await client.command(id, 'gm.note', { text: `load ${id}` });
    if (r.ok !== true) throw new Error(JSON.stringify(r));
    into.push(performance.now() - start);
    // Keep memory flat: drop what this client has read.
    client.received.length = 0;
    (client as unknown as { cursor: number }).cursor = 0;
  };

  // Saturation: every client sends its next command as soon as the last one is answered.
  const saturated: number[] = [];
  let t0 = performance.now();
  await Promise.all(clients.map(async (client, i) => {
    for (let k = 0; k < COMMANDS; k++) await one(client, `s${i}-${k}`, saturated);
  }));
  const maxPerSecond = saturated.length / ((performance.now() - t0) / 1000);

  // Paced: each client sends on its own clock, phases spread, for SECONDS.
  const paced: number[] = [];
  t0 = performance.now();
  await Promise.all(clients.map(async (client, i) => {
    await new Promise((r) => setTimeout(r, (i * PACE) / clients.length));
    for (let k = 0; performance.now() - t0 < SECONDS * 1000; k++) {
      const next = performance.now() + PACE;
      await one(client, `p${i}-${k}`, paced);
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  }));
  const pacedSeconds = (performance.now() - t0) / 1000;
  for (const c of clients) c.close();
  await server.close();
  const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
  return {
    setup: label, tables: TABLES, clients: TABLES * CLIENTS,
    maxPerSecond: Math.round(maxPerSecond), saturatedP99ms: +q(saturated, 0.99).toFixed(1),
    pacedPerSecond: Math.round(paced.length / pacedSeconds), p50ms: +q(paced, 0.5).toFixed(2), p99ms: +q(paced, 0.99).toFixed(2),
  };
}

const rows = [];
rows.push(await load('SQLite', sqliteStorage(join(mkdtempSync(join(tmpdir(), 'arbiter-bench-')), 'bench.sqlite'))));
const schema = `arbiter_bench_${randomBytes(4).toString('hex')}`;
rows.push(await load('PostgreSQL + Redis', postgresStorage(PG_URL, { schema }), await redisFanout(REDIS_URL)));
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`drop schema if exists ${schema} cascade`);
await admin.end();
const odds = await oddsRoundTrip();

if (args.includes('--json')) console.log(JSON.stringify([...rows, { setup: 'odds pool', ...odds }]));
else {
  console.log(`server load: ${TABLES} tables × ${CLIENTS} WebSocket clients; each command is stored and fanned out to ${CLIENTS} clients`);
  console.log(`paced: one command per client every ${PACE} ms for ${SECONDS} s (target p99 < 20 ms); saturated: back-to-back`);
  for (const r of rows) {
    console.log(`${String(r.setup).padEnd(20)} paced ${String(r.pacedPerSecond).padStart(5)} cmd/s  p50 ${String(r.p50ms).padStart(6)} ms  p99 ${String(r.p99ms).padStart(6)} ms`
      + `   saturated ${String(r.maxPerSecond).padStart(5)} cmd/s (p99 ${r.saturatedP99ms} ms)`);
  }
  console.log(oddsLine(odds));
}
