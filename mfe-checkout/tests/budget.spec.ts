import { expect, test, type Browser } from '@playwright/test';

/** JavaScript a first visit downloads before the page is ready (harness: React, router, i18n and the remote's own chunks), with an empty cache. */
async function firstLoadJs(browser: Browser, path: string, ready: string): Promise<number> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready);
  await page.waitForLoadState('networkidle');
  return page
    .evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0),
    )
    .finally(() => context.close());
}

// A guard against regressions: the harness bundles React, the router, i18n, zod and shopify-buy, which the shell shares in the composed site.
test('the cart and checkout pages load under 1.2 MB of JavaScript each (uncompressed, harness included)', async ({ browser }) => {
  const cart = await firstLoadJs(browser, '/fr/panier', 'Mon Panier');
  const checkout = await firstLoadJs(browser, '/fr/paiement', 'Paiement');
  test.info().annotations.push({ type: 'first-load-js-bytes', description: `cart ${cart}, checkout ${checkout}` });
  console.log(`first-load JS: cart ${cart} B, checkout ${checkout} B`);
  expect(cart).toBeLessThan(1_200_000);
  expect(checkout).toBeLessThan(1_200_000);
});
