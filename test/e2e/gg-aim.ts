import { expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import type { Env } from './env.ts';
import { addTemplate, createTable, LAPTOP, seat, shot } from './helpers.ts';
import { line, mod, sheetWith } from '../../src/systems/glorious-gladiators/builder/testing.ts';

/**
 * [GG-PLAY-206] [GG-ATK-02] [GG-SIT-04] An Area aimed at an empty hex of the map: the GM picks the
 * Gangster's Shotgun (a Line) in "Aim with", walks the cursor to an empty hex with the keyboard, asks
 * the exact odds of it there, and fires with Enter: the log says where the Line went, and no one is
 * named in the legal actions per hex.
 */
export function ggAimTests(env: () => Env): void {
  it('[GG-PLAY-206] the GM aims an Area at an empty hex with the keyboard, with its odds first', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    await createTable(gm.page, url, 'glorious-gladiators', 'Aim night');
    await addTemplate(gm.page, 'gangster', 'villains');
    await addTemplate(gm.page, 'ironclad', 'heroes');
    await expect.poll(() => gm.page.locator('.figure').count()).toBe(2);
    await gm.page.getByRole('button', { name: 'Start combat' }).click();
    const aimWith = gm.page.locator('select[name="aim-ability"]');
    // Ironclad may act first: its turn ends, and the Gangster's Area is offered to aim (the two come
    // with the same legal actions, so End turn without the choice is Ironclad's turn).
    const end = gm.page.getByRole('button', { name: 'End turn', exact: true });
    await expect.poll(async () => (await aimWith.count()) + (await end.count())).toBeGreaterThan(0);
    if (await aimWith.count() === 0) await end.click();
    await expect.poll(() => aimWith.count()).toBe(1);
    // One choice an ability, however many hexes it might be aimed at.
    expect(await aimWith.locator('option').allTextContents()).toEqual(['(no aim: click moves)', 'Professional Criminal or Gangster: Shotgun']);
    await aimWith.selectOption({ label: 'Professional Criminal or Gangster: Shotgun' });

    // The cursor starts on the Gangster; two hexes up is empty (the figures stand in a row).
    const footer = await gm.page.locator('.map .muted.small').last().textContent();
    const where = /Gangster \((-?\d+), (-?\d+)\)/.exec(footer ?? '');
    expect(where).not.toBeNull();
    const [q, r] = [Number(where![1]), Number(where![2]) - 2];
    const map = gm.page.getByRole('application', { name: 'hex map' });
    await map.focus();
    await gm.page.keyboard.press('ArrowUp');
    await gm.page.keyboard.press('ArrowUp');
    await gm.page.getByRole('button', { name: `Odds at hex ${q}, ${r}` }).click();
    await expect.poll(() => gm.page.getByRole('figure', { name: `Odds: Shotgun at hex ${q}, ${r}` }).count()).toBe(1);
    await shot(gm.page, '05b-gg-aim-odds');
    await expectAccessible(gm.page, 'a GG table aiming an Area');

    await map.focus();
    await gm.page.keyboard.press('Enter');
    // On the hex, no one is caught; off it, the log says where it landed.
    await expect.poll(() => gm.page.getByText(new RegExp(`catches no one at hex ${q}, ${r}|misses its point by`)).count()).toBeGreaterThan(0);
    expect(await gm.page.getByRole('alert').count()).toBe(0);
    await gm.context.close();
  }, 120_000);
  it('[GG-ABL-70] [GG-PLAY-206] the GM raises a Wall with two picks on the map, a click and a keyboard Enter, and it shows there', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    const page = gm.page;
    await createTable(page, url, 'glorious-gladiators', 'Wall night');
    // A Mason whose Ranged Line Wall is offered on the action bar and in "Aim with" (creation-offers.ts).
    const mason = sheetWith([line('wall', 2, {
      key: 'stone', name: 'Stone Wall', modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] })], options: { toughness: 't1' },
    })], { name: 'Mason' });
    await page.getByRole('link', { name: 'Build a character' }).click();
    await page.getByLabel('character file').setInputFiles({ name: 'mason.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mason)) });
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);
    await page.getByRole('button', { name: 'Add to table' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Wall night' }).count()).toBe(1);
    await addTemplate(page, 'ironclad', 'heroes');
    await expect.poll(() => page.locator('.figure').count()).toBe(2);
    await page.getByRole('button', { name: 'Start combat' }).click();
    const aimWith = page.locator('select[name="aim-ability"]');
    const wall = aimWith.locator('option', { hasText: 'Mason: Stone Wall' });
    // Ironclad may act first: its turn ends (the Wall comes with the same legal actions as End turn).
    const end = page.getByRole('button', { name: 'End turn', exact: true });
    await expect.poll(async () => (await wall.count()) + (await end.count())).toBeGreaterThan(0);
    if (await wall.count() === 0) await end.click();
    await expect.poll(() => wall.count()).toBe(1);
    await aimWith.selectOption({ label: 'Mason: Stone Wall' });
    await expect.poll(() => page.locator('#hex-help').textContent()).toContain('for Stone Wall\'s from; then another for its to');

    const footer = await page.locator('.map .muted.small').last().textContent();
    const where = /Mason \((-?\d+), (-?\d+)\)/.exec(footer ?? '');
    expect(where).not.toBeNull();
    const [q, r] = [Number(where![1]), Number(where![2])];
    // The first end with a click, one hex up (the figures stand in a row); it is outlined, nothing sent yet.
    await page.locator(`polygon[data-hex="${q},${r - 1}"]`).click();
    await expect.poll(() => page.locator('#hex-help').textContent()).toContain(`Stone Wall: from at hex ${q}, ${r - 1}; now click or Enter the to hex`);
    expect(await page.locator(`polygon.suggested[data-hex="${q},${r - 1}"]`).count()).toBe(1);
    expect(await page.locator('polygon.wall').count()).toBe(0);
    await shot(page, '05c-gg-wall-first-end');
    await expectAccessible(page, 'a GG table aiming a Wall');
    // The other end with the keyboard: the cursor is on the first, one more up, Enter.
    const map = page.getByRole('application', { name: 'hex map' });
    await map.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('polygon.wall').count()).toBe(2);
    expect(await page.locator(`polygon.wall[data-hex="${q},${r - 1}"]`).count()).toBe(1);
    expect(await page.locator(`polygon.wall[data-hex="${q},${r - 2}"]`).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await gm.context.close();
  }, 120_000);
}
