import { describe, expect, it } from 'vitest';
import type { Checkout } from '@storefront/commerce';
import { cartShown } from './cartShown';

const checkout = (lines: number): Checkout =>
  ({
    id: 'gid://shopify/Cart/1',
    completedAt: null,
    lineItems: Array.from({ length: lines }, (_, at) => ({ id: `line-${at}` })),
  }) as unknown as Checkout;

describe('what the cart pages show of the cart', () => {
  it('before the cart is read: the frame of the lines the cookie counts, or the empty cart when it counts none', () => {
    expect(cartShown({ ready: false, checkout: null }, 2)).toEqual({ kind: 'frame', lines: 2 });
    expect(cartShown({ ready: false, checkout: null }, 0)).toEqual({ kind: 'empty' });
  });

  it('once read: its lines, or the empty cart, whatever the cookie said (a cart emptied or filled in another tab)', () => {
    expect(cartShown({ ready: true, checkout: checkout(1) }, 0)).toEqual({ kind: 'lines' });
    expect(cartShown({ ready: true, checkout: checkout(0) }, 3)).toEqual({ kind: 'empty' });
    expect(cartShown({ ready: true, checkout: null }, 3)).toEqual({ kind: 'empty' });
  });
});
