// Owns how a remote turns its lazy page modules into route objects for the shell (or its harness), per locale.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { pagesOfRemote, type PageHandle, type PageId, type RemoteName, type RemoteRouteContext } from '@storefront/contracts';

export type PageModuleLoader = () => Promise<{ default: ComponentType }>;

/** Routes of every page the remote owns in the locale asked for; pages without a module are not routed. */
export function createPageRoutes(
  remote: RemoteName,
  pages: Partial<Record<PageId, PageModuleLoader>>,
  { locale }: RemoteRouteContext,
): RouteObject[] {
  return pagesOfRemote(remote, locale).flatMap(({ id, path }) => {
    const load = pages[id];
    if (!load) return [];
    const handle: PageHandle = { pageId: id, remote, locale };
    return [
      {
        id: `${remote}:${id}:${locale}`,
        path,
        handle,
        lazy: async () => ({ Component: (await load()).default }),
      } satisfies RouteObject,
    ];
  });
}
