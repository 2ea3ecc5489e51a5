// Owns a page whose data came after the layout: on the server, the layout leaves at once and the page follows in the same
// response (a React Suspense boundary); in the browser, the same boundary is there so that hydration meets what the server sent.
import { Suspense, use, type ComponentType } from 'react';
import type { DataRouteObject } from 'react-router';
import type { RemoteName } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useShellTranslation } from '../i18n';
import { NotFoundPage } from '../pages/NotFoundPage';

/** What became of data that came late: it came (the page renders), the page does not exist, or the browser renders it. */
export type LateOutcome = { kind: 'data' } | { kind: 'not-found' } | { kind: 'browser'; reason: string };

/** Where a remote's page goes when the server leaves it to the browser (its code or data did not come): an empty region the browser fills. */
export function BrowserRenderedRegion({ remote }: { remote: RemoteName }) {
  return <div data-remote={remote} data-state="loading" />;
}

/** The page's place while its data is on the way: its region, loading. */
export function PageLoading({ remote }: { remote: RemoteName }) {
  const { t } = useShellTranslation(useLocale());
  return (
    <div data-remote={remote} data-state="loading">
      <p role="status">{t('pageLoading')}</p>
    </div>
  );
}

function findRoute(routes: DataRouteObject[], id: string): DataRouteObject | null {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children ? findRoute(route.children, id) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Puts the routes whose data came late inside a Suspense boundary. On the server, `outcome` holds until the data is there
 * (or is known to be missing); in the browser, the data is already in the page and the boundary renders its page at once.
 */
export function streamRoutes(routes: DataRouteObject[], late: Record<string, Promise<LateOutcome> | null>, remote: RemoteName): void {
  for (const [id, outcome] of Object.entries(late)) {
    const route = findRoute(routes, id);
    if (!route) continue;
    const Page = route.Component as ComponentType | null | undefined;
    const element = route.element;
    function Late() {
      const settled = outcome ? use(outcome) : ({ kind: 'data' } as const);
      if (settled.kind === 'not-found') return <NotFoundPage />;
      if (settled.kind === 'browser') return <BrowserRenderedRegion remote={remote} />;
      return Page ? <Page /> : element;
    }
    function Streamed() {
      return (
        <Suspense fallback={<PageLoading remote={remote} />}>
          <Late />
        </Suspense>
      );
    }
    Object.assign(route, { Component: Streamed, element: undefined });
  }
}
