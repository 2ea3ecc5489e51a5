import { expect, test, type Page } from '@playwright/test';
import { SERVICE_PORTS } from '@storefront/mf-config';
import { productsOnSale } from '@storefront/remote-kit/testing/store';
import {
  addToCart,
  continueToPayment,
  expectAxeClean,
  expectNoSidewaysScroll,
  fillProviderCard,
  holdStore,
  openPanel,
  orderSummary,
  product,
  providerFrame,
  stepTitle,
  TEST_CARDS,
  watchCardNumber,
} from './helpers';

const PROVIDER = `http://127.0.0.1:${SERVICE_PORTS.payments}`;

const FR = {
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone',
  address: 'Adresse',
  city: 'Ville',
  postalCode: 'Code postal',
};
const EN: typeof FR = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal code',
};

async function fillDelivery(page: Page, labels: typeof FR, email: string) {
  const values = {
    firstname: 'Marie',
    lastname: 'Côté',
    email,
    phone: '450 555-0123',
    address: '12, rue des Érables',
    city: 'Laval',
    postalCode: 'h7s 1m9',
  };
  for (const [field, label] of Object.entries(labels))
    await page.getByRole('textbox', { name: label, exact: true }).fill(values[field as keyof typeof values]);
}

/** Records every payment message as it appears, to check their order. */
const recordPhases = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { phases: string[] }).phases = seen;
    const target = document.querySelector('[data-testid="payment-phase"]')!;
    new MutationObserver(() => {
      const text = target.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(target, { childList: true, characterData: true, subtree: true });
  });

test.describe('checkout in the harness', () => {
  test('French: delivery rules, consent boxes, payment messages in order, printable confirmation that survives a reload', async ({
    page,
  }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('link', { name: 'Procéder au paiement' }).click();

    const breadcrumb = page.locator('[data-breadcrumb]');
    await expect(breadcrumb.getByRole('listitem')).toHaveCount(1);
    await expect(breadcrumb).toContainText('Informations de livraison');
    await expect(page.getByLabel(/J’accepte de recevoir par courriel/)).not.toBeChecked();
    await expect(page.getByText('Vous pouvez retirer votre consentement en tout temps.')).toBeVisible();
    await expect(page.getByLabel('Utiliser l’adresse de livraison comme adresse de facturation')).toBeChecked();

    await page.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expect(page.getByTestId('error-city')).toHaveText('Précisez la ville.');
    await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page);

    await fillDelivery(page, FR, 'marie.fr@example.com');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('12345');
    await page.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
    await expect(page.getByTestId('error-postalCode')).toHaveText('Le champ « Code postal » n’est pas valide.');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('H7S 1M9');
    await continueToPayment(page);

    await expect(page).toHaveURL(/\/fr\/paiement\?etape=paiement$/);
    await expect(breadcrumb).toHaveText('Étape 4 sur 5 : Paiement');
    await expect((await orderSummary(page, 'Sommaire de la commande')).getByTestId('totals-tax-TVQ')).toBeVisible();
    // The card's rules are the provider's, in its frame, in the page's language; nothing is sent to the store.
    const frame = providerFrame(page);
    await expect(frame.getByLabel('Numéro de la carte', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect(frame.getByText('Entrez le nom du titulaire de la carte.')).toBeVisible();
    await fillProviderCard(page, TEST_CARDS.discover);
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect(frame.getByText('Seules les cartes Visa, Mastercard et American Express sont acceptées.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    // Back and forth keeps what was typed, and the review accepted.
    for (const title of ['Révision de la commande', 'Mode de livraison', 'Informations de livraison']) {
      await page.goBack();
      await expect(stepTitle(page)).toHaveText(title);
    }
    await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveValue('Laval');
    for (const title of ['Mode de livraison', 'Révision de la commande', 'Paiement']) {
      await page.goForward();
      await expect(stepTitle(page)).toHaveText(title);
    }

    const card = watchCardNumber(page, TEST_CARDS.visa, PROVIDER);
    await fillProviderCard(page, TEST_CARDS.visa);
    await recordPhases(page);
    const started = Date.now();
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    test.info().annotations.push({ type: 'pay-to-confirmation-ms', description: String(Date.now() - started) });
    expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual([
      'Enregistrement des informations…',
      'Validation des informations de paiement…',
      'Enregistrement de la commande…',
      'Paiement effectué.',
    ]);
    // The order's id in the address, never its access key (kept in this tab's session).
    await expect(page).toHaveURL(/etape=confirmation&commande=[0-9a-f-]{36}$/);
    expect(card.requests()).toBeGreaterThan(0);
    const number = await page.getByTestId('order-number').textContent();
    expect(number).toMatch(/Commande n° PS-[0-9A-F]{8}/);
    await expect(page.getByText('Visa se terminant par 1111')).toBeVisible();
    await expect(page.getByTestId('confirmation-billing')).toHaveText('Adresse de facturationIdentique à l’adresse de livraison.');
    await expectAxeClean(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimer la confirmation' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(number!);
    // The cart became an order: the next visit starts a new, empty checkout.
    await page.goto('/fr/panier');
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });

  test('the payment errors of spec §8 the buyer can meet, in French and English; nothing typed is lost', async ({ page }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/fr/paiement');
    await fillDelivery(page, FR, 'erreurs@example.com');
    await continueToPayment(page);
    const pay = () => page.getByRole('button', { name: /^Payer/ }).click();
    const frame = providerFrame(page);

    // A number the provider refuses at once is a declined card, in the customer's words, never the provider's own.
    await fillProviderCard(page, TEST_CARDS.unknown);
    await pay();
    await expect(page.getByTestId('payment-error')).toHaveText('Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.');
    await expect(page.getByTestId('payment-error')).not.toContainText(/bac à sable|sandbox|test/i);
    await expect(frame.locator('body')).not.toContainText(/bac à sable|sandbox|test/i);
    await expect(frame.getByLabel('Nom du titulaire de la carte', { exact: true })).toHaveValue('Marie Côté');
    // The gateway rejects for fraud (saveFail). (Braintree's "declined" test card declines a verification only: a sale on it
    // is decided by the amount, as in its sandbox, so an issuer's decline here is the unknown card's above.)
    await fillProviderCard(page, TEST_CARDS.fraud);
    await pay();
    await expect(page.getByTestId('payment-error')).toHaveText(
      'Le paiement n’a pas été complété en raison d’un problème de traitement. Un administrateur a été avisé par courriel. Veuillez réessayer plus tard.',
    );
    // The store API unreachable while the order is saved (connexion).
    await page.route('**/orders?lang=*', (route) => route.abort('connectionreset'));
    await fillProviderCard(page, TEST_CARDS.visa);
    await pay();
    await expect(page.getByTestId('payment-error')).toHaveText('La connexion au serveur a été interrompue. Veuillez réessayer.');
    await page.unroute('**/orders?lang=*');
    await expect(page.getByTestId('confirmation')).toHaveCount(0);
    // The drop-in cannot start (token).
    await page.route('**/payments/client-token**', (route) =>
      route.fulfill({
        status: 503,
        json: { statusCode: 503, error: 'token', message: 'Le module de transaction n’a pas pu être initialisé. Veuillez réessayer.' },
      }),
    );
    await page.reload();
    await expect(page.getByTestId('payment-error')).toHaveText('Le module de transaction n’a pas pu être initialisé. Veuillez réessayer.');
    await expect(page.getByRole('button', { name: /^Payer/ })).toBeDisabled();
    await page.unroute('**/payments/client-token**');

    await page.goto('/en/checkout?step=payment');
    await expect(page.locator('[data-breadcrumb]')).toContainText('Payment');
    await fillProviderCard(page, TEST_CARDS.unknown, 'en');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByTestId('payment-error')).toHaveText('Transaction refused. Please contact your card issuer.');
  });

  test('3-D Secure: a failed authentication and a closed challenge are §8’s messages, a challenge passed pays; in French and English', async ({
    page,
  }) => {
    for (const locale of ['fr', 'en'] as const) {
      const fr = locale === 'fr';
      await page.goto(fr ? '/fr/panier' : '/en/cart/');
      await addToCart(page, await product('free-delivery'));
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await page.goto(fr ? '/fr/paiement' : '/en/checkout');
      await fillDelivery(page, fr ? FR : EN, `3ds-${locale}@example.com`);
      await continueToPayment(page, locale);
      const pay = () => page.getByRole('button', { name: fr ? /^Payer/ : /^Pay/ }).click();
      const challenge = providerFrame(page).getByRole('dialog', {
        name: fr ? 'Vérification par votre banque' : 'Verification by your bank',
      });
      const refused = fr
        ? 'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.'
        : 'Transaction refused. Please contact your card issuer.';

      // The issuer refuses the buyer without a challenge, then after one: the issuer's refusal (§8 paymentMethod), nothing charged.
      await fillProviderCard(page, TEST_CARDS.frictionlessFailed, locale);
      await pay();
      await expect(page.getByTestId('payment-error')).toHaveText(refused);
      await fillProviderCard(page, TEST_CARDS.challengeFailed, locale);
      await pay();
      await challenge.getByRole('button', { name: fr ? 'Confirmer le paiement' : 'Confirm the payment' }).click();
      await expect(page.getByTestId('payment-error')).toHaveText(refused);
      // The buyer closes the challenge: the default message, to try again.
      await fillProviderCard(page, TEST_CARDS.challengePassed, locale);
      await pay();
      await expect(challenge).toContainText(
        fr ? /Votre banque vous demande de confirmer ce paiement de \d/ : /Your bank asks you to confirm this payment of \$\d/,
      );
      await challenge.getByRole('button', { name: fr ? 'Annuler' : 'Cancel' }).click();
      await expect(page.getByTestId('payment-error')).toHaveText(
        fr ? 'Nous sommes désolés, une erreur est survenue. Veuillez réessayer.' : 'We are sorry, an error has occurred. Please try again.',
      );
      await expect(page.getByTestId('confirmation')).toHaveCount(0);
      // Again, and the challenge passed: paid.
      await pay();
      await challenge.getByRole('button', { name: fr ? 'Confirmer le paiement' : 'Confirm the payment' }).click();
      await expect(page.getByTestId('confirmation')).toBeVisible();
      await expect(page.getByTestId('confirmation')).toContainText(fr ? 'se terminant par 1091' : 'ending in 1091');
    }
  });

  test('a double click on "Payer" sends one payment: the button is busy from the first click', async ({ page }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/fr/paiement');
    await fillDelivery(page, FR, 'double-clic@example.com');
    await continueToPayment(page);
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/orders') orders.push(request.url());
    });
    await fillProviderCard(page, TEST_CARDS.visa);
    const payButton = page.getByRole('button', { name: /^Payer/ });
    await payButton.dblclick();
    await expect(page.getByRole('button', { name: 'Paiement en cours…' })).toBeDisabled();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    expect(orders).toHaveLength(1);
  });

  test('a cart paid for in another tab while this one chooses its methods: the store’s message with the order’s number, and a new cart', async ({
    page,
  }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const ordered = await page.evaluate(() => localStorage.getItem('storefront.checkoutId'));
    // The store API's answer to a cart already paid for (services/api: 409 alreadyOrdered with the order's number).
    const message = 'Ce panier a déjà été commandé\u00a0: commande PS-1A2B3C4D. Commencez un nouveau panier pour poursuivre vos achats.';
    await page.route('**/orders/quote**', (route) =>
      route.fulfill({ status: 409, json: { statusCode: 409, error: 'alreadyOrdered', message, orderNumber: 'PS-1A2B3C4D' } }),
    );
    await page.goto('/fr/paiement');
    await fillDelivery(page, FR, 'deja-commande@example.com');
    await page.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
    await expect(page.getByTestId('already-ordered-message')).toHaveText(message);
    await expect(page.getByRole('button', { name: 'Continuer vers la révision' })).toHaveCount(0);
    await page.unroute('**/orders/quote**');
    await page.getByRole('button', { name: 'Commencer un nouveau panier' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('storefront.checkoutId'))).not.toBe(ordered);
  });

  test('PayPal in the provider’s frame: approved there, paid, and named on the confirmation; in English too', async ({ page }) => {
    for (const locale of ['fr', 'en'] as const) {
      const fr = locale === 'fr';
      await page.goto(fr ? '/fr/panier' : '/en/cart/');
      await addToCart(page, await product('free-delivery'));
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await page.goto(fr ? '/fr/paiement' : '/en/checkout');
      await fillDelivery(page, fr ? FR : EN, `paypal-${locale}@example.com`);
      await continueToPayment(page, locale);
      const frame = providerFrame(page);
      await frame.getByRole('radio', { name: 'PayPal' }).check();
      await frame.getByLabel(fr ? 'Adresse courriel du compte PayPal' : 'PayPal account email').fill('acheteur@example.com');
      await frame.getByRole('button', { name: fr ? 'Approuver avec PayPal' : 'Approve with PayPal' }).click();
      // The page holds PayPal's approval, and says so beside its pay button.
      await expect(page.getByTestId('paypal-approved')).toHaveText(
        fr
          ? 'Compte PayPal approuvé\u00a0: acheteur@example.com. Payez avec le bouton ci-dessous.'
          : 'PayPal account approved: acheteur@example.com. Pay with the button below.',
      );
      await page.getByRole('button', { name: fr ? /^Payer/ : /^Pay/ }).click();
      await expect(page.getByTestId('confirmation')).toBeVisible();
      await expect(page.getByText('PayPal (acheteur@example.com)')).toBeVisible();
      await expectAxeClean(page);
    }
  });

  test('a cart changed in another tab after the price was shown is not charged: the new total is shown, then paid', async ({
    page,
    context,
  }) => {
    await page.goto('/fr/panier');
    const item = await product('free-delivery');
    await addToCart(page, item);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/fr/paiement');
    await fillDelivery(page, FR, 'onglets@example.com');
    await continueToPayment(page);
    const payButton = page.getByRole('button', { name: /^Payer/ });
    await expect(payButton).toBeEnabled();
    const shown = await payButton.textContent();
    // Another tab adds the same product again.
    const other = await context.newPage();
    await other.goto('/fr/panier');
    await addToCart(other, item);
    await expect(other.getByTestId('cart-quantity')).toHaveValue('2');
    await other.close();

    await fillProviderCard(page, TEST_CARDS.visa);
    await payButton.click();
    await expect(page.getByTestId('payment-error')).toContainText('Votre panier a changé depuis l’affichage du total. Nouveau total');
    await expect(page.getByTestId('payment-error')).toContainText('Aucun montant n’a été prélevé.');
    await expect(payButton).not.toHaveText(shown!);
    await fillProviderCard(page, TEST_CARDS.visa);
    await payButton.click();
    await expect(page.getByTestId('confirmation')).toContainText(`2 × ${item.title}`);
  });

  test('English delivery step wording and rules; the closed-shop switch shows the call-to-order message', async ({ page }) => {
    await page.goto('/en/cart/');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/en/checkout');
    await expect(page.locator('[data-breadcrumb]')).toContainText('Delivery information');
    await page.getByRole('button', { name: 'Continue to delivery method' }).click();
    await expect(page.getByTestId('error-city')).toHaveText('Please specify the city.');
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    // Asked in the page's language, as every call of the store API's browser client (?lang=fr).
    await page.route('**/orders/availability?*', (route) => route.fulfill({ json: { open: false } }));
    await page.goto('/fr/paiement');
    await expect(page.getByTestId('shop-closed')).toHaveText(
      'Notre boutique sera bientôt en ligne. En attendant, appelez-nous au 450 555-0123 pour commander.',
    );
  });

  test('English pages: English titles in the cart, panel, payment summary and confirmation, French again after a switch; a billing address of its own', async ({
    page,
  }) => {
    const [french, english] = await Promise.all([productsOnSale('fr'), productsOnSale('en')]);
    const item = french.find(
      (p) => p.price >= 39 && p.price < 2000 && english.some((e) => e.variantId === p.variantId && e.title !== p.title),
    );
    if (!item) throw new Error('The local store has no product with an English title of its own');
    const englishTitle = english.find((e) => e.variantId === item.variantId)!.title;

    await page.goto('/fr/panier');
    await addToCart(page, item);
    await expect(page.getByTestId('cart-line')).toContainText(item.title);
    // The harness's own links navigate inside the page, as the shell's language switch does.
    await page.getByRole('navigation', { name: 'Harness' }).getByRole('link', { name: 'en:cart', exact: true }).click();
    await expect(page.getByTestId('cart-line')).toContainText(englishTitle);
    await openPanel(page);
    await expect(page.getByTestId('cart-panel')).toContainText(englishTitle);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Harness' }).getByRole('link', { name: 'fr:cart', exact: true }).click();
    await expect(page.getByTestId('cart-line')).toContainText(item.title);

    await page.goto('/en/checkout');
    await fillDelivery(page, EN, 'billing@example.com');
    await page.getByLabel('Use the delivery address as the billing address').uncheck();
    const billing = page.getByRole('group', { name: 'Billing address' });
    await expect(billing).toBeVisible();
    await page.getByRole('button', { name: 'Continue to delivery method' }).click();
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expect(page.getByTestId('error-summary')).toContainText('Billing address: Please specify the city.');
    await expect(billing.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('error-billing-city')).toHaveText('Please specify the city.');
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
    const values = { firstname: 'Jean', lastname: 'Tremblay', address: '100 King Street West', city: 'Toronto', postalCode: 'm5x 1a9' };
    for (const [field, value] of Object.entries(values))
      await billing.getByRole('textbox', { name: EN[field as keyof typeof EN], exact: true }).fill(value);
    await billing.getByRole('textbox', { name: 'Postal code' }).fill('90210');
    await billing.getByRole('textbox', { name: 'Postal code' }).blur();
    await expect(page.getByTestId('error-billing-postalCode')).toHaveText('The “Postal code” field is not valid.');
    await billing.getByRole('textbox', { name: 'Postal code' }).fill('M5X 1A9');
    // A billing postal code of another province than the one chosen is refused in words too.
    await billing.getByRole('textbox', { name: 'Postal code' }).blur();
    await expect(page.getByTestId('error-billing-postalCode')).toContainText('M5X 1A9');
    await billing.getByRole('combobox', { name: 'Province' }).selectOption('ON');
    await expect(page.getByTestId('error-billing-postalCode')).toHaveCount(0);
    await continueToPayment(page, 'en');

    await expect(await orderSummary(page, 'Order summary')).toContainText(englishTitle);
    await fillProviderCard(page, TEST_CARDS.visa, 'en');
    await page.getByRole('button', { name: /^Pay/ }).click();
    const confirmation = page.getByTestId('confirmation');
    await expect(confirmation).toContainText(`1 × ${englishTitle}`);
    await expect(page.getByTestId('confirmation-billing')).toContainText('Jean Tremblay');
    await expect(page.getByTestId('confirmation-billing')).toContainText('Toronto (ON) M5X 1A9');
    await expectAxeClean(page);

    // The same confirmation on a French page (the language switch keeps the query): French titles, the order read again.
    await page.goto(page.url().replace('/en/checkout', '/fr/paiement'));
    await expect(confirmation).toContainText(`1 × ${item.title}`);
    await expect(page.getByTestId('confirmation-billing')).toContainText('Adresse de facturation');
  });

  test('the delivery form is there before the cart is read (as the server renders it), its fields empty, and what is typed stays when the cart comes, then on to payment; in both languages', async ({
    page,
  }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const store = await holdStore(page);
    for (const { path, labels, steps, step, title } of [
      { path: '/fr/paiement', labels: FR, steps: 'Étapes du paiement', step: 'Étape 1 sur 5', title: 'Informations de livraison' },
      { path: '/en/checkout', labels: EN, steps: 'Checkout steps', step: 'Step 1 of 5', title: 'Delivery information' },
    ]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: steps })).toContainText(step);
      await expect(page.locator('#checkout-step-title')).toHaveText(title);
      for (const label of Object.values(labels)) await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
      await expectAxeClean(page);
    }
    await page.getByRole('textbox', { name: EN.firstname, exact: true }).fill('Mary');
    expect(store.count()).toBeGreaterThan(0);
    await store.release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('textbox', { name: EN.firstname, exact: true })).toHaveValue('Mary');
    await fillDelivery(page, EN, 'mary@example.com');
    await page.getByRole('button', { name: 'Continue to delivery method' }).click();
    await expect(await orderSummary(page, 'Order summary')).toBeVisible();
  });

  test('the later steps’ code is not in the page’s first load: each comes as the buyer starts on the step before it', async ({ page }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // The steps' chunks the page has asked for, by name (mfe-checkout/src/features/checkout/laterSteps.tsx).
    const stepChunks = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => /checkout-step-([a-z-]+)\./.exec(entry.name)?.[1])
          .filter((name) => name !== undefined)
          .sort(),
      );
    await page.goto('/fr/paiement');
    await expect(stepTitle(page)).toHaveText('Informations de livraison');
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await stepChunks()).toEqual([]);
    await page.getByRole('textbox', { name: FR.firstname, exact: true }).focus();
    await expect.poll(stepChunks).toEqual(['method']);
    await fillDelivery(page, FR, 'marie@example.com');
    await continueToPayment(page);
    await expect.poll(stepChunks).toEqual(['confirmation', 'method', 'payment', 'review']);
  });
});
