// Owns what the cart and checkout pages show of the visitor's cart: its lines once the browser has read it; before that (on
// the server and in the first render) the frame of as many lines as the lines cookie says, or the empty cart when it says none.
import type { CheckoutState } from '@storefront/commerce';

export type CartShown = { kind: 'empty' } | { kind: 'frame'; lines: number } | { kind: 'lines' };

/** `expectedLines`: the lines cookie's count (cartCookie.ts), 0 for a visitor who never had a line. */
export function cartShown(state: Pick<CheckoutState, 'ready' | 'checkout'>, expectedLines: number): CartShown {
  if (state.ready) return (state.checkout?.lineItems.length ?? 0) > 0 ? { kind: 'lines' } : { kind: 'empty' };
  return expectedLines > 0 ? { kind: 'frame', lines: expectedLines } : { kind: 'empty' };
}
