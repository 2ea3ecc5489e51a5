// Owns when the checkout remote's headless cart runtime starts: once the page is idle, or at the first cart action if that
// comes sooner, so its code and the store's SDK never weigh on the first paint and no click waits for idleness.
import { useEffect, useState } from 'react';
import type { CommandName } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { RemoteSlot } from '../regions/RemoteSlot';

const CART_COMMANDS: CommandName[] = ['cart:add', 'cart:open'];

export function CartRuntimeStarter() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    // A cart command sent before the runtime exists waits in the bus; the runtime hands it on once registered.
    const offWaiting = bus.onWaiting((name) => {
      if (CART_COMMANDS.includes(name)) start();
    });
    if (CART_COMMANDS.some((name) => bus.pending(name) > 0)) start();
    let cancelIdle: () => void;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 4000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 1500);
      cancelIdle = () => clearTimeout(id);
    }
    return () => {
      offWaiting();
      cancelIdle();
    };
  }, [started]);
  return started ? <RemoteSlot slot="cartRuntime" quiet /> : null;
}
