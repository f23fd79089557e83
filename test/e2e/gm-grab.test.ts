import { describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { browserSuite } from './browser.ts';
import { addTemplate, createTable, LAPTOP, seat, shot } from './helpers.ts';

// The GM's grab (`gg.grab`, ruling GG-PLAY-219) from the GM tools: who holds, whom, with which Grab.
const env = browserSuite();
const GANGSTER = 'Professional Criminal or Gangster';

describe('GG: the GM puts a grab on', () => {
  it('[GG-PLAY-219] [GG-ABL-36] the GM makes Mindwarp grab the Gangster beside it; a grab out of reach is refused in words', async () => {
    const gm = await seat(env().browser, LAPTOP);
    const page = gm.page;
    await createTable(page, env().url, 'glorious-gladiators', 'Grapple night');
    // Blue Comet at the heroes' edge; Mindwarp and the Gangster side by side five hexes off (two sides).
    for (const [i, [template, side]] of [['blue-comet', 'heroes'], ['mindwarp', 'villains'], ['gangster', 'thugs']].entries()) {
      await addTemplate(page, template!, side);
      await expect.poll(() => page.locator('.figure').count()).toBe(i + 1);
    }
    await page.locator('summary', { hasText: 'Conditions, seats and overrides' }).click();
    const form = page.getByRole('form', { name: 'put a grab on' });
    await form.getByLabel('Grabber').selectOption({ label: 'Blue Comet' });
    await form.getByLabel('Grabs').selectOption({ label: 'Mindwarp' });
    await form.getByRole('button', { name: 'Grab' }).click();
    const alert = page.locator('.gm [role="alert"]');
    await expect.poll(() => alert.textContent()).toMatch(/\[GG-PLAY-200\] Beyond the Grab's reach/);

    await form.getByLabel('Grabber').selectOption({ label: 'Mindwarp' });
    await form.getByLabel('Grabs').selectOption({ label: GANGSTER });
    // Its Grabs by name, or its best.
    const grabs = await form.getByLabel('With').locator('option').allTextContents();
    expect(grabs[0]).toBe('its best Grab');
    expect(grabs).toContain('Grapple');
    await form.getByLabel('With').selectOption({ label: 'Grapple' });
    await form.getByRole('button', { name: 'Grab' }).click();
    const log = page.getByRole('list', { name: 'roll log, newest first' });
    await expect.poll(() => log.textContent()).toContain(`${GANGSTER}: Grabbed`);
    await expect.poll(() => log.textContent()).toContain('Mindwarp: Grabbing');
    expect(await alert.count()).toBe(0);
    await expect.poll(() => page.locator('.figure', { hasText: 'Gangster' }).textContent()).toContain('Grabbed');
    await shot(page, '05f-gg-gm-grab');
    await expectAccessible(page, 'the GG GM tools with a grab');
    await gm.context.close();
  }, 120_000);
});
