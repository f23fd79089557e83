import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser.ts';
import { addTemplate, createTable, LAPTOP, seat } from './helpers.ts';

// A GM's double-click on Undo last took back two actions (an undo cannot be undone: docs/undo.md),
// where the action bar and the prompts already sent one command per click while it ran.
const env = browserSuite();

describe('GM tools under a double-click', () => {
  it('[D100-SCN-01] Undo last double-clicked takes back one action', async () => {
    const gm = await seat(env().browser, LAPTOP);
    await createTable(gm.page, env().url, 'd100-trick-stunt', 'Double');
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
