import { describe, expect, it } from 'vitest';
import type { CheckoutState, StoreClient } from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import { storeClientInLanguage, summarize } from './cartRuntime';

const line = (quantity: number) => ({
  id: `line-${quantity}`,
  variantId: 'v',
  title: 'Chlore',
  variantTitle: 'Défaut',
  quantity,
  price: 10,
  compareAtPrice: null,
  image: null,
  productHandle: 'chlore',
  attributes: [],
});

describe('cart summary', () => {
  it('counts items by quantity and carries the subtotal and currency', () => {
    const state: CheckoutState = {
      ready: true,
      loading: false,
      adding: false,
      removing: false,
      panelOpen: false,
      checkout: {
        id: 'gid://shopify/Cart/1',
        completedAt: null,
        lineItems: [line(2), line(3)],
        note: null,
        attributes: [],
        subtotal: 50,
        total: 50,
        currencyCode: 'CAD',
        discountCodes: [],
      },
    };
    expect(summarize(state)).toEqual({ ready: true, checkoutId: 'gid://shopify/Cart/1', itemCount: 5, subtotal: 50, currencyCode: 'CAD' });
  });

  it('is empty and not ready before the checkout loads', () => {
    const state: CheckoutState = { ready: false, loading: true, adding: false, removing: false, panelOpen: false, checkout: null };
    expect(summarize(state)).toEqual({ ready: false, checkoutId: null, itemCount: 0, subtotal: 0, currencyCode: 'CAD' });
  });
});

describe('the store client in the page language', () => {
  it('asks each call in the language of that moment, one client per language, made on first use', async () => {
    const made: Locale[] = [];
    let language: Locale = 'fr';
    const client = storeClientInLanguage(
      (locale) => {
        made.push(locale);
        return {
          fetchCheckout: async (id: string) => ({ id, title: locale === 'fr' ? 'Chlore stabilisé' : 'Stabilized chlorine' }),
        } as unknown as StoreClient;
      },
      () => language,
    );
    expect(made).toEqual([]);
    expect(await client.fetchCheckout('c1')).toEqual({ id: 'c1', title: 'Chlore stabilisé' });
    language = 'en';
    expect(await client.fetchCheckout('c1')).toEqual({ id: 'c1', title: 'Stabilized chlorine' });
    language = 'fr';
    await client.fetchCheckout('c1');
    expect(made).toEqual(['fr', 'en']);
  });
});
