import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import type { Env } from './env.ts';
import { createTable, expectNoSidewaysScroll, LAPTOP, seat, shot } from './helpers.ts';

/**
 * The Glory Point builder as a GM uses it: the catalog searched and picked with the keyboard, the
 * negative-modifier cap refused with its rule and its field, traits, export to a file, import of
 * an illegal file, copy and paste, and the finished character added to the table.
 */
export function builderTests(env: () => Env): void {
  it('[GG-CHAR-06] the GG builder: keyboard pickers, the negative cap, file and clipboard, add to table', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    await gm.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = gm.page;
    await createTable(page, url, 'glorious-gladiators', 'Builder bench');
    await page.getByRole('link', { name: 'Build a character' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Build a character/ }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Test Dummy');

    // The catalog by keyboard: type, Enter picks the first match.
    const abilityPicker = page.getByRole('combobox', { name: 'Add an ability' });
    await abilityPicker.fill('damage');
    await expect.poll(() => page.getByRole('option', { name: /^Damage/ }).count()).toBeGreaterThan(0);
    await abilityPicker.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Damage', level: 3 }).count()).toBe(1);
    const modifierPicker = page.getByRole('combobox', { name: 'Add a modifier' });
    await modifierPicker.fill('focus');
    // The active choice says what it does to this ability's price, before it is picked.
    await expect.poll(() => page.locator('.picker-detail').textContent()).toMatch(/Here: /);
    await modifierPicker.press('Enter');

    // Level 1 Solid Damage costs 1 GP: half of it, rounded down, is 0, so no negative modifier fits.
    const problems = page.getByRole('list', { name: 'problems with this build' });
    await expect.poll(() => problems.textContent()).toContain('GG-CHAR-06');
    await expect.poll(() => page.locator('#field-abilities-0-modifiers .field-issues').textContent()).toContain('negative modifiers exceed half');
    await problems.getByRole('button', { name: 'Abilities › Damage › Modifiers' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-abilities-0-modifiers');
    await shot(page, '12-gg-builder-negative-cap');
    await expectAccessible(page, 'the GG builder with a field marked');
    await page.getByRole('button', { name: 'remove Focus' }).click();
    await expect.poll(() => problems.textContent()).not.toContain('GG-CHAR-06');

    // [GG-CHAR-10] two advantages and a disadvantage make the build legal.
    for (const [picker, query] of [['Add an advantage', 'strikingly attractive'], ['Add an advantage', 'skill'], ['Add a disadvantage', 'secret id']] as const) {
      await page.getByRole('combobox', { name: picker }).fill(query);
      await page.getByRole('combobox', { name: picker }).press('Enter');
    }
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'Points' }).textContent()).toMatch(/2 GP of 40/);
    await shot(page, '06-gg-builder-laptop');
    await expectNoSidewaysScroll(page);

    // Export writes the sheet; importing an illegal one shows its rule; importing the export restores it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export file' }).click();
    const exported = JSON.parse(readFileSync((await (await download).path()), 'utf8')) as { name: string; abilities: Array<{ ability: string }> };
    expect(exported.name).toBe('Test Dummy');
    expect(exported.abilities.map((a) => a.ability)).toEqual(['damage']);
    const file = page.getByLabel('character file');
    await file.setInputFiles({ name: 'greedy.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...exported, budget: 1 })) });
    await expect.poll(() => problems.textContent()).toContain('GG-CHAR-02');
    await file.setInputFiles({ name: 'dummy.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);

    // Copy, start over, paste: the same character comes back.
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.getByText('Copied to the clipboard.').count()).toBe(1);
    await page.getByRole('button', { name: 'New blank character' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).first().inputValue()).toBe('New Character');
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).first().inputValue()).toBe('Test Dummy');

    await page.getByRole('button', { name: 'Add to table' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Builder bench' }).count()).toBe(1);
    await expect.poll(() => page.locator('.figure').filter({ hasText: 'Test Dummy' }).count()).toBe(1);
    await gm.context.close();
  }, 120_000);

  it('[GG-CHAR-09] the GG builder by keyboard: removing an ability, a modifier or a trait leaves the focus in its list, not on the page, '
    + 'and the open cards open', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    const page = gm.page;
    await createTable(page, url, 'glorious-gladiators', 'Keyboard bench');
    await page.getByRole('link', { name: 'Build a character' }).click();
    await page.getByLabel('Template').selectOption('swat-agent');
    await page.getByRole('button', { name: 'Load template' }).click();
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);
    const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
    // Lists of checkboxes (Walk's movement classes, Vision's kinds of Detection) are targets a finger can hit (WCAG 2.2 target size).
    await page.getByRole('button', { name: 'details of Walk' }).press('Enter');
    await page.getByRole('button', { name: 'details of Vision' }).press('Enter');
    await expectAccessible(page, 'the GG builder with lists of checkboxes open');
    // The ability after the removed one takes the focus: a screen reader says where the user is.
    await page.getByRole('button', { name: 'details of Pistol' }).press('Enter');
    await page.getByRole('button', { name: 'remove Accuracy' }).press('Enter');
    await expect.poll(focused).toBe('field-abilities-2');
    // A card opened further down stays open (it folded as every later card was built anew).
    expect(await page.getByRole('button', { name: 'details of Pistol' }).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('SMG');
    await page.getByRole('button', { name: 'details of SMG' }).press('Enter');
    await page.locator('#field-abilities-2').getByRole('button', { name: 'remove Bullet' }).press('Enter');
    await expect.poll(focused).toBe('field-abilities-2-modifiers');
    await page.getByRole('button', { name: 'remove Skill' }).press('Enter');
    await expect.poll(focused).toBe('field-advantages');
    // The last ability removed: the Abilities heading.
    const abilities = page.locator('article.ability');
    while ((await abilities.count()) > 0) await abilities.last().getByRole('button', { name: /^remove / }).first().press('Enter');
    await expect.poll(focused).toBe('abilities-title');
    await gm.context.close();
  }, 120_000);

  it('[GG-CHAR-09] the GG builder: a modifier or trait row keeps its own state when a row above it is removed, where rows keyed by '
    + 'their place were built anew (a half-typed number lost) or took the removed row\'s place', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    const page = gm.page;
    await createTable(page, url, 'glorious-gladiators', 'Rows bench');
    await page.getByRole('link', { name: 'Build a character' }).click();
    await page.getByRole('button', { name: 'New blank character' }).click();
    await page.getByRole('combobox', { name: 'Add an ability' }).fill('damage');
    await page.getByRole('combobox', { name: 'Add an ability' }).press('Enter');
    for (const query of ['ranged', 'persistent', 'seeking']) {
      await page.getByRole('combobox', { name: 'Add a modifier' }).fill(query);
      await page.getByRole('combobox', { name: 'Add a modifier' }).press('Enter');
    }
    // A number half typed into Seeking's Homing box stays in the box, marked, until it parses.
    const homing = page.locator('#field-abilities-0-modifiers-2-options-homing');
    await homing.fill('2x');
    await expect.poll(() => page.locator('#field-abilities-0-modifiers-2').textContent()).toContain('a whole number, please');
    await page.getByRole('button', { name: 'remove Persistent (Duration)' }).click();
    await expect.poll(() => page.locator('#field-abilities-0-modifiers-1 .mod-head > strong').textContent()).toBe('Seeking (Target)');
    expect(await page.locator('#field-abilities-0-modifiers-1-options-homing').inputValue()).toBe('2x');

    // The trait below the removed one is the same row, moved up, not the removed row's showing another trait.
    for (const query of ['strikingly attractive', 'skill', 'negotiator']) {
      await page.getByRole('combobox', { name: 'Add an advantage' }).fill(query);
      await page.getByRole('combobox', { name: 'Add an advantage' }).press('Enter');
    }
    await expect.poll(() => page.locator('#field-advantages li.trait').count()).toBe(3);
    const third = await page.locator('#field-advantages-2').elementHandle();
    await page.locator('#field-advantages-1').getByRole('button', { name: /^remove / }).click();
    await expect.poll(() => page.locator('#field-advantages li.trait').count()).toBe(2);
    expect(await third.evaluate((el) => [el.isConnected, el.id])).toEqual([true, 'field-advantages-1']);
    await gm.context.close();
  }, 120_000);

  it('[GG-BLD-31] the GG builder: what an Absorption feeds is ticked from the character\'s other abilities by name, where a text box took '
    + 'any words; a name typed before is refused with its key and can be unticked', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    const page = gm.page;
    await createTable(page, url, 'glorious-gladiators', 'Absorption bench');
    await page.getByRole('link', { name: 'Build a character' }).click();
    const line = (key: string, into?: string[]) => ({
      key, ability: key, level: 1, types: [key === 'damage' ? 'solid' : 'energy'], source: 'mutant', modifiers: [],
      options: into ? { absorbs: ['energy'], into } : {},
    });
    const sheet = {
      schemaVersion: 1, system: 'glorious-gladiators', name: 'Sponge', kind: 'major', budget: 40,
      abilities: [line('damage'), line('absorption', ['Damage'])], advantages: [{ id: 'grandeur' }, { id: 'negotiator' }], disadvantages: [{ id: 'angst' }],
    };
    await page.getByLabel('character file').setInputFiles({ name: 'sponge.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sheet)) });
    const problems = page.getByRole('list', { name: 'problems with this build' });
    await expect.poll(() => problems.textContent()).toContain('Absorption: "Damage" is not another ability of the user (Damage\'s key is "damage")');
    await page.getByRole('button', { name: 'details of Absorption' }).press('Enter');
    const into = page.getByRole('group', { name: /^Abilities that gain the levels/ });
    // The character's other abilities, the free starting ones too, and the typed name, ticked, to untick.
    await expect.poll(() => into.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent?.trim())))
      .toEqual(['Running', 'Normal Senses', 'Punch/Kick', 'Grapple', 'Damage', '“Damage” (no other ability\'s key)']);
    await into.getByRole('checkbox', { name: 'Damage', exact: true }).check();
    // Unticked, the typed name is gone from the sheet and from the list.
    await into.getByRole('checkbox', { name: '“Damage” (no other ability\'s key)' }).click();
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);
    await expect.poll(() => into.getByRole('checkbox').count()).toBe(5);
    await expectAccessible(page, 'the GG builder with Absorption');
    await gm.context.close();
  }, 120_000);

  it('[GG-MOD-20] the GG builder: Flexible Ability\'s other abilities are picked from the catalog by name, where a typed name was refused', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    const page = gm.page;
    await createTable(page, url, 'glorious-gladiators', 'Flexible bench');
    await page.getByRole('link', { name: 'Build a character' }).click();
    await page.getByRole('button', { name: 'New blank character' }).click();
    await page.getByRole('combobox', { name: 'Add an ability' }).fill('damage');
    await page.getByRole('combobox', { name: 'Add an ability' }).press('Enter');
    await page.getByRole('combobox', { name: 'Add a modifier' }).fill('flexible ability');
    await page.getByRole('combobox', { name: 'Add a modifier' }).press('Enter');
    const others = page.getByRole('combobox', { name: 'Add to Other abilities to choose from' });
    await others.fill('energy defence');
    await others.press('Enter');
    const problems = page.getByRole('list', { name: 'problems with this build' });
    await expect.poll(() => problems.textContent()).not.toContain('GG-MOD-20');
    await expect.poll(() => page.getByRole('table', { name: 'price of Damage' }).textContent()).toContain('Flexible Ability: Energy Defence base cost');
    await page.getByRole('button', { name: 'remove Energy Defence from Other abilities to choose from' }).press('Enter');
    await expect.poll(() => problems.textContent()).toContain('GG-MOD-20');
    await expectAccessible(page, 'the GG builder with Flexible Ability');
    await gm.context.close();
  }, 120_000);

  it('[GG-MOD-41] the GG builder: Linked Ability ticks the sheet\'s other abilities by name, where it asked for keys the builder shows nowhere', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, LAPTOP);
    const page = gm.page;
    await createTable(page, url, 'glorious-gladiators', 'Linked bench');
    await page.getByRole('link', { name: 'Build a character' }).click();
    await page.getByLabel('Template').selectOption('blue-comet');
    await page.getByRole('button', { name: 'Load template' }).click();
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Budget (GP)' }).fill('60');
    await page.getByRole('button', { name: 'details of Lightning Bolt' }).press('Enter');
    await page.getByRole('combobox', { name: 'Add a modifier' }).fill('linked ability');
    await page.getByRole('combobox', { name: 'Add a modifier' }).press('Enter');
    const problems = page.getByRole('list', { name: 'problems with this build' });
    await expect.poll(() => problems.textContent()).toContain('GG-MOD-');
    await page.getByRole('group', { name: /Linked abilities/ }).getByRole('checkbox', { name: 'Dead Aim' }).check();
    await expect.poll(() => page.getByText('A legal build').count()).toBe(1);
    await expectAccessible(page, 'the GG builder with Linked Ability');
    await gm.context.close();
  }, 120_000);
}
