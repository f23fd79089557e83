// Fastify route handlers are async by contract (their return value is the reply), awaited or not.
/* eslint-disable @typescript-eslint/require-await */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ArenaError, checkSheet, createTableState, issueLines, inArena, MAX_PER_SIDE, namedSide, simulate,
  type AnySystem, type Combatant, type Json,
} from '../kernel/index.ts';
import { http } from '../protocol/index.ts';
import { bearer, hashToken, newId, newToken } from './auth.ts';
import { ServerError } from './errors.ts';
import type { ServerDeps } from './app.ts';
import type { SeatRecord } from './storage/port.ts';
import { SYSTEMS } from '../systems/index.ts';
import { actorOf, type LiveTable } from './hub.ts';
import { viewerEvents } from './views.ts';

function body<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    throw new ServerError('BAD_REQUEST', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

/** What a client needs to know about a system to build characters and render a table. */
export function describeSystem(s: AnySystem): Json {
  return {
    id: s.id, name: s.name, rulePrefix: s.rulePrefix,
    templates: s.templates.map((t) => ({
      id: t.id, name: t.name, kind: t.kind, side: t.side ?? null, ruleId: t.ruleId ?? null, sheet: t.sheet as Json,
    })),
    options: Object.entries(s.optionDocs).map(([key, d]) => ({ key, ruleId: d.ruleId, description: d.description })),
    conditions: Object.entries(s.conditions).map(([id, c]) => ({
      id, name: c.name, ruleId: c.ruleId, description: c.description, supersedes: [...(c.supersedes ?? [])],
    })),
    queries: Object.entries(s.queries ?? {}).map(([id, q]) => ({ id, description: q.description, params: z.toJSONSchema(q.params, { unrepresentable: 'any' }) as Json })),
    commands: Object.keys(s.commands),
    sheetSchema: z.toJSONSchema(s.sheet, { io: 'input', unrepresentable: 'any' }) as Json,
    hasPosition: s.position !== undefined,
    // Where a simulated duel starts on the map, so the lab can offer the distance.
    arena: s.arena ? { distance: s.arena.distance, maxDistance: s.arena.maxDistance, unit: s.arena.unit } : null,
    // A map's positions ({ q, r } hexes, { x, y } squares…), so a client can place a new figure.
    positionSchema: s.position ? z.toJSONSchema(s.position, { unrepresentable: 'any' }) as Json : null,
  };
}

/** The duel on the system's map (inArena), or a BAD_REQUEST that says why not. */
function arenaFor(s: AnySystem, combatants: Combatant[], distance: number | undefined): Combatant[] {
  try {
    return inArena(s, combatants, distance);
  } catch (error) {
    if (error instanceof ArenaError) throw new ServerError('BAD_REQUEST', `distance: ${error.message}`);
    throw error;
  }
}

export function registerRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { storage, hub, clock } = deps;
  const system = (id: string): AnySystem => {
    const s = Object.hasOwn(deps.systems, id) ? deps.systems[id] : undefined;
    if (!s) throw new ServerError('UNKNOWN_SYSTEM', `There is no game system "${id}".`);
    return s;
  };

  async function seatOf(req: FastifyRequest, tableId: string): Promise<SeatRecord> {
    const token = bearer(req.headers.authorization);
    const seat = token ? await storage.seatByToken(hashToken(token)) : null;
    if (!seat || seat.tableId !== tableId) throw new ServerError('UNAUTHORIZED');
    return seat;
  }

  async function gmOf(req: FastifyRequest, tableId: string): Promise<SeatRecord> {
    const seat = await seatOf(req, tableId);
    if (seat.role !== 'gm') throw new ServerError('FORBIDDEN');
    return seat;
  }

  app.get('/api/health', async () => ({ ok: true, storage: storage.kind }));

  app.get('/api/systems', async () => ({ systems: Object.values(deps.systems).map(describeSystem) }));
  app.get<{ Params: { id: string } }>('/api/systems/:id', async (req) => describeSystem(system(req.params.id)));

  app.post<{ Params: { id: string } }>('/api/systems/:id/validate', async (req) => {
    const s = system(req.params.id);
    const { issues, cost } = checkSheet(s, body(http.validate, req.body).sheet);
    return { valid: issues.length === 0, issues, ...(cost ? { cost } : {}) };
  });

  app.post<{ Params: { id: string; query: string } }>('/api/systems/:id/queries/:query', async (req) => {
    const s = system(req.params.id);
    const q = s.queries?.[req.params.query];
    if (!q) throw new ServerError('NOT_FOUND', `${s.id} has no query "${req.params.query}".`);
    const params = q.params.safeParse(body(http.query, req.body).params);
    if (!params.success) throw new ServerError('BAD_REQUEST', params.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    try {
      return q.run(params.data as never);
    } catch (error) {
      // A query refuses what its rules refuse (an unknown template, an illegal sheet, no legal attack): a 400 that says why.
      throw new ServerError('BAD_REQUEST', (error as Error).message);
    }
  });

  app.post<{ Params: { id: string } }>('/api/systems/:id/simulate', async (req) => {
    const s = system(req.params.id);
    const b = body(http.simulate, req.body);
    const fighter = (ref: unknown, id: string, side: string): Combatant => {
      const template = typeof ref === 'string' ? s.templates.find((t) => t.id === ref) : undefined;
      const sheet: unknown = template ? template.sheet : ref;
      const checked = checkSheet(s, sheet);
      // Details name the side and each problem with its rule and path, so the lab can show them.
      if (checked.issues.length > 0) {
        const what = checked.sheet === null ? 'the sheet is malformed: ' : '';
        throw new ServerError('BAD_REQUEST', `side ${side}: ${what}${issueLines(checked.issues, sheet).join('; ')}`, { side, issues: checked.issues });
      }
      return { id, name: template?.name ?? s.nameOf(checked.sheet) ?? side, side, sheet: checked.sheet };
    };
    // A side is one fighter (a template id or a sheet) or a list of them, numbered as the reports name them.
    const sideOf = (refs: unknown, letter: string, side: string): Combatant[] => {
      const list = Array.isArray(refs) ? refs : [refs];
      if (list.length < 1 || list.length > MAX_PER_SIDE) throw new ServerError('BAD_REQUEST', `side ${side}: 1 to ${MAX_PER_SIDE} fighters, got ${list.length}`);
      return namedSide(letter, side, list.map((ref) => fighter(ref, letter, side))).combatants;
    };
    const options = s.options.safeParse(b.options ?? {});
    if (!options.success) throw new ServerError('BAD_REQUEST', 'table options do not fit this system');
    const combatants = arenaFor(s, [...sideOf(b.a, 'a', 'A'), ...sideOf(b.b, 'b', 'B')], b.distance);
    // A handful of fights answers at once; anything more goes to the worker pool, so live tables
    // never wait on it: 100 GG fights (a chunk of the lab's default run) held this thread ~45 ms.
    // Systems the workers cannot load by id (a test's own) always run here.
    const small = b.fights <= 20 || !Object.hasOwn(SYSTEMS, s.id);
    if (small) return simulate(s, combatants, { fights: b.fights, seed: b.seed, tableOptions: options.data, first: b.first });
    return deps.simulations.run({ system: s.id, combatants, fights: b.fights, seed: b.seed, tableOptions: options.data, first: b.first });
  });

  app.post('/api/tables', async (req, reply) => {
    const b = body(http.createTable, req.body);
    const s = system(b.system);
    const options = s.options.safeParse(b.options ?? {});
    if (!options.success) throw new ServerError('BAD_REQUEST', options.error.issues.map((i) => `options.${i.path.join('.')}: ${i.message}`).join('; '));
    const id = newId('t');
    const token = newToken();
    const gm: SeatRecord = { id: newId('s'), tableId: id, role: 'gm', name: b.gmName, tokenHash: hashToken(token) };
    const initial = createTableState(s, { options: options.data, seed: deps.seed() });
    await storage.createTable({ id, system: s.id, name: b.name, initial, createdAt: clock().toISOString() }, gm);
    reply.code(201);
    return { tableId: id, seatId: gm.id, token, link: `/table/${id}#token=${token}` };
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id', async (req) => {
    const seat = await seatOf(req, req.params.id);
    const table = await storage.getTable(req.params.id);
    if (!table) throw new ServerError('UNKNOWN_TABLE');
    const seats = (await storage.seats(table.id)).map((x) => ({ id: x.id, role: x.role, name: x.name }));
    const invites = seat.role === 'gm'
      ? (await storage.invites(table.id)).map((i) => ({ id: i.id, role: i.role, expiresAt: i.expiresAt, revoked: i.revoked }))
      : [];
    const me = { id: seat.id, role: seat.role, name: seat.name };
    return { id: table.id, name: table.name, system: table.system, createdAt: table.createdAt, seat: me, seats, invites };
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/invites', async (req, reply) => {
    await gmOf(req, req.params.id);
    const b = body(http.createInvite, req.body);
    const token = newToken();
    const now = clock();
    const expiresAt = b.expiresInMinutes ? new Date(now.getTime() + b.expiresInMinutes * 60_000).toISOString() : null;
    const invite = {
      id: newId('i'), tableId: req.params.id, role: b.role, tokenHash: hashToken(token), expiresAt, revoked: false, createdAt: now.toISOString(),
    };
    await storage.addInvite(invite);
    reply.code(201);
    return { inviteId: invite.id, role: b.role, token, expiresAt, link: `/join#invite=${token}` };
  });

  app.delete<{ Params: { id: string; invite: string } }>('/api/tables/:id/invites/:invite', async (req) => {
    await gmOf(req, req.params.id);
    if (!(await storage.revokeInvite(req.params.id, req.params.invite))) throw new ServerError('UNKNOWN_INVITE');
    return { revoked: true };
  });

  app.post('/api/join', async (req, reply) => {
    const b = body(http.join, req.body);
    const invite = await storage.inviteByToken(hashToken(b.invite));
    if (!invite) throw new ServerError('UNKNOWN_INVITE', 'This invite link is not valid.');
    if (invite.revoked) throw new ServerError('INVITE_REVOKED');
    if (invite.expiresAt && invite.expiresAt <= clock().toISOString()) throw new ServerError('INVITE_EXPIRED');
    const token = newToken();
    const seat: SeatRecord = { id: newId('s'), tableId: invite.tableId, role: invite.role, name: b.name, tokenHash: hashToken(token) };
    await storage.addSeat(seat);
    const table = await storage.getTable(invite.tableId);
    reply.code(201);
    return { tableId: invite.tableId, system: table?.system, seatId: seat.id, role: seat.role, token, link: `/table/${invite.tableId}#token=${token}` };
  });

  app.get<{ Params: { id: string }; Querystring: { after?: string } }>('/api/tables/:id/log', async (req) => {
    const seat = await seatOf(req, req.params.id);
    const live = await hub.load(req.params.id);
    if (!live) throw new ServerError('UNKNOWN_TABLE');
    const after = Number(req.query.after ?? 0) || 0;
    return { events: redactedLog(live, seat, after) };
  });
}

function redactedLog(live: LiveTable, seat: SeatRecord, after: number): unknown[] {
  return viewerEvents(live, actorOf(seat), live.engine.events.filter((e) => e.seq > after));
}
