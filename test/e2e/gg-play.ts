import { expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import type { Env } from './env.ts';
import {
  addTemplate, createTable, expectNoRawJson, expectNoSidewaysScroll, invite, join, LAPTOP, leaks, playToEnd, seat, shot, TABLET_LANDSCAPE,
} from './helpers.ts';

/**
 * A GM opens a Glorious Gladiators table, a player joins by link in a separate browser context,
 * builds a hero in the Glory Point builder (an illegal build first), and the two play a combat
 * on the hex map to its end; a GM-only note and a roll behind the screen never reach the player.
 */
export function ggTests(env: () => Env): void {
  it('GM creates, a player builds and joins, both play to the end; hidden notes and rolls stay hidden', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    await createTable(gm.page, url, 'glorious-gladiators', 'Arena night');
    const link = await invite(gm.page);

    const ann = await seat(browser, TABLET_LANDSCAPE);
    await join(ann.page, link, 'Ann');
    await ann.page.getByRole('link', { name: 'Build a character' }).click();
    await expect.poll(() => ann.page.getByRole('heading', { name: /Build a character/ }).count()).toBe(1);
    // [GG-CHAR-10] a new character has no advantages yet: the builder says so, and the table will not take it.
    const problems = ann.page.getByRole('list', { name: 'problems with this build' });
    await expect.poll(() => problems.count()).toBe(1);
    expect(await problems.textContent()).toContain('GG-CHAR-10');
    expect(await ann.page.getByRole('button', { name: 'Submit my character' }).isDisabled()).toBe(true);
    await shot(ann.page, '02-gg-builder-illegal');
    await expectAccessible(ann.page, 'the GG builder with a problem');
    await ann.page.getByLabel('Template').selectOption('blue-comet');
    await ann.page.getByRole('button', { name: 'Load template' }).click();
    await expect.poll(() => ann.page.getByText('A legal build').count()).toBe(1);
    await ann.page.getByRole('button', { name: 'Submit my character' }).click();
    await expect.poll(() => ann.page.getByRole('heading', { name: 'Arena night' }).count()).toBe(1);

    // Ironclad leads a group of minor characters; the quick form keeps their names apart.
    for (const template of ['ironclad', 'gang-member', 'gang-member']) await addTemplate(gm.page, template, 'villains');
    await expect.poll(() => gm.page.locator('.figure').count()).toBe(4);
    await expect.poll(() => gm.page.locator('.figure strong', { hasText: /^Minor Criminal or Gang Member 2$/ }).count()).toBe(1);

    await gm.page.getByLabel('Note').fill('SECRET: reinforcements arrive in round 3');
    await gm.page.getByRole('button', { name: 'Log it' }).click();
    await gm.page.getByLabel('Label').fill('SECRET ambush check');
    await gm.page.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => gm.page.getByText('SECRET ambush check').count()).toBe(1);
    // The GM places Ironclad a hex further off before the fight: "Place (GM)", then a hex by the keyboard.
    const ironAt = async () => (/Ironclad \((-?\d+), (-?\d+)\)/.exec((await ann.page.getByText(/^1 hex = 1\.5 m · /).textContent()) ?? '') ?? []).slice(1).map(Number);
    const [q0, r0] = await ironAt();
    await gm.page.locator('select[name="gm-place"]').selectOption({ label: 'Ironclad' });
    await gm.page.getByRole('application', { name: 'hex map' }).focus();
    await gm.page.keyboard.press('ArrowRight');
    await gm.page.keyboard.press('Enter');
    await expect.poll(ironAt).toEqual([q0! + 1, r0]);
    await gm.page.locator('select[name="gm-place"]').selectOption('');

    await gm.page.getByRole('button', { name: 'Start combat' }).click();
    await expect.poll(() => ann.page.getByText(/round 1/).count()).toBeGreaterThan(0);

    // [GG-MOVE-01] the player moves Blue Comet with the keyboard alone: focus the map, arrows, Enter.
    const map = ann.page.getByRole('application', { name: 'hex map' });
    await expect.poll(() => map.count()).toBe(1);
    // The choice of movement names each as the sheet does ("Flight"), not by its key.
    expect(await ann.page.locator('select[name="move-ability"] option').allTextContents()).toEqual(expect.arrayContaining(['Blue Comet: Flight']));
    await map.focus();
    await ann.page.keyboard.press('ArrowRight');
    await ann.page.keyboard.press('ArrowRight');
    await ann.page.keyboard.press('Enter');
    await expect.poll(() => gm.page.getByText(/Blue Comet \(2, 0\)/).count()).toBe(1);
    await shot(gm.page, '03-gg-combat-gm');
    await shot(ann.page, '04-gg-combat-player-tablet');
    await expectAccessible(gm.page, 'a GG table mid-combat, as GM');
    await expectAccessible(ann.page, 'a GG table mid-combat, as a player');
    await expectNoSidewaysScroll(ann.page);

    // [GG-ACT-01] an action taken with Enter leaves the focus on whose move it is, not on the body
    // (it was lost) nor on another action's button that a second Enter would set off.
    await ann.page.getByRole('button', { name: 'End turn', exact: true }).focus();
    await ann.page.keyboard.press('Enter');
    await expect.poll(() => ann.page.evaluate(() => document.activeElement?.id)).toBe('not-your-move');

    expect(await playToEnd(gm.page, [ann.page], 800)).toBe(true);
    await expect.poll(() => ann.page.getByText('Combat is over').count()).toBe(1);
    await shot(gm.page, '05-gg-end-gm');
    // [GG-DMG-02] the beaten side's tokens stay on the map, greyed and read out as out of action.
    expect(await gm.page.locator('.token-hex.out').count()).toBeGreaterThan(0);
    expect(await gm.page.locator('.token-hex.out').first().getAttribute('aria-label')).toMatch(/Out of (action|play)$/);
    await expectAccessible(gm.page, 'a GG table after the fight, as GM');

    // [GG-MOVE-01] figures far apart: the map scrolls rather than shrinking its hexes past reading.
    await gm.page.getByText('Conditions, seats and overrides').click();
    await gm.page.locator('select[name="gm-figure"]').selectOption({ label: 'Ironclad' });
    const override = gm.page.getByRole('form', { name: 'override a value' });
    await override.getByLabel('Value to override').selectOption('position.q');
    await override.getByLabel('New value').fill('70');
    await override.getByRole('button', { name: 'Set' }).click();
    await expect.poll(() => ann.page.getByText(/Ironclad \(70, /).count()).toBe(1);
    const token = await ann.page.locator('.token-hex', { hasText: 'BC' }).boundingBox();
    expect(token?.width).toBeGreaterThanOrEqual(25);
    const scroll = await ann.page.locator('.map-scroll').evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll[0]).toBeGreaterThan(scroll[1]!);
    await expectNoSidewaysScroll(ann.page);
    await shot(ann.page, '05a-gg-map-spread');

    // Not on the screen, and not in any frame the player's browser received.
    expect(await ann.page.content()).not.toContain('SECRET');
    await expectNoRawJson(ann.page);
    expect(ann.frames.length).toBeGreaterThan(10);
    expect(leaks(ann.frames, 'SECRET')).toEqual([]);
    await gm.context.close();
    await ann.context.close();
  }, 240_000);
}
