import { CLIENT_ERRORS } from '../protocol/index.ts';
import type { Result } from './connection.ts';

/** A `result` or `odds` answer from the table. */
export type Reply = Result & Record<string, unknown>;

/** What a request is sent on: the page's WebSocket, or a test's stand-in. */
export interface Sink { readonly readyState: number; send(data: string): void }

// WebSocket.OPEN, by value: this module also runs where there is no WebSocket global (unit tests).
const OPEN = 1;

/** The web client's own refusal (CLIENT_ERRORS.NOT_CONNECTED): the request was not sent, or its answer was lost with the socket. */
export function notConnected(): Reply {
  return { ok: false, rejection: { code: 'NOT_CONNECTED', message: CLIENT_ERRORS.NOT_CONNECTED.message } };
}

/**
 * The requests of one page waiting on the table's answer, by command or request id. Each settles
 * exactly once: by its answer, by NOT_CONNECTED (sent on a socket that is not open, or waiting when it
 * closed), or, for an odds request a newer one replaced, as superseded (null): the server answers
 * only a connection's newest odds request (docs/server.md), so the older would otherwise wait forever.
 */
export function pendingRequests() {
  const waiting = new Map<string, (r: Reply | null) => void>();
  let lastOdds: string | null = null;

  const ask = <T extends Reply | null>(socket: Sink | null, message: Record<string, unknown>, key: string) => new Promise<T>((resolve) => {
    // A socket that is not open drops what it is sent and no answer would come: the button that
    // sent it would wait (disabled) forever, even after the page reconnected.
    if (socket?.readyState !== OPEN) {
      resolve(notConnected() as T);
      return;
    }
    waiting.set(key, resolve as (r: Reply | null) => void);
    socket.send(JSON.stringify(message));
  });

  return {
    command: (socket: Sink | null, message: Record<string, unknown>, key: string): Promise<Reply> => ask<Reply>(socket, message, key),
    /** An odds request; the one it supersedes settles now as null (nothing to show: the newer one will). */
    odds: (socket: Sink | null, message: Record<string, unknown>, key: string): Promise<Reply | null> => {
      if (lastOdds !== null) settle(lastOdds, null);
      lastOdds = key;
      return ask<Reply | null>(socket, message, key);
    },
    /** The table's answer; one for a request no longer waiting (superseded, or from a closed socket) is dropped. */
    answer: (key: string, reply: Reply) => settle(key, reply),
    /** The socket closed: whatever was asked on it is answered on no other. */
    dropAll: () => {
      for (const key of [...waiting.keys()]) settle(key, notConnected());
    },
    get size() {
      return waiting.size;
    },
  };

  function settle(key: string, reply: Reply | null) {
    const resolve = waiting.get(key);
    waiting.delete(key);
    resolve?.(reply);
  }
}
