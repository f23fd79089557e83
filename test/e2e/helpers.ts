import { join as joinPath } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { ARTIFACTS } from './browser.ts';

// What every browser test does the same way: open tables, invite and join, play turns, and watch
// what reaches each player's browser. Everything waits on states (expect.poll), never on time.

export const LAPTOP = { width: 1366, height: 768 };
export const TABLET_PORTRAIT = { width: 768, height: 1024 };
export const TABLET_LANDSCAPE = { width: 1024, height: 768 };

/** Every WebSocket frame a page receives, to prove hidden things never reach it. */
export function frames(page: Page): string[] {
  const seen: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => seen.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
  return seen;
}

export const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: joinPath(ARTIFACTS, `${name}.png`), fullPage });

/** Nothing wider than the window: a page that scrolls sideways has something that does not fit. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

export interface Seat { context: BrowserContext; page: Page; frames: string[] }

/** A new browser context on a viewport, its page, and the frames it receives. */
export async function seat(browser: Browser, viewport: { width: number; height: number }): Promise<Seat> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, frames: frames(page) };
}

/** The GM opens a table for a system from the home page. */
export async function createTable(gm: Page, url: string, system: string, name: string): Promise<void> {
  await gm.goto(url);
  await gm.getByLabel('Game system').selectOption(system);
  await gm.getByLabel('Table name').fill(name);
  await gm.getByRole('button', { name: 'Create table as GM' }).click();
  await expect.poll(() => gm.getByRole('heading', { name }).count()).toBe(1);
}

/** A fresh player invite link from the GM tools. */
export async function invite(gm: Page): Promise<string> {
  const before = await gm.locator('input[data-role="player"]').count();
  await gm.getByRole('button', { name: 'Invite a player' }).click();
  await expect.poll(() => gm.locator('input[data-role="player"]').count()).toBe(before + 1);
  const link = await gm.locator('input[data-role="player"]').last().inputValue();
  expect(link).toContain('/join#invite=');
  return link;
}

/** A player opens the invite link and sits down under a name. */
export async function join(player: Page, link: string, name: string): Promise<void> {
  await player.goto(link);
  await player.getByLabel('Your name').waitFor();
  await expectAccessible(player, 'the join page');
  await player.getByLabel('Your name').fill(name);
  await player.getByRole('button', { name: 'Join' }).click();
  await expect.poll(() => player.getByText(`you are ${name}`).count()).toBe(1);
}

/** The GM adds a template to the table with the quick form. */
export async function addTemplate(page: Page, template: string, side?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'quick add' });
  await form.getByLabel('Template').selectOption(template);
  if (side) await form.getByLabel('Side').fill(side);
  await form.getByRole('button', { name: 'Add to the table' }).click();
}

/**
 * One step of play for a page, if it has one: answer a prompt, else pick an action (an attack
 * first, else closing in, else ending the turn). The long play loop picks and clicks inside the
 * page in one round trip (a DOM click, as a user's would land), so a whole combat stays quick on
 * a small machine; the scripted steps around it click like a user, with Playwright's checks.
 */
export async function act(page: Page, answer = true): Promise<boolean> {
  return page.evaluate((answer) => {
    const enabled = (root: Element | null, selector: string) => [...(root?.querySelectorAll<HTMLButtonElement>(selector) ?? [])]
      .filter((b) => !b.disabled);
    const answers = document.querySelector('[role="group"][aria-label="answers"]');
    if (answers) {
      if (!answer) return false;
      const first = enabled(answers, 'button')[0];
      first?.click();
      return first !== undefined;
    }
    const buttons = enabled(document.querySelector('section[aria-labelledby="actions-title"]'), '.action > button:first-child');
    const labels = buttons.map((b) => b.textContent ?? '');
    if (labels.length === 0) return false;
    const attack = labels.findIndex((l) => /( at |: attack |: Fantastic attack )/.test(l) && !/Grapple|grapple|Delay|Heroic Effort|'s /.test(l));
    const closer = labels.findIndex((l) => /move closer|close on|toward/.test(l));
    const end = labels.findIndex((l) => /End turn|end turn|pass/.test(l));
    buttons[attack >= 0 ? attack : closer >= 0 ? closer : end >= 0 ? end : 0]!.click();
    return true;
  }, answer);
}

/** Everyone plays until the GM's page says the combat is over; false if it never ends. */
export async function playToEnd(gm: Page, players: readonly Page[], maxSteps: number): Promise<boolean> {
  for (let i = 0; i < maxSteps; i++) {
    let moved = false;
    for (const p of players) moved = (await act(p)) || moved;
    if (!moved) await act(gm);
    if (await gm.getByText('Combat is over').count() > 0) return true;
  }
  return false;
}

/** Frames that carry something a player must never receive: the marker, the seed, the generator. */
export function leaks(seen: readonly string[], marker: string): string[] {
  return seen.filter((f) => f.includes(marker) || f.includes('e2e-seed') || f.includes('sfc32'));
}

/** No raw JSON on the screen: a player reads words, never `{"hits":3}`. */
export async function expectNoRawJson(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/[{[]\s*"[^"]*"\s*:/);
}
