// What a visitor sees: every page type and every open dialog at 390 and 1280 px compared with the committed baselines,
// each open dialog's text readable against its own panel, and axe with each dialog open.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  acceptReview,
  CHECKOUT_STEPS,
  continueToMethods,
  continueToPayment,
  continueToReview,
  fillProviderCard,
  lawfulCart,
  productToBuy,
} from './support';
import { contrastProblems, FIXED_NOW, settle } from './visual-support';

/** Every page type of the spec, in French; a few in English too. */
const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/fr' },
  { name: 'collection-spas', path: '/fr/collection/spas' },
  { name: 'collection-above-ground', path: '/fr/collection/piscines-hors-terre' },
  { name: 'collection-furniture', path: '/fr/collection/mobilier-exterieur' },
  { name: 'model-spa', path: '/fr/collection/spas/harmonie-h7' },
  { name: 'model-pool', path: '/fr/collection/piscines-hors-terre/riviera-ronde-24-pi' },
  { name: 'model-in-ground', path: '/fr/collection/piscines-creusees/forme-libre-lagon' },
  { name: 'service', path: '/fr/installation-reparation-entretien' },
  { name: 'promotions', path: '/fr/promotions' },
  { name: 'promotion-detail', path: '/fr/promotions/circulaire-de-l-automne' },
  { name: 'video-advice', path: '/fr/conseils-video' },
  { name: 'customer-area', path: '/fr/espace-client' },
  { name: 'legal', path: '/fr/conditions-achat-en-ligne' },
  { name: 'shop', path: '/fr/boutique' },
  { name: 'shop-category', path: '/fr/boutique/mobilier-exterieur/mobilier-de-jardin' },
  { name: 'shop-search', path: '/fr/boutique/recherche?e=chlore' },
  { name: 'shop-clearance', path: '/fr/boutique/liquidations' },
  // The facets beside the tree (ADR 0050): two chosen, their chips above the products.
  { name: 'shop-facets', path: '/fr/boutique/spas?marque=boreal-spas&dispo=store' },
  { name: 'product-spa', path: '/fr/produits/spa-harmonie-h7' },
  { name: 'wishlist-empty', path: '/fr/liste-de-souhaits' },
  { name: 'compare-empty', path: '/fr/comparer' },
  { name: 'cart-empty', path: '/fr/panier' },
  { name: 'checkout-empty', path: '/fr/paiement' },
  { name: 'quote', path: '/fr/demande-soumission' },
  { name: 'financing', path: '/fr/demande-financement' },
  { name: 'video-conference', path: '/fr/demande-visioconference' },
  { name: 'contact', path: '/fr/contact' },
  { name: 'careers', path: '/fr/carriere' },
  { name: 'customer-experience', path: '/fr/experience-client' },
  { name: 'not-found', path: '/fr/cette-page-nexiste-pas' },
  { name: 'en-home', path: '/en' },
  { name: 'en-shop-category', path: '/en/store/spas' },
  { name: 'en-contact', path: '/en/contact' },
];

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FIXED_NOW);
});

for (const { name, path } of PAGES) {
  test(`page: ${name}`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
  });
}

for (const locale of ['fr', 'en'] as const) {
  test(`page: product sold online (${locale})`, async ({ page }) => {
    const product = await productToBuy(locale);
    await page.goto(`/${locale}/produits/${product.handle}`);
    await settle(page);
    await expect(page).toHaveScreenshot(`product-${locale}.png`, { fullPage: true });
  });
}

// ADR 0051: the plan of a pool whose chlorine is under its minimum, chlorine first with its reason.
test('page: water plan with low chlorine', async ({ page }) => {
  await page.goto('/fr/analyse-eau?surf=vinyl&v=40000&ph=7.9&ta=60&ch=150&cya=30&fc=1&tc=1&t=26');
  await expect(page.locator('main [data-remote="water"]').getByTestId('plan-step').first()).toHaveAttribute('data-stage', 'sanitizer');
  await settle(page);
  await expect(page).toHaveScreenshot('water-plan-low-chlorine.png', { fullPage: true });
});

// ADR 0051: the water plan and a configuration as they print: alone, the plan with its readings, the summary with the store's
// name, address and phones, the date (masked: it is today's) and the configuration's address (masked: the port changes).
test('pages: water plan and configurator summary, printed', async ({ page }) => {
  await page.goto('/fr/analyse-eau?surf=vinyl&v=40000&ph=7.9&ta=60&ch=150&cya=30&fc=1&tc=1&t=26');
  await expect(page.locator('main [data-remote="water"]').getByTestId('plan-step').first()).toHaveAttribute('data-stage', 'sanitizer');
  await settle(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page).toHaveScreenshot('water-plan-print.png', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/fr/collection/piscines-hors-terre/riviera-ronde-24-pi?escalier=escalier-d-angle');
  await settle(page);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('printed-facts')).toBeVisible();
  await expect(page).toHaveScreenshot('configurator-print.png', {
    fullPage: true,
    mask: [page.getByTestId('printed-date'), page.getByTestId('printed-url')],
  });
});

// ADR 0051: after a tap low in the lists, the total in view (the bar above the bottom bar on a phone, the summary beside on a desktop).
test('page: configurator total in view after a choice', async ({ page }) => {
  await page.goto('/fr/collection/piscines-hors-terre/riviera-ronde-24-pi');
  await settle(page);
  const liner = page.locator('main').getByRole('group', { name: 'Toiles' }).getByText('Vague turquoise');
  await liner.scrollIntoViewIfNeeded();
  await liner.click();
  await expect(page.getByTestId('total-announce')).toHaveText('Total estimé : 5 241,83 $');
  // settle() reads the page back to the top: the shot is of the screen where the tap was, so the option is brought back.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  // The option 200 px below the top, in whole pixels, whatever the scroll was ("if needed" left it wherever the page was).
  await liner.evaluate((element) =>
    window.scrollTo({ top: Math.round(element.getBoundingClientRect().top + window.scrollY - 200), behavior: 'instant' }),
  );
  // A window's shot, not the page's: the scroll lands a few pixels apart from run to run (3 % of the pixels), while a missing
  // total bar is about 10 %, so this one shot takes 6 % (the model-configurator e2e checks the total itself).
  await expect(page).toHaveScreenshot('configurator-total.png', { maxDiffPixelRatio: 0.06 });
});

test('pages: wishlist and compare with saved products', async ({ page }) => {
  await page.goto('/fr/boutique/produits-chimiques');
  const cards = page.locator('main [data-remote="shop"]').getByTestId('product-card');
  for (const at of [0, 1, 2]) {
    await cards.nth(at).getByTestId('wishlist-toggle').click();
    await cards.nth(at).getByTestId('compare-toggle').click();
  }
  await expect(page.getByTestId('compare-link')).toHaveAttribute('data-count', '3');
  await page.goto('/fr/liste-de-souhaits');
  await expect(cards).toHaveCount(3);
  await settle(page);
  await expect(page).toHaveScreenshot('wishlist.png', { fullPage: true });
  await page.goto('/fr/comparer');
  await expect(page.locator('main [data-remote="shop"]').getByRole('table')).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('compare.png', { fullPage: true });
});

test('page: compare two spas', async ({ page }) => {
  await page.goto('/fr/boutique/spas');
  const shop = page.locator('main [data-remote="shop"]');
  for (const handle of ['spa-evasion-e6l', 'spa-harmonie-h6'])
    await shop.locator(`[data-testid="product-card"][data-handle="${handle}"]`).getByTestId('compare-toggle').click();
  await expect(page.getByTestId('compare-link')).toHaveAttribute('data-count', '2');
  await page.goto('/fr/comparer');
  await expect(shop.locator('tr[data-row="jets"] td')).toHaveCount(2);
  await settle(page);
  await expect(page).toHaveScreenshot('compare-spas.png', { fullPage: true });
});

// ADR 0051: a sent lead's confirmation in the form's place, as the window shows it once it scrolled there (below the header, above
// the phone's bottom bar). The reference and the reply's day follow the run (the API's sequence and clock): masked.
test('page: a lead’s confirmation', async ({ page }) => {
  await page.goto('/fr/contact');
  const form = page.locator('form[data-form="contact"]');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  const label = (text: string) => new RegExp(`^${text}( \\*)?$`);
  await form.getByLabel(label('Nom complet')).fill('Marie Côté');
  await form.getByLabel(label('Courriel')).fill('marie.visuel@example.com');
  await form.getByLabel(label('Téléphone')).fill('450 555-0123');
  await form.getByLabel(label('Message')).fill('Bonjour, avez-vous des toiles solaires ?');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  const confirmation = page.getByTestId('lead-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Confirmation' })).toBeFocused();
  await settle(page);
  // settle() leaves the page at its top: back where the confirmation brought it, on a whole pixel (a fractional scroll
  // position is drawn a pixel up or down from one run to the next).
  await confirmation.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollTo(0, Math.round(window.scrollY));
  });
  await expect(page).toHaveScreenshot('lead-confirmation.png', {
    mask: [confirmation.getByTestId('lead-reference'), confirmation.getByTestId('lead-next')],
  });
});

/** One line of the cart, added the way the product page's button does, so the cart pages and panel have something to show. */
async function addToCart(page: Page) {
  const product = await productToBuy();
  await page.goto(`/fr/produits/${product.handle}`);
  await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
}

// ADR 0051: one add, one notice, just above the phone's tab bar and clear of the header's cart on a desktop.
test('notice: an add to the cart', async ({ page }) => {
  const product = await productToBuy();
  await page.goto(`/fr/produits/${product.handle}`);
  await settle(page);
  await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
  const notice = page.getByTestId('alert-slider').locator('[data-side]');
  await expect(notice).toContainText('Article ajouté au panier');
  // Focus in the notice holds it past its 5 s (a click's focus shows no ring).
  await notice.getByRole('link', { name: 'Voir le panier' }).focus();
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expect(page).toHaveScreenshot('notice-added.png');
});

test('page: cart with a line', async ({ page }) => {
  await addToCart(page);
  await page.goto('/fr/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await settle(page);
  await expect(page).toHaveScreenshot('cart.png', { fullPage: true });
});

test('page: checkout, delivery step with a line', async ({ page }) => {
  await addToCart(page);
  await page.goto('/fr/paiement');
  await expect(page.locator('main [data-remote="checkout"] form').first()).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('checkout-delivery.png', { fullPage: true });
});

/**
 * Days and times in words ("mercredi 9 décembre", "December 9", "10 h", "10:00 a.m."): what the store offers and when a shipment
 * leaves follow the store's clock, which starts on the seed's day and moves with the run.
 */
const DATED =
  /\d{1,2}(er)?\s(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|(January|February|March|April|May|June|July|August|September|October|November|December)\s\d{1,2}|\d{1,2}\sh\b|\d{1,2}:\d{2}/;

/** The checkout's parts that change with the store's clock: the offers' days and times, the day selects, each shipment's when. */
const datedParts = (checkout: Locator) => [
  checkout.locator('[data-testid="offer"] [id$="-detail"] > span').filter({ hasText: DATED }),
  checkout.locator('[data-testid="offer"] select'),
  checkout.locator('[data-testid="shipment"] > p').filter({ hasText: DATED }),
];

/** The receipt's parts that change with every order: its number, the day it was placed and accepted, and the shipments' days. */
const receiptMask = (checkout: Locator) => [
  checkout.getByTestId('order-number'),
  checkout.getByTestId('order-date'),
  checkout.getByTestId('confirmation-acceptance'),
  ...datedParts(checkout),
];

/** Pays at the payment step with the provider's test card, then brings the confirmation to rest from a fresh load. */
async function payAndSettle(page: Page, checkout: Locator, locale: 'fr' | 'en') {
  await fillProviderCard(checkout, locale);
  await checkout.getByRole('button', { name: CHECKOUT_STEPS[locale].pay }).click();
  await expect(checkout.getByTestId('confirmation')).toBeVisible({ timeout: 30_000 });
  // Read again after a reload (the key kept in the tab's session). Playwright never sees the page's network go idle once a
  // frame is removed less than 500 ms after its last request (the provider's, when the step changes), so the page is
  // brought to rest from a fresh load.
  await page.reload();
  await expect(checkout.getByTestId('confirmation')).toBeVisible({ timeout: 30_000 });
  await settle(page);
}

const DELIVERY_FIELDS = {
  fr: {
    Prénom: 'Marie',
    Nom: 'Côté',
    Courriel: 'marie.cote@example.com',
    Téléphone: '450 555-0123',
    Adresse: '12, rue des Érables',
    Ville: 'Laval',
    'Code postal': 'H7S 1M9',
  },
  en: {
    'First name': 'Mary',
    'Last name': 'Stone',
    Email: 'mary.stone@example.com',
    Phone: '450 555-0142',
    Address: '12 Érables Street',
    City: 'Laval',
    'Postal code': 'H7S 1M9',
  },
} as const;

test('pages: checkout, payment step and confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  await addToCart(page);
  await page.goto('/fr/paiement');
  const checkout = page.locator('main [data-remote="checkout"]');
  for (const [label, value] of Object.entries(DELIVERY_FIELDS.fr))
    await checkout.getByRole('textbox', { name: label, exact: true }).fill(value);
  await continueToPayment(checkout, 'fr');
  await expect(checkout.getByTestId('delivery-recap')).toContainText('Laval (QC) H7S 1M9');
  await expect(
    checkout.locator('[data-testid="card-fields"] iframe').contentFrame().getByLabel('Numéro de la carte', { exact: true }),
  ).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('checkout-payment.png', { fullPage: true });

  await payAndSettle(page, checkout, 'fr');
  await expect(page).toHaveScreenshot('checkout-confirmation.png', { fullPage: true, mask: receiptMask(checkout) });
});

/** Fills the delivery step and goes on to payment with the store's first methods. */
async function toPayment(page: Page): Promise<Locator> {
  await page.goto('/fr/paiement');
  const checkout = page.locator('main [data-remote="checkout"]');
  for (const [label, value] of Object.entries(DELIVERY_FIELDS.fr))
    await checkout.getByRole('textbox', { name: label, exact: true }).fill(value);
  await continueToPayment(checkout, 'fr');
  return checkout;
}

// ADR 0051: a card the provider declines, in the customer's words; a cart another tab ordered, with its order's number
// (the same for every run in the shot: it changes with every order) and a new cart as the way forward.
test('pages: checkout, a declined card and a cart already ordered in another tab', async ({ page, context }) => {
  test.setTimeout(150_000);
  await addToCart(page);
  const checkout = await toPayment(page);
  await fillProviderCard(checkout, 'fr', '4000 0000 0000 0002');
  await checkout.getByRole('button', { name: CHECKOUT_STEPS.fr.pay }).click();
  await expect(checkout.getByTestId('payment-error')).toHaveText(
    'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.',
  );
  await settle(page);
  await expect(page).toHaveScreenshot('checkout-declined.png', { fullPage: true });

  const other = await context.newPage();
  const otherCheckout = await toPayment(other);
  await fillProviderCard(otherCheckout, 'fr');
  await otherCheckout.getByRole('button', { name: CHECKOUT_STEPS.fr.pay }).click();
  await expect(otherCheckout.getByTestId('confirmation')).toBeVisible({ timeout: 30_000 });
  await other.close();
  await fillProviderCard(checkout, 'fr');
  await checkout.getByRole('button', { name: CHECKOUT_STEPS.fr.pay }).click();
  const message = checkout.getByTestId('already-ordered-message');
  await expect(message).toContainText('Ce panier a déjà été commandé');
  await message.evaluate((element) => (element.textContent = element.textContent!.replace(/PS-[0-9A-F]{8}/, 'PS-00000000')));
  await settle(page);
  await expect(page).toHaveScreenshot('checkout-already-ordered.png', { fullPage: true });
});

// The checkout's steps (ADR 0048) with a parcel and a dangerous good (two groups of methods, two shipments), each step as the visitor sees it,
// and the receipt as it prints. The English pages prefix their baselines with "en-", as the pages above do.
for (const locale of ['fr', 'en'] as const) {
  test(`pages: checkout, delivery method, review and printed receipt (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const prefix = locale === 'fr' ? '' : 'en-';
    const { accessory, chlorine } = await lawfulCart();
    for (const [index, product] of [accessory, chlorine].entries()) {
      await page.goto(`/fr/produits/${product.handle}`);
      await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', String(index + 1));
    }
    await page.goto(locale === 'fr' ? '/fr/paiement' : '/en/checkout');
    const checkout = page.locator('main [data-remote="checkout"]');
    for (const [label, value] of Object.entries(DELIVERY_FIELDS[locale]))
      await checkout.getByRole('textbox', { name: label, exact: true }).fill(value);

    await continueToMethods(checkout, locale);
    await expect(checkout.getByTestId('method-group')).toHaveCount(2);
    await expect(checkout.getByRole('button', { name: CHECKOUT_STEPS[locale].toReview })).toBeEnabled();
    await settle(page);
    await expect(page).toHaveScreenshot(`${prefix}checkout-method.png`, { fullPage: true, mask: datedParts(checkout) });

    await continueToReview(checkout, locale);
    await expect(checkout.getByTestId('review-line')).toHaveCount(2);
    await settle(page);
    await expect(page).toHaveScreenshot(`${prefix}checkout-review.png`, { fullPage: true, mask: datedParts(checkout) });

    await acceptReview(checkout, locale);
    await payAndSettle(page, checkout, locale);
    await page.emulateMedia({ media: 'print' });
    await expect(checkout.getByTestId('merchant')).toBeVisible();
    await expect(page).toHaveScreenshot(`${prefix}checkout-receipt-print.png`, { fullPage: true, mask: receiptMask(checkout) });
  });
}

/** The booking routes' answers, fixed (the suite's own bookings take places): the store API's shapes, from mfe-forms' api.ts. */
async function fixedBooking(page: Page) {
  const day = (date: string, morning: number, afternoon: number) => ({
    day: date,
    weekday: new Date(`${date}T12:00:00Z`).getUTCDay() || 7,
    morning,
    afternoon,
  });
  const days = [
    '2027-04-15',
    '2027-04-16',
    '2027-04-17',
    '2027-04-19',
    '2027-04-20',
    '2027-04-21',
    '2027-04-22',
    '2027-04-23',
    '2027-04-24',
  ]
    .map((date, index) => day(date, index === 1 ? 0 : 6, index < 2 ? 0 : 6 - (index % 3)))
    .concat(['2027-04-26', '2027-04-27', '2027-04-28', '2027-04-29', '2027-04-30'].map((date) => day(date, 6, 6)));
  const json = (body: unknown, status = 200) => ({
    status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  });
  await page.route(
    (url) => url.pathname === '/bookings/availability',
    (route) =>
      route.fulfill(
        json({ area: { fsa: 'H7S', name: 'Laval' }, service: 'opening', window: { from: '2027-04-15', to: '2027-06-15' }, days }),
      ),
  );
  await page.route(
    (url) => url.pathname === '/bookings/holds',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill(json({ holdId: '0b7c3c2e-8f1a-4c55-9d1e-0a6b2f3c4d5e', expiresIn: 600, ...route.request().postDataJSON() }, 201))
        : route.continue(),
  );
  await page.route(
    (url) => url.pathname === '/bookings',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill(
            json(
              { number: 'R-1042', service: 'opening', day: '2027-04-19', half: 'morning', price: 119, offer: 'single', total: 119 },
              201,
            ),
          )
        : route.continue(),
  );
}

// ADR 0051: the booking's calendar of a month, and its confirmation as it prints (alone, without the site around it).
test('page: booking calendar', async ({ page }) => {
  await fixedBooking(page);
  await page.goto('/fr/reservation-entretien?service=opening');
  const booking = page.locator('main [data-page="serviceBooking"]');
  await expect(booking.locator('form[data-form="booking-choice"]')).toHaveAttribute('data-hydrated', 'true');
  await booking.getByLabel(/^Code postal/).fill('H7S 1M9');
  await booking.getByRole('button', { name: 'Voir les dates libres' }).click();
  await expect(booking.getByTestId('day-halves')).toHaveAttribute('data-day', '2027-04-15');
  await settle(page);
  await expect(page).toHaveScreenshot('booking-calendar.png', { fullPage: true });
});

test('page: booking confirmation, printed', async ({ page }) => {
  await fixedBooking(page);
  await page.goto('/fr/reservation-entretien?service=opening');
  const booking = page.locator('main [data-page="serviceBooking"]');
  await expect(booking.locator('form[data-form="booking-choice"]')).toHaveAttribute('data-hydrated', 'true');
  await booking.getByLabel(/^Code postal/).fill('H7S 1M9');
  await booking.getByRole('button', { name: 'Voir les dates libres' }).click();
  await booking.getByRole('button', { name: /^lundi 19 avril 2027/ }).click();
  await booking.locator('[data-testid="day-halves"] button[data-half="morning"]').click();
  const form = booking.locator('form[data-form="booking"]');
  for (const [label, value] of [
    [/^Prénom/, 'Marie'],
    [/^Nom/, 'Côté'],
    [/^Courriel/, 'marie@example.com'],
    [/^Téléphone/, '450 555-0123'],
    [/^Adresse/, '12, rue des Érables'],
    [/^Ville/, 'Laval'],
  ] as const)
    await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(booking.getByTestId('booking-done')).toContainText('R-1042');
  await page.emulateMedia({ media: 'print' });
  await settle(page);
  await expect(page).toHaveScreenshot('booking-confirmation-print.png', { fullPage: true });
});

interface DialogCase {
  name: string;
  path: string;
  open: (page: Page) => Promise<Locator>;
  phoneOnly?: boolean;
}

const DIALOGS: DialogCase[] = [
  {
    name: 'menu',
    path: '/fr',
    open: async (page) => {
      await page.getByTestId('mega-menu-toggle').click();
      return page.getByTestId('mega-menu');
    },
  },
  {
    name: 'product-bar',
    path: '/fr',
    open: async (page) => {
      await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Produits' }).click();
      return page.getByRole('dialog', { name: 'Nos produits' });
    },
  },
  {
    name: 'service-bar',
    path: '/fr',
    open: async (page) => {
      await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Services' }).click();
      return page.getByRole('dialog', { name: 'Nos services' });
    },
  },
  {
    name: 'delivery-modal',
    path: '/fr',
    open: async (page) => {
      await page.getByTestId('delivery-toggle').click();
      return page.getByTestId('delivery-modal');
    },
  },
  {
    name: 'cart-panel',
    path: '/fr/boutique/produits-chimiques',
    // As a visitor opens it: an add to cart, then the notice's link.
    open: async (page) => {
      await page
        .locator('main [data-remote="shop"]')
        .getByTestId('product-card')
        .first()
        .getByRole('button', { name: 'Ajouter au panier' })
        .click();
      // The first product is sold in two formats: its chooser's first, as it was added before there was a chooser.
      await page.getByTestId('variant-chooser').getByRole('button', { name: 'Ajouter', exact: true }).click();
      await page.getByTestId('alert-slider').getByRole('link', { name: 'Voir le panier' }).click();
      return page.getByTestId('cart-panel');
    },
  },
  {
    name: 'shop-assistant',
    path: '/fr/boutique',
    open: async (page) => {
      await page.getByTestId('assistant-open').click();
      return page.getByRole('dialog', { name: 'Assistant d’achat' });
    },
  },
  {
    name: 'filter-panel',
    path: '/fr/boutique/spas',
    phoneOnly: true,
    open: async (page) => {
      await page.getByTestId('filter-toggle').click();
      return page.getByRole('dialog', { name: 'Filtrer les produits' });
    },
  },
  {
    name: 'filter-panel-facets',
    path: '/fr/boutique/spas?marque=boreal-spas',
    phoneOnly: true,
    // The phone's panel scrolled to its facets, one chosen.
    open: async (page) => {
      await page.getByTestId('filter-toggle').click();
      const panel = page.getByRole('dialog', { name: 'Filtrer les produits' });
      await panel.getByTestId('facets').scrollIntoViewIfNeeded();
      return panel;
    },
  },
  {
    // ADR 0051: a card's formats, one on sale, chosen before anything is added.
    name: 'variant-chooser',
    path: '/fr/boutique/produits-chimiques',
    open: async (page) => {
      await page
        .locator('main [data-remote="shop"] [data-testid="product-card"][data-handle="chlore-en-tablettes-3-po"]')
        .getByRole('button', { name: 'Ajouter au panier : Chlore en tablettes 3 po' })
        .click();
      return page.getByRole('dialog', { name: 'Chlore en tablettes 3 po' });
    },
  },
];

for (const dialog of DIALOGS) {
  // A phone-only dialog is tagged so that the desktop project leaves it out (its grepInvert), rather than skipping it.
  test(`dialog: ${dialog.name}${dialog.phoneOnly ? ' @phone-only' : ''}`, async ({ page }) => {
    await page.goto(dialog.path);
    await settle(page);
    const panel = await dialog.open(page);
    // Some panels' code comes with their first opening (the cart panel with the checkout remote's runtime).
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await settle(page);
    expect(await contrastProblems(panel), 'text in the open dialog is readable against its panel').toEqual([]);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .include('[role="dialog"]')
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await expect(page).toHaveScreenshot(`dialog-${dialog.name}.png`);
  });
}

// ADR 0050: the page a category link of the "Produits" bar leads to, as the visitor sees it then: the bar closed, the page not dimmed.
test('page: after navigating from the menu', async ({ page }) => {
  await page.goto('/fr');
  await settle(page);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Produits' }).click();
  await page.getByRole('dialog', { name: 'Nos produits' }).getByRole('link', { name: 'Produits chimiques' }).click();
  await expect(page).toHaveURL(/\/fr\/boutique\/produits-chimiques$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('main h1')).toBeFocused();
  await settle(page);
  await expect(page).toHaveScreenshot('menu-navigated.png');
});

test('dialog: search suggestions', async ({ page }) => {
  await page.goto('/fr');
  await settle(page);
  // The header's field from 992 px; below, the panel the phone's bar opens.
  const phone = (page.viewportSize()?.width ?? 1280) < 992;
  // The phone's bar opens its panel; the header's button opens its folded field (up to 100em).
  if (phone) await page.getByTestId('mobile-search-toggle').click();
  else await page.getByTestId('navigator').getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
  const field = (phone ? page.getByTestId('mobile-search') : page.getByTestId('navigator')).getByRole('combobox', {
    name: 'Rechercher dans le site',
  });
  await expect(field).toBeFocused();
  await field.pressSequentially('spa', { delay: 30 });
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await field.press('ArrowDown');
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[role="listbox"] img')].every((img) => img.complete));
  await settle(page);
  expect(await contrastProblems(suggestions), 'the suggestions are readable').toEqual([]);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include(phone ? '[role="dialog"]' : '[data-testid="navigator"] [role="search"]')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expect(page).toHaveScreenshot('dialog-search-suggestions.png');
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('dialog: consent banner', async ({ page }) => {
    await page.goto('/fr/contact');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await settle(page);
    expect(await contrastProblems(banner)).toEqual([]);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('[data-testid="consent-banner"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await expect(page).toHaveScreenshot('dialog-consent-banner.png');
  });
});
