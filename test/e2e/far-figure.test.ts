import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser.ts';
import { addTemplate, createTable, invite, join, LAPTOP, seat } from './helpers.ts';

// A GM's typo in a position override (50000 for 5) put a figure far off, and the square and hex
// maps drew every cell of the box round all figures: millions of SVG cells, and every browser at
// the table, the GM's own too, crashed on load, so no one could reach Undo. The maps must stay up.
const env = browserSuite();

/** The GM overrides one coordinate of a figure's position in the GM tools, as a typo would. */
async function overridePosition(gm: Page, figure: string, axis: string, value: string): Promise<void> {
  await gm.getByText('Conditions, seats and overrides').click();
  await gm.locator('select[name="gm-figure"]').selectOption({ label: figure });
  const form = gm.getByRole('form', { name: 'override a value' });
  await form.getByLabel('Value to override').selectOption(`position.${axis}`);
  await form.getByLabel('New value').fill(value);
  await form.getByRole('button', { name: 'Set' }).click();
}

async function mapStaysUp(page: Page, map: string, cell: string, token: string): Promise<void> {
  await expect.poll(() => page.getByRole('application', { name: map }).count(), { timeout: 20_000 }).toBe(1);
  // The far figure is still drawn (as a token) and the cells drawn stay few.
  await expect.poll(() => page.getByRole('button', { name: new RegExp(`${token}, villains, `) }).count()).toBeGreaterThan(0);
  expect(await page.locator(cell).count()).toBeLessThan(5000);
}

describe('[HLH-MOVE-01] [GG-MOVE-01] a figure placed far off leaves the maps usable', () => {
  for (const game of [
    { system: 'high-low-heroes', hero: 'ace', npc: 'nova', npcName: 'Nova', axis: 'x', map: 'square map', cell: 'rect.sq' },
    { system: 'glorious-gladiators', hero: 'blue-comet', npc: 'ironclad', npcName: 'Ironclad', axis: 'q', map: 'hex map', cell: 'polygon' },
  ]) {
    it(`${game.system}: a GM override 50000 squares away, then every seat still has its map and the GM undoes it`, async () => {
      const gm = await seat(env().browser, LAPTOP);
      await createTable(gm.page, env().url, game.system, 'Far away');
      const pia = await seat(env().browser, LAPTOP);
      await join(pia.page, await invite(gm.page), 'Pia');
      await addTemplate(pia.page, game.hero);
      await addTemplate(gm.page, game.npc, 'villains');
      await expect.poll(() => gm.page.locator('.figure').count()).toBe(2);
      await overridePosition(gm.page, game.npcName, game.axis, '50000');
      // The list of places under the map names where each figure stands.
      await expect.poll(() => pia.page.getByText(new RegExp(`${game.npcName} \\(50000, `)).count()).toBeGreaterThan(0);
      await mapStaysUp(pia.page, game.map, game.cell, game.npcName);
      await pia.page.reload();
      await mapStaysUp(pia.page, game.map, game.cell, game.npcName);
      await mapStaysUp(gm.page, game.map, game.cell, game.npcName);
      await gm.page.getByRole('button', { name: 'Undo last' }).click();
      await expect.poll(() => pia.page.getByText(/undid/).count()).toBeGreaterThan(0);
      for (const s of [gm, pia]) await s.context.close();
    }, 120_000);
  }
});
