import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_COMET, IRONCLAD } from '../systems/glorious-gladiators/index.ts';
import { createServer } from './app.ts';
import { sqliteStorage } from './storage/adapters.ts';
import { ofType, TestClient } from './testing/ws-client.ts';

// The numbers an unrevealed NPC's sheet sets, as the socket carries them (docs/hidden-information.md):
// each event and its log line go to each seat as that seat may see them, so the player's hit rolls
// against and by Ironclad come without the roll they needed, in the data and in the words.
let base = '';
let close: () => Promise<void>;
beforeAll(async () => {
  const storage = sqliteStorage(join(mkdtempSync(join(tmpdir(), 'arbiter-numbers-')), 'db.sqlite'));
  const server = await createServer({ storage, seed: () => 'fixed-seed' });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  close = server.close;
});
afterAll(async () => close());

async function post(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Record<string, unknown>;
}

async function seat(tableId: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(`${base.replace('http', 'ws')}/ws`);
  c.send({ type: 'hello', protocol: 1, tableId, token, lastSeq: 0 });
  await c.next(ofType('welcome'));
  return c;
}

type Msg = Record<string, unknown>;
interface Wire { type: string; text?: string; data?: Record<string, unknown> }
const events = (c: TestClient): Wire[] => c.received.filter((m) => m.type === 'events' || m.type === 'welcome')
  .flatMap((m) => (m.events ?? []) as Wire[]);
const lastView = (c: TestClient) => [...c.received].reverse().find((m) => m.view !== undefined)?.view as
  { pending?: { prompt: { to: string; options: Array<{ value: unknown }> } } | null } | undefined;

describe('an unrevealed NPC\'s numbers over the socket', () => {
  it('the player\'s hit rolls by and against it carry no roll needed, nor its Level or defence, in data or words; the GM\'s do', async () => {
    const t = await post('/api/tables', { system: 'glorious-gladiators', name: 'Numbers' });
    const id = t.tableId as string;
    const gm = await seat(id, t.token as string);
    const invite = await post(`/api/tables/${id}/invites`, { role: 'player' }, t.token as string);
    const joined = await post('/api/join', { invite: invite.token, name: 'Ann' });
    const figures = [
      { id: 'comet', name: 'Blue Comet', side: 'heroes', sheet: BLUE_COMET, position: { q: 0, r: 0 }, controller: joined.seatId },
      { id: 'iron', name: 'Ironclad', side: 'villains', sheet: IRONCLAD, position: { q: 1, r: 0 } },
    ];
    for (const args of figures) expect(await gm.command(`add-${args.id}`, 'figure.add', args)).toMatchObject({ ok: true });
    expect(await gm.command('start', 'combat.start')).toMatchObject({ ok: true });
    const ann = await seat(id, joined.token as string);
    let n = 0;
    // The GM answers every question (Quick reactions and the like) with its first option, for anyone.
    const run = async (c: TestClient, type: string, args: unknown): Promise<Msg> => {
      const r = await c.command(`c${n++}`, type, args);
      for (let i = 0; i < 10; i++) {
        const prompt = lastView(gm)?.pending?.prompt;
        if (!prompt) break;
        await gm.command(`a${n++}`, 'answer', { value: prompt.options[0]!.value });
      }
      return r;
    };
    // Blue Comet acts first at this seed; then Ironclad strikes back.
    expect(await run(ann, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' })).toMatchObject({ ok: true });
    await run(ann, 'gg.end-turn', { figure: 'comet' });
    expect(await run(gm, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'comet' })).toMatchObject({ ok: true });
    await ann.command('sync', 'gm.note', { text: 'not the GM' });
    const rolls = (c: TestClient) => events(c).filter((e) => e.type === 'gg.hit-roll' || e.type === 'gg.missed');
    const byWho = (c: TestClient, who: string) => rolls(c).filter((e) => e.data?.figure === who);
    for (const who of ['comet', 'iron']) {
      const [mine] = byWho(ann, who);
      const [gms] = byWho(gm, who);
      expect(mine, who).toBeDefined();
      expect(mine!.data).toMatchObject({ needed: null, ...(who === 'iron' ? { level: null } : { defence: null }) });
      expect(mine!.text).not.toMatch(/needing/);
      expect(mine!.text).toMatch(/\(rolled \d+\)/);
      expect(gms!.text).toMatch(/needing -?\d+\+/);
      expect(typeof gms!.data?.needed).toBe('number');
    }
    // The NPC's status numbers stay with its sheet in the player's view; it says whether it is hurt.
    const status = (c: TestClient) => ((lastView(c) as { figures: Record<string, { status: Msg }> }).figures.iron!.status);
    expect(status(ann)).toMatchObject({ hits: null, maxHits: null });
    expect(typeof status(ann).hurt).toBe('boolean');
    expect(typeof status(gm).hits).toBe('number');
    gm.close();
    ann.close();
  }, 60_000);
});
