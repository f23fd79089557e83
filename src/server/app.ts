import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AnySystem } from '../kernel/index.ts';
import { MAX_MESSAGE_BYTES } from '../protocol/index.ts';
import { SYSTEMS } from '../systems/index.ts';
import { ServerError } from './errors.ts';
import { localFanout, type Fanout } from './fanout.ts';
import { TableHub } from './hub.ts';
import { OddsPool, type OddsPoolOptions } from './odds-pool.ts';
import { registerRoutes } from './routes.ts';
import { SimulationPool } from './simulations.ts';
import { createSocketServer } from './socket.ts';
import type { Storage } from './storage/port.ts';

export interface ServerOptions {
  readonly storage: Storage;
  readonly fanout?: Fanout;
  /** Wall clock for invites and records (tests pass a fixed one). */
  readonly clock?: () => Date;
  /** Monotonic milliseconds for rate limiting. */
  readonly now?: () => number;
  /** A new table's dice seed (tests pass a fixed one; never sent to clients). */
  readonly seed?: () => string;
  /** The built web client (dist/web), served with an SPA fallback when present. */
  readonly webDir?: string;
  readonly logger?: boolean;
  /** The game systems this server plays (default: all registered ones). */
  readonly systems?: Readonly<Record<string, AnySystem>>;
  /** Worker threads for balance simulations, started on first use (default: one per core, or ARBITER_SIM_WORKERS). */
  readonly simulationWorkers?: number;
  /** Worker threads for live tables' odds, started on first use (default: two, or ARBITER_ODDS_WORKERS), and their caps. */
  readonly odds?: OddsPoolOptions;
}

export interface ServerDeps {
  readonly storage: Storage;
  readonly hub: TableHub;
  readonly clock: () => Date;
  readonly now: () => number;
  readonly seed: () => string;
  readonly systems: Readonly<Record<string, AnySystem>>;
  readonly simulations: SimulationPool;
  readonly odds: OddsPool;
}

/**
 * The table server as a value: Fastify for HTTP, `ws` for real time, storage and fan-out
 * injected. Tests create it in-process on an ephemeral port; `arbiter serve` wires the real ones.
 */
export async function createServer(
  options: ServerOptions,
): Promise<{ app: FastifyInstance; hub: TableHub; simulations: SimulationPool; odds: OddsPool; close: () => Promise<void> }> {
  const fanout = options.fanout ?? localFanout();
  await options.storage.migrate();
  const systems = options.systems ?? SYSTEMS;
  const hub = new TableHub(options.storage, fanout, (id) => (Object.hasOwn(systems, id) ? systems[id] : undefined));
  const deps: ServerDeps = {
    storage: options.storage,
    hub,
    clock: options.clock ?? (() => new Date()),
    now: options.now ?? (() => performance.now()),
    seed: options.seed ?? (() => crypto.randomUUID()),
    systems,
    simulations: new SimulationPool(options.simulationWorkers),
    odds: new OddsPool(options.odds),
  };
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: MAX_MESSAGE_BYTES });

  app.setErrorHandler((error: FastifyError | ServerError, _req, reply) => {
    if (error instanceof ServerError) {
      return reply.code(error.status).send({ error: { code: error.code, message: error.message, details: error.details } });
    }
    if (error.statusCode === 413) return reply.code(413).send({ error: { code: 'MESSAGE_TOO_LARGE', message: `Bodies are limited to ${MAX_MESSAGE_BYTES} bytes.` } });
    if (error.statusCode && error.statusCode < 500) return reply.code(400).send({ error: { code: 'BAD_MESSAGE', message: error.message } });
    app.log.error(error);
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on the server.' } });
  });

  registerRoutes(app, deps);

  if (options.webDir && existsSync(join(options.webDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: options.webDir, wildcard: false });
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/')) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'There is nothing here.' } });
      return reply.sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'There is nothing here.' } }));
  }

  const sockets = createSocketServer(deps);
  app.server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://x').pathname === '/ws') sockets.handleUpgrade(req, socket, head);
    else socket.destroy();
  });

  return {
    app,
    hub,
    simulations: deps.simulations,
    odds: deps.odds,
    close: async () => {
      sockets.close();
      await app.close();
      await deps.simulations.close();
      await deps.odds.close();
      await fanout.close();
      await options.storage.close();
    },
  };
}
