// Buys a product end to end in the composed site, in both languages: product page, cart, delivery, delivery method, review,
// payment, printed confirmation; then the order and its mails.
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SERVICE_PORTS } from '@storefront/mf-config';
import { CHECKOUT_STEPS, continueToPayment, fillProviderCard, orderSummary, productToBuy, TEST_VISA } from './support';

// The suite's own store API writes under the suite's variable folder (STOREFRONT_VAR_DIR, set by its Playwright config).
const outbox = resolve(process.env.STOREFRONT_VAR_DIR ?? resolve(import.meta.dirname, '../../.var/e2e'), 'api/mail-outbox');

const WORDS = {
  fr: {
    add: 'Ajouter au panier',
    proceed: 'Procéder au paiement',
    fields: {
      Prénom: 'Marie',
      Nom: 'Côté',
      Courriel: '',
      Téléphone: '450 555-0123',
      Adresse: '12, rue des Érables',
      Ville: 'Laval',
      'Code postal': 'H7S 1M9',
    },
    subject: 'Confirmation de votre commande',
  },
  en: {
    add: 'Add to cart',
    proceed: 'Proceed to payment',
    fields: {
      'First name': 'Mary',
      'Last name': 'Stone',
      Email: '',
      Phone: '613 555-0142',
      Address: '5 Elgin Street',
      City: 'Ottawa',
      'Postal code': 'K1A 0B1',
    },
    subject: 'Your order confirmation',
  },
} as const;

const BILLING = {
  'First name': 'Jean',
  'Last name': 'Tremblay',
  Address: '1000, rue Sherbrooke Ouest',
  City: 'Montréal',
  'Postal code': 'H2X 1Y4',
};

async function mailsAbout(number: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const texts = await Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(resolve(outbox, f), 'utf8')));
  return texts.filter((text) => text.includes(number));
}

async function buy(page: Page, locale: 'fr' | 'en') {
  const w = WORDS[locale];
  const product = await productToBuy(locale);
  const other = locale === 'fr' ? 'en' : 'fr';
  const otherTitle = (await productToBuy(other)).title;
  const email = `achat-${locale}-${Date.now()}@example.com`;
  await page.goto(`/${locale}/produits/${product.handle}`);
  const shop = page.locator('main [data-remote="shop"]');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await shop.getByRole('button', { name: w.add }).click();
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
  await page.getByTestId('cart-badge').click();
  const checkout = page.locator('main [data-remote="checkout"]');
  // The cart's lines in the page's language, and in the other one after the language switch.
  await expect(checkout.getByTestId('cart-line')).toContainText(product.title);
  await page.getByTestId('language-switch').click();
  await expect(checkout.getByTestId('cart-line')).toContainText(otherTitle);
  await page.getByTestId('language-switch').click();
  await expect(checkout.getByTestId('cart-line')).toContainText(product.title);
  // Once the cart's delivery and taxes are estimated: their lines come in above the link, which a click during their arrival misses.
  await expect(checkout.getByTestId('totals-total')).toBeVisible();
  await checkout.getByRole('link', { name: w.proceed }).click();

  for (const [label, value] of Object.entries(w.fields))
    await checkout.getByRole('textbox', { name: label, exact: true }).fill(value || email);
  if (locale === 'en') {
    await checkout.getByRole('combobox', { name: 'Province' }).selectOption('ON');
    // Billed elsewhere than delivered: the billing address of its own, with the same rules.
    await checkout.getByLabel('Use the delivery address as the billing address').uncheck();
    const billing = checkout.getByRole('group', { name: 'Billing address' });
    for (const [label, value] of Object.entries(BILLING)) await billing.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  // Delivery, then the store's first methods, the review and its conditions accepted, then payment.
  await continueToPayment(checkout, locale);
  await expect(await orderSummary(page, checkout, locale === 'fr' ? 'Sommaire de la commande' : 'Order summary')).toContainText(
    product.title,
  );
  // Payment recalls where the order goes.
  await expect(checkout.getByTestId('delivery-recap')).toContainText(locale === 'fr' ? 'Laval (QC) H7S 1M9' : 'Ottawa (ON) K1A 0B1');
  // Every request the page makes to the site, the remotes or the store API: none may carry the card number.
  const digits = TEST_VISA.replace(/\D/g, '');
  const provider = new URL(`http://127.0.0.1:${SERVICE_PORTS.payments}`).origin;
  const carried: string[] = [];
  let watched = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).origin === provider) return;
    watched += 1;
    if (`${request.url()} ${request.postData() ?? ''}`.replace(/\D/g, '').includes(digits)) carried.push(request.url());
  });
  await fillProviderCard(checkout, locale);
  const started = Date.now();
  await checkout.getByRole('button', { name: CHECKOUT_STEPS[locale].pay }).click();
  await expect(checkout.getByTestId('confirmation')).toBeVisible({ timeout: 30_000 });
  test.info().annotations.push({ type: `pay-to-confirmation-ms-${locale}`, description: String(Date.now() - started) });
  console.log(`pay to confirmation (${locale}): ${Date.now() - started} ms`);
  if (locale === 'en') await expect(checkout.getByTestId('totals-tax-HST')).toBeVisible();
  else await expect(checkout.getByTestId('totals-tax-TVQ')).toBeVisible();
  await expect(checkout.getByTestId('confirmation')).toContainText(`1 × ${product.title}`);
  if (locale === 'en') await expect(checkout.getByTestId('confirmation-billing')).toContainText('Jean Tremblay');

  // Printed: the confirmation cards, without the breadcrumb or the print button.
  await page.emulateMedia({ media: 'print' });
  await expect(checkout.getByTestId('confirmation')).toBeVisible();
  await expect(checkout.locator('[data-breadcrumb]')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  expect(watched).toBeGreaterThan(0);
  expect(carried).toEqual([]);

  const number = (await checkout.getByTestId('order-number').textContent())!.match(/PS-[0-9A-F]{8}/)![0];
  const url = new URL(page.url());
  const id = url.searchParams.get(locale === 'fr' ? 'commande' : 'order')!;
  // The address holds the order's id only; its key stays in this tab's session.
  expect([...url.searchParams.keys()].sort()).toEqual(locale === 'fr' ? ['commande', 'etape'] : ['order', 'step']);
  const key = await page.evaluate((order) => JSON.parse(sessionStorage.getItem(`storefront:order-access:${order}`)!).key as string, id);
  const stored = await fetch(`http://localhost:${SERVICE_PORTS.api}/orders/${id}`, { headers: { 'order-access-key': key } });
  expect(stored.status).toBe(200);
  const order = ((await stored.json()) as { order: { number: string; customer: { email: string; billing: unknown } } }).order;
  expect(order).toMatchObject({ number, customer: { email } });
  if (locale === 'en') expect(order.customer.billing).toMatchObject({ firstname: 'Jean', city: 'Montréal', postalCode: 'H2X 1Y4' });
  else expect(order.customer.billing).toBeNull();

  // The customer's confirmation and the store's notification, through the outbox.
  await expect.poll(async () => (await mailsAbout(number)).length, { timeout: 20_000 }).toBe(2);
  const mails = await mailsAbout(number);
  expect(mails.some((m) => m.includes(`To: ${email}`) && m.includes(w.subject))).toBe(true);
  expect(mails.some((m) => m.includes('To: ventes@piscinessoleil.local'))).toBe(true);

  // The confirmation in the other language: the same order, its titles in that language.
  await page.getByTestId('language-switch').click();
  await expect(checkout.getByTestId('confirmation')).toContainText(`1 × ${otherTitle}`);

  // The cart became an order: the badge starts again from zero.
  await page.goto(`/${locale}`);
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '0');
}

test.describe('buying a product', () => {
  test.setTimeout(120_000);
  test('in French, from the product page to the printed confirmation, with the order and its mails', async ({ page }) => buy(page, 'fr'));
  test('in English, delivered to Ontario (HST)', async ({ page }) => buy(page, 'en'));
});

/** JavaScript a first visit downloads before the page shows its heading, with an empty cache: decoded and as transferred. */
async function firstLoadJs(browser: Browser, path: string, heading: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('main [data-remote="checkout"]').getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  const sizes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry as PerformanceResourceTiming)
      .reduce((sum, entry) => ({ decoded: sum.decoded + entry.decodedBodySize, transferred: sum.transferred + entry.encodedBodySize }), {
        decoded: 0,
        transferred: 0,
      }),
  );
  await context.close();
  return sizes;
}

test('the cart and checkout pages stay under 1.2 MB of JavaScript on a first visit', async ({ browser }) => {
  const cart = await firstLoadJs(browser, '/fr/panier', 'Mon Panier');
  const checkout = await firstLoadJs(browser, '/fr/paiement', 'Paiement');
  console.log(`first-load JS: cart ${JSON.stringify(cart)}, checkout ${JSON.stringify(checkout)}`);
  expect(cart.decoded).toBeLessThan(1_200_000);
  expect(checkout.decoded).toBeLessThan(1_200_000);
});
