// Owns when the checkout remote's headless cart runtime and its cart panel start: once the page is idle, or at the first cart action if that
// comes sooner, so its code and the store's SDK never weigh on the first paint and no click waits for idleness.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { remoteOfPath, type CommandName } from '@storefront/contracts';
import { CHECKOUT_ID_KEY } from '@storefront/commerce';
import { bus } from '@storefront/platform';
import { whenIdle } from '@storefront/ui';
import { RemoteSlot } from '../regions/RemoteSlot';

const CART_COMMANDS: CommandName[] = ['cart:add', 'cart:add-lines', 'cart:open'];

/**
 * A visitor with no checkout yet has nothing to show in the cart: creating one (spec §4, at page load) then waits until
 * the page has been idle this long, so the store SDK's work does not land among the page's first seconds of use.
 */
export const NEW_VISITOR_DELAY_MS = 5000;

function hasCheckout(): boolean {
  try {
    return window.localStorage.getItem(CHECKOUT_ID_KEY) !== null;
  } catch {
    return true;
  }
}

export function CartRuntimeStarter() {
  const [started, setStarted] = useState(false);
  const { pathname } = useLocation();
  const cartPage = remoteOfPath(pathname) === 'checkout';
  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    // The cart and checkout pages show the visitor's cart: their runtime starts at once when there is one to read. A new
    // visitor's have the empty cart from the server (mfe-checkout's lines cookie), and wait as any page does.
    if (cartPage && hasCheckout()) return start();
    // A cart command sent before the runtime exists waits in the bus; the runtime hands it on once registered.
    const offWaiting = bus.onWaiting((name) => {
      if (CART_COMMANDS.includes(name)) start();
    });
    if (CART_COMMANDS.some((name) => bus.pending(name) > 0)) start();
    // A returning visitor's cart badge needs the runtime soon; a new visitor's checkout can be made later.
    const delay = hasCheckout() ? 0 : NEW_VISITOR_DELAY_MS;
    let cancelIdle = () => {};
    const timer = setTimeout(() => (cancelIdle = whenIdle(start, 4000)), delay);
    return () => {
      offWaiting();
      clearTimeout(timer);
      cancelIdle();
    };
  }, [started, cartPage]);
  // The cart panel comes with the runtime that opens it (cart:open); it stays closed until then.
  return started ? (
    <>
      <RemoteSlot slot="cartRuntime" quiet />
      <RemoteSlot slot="cartPanel" quiet />
    </>
  ) : null;
}
