import { expect, it } from 'vitest';
import { d100TrickStunt } from '../../src/systems/d100-trick-stunt/index.ts';
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
    // [GG-MOVE-01] the duel is fought on the hex map, the arena's 6 hexes apart unless changed.
    expect(await page.getByLabel('Distance (hexes)').inputValue()).toBe('6');
    await page.getByLabel('Distance (hexes)').fill('3');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.locator('[data-testid="plot"] svg').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'results' }).textContent()).toMatch(/95% CI/);
    // The distributions: each side's Hits at the end, in the table and in the chart.
    const stats = page.getByRole('table', { name: /Distributions/ });
    expect(await stats.getByRole('row', { name: /Hits of B: Ironclad at the end of the fight/ }).count()).toBe(1);
    const svgText = () => page.locator('[data-testid="plot"] svg').textContent();
    await expect.poll(svgText).toContain('Hits of A: Blue Comet at the end of the fight');
    expect(await svgText()).toContain('Fight length');
    await shot(page, '07-lab');
    await expectAccessible(page, 'the balance lab with a plot');
    await expectNoSidewaysScroll(page);
    // On a tablet held upright the chart scrolls inside its card, not the page.
    await page.setViewportSize(TABLET_PORTRAIT);
    await expectNoSidewaysScroll(page);
    await shot(page, '07-lab-tablet-portrait');
    await page.close();
  }, 120_000);

  it('[GG-ATK-06] [GG-MOVE-01] the balance lab pits a hero against a gang of three, each gang member in the distributions', async () => {
    const { url, browser } = env();
    const page = await browser.newPage({ viewport: LAPTOP });
    await page.goto(`${url}/lab`);
    await page.getByLabel('System').selectOption('glorious-gladiators');
    await page.getByLabel('Side A').selectOption('blue-comet');
    await page.getByLabel('Side B').selectOption('gang-member');
    await page.getByLabel('How many fighters, B').fill('3');
    await page.getByLabel('Fights').fill('100');
    await page.getByRole('button', { name: 'Run' }).click();
    const results = page.getByRole('region', { name: 'results' });
    await expect.poll(() => results.count(), { timeout: 60_000 }).toBe(1);
    expect(await results.textContent()).toContain('B: 3 × Minor Criminal or Gang Member');
    const stats = page.getByRole('table', { name: /Distributions/ });
    for (const n of [1, 2, 3]) expect(await stats.getByRole('row', { name: new RegExp(`Hits of B: Minor Criminal or Gang Member ${n} at the end`) }).count()).toBe(1);
    // Eleven is more than a side may have: the run waits for a count it can send.
    await page.getByLabel('How many fighters, B').fill('11');
    expect(await page.getByRole('button', { name: 'Run' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'the balance lab with a gang on one side');
    await page.close();
  }, 120_000);

  it('[D100-CHAR-01] the lab simulates the builder\'s character and a file, and shows why an illegal one cannot fight', async () => {
    const { url, browser } = env();
    const page = await browser.newPage({ viewport: LAPTOP });
    // The builder keeps its character in this browser: Aldo, renamed, with Strength 0 is illegal.
    await page.goto(`${url}/build/d100-trick-stunt`);
    await page.getByLabel('Template').selectOption('aldo');
    await page.getByRole('button', { name: 'Load template' }).click();
    const name = page.getByRole('region', { name: 'Who' }).getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue()).toBe('Aldo');
    await name.fill('Aldo the Bold');
    const strength = page.getByRole('textbox', { name: 'Strength', exact: true });
    await strength.fill('0');
    await expect.poll(() => page.getByRole('list', { name: 'problems with this build' }).textContent()).toContain('D100-CHAR-01');

    await page.goto(`${url}/lab`);
    await page.getByLabel('System').selectOption('d100-trick-stunt');
    await page.getByLabel('Side A').selectOption({ label: 'In the builder: Aldo the Bold' });
    // Side B from a file, as `arbiter sim` reads one: { name, sheet }.
    const brick = d100TrickStunt.templates.find((t) => t.id === 'brick')!;
    await page.getByLabel('character file for B').setInputFiles({ name: 'brick.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ name: 'Brick Jr.', sheet: brick.sheet })) });
    await expect.poll(() => page.getByLabel('Side B').inputValue()).toBe('@file');
    await page.getByLabel('Fights').fill('200');
    await page.getByRole('button', { name: 'Run' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'not a legal build' });
    await expect.poll(() => refusal.textContent()).toMatch(/Side A, Aldo the Bold \(from the builder\)[\s\S]*D100-CHAR-01[\s\S]*Strength: strength must be 1–200, not 0/);
    await shot(page, '07b-lab-illegal-draft');
    await expectAccessible(page, 'the balance lab refusing an illegal build');

    // Fixed in the builder, the same character fights.
    await refusal.getByRole('link', { name: 'Fix it in the builder' }).click();
    await page.getByRole('textbox', { name: 'Strength', exact: true }).fill('60');
    await expect.poll(() => page.locator('.build-status').textContent()).toContain('legal');
    await page.goto(`${url}/lab`);
    await page.getByLabel('System').selectOption('d100-trick-stunt');
    await page.getByLabel('Side A').selectOption({ label: 'In the builder: Aldo the Bold' });
    await page.getByLabel('character file for B').setInputFiles({ name: 'brick.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ name: 'Brick Jr.', sheet: brick.sheet })) });
    await page.getByLabel('Fights').fill('200');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.locator('[data-testid="plot"] svg').textContent(), { timeout: 60_000 }).toContain('Wounds A: Aldo the Bold took (dealt by B: Brick Jr.)');
    expect(await page.getByRole('region', { name: 'results' }).textContent()).toMatch(/A: Aldo the Bold: [\d.]+%/);
    await shot(page, '07c-lab-builder-draft');
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
