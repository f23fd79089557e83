import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { startServer } from '../../server/index.ts';
import type { CliContext } from '../io.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const WEB_SRC = join(ROOT, 'src', 'web');
const WEB_DIST = join(ROOT, 'dist', 'web');

/** `arbiter serve` (what `npm start` runs): the tabletop on localhost with SQLite by default. */
export function serveCommand(ctx: CliContext): Command {
  return new Command('serve')
    .description('start the table server (SQLite by default; PostgreSQL and Redis to scale out)')
    .option('--port <port>', 'port', process.env.PORT ?? '3000')
    .option('--host <host>', 'interface to listen on', process.env.HOST ?? '127.0.0.1')
    .option('--db <file>', 'SQLite file', process.env.ARBITER_DB ?? 'data/arbiter.sqlite')
    .option('--pg <url>', 'PostgreSQL URL (instead of SQLite)', process.env.ARBITER_PG_URL)
    .option('--pg-schema <name>', 'PostgreSQL schema', process.env.ARBITER_PG_SCHEMA)
    .option('--redis <url>', 'Redis URL: several servers share tables', process.env.ARBITER_REDIS_URL)
    .option('--build', 'build the web client first if it is missing or older than its sources')
    .action(async (o: { port: string; host: string; db: string; pg?: string; pgSchema?: string; redis?: string; build?: boolean }) => {
      if (o.build && existsSync(WEB_SRC) && stale()) {
        ctx.io.err('building the web client…\n');
        execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
      }
      const server = await startServer({
        port: Number(o.port), host: o.host, dbPath: resolve(ctx.io.cwd, o.db),
        ...(o.pg ? { pgUrl: o.pg } : {}), ...(o.pgSchema ? { pgSchema: o.pgSchema } : {}), ...(o.redis ? { redisUrl: o.redis } : {}),
        webDir: WEB_DIST,
      });
      ctx.io.out(`Arbiter is running: open ${server.url}/\n(storage: ${o.pg ? 'PostgreSQL' : o.db}${o.redis ? ', fan-out: Redis' : ''}; Ctrl+C to stop)\n`);
      const stop = () => {
        void server.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      // Keep running until a signal arrives.
      await new Promise<never>(() => undefined);
    });
}

function newest(dir: string): number {
  let t = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs);
  }
  return t;
}

function stale(): boolean {
  const index = join(WEB_DIST, 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < newest(WEB_SRC);
}
