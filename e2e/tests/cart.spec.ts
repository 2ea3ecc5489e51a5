import { CHECKOUT_ID_KEY } from '@storefront/commerce';
import { NEW_VISITOR_DELAY_MS } from '../../shell/src/layout/CartRuntimeStarter';
import { expect, test } from './fixtures';
import { countItemAdded, shellReady } from './shell-support';
import { holdRemote, productToBuy } from './support';

test.describe('cart across remotes', () => {
  test('an add-to-cart sent from the shop before the checkout remote has loaded is handled once it loads', async ({ page }) => {
    const product = await productToBuy();
    const checkout = await holdRemote(page, 'checkout');
    await page.goto(`/fr/produits/${product.handle}`);
    const shop = page.locator('main [data-remote="shop"]');
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await shop.getByRole('button', { name: 'Ajouter au panier' }).click();
    const badge = page.getByTestId('cart-badge');
    // The checkout remote is still on its way: the command waits on the bus.
    await page.waitForTimeout(500);
    await expect(badge).toHaveAttribute('data-count', '0');
    await checkout.release();
    await expect(badge).toHaveAttribute('data-count', '1');
    await expect(badge).toContainText('1 article');

    await page.getByTestId('cart-badge').click();
    const cart = page.locator('main [data-remote="checkout"]');
    await expect(cart.getByRole('heading', { level: 1 })).toHaveText('Mon Panier');
    await expect(cart.getByTestId('cart-line')).toHaveCount(1);
    await expect(cart.getByTestId('cart-line')).toContainText(product.title);
  });

  test('the cart survives a reload, and removing its line empties it', async ({ page }) => {
    const product = await productToBuy();
    await page.goto(`/en/produits/${product.handle}`);
    await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
    await page.goto('/en/cart/');
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
    const cart = page.locator('main [data-remote="checkout"]');
    await expect(cart.getByRole('heading', { level: 1 })).toHaveText('My Cart');
    await cart.getByRole('button', { name: 'Remove' }).click();
    await expect(cart.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '0');
  });

  test('the notice after an add opens the cart panel beside the page, which leads to the cart', async ({ page }) => {
    const product = await productToBuy();
    await page.goto(`/fr/produits/${product.handle}`);
    await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByTestId('alert-slider').getByRole('link', { name: 'Voir le panier' }).click();
    const panel = page.getByRole('dialog', { name: 'Mon Panier' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(product.title);
    await expect(page).toHaveURL(new RegExp(`/fr/produits/${product.handle}$`));
    await panel.getByRole('link', { name: 'Voir le panier' }).click();
    await expect(page).toHaveURL(/\/fr\/panier$/);
    await expect(page.locator('main [data-remote="checkout"]').getByTestId('cart-line')).toHaveCount(1);
  });

  test('one add is confirmed once, by the notice alone: no text beside the button, no panel opening by itself', async ({ page }) => {
    const product = await productToBuy();
    await page.goto(`/fr/produits/${product.handle}`);
    await shellReady(page);
    const confirmations = await countItemAdded(page);
    await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
    const slider = page.getByTestId('alert-slider');
    // The notice is the polite live region (role=status), there from the start so that the add is announced.
    await expect(slider).toHaveAttribute('role', 'status');
    await expect(slider.locator('[data-side]')).toContainText('Article ajouté au panier');
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
    expect(await confirmations()).toBe(1);
    // Nothing else says it: no live region in the page, no way-to-the-cart block, and the cart panel stays closed.
    await expect(
      page
        .locator('main')
        .getByRole('status')
        .filter({ hasText: /panier|ajouté/i }),
    ).toHaveCount(0);
    await expect(page.locator('main').getByRole('link', { name: /panier/i })).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Mon Panier' })).toHaveCount(0);
    await expect(page.getByText('Article ajouté au panier')).toHaveCount(1);
  });

  test("a new visitor's checkout is made once the page has been idle a while; a returning visitor's cart loads at once", async ({
    page,
  }) => {
    const cartCode = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /__federation_expose_CartRuntime/.test(entry.name)));
    // The page counts its idle delay from its own start, before goto() returns: the clock starts before the navigation.
    const ready = Date.now();
    await page.goto('/fr');
    // Nothing of the cart's code during the page's first seconds of use...
    await page.waitForTimeout(NEW_VISITOR_DELAY_MS - 1500);
    expect(await cartCode()).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), CHECKOUT_ID_KEY)).toBeNull();
    // ...then the checkout of spec §4 is made all the same.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CHECKOUT_ID_KEY), { timeout: 15_000 }).not.toBeNull();
    expect(Date.now() - ready).toBeGreaterThanOrEqual(NEW_VISITOR_DELAY_MS);

    // The same visitor, now with a checkout: the next page loads the cart's code as soon as it is idle.
    await page.goto('/fr/collection/spas');
    await expect.poll(cartCode, { timeout: 4_000 }).toBe(true);
  });
});
