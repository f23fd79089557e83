import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'arbiter.mjs');

export interface Spawned {
  readonly url: string;
  readonly ws: string;
  readonly proc: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `arbiter serve` as a real child process on a free port and waits for its URL. */
export async function spawnServer(args: readonly string[]): Promise<Spawned> {
  const proc = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /open (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) resolve(m[1]!);
    });
    proc.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before starting: ${err}`)));
  });
  return {
    url,
    ws: `${url.replace('http', 'ws')}/ws`,
    proc,
    stop: (signal = 'SIGTERM') => new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill(signal);
    }),
  };
}

export async function post(url: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}
