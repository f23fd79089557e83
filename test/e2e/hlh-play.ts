import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import type { Env } from './env.ts';
import {
  act, addTemplate, createTable, expectNoRawJson, expectNoSidewaysScroll, invite, join, LAPTOP, leaks, playToEnd, seat, shot,
  TABLET_LANDSCAPE, TABLET_PORTRAIT,
} from './helpers.ts';

/** A hero built field by field in the High/Low Heroes builder, with one illegal choice on the way. */
async function buildHero(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Build a character' }).click();
  await expect.poll(() => page.getByLabel('Hero name').count()).toBe(1);
  await page.getByLabel('Hero name').fill('Spark');
  await page.getByLabel('Civilian name').fill('Dee Marsh');
  await page.getByRole('combobox', { name: 'Charge' }).fill('Brother/sister');
  for (const aspect of ['Quick', 'Logical', 'Bold']) await page.getByLabel(aspect, { exact: true }).check();
  // [HLH-CHAR-02] the Aspects give the readings: Quick makes Move High.
  await expect.poll(() => page.getByRole('row', { name: /^Move High/ }).count()).toBe(1);
  await page.getByLabel('Weakness').selectOption('evade');
  await page.getByRole('button', { name: 'Add a Power' }).click();
  await page.getByRole('button', { name: 'Add a Power' }).click();

  // [HLH-CHAR-04] two Powers of one category: refused with the rule, the field marked.
  const second = page.locator('#field-powers-1-category');
  await second.selectOption('movement');
  const problems = page.getByRole('list', { name: 'problems with this build' });
  await expect.poll(() => problems.textContent()).toContain('HLH-CHAR-04');
  expect(await problems.textContent()).toContain('Movement twice');
  expect(await second.getAttribute('aria-invalid')).toBe('true');
  await shot(page, '13-hlh-builder-illegal-tablet');
  await expectAccessible(page, 'the HLH builder with a problem');
  await second.selectOption('targeting');
  await expect.poll(() => problems.textContent()).not.toContain('HLH-CHAR-04');

  await page.getByRole('button', { name: 'Add a Career' }).click();
  await page.getByRole('button', { name: 'Add a Career' }).click();
  await page.locator('#field-careers-0-name').fill('Pilot');
  await page.locator('#field-careers-1-name').fill('Actor');
  await page.getByLabel('Upgrade', { exact: true }).selectOption('improve');
  await expect.poll(() => page.getByText('A legal build').count()).toBe(1);
  await page.getByRole('button', { name: 'Submit my character' }).click();
}

/**
 * A GM and two players on a High/Low Heroes table: one builds a hero (an illegal pair of Powers
 * first), the other brings a sample; a player moves by clicking a lit square of the map; the
 * three play the combat to its end with seeded dice, and the GM's hidden note and roll reach
 * neither player's screen nor any frame their browsers receive.
 */
export function hlhTests(env: () => Env): void {
  it('[HLH-CHAR-04] GM and two players: builder, squares map, a whole combat, GM rolls hidden', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    await createTable(gm.page, url, 'high-low-heroes', 'Rooftop rumble');
    const dee = await seat(browser, TABLET_PORTRAIT);
    await join(dee.page, await invite(gm.page), 'Dee');
    const eli = await seat(browser, TABLET_LANDSCAPE);
    await join(eli.page, await invite(gm.page), 'Eli');

    await buildHero(dee.page);
    await expect.poll(() => dee.page.getByRole('heading', { name: 'Rooftop rumble' }).count()).toBe(1);
    await addTemplate(eli.page, 'ace');
    await addTemplate(gm.page, 'nova', 'villains');
    await addTemplate(gm.page, 'thug', 'villains');
    await expect.poll(() => gm.page.locator('.figure').count()).toBe(4);
    await gm.page.getByLabel('Note').fill('SECRET: Nova fears the dark');
    await gm.page.getByRole('button', { name: 'Log it' }).click();
    await gm.page.getByLabel('Dice', { exact: true }).fill('2d6');
    await gm.page.getByLabel('Label').fill('SECRET escape route');
    await gm.page.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => gm.page.getByText('SECRET escape route').count()).toBe(1);
    // [HLH-ACT-01] the GM places Nova a square further off before the fight: "Place (GM)", then the keyboard.
    const novaAt = async () => (/Nova \((-?\d+), (-?\d+)\)/.exec((await dee.page.locator('p.positions').textContent()) ?? '') ?? []).slice(1).map(Number);
    const [x0, y0] = await novaAt();
    await gm.page.locator('select[name="gm-place"]').selectOption({ label: 'Nova' });
    await gm.page.getByRole('application', { name: 'square map' }).focus();
    await gm.page.keyboard.press('ArrowRight');
    await gm.page.keyboard.press('Enter');
    await expect.poll(novaAt).toEqual([x0! + 1, y0]);
    await gm.page.locator('select[name="gm-place"]').selectOption('');
    await gm.page.getByRole('button', { name: 'Start combat' }).click();
    await expect.poll(() => dee.page.getByText(/round 1/).count()).toBeGreaterThan(0);

    // [HLH-ACT-01] when a player's hero acts, it moves by a click on a lit square of the map.
    const players = [dee, eli];
    let mover: Page | null = null;
    for (let i = 0; i < 60 && !mover; i++) {
      for (const p of players) if (!mover && await p.page.locator('.sq.reach').count() > 0) mover = p.page;
      if (!mover && !(await act(gm.page))) for (const p of players) await act(p.page);
    }
    expect(mover).not.toBeNull();
    const target = mover!.locator('.sq.reach').first();
    const square = await target.getAttribute('data-square');
    await target.click();
    const where = `(${square!.replace(',', ', ')})`;
    await expect.poll(() => gm.page.getByRole('region', { name: 'Map' }).locator('p.positions').textContent()).toContain(where);
    await shot(gm.page, '14-hlh-combat-gm-laptop');
    await shot(dee.page, '15-hlh-combat-player-tablet');
    await expectAccessible(gm.page, 'an HLH table mid-combat, as GM');
    await expectAccessible(dee.page, 'an HLH table mid-combat, as a player');
    await expectNoSidewaysScroll(dee.page);
    await expectNoSidewaysScroll(eli.page);

    expect(await playToEnd(gm.page, [dee.page, eli.page], 800)).toBe(true);
    await shot(gm.page, '16-hlh-end-gm');
    // [HLH-COND-01] the beaten side's tokens stay on their squares, greyed and read out as unconscious.
    expect(await gm.page.locator('.token-sq.out').count()).toBeGreaterThan(0);
    expect(await gm.page.locator('.token-sq.out').first().getAttribute('aria-label')).toMatch(/Unconscious$/);
    // [HLH-ACT-01] figures far apart: the map scrolls rather than shrinking its squares past reading.
    await gm.page.getByText('Conditions, seats and overrides').click();
    await gm.page.locator('select[name="gm-figure"]').selectOption({ label: 'Nova' });
    const override = gm.page.getByRole('form', { name: 'override a value' });
    await override.getByLabel('Value to override').selectOption('position.x');
    await override.getByLabel('New value').fill('70');
    await override.getByRole('button', { name: 'Set' }).click();
    await expect.poll(() => dee.page.locator('p.positions').textContent()).toMatch(/Nova \(70, /);
    expect((await dee.page.locator('.token-sq').first().boundingBox())?.width).toBeGreaterThanOrEqual(18);
    const scroll = await dee.page.locator('.map-scroll').evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll[0]).toBeGreaterThan(scroll[1]!);
    await expectNoSidewaysScroll(dee.page);
    for (const p of players) {
      expect(await p.page.content()).not.toContain('SECRET');
      await expectNoRawJson(p.page);
      expect(p.frames.length).toBeGreaterThan(10);
      expect(leaks(p.frames, 'SECRET')).toEqual([]);
    }
    for (const s of [gm, dee, eli]) await s.context.close();
  }, 300_000);
}
