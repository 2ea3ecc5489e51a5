// Owns the page every end-to-end spec gets: a navigation to one of the site's pages waits until the shell has hydrated it.
import { test as base, expect } from '@playwright/test';

/**
 * The server's HTML is on screen before the page answers clicks, so a click right after `goto` could land on the
 * server's markup and be lost, or follow a link as a full page load. Specs act as a visitor who waits for the page
 * to be ready; the wait is bounded, and a page that never hydrates fails on the spec's own assertions.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.includes('text/html')) {
        await page
          .locator('html[data-shell="ready"]')
          .waitFor({ state: 'attached', timeout: 20_000 })
          .catch(() => undefined);
      }
      return response;
    };
    await provide(page);
  },
});

export { expect };
