// Owns how a remote turns its lazy page modules into route objects for the shell (or its harness), per locale: component and loader.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import {
  routesOfPages,
  type Locale,
  type PageDeclaration,
  type PageHandle,
  type PageId,
  type RemoteName,
  type RemoteRouteContext,
  type RuntimeConfig,
} from '@storefront/contracts';
import { platformStore, runtimeConfigAtom } from './state';

/** What a page's loader receives: react-router's arguments, the page's locale and the deployment's runtime configuration. */
export interface PageLoaderArgs extends LoaderFunctionArgs {
  locale: Locale;
  config: RuntimeConfig;
}

/**
 * A page of a remote: its component, and the loader that gives it its data (run on the server for the first request
 * and in the browser on later navigations; the component reads it with useLoaderData and does not fetch on mount).
 */
export interface PageModule {
  default: ComponentType;
  loader?: (args: PageLoaderArgs) => unknown;
}

export type PageModuleLoader = () => Promise<PageModule>;

/** The runtime configuration loaders use; the shell (or harness, or server) sets it before any route runs. */
export function requireRuntimeConfig(): RuntimeConfig {
  const config = platformStore.get(runtimeConfigAtom);
  if (!config) throw new Error('The runtime configuration is not loaded');
  return config;
}

/**
 * Routes of every page the remote declares (its own src/pages.ts, the same its release carries to the shell) in the locale
 * asked for; pages without a module are not routed.
 */
export function createPageRoutes(
  remote: RemoteName,
  declarations: readonly PageDeclaration[],
  pages: Partial<Record<PageId, PageModuleLoader>>,
  { locale }: RemoteRouteContext,
): RouteObject[] {
  return routesOfPages(declarations, locale).flatMap(({ id, path }) => {
    const load = pages[id];
    if (!load) return [];
    const handle: PageHandle = { pageId: id, remote, locale };
    return [
      {
        id: `${remote}:${id}:${locale}`,
        path,
        handle,
        lazy: async () => {
          const page = await load();
          const pageLoader = page.loader;
          return {
            Component: page.default,
            ...(pageLoader ? { loader: (args: LoaderFunctionArgs) => pageLoader({ ...args, locale, config: requireRuntimeConfig() }) } : {}),
          };
        },
      } satisfies RouteObject,
    ];
  });
}
