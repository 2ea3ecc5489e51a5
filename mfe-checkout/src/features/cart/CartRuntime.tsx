// Owns the headless cart runtime slot: it starts the checkout lifecycle and owns the cart commands of the bus.
import { useEffect } from 'react';
import type { CartLineInput } from '@storefront/contracts';
import { bus, useRuntimeConfig } from '@storefront/platform';
import { getCart } from './cartRuntime';

export default function CartRuntime() {
  const config = useRuntimeConfig();
  useEffect(() => {
    if (!config) return;
    const cart = getCart(config);
    void cart.start();
    // One add is confirmed once, however many products it puts in the cart (the shell's notice counts them).
    const addLines = async (lines: CartLineInput[]) => {
      for (const { variantId, quantity } of lines) await cart.add(variantId, quantity);
      bus.emit('cart:item-added', { lines });
    };
    const offAdd = bus.handle('cart:add', (line) => addLines([line]));
    const offAddLines = bus.handle('cart:add-lines', ({ lines }) => addLines(lines));
    const offOpen = bus.handle('cart:open', () => cart.setPanelOpen(true));
    return () => {
      offAdd();
      offAddLines();
      offOpen();
    };
  }, [config]);
  return null;
}
