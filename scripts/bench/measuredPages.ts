// Owns the pages the browser benches measure (issue 48's list: the six main pages, the water analysis, the booking page, a
// form, and the personal pages with and without the visitor's state), with what each shows once it is there, and how a
// bench's environment variable picks some of them by name.
import type { RemoteName } from '@storefront/contracts';

/** What a visitor may have put in their browser's storage before a page: a line in the cart, saved products. */
export type VisitorState = 'cart' | 'wishlist' | 'compare';

export interface BenchPage {
  path: string;
  /** The remote whose page it is (its own scripts are counted apart). */
  remote: RemoteName;
  /** What the visitor has done before opening it; none: a new visitor. */
  state: readonly VisitorState[];
  /** A CSS selector in the page once it holds what it is measured for (the visitor’s lines, the empty list’s words; folded at a phone’s width, maybe). */
  shows: string;
}

const page = (path: string, remote: RemoteName, shows = 'main h1', state: readonly VisitorState[] = []): BenchPage => ({
  path,
  remote,
  state,
  shows,
});

/** Every page of the benches, by name (French paths: spec §2 and the remotes' pages.ts); the product is one on sale. */
export function benchPages(productHandle: string): Record<string, BenchPage> {
  return {
    home: page('/fr', 'catalogue'),
    'shop list': page('/fr/boutique', 'shop', '[data-testid="product-card"]'),
    'filtered list': page('/fr/boutique/produits-chimiques', 'shop', '[data-testid="product-card"]'),
    product: page(`/fr/produits/${productHandle}`, 'shop'),
    collection: page('/fr/collection/spas', 'catalogue'),
    model: page('/fr/collection/spas/harmonie-h7', 'catalogue'),
    // A shared analysis: readings in the address, so the server renders the statuses and the plan.
    'water analysis': page('/fr/analyse-eau?surf=vinyl&v=40000&ph=7.9&ta=60&ch=150&cya=20&fc=0.5&tc=1.5&t=26', 'water'),
    booking: page('/fr/reservation-entretien', 'forms', 'form[data-form="booking-choice"]'),
    'lead form': page('/fr/demande-soumission', 'forms', 'main form'),
    'cart empty': page('/fr/panier', 'checkout', '[data-testid="cart-empty"]'),
    'cart with a line': page('/fr/panier', 'checkout', '[data-testid="cart-line"]', ['cart']),
    'checkout empty': page('/fr/paiement', 'checkout', '[data-testid="checkout-empty"]'),
    'checkout with a line': page('/fr/paiement', 'checkout', '[data-testid="summary-line"]', ['cart']),
    'wishlist empty': page('/fr/liste-de-souhaits', 'shop', '[data-testid="saved-list-empty"]'),
    'wishlist filled': page('/fr/liste-de-souhaits', 'shop', '[data-testid="wishlist-grid"] [data-testid="product-card"]', ['wishlist']),
    'compare empty': page('/fr/comparer', 'shop', '[data-testid="saved-list-empty"]'),
    'compare filled': page('/fr/comparer', 'shop', '[data-testid="compare-table"]', ['compare']),
  };
}

/**
 * The pages named in `names` (a comma-separated list, e.g. LIGHTHOUSE_PAGES), all of them when it is empty or unset; a name
 * that is no page's is an error, not a bench that quietly measures less.
 */
export function pickPages<T>(pages: Record<string, T>, names: string | undefined): Record<string, T> {
  const wanted = (names ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return pages;
  const unknown = wanted.filter((name) => !(name in pages));
  if (unknown.length) throw new Error(`No bench page named ${unknown.join(', ')}; the pages: ${Object.keys(pages).join(', ')}`);
  return Object.fromEntries(wanted.map((name) => [name, pages[name]!]));
}
