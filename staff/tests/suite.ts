// What the console's suite shares with its server: the API's data folder (its secret signs the invitation), and axe.
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { sitePorts } from '@storefront/mf-config/ports';

/** One folder per port offset, so two lanes never share one. */
export const SUITE_DATA_DIR = resolve(import.meta.dirname, `../../.var/staff-suite-${sitePorts().staff}`);

/** The machine is shared: pages get more time than Playwright's 5 s default. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Nothing wider than the window: no sideways scrolling on the counter's tablet or a phone. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}
