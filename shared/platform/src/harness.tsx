// Owns the harness page a remote runs in alone: the shell's providers, its routes in both locales, and a bare frame.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createBrowserRouter, Link, Outlet, RouterProvider, useMatches } from 'react-router';
import {
  LOCALES,
  localizedPath,
  pagesOfRemote,
  setLivePages,
  type LivePages,
  type PageDeclaration,
  type Locale,
  type PageHandle,
  type RemoteRoutesModule,
  type RuntimeConfig,
} from '@storefront/contracts';
import { LocaleSync, PlatformProvider } from './PlatformProvider';
import { loaderContext } from './pageRoutes';
import { platformStore, runtimeConfigAtom } from './state';
import { bus } from './bus';

function HarnessFrame({ module, slots }: { module: RemoteRoutesModule; slots?: ReactNode }) {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const locale: Locale = handle?.locale ?? 'fr';
  return (
    <>
      <LocaleSync locale={locale} />
      <header style={{ padding: '0.5rem 1rem', background: '#0b2545', color: '#fff', fontFamily: 'system-ui' }}>
        <strong>Harness: {module.remote}</strong> <small>release {module.release}</small>
        <nav aria-label="Harness" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '0.25rem' }}>
          {LOCALES.flatMap((l) =>
            pagesOfRemote(module.remote, l)
              .filter((p) => !p.path.includes(':'))
              .map((p) => (
                <Link key={`${l}${p.id}`} to={p.path} style={{ color: '#f5c400' }}>
                  {l}:{p.id}
                </Link>
              )),
          )}
        </nav>
      </header>
      <main
        id="contenu"
        data-remote={module.remote}
        data-release={module.release}
        style={{ maxWidth: 'var(--container)', margin: '0 auto', padding: '0 var(--gutter)' }}
      >
        <Outlet />
      </main>
      {slots}
    </>
  );
}

export interface HarnessOptions {
  slots?: ReactNode;
  config?: RuntimeConfig;
  /**
   * The other remotes' pages, standing in for the live releases the shell would read, so the remote's links to them have their
   * real addresses (without them, such a link goes to the locale's home page, as for a page no live release declares).
   */
  neighbours?: LivePages;
  /** This build's own pages (its src/pages.ts), which the shell would read from its release. */
  pages?: readonly PageDeclaration[];
}

/** Mounts a remote alone, with the same providers as the shell. Extra slots (e.g. the cart runtime) render beside the page. */
export async function mountHarness(module: RemoteRoutesModule, options: HarnessOptions = {}) {
  // The harness is the shell here: it fills the live path table, with this build's own pages.
  setLivePages({ ...options.neighbours, [module.remote]: options.pages ?? [] });
  const config =
    options.config ??
    (await fetch('/runtime-config.json')
      .then((r) => (r.ok ? (r.json() as Promise<RuntimeConfig>) : null))
      .catch(() => null));
  if (config) platformStore.set(runtimeConfigAtom, config);
  // QA sends and inspects bus commands from the console or a test, as another remote would.
  (window as unknown as { storefrontBus: typeof bus }).storefrontBus = bus;
  const children = LOCALES.flatMap((locale) => module.createRoutes({ locale, basePath: localizedPath('home', locale) }));
  const router = createBrowserRouter(
    [
      {
        element: <HarnessFrame module={module} slots={options.slots} />,
        children: [...children, { path: '*', element: <p>Harness: no page of {module.remote} here.</p> }],
      },
    ],
    // The same configuration for the page loaders, through the router's context, as the shell's router gives it.
    { getContext: () => loaderContext(config) },
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <PlatformProvider>
        <RouterProvider router={router} flushSync={flushSync} />
      </PlatformProvider>
    </StrictMode>,
  );
}
