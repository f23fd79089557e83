import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS } from '../protocol/index.ts';
import { pendingRequests, type Reply } from './requests.ts';

// The web client's requests waiting on the table's answer over one socket (connection.ts): each
// settles once, by its answer, by the client's own NOT_CONNECTED, or (an odds request a newer one
// replaced, which the server never answers: docs/server.md) as superseded, so nothing waits forever.

/** A socket stand-in: open or not, and what was sent on it. */
function socket(open = true) {
  const sent: unknown[] = [];
  return { sent, readyState: open ? 1 : 3, send: (data: string) => sent.push(JSON.parse(data)) };
}

/** Whether a promise has settled yet, and with what. */
async function state<T>(p: Promise<T>): Promise<{ settled: boolean; value?: T }> {
  const pending = Symbol('pending');
  const v = await Promise.race([p, Promise.resolve(pending)]);
  return v === pending ? { settled: false } : { settled: true, value: v as T };
}

const answer = (key: string): Reply => ({ ok: true, requestId: key, outcomes: [] });

describe('requests waiting on the table', () => {
  it('an odds request a newer one supersedes settles at once as superseded (null); its late answer is dropped', async () => {
    const r = pendingRequests();
    const ws = socket();
    const older = r.odds(ws, { type: 'odds', requestId: 'o1' }, 'o1');
    expect((await state(older)).settled).toBe(false);
    const newer = r.odds(ws, { type: 'odds', requestId: 'o2' }, 'o2');
    expect(await state(older)).toEqual({ settled: true, value: null });
    expect(r.size).toBe(1);
    // An answer to the older one already on its way when the newer was sent is dropped.
    r.answer('o1', answer('o1'));
    expect((await state(newer)).settled).toBe(false);
    r.answer('o2', answer('o2'));
    expect(await newer).toEqual(answer('o2'));
    expect(r.size).toBe(0);
    expect(ws.sent).toHaveLength(2);
  });

  it('commands are not superseded; a dropped connection settles everything waiting as NOT_CONNECTED', async () => {
    const r = pendingRequests();
    const ws = socket();
    const a = r.command(ws, { type: 'command' }, 'c1');
    const b = r.command(ws, { type: 'command' }, 'c2');
    const o = r.odds(ws, { type: 'odds' }, 'o1');
    expect(r.size).toBe(3);
    r.dropAll();
    for (const p of [a, b, o]) expect((await p)?.rejection?.code).toBe('NOT_CONNECTED');
    expect(r.size).toBe(0);
  });

  it('a request on a socket that is not open is refused at once, NOT_CONNECTED, with the catalog\'s words, and nothing is sent', async () => {
    const r = pendingRequests();
    const ws = socket(false);
    const c = await r.command(ws, { type: 'command' }, 'c1');
    expect(c).toEqual({ ok: false, rejection: { code: 'NOT_CONNECTED', message: CLIENT_ERRORS.NOT_CONNECTED.message } });
    expect(c.rejection?.message).toMatch(/^Not connected to the table/);
    expect((await r.odds(null, { type: 'odds' }, 'o1'))?.rejection?.code).toBe('NOT_CONNECTED');
    expect(ws.sent).toEqual([]);
    expect(r.size).toBe(0);
  });
});
