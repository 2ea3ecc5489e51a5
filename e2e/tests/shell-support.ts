// Helpers the shell's end-to-end specs share: the visible main navigation, the page's bus, its data layer, the viewport.
import type { Page } from '@playwright/test';
import type { EventMap, EventName } from '@storefront/contracts';

export const NAV = { fr: 'Navigation principale', en: 'Main navigation' } as const;

/** The main navigation the visitor sees: the top bar's from 62em, the mobile navigator's below (the other is not displayed). */
export const mainNav = (page: Page, locale: 'fr' | 'en' = 'fr') => page.getByRole('navigation', { name: NAV[locale] });

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Emits an event on the page's bus, as a remote would. */
export async function emit<K extends EventName>(page: Page, name: K, payload: EventMap[K]) {
  await page.evaluate(
    ([event, data]) => {
      const bus = (globalThis as unknown as Record<symbol, { emit(n: string, p: unknown): void }>)[Symbol.for('storefront.platform.bus')];
      if (!bus) throw new Error('no bus on the page');
      bus.emit(event, data);
    },
    [name, payload] as const,
  );
}

/** Starts counting the page's add confirmations (cart:item-added); the returned function reads the count so far. */
export async function countItemAdded(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const bus = (globalThis as unknown as Record<symbol, { on(n: string, l: () => void): void }>)[Symbol.for('storefront.platform.bus')];
    if (!bus) throw new Error('no bus on the page');
    const counted = window as unknown as { itemAddedCount: number };
    counted.itemAddedCount = 0;
    bus.on('cart:item-added', () => (counted.itemAddedCount += 1));
  });
  return () => page.evaluate(() => (window as unknown as { itemAddedCount: number }).itemAddedCount);
}

/** What the tag manager's data layer holds, or null when the page never made one. */
export const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

/** Waits until the shell runs: the server's HTML shows the navigator at once, but it answers clicks only once hydrated. */
export async function shellReady(page: Page) {
  await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached' });
}
