// Owns the addresses of the shop list (spec §2): the path of a category, collection and type, with the keyword kept in ?e=
// and the facets after it in their canonical order (one selection, one address).
import { writeFacetParams } from '@storefront/catalogue-data/facets';
import { localizedPath, type FacetSelection, type Locale, type ShopRoute } from '@storefront/contracts';
import type { ListingData, ListingPage } from './listingLoader';

/** The address of a listing; a route without a category is the shop list (or the page it stands for). */
export function shopHref(
  locale: Locale,
  route: ShopRoute,
  options: { page?: ListingPage; pages?: number; budget?: number | null } = {},
): string {
  const page = options.page ?? (route.category ? 'shopListing' : 'shop');
  const path =
    page === 'shopListing'
      ? localizedPath('shopListing', locale, {
          category: route.category ?? '',
          ...(route.collection ? { collection: route.collection } : {}),
          ...(route.type ? { type: route.type } : {}),
        })
      : localizedPath(page, locale);
  const query = new URLSearchParams();
  if (route.keyword) query.set('e', route.keyword);
  writeFacetParams(query, route.facets, locale);
  if (options.budget) query.set('max', String(options.budget));
  if (options.pages && options.pages > 1) query.set('p', String(options.pages));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The same listing, with more cards shown. */
export function listingHref(listing: ListingData, locale: Locale, options: { pages?: number }): string {
  return shopHref(locale, listing.route, { page: listing.page, budget: listing.budget, ...options });
}

/** The same listing with other facets chosen, from its first "more" step (a filter changes what the steps hold). */
export function facetsHref(listing: ListingData, locale: Locale, facets: FacetSelection | undefined): string {
  const { facets: _dropped, ...route } = listing.route;
  return shopHref(locale, facets ? { ...route, facets } : route, { page: listing.page, budget: listing.budget });
}
