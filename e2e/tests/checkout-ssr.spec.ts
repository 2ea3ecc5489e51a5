// The cart and checkout pages from the server: their frame in the HTML (never a visitor's cart, never stored; the empty cart when the
// lines cookie counts none), hydrated without a warning, the cart shown once the browser reads it, what is typed before hydration
// kept, and a message without JavaScript.
import type { Page } from '@playwright/test';
import { CHECKOUT_ID_KEY } from '@storefront/commerce';
import { expect, test } from './fixtures';
import { continueToPayment, html, orderSummary, productToBuy, watchProblems } from './support';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

/** The one thing the server knows of a visitor's cart: how many lines it has (mfe-checkout's cartCookie.ts). */
const withLines = (lines: number) => ({ cookie: `storefront_cart_lines=${lines}` });

/** Each page of the checkout remote and what its frame says in the server's HTML (heading, step, labels) for a cart with a line. */
const PAGES = [
  {
    path: '/fr/panier',
    frame: [
      '<h1>Mon Panier</h1>',
      'Sommaire du panier',
      'Sous-total',
      'Chargement du panier…',
      'Procéder au paiement',
      'data-testid="cart-lines-frame"',
    ],
  },
  {
    path: '/en/cart/',
    frame: ['<h1>My Cart</h1>', 'Cart summary', 'Subtotal', 'Loading your cart…', 'Proceed to payment', 'data-testid="cart-lines-frame"'],
  },
  {
    path: '/fr/paiement',
    frame: [
      '<h1>Paiement</h1>',
      'Étape 1 sur 5',
      'Informations de livraison',
      'Sommaire de la commande',
      'name="firstname" value=""',
      'name="postalCode" value=""',
      'Continuer vers le mode de livraison',
    ],
  },
  {
    path: '/en/checkout',
    frame: [
      '<h1>Checkout</h1>',
      'Step 1 of 5',
      'Delivery information',
      'Order summary',
      'name="firstname" value=""',
      'name="city" value=""',
      'Continue to delivery method',
    ],
  },
  {
    path: '/fr/paiement?etape=mode-livraison',
    frame: ['<h1>Paiement</h1>', 'Étape 2 sur 5', 'Mode de livraison', 'Chargement du panier…'],
  },
  { path: '/en/checkout?step=review', frame: ['<h1>Checkout</h1>', 'Step 3 of 5', 'Order review', 'Loading your cart…'] },
  { path: '/fr/paiement?etape=paiement', frame: ['<h1>Paiement</h1>', 'Étape 4 sur 5', 'Chargement du panier…'] },
  { path: '/en/checkout?step=confirmation', frame: ['<h1>Checkout</h1>', 'Step 5 of 5', 'Loading the order…'] },
] as const;

/** A visitor's cart with one product, added from its page as a visitor does; gives the product and the cart's id in their storage. */
async function addProduct(page: Page) {
  const product = await productToBuy();
  await page.goto(`/fr/produits/${product.handle}`);
  await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
  const checkoutId = await page.evaluate((key) => localStorage.getItem(key), CHECKOUT_ID_KEY);
  expect(checkoutId).toBeTruthy();
  return { product, checkoutId: checkoutId! };
}

/** Opens a page and tells whether the page's article on screen is still the server's element: hydration took it over. */
async function openKeepsServerPage(page: Page, path: string): Promise<boolean> {
  await page.goto(path, { waitUntil: 'networkidle' });
  return page.evaluate(
    () => document.querySelector('main article[data-page]') === (window as unknown as { serverPage: Element | null }).serverPage,
  );
}

const rememberServerPage = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener(
      'DOMContentLoaded',
      () => ((window as unknown as { serverPage: Element | null }).serverPage = document.querySelector('main article[data-page]')),
    ),
  );

test.describe('cart and checkout from the server', () => {
  test('the HTML fetched without a browser holds each page’s frame, rendered on the server, never stored', async ({ request }) => {
    for (const { path, frame } of PAGES) {
      const { status, headers, text } = await html(request, path, withLines(1));
      expect(status, path).toBe(200);
      expect(headers['x-render'], path).toBe('server');
      expect(headers['cache-control'], path).toContain('no-store');
      expect(headers['cache-control'], path).toContain('private');
      expect(text, path).toMatch(/data-remote="checkout"[^>]* data-state="ready"/);
      expect(text, path).not.toContain('data-state="loading"');
      for (const part of frame) expect(text, `${path}: ${part}`).toContain(part);
      expect(text, path).not.toContain('data-testid="cart-line"');
      // Never kept by the server's HTML cache: the next answer is rendered again.
      expect((await html(request, path, withLines(1))).headers['x-cache'], path).toBe('miss');
    }
  });

  test('the server renders the empty cart when the lines cookie counts none, and a frame of as many lines as it counts', async ({
    request,
  }) => {
    for (const [path, empty, frame] of [
      ['/fr/panier', 'Votre panier est vide.', 'Chargement du panier…'],
      ['/en/cart/', 'Your cart is empty.', 'Loading your cart…'],
      ['/fr/paiement', 'Votre panier est vide. Ajoutez des articles avant de passer au paiement.', 'name="firstname" value=""'],
      ['/en/checkout', 'Your cart is empty. Add items before going to payment.', 'name="firstname" value=""'],
    ] as const) {
      for (const cookie of [undefined, withLines(0), { cookie: 'storefront_cart_lines=abc' }]) {
        const { headers, text } = await html(request, path, cookie);
        expect(text, `${path} ${cookie?.cookie}`).toContain(empty);
        expect(text, `${path} ${cookie?.cookie}`).not.toContain(frame);
        expect(headers['cache-control'], path).toContain('private');
      }
      const { text } = await html(request, path, withLines(1));
      expect(text, path).not.toContain(empty);
      expect(text, path).toContain(frame);
    }
    // Three lines: three lines' frame, never a line of the visitor's (the server never reads their cart).
    const { text } = await html(request, '/fr/panier', withLines(3));
    const table = /<table[^>]*data-testid="cart-lines-frame"[^>]*>([\s\S]*?)<\/table>/.exec(text)?.[1] ?? '';
    expect(table.match(/<tr>/g)).toHaveLength(4);
    expect(text).not.toContain('data-testid="cart-line"');
  });

  test('a visitor’s cart never reaches the server’s HTML, even asked with their cookies right after they added a product', async ({
    page,
    context,
  }) => {
    const { product, checkoutId } = await addProduct(page);
    for (const path of ['/fr/panier', '/en/cart/', '/fr/paiement', '/en/checkout?step=payment']) {
      const { status, text } = await html(context.request, path);
      expect(status, path).toBe(200);
      expect(text, path).not.toContain(escapeHtml(product.title));
      expect(text, path).not.toContain(product.variantId);
      expect(text, path).not.toContain(checkoutId);
      expect(text, path).not.toContain('data-testid="cart-line"');
    }
    // In the visitor's browser, the cart shows once the page has read it.
    await page.goto('/fr/panier');
    await expect(page.getByTestId('cart-line')).toContainText(product.title);
  });

  test('the browser hydrates the cart and checkout pages without a warning, empty or with a product, then shows the cart', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await rememberServerPage(page);
    for (const path of [
      '/fr/panier',
      '/en/cart/',
      '/fr/paiement',
      '/en/checkout',
      '/fr/paiement?etape=mode-livraison',
      '/en/checkout?step=review',
      '/fr/paiement?etape=paiement',
    ]) {
      expect(await openKeepsServerPage(page, path), path).toBe(true);
    }
    await expect(page.getByTestId('checkout-empty')).toBeVisible();
    const { product } = await addProduct(page);
    for (const path of ['/fr/panier', '/en/cart/', '/fr/paiement', '/en/checkout']) {
      expect(await openKeepsServerPage(page, path), path).toBe(true);
    }
    await page.goto('/fr/panier');
    const cart = page.locator('main [data-remote="checkout"]');
    await expect(cart.getByTestId('cart-line')).toContainText(product.title);
    await expect(cart.getByTestId('pending')).toHaveCount(0);
    await expect(cart.getByTestId('totals-subtotal')).not.toHaveText('…');
    expect(problems).toEqual([]);
  });

  test('what a visitor types into the delivery fields before the page hydrates is kept, and takes them to payment', async ({
    page,
    context,
  }) => {
    const { product } = await addProduct(page);
    // A page of its own: the suite's pages wait for hydration after a navigation, and this visitor does not.
    const early = await context.newPage();
    const problems = watchProblems(early);
    // The server's HTML arrives; every script is held back, as on a slow phone.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await early.route(/\.js(\?|$)/, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    await early.goto('/fr/paiement', { waitUntil: 'commit' });
    const form = early.locator('main [data-remote="checkout"] form');
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Marie');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Laval');
    await form.getByRole('combobox', { name: 'Province' }).selectOption('ON');
    await form.getByRole('checkbox', { name: /infolettre/ }).check();
    expect(await early.locator('html').getAttribute('data-shell')).toBeNull();
    holding = false;
    for (const release of held.splice(0)) await release();
    await expect(early.locator('html')).toHaveAttribute('data-shell', 'ready');
    await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie');
    await expect(form.getByRole('textbox', { name: 'Ville' })).toHaveValue('Laval');
    await expect(form.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');
    await expect(form.getByRole('checkbox', { name: /infolettre/ })).toBeChecked();
    // The page's state has them too: the rest filled in, the step's rules pass and payment comes.
    const rest = {
      Nom: 'Côté',
      Courriel: 'marie@example.com',
      Téléphone: '613 555-0142',
      Adresse: '5, rue Elgin',
      'Code postal': 'K1A 0B1',
    };
    for (const [label, value] of Object.entries(rest)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    // Through the delivery method and the review (its conditions accepted) to payment.
    await continueToPayment(early.locator('main [data-remote="checkout"]'), 'fr');
    await expect(early).toHaveURL(/etape=paiement/);
    const summary = await orderSummary(early, early.locator('main'), 'Sommaire de la commande');
    await expect(summary).toContainText(product.title);
    // Ontario's HST, from the province chosen before the page hydrated.
    await expect(summary.getByTestId('totals-tax-TVH')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('without JavaScript the cart and checkout pages say that it is needed, never a blank or endless loading region', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/fr/panier');
      const cart = page.locator('main [data-remote="checkout"]');
      await expect(cart.getByRole('heading', { level: 1 })).toHaveText('Mon Panier');
      await expect(cart.getByTestId('needs-script')).toHaveText(
        'Votre panier est conservé dans votre navigateur : activez JavaScript pour le voir et passer votre commande.',
      );
      await expect(cart.getByTestId('pending')).toBeHidden();
      await expect(cart.getByRole('link', { name: 'Continuer à magasiner' })).toBeVisible();

      await page.goto('/en/cart/');
      await expect(cart.getByRole('heading', { level: 1 })).toHaveText('My Cart');
      await expect(cart.getByTestId('needs-script')).toHaveText(
        'Your cart is kept in your browser: turn on JavaScript to see it and place your order.',
      );

      await page.goto('/en/checkout');
      await expect(cart.getByRole('heading', { level: 1 })).toHaveText('Checkout');
      await expect(cart.getByTestId('needs-script')).toContainText('Paying online needs JavaScript');
      // The form would go nowhere: it stays out of sight.
      await expect(cart.locator('form')).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
