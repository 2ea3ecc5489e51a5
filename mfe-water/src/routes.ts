// Owns what the water remote exposes as './routes': its page and the contract version it was built against.
import type { RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes } from '@storefront/platform';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = 'water' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(remote, { waterAnalysis: () => import('./features/analysis/WaterAnalysisPage') }, context);
}
