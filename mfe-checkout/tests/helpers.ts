// Shared steps of the checkout remote's suite: putting a product in the cart through the bus, the order summary, axe, and no sideways scrolling.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { storefrontEndpoint } from '@storefront/commerce/storefront-api';
import { SERVICE_PORTS } from '@storefront/mf-config';
import { productsOnSale, type ProductOnSale } from '@storefront/remote-kit/testing/store';

type BusWindow = { storefrontBus: { send(name: 'cart:add' | 'cart:open', payload?: unknown): void } };

/** A product that costs at least 39 $ (free delivery), or the cheapest one (delivery charged). */
export async function product(kind: 'free-delivery' | 'paying-delivery' = 'free-delivery'): Promise<ProductOnSale> {
  const all = (await productsOnSale()).sort((a, b) => a.price - b.price);
  const found = kind === 'free-delivery' ? all.find((p) => p.price >= 39 && p.price < 2000) : all[0];
  if (!found) throw new Error(`No product for ${kind}`);
  return found;
}

export async function addToCart(page: Page, item: ProductOnSale, quantity = 1): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(
    ({ variantId, quantity: q }) => (window as unknown as BusWindow).storefrontBus.send('cart:add', { variantId, quantity: q }),
    {
      variantId: item.variantId,
      quantity,
    },
  );
}

export const openPanel = (page: Page) => page.evaluate(() => (window as unknown as BusWindow).storefrontBus.send('cart:open'));

export async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

export const money = (amount: number, locale: 'fr' | 'en') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(amount);

/** Holds every call to the store (the Storefront API) until `release()`: the page shows what it shows before the cart is read. */
export async function holdStore(page: Page) {
  const held: Route[] = [];
  const pattern = '**/api/*/graphql*';
  await page.route(pattern, (route) => void held.push(route));
  return {
    count: () => held.length,
    async release() {
      await page.unroute(pattern);
      // A call made by a page the test has since left was cancelled with it: there is nothing to let through.
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

export interface StoreVariant extends ProductOnSale {
  variantTitle: string;
  compareAtPrice: number | null;
  /** The product's fulfilment class (its metafield `fulfilment.class`): parcel, dangerous, freight, pickup-only; null without one. */
  fulfilment: string | null;
}

/** Every variant for sale in the local store, with its own title ("4 kg") and original price, in the language asked for. */
export async function variantsOnSale(language: 'fr' | 'en' = 'fr'): Promise<StoreVariant[]> {
  const response = await fetch(storefrontEndpoint(`http://127.0.0.1:${SERVICE_PORTS.localCloud}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'local-storefront-token' },
    body: JSON.stringify({
      query: `query Variants @inContext(language: ${language.toUpperCase()}) { collections(first: 50) { nodes { products(first: 50) { nodes { handle title fulfilment: metafield(namespace: "fulfilment", key: "class") { value } variants(first: 10) { nodes { id title availableForSale price { amount } compareAtPrice { amount } } } } } } } }`,
    }),
  });
  type Variant = {
    id: string;
    title: string;
    availableForSale: boolean;
    price: { amount: string };
    compareAtPrice: { amount: string } | null;
  };
  type Product = { handle: string; title: string; fulfilment: { value: string } | null; variants: { nodes: Variant[] } };
  const body = (await response.json()) as { data: { collections: { nodes: { products: { nodes: Product[] } }[] } } };
  return body.data.collections.nodes.flatMap((c) =>
    c.products.nodes.flatMap((p) =>
      p.variants.nodes
        .filter((v) => v.availableForSale)
        .map((v) => ({
          handle: p.handle,
          title: p.title,
          variantId: v.id,
          variantTitle: v.title,
          price: Number(v.price.amount),
          compareAtPrice: v.compareAtPrice ? Number(v.compareAtPrice.amount) : null,
          fulfilment: p.fulfilment?.value ?? null,
        })),
    ),
  );
}

/** A variant of a product with options ("4 kg"), not on sale, that ships free (39 $ or more). */
export async function variantWithOptions(): Promise<StoreVariant> {
  const found = (await variantsOnSale()).find(
    (v) => v.variantTitle !== 'Default Title' && v.compareAtPrice === null && v.price >= 39 && v.price < 2000,
  );
  if (!found) throw new Error('The local store has no product with options');
  return found;
}

/** The first variant for sale of the product with this title (in the language asked for). */
export async function variantOf(title: string, language: 'fr' | 'en' = 'fr'): Promise<StoreVariant> {
  const found = (await variantsOnSale(language)).find((v) => v.title === title);
  if (!found) throw new Error(`The local store has no product "${title}" for sale`);
  return found;
}

/** A variant of a class (parcel, dangerous, freight, pickup-only) priced in a range: the cheapest of them. */
export async function variantOfClass(kind: string, min = 0, max = 2000): Promise<StoreVariant> {
  const found = (await variantsOnSale())
    .filter((v) => v.fulfilment === kind && v.price >= min && v.price < max)
    .sort((a, b) => a.price - b.price)[0];
  if (!found) throw new Error(`The local store has no ${kind} product between ${min} and ${max} $`);
  return found;
}

/** A product on sale (an original price above its price) without options. */
export async function variantOnSale(): Promise<StoreVariant> {
  const found = (await variantsOnSale()).find(
    (v) => v.variantTitle === 'Default Title' && v.compareAtPrice !== null && v.compareAtPrice > v.price && v.price < 2000,
  );
  if (!found) throw new Error('The local store has no product on sale');
  return found;
}

/** The checkout's order summary: on a phone (below 62em) its disclosure is closed at first, and is opened here. */
export async function orderSummary(page: Page, name: 'Sommaire de la commande' | 'Order summary') {
  if (page.viewportSize()!.width < 992) {
    const toggle = page.getByTestId('summary-toggle');
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('region', { name });
}

/** Braintree's documented sandbox cards, as the local provider's frame takes them (ADR 0025). */
export const TEST_CARDS = {
  visa: '4111 1111 1111 1111',
  amex: '3782 822463 10005',
  declined: '4000 1111 1111 1115',
  fraud: '4000 1111 1111 1511',
  discover: '6011 1111 1111 1117',
  /** 3-D Secure 2's test cards (developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live): the issuer challenges, then authenticates or refuses the buyer. */
  challengePassed: '4000 0000 0000 1091',
  challengeFailed: '4000 0000 0000 1109',
  /** 3-D Secure 2: the issuer refuses the buyer without a challenge (Failed No-Challenge Authentication). */
  frictionlessFailed: '4000 0000 0000 1018',
  /** Not one of Braintree's test numbers: its sandbox refuses it (81717), as an issuer would decline an unknown card. */
  unknown: '4000 0000 0000 0002',
} as const;

/** The payment provider's frame, where the card fields live (never in the page itself). */
export const providerFrame = (page: Page) => page.frameLocator('[data-testid="card-fields"] iframe');

export async function fillProviderCard(page: Page, number: string, locale: 'fr' | 'en' = 'fr') {
  const frame = providerFrame(page);
  const fr = locale === 'fr';
  await frame.getByLabel(fr ? 'Nom du titulaire de la carte' : 'Cardholder name', { exact: true }).fill('Marie Côté');
  await frame.getByLabel(fr ? 'Numéro de la carte' : 'Card number', { exact: true }).fill(number);
  await frame.getByLabel(fr ? 'Date d’expiration' : 'Expiry date', { exact: true }).fill('12/30');
  await frame.getByLabel('CVV', { exact: true }).fill(number.startsWith('3') ? '1234' : '123');
}

/** Fails the test if any request from the page, to anywhere but the provider's own origin, carries the card number. */
export function watchCardNumber(page: Page, number: string, providerOrigin: string): { requests: () => number } {
  const digits = number.replace(/\D/g, '');
  let seen = 0;
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (new URL(request.url()).origin === providerOrigin) return;
    seen += 1;
    expect(body.replace(/\D/g, ''), `${request.method()} ${request.url()}`).not.toContain(digits);
    expect(request.url().replace(/\D/g, ''), request.url()).not.toContain(digits);
  });
  return { requests: () => seen };
}

const STEP_TEXT = {
  fr: {
    toMethod: 'Continuer vers le mode de livraison',
    method: 'Mode de livraison',
    toReview: 'Continuer vers la révision',
    review: 'Révision de la commande',
    accept: /^J’ai lu et j’accepte les conditions d’achat en ligne/,
    toPayment: 'Accepter et passer au paiement',
    payment: 'Paiement',
  },
  en: {
    toMethod: 'Continue to delivery method',
    method: 'Delivery method',
    toReview: 'Continue to review',
    review: 'Order review',
    accept: /^I have read and accept the online purchase conditions/,
    toPayment: 'Accept and continue to payment',
    payment: 'Payment',
  },
} as const;

/** The checkout's step heading (#checkout-step-title), which each new step focuses. */
export const stepTitle = (page: Page) => page.locator('#checkout-step-title');

/** From a filled delivery step to the methods: "Continuer vers le mode de livraison", and the methods shown. */
export async function continueToMethods(page: Page, locale: 'fr' | 'en' = 'fr'): Promise<void> {
  const text = STEP_TEXT[locale];
  await page.getByRole('button', { name: text.toMethod }).click();
  await expect(stepTitle(page)).toHaveText(text.method);
  await expect(page.getByTestId('method-group').first()).toBeVisible();
}

/** From the methods (their choices as they are) to the review, once the price of those choices is there. */
export async function continueToReview(page: Page, locale: 'fr' | 'en' = 'fr'): Promise<void> {
  const text = STEP_TEXT[locale];
  const next = page.getByRole('button', { name: text.toReview });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(stepTitle(page)).toHaveText(text.review);
}

/** At the review: tick the conditions' box and accept, on to payment. */
export async function acceptReview(page: Page, locale: 'fr' | 'en' = 'fr'): Promise<void> {
  const text = STEP_TEXT[locale];
  await page.getByRole('checkbox', { name: text.accept }).check();
  await page.getByRole('button', { name: text.toPayment }).click();
  await expect(stepTitle(page)).toHaveText(text.payment);
}

/**
 * From a filled delivery step to payment with the store's first choices: the delivery step's button, the methods as offered,
 * the conditions' box ticked and accepted at the review.
 */
export async function continueToPayment(page: Page, locale: 'fr' | 'en' = 'fr'): Promise<void> {
  await continueToMethods(page, locale);
  await continueToReview(page, locale);
  await acceptReview(page, locale);
}
