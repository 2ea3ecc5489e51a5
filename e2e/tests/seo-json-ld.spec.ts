// Structured data and the 404 head: JSON-LD once in the head of the server's HTML and of the browser's document (following
// client-side navigation, under the CSP), and the 404 page's title in the browser whatever page type the address matches.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { productsOnSale } from '@storefront/remote-kit/testing/store';

type JsonLdProduct = {
  '@type': string;
  name: string;
  offers: { price: string; priceCurrency: string } | { price: string; priceCurrency: string }[];
};

const JSON_LD = /<script\b[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g;

/** The server's HTML, split at the end of its head: the JSON-LD blocks of each part. */
async function serverJsonLd(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const [head = '', body = ''] = html.split('</head>');
  const blocks = (part: string) => [...part.matchAll(JSON_LD)].map((match) => JSON.parse(match[1] ?? '') as JsonLdProduct);
  return { head: blocks(head), body: blocks(body), bodyScripts: (body.match(/application\/ld\+json/g) ?? []).length };
}

/** The JSON-LD the browser's document holds, where it is. */
const browserJsonLd = (page: Page) =>
  page.evaluate(() => ({
    head: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as { name: string },
    ),
    body: document.body.querySelectorAll('script[type="application/ld+json"]').length,
  }));

const offersOf = (json: JsonLdProduct | undefined) => (json ? [json.offers].flat() : []);

/** Marks the loaded document: a mark still there after a click means the page changed without a new load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: boolean }).e2eMark = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);

/** Console messages and violation events of the Content Security Policy, from the start of each document. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('e2eCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { e2eCspViolation: (text: string) => void }).e2eCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile} on ${location.pathname}`,
      ),
    ),
  );
  return violations;
}

test.describe('structured data (JSON-LD)', () => {
  test('the HTML fetched without a browser has one JSON-LD block in its head, with the name and price, and none in its body', async ({
    request,
  }) => {
    const [product] = await productsOnSale();
    const productPage = await serverJsonLd(request, `/fr/produits/${product!.handle}`);
    expect(productPage.head).toHaveLength(1);
    expect(productPage.head[0]).toMatchObject({ '@type': 'Product', name: product!.title });
    expect(offersOf(productPage.head[0])[0]).toMatchObject({ price: product!.price.toFixed(2), priceCurrency: 'CAD' });
    expect(productPage.bodyScripts).toBe(0);

    const modelPage = await serverJsonLd(request, '/fr/collection/spas/harmonie-h7');
    expect(modelPage.head).toHaveLength(1);
    // 12 999 $ less 15 % (spec §9), as the page shows it.
    expect(modelPage.head[0]).toMatchObject({
      '@type': 'Product',
      name: 'Harmonie H7',
      offers: { price: '11049.15', priceCurrency: 'CAD' },
    });
    expect(modelPage.bodyScripts).toBe(0);

    // A page without structured data has none.
    expect((await serverJsonLd(request, '/fr/contact')).head).toEqual([]);
  });

  test("after client-side navigation from one product to another, the head holds the second product's JSON-LD only, with no CSP violation", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const products = await productsOnSale();
    const [first] = products;
    await page.goto(`/fr/produits/${first!.handle}`);
    await expect.poll(() => browserJsonLd(page)).toEqual({ head: [expect.objectContaining({ name: first!.title })], body: 0 });
    await markDocument(page);

    // Through the product's category listing (no JSON-LD of its own) to another product of it.
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('listitem').nth(1).getByRole('link').click();
    const next = page
      .getByTestId('product-card')
      .and(page.locator(`:not([data-handle="${first!.handle}"])`))
      .first();
    await expect(next).toBeVisible();
    await expect.poll(() => browserJsonLd(page)).toEqual({ head: [], body: 0 });
    const name = (await next.locator('h2').textContent()) ?? '';
    await next.locator('h2').getByRole('link').click();
    await expect(page.locator('main h1')).toHaveText(name);
    await expect.poll(() => browserJsonLd(page)).toEqual({ head: [expect.objectContaining({ '@type': 'Product', name })], body: 0 });
    expect(await sameDocument(page)).toBe(true);

    // A model page's, then none on a page without.
    await page.goto('/fr/collection/spas/harmonie-h7');
    await expect.poll(() => browserJsonLd(page)).toEqual({ head: [expect.objectContaining({ name: 'Harmonie H7' })], body: 0 });
    await page.locator('main').getByRole('navigation').getByRole('link', { name: 'Spas' }).click();
    await expect(page.locator('main h1')).toHaveText('Spas');
    await expect.poll(() => browserJsonLd(page)).toEqual({ head: [], body: 0 });
    // No violation at all: not the JSON-LD, and not Zod's probe for code generation (jitless in shared/validation).
    expect(violations).toEqual([]);
  });
});

test.describe('the 404 head in the browser', () => {
  test("a page whose data is missing has the 404 page's title, on landing and after client-side navigation", async ({ page }) => {
    for (const [path, title] of [
      ['/fr/produits/ce-produit-nexiste-pas', 'Page introuvable | Piscines Soleil'],
      ['/en/produits/ce-produit-nexiste-pas', 'Page not found | Piscines Soleil'],
      ['/fr/collection/spas/modele-inconnu', 'Page introuvable | Piscines Soleil'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
      // At the visitor's first move the browser's own head comes (the server's tags are gone), with the 404 page's title.
      await page.mouse.move(20, 300);
      await expect(page.locator(`[data-server-meta]`)).toHaveCount(0);
      await expect(page, path).toHaveTitle(title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    }

    // Client-side: from the 404 page to the home page and a product, then back to the unknown product, without a page load.
    await page.goto('/fr/produits/ce-produit-nexiste-pas');
    await markDocument(page);
    await page.getByTestId('not-found').getByRole('link').click();
    await expect(page).toHaveURL(/\/fr$/);
    const essential = page.getByTestId('essentials').getByRole('link').first();
    const name = (await essential.textContent()) ?? '';
    await essential.click();
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | Piscines Soleil`);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/produits\/ce-produit-nexiste-pas$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle('Page introuvable | Piscines Soleil');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
    // And on to a product again: its own title, the 404's gone.
    await page.goForward();
    await page.goForward();
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | Piscines Soleil`);
    expect(await sameDocument(page)).toBe(true);
  });
});
