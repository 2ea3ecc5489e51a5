// Helpers the end-to-end specs share: remote origins, holding back a remote's files, reading the store, the checkout's order summary.
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { REMOTE_APPS } from '@storefront/mf-config';
import type { RemoteName } from '@storefront/contracts';

export const originOf = (remote: RemoteName) => `http://localhost:${REMOTE_APPS[remote].port}`;

/** Holds every request to a remote's origin (or only its scripts) until `release()` is called: a remote that is slow to arrive. */
export async function holdRemote(page: Page, remote: RemoteName, options: { scriptsOnly?: boolean } = {}) {
  const held: Route[] = [];
  let open = false;
  await page.route(`${originOf(remote)}/**`, (route) => {
    if (open || (options.scriptsOnly && !route.request().url().endsWith('.js'))) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    async release() {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

export { productToBuy } from '../../scripts/testing/store';

/** Scrolls to the footer, as a visitor reading down the page does: the newsletter block loads only when it comes near. */
export async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

/** The checkout's order summary in `scope`: on a phone (below 62em) its disclosure is closed at first, and is opened here. */
export async function orderSummary(page: Page, scope: Locator, name: string): Promise<Locator> {
  if (page.viewportSize()!.width < 992) {
    const toggle = scope.getByTestId('summary-toggle');
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return scope.getByRole('region', { name });
}
