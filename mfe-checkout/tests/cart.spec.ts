import { expect, test } from '@playwright/test';
import { productToBuy } from '../../scripts/testing/store';

type BusWindow = { storefrontBus: { send(name: 'cart:add', payload: { variantId: string; quantity: number }): void } };

test.describe('checkout remote in its harness', () => {
  test('the harness page arrives styled on its first load: brand font, tokens and base', async ({ page }) => {
    await page.goto('/fr/panier');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Mon Panier');
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 1rem "Montserrat Variable"'))).toBe(true);
    const styles = await heading.evaluate((el) => ({ font: getComputedStyle(el).fontFamily, color: getComputedStyle(el).color, margin: getComputedStyle(document.body).margin }));
    expect(styles.font).toContain('Montserrat Variable');
    // --color-navy, from the tokens; the base resets the body's margin.
    expect(styles.color).toBe('rgb(11, 37, 69)');
    expect(styles.margin).toBe('0px');
  });

  test('an empty cart says so', async ({ page }) => {
    await page.goto('/fr/panier');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon Panier');
    await expect(page.getByTestId('cart-empty')).toHaveText('Votre panier est vide.');
  });

  test('the cart runtime owns cart:add: the line appears with its price in Canadian dollars', async ({ page }) => {
    const product = await productToBuy();
    await page.goto('/fr/panier');
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await page.evaluate(({ variantId }) => (window as unknown as BusWindow).storefrontBus.send('cart:add', { variantId, quantity: 2 }), product);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product.title);
    await expect(line.getByRole('cell').nth(1)).toHaveText('2');
    const expected = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(product.price * 2);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(expected);
    // Nothing scrolls sideways, even on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Retirer' }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });

  test('the English cart page has its English wording', async ({ page }) => {
    await page.goto('/en/cart/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart');
    await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty.');
  });

  test('the checkout page names its steps', async ({ page }) => {
    await page.goto('/fr/paiement');
    for (const step of ['Informations de livraison', 'Paiement', 'Confirmation']) await expect(page.getByText(step, { exact: true }).first()).toBeVisible();
  });
});
