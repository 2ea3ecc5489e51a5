// Shared steps of the checkout remote's suite: putting a product in the cart through the bus, axe, and no sideways scrolling.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { productsOnSale, type ProductOnSale } from '../../scripts/testing/store';

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
  await page.evaluate(({ variantId, quantity: q }) => (window as unknown as BusWindow).storefrontBus.send('cart:add', { variantId, quantity: q }), {
    variantId: item.variantId,
    quantity,
  });
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
