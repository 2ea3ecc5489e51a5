// Owns what the shop remote exposes as './routes': its pages and the contract version it was built against.
import type { RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes } from '@storefront/platform';
import { specPage } from '@storefront/ui';
import { shopI18n, NS } from './i18n';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = 'shop' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

const simple = (id: Parameters<typeof specPage>[2]) => async () => ({ default: specPage(shopI18n, NS, id) });

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(
    remote,
    {
      shop: simple('shop'),
      chemicals: simple('chemicals'),
      onlinePurchase: simple('onlinePurchase'),
      shopListing: () => import('./features/listing/ShopListingPage'),
      productDetail: () => import('./features/product/ProductDetailPage'),
    },
    context,
  );
}
