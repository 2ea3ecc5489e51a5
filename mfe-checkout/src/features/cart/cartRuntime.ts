// Owns the one cart of the page: the store client and checkout lifecycle, and publishing its summary to the shared cart atom.
import { createCheckoutLifecycle, createStoreClient, type CheckoutLifecycle, type CheckoutState } from '@storefront/commerce';
import type { CartSummary, RuntimeConfig } from '@storefront/contracts';
import { bus, cartSummaryAtom, platformStore } from '@storefront/platform';

let cart: CheckoutLifecycle | null = null;
const created = new Set<() => void>();

export function summarize(state: CheckoutState): CartSummary {
  const checkout = state.checkout;
  return {
    ready: state.ready,
    checkoutId: checkout?.id ?? null,
    itemCount: checkout?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0,
    subtotal: checkout?.subtotal ?? 0,
    currencyCode: checkout?.currencyCode ?? 'CAD',
  };
}

function publish(state: CheckoutState) {
  const summary = summarize(state);
  const previous = platformStore.get(cartSummaryAtom);
  // This runtime is the only writer of the cart atom (architecture §3).
  platformStore.set(cartSummaryAtom, summary);
  if (JSON.stringify(previous) !== JSON.stringify(summary)) bus.emit('cart:changed', summary);
}

/** The page's cart, made on first use from the runtime configuration. */
export function getCart(config: RuntimeConfig): CheckoutLifecycle {
  if (!cart) {
    cart = createCheckoutLifecycle({
      client: createStoreClient(config.shopify),
      storage: window.localStorage,
      onChange: publish,
    });
    for (const listener of created) listener();
  }
  return cart;
}

/** Tells when the page's cart is made (the cart page and panel may render before the runtime starts it). */
export function onCartCreated(listener: () => void): () => void {
  created.add(listener);
  return () => void created.delete(listener);
}

/** The cart if it was made already (the cart page and panel render inside the running runtime). */
export const currentCart = (): CheckoutLifecycle | null => cart;
