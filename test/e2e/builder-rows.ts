import { expect, it } from 'vitest';
import type { Env } from './env.ts';
import { LAPTOP } from './helpers.ts';

/**
 * The d100 and High/Low Heroes builders' list rows (weapons, maims, Powers, Careers) as the GG
 * builder's are (row-keys.ts): a row removed from the middle takes its own state with it, and the
 * rows below keep theirs (a half-typed number, their place in the DOM); the focus goes to the row
 * that moved up into its place, not to whatever control now sits where the Remove button was.
 */
export function builderRowTests(env: () => Env): void {
  it('[D100-CHAR-01] the d100 builder: a weapon or maim row keeps its own state when a row above it is removed, where rows keyed by '
    + 'their place lost a half-typed Shots or took the removed row\'s place, and the focus stayed on the next row\'s Remove', async () => {
    const { url, browser } = env();
    const page = await browser.newPage({ viewport: LAPTOP });
    await page.goto(`${url}/build/d100-trick-stunt`);
    const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
    for (const name of ['Club', 'Axe', 'Sling']) {
      await page.getByRole('button', { name: 'Make up a weapon' }).click();
      await page.locator('li.weapon').last().getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    }
    // A number half typed into the Sling's Shots stays in the box, marked, until it parses.
    await page.locator('#field-weapons-2-shots').fill('2x');
    await expect.poll(() => page.locator('#field-weapons-2').textContent()).toContain('a whole number, please');
    await page.getByRole('button', { name: 'remove Axe' }).click();
    await expect.poll(() => page.locator('#field-weapons-1-name').inputValue()).toBe('Sling');
    expect(await page.locator('#field-weapons-1-shots').inputValue()).toBe('2x');
    // By keyboard: the weapon that moved up takes the focus, not the Remove button now in the removed one's place.
    await page.getByRole('button', { name: 'remove Club' }).press('Enter');
    await expect.poll(focused).toBe('field-weapons-0');
    expect(await page.locator('#field-weapons-0-name').inputValue()).toBe('Sling');
    await page.getByRole('button', { name: 'remove Sling' }).press('Enter');
    await expect.poll(focused).toBe('field-weapons');

    // The maim below the removed one is the same row, moved up.
    for (const part of ['left-arm', 'right-leg', 'eye']) await page.getByLabel('Add a maim').selectOption(part);
    const maims = page.locator('#field-maims li');
    await expect.poll(() => maims.count()).toBe(3);
    const third = await maims.nth(2).elementHandle();
    await page.getByRole('button', { name: 'remove maim right leg' }).press('Enter');
    await expect.poll(() => maims.count()).toBe(2);
    expect(await third.evaluate((el) => [el.isConnected, el.textContent?.startsWith('eye')])).toEqual([true, true]);
    await expect.poll(focused).toBe('field-maims-1');
    await page.close();
  }, 120_000);

  it('[HLH-CHAR-04] the HLH builder: a Power or Career row keeps its own state when a row above it is removed, where rows keyed by '
    + 'their place lost a half-typed Bonus or took the removed row\'s place (HLH-CHAR-07), the focus left on the next Remove', async () => {
    const { url, browser } = env();
    const page = await browser.newPage({ viewport: LAPTOP });
    await page.goto(`${url}/build/high-low-heroes`);
    const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
    const powers = page.locator('li.power');
    for (let n = 1; n <= 3; n++) {
      await page.getByRole('button', { name: 'Add a Power' }).click();
      await expect.poll(() => powers.count()).toBe(n);
    }
    // Movement, Targeting, Evasion; Evasion's Bonus half typed.
    await page.locator('#field-powers-2-bonus').fill('2x');
    await expect.poll(() => powers.nth(2).textContent()).toContain('a whole number, please');
    await powers.nth(1).getByRole('button', { name: /^remove power / }).click();
    await expect.poll(() => page.locator('#field-powers-1-category').inputValue()).toBe('evasion');
    expect(await page.locator('#field-powers-1-bonus').inputValue()).toBe('2x');
    await powers.nth(0).getByRole('button', { name: /^remove power / }).press('Enter');
    await expect.poll(focused).toBe('field-powers-0');
    expect(await page.locator('#field-powers-0-category').inputValue()).toBe('evasion');

    const careers = page.locator('li.career');
    for (const name of ['Pilot', 'Actor', 'Chef']) {
      await page.getByRole('button', { name: 'Add a Career' }).click();
      await careers.last().getByRole('combobox', { name: 'Name' }).fill(name);
    }
    const third = await careers.nth(2).elementHandle();
    await page.getByRole('button', { name: 'remove career Actor' }).press('Enter');
    await expect.poll(() => careers.count()).toBe(2);
    expect(await third.evaluate((el) => [el.isConnected, el.querySelector('input')?.value])).toEqual([true, 'Chef']);
    await expect.poll(focused).toBe('field-careers-1');
    await page.getByRole('button', { name: 'remove career Chef' }).press('Enter');
    await expect.poll(focused).toBe('field-careers');
    await page.close();
  }, 120_000);
}
