// Helpers the end-to-end specs share: remote origins, holding back a remote's files, reading the store, the checkout's order summary
// and its steps, a page's raw HTML and the problems a page logs.
import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { storefrontEndpoint } from '@storefront/commerce/storefront-api';
import { remoteApp, SERVICE_PORTS, shellOrigin } from '@storefront/mf-config';
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

export { productToBuy } from '@storefront/remote-kit/testing/store';

/** Scrolls to the footer, as a visitor reading down the page does: the newsletter block loads only when it comes near and the visitor has moved. */
export async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // On a short page the footer is already in view and nothing scrolls: the pointer's move is the visitor's first (whenInteracted).
  await page.mouse.move(5, 5);
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
export async function html(request: APIRequestContext, path: string, headers?: Record<string, string>) {
  const response = await request.get(path, { maxRedirects: 0, ...(headers ? { headers } : {}) });
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
  const frame = scope.locator('[data-testid="card-fields"] iframe').contentFrame();
  const fr = locale === 'fr';
  await frame.getByLabel(fr ? 'Nom du titulaire de la carte' : 'Cardholder name', { exact: true }).fill('Marie Côté');
  await frame.getByLabel(fr ? 'Numéro de la carte' : 'Card number', { exact: true }).fill(number);
  await frame.getByLabel(fr ? 'Date d’expiration' : 'Expiry date', { exact: true }).fill('12/30');
  await frame.getByLabel('CVV', { exact: true }).fill('123');
}

/** The checkout's words for its five steps (mfe-checkout/src/i18n.ts): the buttons between them and each step's heading. */
export const CHECKOUT_STEPS = {
  fr: {
    toMethod: 'Continuer vers le mode de livraison',
    method: 'Mode de livraison',
    toReview: 'Continuer vers la révision',
    review: 'Révision de la commande',
    accept: /^J’ai lu et j’accepte les conditions d’achat en ligne \(version du \d{4}[-‑]\d{2}[-‑]\d{2}\)$/,
    toPayment: 'Accepter et passer au paiement',
    payment: 'Paiement',
    pay: /^Payer/,
  },
  en: {
    toMethod: 'Continue to delivery method',
    method: 'Delivery method',
    toReview: 'Continue to review',
    review: 'Order review',
    accept: /^I have read and accept the online purchase conditions \(version of \d{4}[-‑]\d{2}[-‑]\d{2}\)$/,
    toPayment: 'Accept and continue to payment',
    payment: 'Payment',
    pay: /^Pay/,
  },
} as const;

/** The checkout's step heading in `scope` (the checkout remote's region), which each new step shows and focuses. */
export const checkoutStepTitle = (scope: Locator) => scope.locator('#checkout-step-title');

/** From a filled delivery step to the methods ("Continuer vers le mode de livraison"), once they are offered. */
export async function continueToMethods(scope: Locator, locale: 'fr' | 'en'): Promise<void> {
  const words = CHECKOUT_STEPS[locale];
  await scope.getByRole('button', { name: words.toMethod }).click();
  await expect(checkoutStepTitle(scope)).toHaveText(words.method);
  await expect(scope.getByTestId('method-group').first()).toBeVisible();
}

/** From the methods, as chosen, to the review, once the store has priced those choices (the button is enabled then). */
export async function continueToReview(scope: Locator, locale: 'fr' | 'en'): Promise<void> {
  const words = CHECKOUT_STEPS[locale];
  const next = scope.getByRole('button', { name: words.toReview });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(checkoutStepTitle(scope)).toHaveText(words.review);
  await expect(scope.getByTestId('review')).toBeVisible();
}

/** At the review: the conditions' box (never ticked for the buyer) ticked, and accepted, on to payment. */
export async function acceptReview(scope: Locator, locale: 'fr' | 'en'): Promise<void> {
  const words = CHECKOUT_STEPS[locale];
  await scope.getByRole('checkbox', { name: words.accept }).check();
  await scope.getByRole('button', { name: words.toPayment }).click();
  await expect(checkoutStepTitle(scope)).toHaveText(words.payment);
}

/**
 * From a filled delivery step to payment with the store's first choices, as a buyer who changes nothing: the delivery step's
 * button, the methods as offered, the conditions accepted at the review.
 */
export async function continueToPayment(scope: Locator, locale: 'fr' | 'en'): Promise<void> {
  await continueToMethods(scope, locale);
  await continueToReview(scope, locale);
  await acceptReview(scope, locale);
}

/** A product for sale in the local store, with its fulfilment class (its metafield `fulfilment.class`) and a collection of it. */
export interface ClassedProduct {
  handle: string;
  title: string;
  price: number;
  /** parcel, dangerous, freight or pickup-only; null without one. */
  fulfilment: string | null;
  collection: string;
}

/** The local store's products for sale, in French, with their fulfilment class, once per collection that holds them. */
export async function classedProducts(): Promise<ClassedProduct[]> {
  const response = await fetch(storefrontEndpoint(`http://127.0.0.1:${SERVICE_PORTS.localCloud}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'local-storefront-token' },
    body: JSON.stringify({
      query: `query Classes @inContext(language: FR) { collections(first: 50) { nodes { handle products(first: 50) { nodes { handle title fulfilment: metafield(namespace: "fulfilment", key: "class") { value } variants(first: 1) { nodes { availableForSale price { amount } } } } } } } }`,
    }),
  });
  type Node = {
    handle: string;
    title: string;
    fulfilment: { value: string } | null;
    variants: { nodes: { availableForSale: boolean; price: { amount: string } }[] };
  };
  const body = (await response.json()) as { data: { collections: { nodes: { handle: string; products: { nodes: Node[] } }[] } } };
  return body.data.collections.nodes.flatMap((collection) =>
    collection.products.nodes
      .filter((product) => product.variants.nodes[0]?.availableForSale)
      .map((product) => ({
        handle: product.handle,
        title: product.title,
        price: Number(product.variants.nodes[0]!.price.amount),
        fulfilment: product.fulfilment?.value ?? null,
        collection: collection.handle,
      })),
  );
}

/**
 * The cart of selling lawfully (ADR 0048): an accessory a parcel carries (the cheapest of the accessories' collections, under the free delivery's 39 $)
 * and "Chlore liquide 12 %", a dangerous good that never goes by post.
 */
export async function lawfulCart(): Promise<{ accessory: ClassedProduct; chlorine: ClassedProduct }> {
  const products = await classedProducts();
  const accessory = products
    .filter((product) => product.collection.startsWith('accessoires') && product.fulfilment === 'parcel')
    .sort((a, b) => a.price - b.price)[0];
  const chlorine = products.find((product) => product.title === 'Chlore liquide 12 %');
  if (!accessory || !chlorine) throw new Error('The local store has no parcel accessory or no "Chlore liquide 12 %" for sale');
  return { accessory, chlorine };
}
