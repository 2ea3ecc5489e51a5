// Owns reading the page's cart from React: the lifecycle's state, kept in step with every change; empty on the server and in the first render.
import { useEffect, useSyncExternalStore } from 'react';
import type { CheckoutLifecycle, CheckoutState } from '@storefront/commerce';
import { useRuntimeConfig } from '@storefront/platform';
import { currentCart, getCart, onCartCreated } from './cartRuntime';

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

export function useCart(): { cart: CheckoutLifecycle | null; state: CheckoutState } {
  const config = useRuntimeConfig();
  // The cart reads the browser's storage: it is made after hydration (here or by the runtime), so server and first render agree.
  useEffect(() => {
    if (config) getCart(config);
  }, [config]);
  const cart = useSyncExternalStore(onCartCreated, currentCart, none);
  const state = useSyncExternalStore(cart ? cart.subscribe : noSubscription, cart ? cart.getState : idle, idle);
  return { cart, state };
}
