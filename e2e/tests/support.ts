// Helpers the end-to-end specs share: remote origins, holding back a remote's files, reading the store, the checkout's order summary,
// a page's raw HTML and the problems a page logs.
import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { remoteApp, shellOrigin } from '@storefront/mf-config';
import { pagesOfPointer, setLivePages, type RemoteName, type RemotesPointerFile } from '@storefront/contracts';

export const originOf = (remote: RemoteName) => `http://localhost:${remoteApp(remote).port}`;

/** Makes the site's live pages (what its releases declare, from the pointer the shell serves) this process's path table. */
export async function useLivePages(): Promise<void> {
  const response = await fetch(`${shellOrigin()}/mf-remotes.json`);
  setLivePages(pagesOfPointer((await response.json()) as RemotesPointerFile));
}

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

/** A page's raw answer, as a crawler or a visitor without JavaScript gets it (redirects not followed). */
export async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), text: await response.text() };
}

/** Collects every warning and error the pages log (React logs hydration mismatches there) and every page error. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Braintree's sandbox Visa, which the local provider's frame takes (ADR 0025). */
export const TEST_VISA = '4111 1111 1111 1111';

/** Types a card into the payment provider's frame inside `scope` (its fields are never in the page itself). */
export async function fillProviderCard(scope: Locator, locale: 'fr' | 'en', number = TEST_VISA) {
  const frame = scope.locator('[data-testid="dropin-frame"] iframe').contentFrame();
  const fr = locale === 'fr';
  await frame.getByLabel(fr ? 'Nom du titulaire de la carte' : 'Cardholder name', { exact: true }).fill('Marie Côté');
  await frame.getByLabel(fr ? 'Numéro de la carte' : 'Card number', { exact: true }).fill(number);
  await frame.getByLabel(fr ? 'Date d’expiration' : 'Expiry date', { exact: true }).fill('12/30');
  await frame.getByLabel('CVV', { exact: true }).fill('123');
}
