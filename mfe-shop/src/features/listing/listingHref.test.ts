import { beforeAll, describe, expect, it } from 'vitest';
import { setLivePages } from '@storefront/contracts';
import { pages } from '../../pages';
import type { ListingData } from './listingLoader';
import { facetsHref, listingHref, shopHref } from './listingHref';

const listing = {
  page: 'shopListing',
  route: { category: 'spas', keyword: 'spa', facets: { brand: ['boreal-spas'] } },
  budget: null,
  pages: 3,
} as unknown as ListingData;

describe('listing addresses with facets (ADR 0050)', () => {
  // The shop remote's own pages, as its harness makes them live.
  beforeAll(() => setLivePages({ shop: pages }));

  it('writes the keyword, then the facets in the page language and their canonical order', () => {
    expect(shopHref('fr', { category: 'spas', keyword: 'spa', facets: { seats: ['7', '6'], price: ['5000-10000'] } })).toBe(
      '/fr/boutique/spas?e=spa&prix=5000-10000&places=6%2C7',
    );
    expect(shopHref('en', { category: 'spas', facets: { seats: ['6'], brand: ['jacuzzi'] } })).toBe('/en/store/spas?brand=jacuzzi&seats=6');
  });

  it('keeps the facets on the "more" link, and starts from the first step when they change', () => {
    expect(listingHref(listing, 'fr', { pages: 4 })).toBe('/fr/boutique/spas?e=spa&marque=boreal-spas&p=4');
    expect(facetsHref(listing, 'fr', { brand: ['boreal-spas'], availability: ['store'] })).toBe(
      '/fr/boutique/spas?e=spa&marque=boreal-spas&dispo=store',
    );
    expect(facetsHref(listing, 'fr', undefined)).toBe('/fr/boutique/spas?e=spa');
  });
});
