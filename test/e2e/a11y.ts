import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// An automated accessibility audit (axe-core) of a screen the scenarios reach. Only the WCAG 2
// A and AA rules run, and only serious or critical violations fail: those are the ones that lock
// a keyboard or screen-reader user out, while axe's lesser findings are often judgement calls.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);

/** One line per violation: rule, impact, the elements it found, and what to do about it. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.map((v) => {
    const targets = v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(' | ');
    const more = v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : '';
    return `${v.id} [${v.impact}] ${targets}${more} — ${v.help}`;
  });
}

/**
 * Audits the page as it stands; a screen that fails says which, so one run lists every screen's
 * problems (a soft expectation: the scenario goes on to reach the next screen).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // The script tag stays in the page; a second audit of the same page reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations;
  }, TAGS);
  const failing = results.filter((v) => FAILING.has(v.impact ?? ''));
  expect.soft(describeViolations(failing), `accessibility of ${screen}`).toEqual([]);
}
