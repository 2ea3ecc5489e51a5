// Owns what the catalogue remote exposes as './routes': its pages and the contract version it was built against.
import type { RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes } from '@storefront/platform';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = 'catalogue' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

const legal = async () => import('./features/legal/LegalPages');

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(
    remote,
    {
      home: () => import('./features/home/HomePage'),
      collection: () => import('./features/collection/CollectionPage'),
      collectionModel: () => import('./features/collection/ModelPage'),
      service: () => import('./features/service/ServicePage'),
      promotions: () => import('./features/promotions/PromotionsPage'),
      promotionDetail: () => import('./features/promotions/PromotionDetailPage'),
      videoAdvice: () => import('./features/videos/VideoAdvicePage'),
      customerArea: () => import('./features/customer-area/CustomerAreaPage'),
      privacyPolicy: async () => ({ default: (await legal()).PrivacyPolicyPage }),
      purchaseConditions: async () => ({ default: (await legal()).PurchaseConditionsPage }),
      generalConditions: async () => ({ default: (await legal()).GeneralConditionsPage }),
      cookiePolicy: async () => ({ default: (await legal()).CookiePolicyPage }),
    },
    context,
  );
}
