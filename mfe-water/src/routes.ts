// Owns what the water remote exposes as './routes': its page and the contract version it was built against.
import type { Locale, RemoteRouteContext } from '@storefront/contracts';
import { createPageRoutes } from '@storefront/platform';

export const contractVersion = process.env.STOREFRONT_CONTRACT_VERSION ?? '0.0.0';
export const remote = 'water' as const;
export const release = process.env.STOREFRONT_RELEASE ?? 'local';

/** The page's module with its texts in the locale ready: the English ones download beside the page's own chunk, not after it. */
function analysisPage(locale: Locale) {
  if (locale === 'en') void import('./features/analysis/messages.en').catch(() => undefined);
  // The remote's one page comes in its routes' own chunk (same name): the routes are only asked for to show it.
  return import(/* webpackChunkName: "__federation_expose_routes" */ './features/analysis/WaterAnalysisPage').then(async (page) => {
    await page.loadWaterTexts(locale);
    return page;
  });
}

export function createRoutes(context: RemoteRouteContext) {
  return createPageRoutes(remote, { waterAnalysis: () => analysisPage(context.locale) }, context);
}
