import { expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import type { Env } from './env.ts';
import { expectNoRawJson, expectNoSidewaysScroll, LAPTOP, shot, TABLET_LANDSCAPE, TABLET_PORTRAIT } from './helpers.ts';

/** The balance lab's simulation and plot; the home page at a laptop's and a tablet's sizes. */
export function labAndLayoutTests(env: () => Env): void {
  it('the balance lab runs a simulation and shows a plot', async () => {
    const { url, browser } = env();
    const page = await browser.newPage({ viewport: LAPTOP });
    await page.goto(`${url}/lab`);
    await page.getByLabel('System').selectOption('glorious-gladiators');
    await page.getByLabel('Side A').selectOption('blue-comet');
    await page.getByLabel('Side B').selectOption('ironclad');
    await page.getByLabel('Fights').fill('300');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.locator('[data-testid="plot"] svg').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'results' }).textContent()).toMatch(/95% CI/);
    await shot(page, '07-lab');
    await expectAccessible(page, 'the balance lab with a plot');
    await expectNoSidewaysScroll(page);
    await page.close();
  }, 120_000);

  it('the home page fits a laptop and a tablet both ways', async () => {
    const { url, browser } = env();
    for (const [name, viewport] of [['laptop', LAPTOP], ['tablet-portrait', TABLET_PORTRAIT], ['tablet-landscape', TABLET_LANDSCAPE]] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(url);
      await expect.poll(() => page.getByRole('link', { name: 'Glorious Gladiators 6' }).count()).toBe(1);
      await shot(page, `01-home-${name}`);
      await expectAccessible(page, `the home page (${name})`);
      await expectNoSidewaysScroll(page);
      await expectNoRawJson(page);
      await page.close();
    }
  }, 60_000);
}
