// Owns a page whose data came after the layout: on the server, the layout leaves at once and the page follows in the same
// response (a React Suspense boundary); in the browser, the same boundary is there so that hydration meets what the server sent.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { DataRouteObject } from 'react-router';
import type { RemoteName } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useShellTranslation } from '../i18n';

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
 * Puts the routes whose data came late inside a Suspense boundary whose fallback is the page's loading region. On the server,
 * `waitFor` wraps the page in what holds it until its data is there (awaitLate.tsx); in the browser the data is already in the
 * page and the boundary renders its page at once (same boundary, same HTML, so hydration meets what the server sent).
 */
export function streamRoutes(
  routes: DataRouteObject[],
  ids: string[],
  remote: RemoteName,
  waitFor?: (id: string, page: ReactNode) => ReactNode,
): void {
  for (const id of ids) {
    const route = findRoute(routes, id);
    if (!route) continue;
    const Page = route.Component as ComponentType | null | undefined;
    const element = route.element;
    function Streamed() {
      const page = Page ? <Page /> : element;
      return <Suspense fallback={<PageLoading remote={remote} />}>{waitFor ? waitFor(id, page) : page}</Suspense>;
    }
    Object.assign(route, { Component: Streamed, element: undefined });
  }
}
