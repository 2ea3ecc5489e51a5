// Owns rendering a page on the server (the shell's Node build, dist/server): the layout and the owning remote's page with its
// loader data, streamed with React; a remote that cannot be had in time leaves its page to the browser.
import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { Provider, createStore } from 'jotai';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeOfPath,
  pagesOfPointer,
  remoteOfPath,
  setLivePages,
  type Locale,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesPointerFile,
  type RuntimeConfig,
  type SlotModule,
  type SlotName,
} from '@storefront/contracts';
import { localeAtom, platformStore, runtimeConfigAtom } from '@storefront/platform';
import { rememberReleases } from '../federation/registry';
import { slotsOfLayout } from '../layout/layoutRules';
import { PrerenderedSlotsContext, type PrerenderedSlots } from '../regions/prerenderedSlots';
import { remoteChildren, resolveLazyMatches, shellRoutes } from '../router/createShellRouter';
import { pageHeadOf } from '../seo/pageHead';
import type { PageOverride } from '../seo/pageMeta';
import type { ServerState } from './serverState';
import { SiteOriginContext } from './siteOrigin';
import { loadRoutesModule, loadSlotModule, logOnce, withDeadline } from './serverRemotes';
import { BrowserRenderedRegion, streamRoutes, type LateOutcome } from './streamed';

export { serverStateScript } from './serverState';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  headers: Headers;
  pointer: RemotesPointerFile;
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

/** Loaders read the runtime configuration from the platform's store (requireRuntimeConfig); the server sets it once. */
export function configure(config: RuntimeConfig): void {
  platformStore.set(runtimeConfigAtom, config);
}

interface PageRoutes {
  routes: RouteObject[];
  rendered: RemoteName | null;
  build: string | null;
  fallback: string | null;
  /** The layout's slots of the page's own remote, rendered with the page (the shop's filter panel beside its listings). */
  slots: PrerenderedSlots;
  /** Those that could not be had in time: the browser renders them after hydration. */
  missingSlots: SlotName[];
}

function browserRendered(remote: RemoteName, pathname: string): RouteObject[] {
  const placeholder: RouteObject = { path: pathname, Component: () => <BrowserRenderedRegion remote={remote} /> };
  return shellRoutes(Object.fromEntries(LOCALES.map((locale) => [locale, [placeholder]])) as unknown as Record<Locale, RouteObject[]>);
}

async function routesFor(pathname: string, request: RenderRequest): Promise<PageRoutes> {
  const remote = remoteOfPath(pathname);
  const none = { slots: {}, missingSlots: [] };
  if (!remote) return { routes: shellRoutes(), rendered: null, build: null, fallback: null, ...none };
  const started = performance.now();
  // The slots load beside the routes, within the same budget: they come from the same release.
  const slots = slotsOf(remote, pathname, request);
  try {
    // No load of the federation has a deadline of its own: a slow remote would hold the whole page.
    const module = await withDeadline((request.loadRoutes ?? loadRoutesModule)(remote, request.pointer), request.budgetMs, `${remote}/routes`);
    const routes = shellRoutes(remoteChildren(module));
    const left = Math.max(1, request.budgetMs - (performance.now() - started));
    await withDeadline(resolveLazyMatches(routes, pathname), left, `the page module of ${remote}`);
    return { routes, rendered: remote, build: module.release, fallback: null, ...(await slots) };
  } catch (error) {
    logOnce(remote, request.pointer.remotes[remote]?.entry ?? '', error, request.log);
    return { routes: browserRendered(remote, pathname), rendered: null, build: null, fallback: error instanceof Error ? error.message : String(error), ...none };
  }
}

/**
 * The layout's slots that the page's remote fills: they read the page's loader data, so they render with it. One that cannot be
 * had within the budget is left to the browser, which renders it after hydration as it renders every other slot.
 */
async function slotsOf(remote: RemoteName, pathname: string, request: RenderRequest): Promise<Pick<PageRoutes, 'slots' | 'missingSlots'>> {
  const loaded = await Promise.all(
    slotsOfLayout(pathname, remote).map(async (slot) => {
      try {
        const module = await withDeadline((request.loadSlot ?? loadSlotModule)(slot, request.pointer), request.budgetMs, `${remote}/${slot}`);
        return { slot, component: module.default };
      } catch (error) {
        logOnce(remote, request.pointer.remotes[remote]?.entry ?? '', error, request.log);
        return { slot, component: null };
      }
    }),
  );
  return {
    slots: Object.fromEntries(loaded.flatMap(({ slot, component }) => (component ? [[slot, component]] : []))),
    missingSlots: loaded.flatMap(({ slot, component }) => (component ? [] : [slot])),
  };
}

function stream(element: React.ReactElement, log: (message: string) => void, nonce: string | undefined): Promise<Readable> {
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

/** How long the status waits for a page's data before the layout leaves without it (a visitor sees the site while it comes). */
export const STREAM_AFTER_MS = 500;

/** How long a page's loaders may take in all before the page is left to the browser. */
const DATA_BUDGET_MS = 2_500;

const LATE = Symbol('late data');
type Late = { [LATE]: Promise<unknown> };
const isLate = (value: unknown): value is Late => typeof value === 'object' && value !== null && LATE in value;

/** Each loader gets `afterMs` to answer; one that takes longer hands its promise on, and the page streams it after the layout. */
function withLateLoaders(routes: RouteObject[], afterMs: number): void {
  if (!Number.isFinite(afterMs)) return;
  for (const route of routes) {
    const loader = route.loader;
    if (typeof loader === 'function') {
      route.loader = (args: LoaderFunctionArgs) => {
        const result = Promise.resolve().then(() => loader(args));
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<Late>((resolve) => {
          timer = setTimeout(() => resolve({ [LATE]: result }), afterMs);
        });
        return Promise.race([result.finally(() => clearTimeout(timer)), late]);
      };
    }
    if (route.children) withLateLoaders(route.children, afterMs);
  }
}

/**
 * Runs the page's loaders with a deadline: data that does not come in time (a service that is slow, stalled or down) leaves the
 * page to the browser, as a remote whose code is slow does, so the server answers in time whatever the services do.
 */
async function queryWithin(url: URL, request: RenderRequest, page: PageRoutes) {
  const budgetMs = request.dataBudgetMs ?? DATA_BUDGET_MS;
  try {
    // Data may follow the layout only while the data budget is not spent: past it, the page is the browser's anyway.
    const afterMs = request.streamAfterMs ?? STREAM_AFTER_MS;
    if (afterMs < budgetMs) withLateLoaders(page.routes, afterMs);
    const handler = createStaticHandler(page.routes);
    const context = await handler.query(new Request(url, { headers: request.headers, signal: AbortSignal.timeout(budgetMs) }));
    return { handler, context, ...page };
  } catch (error) {
    if (!page.rendered || !(error instanceof DOMException && error.name === 'TimeoutError')) throw error;
    return browserRenderedQuery(url, request, page.rendered, budgetMs);
  }
}

async function browserRenderedQuery(url: URL, request: RenderRequest, remote: RemoteName, budgetMs: number) {
  request.log(`[ssr] ${url.pathname} renders in the browser: its data did not come within ${budgetMs} ms`);
  const handler = createStaticHandler(browserRendered(remote, url.pathname));
  const context = await handler.query(new Request(url, { headers: request.headers }));
  return { handler, context, rendered: null, build: null, fallback: `data not within ${budgetMs} ms`, slots: {}, missingSlots: [] };
}

/** The status a loader threw: a Response, `data(…, { status })` or an error response; none for any other failure. */
function thrownStatus(error: unknown): number | undefined {
  if (error instanceof Response || isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'DataWithResponseInit') {
    return (error as { init?: { status?: number } | null }).init?.status ?? 200;
  }
  return undefined;
}

/**
 * Waits for the data that came late, within what is left of the data budget: it goes into the page's loader data (so that
 * the browser gets it with the rest); a page that does not exist, a failure or a deadline leave the page to the browser.
 */
function settleLate(context: StaticHandlerContext, id: string, late: Late, ms: number, url: URL, log: (message: string) => void): Promise<LateOutcome> {
  return withDeadline(late[LATE], ms, `the data of ${url.pathname}`).then(
    (data): LateOutcome => {
      if (data instanceof Response) return { kind: 'browser', reason: `a loader answered ${data.status}` };
      context.loaderData[id] = data;
      return { kind: 'data' };
    },
    (error: unknown): LateOutcome => {
      const status = thrownStatus(error);
      if (status === 404) return { kind: 'not-found' };
      const reason = status !== undefined ? `a loader answered ${status}` : error instanceof Error ? error.message : String(error);
      log(`[ssr] ${url.pathname}: its data came after the layout and failed (${reason}); the browser renders the page`);
      return { kind: 'browser', reason };
    },
  );
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const locale = localeOfPath(url.pathname) ?? DEFAULT_LOCALE;
  rememberReleases(request.pointer);
  // This bundle's path table (the one its layout and the remotes' server code read) is the live releases' pages.
  setLivePages(pagesOfPointer(request.pointer));
  const page = await routesFor(url.pathname, request);
  const started = performance.now();
  const { handler, context, rendered, build, fallback, slots, missingSlots } = await queryWithin(url, request, page);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location };
    throw new Error(`A loader answered ${context.status} without a page`);
  }
  // A loader that threw (anything but a 404) gives the error page of spec §2 with status 500, as a render that throws does.
  const thrown = Object.values(context.errors ?? {}).find((error) => !(isRouteErrorResponse(error) && error.status === 404));
  if (thrown !== undefined) {
    request.log(`[ssr] ${url.pathname}: a loader failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    Object.assign(context, { statusCode: 500, errors: { root: thrown }, loaderData: {}, actionData: null });
  }
  // Data that did not come before the status was due follows the layout: its route waits behind a Suspense boundary.
  const lateEntries = Object.entries(context.loaderData).filter((entry): entry is [string, Late] => isLate(entry[1]));
  const late: Record<string, Promise<LateOutcome>> = {};
  const left = Math.max(1, (request.dataBudgetMs ?? DATA_BUDGET_MS) - (performance.now() - started));
  for (const [id, value] of lateEntries) {
    // Not undefined: a route without its data would render the root's hydration fallback (nothing) in place of the layout.
    context.loaderData[id] = null;
    late[id] = settleLate(context, id, value, left, url, request.log);
  }
  // A slot reads the page's loader data: beside data that follows the layout it would render without it, and then differ from the
  // hydrating browser's, which has it. Such a page's slots are the browser's.
  const prerendered = lateEntries.length > 0 ? {} : slots;
  // Each request renders with its own store (its locale); the configuration is the deployment's.
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(runtimeConfigAtom, request.config);
  const element = (context: StaticHandlerContext) => (
    <SiteOriginContext value={request.origin}>
      <Provider store={store}>
        <PrerenderedSlotsContext value={context.errors ? {} : prerendered}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </PrerenderedSlotsContext>
      </Provider>
    </SiteOriginContext>
  );
  // A page that failed (its loader threw) is rendered again by the browser, which shows the same error page.
  const hydrates = rendered !== null && !context.errors;
  const state: ServerState = {
    config: request.config,
    pointer: request.pointer,
    origin: request.origin,
    rendered: hydrates ? rendered : null,
    hydrationData: hydrates ? { loaderData: context.loaderData, actionData: context.actionData } : null,
    slots: hydrates ? (Object.keys(prerendered) as SlotName[]) : [],
    ...(lateEntries.length > 0 && hydrates ? { streamed: Object.keys(late) } : {}),
  };
  if (lateEntries.length > 0 && rendered) {
    streamRoutes(handler.dataRoutes, late, rendered);
    // Data that did not come makes the browser render the page (it shows the same 404 or error page, or the page itself).
    void Promise.all(Object.values(late)).then((outcomes) => {
      if (outcomes.every((outcome) => outcome.kind === 'data')) return;
      Object.assign(state, { rendered: null, hydrationData: null, streamed: undefined });
    });
  }
  try {
    const body = await stream(element(context), request.log, request.nonce);
    const streamed = lateEntries.length > 0;
    return { kind: 'page', status: context.statusCode, body, state, locale, remote: rendered, build, fallback, pageMeta: streamed ? null : pageHeadOf(store), streamed, missingSlots };
  } catch (error) {
    // A page that throws while rendering gets the error page of spec §2 (the root route's boundary), with status 500.
    request.log(`[ssr] ${url.pathname} failed to render: ${error instanceof Error ? error.message : String(error)}`);
    const failed: StaticHandlerContext = { ...context, statusCode: 500, errors: { root: error }, loaderData: {}, actionData: null };
    const body = await stream(element(failed), request.log, request.nonce);
    return { kind: 'page', status: 500, body, state: { ...state, rendered: null, hydrationData: null }, locale, remote: rendered, build, fallback, pageMeta: null, streamed: false, missingSlots };
  }
}
