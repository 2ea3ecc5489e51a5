// Owns mounting the shell: global styles, platform providers and the router, hydrating the server's HTML when it rendered the page.
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router';
import { DEFAULT_LOCALE, localeOfPath, type RemoteRoutesModule, type RuntimeConfig, type SlotName } from '@storefront/contracts';
import { PlatformProvider, localeAtom, platformStore, runtimeConfigAtom } from '@storefront/platform';
import '@storefront/ui/styles.css';
import './global.css';
import { loadShellLocale } from './i18n';
import { nextTask } from './nextTask';
import { PrerenderedSlotsContext } from './regions/prerenderedSlots';
import { createShellRouter, warmPage } from './router/createShellRouter';
import { watchLinkIntent } from './router/linkIntent';
import { removeAtStart } from './seo/serverMeta';
import { SiteOriginContext } from './ssr/siteOrigin';

export interface Hydration {
  module: RemoteRoutesModule;
  hydrationData: HydrationState;
  origin: string;
  /** The routes whose data followed the layout in the server's response (they hydrate inside the same Suspense boundary). */
  streamed: string[];
  /** The layout's slots the server rendered with the page. */
  slots: SlotName[];
}

export async function bootstrap(config: RuntimeConfig | null, hydration: Hydration | null) {
  // This module's chunk has just been evaluated, with the layout's modules: the rest is another task.
  await nextTask();
  // Components read the configuration from the platform's store (useRuntimeConfig), loaders from the router's context: both once.
  if (config) platformStore.set(runtimeConfigAtom, config);
  // The first render must read the page's locale as the server did (LocaleSync only sets it after rendering), in its words.
  const locale = localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
  platformStore.set(localeAtom, locale);
  await loadShellLocale(locale);
  // The server wrote the head for crawlers; the shell's head takes it over (seo/serverMeta.ts, seo/DocumentHead.tsx).
  removeAtStart(document);
  const router = await createShellRouter(config, hydration ?? undefined).catch((error: unknown) => {
    console.error('[shell] the landing page could not be hydrated; rendering it in the browser', error);
    hydration = null;
    return createShellRouter(config);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <SiteOriginContext value={hydration?.origin ?? window.location.origin}>
        <PlatformProvider>
          <PrerenderedSlotsContext value={Object.fromEntries((hydration?.slots ?? []).map((slot) => [slot, true]))}>
            <RouterProvider router={router} flushSync={flushSync} />
          </PrerenderedSlotsContext>
        </PlatformProvider>
      </SiteOriginContext>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for the whole page,
  // and a click during it still reaches the early-actions queue (shell/src/ssr/earlyActions.ts) and is replayed.
  if (hydration) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // Another page's code comes while the visitor points at its link, not after the click (ADR 0065).
  watchLinkIntent(document, (path) => void warmPage(path));
}
