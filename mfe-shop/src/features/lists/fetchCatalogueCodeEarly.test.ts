// @vitest-environment happy-dom
// Checks that a visitor with saved products gets the catalogue code as the page's code loads (before hydration), and that a
// visitor without any, or whose products the server rendered from the list's cookie, does not get it at all.
import { afterEach, describe, expect, it, vi } from 'vitest';

const catalogueLoaded = vi.fn();
vi.mock('../../data/shopCatalogue', () => {
  catalogueLoaded();
  return {};
});

afterEach(() => {
  localStorage.clear();
  catalogueLoaded.mockClear();
  vi.resetModules();
});

describe('fetchCatalogueCodeEarly', () => {
  it('asks for the catalogue code when the list has products in storage', async () => {
    localStorage.setItem('storefront.wishlist', JSON.stringify([{ id: 'p1', handle: 'chlore', title: 'Chlore' }]));
    const { fetchCatalogueCodeEarly } = await import('./useSavedProducts');
    fetchCatalogueCodeEarly('wishlist');
    await vi.waitFor(() => expect(catalogueLoaded).toHaveBeenCalledTimes(1));
  });

  it('leaves it out when the list’s cookie names every stored product: the server rendered them', async () => {
    localStorage.setItem('storefront.wishlist', JSON.stringify([{ id: 'p1', handle: 'chlore', title: 'Chlore' }]));
    document.cookie = 'storefront_wishlist=spa-h7.chlore';
    try {
      const { fetchCatalogueCodeEarly } = await import('./useSavedProducts');
      fetchCatalogueCodeEarly('wishlist');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(catalogueLoaded).not.toHaveBeenCalled();
    } finally {
      document.cookie = 'storefront_wishlist=; Max-Age=0';
    }
  });

  it('leaves it out when that list is empty, whatever the other list holds', async () => {
    localStorage.setItem('storefront.wishlist', JSON.stringify([{ id: 'p1', handle: 'chlore', title: 'Chlore' }]));
    const { fetchCatalogueCodeEarly } = await import('./useSavedProducts');
    fetchCatalogueCodeEarly('compare');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(catalogueLoaded).not.toHaveBeenCalled();
  });
});
