// Owns putting a visitor's state in a browser the way the visitor does, through the site's own pages: a line added to the cart
// from a product page (the cart runtime keeps its checkout's id in local storage), products saved to the wishlist or to
// compare from a listing's cards (kept in local storage too). The benches then measure the page that shows that state.
import type { BrowserContext } from '@playwright/test';
import type { VisitorState } from './measuredPages';

const READY = 'html[data-shell="ready"]';
const TIMEOUT = 60_000;

/** Does what the visitor did for each state, in a page of its own in `context`, closed after; the storage stays in the context. */
export async function prepareVisitor(
  context: BrowserContext,
  shellUrl: string,
  states: readonly VisitorState[],
  productHandle: string,
): Promise<void> {
  if (states.length === 0) return;
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  try {
    for (const state of states) {
      if (state === 'cart') {
        await page.goto(`${shellUrl}/fr/produits/${productHandle}`);
        await page.locator(READY).waitFor({ state: 'attached' });
        await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
        await page.locator('[data-testid="cart-badge"][data-count="1"]').first().waitFor({ state: 'attached' });
      } else {
        // Two spas to compare (the comparison's rows are a spa's), two chemicals in the wishlist.
        await page.goto(`${shellUrl}${state === 'compare' ? '/fr/boutique/spas' : '/fr/boutique/produits-chimiques'}`);
        await page.locator(READY).waitFor({ state: 'attached' });
        const cards = page.locator('main [data-remote="shop"] [data-testid="product-card"]');
        for (const at of [0, 1]) await cards.nth(at).getByTestId(`${state}-toggle`).click();
        await page.locator(`[data-testid="${state}-link"][data-count="2"]`).first().waitFor({ state: 'attached' });
      }
    }
  } finally {
    await page.close();
  }
}
