// Owns reading the page's cart from React: the lifecycle's state, kept in step with every change.
import { useSyncExternalStore } from 'react';
import type { CheckoutLifecycle, CheckoutState } from '@storefront/commerce';
import { useRuntimeConfig } from '@storefront/platform';
import { getCart } from './cartRuntime';

const idle = (): CheckoutState => EMPTY;
const EMPTY: CheckoutState = Object.freeze({ checkout: null, ready: false, loading: true, adding: false, removing: false, panelOpen: false });
const noSubscription = () => () => {};

export function useCart(): { cart: CheckoutLifecycle | null; state: CheckoutState } {
  const config = useRuntimeConfig();
  const cart = config ? getCart(config) : null;
  const state = useSyncExternalStore(cart ? cart.subscribe : noSubscription, cart ? cart.getState : idle);
  return { cart, state };
}
