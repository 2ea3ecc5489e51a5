// Owns the store API's view of the hosted store's carts (Storefront API): the cart as the store prices it, its titles in each language.
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
}

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

export function createCommerceOrders(config: StoreClientConfig): CommerceOrders {
  // One client per language: the language context is written into every query the client sends (ADR 0013).
  const clients = new Map<Locale, StoreClient>();
  const clientFor = (language: Locale) => {
    let found = clients.get(language);
    if (!found) clients.set(language, (found = createStoreClient({ ...config, language })));
    return found;
  };
  return {
    loadCart: (cartId, language = 'fr') => once(() => loadCart(cartId, language)),
    lineTitles: (cartId) => once(() => lineTitles(cartId)),
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
}
