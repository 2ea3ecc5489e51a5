// Owns how a remote's route objects are fitted into the shell's router: region, retry and fallback around each page.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageHandle, RemoteName } from '@storefront/contracts';
import { releaseOf } from '../federation/registry';
import { retryOnce } from '../federation/retryOnce';
import { RemoteRegion } from '../regions/RemoteRegion';
import { RemoteRouteError } from '../regions/RemoteRouteError';

type LazyFn = () => Promise<Record<string, unknown>>;

function inRegion(remote: RemoteName, Page: ComponentType): ComponentType {
  function RegionPage() {
    return (
      <RemoteRegion remote={remote} release={releaseOf(remote)}>
        <Page />
      </RemoteRegion>
    );
  }
  RegionPage.displayName = `Region(${remote})`;
  return RegionPage;
}

/** Wraps every route of a remote so that loading or rendering failures stay in that remote's region. */
export function fitRemoteRoutes(remote: RemoteName, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const fitted = { ...route } as RouteObject & { handle?: PageHandle };
    if (typeof route.lazy === 'function') {
      const load = route.lazy as LazyFn;
      fitted.lazy = (async () => {
        const loaded = await retryOnce(`a page of ${remote}`, load);
        const Page = loaded.Component as ComponentType | undefined;
        return Page ? { ...loaded, Component: inRegion(remote, Page) } : loaded;
      }) as RouteObject['lazy'];
    } else if (route.Component) {
      fitted.Component = inRegion(remote, route.Component);
    }
    fitted.ErrorBoundary = RemoteRouteError;
    if (route.children) fitted.children = fitRemoteRoutes(remote, route.children);
    return fitted as RouteObject;
  }) as RouteObject[];
}
