// Owns the store API's view of the hosted store: the cart as the store prices it, and completing it once the order is paid.
import { createStoreClient, type Checkout, type StoreClient, type StoreClientConfig, type VariantDetails } from '@storefront/commerce';
import { LOCALES, type Locale } from '@storefront/contracts';

export interface StoreCart {
  checkout: Checkout;
  variants: Map<string, VariantDetails>;
}

/** A line's product and variant titles in one language. */
export interface LineTitle {
  title: string;
  variantTitle: string;
}

export interface CommerceOrders {
  /**
   * The cart with the store's own prices and discount, its titles in the given language (the store's own, French, by
   * default), or null when the store no longer has it (gone or already an order).
   */
  loadCart(cartId: string, language?: Locale): Promise<StoreCart | null>;
  /** Each line's titles in every site language, by line id, so an order reads in either language after the cart is gone. */
  lineTitles(cartId: string): Promise<Map<string, Record<Locale, LineTitle>>>;
  /** Turns the cart into an order in the store, after which the next visit starts a new checkout. */
  completeCart(cartId: string): Promise<void>;
}

/**
 * The hosted store through the Storefront API. Completing a cart is the local cloud's endpoint; on Shopify it is the
 * Admin API's draftOrderComplete (set up with the shop's admin token), which the local endpoint stands in for.
 */
/** A connection the store closed while idle fails the next call at once; such a call is repeated once (both calls here are safe to repeat). */
async function once<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
    if (!/fetch failed|ECONNRESET|socket hang up|other side closed/i.test(text)) throw error;
    return call();
  }
}

export function createCommerceOrders(config: StoreClientConfig & { adminToken?: string }): CommerceOrders {
  // One client per language: the language context is written into every query the client sends (ADR 0013).
  const clients = new Map<Locale, StoreClient>();
  const clientFor = (language: Locale) => {
    let found = clients.get(language);
    if (!found) clients.set(language, (found = createStoreClient({ ...config, language })));
    return found;
  };
  const origin = config.apiOrigin ?? `https://${config.domain}`;
  return {
    loadCart: (cartId, language = 'fr') => once(() => loadCart(cartId, language)),
    lineTitles: (cartId) => once(() => lineTitles(cartId)),
    completeCart: (cartId) => once(() => completeCart(cartId)),
  };

  async function lineTitles(cartId: string): Promise<Map<string, Record<Locale, LineTitle>>> {
    const titles = new Map<string, Record<Locale, LineTitle>>();
    const carts = await Promise.all(LOCALES.map(async (language) => [language, await clientFor(language).fetchCheckout(cartId)] as const));
    for (const [language, checkout] of carts)
      for (const line of checkout?.lineItems ?? []) {
        const entry = titles.get(line.id) ?? ({} as Record<Locale, LineTitle>);
        entry[language] = { title: line.title, variantTitle: line.variantTitle };
        titles.set(line.id, entry);
      }
    return titles;
  }

  async function loadCart(cartId: string, language: Locale): Promise<StoreCart | null> {
    const client = clientFor(language);
    const checkout = await client.fetchCheckout(cartId);
    if (!checkout || checkout.completedAt) return null;
    const variants = await client.fetchVariantDetails([...new Set(checkout.lineItems.map((line) => line.variantId))]);
    return { checkout, variants };
  }

  async function completeCart(cartId: string): Promise<void> {
    const response = await fetch(`${origin}/api/local/carts/${encodeURIComponent(cartId)}/complete`, {
      method: 'POST',
      headers: config.adminToken ? { Authorization: `Bearer ${config.adminToken}` } : {},
    });
    // 409: already an order (a retry after the store answered but before we heard it).
    if (!response.ok && response.status !== 409) throw new Error(`The store did not complete cart ${cartId} (${response.status})`);
  }
}
