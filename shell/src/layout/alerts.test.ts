import { describe, expect, it } from 'vitest';
import { alertForEvent, autoCloses } from './alerts';

describe('alert slider', () => {
  it('slides a cart confirmation in from the right, with a link to the cart, and lets it go by itself', () => {
    const alert = alertForEvent('cart:item-added', { variantId: 'v', quantity: 1 }, 1);
    expect(alert).toEqual({ id: 1, tone: 'success', message: 'itemAdded', side: 'right', toCart: true });
    expect(autoCloses(alert)).toBe(true);
  });

  it('slides a cart error in from the left and keeps it until closed', () => {
    const alert = alertForEvent('cart:error', { command: 'cart:add', message: 'network' }, 2);
    expect(alert).toMatchObject({ tone: 'error', side: 'left', toCart: false });
    expect(autoCloses(alert)).toBe(false);
  });
});
