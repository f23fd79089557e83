import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, launch, serve } from './browser.ts';
import { addTemplate, createTable, LAPTOP, seat } from './helpers.ts';

// A GM's double-click on Undo last took back two actions (an undo cannot be undone: docs/undo.md),
// where the action bar and the prompts already sent one command per click while it ran.
let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = await serve(buildWeb());
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('GM tools under a double-click', () => {
  it('[D100-SCN-01] Undo last double-clicked takes back one action', async () => {
    const gm = await seat(browser, LAPTOP);
    await createTable(gm.page, server.url, 'd100-trick-stunt', 'Double');
    for (const [i, template] of ['brick', 'thug', 'guard'].entries()) {
      await addTemplate(gm.page, template, 'villains');
      await expect.poll(() => gm.page.locator('.figure').count()).toBe(i + 1);
    }
    await gm.page.getByRole('button', { name: 'Undo last' }).dblclick();
    await expect.poll(() => gm.page.getByText(/undid the last action/).count()).toBeGreaterThan(0);
    await gm.page.waitForTimeout(1000);
    expect(await gm.page.getByText(/undid the last action/).count()).toBe(1);
    expect(await gm.page.locator('.figure').count()).toBe(2);
    await gm.context.close();
  }, 120_000);
});
