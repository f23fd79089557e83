import { z } from 'zod';

/**
 * Every message between the browser (or any client) and the table server. WebSocket frames are
 * JSON objects with a `type`; the schemas below are the contract, and docs/protocol.md is
 * generated from the same list (`npm run docs:protocol`). Additive changes only within a
 * protocol version.
 */
const id = z.string().min(1).max(64);
const token = z.string().min(20).max(200);

export const commandSchema = z.object({
  /** Chosen by the client, unique per table; a retry with the same id never applies twice. */
  id: id.regex(/^[A-Za-z0-9_.:-]+$/, 'command ids use letters, digits and _ . : -'),
  type: z.string().min(1).max(64),
  args: z.json().optional(),
}).strict();

export const clientMessages = {
  /** First frame on a connection: who I am and the last event I have (0 for none). */
  hello: z.object({ type: z.literal('hello'), protocol: z.number().int(), tableId: id, token, lastSeq: z.number().int().min(0).default(0) }).strict(),
  /** A game or GM command; the actor comes from the token, never from the message. */
  command: z.object({ type: z.literal('command'), command: commandSchema }).strict(),
  /** Exact odds of a command before it is sent (the same rule code as play). */
  odds: z.object({ type: z.literal('odds'), requestId: id, command: commandSchema, answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional() }).strict(),
  ping: z.object({ type: z.literal('ping') }).strict(),
} as const;

export const clientMessageSchema = z.discriminatedUnion('type', [clientMessages.hello, clientMessages.command, clientMessages.odds, clientMessages.ping]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

const seatSchema = z.object({ id: z.string(), role: z.enum(['gm', 'player', 'spectator']), name: z.string() });
const rejectionSchema = z.object({ code: z.string(), message: z.string(), ruleId: z.string().optional(), details: z.unknown().optional() });

export const serverMessages = {
  /** After hello: the seat, the table as this seat may see it, and the events it missed. */
  welcome: z.object({
    type: z.literal('welcome'), protocol: z.number(), seat: seatSchema, table: z.object({ id: z.string(), name: z.string(), system: z.string() }),
    view: z.unknown(), lastSeq: z.number(), legal: z.array(z.unknown()),
  }),
  /** New events in sequence order (hidden ones arrive as `{ seq, batch, type: 'redacted' }`), then the new view. */
  events: z.object({ type: z.literal('events'), events: z.array(z.unknown()), view: z.unknown(), legal: z.array(z.unknown()) }),
  /** The outcome of this connection's command: accepted (with its seq range) or rejected (nothing changed). */
  result: z.object({ type: z.literal('result'), commandId: z.string(), ok: z.boolean(), firstSeq: z.number().optional(), lastSeq: z.number().optional(), rejection: rejectionSchema.optional() }),
  oddsResult: z.object({ type: z.literal('odds'), requestId: z.string(), ok: z.boolean(), outcomes: z.array(z.object({ outcome: z.unknown(), probability: z.string(), label: z.string().optional() })).optional(), assumed: z.array(z.string()).optional(), rejection: rejectionSchema.optional() }),
  pong: z.object({ type: z.literal('pong') }),
  /** A transport-level problem (docs/errors.md); the connection stays open unless stated. */
  error: z.object({ type: z.literal('error'), code: z.string(), message: z.string(), fatal: z.boolean().default(false) }),
} as const;

export type ServerMessage =
  | z.infer<typeof serverMessages.welcome>
  | z.infer<typeof serverMessages.events>
  | z.infer<typeof serverMessages.result>
  | z.infer<typeof serverMessages.oddsResult>
  | z.infer<typeof serverMessages.pong>
  | z.infer<typeof serverMessages.error>;

/** HTTP bodies. */
export const http = {
  createTable: z.object({
    system: z.string().min(1).max(64),
    name: z.string().min(1).max(80),
    options: z.record(z.string(), z.json()).optional(),
    gmName: z.string().min(1).max(40).default('GM'),
  }).strict(),
  createInvite: z.object({ role: z.enum(['player', 'spectator']), expiresInMinutes: z.number().int().min(1).max(60 * 24 * 365).optional() }).strict(),
  join: z.object({ invite: token, name: z.string().trim().min(1).max(40) }).strict(),
  validate: z.object({ sheet: z.unknown() }).strict(),
  simulate: z.object({
    a: z.unknown(), b: z.unknown(), fights: z.number().int().min(1).max(20_000), seed: z.string().min(1).max(64),
    /** Number of the first fight (seed `${seed}:${n}`): a long run can be asked for in chunks, for progress. */
    first: z.number().int().min(0).max(10_000_000).default(0),
    options: z.record(z.string(), z.json()).optional(),
    /** On a system with an arena, how far apart the two start (its own distance when unsaid). */
    distance: z.number().int().optional(),
  }).strict(),
  query: z.object({ params: z.record(z.string(), z.json()).default({}) }).strict(),
} as const;

/** Largest WebSocket frame the server reads; a sheet with every catalog entry fits easily. */
export const MAX_MESSAGE_BYTES = 256 * 1024;
