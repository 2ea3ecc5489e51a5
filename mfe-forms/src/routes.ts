// Owns what the forms remote exposes as './routes': its pages and the contract version it was built against.
import type { RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes } from '@storefront/platform';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = 'forms' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(
    remote,
    {
      careers: () => import('./features/careers/CareersPage'),
      quoteRequest: () => import('./features/quote/QuoteRequestPage'),
      financingRequest: () => import('./features/financing/FinancingRequestPage'),
      videoConferenceRequest: () => import('./features/video-conference/VideoConferenceRequestPage'),
      contact: () => import('./features/contact/ContactPage'),
      customerExperience: () => import('./features/customer-experience/CustomerExperiencePage'),
      serviceBooking: () => import('./features/booking/ServiceBookingPage'),
      storeVisit: () => import('./features/store-visit/StoreVisitPage'),
    },
    context,
  );
}
