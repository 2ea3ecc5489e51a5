// Owns the one data router: locale layouts, redirects, 404, and patching in a remote's routes on first navigation.
import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type RouteObject } from 'react-router';
import {
  LOCALES,
  localizedPath,
  matchPage,
  remoteOfPath,
  type Locale,
  type RemoteName,
  type RemoteRoutesModule,
} from '@storefront/contracts';
import type { RuntimeConfig } from '@storefront/contracts';
import { loaderContext } from '@storefront/platform';
import { ensureRemote } from '../federation/registry';
import { nextTask } from '../nextTask';
import { ErrorPage } from '../pages/ErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteRouteError } from '../regions/RemoteRouteError';
import { Layout } from '../layout/Layout';
import { streamRoutes } from '../ssr/streamed';
import { fitRemoteRoutes } from './remoteRoutes';

export const localeRouteId = (locale: Locale) => `locale-${locale}`;

/** A remote's routes in each locale, fitted into its region: what a navigation patches in, or what a server render includes. */
export function remoteChildren(module: RemoteRoutesModule): Record<Locale, RouteObject[]> {
  const children = {} as Record<Locale, RouteObject[]>;
  for (const locale of LOCALES)
    children[locale] = fitRemoteRoutes(module.remote, module.createRoutes({ locale, basePath: localizedPath('home', locale) }));
  return children;
}

/** The shell's routes; `included` holds a remote's routes known up front (server render, hydration), after the locale's own. */
export function shellRoutes(included?: Record<Locale, RouteObject[]>): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: ErrorPage,
      // A page the browser renders from scratch shows nothing until its first loader is done (as before, minus the warning).
      HydrateFallback: () => null,
      children: [
        { path: '/', loader: () => redirect(localizedPath('home', 'fr')) },
        ...LOCALES.map((locale): RouteObject => ({
          // Pathless, so that the locale's own home (/fr) is a splat match and its remote gets patched in.
          id: localeRouteId(locale),
          element: <Layout locale={locale} />,
          children: [{ path: `/${locale}/*`, Component: NotFoundPage }, ...(included?.[locale] ?? [])],
        })),
        { path: '*', element: <Layout locale="fr" />, children: [{ path: '*', Component: NotFoundPage }] },
      ],
    },
  ];
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

const patched = new Set<RemoteName>();

/** Loads the remote that owns a path and adds its routes, in both locales, under the locale layouts. */
export async function patchRemoteFor(path: string, patch: Patch): Promise<void> {
  // The live pages (the releases' declarations, from the pointer the page came with) say which remote owns the path.
  const match = matchPage(path.split('?')[0] ?? path);
  const remote = remoteOfPath(path.split('?')[0] ?? path);
  if (!match || !remote || patched.has(remote)) return;
  try {
    const children = remoteChildren(await ensureRemote(remote));
    for (const locale of LOCALES) patch(localeRouteId(locale), children[locale]);
    patched.add(remote);
  } catch (error) {
    console.error(`[router] ${remote} is unavailable`, error);
    // Only this page shows the fallback; another navigation to the remote tries again.
    patch(localeRouteId(match.locale), [
      {
        path: path.split('?')[0],
        handle: { pageId: match.id, remote, locale: match.locale },
        loader: () => {
          throw error;
        },
        ErrorBoundary: RemoteRouteError,
      },
    ]);
  }
}

/** Loads the lazy parts of the routes a location matches, so hydration renders what the server did, not a fallback. */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * Downloads what a navigation to a remote's page will need (the remote's routes module, then the page's own chunk) without
 * navigating: the router's lazy() then finds the chunk already there. A failure is left to the navigation, which retries.
 */
export async function warmPage(pathname: string): Promise<void> {
  const remote = remoteOfPath(pathname);
  if (!remote) return;
  try {
    const routes = shellRoutes(remoteChildren(await ensureRemote(remote)));
    await Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : null)));
  } catch (error) {
    console.warn(`[router] warming ${pathname} failed`, error);
  }
}

/**
 * The browser's router. After a server render, the landing remote's module is given: its routes are in from the start
 * (and its matched page loaded) so the first render hydrates the server's HTML with the loader data sent in the page.
 */
export async function createShellRouter(
  config: RuntimeConfig | null,
  landing?: { module: RemoteRoutesModule; hydrationData: HydrationState; streamed?: string[] },
) {
  const routes = shellRoutes(landing ? remoteChildren(landing.module) : undefined);
  if (landing) {
    // Throws when the page's chunk cannot be had: the caller then renders in the browser, where the region shows its fallback.
    await resolveLazyMatches(routes, window.location.pathname);
    patched.add(landing.module.remote);
    // The page's chunk has just been evaluated: the router is made in a task of its own.
    await nextTask();
  }
  const router = createBrowserRouter(routes, {
    ...(landing ? { hydrationData: landing.hydrationData } : {}),
    // Page loaders get the deployment's configuration in their arguments (createPageRoutes), from the router's context.
    getContext: () => loaderContext(config),
    async patchRoutesOnNavigation({ path, patch }) {
      await patchRemoteFor(path, patch);
    },
  });
  if (landing?.streamed?.length) streamRoutes(router.routes, landing.streamed, landing.module.remote);
  return router;
}
