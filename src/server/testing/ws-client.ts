import WebSocket from 'ws';

/**
 * A test client over a real socket that never sleeps: every message is queued, and `next`
 * waits for the first one matching a predicate (or fails after a timeout with what it saw).
 */
export class TestClient {
  readonly received: Array<Record<string, unknown>> = [];
  private cursor = 0;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.received.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', () => {
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async connect(url: string): Promise<TestClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestClient(ws);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next unread message matching `match` (messages before it are skipped). */
  async next(match: (m: Record<string, unknown>) => boolean = () => true, timeoutMs = 5000): Promise<Record<string, unknown>> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.received.length) {
        const m = this.received[this.cursor++]!;
        if (match(m)) return m;
      }
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`socket closed; saw ${JSON.stringify(this.received.slice(-5))}`);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no matching message; last seen ${JSON.stringify(this.received.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a command and waits for its result. */
  async command(id: string, type: string, args?: unknown): Promise<Record<string, unknown>> {
    this.send({ type: 'command', command: { id, type, ...(args !== undefined ? { args } : {}) } });
    return this.next((m) => m.type === 'result' && m.commandId === id);
  }

  close(): void {
    this.ws.close();
  }
}

export const ofType = (type: string) => (m: Record<string, unknown>) => m.type === type;
