import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duelSystem } from '../kernel/index.ts';
import { BLUE_COMET, IRONCLAD, gloriousGladiators } from '../systems/glorious-gladiators/index.ts';
import { createServer } from './app.ts';
import { sqliteStorage } from './storage/adapters.ts';
import { ofType, TestClient } from './testing/ws-client.ts';

let base = '';
let wsUrl = '';
let now = new Date('2026-11-23T10:00:00.000Z');
let close: () => Promise<void>;

beforeAll(async () => {
  const storage = sqliteStorage(join(mkdtempSync(join(tmpdir(), 'arbiter-srv-')), 'db.sqlite'));
  const server = await createServer({ storage, systems: { 'duel': duelSystem, 'glorious-gladiators': gloriousGladiators }, clock: () => now, seed: () => 'fixed-seed' });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = address;
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  close = server.close;
});
afterAll(async () => close());

type Reply = { status: number; json: Record<string, unknown> };

async function api(method: string, path: string, body?: unknown, token?: string): Promise<Reply> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function table(): Promise<{ id: string; gm: string; player: string; playerSeat: string; spectator: string }> {
  const t = await api('POST', '/api/tables', { system: 'duel', name: 'Arena' });
  const id = t.json.tableId as string;
  const gm = t.json.token as string;
  const join = async (role: string, name: string) => {
    const inv = await api('POST', `/api/tables/${id}/invites`, { role }, gm);
    return (await api('POST', '/api/join', { invite: inv.json.token, name })).json;
  };
  const p = await join('player', 'Ann');
  const s = await join('spectator', 'Sam');
  return { id, gm, player: p.token as string, playerSeat: p.seatId as string, spectator: s.token as string };
}

async function seat(tableId: string, token: string, lastSeq = 0): Promise<TestClient> {
  const c = await TestClient.connect(wsUrl);
  c.send({ type: 'hello', protocol: 1, tableId, token, lastSeq });
  await c.next(ofType('welcome'));
  return c;
}

describe('tables, invites and rights', () => {
  it('creates a table, invites by role, and joins with a display name', async () => {
    const t = await table();
    const summary = await api('GET', `/api/tables/${t.id}`, undefined, t.gm);
    expect(summary.json).toMatchObject({ system: 'duel', name: 'Arena', seat: { role: 'gm' } });
    expect((summary.json.seats as unknown[]).length).toBe(3);
    const asPlayer = await api('GET', `/api/tables/${t.id}`, undefined, t.player);
    expect(asPlayer.json.invites).toEqual([]);
    expect((await api('POST', `/api/tables/${t.id}/invites`, { role: 'player' }, t.player)).json).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('rejects revoked and expired invites, forged and cross-table tokens', async () => {
    const t = await table();
    const inv = await api('POST', `/api/tables/${t.id}/invites`, { role: 'player', expiresInMinutes: 5 }, t.gm);
    const revoke = await api('POST', `/api/tables/${t.id}/invites`, { role: 'player' }, t.gm);
    await api('DELETE', `/api/tables/${t.id}/invites/${revoke.json.inviteId as string}`, undefined, t.gm);
    expect((await api('POST', '/api/join', { invite: revoke.json.token, name: 'X' })).json).toMatchObject({ error: { code: 'INVITE_REVOKED' } });
    now = new Date(now.getTime() + 10 * 60_000);
    expect((await api('POST', '/api/join', { invite: inv.json.token, name: 'X' })).json).toMatchObject({ error: { code: 'INVITE_EXPIRED' } });
    expect((await api('POST', '/api/join', { invite: 'x'.repeat(43), name: 'X' })).status).toBe(404);
    const other = await table();
    expect((await api('GET', `/api/tables/${t.id}`, undefined, other.gm)).json).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const c = await TestClient.connect(wsUrl);
    c.send({ type: 'hello', protocol: 1, tableId: t.id, token: other.player, lastSeq: 0 });
    expect(await c.next(ofType('error'))).toMatchObject({ code: 'UNAUTHORIZED' });
    c.close();
  });

  it('lets a player act only for their own figure, bring figures only onto their side and not mid-fight, and spectators not at all', async () => {
    const t = await table();
    const gm = await seat(t.id, t.gm);
    const ann = await seat(t.id, t.player);
    const sam = await seat(t.id, t.spectator);
    expect(await ann.command('add-a', 'figure.add', { id: 'a', name: 'Ann', side: 'heroes', sheet: { life: 5, bonus: 0 } })).toMatchObject({ ok: true });
    expect(await gm.command('add-b', 'figure.add', { id: 'b', name: 'Brute', side: 'villains', sheet: { life: 5, bonus: 1 } })).toMatchObject({ ok: true });
    expect(await ann.command('bad', 'figure.add', { id: 'c', name: 'Cheat', side: 'heroes', controller: 'gm', sheet: { life: 5, bonus: 0 } }))
      .toMatchObject({ ok: false, rejection: { code: 'NOT_YOUR_FIGURE' } });
    expect(await ann.command('spy', 'figure.add', { id: 'c', name: 'Spy', side: 'villains', sheet: { life: 5, bonus: 0 } }))
      .toMatchObject({ ok: false, rejection: { code: 'NOT_YOUR_SIDE' } });
    await gm.command('start', 'combat.start');
    expect(await ann.command('late', 'figure.add', { id: 'c', name: 'Late', side: 'heroes', sheet: { life: 5, bonus: 0 } }))
      .toMatchObject({ ok: false, rejection: { code: 'GM_ONLY' } });
    expect(await ann.command('as-b', 'pass', { figure: 'b' })).toMatchObject({ ok: false, rejection: { code: 'NOT_YOUR_FIGURE' } });
    expect(await sam.command('s1', 'pass', { figure: 'a' })).toMatchObject({ ok: false, rejection: { code: 'SPECTATORS_CANNOT_ACT' } });
    expect(await ann.command('ok', 'pass', { figure: 'a' })).toMatchObject({ ok: true });
    expect(await ann.command('again', 'pass', { figure: 'a' })).toMatchObject({ ok: false, rejection: { code: 'NOT_YOUR_TURN' } });
    for (const c of [gm, ann, sam]) c.close();
  });
});

describe('assigning characters', () => {
  it('the GM gives an NPC to a player, who may then act for it', async () => {
    const t = await table();
    const gm = await seat(t.id, t.gm);
    const ann = await seat(t.id, t.player);
    await gm.command('x', 'figure.add', { id: 'x', name: 'Sidekick', side: 'heroes', sheet: { life: 3, bonus: 0 } });
    await gm.command('y', 'figure.add', { id: 'y', name: 'Foe', side: 'villains', sheet: { life: 3, bonus: 0 } });
    await gm.command('go', 'combat.start');
    expect(await ann.command('no', 'pass', { figure: 'x' })).toMatchObject({ ok: false, rejection: { code: 'NOT_YOUR_FIGURE' } });
    expect(await gm.command('give', 'gm.set', { path: ['figures', 'x', 'controller'], value: t.playerSeat })).toMatchObject({ ok: true });
    expect(await ann.command('yes', 'pass', { figure: 'x' })).toMatchObject({ ok: true });
    gm.close();
    ann.close();
  });

  it('a figure handed to a seat the table does not have is refused (UNKNOWN_SEAT): no one could play it', async () => {
    const t = await table();
    const gm = await seat(t.id, t.gm);
    await gm.command('x', 'figure.add', { id: 'x', name: 'Sidekick', side: 'heroes', sheet: { life: 3, bonus: 0 } });
    const unseated = { ok: false, rejection: { code: 'UNKNOWN_SEAT', message: 'There is no seat "nobody" at this table.' } };
    expect(await gm.command('give', 'gm.set', { path: ['figures', 'x', 'controller'], value: 'nobody' })).toMatchObject(unseated);
    expect(await gm.command('y', 'figure.add', { id: 'y', name: 'Pal', side: 'heroes', sheet: { life: 3, bonus: 0 }, controller: 'nobody' }))
      .toMatchObject(unseated);
    // The GM's own figures and the seats at the table are handed as before.
    expect(await gm.command('back', 'gm.set', { path: ['figures', 'x', 'controller'], value: 'gm' })).toMatchObject({ ok: true });
    expect(await gm.command('give2', 'gm.set', { path: ['figures', 'x', 'controller'], value: t.playerSeat })).toMatchObject({ ok: true });
    gm.close();
  });
});

describe('hidden information', () => {
  it('never sends the seed, unrevealed NPC sheets or GM notes to players and spectators', async () => {
    const t = await table();
    const gm = await seat(t.id, t.gm);
    const ann = await seat(t.id, t.player);
    const sam = await seat(t.id, t.spectator);
    await gm.command('npc', 'figure.add', { id: 'boss', name: 'Boss', side: 'villains', sheet: { life: 9, bonus: 3 } });
    await ann.command('me', 'figure.add', { id: 'ann', name: 'Ann', side: 'heroes', sheet: { life: 5, bonus: 0 } });
    await gm.command('note', 'gm.note', { text: 'the boss has a secret door', hidden: true });
    await gm.command('say', 'gm.note', { text: 'the lights go out' });
    await gm.command('go', 'combat.start');
    await gm.command('hit', 'attack', { attacker: 'boss', target: 'ann' });
    await ann.next((m) => m.type === 'events' && JSON.stringify(m).includes('table.decision.requested'));
    for (const viewer of [ann, sam]) {
      const all = JSON.stringify(viewer.received);
      expect(all).not.toContain('sfc32');
      expect(all).not.toContain('fixed-seed');
      expect(all).not.toContain('secret door');
      expect(all).not.toContain('"bonus":3');
      expect(all).toContain('the lights go out');
    }
    const gmAll = JSON.stringify(gm.received);
    expect(gmAll).toContain('secret door');
    expect(gmAll).toContain('"bonus":3');
    expect(gmAll).not.toContain('sfc32');
    for (const c of [gm, ann, sam]) c.close();
  });
});

describe('commands over the socket', () => {
  it('applies a retried command id once and returns the first result', async () => {
    const t = await table();
    const gm = await seat(t.id, t.gm);
    const first = await gm.command('same', 'gm.note', { text: 'once' });
    const again = await gm.command('same', 'gm.note', { text: 'once' });
    expect(again).toEqual(first);
    const log = await api('GET', `/api/tables/${t.id}/log`, undefined, t.gm);
    expect((log.json.events as unknown[]).length).toBe(1);
    const ann = await seat(t.id, t.player);
    expect(await ann.command('same', 'figure.add', { id: 'a', name: 'A', side: 'h', sheet: { life: 1, bonus: 0 } }))
      .toMatchObject({ ok: false, rejection: { code: 'COMMAND_ID_REUSED' } });
    gm.close();
    ann.close();
  });

  it('answers bad input with stable codes and stays usable', async () => {
    const t = await table();
    const gm = await seat(t.id, t.gm);
    gm.send('{not json');
    expect(await gm.next(ofType('error'))).toMatchObject({ code: 'BAD_MESSAGE' });
    gm.send({ type: 'teleport' });
    expect(await gm.next(ofType('error'))).toMatchObject({ code: 'UNKNOWN_MESSAGE' });
    gm.send({ type: 'command', command: { id: 'x y', type: 'gm.note' } });
    expect(await gm.next(ofType('error'))).toMatchObject({ code: 'BAD_MESSAGE' });
    gm.send({ type: 'command', command: { id: 'big', type: 'gm.note', args: { text: 'x'.repeat(300_000) } } });
    expect(await gm.next(ofType('error'))).toMatchObject({ code: 'MESSAGE_TOO_LARGE' });
    expect(await gm.command('unknown', 'fly')).toMatchObject({ ok: false, rejection: { code: 'UNKNOWN_COMMAND' } });
    expect(await gm.command('fine', 'gm.note', { text: 'still here' })).toMatchObject({ ok: true });
    gm.close();
  });

  it('[GG-DICE-08] answers an odds request with exact fractions and the system\'s words, names not ids', async () => {
    const created = await api('POST', '/api/tables', { system: 'glorious-gladiators', name: 'Odds' });
    const gm = await seat(created.json.tableId as string, created.json.token as string);
    const add = (id: string, name: string, side: string, sheet: unknown, q: number) =>
      gm.command(`add-${id}`, 'figure.add', { id, name, side, sheet, position: { q, r: 0 } });
    expect(await add('comet', 'Blue Comet', 'heroes', BLUE_COMET, 0)).toMatchObject({ ok: true });
    expect(await add('iron', 'Ironclad', 'villains', IRONCLAD, 5)).toMatchObject({ ok: true });
    // Blue Comet's Speed 2 puts him first (GG-INIT-01): the bolt is his to throw.
    expect(await gm.command('start', 'combat.start')).toMatchObject({ ok: true });
    gm.send({ type: 'odds', requestId: 'o1', command: { id: 'o1', type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } } });
    const odds = await gm.next((m) => m.type === 'odds' && m.requestId === 'o1');
    expect(odds).toMatchObject({ ok: true });
    expect(odds.outcomes).toEqual(expect.arrayContaining([
      { outcome: { hit: true, hits: 2, out: false }, probability: '8/25', label: 'Hit: Ironclad loses 2 hits' },
      { outcome: { hit: false, hits: 0, out: false }, probability: '1/5', label: 'Miss' },
    ]));
    // [GG-ATK-01] the log line names the ability as Blue Comet's sheet does, not by its key.
    const lines: string[] = [];
    const bolt = gm.next((m) => {
      if (m.type === 'events') for (const e of m.events as Array<{ text?: string }>) if (e.text) lines.push(e.text);
      return lines.some((t) => / with Lightning Bolt /.test(t));
    });
    expect(await gm.command('bolt', 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' })).toMatchObject({ ok: true });
    await bolt;
    expect(lines.join('\n')).not.toContain('lightning bolt');
    gm.close();
  });

  it('limits floods per connection', async () => {
    const t = await table();
    const gm = await seat(t.id, t.gm);
    for (let i = 0; i < 80; i++) gm.send({ type: 'ping' });
    expect(await gm.next((m) => m.type === 'error' && m.code === 'RATE_LIMITED')).toBeTruthy();
    gm.close();
  });

  it('refuses clients with another protocol version', async () => {
    const t = await table();
    const c = await TestClient.connect(wsUrl);
    c.send({ type: 'hello', protocol: 99, tableId: t.id, token: t.gm, lastSeq: 0 });
    expect(await c.next(ofType('error'))).toMatchObject({ code: 'CLIENT_TOO_NEW', fatal: true });
  });

  it('a reconnecting client gets exactly the events it missed, and others see commands live', async () => {
    const t = await table();
    const gm = await seat(t.id, t.gm);
    const ann = await seat(t.id, t.player);
    await gm.command('n1', 'gm.note', { text: 'public?' });
    const seen = await ann.next(ofType('events'));
    const lastSeq = Math.max(...(seen.events as Array<{ seq: number }>).map((e) => e.seq));
    ann.close();
    await gm.command('n2', 'figure.add', { id: 'x', name: 'X', side: 'v', sheet: { life: 2, bonus: 0 }, revealed: true });
    await gm.command('n3', 'figure.add', { id: 'y', name: 'Y', side: 'v', sheet: { life: 2, bonus: 0 }, revealed: true });
    const back = await seat(t.id, t.player, lastSeq);
    const missed = await back.next(ofType('events'));
    expect((missed.events as Array<{ seq: number }>).map((e) => e.seq)).toEqual([lastSeq + 1, lastSeq + 2]);
    gm.close();
    back.close();
  });
});
