// The cart and checkout pages hold still while the visitor's cart is read (issue 48: CLS ≤ 0.02, with and without a line, at a
// phone's width and a desktop's): the server renders the empty cart, or the frame of the lines the lines cookie counts, at the
// size of what takes its place. Layout-shift entries as Chromium reports them that move the page's own region, added up.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { originOf, productToBuy } from './support';

const WIDTHS = [390, 1280] as const;
const LINES_COOKIE = 'storefront_cart_lines';

/**
 * Before the page's HTML: every layout shift not caused by the visitor's input that moved something of the page's own region
 * (main). The layout's own late parts below it (the newsletter block the footer makes room for on a short page) are the
 * shell's, measured by bench:shift.
 */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Element }[];
      }[]) {
        const nodes = (entry.sources ?? []).map((source) => source.node).filter((node) => node?.closest);
        if (!entry.hadRecentInput && nodes.some((node) => node?.closest('main')))
          shifts.push({
            value: entry.value,
            sources: nodes.map((node) => node?.getAttribute('data-testid') ?? node?.nodeName ?? '?'),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The shifts once the page has been still a moment (the cart read, its totals priced, the fonts in). */
async function settledShift(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

const main = (page: Page) => page.locator('main [data-remote="checkout"]');

test.describe('the cart and checkout pages hold still', () => {
  for (const width of WIDTHS) {
    test(`a new visitor's empty cart and checkout come from the server as they stay, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await watchShifts(page);
      for (const [path, shows] of [
        ['/fr/panier', 'cart-empty'],
        ['/fr/paiement', 'checkout-empty'],
      ] as const) {
        const response = await page.goto(path);
        // Nothing to read: the cart's code and the store's SDK wait, as on any page a new visitor opens (the shell's delay).
        expect(
          await page.evaluate(() =>
            performance.getEntriesByType('resource').some((entry) => /__federation_expose_CartRuntime/.test(entry.name)),
          ),
          path,
        ).toBe(false);
        // The server knew: the empty cart's words are in its HTML, no frame of lines to take back.
        const html = (await response?.text()) ?? '';
        expect(html, path).toContain(`data-testid="${shows}"`);
        expect(html, path).not.toContain('data-testid="cart-lines-frame"');
        await expect(main(page).getByTestId(shows)).toBeVisible();
        const { cls, shifts } = await settledShift(page);
        expect(cls, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.02);
      }
    });

    test(`a visitor's cart with a line takes the frame's place without moving the page, at ${width} px`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 844 });
      const product = await productToBuy();
      await page.goto(`/fr/produits/${product.handle}`);
      await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page.getByTestId('cart-badge').first()).toHaveAttribute('data-count', '1');
      // The runtime counted the line in the cookie the server reads; nothing else of the cart is in it.
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === LINES_COOKIE)).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      await watchShifts(page);

      const cart = await page.goto('/fr/panier');
      const cartHtml = (await cart?.text()) ?? '';
      expect(cartHtml).toContain('data-testid="cart-lines-frame"');
      expect(cartHtml).not.toContain('data-testid="cart-empty"');
      await expect(main(page).getByTestId('cart-line')).toContainText(product.title);
      await expect(main(page).getByTestId('totals-total')).toBeVisible();
      const atCart = await settledShift(page);
      expect(atCart.cls, JSON.stringify(atCart.shifts)).toBeLessThanOrEqual(0.02);

      await page.goto('/fr/paiement');
      await expect(main(page).getByTestId('summary-line')).toHaveCount(1);
      await expect(main(page).getByTestId('checkout-empty')).toHaveCount(0);
      const atCheckout = await settledShift(page);
      expect(atCheckout.cls, JSON.stringify(atCheckout.shifts)).toBeLessThanOrEqual(0.02);
    });
  }

  test('emptying the cart takes the cookie away: the next page the server renders is the empty cart', async ({ page, context }) => {
    const product = await productToBuy();
    await page.goto(`/fr/produits/${product.handle}`);
    await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByTestId('cart-badge').first()).toHaveAttribute('data-count', '1');
    await page.goto('/fr/panier');
    await main(page)
      .getByRole('button', { name: `Retirer ${product.title} du panier` })
      .click();
    await expect(main(page).getByTestId('cart-empty')).toBeVisible();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === LINES_COOKIE)).toBe(false);
    const again = await page.goto('/fr/panier');
    expect((await again?.text()) ?? '').toContain('data-testid="cart-empty"');
  });

  test('the cart page with a line loads neither the forms’ rules (zod) nor the cart panel’s dialog before it opens', async ({ page }) => {
    const product = await productToBuy();
    await page.goto(`/fr/produits/${product.handle}`);
    await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByTestId('cart-badge').first()).toHaveAttribute('data-count', '1');
    // Every script of the checkout remote the cart page asks for, as text.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(originOf('checkout')) && response.request().resourceType() === 'script')
        scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/fr/panier');
    await expect(main(page).getByTestId('cart-line')).toContainText(product.title);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const texts = await Promise.all(scripts);
    expect(texts.length).toBeGreaterThan(2);
    // zod names its types $ZodType…; Radix's dialog carries its FocusScope.
    expect(texts.filter((text) => text.includes('$ZodType'))).toEqual([]);
    expect(texts.filter((text) => text.includes('FocusScope'))).toEqual([]);
  });
});
