// Owns the one data router: locale layouts, redirects, 404, and patching in a remote's routes on first navigation.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LOCALES, localizedPath, matchPage, pageDefinition, type Locale, type RemoteName } from '@storefront/contracts';
import { ensureRemote } from '../federation/registry';
import { ErrorPage } from '../pages/ErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteRouteError } from '../regions/RemoteRouteError';
import { Layout } from '../layout/Layout';
import { fitRemoteRoutes } from './remoteRoutes';

export const localeRouteId = (locale: Locale) => `locale-${locale}`;

export function shellRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: ErrorPage,
      children: [
        { path: '/', loader: () => redirect(localizedPath('home', 'fr')) },
        ...LOCALES.map(
          (locale): RouteObject => ({
            // Pathless, so that the locale's own home (/fr) is a splat match and its remote gets patched in.
            id: localeRouteId(locale),
            element: <Layout locale={locale} />,
            children: [{ path: `/${locale}/*`, Component: NotFoundPage }],
          }),
        ),
        { path: '*', element: <Layout locale="fr" />, children: [{ path: '*', Component: NotFoundPage }] },
      ],
    },
  ];
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

const patched = new Set<RemoteName>();

/** Loads the remote that owns a path and adds its routes, in both locales, under the locale layouts. */
export async function patchRemoteFor(path: string, patch: Patch): Promise<void> {
  const match = matchPage(path.split('?')[0] ?? path);
  if (!match) return;
  const remote = pageDefinition(match.id).remote;
  if (patched.has(remote)) return;
  try {
    const module = await ensureRemote(remote);
    for (const locale of LOCALES) {
      const routes = module.createRoutes({ locale, basePath: localizedPath('home', locale) });
      patch(localeRouteId(locale), fitRemoteRoutes(remote, routes));
    }
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

export function createShellRouter() {
  return createBrowserRouter(shellRoutes(), {
    async patchRoutesOnNavigation({ path, patch }) {
      await patchRemoteFor(path, patch);
    },
  });
}
