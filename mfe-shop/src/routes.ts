// Owns what the shop remote exposes as './routes': its pages and the contract version it was built against.
import type { RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes, type PageLoaderArgs, type PageModuleLoader } from '@storefront/platform';
import type { ListingPage } from './features/listing/listingLoader';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = 'shop' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

/** Every listing page is the one listing component with the loader of its scope. */
const listing =
  (page: ListingPage): PageModuleLoader =>
  async () => {
    // The loader's code (the store's and the catalogue's clients) is fetched when a loader runs: a page hydrated from the
    // server's data does not need it before it answers clicks.
    const component = await import('./features/listing/ShopListingPage');
    return {
      default: component.default,
      loader: async (args: PageLoaderArgs) => (await import('./features/listing/listingLoader')).loadListing(args, page),
    };
  };

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(
    remote,
    {
      shop: listing('shop'),
      chemicals: listing('chemicals'),
      onlinePurchase: listing('onlinePurchase'),
      shopListing: listing('shopListing'),
      productDetail: () => import('./features/product/ProductDetailPage'),
      // Their loaders read the list's cookie on the server (ADR 0057); the rest of the list is in the visitor's storage.
      wishlist: () => import('./features/lists/WishlistPage'),
      compare: () => import('./features/lists/ComparePage'),
    },
    context,
  );
}
