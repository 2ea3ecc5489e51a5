// Owns rendering a page on the server (the shell's Node build, dist/server), in steps: resolve the page and its remote
// (resolvePage.tsx), run its loaders (runLoaders.ts), take the data that missed the status and have its route wait for it
// (lateData.ts, awaitLate.tsx), hand the browser its state (serverState.ts), stream the document (document.tsx). The head is
// the server's (shell/server/rendering/renderPages.ts), from pageMeta.
import type { Readable } from 'node:stream';
import type { StaticHandlerContext } from 'react-router';
import {
  DEFAULT_LOCALE,
  localeOfPath,
  pagesOfPointer,
  setLivePages,
  type Locale,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesPointerFile,
  type RuntimeConfig,
  type SlotModule,
  type SlotName,
} from '@storefront/contracts';
import { rememberReleases } from '../federation/registry';
import { addShellEnglish } from '../i18n';
import { shellEnglish } from '../messages.en';
import { pageHeadOf } from '../seo/pageHead';
import type { PageOverride } from '../seo/pageMeta';
import { awaitLateRoutes } from './awaitLate';
import { pageElement, requestStore, streamDocument, type DocumentParts } from './document';
import { takeLateData } from './lateData';
import { resolvePage } from './resolvePage';
import { DATA_BUDGET_MS, failedLoadersAsErrorPage, runLoaders, STREAM_AFTER_MS, type LoadedPage } from './runLoaders';
import type { ServerState } from './serverState';

// The server renders either language from the start: the English messages a French page's browser never loads are here at once.
addShellEnglish(shellEnglish);

export { serverStateScript } from './serverState';
export { STREAM_AFTER_MS };

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  headers: Headers;
  pointer: RemotesPointerFile;
  /** The deployment's configuration: this request's loaders get it in their arguments, its components from its store. */
  config: RuntimeConfig;
  /** The site's public origin (configuration, never the Host header). */
  origin: string;
  /** How long a remote's server code may take to load before its page is left to the browser. */
  budgetMs: number;
  /** How long the page's loaders may take (a slow or stalled service) before the page is left to the browser; 2.5 s by default. */
  dataBudgetMs?: number;
  /**
   * How long the status waits for the page's data: data that takes longer follows the layout in the same response (the
   * layout and the page's loading line leave at once); 500 ms by default; Infinity waits for it (a render for the cache).
   */
  streamAfterMs?: number;
  /** The nonce of this response's content security policy, for React's inline scripts that put late content in place. */
  nonce?: string;
  log: (message: string) => void;
  /** Where a remote's routes module comes from: its live release through the federation, unless a test gives its own. */
  loadRoutes?: (remote: RemoteName, pointer: RemotesPointerFile) => Promise<RemoteRoutesModule>;
  /** Where a layout slot's module comes from (the same remote's live release), unless a test gives its own. */
  loadSlot?: (slot: SlotName, pointer: RemotesPointerFile) => Promise<SlotModule>;
  /** Told each load of a remote's code that failed or came too late (resolvePage.tsx; the server's metrics count them). */
  onRemoteFailure?: (remote: RemoteName) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      body: Readable;
      state: ServerState;
      locale: Locale;
      remote: RemoteName | null;
      /** The release label the remote's server code was built with (what the server really ran). */
      build: string | null;
      fallback: string | null;
      /** The title and description the page gave while rendering (e.g. a product's name), and its JSON-LD, for the document's head. */
      pageMeta: PageOverride | null;
      /** Whether the page's data came after the layout (the response streams it): such a page is not kept in the shared cache. */
      streamed: boolean;
      /** Layout slots the server could not render in time (the browser renders them): such a page is not kept either. */
      missingSlots: SlotName[];
    };

/** A loader's answer without a page: a redirect, or a failure. */
function redirectOf(response: Response): RenderResult {
  const location = response.headers.get('location');
  if (location && response.status >= 300 && response.status < 400) return { kind: 'redirect', status: response.status, location };
  throw new Error(`A loader answered ${response.status} without a page`);
}

/**
 * What the browser gets to start from: the configuration, the releases, and, for a page it hydrates, the loader data and the
 * routes whose data follows the layout. A page that failed (its loader threw) is rendered again by the browser, which shows
 * the same error page; so is one whose late data does not all come.
 */
function browserState(
  request: RenderRequest,
  page: LoadedPage,
  context: StaticHandlerContext,
  slots: DocumentParts['slots'],
  late: Record<string, Promise<void>>,
): ServerState {
  const hydrates = page.rendered !== null && !context.errors;
  const streamed = Object.keys(late);
  const state: ServerState = {
    config: request.config,
    pointer: request.pointer,
    origin: request.origin,
    rendered: hydrates ? page.rendered : null,
    hydrationData: hydrates ? { loaderData: context.loaderData, actionData: context.actionData } : null,
    slots: hydrates ? (Object.keys(slots) as SlotName[]) : [],
    ...(streamed.length > 0 && hydrates ? { streamed } : {}),
  };
  // Data that did not come makes the browser render the page (it shows the same 404 or error page, or the page itself).
  void Promise.allSettled(Object.values(late)).then((outcomes) => {
    if (outcomes.every((outcome) => outcome.status === 'fulfilled')) return;
    Object.assign(state, { rendered: null, hydrationData: null, streamed: undefined });
  });
  return state;
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const locale = localeOfPath(url.pathname) ?? DEFAULT_LOCALE;
  rememberReleases(request.pointer);
  // This bundle's path table (the one its layout and the remotes' server code read) is the live releases' pages.
  setLivePages(pagesOfPointer(request.pointer));
  const page = await resolvePage(url.pathname, request);

  const started = performance.now();
  const dataBudgetMs = request.dataBudgetMs ?? DATA_BUDGET_MS;
  const streamAfterMs = request.streamAfterMs ?? STREAM_AFTER_MS;
  const loaded = await runLoaders(page, {
    url,
    headers: request.headers,
    config: request.config,
    dataBudgetMs,
    streamAfterMs,
    log: request.log,
  });
  const { context, rendered, build, fallback, missingSlots } = loaded;
  if (context instanceof Response) return redirectOf(context);
  const thrown = failedLoadersAsErrorPage(context);
  if (thrown !== undefined)
    request.log(`[ssr] ${url.pathname}: a loader failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`);

  // Data that did not come before the status was due follows the layout: its route waits behind a Suspense boundary.
  const late = takeLateData(context, Math.max(1, dataBudgetMs - (performance.now() - started)), url, request.log);
  const streamed = Object.keys(late).length > 0;
  if (streamed && rendered) awaitLateRoutes(loaded.handler.dataRoutes, late, rendered);

  // A slot reads the page's loader data: beside data that follows the layout it would render without it, and then differ from the
  // hydrating browser's, which has it. Such a page's slots are the browser's.
  const parts: DocumentParts = {
    origin: request.origin,
    store: requestStore(locale, request.config),
    handler: loaded.handler,
    slots: streamed ? {} : loaded.slots,
  };
  const state = browserState(request, loaded, context, parts.slots, late);
  const result = { kind: 'page', locale, remote: rendered, build, fallback, missingSlots } as const;
  try {
    const body = await streamDocument(pageElement(parts, context), request.log, request.nonce);
    return { ...result, status: context.statusCode, body, state, pageMeta: streamed ? null : pageHeadOf(parts.store), streamed };
  } catch (error) {
    // A page that throws while rendering gets the error page of spec §2 (the root route's boundary), with status 500.
    request.log(`[ssr] ${url.pathname} failed to render: ${error instanceof Error ? error.message : String(error)}`);
    const failed: StaticHandlerContext = { ...context, statusCode: 500, errors: { root: error }, loaderData: {}, actionData: null };
    const body = await streamDocument(pageElement(parts, failed), request.log, request.nonce);
    return { ...result, status: 500, body, state: { ...state, rendered: null, hydrationData: null }, pageMeta: null, streamed: false };
  }
}
