import { describe, expect, it } from 'vitest';
import { addShellEnglish, shellI18n } from '../i18n';
import { shellEnglish } from '../messages.en';
import { alertForEvent, autoCloses } from './alerts';

addShellEnglish(shellEnglish);
const say = (locale: 'fr' | 'en', count: number) => shellI18n.getFixedT(locale, 'shell')('alerts.itemAdded', { count });

describe('alert slider', () => {
  it('slides a cart confirmation in from the right, with a link to the cart, and lets it go by itself', () => {
    const alert = alertForEvent('cart:item-added', { lines: [{ variantId: 'v', quantity: 3 }] }, 1);
    expect(alert).toEqual({ id: 1, tone: 'success', message: 'itemAdded', side: 'right', toCart: true, count: 1 });
    expect(autoCloses(alert)).toBe(true);
  });

  it('confirms the products of one add once, counting the products (not their packages)', () => {
    const lines = ['a', 'b', 'c', 'd'].map((variantId) => ({ variantId, quantity: 2 }));
    expect(alertForEvent('cart:item-added', { lines }, 2)).toMatchObject({ message: 'itemAdded', count: 4 });
  });

  it('says it with the plural of each language (i18next plural suffixes, French and English rules)', () => {
    expect(say('fr', 1)).toBe('Article ajouté au panier');
    expect(say('fr', 4)).toBe('4 articles ajoutés au panier');
    expect(say('en', 1)).toBe('Item added to cart');
    expect(say('en', 4)).toBe('4 items added to cart');
  });

  it('slides a cart error in from the left and keeps it until closed', () => {
    const alert = alertForEvent('cart:error', { command: 'cart:add', message: 'network' }, 2);
    expect(alert).toMatchObject({ tone: 'error', side: 'left', toCart: false });
    expect(autoCloses(alert)).toBe(false);
  });
});
