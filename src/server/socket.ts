import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { TableEvent, TableState } from '../kernel/index.ts';
import { checkProtocol, clientMessageSchema, type ClientMessage, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, SERVER_ERRORS, type ServerErrorCode, type ServerMessage } from '../protocol/index.ts';
import { hashToken } from './auth.ts';
import type { ServerDeps } from './app.ts';
import { actorOf, type LiveTable, type TableListener } from './hub.ts';
import { JobCancelled } from './worker-pool.ts';
import type { SeatRecord } from './storage/port.ts';
import { viewerEvents, viewerState } from './views.ts';

/** Per connection: a burst of 40 messages, then 20 per second. */
const BUCKET = { capacity: 40, perSecond: 20 };
/** Frames larger than this close the socket (ws itself); up to MAX_MESSAGE_BYTES get a polite error. */
const HARD_LIMIT = 4 * MAX_MESSAGE_BYTES;

interface Session {
  seat: SeatRecord;
  table: LiveTable;
  listener: TableListener;
  /** The last seq this client has been sent, so nothing is sent twice or out of order. */
  sentSeq: number;
}

export interface SocketServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export function createSocketServer(deps: ServerDeps): SocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_LIMIT });
  wss.on('connection', (ws) => connection(ws, deps));
  return {
    handleUpgrade: (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
    close: () => {
      for (const c of wss.clients) c.close(1001, 'server shutting down');
      wss.close();
    },
  };
}

function connection(ws: WebSocket, deps: ServerDeps): void {
  let session: Session | null = null;
  let tokens: number = BUCKET.capacity;
  let last = deps.now();
  // Messages are handled one at a time, in order, even though handling is async.
  let chain: Promise<void> = Promise.resolve();
  // The odds request still being worked out, if any: a newer one or the socket's close stops it.
  let oddsAsked: AbortController | null = null;

  const send = (m: ServerMessage) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
  };
  const error = (code: ServerErrorCode, message?: string, fatal = false) => send({ type: 'error', code, message: message ?? SERVER_ERRORS[code].message, fatal });

  const push = (s: Session, events: readonly TableEvent[], _state: TableState) => {
    const fresh = events.filter((e) => e.seq > s.sentSeq);
    if (fresh.length === 0) return;
    s.sentSeq = fresh[fresh.length - 1]!.seq;
    const actor = actorOf(s.seat);
    send({ type: 'events', events: viewerEvents(s.table, actor, fresh), ...viewerState(s.table, actor) });
  };

  ws.on('message', (data: RawData, isBinary: boolean) => {
    const now = deps.now();
    tokens = Math.min(BUCKET.capacity, tokens + ((now - last) / 1000) * BUCKET.perSecond);
    last = now;
    if (tokens < 1) {
      error('RATE_LIMITED');
      return;
    }
    tokens -= 1;
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
    if (size > MAX_MESSAGE_BYTES) {
      error('MESSAGE_TOO_LARGE', `Messages are limited to ${MAX_MESSAGE_BYTES} bytes.`);
      return;
    }
    if (isBinary) {
      error('BAD_MESSAGE', 'Send JSON text frames.');
      return;
    }
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8');
    chain = chain.then(() => handle(text)).catch(() => error('INTERNAL'));
  });

  ws.on('close', () => {
    oddsAsked?.abort();
    if (session) deps.hub.unsubscribe(session.table.record.id, session.listener);
  });

  async function handle(text: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      error('BAD_MESSAGE', 'The message is not valid JSON.');
      return;
    }
    const type = (json as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !['hello', 'command', 'odds', 'ping'].includes(type)) {
      error('UNKNOWN_MESSAGE', `There is no message of type ${JSON.stringify(type)}.`);
      return;
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) {
      error('BAD_MESSAGE', parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; '));
      return;
    }
    const msg = parsed.data;
    if (msg.type === 'ping') {
      send({ type: 'pong' });
      return;
    }
    if (msg.type === 'hello') {
      await hello(msg);
      return;
    }
    if (!session) {
      error('HELLO_REQUIRED');
      return;
    }
    const s = session;
    if (msg.type === 'odds') {
      odds(s, msg);
      return;
    }
    const result = await deps.hub.execute(s.table.record.id, s.seat, msg.command);
    if (!result) {
      error('UNKNOWN_TABLE');
      return;
    }
    if (result.ok) send({ type: 'result', commandId: msg.command.id, ok: true, firstSeq: result.firstSeq, lastSeq: result.lastSeq });
    else send({ type: 'result', commandId: msg.command.id, ok: false, rejection: result.rejection });
  }

  /**
   * Odds are worked out on the odds pool (odds-pool.ts) and answered when they come, outside the
   * message chain: this connection's later messages (a ping, a command) and every other table go on
   * meanwhile. A newer request supersedes this one: it is stopped (its worker freed within a
   * thousand outcomes) and never answered, since the client shows only the odds it asked for last and
   * a late answer to an older request would show the wrong ones (web/connection.ts forgets it too).
   */
  function odds(s: Session, msg: Extract<ClientMessage, { type: 'odds' }>): void {
    oddsAsked?.abort();
    const asked = new AbortController();
    oddsAsked = asked;
    const { engine } = s.table;
    // The state as it is now (states are never changed in place) and this seat's actor: the odds a
    // player sees are checked for their rights, as play is.
    const job = { state: engine.state, command: msg.command, actor: actorOf(s.seat), answers: msg.answers };
    deps.odds.answer(engine.system, job, asked.signal).then(
      (r) => {
        if (!asked.signal.aborted) send({ type: 'odds', requestId: msg.requestId, ...r });
      },
      (e: unknown) => {
        if (!(e instanceof JobCancelled) && !asked.signal.aborted) error('INTERNAL');
      },
    ).finally(() => {
      if (oddsAsked === asked) oddsAsked = null;
    });
  }

  async function hello(msg: { protocol: number; tableId: string; token: string; lastSeq: number }): Promise<void> {
    if (session) {
      error('ALREADY_JOINED');
      return;
    }
    const problem = checkProtocol(msg.protocol);
    if (problem) {
      error(problem, undefined, true);
      ws.close(4000 + SERVER_ERRORS[problem].status - 400, problem);
      return;
    }
    const seat = await deps.storage.seatByToken(hashToken(msg.token));
    if (!seat || seat.tableId !== msg.tableId) {
      error('UNAUTHORIZED');
      return;
    }
    // Events may arrive between subscribing and the welcome; keep them and send them after it.
    const holder: { s: Session | null; early: TableEvent[] } = { s: null, early: [] };
    const listener: TableListener = (events, state) => {
      if (holder.s) push(holder.s, events, state);
      else holder.early.push(...events);
    };
    const sub = await deps.hub.subscribe(msg.tableId, listener, msg.lastSeq);
    if (!sub) {
      error('UNKNOWN_TABLE');
      return;
    }
    const s: Session = { seat, table: sub.table, listener, sentSeq: sub.seq };
    holder.s = s;
    session = s;
    const actor = actorOf(seat);
    const { record } = sub.table;
    send({
      type: 'welcome', protocol: PROTOCOL_VERSION, seat: { id: seat.id, role: seat.role, name: seat.name },
      table: { id: record.id, name: record.name, system: record.system }, lastSeq: s.sentSeq, ...viewerState(sub.table, actor),
    });
    if (sub.missed.length > 0) send({ type: 'events', events: viewerEvents(sub.table, actor, sub.missed), ...viewerState(sub.table, actor) });
    if (holder.early.length > 0) push(s, holder.early, sub.table.engine.state);
    if (ws.readyState !== ws.OPEN) deps.hub.unsubscribe(record.id, listener);
  }
}
