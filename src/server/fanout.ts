import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Fan-out between server processes: after a process stores new events it publishes
 * (table, last seq); every other process then reads the new events from storage, which stays
 * the single source of truth (a lost notification is repaired by the next one or a reconnect).
 */
export interface Fanout {
  publish(tableId: string, seq: number): Promise<void>;
  onNotify(handler: (tableId: string, seq: number) => void): void;
  close(): Promise<void>;
}

/** One process: nothing to tell anyone. */
export function localFanout(): Fanout {
  return { publish: () => Promise.resolve(), onNotify: () => undefined, close: () => Promise.resolve() };
}

const CHANNEL = 'arbiter:table-events';

/** Redis pub/sub; `ready` resolves when the subscription is live. */
export async function redisFanout(url: string): Promise<Fanout> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([pub.connect(), sub.connect()]);
  const origin = randomUUID();
  const handlers: Array<(tableId: string, seq: number) => void> = [];
  sub.on('message', (_channel: string, text: string) => {
    const msg = JSON.parse(text) as { origin: string; tableId: string; seq: number };
    if (msg.origin === origin) return;
    for (const h of handlers) h(msg.tableId, msg.seq);
  });
  await sub.subscribe(CHANNEL);
  return {
    publish: async (tableId, seq) => {
      await pub.publish(CHANNEL, JSON.stringify({ origin, tableId, seq }));
    },
    onNotify: (h) => {
      handlers.push(h);
    },
    close: async () => {
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}
