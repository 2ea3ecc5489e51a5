// Owns reading the page's cart from React: the lifecycle's state, kept in step with every change; empty on the server, in the first
// render, and until the cart runtime has started.
import { useSyncExternalStore } from 'react';
import type { CheckoutLifecycle, CheckoutState } from '@storefront/commerce';
import { currentCart, onCartCreated } from './cartInstance';

const EMPTY: CheckoutState = Object.freeze({
  checkout: null,
  ready: false,
  loading: true,
  adding: false,
  removing: false,
  panelOpen: false,
});
const idle = (): CheckoutState => EMPTY;
const none = () => null;
const noSubscription = () => () => {};

/**
 * The cart is made by the cart runtime, after hydration (it reads the browser's storage), so server and first render agree; the
 * shell starts the runtime at once on the cart's pages when the visitor has a cart, once the page is idle otherwise.
 */
export function useCart(): { cart: CheckoutLifecycle | null; state: CheckoutState } {
  const cart = useSyncExternalStore(onCartCreated, currentCart, none);
  const state = useSyncExternalStore(cart ? cart.subscribe : noSubscription, cart ? cart.getState : idle, idle);
  return { cart, state };
}
