// Helpers of the water remote's suite: its page in either language, its fields by label, the bus's commands, and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';

/** The machine running the suite is shared: pages get more time than Playwright's 5 s default to show. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const PATHS = { fr: '/fr/analyse-eau', en: '/en/water-analysis' } as const;
export type Lang = keyof typeof PATHS;

/** Opens the page (with a query, for a shared analysis) and waits until its fields answer. */
export async function openAnalysis(page: Page, lang: Lang, query = '') {
  await page.goto(`${PATHS[lang]}${query}`);
  await expect(page.getByTestId('analysis-form')).toBeVisible();
}

/** A number field by its exact label (the optional mark aside). */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByTestId('analysis-form').getByRole('textbox', { name: new RegExp(`^${escaped}( \\(.*\\))?$`) });
}

/** The block of one field: its input, its refusal and what is said beside it. */
export const fieldBlock = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

/** Commands the page sent that wait for their owner (no checkout in the harness), taken off the bus by registering as that owner. */
export async function takeCommands(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate((command) => {
    const bus = (window as unknown as { storefrontBus: { handle(name: string, handler: (payload: unknown) => void): () => void } })
      .storefrontBus;
    const taken: unknown[] = [];
    bus.handle(command, (payload) => taken.push(payload))();
    return taken;
  }, name);
}

export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
