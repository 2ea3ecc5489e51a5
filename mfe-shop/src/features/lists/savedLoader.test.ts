// Checks the saved lists' server loader: it reads the products the list's cookie names, and only them; nothing without the
// cookie; and a store that does not answer leaves the products to the browser rather than failing the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListedShopProduct, RuntimeConfig } from '@storefront/contracts';
import type { PageLoaderArgs } from '@storefront/platform';
import { loadSaved, NOTHING_SAVED } from './savedLoader';

const loadShopProducts =
  vi.fn<(config: RuntimeConfig, locale: string, handles: string[]) => Promise<Map<string, ListedShopProduct | null>>>();
vi.mock('../../data/shopCatalogue', () => ({ loadShopProducts }));

const args = (cookie?: string) =>
  ({
    request: new Request('http://shop.local/fr/comparer', cookie ? { headers: { cookie } } : {}),
    config: {} as RuntimeConfig,
    locale: 'fr',
  }) as unknown as PageLoaderArgs;

afterEach(() => loadShopProducts.mockReset());

describe('loadSaved', () => {
  it('reads the products the list’s cookie names, in order, and says which the shop no longer lists', async () => {
    const spa = { handle: 'spa-h7' } as ListedShopProduct;
    loadShopProducts.mockResolvedValue(
      new Map([
        ['spa-h7', spa],
        ['retire', null],
      ]),
    );
    const saved = await loadSaved(args('storefront_wishlist=chlore; storefront_compare=spa-h7.retire'), 'compare');
    expect(loadShopProducts.mock.calls.map((call) => call[2])).toEqual([['spa-h7', 'retire']]);
    expect(saved).toEqual({
      handles: ['spa-h7', 'retire'],
      read: [
        ['spa-h7', spa],
        ['retire', null],
      ],
    });
  });

  it('reads nothing without the list’s cookie', async () => {
    expect(await loadSaved(args('storefront_wishlist=chlore'), 'compare')).toEqual(NOTHING_SAVED);
    expect(await loadSaved(args(), 'wishlist')).toEqual(NOTHING_SAVED);
    expect(loadShopProducts).not.toHaveBeenCalled();
  });

  it('gives the handles without products when the store does not answer', async () => {
    loadShopProducts.mockRejectedValue(new Error('store down'));
    expect(await loadSaved(args('storefront_wishlist=chlore'), 'wishlist')).toEqual({ handles: ['chlore'], read: [] });
  });
});
