import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createServer } from './app.ts';
import { localFanout, redisFanout } from './fanout.ts';
import { postgresStorage, sqliteStorage } from './storage/adapters.ts';

export interface StartOptions {
  readonly port?: number;
  readonly host?: string;
  /** SQLite file (default ./data/arbiter.sqlite); ignored when pgUrl is set. */
  readonly dbPath?: string;
  readonly pgUrl?: string;
  readonly pgSchema?: string;
  readonly redisUrl?: string;
  readonly webDir?: string;
  readonly logger?: boolean;
}

/** Starts a real server: storage and fan-out from the options, listening on host:port. */
export async function startServer(o: StartOptions = {}): Promise<{ url: string; close: () => Promise<void> }> {
  let storage;
  if (o.pgUrl) {
    storage = postgresStorage(o.pgUrl, o.pgSchema ? { schema: o.pgSchema } : {});
  } else {
    const path = resolve(o.dbPath ?? 'data/arbiter.sqlite');
    mkdirSync(dirname(path), { recursive: true });
    storage = sqliteStorage(path);
  }
  const fanout = o.redisUrl ? await redisFanout(o.redisUrl) : localFanout();
  const server = await createServer({ storage, fanout, ...(o.webDir ? { webDir: o.webDir } : {}), logger: o.logger ?? false });
  const address = await server.app.listen({ port: o.port ?? 3000, host: o.host ?? '127.0.0.1' });
  // Serving already: the simulation and odds workers compile in their own threads meanwhile.
  server.simulations.warm();
  void server.odds.warm();
  return { url: address.replace('127.0.0.1', 'localhost'), close: server.close };
}
