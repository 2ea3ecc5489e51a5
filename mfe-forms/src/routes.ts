// Owns what the forms remote exposes as './routes': its pages and the contract version it was built against.
import type { RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes } from '@storefront/platform';
import { specPage } from '@storefront/ui';
import { formsI18n, NS } from './i18n';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = 'forms' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

const simple = (id: Parameters<typeof specPage>[2]) => async () => ({ default: specPage(formsI18n, NS, id) });

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(
    remote,
    {
      careers: simple('careers'),
      quoteRequest: simple('quoteRequest'),
      financingRequest: simple('financingRequest'),
      videoConferenceRequest: simple('videoConferenceRequest'),
      contact: simple('contact'),
      customerExperience: simple('customerExperience'),
    },
    context,
  );
}
