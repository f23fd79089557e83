import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './app.ts';
import type { OddsPoolOptions } from './odds-pool.ts';
import { sqliteStorage } from './storage/adapters.ts';
import { BLUE_COMET, IRONCLAD } from '../systems/glorious-gladiators/index.ts';
import { CROWD, CROWD_AUTOFIRE } from './testing/odds-tables.ts';
import { ofType, TestClient } from './testing/ws-client.ts';

// Odds over real sockets, worked out on the odds pool: a request that takes its full 3 s (a crowded
// Autofire, testing/odds-tables.ts) holds neither its own connection nor any other table. Everything
// is shown by the order of the messages, never by timing. Two servers of one odds worker each: one
// with the live caps, one whose caps never end the crowd, so that only a cancellation frees its worker.

interface Live {
  url: string;
  ws: string;
  close: () => Promise<void>;
}

async function serve(odds: OddsPoolOptions): Promise<Live> {
  const storage = sqliteStorage(join(mkdtempSync(join(tmpdir(), 'arbiter-odds-')), 'db.sqlite'));
  const server = await createServer({ storage, seed: () => 'fixed-seed', odds });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { url, ws: `${url.replace('http', 'ws')}/ws`, close: server.close };
}

let live: Live;
let endless: Live;
beforeAll(async () => {
  [live, endless] = await Promise.all([serve({ size: 1 }), serve({ size: 1, limits: { maxLeaves: 100_000_000, maxMs: 600_000 } })]);
});
afterAll(async () => Promise.all([live.close(), endless.close()]));

async function post(s: Live, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(`${s.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Record<string, unknown>;
}

async function seat(s: Live, tableId: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(s.ws);
  c.send({ type: 'hello', protocol: 1, tableId, token, lastSeq: 0 });
  await c.next(ofType('welcome'));
  return c;
}

/** A GG table with the crowd on it, the gunner to act: its GM's connection, and a player's token. */
async function crowdTable(s: Live): Promise<{ id: string; gm: TestClient; gmToken: string; player: string }> {
  const t = await post(s, '/api/tables', { system: 'glorious-gladiators', name: 'Crowd' });
  const id = t.tableId as string;
  const gm = await seat(s, id, t.token as string);
  for (const step of CROWD) expect(await gm.command(step.id, step.type, step.args)).toMatchObject({ ok: true });
  const invite = await post(s, `/api/tables/${id}/invites`, { role: 'player' }, t.token as string);
  const joined = await post(s, '/api/join', { invite: invite.token, name: 'Ann' });
  return { id, gm, gmToken: t.token as string, player: joined.token as string };
}

const crowdOdds = (requestId: string) => ({ type: 'odds', requestId, command: { id: requestId, ...CROWD_AUTOFIRE } });
const oneShot = (requestId: string) =>
  ({ type: 'odds', requestId, command: { id: requestId, type: 'gg.attack', args: { figure: 'gunner', ability: 'gun', target: 'f1' } } });
const oddsFor = (requestId: string) => (m: Record<string, unknown>) => m.type === 'odds' && m.requestId === requestId;
const answered = (c: TestClient, requestId: string) => c.received.some(oddsFor(requestId));

describe('odds off the server\'s thread', () => {
  it('a crowded Autofire holds neither its own connection\'s ping nor another table\'s command, and still answers ODDS_TOO_COMPLEX', async () => {
    const { gm } = await crowdTable(live);
    const other = await post(live, '/api/tables', { system: 'glorious-gladiators', name: 'Elsewhere' });
    const elsewhere = await seat(live, other.tableId as string, other.token as string);
    gm.send(crowdOdds('slow'));
    gm.send({ type: 'ping' });
    await gm.next(ofType('pong'));
    expect(await elsewhere.command('note', 'gm.note', { text: 'meanwhile' })).toMatchObject({ ok: true });
    // On the server's thread the pong and the note waited for the odds, so the odds came first.
    expect(answered(gm, 'slow')).toBe(false);
    expect(await gm.next(oddsFor('slow'), 20_000)).toMatchObject({ ok: false, rejection: { code: 'ODDS_TOO_COMPLEX' } });
    gm.close();
    elsewhere.close();
  }, 60_000);

  it('a newer request supersedes the older: the older is stopped, never answered, and its worker answers the newer', async () => {
    const { id, gm, player } = await crowdTable(endless);
    gm.send(crowdOdds('old'));
    gm.send(oneShot('new'));
    // One worker, and caps that never end the crowd: the newer is answered only because the older stopped.
    expect(await gm.next(oddsFor('new'), 20_000)).toMatchObject({ ok: true });
    gm.send({ type: 'ping' });
    await gm.next(ofType('pong'));
    expect(answered(gm, 'old')).toBe(false);
    // The odds are the asker's: a player gets the refusal play would give them, as before.
    const ann = await seat(endless, id, player);
    ann.send(oneShot('theirs'));
    expect(await ann.next(oddsFor('theirs'), 20_000)).toMatchObject({ ok: false, rejection: { code: 'NOT_YOUR_FIGURE' } });
    gm.close();
    ann.close();
  }, 60_000);

  it('a closed connection stops its pending request', async () => {
    const { id, gm, gmToken } = await crowdTable(endless);
    const leaving = await seat(endless, id, gmToken);
    leaving.send(crowdOdds('left'));
    leaving.send({ type: 'ping' });
    await leaving.next(ofType('pong'));
    leaving.close();
    // The one worker holds the crowd until the close stops it; then it answers here.
    gm.send(oneShot('after'));
    expect(await gm.next(oddsFor('after'), 20_000)).toMatchObject({ ok: true });
    gm.close();
  }, 60_000);
});

describe('odds and hidden sheets over the socket', () => {
  it('[GG-DICE-08] a player\'s odds against an unrevealed NPC come back ODDS_HIDDEN from the pool; once revealed, exactly the GM\'s', async () => {
    const t = await post(live, '/api/tables', { system: 'glorious-gladiators', name: 'Hidden' });
    const id = t.tableId as string;
    const gm = await seat(live, id, t.token as string);
    const invite = await post(live, `/api/tables/${id}/invites`, { role: 'player' }, t.token as string);
    const joined = await post(live, '/api/join', { invite: invite.token, name: 'Ann' });
    const steps = [
      { id: 'comet', name: 'Blue Comet', side: 'heroes', sheet: BLUE_COMET, position: { q: 0, r: 0 }, controller: joined.seatId },
      { id: 'iron', name: 'Ironclad', side: 'villains', sheet: IRONCLAD, position: { q: 5, r: 0 } },
    ];
    for (const args of steps) expect(await gm.command(`add-${args.id}`, 'figure.add', args)).toMatchObject({ ok: true });
    // Blue Comet acts first at this seed.
    expect(await gm.command('start', 'combat.start')).toMatchObject({ ok: true });
    const ann = await seat(live, id, joined.token as string);
    const bolt = (requestId: string) =>
      ({ type: 'odds', requestId, command: { id: requestId, type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } } });
    const answer = async (c: TestClient, requestId: string) => {
      c.send(bolt(requestId));
      const { type: _t, requestId: _r, ...rest } = await c.next(oddsFor(requestId), 20_000);
      return rest;
    };
    expect(await answer(ann, 'hidden')).toEqual({
      ok: false,
      rejection: {
        code: 'ODDS_HIDDEN', details: { figure: 'iron', hidden: 'sheet' },
        message: 'Ironclad\'s sheet is hidden from you: odds against it would reveal it. The GM can reveal the sheet.',
      },
    });
    const full = await answer(gm, 'gm');
    expect(full).toMatchObject({ ok: true });
    expect(await gm.command('reveal', 'figure.reveal', { figure: 'iron' })).toMatchObject({ ok: true });
    expect(await answer(ann, 'revealed')).toEqual(full);
    gm.close();
    ann.close();
  }, 60_000);
});
