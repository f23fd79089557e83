import type { Browser } from 'playwright-core';

/** The server and browser every browser test shares (built once in table.test.ts). */
export interface Env {
  readonly url: string;
  readonly browser: Browser;
}
