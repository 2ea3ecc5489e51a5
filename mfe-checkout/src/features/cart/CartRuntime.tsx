// Owns the headless cart runtime slot: it starts the checkout lifecycle and owns the cart commands of the bus.
import { useEffect } from 'react';
import { bus, useRuntimeConfig } from '@storefront/platform';
import { getCart } from './cartRuntime';

export default function CartRuntime() {
  const config = useRuntimeConfig();
  useEffect(() => {
    if (!config) return;
    const cart = getCart(config);
    void cart.start();
    const offAdd = bus.handle('cart:add', async ({ variantId, quantity }) => {
      await cart.add(variantId, quantity);
      bus.emit('cart:item-added', { variantId, quantity });
    });
    const offOpen = bus.handle('cart:open', () => cart.setPanelOpen(true));
    return () => {
      offAdd();
      offOpen();
    };
  }, [config]);
  return null;
}
