// Owns the last step of a server render: the page's React tree with its request's providers, streamed to HTML.
import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { Provider, createStore } from 'jotai';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import { localeAtom, runtimeConfigAtom } from '@storefront/platform';
import { PrerenderedSlotsContext, type PrerenderedSlots } from '../regions/prerenderedSlots';
import { SiteOriginContext } from './siteOrigin';

/** The request's own store: its locale, and the configuration components read (`useRuntimeConfig`); the page writes its head there. */
export function requestStore(locale: Locale, config: RuntimeConfig): ReturnType<typeof createStore> {
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(runtimeConfigAtom, config);
  return store;
}

export interface DocumentParts {
  origin: string;
  store: ReturnType<typeof createStore>;
  handler: StaticHandler;
  slots: PrerenderedSlots;
}

export function pageElement({ origin, store, handler, slots }: DocumentParts, context: StaticHandlerContext) {
  return (
    <SiteOriginContext value={origin}>
      <Provider store={store}>
        <PrerenderedSlotsContext value={context.errors ? {} : slots}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </PrerenderedSlotsContext>
      </Provider>
    </SiteOriginContext>
  );
}

/** The HTML of the element, once its shell (everything outside a pending Suspense boundary) is ready. */
export function streamDocument(element: React.ReactElement, log: (message: string) => void, nonce: string | undefined): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const { pipe } = renderToPipeableStream(element, {
      ...(nonce ? { nonce } : {}),
      // A boundary whose content is ready (a slot the server rendered) stays in place, however large: React would otherwise move
      // it out past ~12 KB of HTML and put it back with an inline script, which a cached page (no nonce) or a crawler never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        pipe(body);
        resolve(body);
      },
      onShellError: reject,
      onError(error) {
        log(`[ssr] render error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      },
    });
  });
}
