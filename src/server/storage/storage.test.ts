import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableState, duelSystem, type TableEvent } from '../../kernel/index.ts';
import { postgresStorage, sqliteStorage } from './adapters.ts';
import type { Storage } from './port.ts';

// One contract, every adapter, real databases: SQLite in a temp file and the PostgreSQL server
// at ARBITER_TEST_PG_URL (a fresh schema per run, dropped afterwards).
const PG_URL = process.env.ARBITER_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `arbiter_test_${randomBytes(6).toString('hex')}`;

const adapters: Array<[string, () => Storage]> = [
  ['sqlite', () => sqliteStorage(join(mkdtempSync(join(tmpdir(), 'arbiter-db-')), 'arbiter.sqlite'))],
  ['postgres', () => postgresStorage(PG_URL, { schema })],
];

afterAll(async () => {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
});

function event(seq: number, batch = seq): TableEvent {
  return { seq, batch, commandId: `c${batch}`, actor: { kind: 'gm' }, type: 'table.gm.note', data: { text: `note ${seq}` }, ruleIds: [], visibility: 'gm' } as unknown as TableEvent;
}

describe.each(adapters)('storage contract: %s', (_name, make) => {
  let s: Storage;
  const tableId = `t-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    s = make();
    expect(await s.migrate()).toBe(1);
    // Migrating twice is a no-op.
    expect(await s.migrate()).toBe(1);
    await s.createTable(
      { id: tableId, system: 'duel', name: 'Test', initial: createTableState(duelSystem, { seed: 'secret' }), createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'gm-1', tableId, role: 'gm', name: 'GM', tokenHash: `gm-hash-${tableId}` },
    );
  });
  afterAll(async () => s.close());

  it('stores a table with its initial state and its GM seat', async () => {
    const t = await s.getTable(tableId);
    expect(t?.system).toBe('duel');
    expect(t?.initial.rng).toMatch(/^sfc32:/);
    expect(await s.getTable('nope')).toBeNull();
    expect((await s.seatByToken(`gm-hash-${tableId}`))?.role).toBe('gm');
    expect((await s.listTables([tableId, 'nope'])).map((x) => x.id)).toEqual([tableId]);
  });

  it('appends batches in order and reads them back after a sequence number', async () => {
    expect(await s.append(tableId, [event(1), event(2, 1)], { tableId, commandId: 'c1', seatId: 'gm-1', firstSeq: 1, lastSeq: 2 })).toEqual({ ok: true });
    expect(await s.append(tableId, [event(3)], null)).toEqual({ ok: true });
    expect((await s.events(tableId, 0)).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect((await s.events(tableId, 2)).map((e) => e.seq)).toEqual([3]);
    expect(await s.lastSeq(tableId)).toBe(3);
    expect(await s.lastSeq('empty')).toBe(0);
  });

  it('lets exactly one of two racing appends for the same step land, and nothing of the loser', async () => {
    const [a, b] = await Promise.all([
      s.append(tableId, [event(4), event(5, 4)], { tableId, commandId: 'race-a', seatId: 'gm-1', firstSeq: 4, lastSeq: 5 }),
      s.append(tableId, [event(4)], { tableId, commandId: 'race-b', seatId: 'gm-1', firstSeq: 4, lastSeq: 4 }),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const loser = a.ok ? 'race-b' : 'race-a';
    expect(await s.findCommand(tableId, loser)).toBeNull();
    const seqs = (await s.events(tableId, 3)).map((e) => e.seq);
    expect(seqs).toEqual(a.ok ? [4, 5] : [4]);
  });

  it('never applies a command id twice', async () => {
    const last = await s.lastSeq(tableId);
    const cmd = { tableId, commandId: 'once', seatId: 'gm-1', firstSeq: last + 1, lastSeq: last + 1 };
    expect(await s.append(tableId, [event(last + 1)], cmd)).toEqual({ ok: true });
    expect(await s.append(tableId, [event(last + 2)], { ...cmd, firstSeq: last + 2, lastSeq: last + 2 })).toEqual({ ok: false, conflict: 'command' });
    expect(await s.lastSeq(tableId)).toBe(last + 1);
    expect(await s.findCommand(tableId, 'once')).toMatchObject({ firstSeq: last + 1 });
  });

  it('keeps the newest snapshot', async () => {
    const state = createTableState(duelSystem, { seed: 1 });
    await s.saveSnapshot(tableId, { ...state, seq: 2 });
    await s.saveSnapshot(tableId, { ...state, seq: 5 });
    await s.saveSnapshot(tableId, { ...state, seq: 5 });
    expect((await s.snapshot(tableId))?.seq).toBe(5);
  });

  it('stores seats and invites; revoking is per table', async () => {
    await s.addSeat({ id: 'p-1', tableId, role: 'player', name: 'Ann', tokenHash: `p-hash-${tableId}` });
    expect((await s.seats(tableId)).map((x) => x.name)).toEqual(['Ann', 'GM']);
    await s.addInvite({ id: 'inv-1', tableId, role: 'player', tokenHash: `i-hash-${tableId}`, expiresAt: null, revoked: false, createdAt: '2026-01-01T00:00:00.000Z' });
    expect((await s.inviteByToken(`i-hash-${tableId}`))?.revoked).toBe(false);
    expect(await s.revokeInvite('other-table', 'inv-1')).toBe(false);
    expect(await s.revokeInvite(tableId, 'inv-1')).toBe(true);
    expect((await s.invites(tableId))[0]?.revoked).toBe(true);
  });
});
