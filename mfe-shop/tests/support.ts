// Helpers of the shop remote's suite: reading the grid, the bus, and axe with the WCAG 2.2 AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';

/** The machine running the suite is shared: pages get more time than Playwright's 5 s default to show. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const cards = (page: Page) => page.getByTestId('product-card');
export const resultCount = (page: Page) => page.getByTestId('result-count');

/** The number the page says it lists ("12 produits"). */
export async function listedCount(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent()) ?? '';
  return Number(/\d+/.exec(text.replace(/\s/g, ''))?.[0] ?? NaN);
}

export async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).locator('h2').allTextContents();
}

export async function pendingCommands(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (command) => (window as unknown as { storefrontBus: { pending(name: string): number } }).storefrontBus.pending(command),
    name,
  );
}

/** Commands the page sent that wait for their owner, taken off the bus by registering as that owner. */
export async function takeCommands(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate((command) => {
    const bus = (window as unknown as { storefrontBus: { handle(name: string, handler: (payload: unknown) => void): () => void } })
      .storefrontBus;
    const taken: unknown[] = [];
    bus.handle(command, (payload) => taken.push(payload))();
    return taken;
  }, name);
}

export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('#root > header').analyze();
  const found = results.violations.map((v) => `${state}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;
