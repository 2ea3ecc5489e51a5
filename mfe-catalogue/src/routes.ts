// Owns what the catalogue remote exposes as './routes': its pages and the contract version it was built against.
import type { RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes } from '@storefront/platform';
import { specPage } from '@storefront/ui';
import { catalogueI18n, NS } from './i18n';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = 'catalogue' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

const simple = (id: Parameters<typeof specPage>[2]) => async () => ({ default: specPage(catalogueI18n, NS, id) });

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(
    remote,
    {
      home: () => import('./features/home/HomePage'),
      service: simple('service'),
      customerArea: simple('customerArea'),
      videoAdvice: simple('videoAdvice'),
      promotions: simple('promotions'),
      promotionDetail: simple('promotionDetail'),
      privacyPolicy: simple('privacyPolicy'),
      purchaseConditions: simple('purchaseConditions'),
      generalConditions: simple('generalConditions'),
      cookiePolicy: simple('cookiePolicy'),
      collection: () => import('./features/collection/CollectionPage'),
      collectionModel: () => import('./features/collection/ModelPage'),
    },
    context,
  );
}
