// Payment messages in the customer's words (ADR 0051): a card the provider declines says so in the page's language and
// never in the provider's (no sandbox, no test card); 3-D Secure's refusals are §8's messages (ADR 0052); a cart already
// ordered in another tab names that order, leaves no pay button, and starts a new cart.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHECKOUT_STEPS, continueToPayment, fillProviderCard, productToBuy, TEST_VISA } from './support';

/** Not one of Braintree's test numbers: the provider refuses it, as an issuer declines a card it does not know. */
const UNKNOWN_CARD = '4000 0000 0000 0002';
const VENDOR_WORDS = /sandbox|bac à sable|\btests?\b|4111|4000|Processor|Do Not Honor/i;

const DELIVERY = {
  fr: {
    Prénom: 'Marie',
    Nom: 'Côté',
    Courriel: 'refus@example.com',
    Téléphone: '450 555-0123',
    Adresse: '12, rue des Érables',
    Ville: 'Laval',
    'Code postal': 'H7S 1M9',
  },
  en: {
    'First name': 'Mary',
    'Last name': 'Stone',
    Email: 'declined@example.com',
    Phone: '450 555-0142',
    Address: '12 Érables Street',
    City: 'Laval',
    'Postal code': 'H7S 1M9',
  },
} as const;

const checkoutOf = (page: Page) => page.locator('main [data-remote="checkout"]');

async function addProduct(page: Page, locale: 'fr' | 'en') {
  const product = await productToBuy(locale);
  await page.goto(`/${locale}/produits/${product.handle}`);
  await page
    .locator('main [data-remote="shop"]')
    .getByRole('button', { name: locale === 'fr' ? 'Ajouter au panier' : 'Add to cart' })
    .click();
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
}

/** From the checkout's first step to payment, its delivery information typed in. */
async function toPayment(page: Page, locale: 'fr' | 'en'): Promise<Locator> {
  await page.goto(locale === 'fr' ? '/fr/paiement' : '/en/checkout');
  const checkout = checkoutOf(page);
  for (const [label, value] of Object.entries(DELIVERY[locale]))
    await checkout.getByRole('textbox', { name: label, exact: true }).fill(value);
  await continueToPayment(checkout, locale);
  return checkout;
}

for (const [locale, words] of [
  ['fr', 'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.'],
  ['en', 'Transaction refused. Please contact your card issuer.'],
] as const) {
  test(`a declined card is said in the customer's words, never the provider's (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    await addProduct(page, locale);
    const checkout = await toPayment(page, locale);
    await fillProviderCard(checkout, locale, UNKNOWN_CARD);
    await checkout.getByRole('button', { name: CHECKOUT_STEPS[locale].pay }).click();
    await expect(checkout.getByTestId('payment-error')).toHaveText(words);
    // Nothing of the provider's vocabulary anywhere on the page, its frame included.
    await expect(page.locator('body')).not.toContainText(VENDOR_WORDS);
    const frame = checkout.locator('[data-testid="card-fields"] iframe').contentFrame();
    await expect(frame.locator('body')).not.toContainText(VENDOR_WORDS);
    // The buyer can pay with another card at once.
    await fillProviderCard(checkout, locale, TEST_VISA);
    await checkout.getByRole('button', { name: CHECKOUT_STEPS[locale].pay }).click();
    await expect(checkout.getByTestId('confirmation')).toBeVisible({ timeout: 30_000 });
  });
}

// 3-D Secure 2's test cards (developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live), through the local
// provider's frame behind the checkout's Hosted Fields interface.
test('3-D Secure: the issuer refuses the buyer after its challenge (§8 paymentMethod), then a challenge passed pays', async ({ page }) => {
  test.setTimeout(120_000);
  await addProduct(page, 'fr');
  const checkout = await toPayment(page, 'fr');
  const challenge = checkout
    .locator('[data-testid="card-fields"] iframe')
    .contentFrame()
    .getByRole('dialog', { name: 'Vérification par votre banque' });
  await fillProviderCard(checkout, 'fr', '4000 0000 0000 1109');
  await checkout.getByRole('button', { name: CHECKOUT_STEPS.fr.pay }).click();
  await challenge.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(checkout.getByTestId('payment-error')).toHaveText(
    'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.',
  );
  await expect(page.locator('body')).not.toContainText(VENDOR_WORDS);
  await fillProviderCard(checkout, 'fr', '4000 0000 0000 1091');
  await checkout.getByRole('button', { name: CHECKOUT_STEPS.fr.pay }).click();
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(checkout.getByTestId('confirmation')).toBeVisible({ timeout: 30_000 });
});

test('a cart ordered in another tab: this tab names that order, has no pay button, and starts a new cart', async ({ page, context }) => {
  test.setTimeout(150_000);
  await addProduct(page, 'fr');
  const checkout = await toPayment(page, 'fr');

  // The other tab pays for the same cart first.
  const other = await context.newPage();
  const otherCheckout = await toPayment(other, 'fr');
  await fillProviderCard(otherCheckout, 'fr');
  await otherCheckout.getByRole('button', { name: CHECKOUT_STEPS.fr.pay }).click();
  await expect(otherCheckout.getByTestId('confirmation')).toBeVisible({ timeout: 30_000 });
  const number = (await otherCheckout.getByTestId('order-number').textContent())!.match(/PS-[0-9A-F]{8}/)![0];
  const nextCart = await other.evaluate(() => localStorage.getItem('storefront.checkoutId'));

  // This tab still shows the cart it had, and pays for it.
  await fillProviderCard(checkout, 'fr');
  await checkout.getByRole('button', { name: CHECKOUT_STEPS.fr.pay }).click();
  const notice = checkout.getByTestId('already-ordered');
  await expect(notice.getByRole('heading')).toHaveText('Ce panier a déjà été commandé');
  await expect(notice.getByRole('alert')).toHaveText(
    `Ce panier a déjà été commandé\u00a0: commande ${number}. Commencez un nouveau panier pour poursuivre vos achats.`,
  );
  await expect(checkout.getByRole('button', { name: /^Payer/ })).toHaveCount(0);
  await expect(checkout.locator('[data-testid="card-fields"]')).toHaveCount(0);
  const newCart = notice.getByRole('button', { name: 'Commencer un nouveau panier' });
  await expect(newCart).toBeFocused();

  // The way forward: the cart the other tab started since (not a third one), then the shop.
  await newCart.click();
  await expect(page).toHaveURL(/\/fr\/boutique$/);
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '0');
  expect(await page.evaluate(() => localStorage.getItem('storefront.checkoutId'))).toBe(nextCart);
  await other.close();
});
