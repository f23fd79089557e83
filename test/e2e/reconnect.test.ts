import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser.ts';
import { addTemplate, createTable, invite, join, LAPTOP, seat } from './helpers.ts';

// A click on an action while the table's connection was down went nowhere (a closed WebSocket drops
// what it is sent) and its answer never came: the action bar stayed disabled after the page had
// reconnected, every button greyed until a reload. The click must be refused in words, and the bar
// must work again once the table is back.
const env = browserSuite();

describe('[HLH-ACT-01] an action clicked while the connection is down', () => {
  it('is refused in words, and the action bar works again once the page has reconnected', async () => {
    const gm = await seat(env().browser, LAPTOP);
    await createTable(gm.page, env().url, 'high-low-heroes', 'Blip');
    const pia = await seat(env().browser, LAPTOP);
    // Pia's socket goes through a switch: while it is down, every connection is cut at once.
    let down = false;
    const open = new Set<WebSocketRoute>();
    await pia.page.routeWebSocket(/\/ws$/, (ws) => {
      if (down) {
        void ws.close();
        return;
      }
      open.add(ws);
      ws.connectToServer();
    });
    await join(pia.page, await invite(gm.page), 'Pia');
    await addTemplate(pia.page, 'ace');
    await addTemplate(gm.page, 'thug', 'villains');
    await expect.poll(() => gm.page.locator('.figure').count()).toBe(2);
    await gm.page.getByRole('button', { name: 'Start combat' }).click();
    // Whoever goes first, the GM passes until it is Ace's turn.
    const bar = pia.page.locator('section[aria-labelledby="actions-title"]');
    for (let i = 0; i < 10 && await bar.count() === 0; i++) {
      const pass = gm.page.getByRole('button', { name: /^Thug: (pass|end turn)$/ });
      if (await pass.count() > 0) await pass.click();
      await pia.page.waitForTimeout(300);
    }
    const pass = bar.getByRole('button', { name: /^Ace: pass$/ });
    await expect.poll(() => pass.count()).toBe(1);

    down = true;
    for (const ws of open) await ws.close();
    open.clear();
    await pia.page.waitForTimeout(300);
    await pass.click();
    await expect.poll(() => pia.page.getByRole('alert').allTextContents()).toEqual([expect.stringMatching(/not connected/i)]);

    expect(await pia.page.getByText('reconnecting…').count()).toBe(1);
    down = false;
    // Back on the table: the bar is live again and the pass goes through.
    await expect.poll(() => pia.page.getByText('reconnecting…').count(), { timeout: 15_000 }).toBe(0);
    expect(await pass.isEnabled()).toBe(true);
    await pass.click();
    await expect.poll(() => gm.page.getByText('Ace passes').count()).toBeGreaterThan(0);
    for (const s of [gm, pia]) await s.context.close();
  }, 120_000);
});
