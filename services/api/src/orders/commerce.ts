// Owns the store API's view of the hosted store: the cart as the store prices it, and completing it once the order is paid.
import { createStoreClient, type Checkout, type StoreClientConfig, type VariantDetails } from '@storefront/commerce';

export interface StoreCart {
  checkout: Checkout;
  variants: Map<string, VariantDetails>;
}

export interface CommerceOrders {
  /** The cart with the store's own prices and discount, or null when the store no longer has it (gone or already an order). */
  loadCart(cartId: string): Promise<StoreCart | null>;
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
  const client = createStoreClient(config);
  const origin = config.apiOrigin ?? `https://${config.domain}`;
  return {
    loadCart: (cartId) => once(() => loadCart(cartId)),
    completeCart: (cartId) => once(() => completeCart(cartId)),
  };

  async function loadCart(cartId: string): Promise<StoreCart | null> {
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
