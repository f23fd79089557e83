import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Env } from './env.ts';
import { createServer, sqliteStorage } from '../../src/server/index.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ARTIFACTS = join(ROOT, 'test-artifacts');
const CHROMIUM = '/usr/bin/chromium';

/**
 * Builds the web client once per test run (vite), into its own folder: `npm start` serves
 * dist/web and rebuilds it only when the sources are newer, so a test build there would be served
 * in its place. It is a development build on purpose (vitest's NODE_ENV=test reaches vite): React's
 * StrictMode then runs every effect twice, which is how the browser tests caught effects whose
 * late answers overwrote newer ones.
 */
export function buildWeb(): string {
  const out = join(ROOT, 'dist', 'web-e2e');
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error', '--outDir', out], { cwd: ROOT, stdio: 'inherit' });
  return out;
}

/** Debian's Chromium, never a downloaded browser; missing it is a clear failure, not a skip. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does`);
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      // Several seats play at once: none of their pages may be throttled as a background tab.
      '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows'],
  });
}

/** The real server in-process on a free port, a temp SQLite file, a fixed dice seed. */
export async function serve(webDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const storage = sqliteStorage(join(mkdtempSync(join(tmpdir(), 'arbiter-e2e-')), 'e2e.sqlite'));
  const server = await createServer({ storage, webDir, seed: () => 'e2e-seed' });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  // As arbiter serve does, the odds workers start now; and the tests wait for them, so a first
  // request for odds is not answered seconds late while they compile the sources.
  await server.odds.warm();
  return { url, close: server.close };
}

/**
 * A browser test file's shared parts: the web client built, the server and Chromium started before
 * its tests and stopped after them. Call it at the top of the file; the getter gives them to tests.
 */
export function browserSuite(): () => Env {
  let browser: Browser | undefined;
  let server: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    server = await serve(buildWeb());
    browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return () => {
    if (!server || !browser) throw new Error('the browser suite has not started (call browserSuite() at the top of the file)');
    return { url: server.url, browser };
  };
}
