import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, buildWeb, launch, serve } from './browser.ts';

// A whole game in a real browser: a GM opens a Glorious Gladiators table, a player joins by
// link in a separate browser context, tries an illegal build, brings a hero, and the two play a
// combat to its end; a GM-only note never reaches the player. Screenshots go to test-artifacts/.
let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = await serve(buildWeb());
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every WebSocket frame a page receives, to prove hidden things never reach it. */
function frames(page: Page): string[] {
  const seen: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => seen.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
  return seen;
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

async function act(page: Page): Promise<boolean> {
  const prompt = page.getByRole('dialog');
  // The page re-renders whenever events arrive, so a button read a moment ago may be gone: a
  // click that cannot land within a short time counts as no action, and the loop looks again.
  if (await prompt.count() > 0) {
    return prompt.getByRole('button').first().click({ timeout: 2000 }).then(() => true, () => false);
  }
  const bar = page.getByRole('region', { name: 'your actions' });
  if (await bar.count() === 0) return false;
  const buttons = bar.locator('.action > button:first-child');
  const labels = await buttons.allTextContents();
  const attack = labels.findIndex((l) => /( at |: attack )/.test(l) && !/Grapple|grapple|Delay/.test(l));
  const closer = labels.findIndex((l) => /move closer|close on/.test(l));
  const end = labels.findIndex((l) => /End turn|end turn|pass/.test(l));
  const pick = attack >= 0 ? attack : closer >= 0 ? closer : end >= 0 ? end : 0;
  if (labels.length === 0) return false;
  return buttons.nth(pick).click({ timeout: 2000 }).then(() => true, () => false);
}

describe('[GG-TURN-01] a Glorious Gladiators combat in the browser', () => {
  it('GM creates, a player joins by link, both play to the end; hidden notes stay hidden', async () => {
    const gmContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const gm = await gmContext.newPage();
    await gm.goto(server.url);
    await gm.getByLabel('Game system').selectOption('glorious-gladiators');
    await gm.getByLabel('Table name').fill('Arena night');
    await shot(gm, '01-home');
    await gm.getByRole('button', { name: 'Create table as GM' }).click();
    await expect.poll(() => gm.getByRole('heading', { name: 'Arena night' }).count()).toBe(1);
    await gm.getByRole('button', { name: 'Invite a player' }).click();
    const link = await gm.locator('input[data-role="player"]').inputValue();
    expect(link).toContain('/join#invite=');

    const playerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const player = await playerContext.newPage();
    const playerFrames = frames(player);
    await player.goto(link);
    await player.getByLabel('Your name').fill('Ann');
    await player.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => player.getByText('you are').count()).toBe(1);

    // An illegal build is refused with the rule that forbids it.
    await player.getByLabel('…or import a sheet (JSON)').fill('{"schemaVersion": 1, "system": "glorious-gladiators", "name": "Cheat", "kind": "major", "budget": 5000}');
    await player.getByRole('button', { name: 'Add to the table' }).click();
    const problems = player.getByRole('alert', { name: 'problems with this build' });
    await expect.poll(() => problems.count()).toBe(1);
    expect(await problems.textContent()).toMatch(/GG-/);
    await shot(player, '02-illegal-build');

    await player.getByLabel('…or import a sheet (JSON)').fill('');
    await player.getByLabel('Template').selectOption('blue-comet');
    await player.getByRole('button', { name: 'Add to the table' }).click();
    // Two built heroes on the GM's side of the story: Ironclad leads a group of minor characters.
    for (const template of ['ironclad', 'gang-member', 'gang-member']) {
      await gm.getByLabel('Template').selectOption(template);
      await gm.getByRole('button', { name: 'Add to the table' }).click();
    }
    await expect.poll(() => gm.locator('.figure').count()).toBe(4);

    await gm.getByLabel('Note').fill('SECRET: reinforcements arrive in round 3');
    await gm.getByRole('button', { name: 'Log it' }).click();
    await expect.poll(() => gm.getByText('SECRET: reinforcements').count()).toBe(1);
    await gm.getByRole('button', { name: 'Start combat' }).click();
    await expect.poll(() => player.getByText(/round 1/).count()).toBeGreaterThan(0);
    // [GG-MOVE-01] the player moves Blue Comet on the hex map; the server checks the move.
    const mapMove = player.getByRole('button', { name: 'move to hex 2, 0' });
    await expect.poll(() => mapMove.count()).toBe(1);
    await mapMove.click();
    await expect.poll(() => gm.getByText(/Blue Comet \(2, 0\)/).count()).toBe(1);
    await shot(gm, '03-combat-gm');
    await shot(player, '04-combat-player');

    let over = false;
    for (let i = 0; i < 800 && !over; i++) {
      if (!(await act(player))) await act(gm);
      over = (await gm.getByText('Combat is over').count()) > 0;
    }
    expect(over).toBe(true);
    await expect.poll(() => player.getByText('Combat is over').count()).toBe(1);
    await shot(gm, '05-end-gm');
    await shot(player, '06-end-player');

    // Not on the screen, and not in any frame the player's browser received.
    expect(await player.content()).not.toContain('SECRET');
    expect(playerFrames.length).toBeGreaterThan(10);
    expect(playerFrames.filter((f) => f.includes('SECRET') || f.includes('e2e-seed') || f.includes('sfc32'))).toEqual([]);
    await gmContext.close();
    await playerContext.close();
  }, 240_000);

  it('[D100-SCN-01] a d100-trick-stunt combat: illegal build refused, played to the end, GM rolls hidden', async () => {
    const gmContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const gm = await gmContext.newPage();
    await gm.goto(server.url);
    await gm.getByLabel('Game system').selectOption('d100-trick-stunt');
    await gm.getByLabel('Table name').fill('Tavern brawl');
    await gm.getByRole('button', { name: 'Create table as GM' }).click();
    await expect.poll(() => gm.getByRole('heading', { name: 'Tavern brawl' }).count()).toBe(1);
    await gm.getByRole('button', { name: 'Invite a player' }).click();
    const link = await gm.locator('input[data-role="player"]').inputValue();
    const playerContext = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const player = await playerContext.newPage();
    const playerFrames = frames(player);
    await player.goto(link);
    await player.getByLabel('Your name').fill('Bea');
    await player.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => player.getByText('you are').count()).toBe(1);

    await player.getByLabel('…or import a sheet (JSON)').fill('{"schemaVersion": 1, "strength": 0, "agility": 50, "mind": 40, "charm": 40, "life": 0, "maxLife": 10, "power": 2}');
    await player.getByRole('button', { name: 'Add to the table' }).click();
    const problems = player.getByRole('alert', { name: 'problems with this build' });
    await expect.poll(() => problems.count()).toBe(1);
    expect(await problems.textContent()).toContain('D100-CHAR-01');
    await shot(player, '08-d100-illegal-build');
    await player.getByLabel('…or import a sheet (JSON)').fill('');
    await player.getByLabel('Template').selectOption('aldo');
    await player.getByRole('button', { name: 'Add to the table' }).click();
    await gm.getByLabel('Template').selectOption('brick');
    await gm.getByRole('button', { name: 'Add to the table' }).click();
    await expect.poll(() => gm.locator('.figure').count()).toBe(2);
    await gm.getByLabel('Note').fill('SECRET: Brick has a knife in his boot');
    await gm.getByRole('button', { name: 'Log it' }).click();
    await gm.getByRole('button', { name: 'Start combat' }).click();
    await expect.poll(() => player.getByText(/round 1/).count()).toBeGreaterThan(0);
    await shot(player, '09-d100-combat-player');

    let over = false;
    for (let i = 0; i < 600 && !over; i++) {
      if (!(await act(player))) await act(gm);
      over = (await gm.getByText('Combat is over').count()) > 0;
    }
    expect(over).toBe(true);
    await shot(gm, '10-d100-end-gm');
    expect(await player.content()).not.toContain('SECRET');
    expect(playerFrames.filter((f) => f.includes('SECRET') || f.includes('sfc32'))).toEqual([]);
    await gmContext.close();
    await playerContext.close();
  }, 240_000);

  it('the balance lab runs a simulation and shows a plot', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/lab`);
    await page.getByLabel('Side A').selectOption('blue-comet');
    await page.getByLabel('Side B').selectOption('ironclad');
    await page.getByLabel('Fights').fill('300');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.locator('[data-testid="plot"] svg').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'results' }).textContent()).toMatch(/95% CI/);
    await shot(page, '07-lab');
    await page.close();
  }, 120_000);
});
