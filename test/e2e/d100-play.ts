import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import type { Env } from './env.ts';
import {
  act, addTemplate, createTable, expectNoRawJson, expectNoSidewaysScroll, invite, join, leaks, playToEnd, seat, shot,
  TABLET_LANDSCAPE, TABLET_PORTRAIT,
} from './helpers.ts';

/**
 * A GM and two players, each in their own browser context: one player builds a character in the
 * d100 builder (an illegal score first, refused with its rule), the other brings a sample; the
 * three play a combat to its end with seeded dice, changing range bands on the band map; a GM
 * note and a roll behind the screen never reach either player, on screen or on the wire.
 */
export function d100Tests(env: () => Env): void {
  it('GM and two players: builder, range bands, a whole combat, GM rolls hidden', async () => {
    const { url, browser } = env();
    const gm = await seat(browser, { width: 1366, height: 768 });
    await createTable(gm.page, url, 'd100-trick-stunt', 'Tavern brawl');
    const bea = await seat(browser, TABLET_PORTRAIT);
    await join(bea.page, await invite(gm.page), 'Bea');
    const cal = await seat(browser, TABLET_LANDSCAPE);
    await join(cal.page, await invite(gm.page), 'Cal');
    // Two invites of one role are told apart by number.
    expect(await gm.page.getByLabel('Player link 2', { exact: true }).count()).toBe(1);

    // [D100-CHAR-01] a score of 0 is refused, named by its rule, and its field is marked.
    await bea.page.getByRole('link', { name: 'Build a character' }).click();
    await expect.poll(() => bea.page.getByLabel('Strength', { exact: true }).count()).toBe(1);
    await bea.page.getByLabel('Strength', { exact: true }).fill('0');
    const problems = bea.page.getByRole('list', { name: 'problems with this build' });
    await expect.poll(() => problems.count()).toBe(1);
    expect(await problems.textContent()).toContain('D100-CHAR-01');
    expect(await bea.page.getByLabel('Strength', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await bea.page.getByRole('button', { name: 'Submit my character' }).isDisabled()).toBe(true);
    await shot(bea.page, '08-d100-builder-illegal-tablet');
    await expectAccessible(bea.page, 'the d100 builder with a problem');
    await bea.page.getByLabel('Strength', { exact: true }).fill('60');
    await bea.page.getByRole('combobox', { name: 'Add a sample weapon' }).fill('sword');
    await bea.page.getByRole('combobox', { name: 'Add a sample weapon' }).press('Enter');
    await bea.page.getByLabel('In hand').selectOption('sword');
    await expect.poll(() => bea.page.getByText('A legal build').count()).toBe(1);
    // [D100-CHAR-01] the sheet's name is the figure's name at the table unless another is typed.
    await bea.page.getByRole('region', { name: 'Who' }).getByRole('textbox', { name: 'Name', exact: true }).fill('Bea the Bold');
    await expect.poll(() => bea.page.getByLabel('Name at the table').getAttribute('placeholder')).toBe('Bea the Bold');
    await bea.page.getByRole('button', { name: 'Submit my character' }).click();
    await expect.poll(() => bea.page.getByRole('heading', { name: 'Tavern brawl' }).count()).toBe(1);

    await addTemplate(cal.page, 'cato');
    await addTemplate(gm.page, 'brick', 'villains');
    await addTemplate(gm.page, 'thug', 'villains');
    await expect.poll(() => gm.page.locator('.figure').count()).toBe(4);
    await gm.page.getByLabel('Note').fill('SECRET: Brick has a knife in his boot');
    await gm.page.getByRole('button', { name: 'Log it' }).click();
    // The field empties once the table took the note (it stays on a refusal, to be fixed).
    await expect.poll(() => gm.page.getByLabel('Note').inputValue()).toBe('');
    await gm.page.getByLabel('Label').fill('SECRET reinforcement check');
    await gm.page.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => gm.page.getByText('SECRET reinforcement check').count()).toBe(1);

    // [D100-MOVE-02] the GM sets a band on the map before the fight.
    await gm.page.getByLabel('Seen from').selectOption({ label: 'Brick' });
    await gm.page.getByLabel('set the band between Brick and Cato').selectOption('medium');
    await expect.poll(() => cal.page.getByRole('listitem', { name: /^Medium: .*Brick/ }).count()).toBe(1);

    // The GM overrides a value picked from the figure's own (a word where a number belongs is
    // refused in the form), every seat sees it, and undo takes it back.
    const thugLife = (p: Page) => p.getByRole('listitem', { name: 'Thug', exact: true }).locator('dl.stats dd').first().textContent();
    await gm.page.getByText('Conditions, seats and overrides').click();
    await gm.page.locator('select[name="gm-figure"]').selectOption({ label: 'Thug' });
    const override = gm.page.getByRole('form', { name: 'override a value' });
    await override.getByLabel('Value to override').selectOption('status.life');
    expect(await override.getByLabel('New value').inputValue()).toBe('8');
    await override.getByLabel('New value').fill('five');
    await override.getByRole('button', { name: 'Set' }).click();
    await expect.poll(() => override.getByRole('alert').textContent()).toContain('a number');
    await override.getByLabel('New value').fill('5');
    await override.getByRole('button', { name: 'Set' }).click();
    await expect.poll(() => thugLife(gm.page)).toBe('5 / 8');
    // A player sees the unrevealed Thug standing, not its Life: a number of its sheet (docs/hidden-information.md).
    expect(await thugLife(bea.page)).toBe('standing');
    await shot(gm.page, '09a-d100-gm-override');
    await gm.page.getByRole('button', { name: 'Undo last' }).click();
    await expect.poll(() => thugLife(gm.page)).toBe('8 / 8');
    expect(await thugLife(bea.page)).toBe('standing');
    // The GM shows the Thug's sheet to the players, and takes a second Thug, added by mistake, off the
    // table after saying so twice.
    const card = (p: Page, name: string) => p.getByRole('listitem', { name, exact: true });
    expect(await card(bea.page, 'Thug').getByText('Sheet hidden by the GM.').count()).toBe(1);
    await gm.page.getByRole('button', { name: 'Show its sheet to the players' }).click();
    await expect.poll(() => card(bea.page, 'Thug').getByText('Sheet hidden by the GM.').count()).toBe(0);
    expect(await gm.page.getByRole('button', { name: 'Show its sheet to the players' }).count()).toBe(0);
    await addTemplate(gm.page, 'thug', 'villains');
    await expect.poll(() => card(bea.page, 'Thug 2').count()).toBe(1);
    await gm.page.locator('select[name="gm-figure"]').selectOption({ label: 'Thug 2' });
    await gm.page.getByRole('button', { name: 'Take it off the table' }).click();
    await gm.page.getByRole('button', { name: 'Take Thug 2 off the table' }).click();
    await expect.poll(() => card(bea.page, 'Thug 2').count()).toBe(0);
    await expect.poll(() => bea.page.getByText('Thug 2 leaves the table').count()).toBe(1);
    // A condition the GM applies for a while says until when on every card.
    await gm.page.locator('select[name="gm-figure"]').selectOption({ label: 'Thug' });
    await gm.page.locator('select[name="gm-condition-lasts"]').selectOption({ label: 'until the round ends' });
    await gm.page.getByRole('button', { name: 'Apply condition' }).click();
    const thugChips = bea.page.getByRole('list', { name: 'conditions of Thug' });
    await expect.poll(() => thugChips.textContent()).toContain('(until the round ends)');
    await gm.page.getByRole('button', { name: 'Remove condition' }).click();
    await expect.poll(() => thugChips.count()).toBe(0);
    await gm.page.getByText('Conditions, seats and overrides').click();

    await gm.page.getByRole('button', { name: 'Start combat' }).click();
    await expect.poll(() => bea.page.getByText(/round 1/).count()).toBeGreaterThan(0);
    // [D100-MOVE-01] Cal moves Cato one band closer to Brick on the band map, when Cato's turn comes.
    const bands = cal.page.getByRole('region', { name: 'Range bands' });
    const closer = bands.getByRole('button', { name: /^Cato: move closer to Brick/ });
    for (let i = 0; i < 60 && await closer.count() === 0; i++) if (!(await act(bea.page))) await act(gm.page);
    const before = await bands.getByRole('listitem').filter({ hasText: 'Brick' }).getAttribute('aria-label');
    const order = ['Close', 'Short', 'Medium', 'Long', 'Extreme'];
    const nearer = order[order.indexOf(before!.split(':')[0]!) - 1]!;
    await closer.click();
    await expect.poll(() => bands.getByRole('listitem', { name: new RegExp(`^${nearer}: .*Brick`) }).count()).toBe(1);
    // A defence prompt is a modal dialog: focus starts and stays in it; Esc sets it aside, a banner brings it back.
    let prompted: Page | null = null;
    for (let i = 0; i < 80 && !prompted; i++) {
      for (const p of [bea.page, cal.page]) if (!prompted && await p.getByRole('dialog').count() > 0) prompted = p;
      if (!prompted && !(await act(gm.page))) for (const p of [bea.page, cal.page]) await act(p, false);
    }
    expect(prompted).not.toBeNull();
    const dialog = prompted!.getByRole('dialog');
    // The title names the chooser once: no "Bea: Brick hits Bea: …".
    expect(await dialog.getByRole('heading').textContent()).not.toMatch(/^([^:]+): .*\1/);
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await prompted!.evaluate(() => document.activeElement?.closest('[aria-label="answers"]') !== null)).toBe(true);
    for (let i = 0; i < 4; i++) await prompted!.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await shot(prompted!, '10b-d100-prompt-dialog');
    await expectAccessible(prompted!, 'a d100 table with the prompt dialog open');
    await prompted!.keyboard.press('Escape');
    await expect.poll(() => prompted!.getByRole('dialog').count()).toBe(0);
    await prompted!.getByRole('button', { name: 'Answer now' }).click();
    await expect.poll(() => prompted!.getByRole('dialog').count()).toBe(1);
    await shot(gm.page, '09-d100-combat-gm-laptop');
    await shot(bea.page, '10-d100-combat-player-tablet');
    await expectAccessible(gm.page, 'a d100 table mid-combat, as GM');
    await expectAccessible(bea.page, 'a d100 table mid-combat, as a player');
    await expectNoSidewaysScroll(bea.page);
    await expectNoSidewaysScroll(cal.page);

    expect(await playToEnd(gm.page, [bea.page, cal.page], 800)).toBe(true);
    await shot(gm.page, '11-d100-end-gm');
    // [D100-COND-03] a dead figure's card says Dead, not also Knocked out (the state keeps both).
    const chips = await gm.page.locator('ul.conditions').evaluateAll((lists) => lists.map((l) => l.textContent ?? ''));
    for (const text of chips.filter((t) => t.includes('Dead'))) expect(text).not.toContain('Knocked out');
    // ...and its token in the range bands is greyed and says why it is out of the fight.
    expect(await gm.page.locator('.bands .token.out').count()).toBeGreaterThan(0);
    expect(await gm.page.locator('.bands .token.out .token-out').first().textContent()).toMatch(/^(Dead|Knocked out|Fled|Maimed out of the fight)$/);
    for (const p of [bea, cal]) {
      expect(await p.page.content()).not.toContain('SECRET');
      await expectNoRawJson(p.page);
      expect(p.frames.length).toBeGreaterThan(10);
      expect(leaks(p.frames, 'SECRET')).toEqual([]);
    }
    for (const s of [gm, bea, cal]) await s.context.close();
  }, 300_000);
}
