import { expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import type { Env } from './env.ts';
import { addTemplate, createTable, LAPTOP, seat, shot } from './helpers.ts';
import { line, sheetWith } from '../../src/systems/glorious-gladiators/builder/testing.ts';

/**
 * [GG-PLAY-211] [GG-PLAY-212] [GG-ABL-62] A summoner at the table: the GM builds Warlock's minion in the
 * builder (the minion's own ability picker and Level, refused over the Summon's Level in GP with the rule
 * and the reason), adds Warlock, and at its turn aims "Summon Imp" at a hex on the map: Imp stands there
 * and acts next, after its maker.
 */
export function ggSummonTests(env: () => Env): void {
  it('[GG-PLAY-212] [GG-PLAY-211] a minion built in the builder is summoned at the table on a picked hex and acts after its maker', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    const page = gm.page;
    await createTable(page, url, 'glorious-gladiators', 'Summon night');
    const warlock = sheetWith([line('summon', 3, { key: 'imps', name: 'Call Imps' })], { name: 'Warlock' });
    await page.getByRole('link', { name: 'Build a character' }).click();
    await page.getByLabel('character file').setInputFiles({ name: 'warlock.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(warlock)) });
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);

    // The minion, built with the builder's own parts under Minions.
    await page.getByRole('button', { name: 'Add a minion' }).click();
    await page.locator('#field-minions-0-name').fill('Imp');
    const picker = page.getByRole('combobox', { name: 'Add an ability to Imp' });
    await picker.fill('damage');
    await picker.press('Enter');
    const level = page.locator('#field-minions-0-abilities-0-level');
    await level.fill('4');
    // Over the Summon's Level 3 in GP: refused with the rule and the reason, beside the minion.
    await expect.poll(() => page.locator('#field-minions-0 .field-issues').first().textContent())
      .toContain('minion "Imp" costs 4 GP, over the Summon\'s Level 3');
    // The side panel lists it by the minion's name, with its rule ID, and the table would refuse the build.
    const problems = page.getByRole('list', { name: 'problems with this build' });
    await expect.poll(() => problems.textContent()).toContain('GG-ABL-62');
    expect(await problems.getByRole('button', { name: 'Minions › Imp', exact: true }).count()).toBe(1);
    expect(await page.getByText('✓ A legal build.').count()).toBe(0);
    await shot(page, '05d-gg-minion-over-budget');
    await expectAccessible(page, 'the GG builder with a minion');
    await level.fill('3');
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);
    await page.getByRole('button', { name: 'Add to table' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Summon night' }).count()).toBe(1);
    await addTemplate(page, 'ironclad', 'heroes');
    await expect.poll(() => page.locator('.figure').count()).toBe(2);
    // Warlock's sheet says what its Summon may bring.
    const card = page.locator('.figure', { hasText: 'Warlock' });
    await card.locator('summary', { hasText: 'Sheet' }).click();
    await expect.poll(() => card.getByText('Minions its Summon brings: Imp').count()).toBe(1);
    await page.getByRole('button', { name: 'Start combat' }).click();

    const aimWith = page.locator('select[name="aim-ability"]');
    const call = aimWith.locator('option', { hasText: 'Warlock: Summon Imp' });
    // Ironclad may act first: its turn ends (the Summon comes with the same legal actions as End turn).
    const end = page.getByRole('button', { name: 'End turn', exact: true });
    await expect.poll(async () => (await call.count()) + (await end.count())).toBeGreaterThan(0);
    if (await call.count() === 0) await end.click();
    await expect.poll(() => call.count()).toBe(1);
    // The action bar offers it by the minion's name too.
    expect(await page.getByRole('button', { name: /^Summon Imp at hex/ }).count()).toBe(1);
    await aimWith.selectOption({ label: 'Warlock: Summon Imp' });

    const footer = await page.locator('.map .muted.small').last().textContent();
    const where = /Warlock \((-?\d+), (-?\d+)\)/.exec(footer ?? '');
    expect(where).not.toBeNull();
    const [q, r] = [Number(where![1]), Number(where![2]) - 1];
    await page.locator(`polygon[data-hex="${q},${r}"]`).click();
    // Imp on the map where it was aimed, in the figures, and next in the turn order.
    const imp = page.getByRole('button', { name: new RegExp(`^Imp.*hex ${q}, ${r}`) });
    await expect.poll(() => imp.count()).toBe(1);
    await expect.poll(() => page.locator('.figure').count()).toBe(3);
    await shot(page, '05e-gg-imp-summoned');
    await expectAccessible(page, 'a GG table with a summoned minion');
    await end.click();
    await expect.poll(() => page.locator('.figure[aria-current="true"]').textContent()).toContain('Imp');
    expect(await page.getByRole('alert').count()).toBe(0);
    await gm.context.close();
  }, 120_000);
}
