// Owns how a remote turns its lazy page modules into route objects for the shell (or its harness), per locale: component and loader.
import type { ComponentType } from 'react';
import {
  createContext,
  RouterContextProvider,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import {
  pagesOfRemote,
  type Locale,
  type PageHandle,
  type PageId,
  type RemoteName,
  type RemoteRouteContext,
  type RuntimeConfig,
} from '@storefront/contracts';

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
  /** Whether a navigation runs the loader again (by default every one does): a page whose query changes only what it shows says no. */
  shouldRevalidate?: ShouldRevalidateFunction;
}

export type PageModuleLoader = () => Promise<PageModule>;

/**
 * Where a page's loader finds the deployment's configuration: the router's context, which the server fills per request and the
 * browser's router (the shell's, a harness's) once. Components read the same configuration with useRuntimeConfig.
 */
export const runtimeConfigContext = createContext<RuntimeConfig>();

/** The router's context for loaders, with the configuration (none when it could not be loaded: a page loader then fails). */
export function loaderContext(config: RuntimeConfig | null): RouterContextProvider {
  return new RouterContextProvider(new Map(config ? [[runtimeConfigContext, config]] : []));
}

/**
 * Routes of every page the remote's live release declares (its src/pages.ts, carried by its manifest and the pointer into the
 * live path table, which the shell, or the harness, fills before it asks for routes) in the locale asked for; pages without a
 * module are not routed. The declarations are not part of the remote's code: their head texts would load with every page.
 */
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
        lazy: async () => {
          const page = await load();
          const pageLoader = page.loader;
          return {
            Component: page.default,
            ...(page.shouldRevalidate ? { shouldRevalidate: page.shouldRevalidate } : {}),
            ...(pageLoader
              ? { loader: (args: LoaderFunctionArgs) => pageLoader({ ...args, locale, config: args.context.get(runtimeConfigContext) }) }
              : {}),
          };
        },
      } satisfies RouteObject,
    ];
  });
}
