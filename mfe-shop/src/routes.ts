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
    const [component, { loadListing }] = await Promise.all([import('./features/listing/ShopListingPage'), import('./features/listing/listingLoader')]);
    return { default: component.default, loader: (args: PageLoaderArgs) => loadListing(args, page) };
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
    },
    context,
  );
}
