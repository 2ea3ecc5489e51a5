// Owns the page's one cart lifecycle as the cart pages and the panel read it. The cart runtime (cartRuntime.ts) makes it, and
// alone brings the store's SDK: a page that shows the cart loads none of that before the runtime starts.
import type { CheckoutLifecycle } from '@storefront/commerce';

let cart: CheckoutLifecycle | null = null;
const created = new Set<() => void>();

/** The runtime's cart, made once per page. */
export function setCart(made: CheckoutLifecycle): void {
  cart = made;
  for (const listener of created) listener();
}

/** Tells when the page's cart is made (the cart page and panel may render before the runtime starts it). */
export function onCartCreated(listener: () => void): () => void {
  created.add(listener);
  return () => void created.delete(listener);
}

/** The cart if it was made already (the cart page and panel render inside the running runtime). */
export const currentCart = (): CheckoutLifecycle | null => cart;
