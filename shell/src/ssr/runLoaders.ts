// Owns running a page's loaders on the server: within the data budget (a stalled service leaves the page to the browser), each
// loader given until the status is due, after which its data is handed on to follow the layout (lateData.ts).
import {
  createStaticHandler,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import type { RuntimeConfig } from '@storefront/contracts';
import { loaderContext } from '@storefront/platform';
import { browserRenderedPage, type ResolvedPage } from './resolvePage';

/** How long the status waits for a page's data before the layout leaves without it (a visitor sees the site while it comes). */
export const STREAM_AFTER_MS = 500;

/** How long a page's loaders may take in all before the page is left to the browser. */
export const DATA_BUDGET_MS = 2_500;

export interface LoaderRun {
  url: URL;
  headers: Headers;
  /** The deployment's configuration, which the page's loaders receive in their arguments (`PageLoaderArgs.config`). */
  config: RuntimeConfig;
  dataBudgetMs: number;
  /** Infinity waits for the data (a render for the cache). */
  streamAfterMs: number;
  log: (message: string) => void;
}

export type LoadedPage = ResolvedPage & { handler: StaticHandler; context: StaticHandlerContext | Response };

const LATE = Symbol('late data');
/** What a loader that missed the status hands on in place of its data: the promise of that data. */
export type Late = { [LATE]: Promise<unknown> };
export const isLate = (value: unknown): value is Late => typeof value === 'object' && value !== null && LATE in value;
export const lateData = (late: Late): Promise<unknown> => late[LATE];

/** Each loader gets `afterMs` to answer; one that takes longer hands its promise on, and the page streams it after the layout. */
function withLateLoaders(routes: RouteObject[], afterMs: number): void {
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
export async function runLoaders(page: ResolvedPage, run: LoaderRun): Promise<LoadedPage> {
  try {
    // Data may follow the layout only while the data budget is not spent: past it, the page is the browser's anyway.
    if (Number.isFinite(run.streamAfterMs) && run.streamAfterMs < run.dataBudgetMs) withLateLoaders(page.routes, run.streamAfterMs);
    const handler = createStaticHandler(page.routes);
    const request = new Request(run.url, { headers: run.headers, signal: AbortSignal.timeout(run.dataBudgetMs) });
    const context = await handler.query(request, { requestContext: loaderContext(run.config) });
    return { ...page, handler, context };
  } catch (error) {
    if (!page.rendered || !(error instanceof DOMException && error.name === 'TimeoutError')) throw error;
    run.log(`[ssr] ${run.url.pathname} renders in the browser: its data did not come within ${run.dataBudgetMs} ms`);
    const browser = browserRenderedPage(page.rendered, run.url.pathname, `data not within ${run.dataBudgetMs} ms`);
    const handler = createStaticHandler(browser.routes);
    const context = await handler.query(new Request(run.url, { headers: run.headers }), { requestContext: loaderContext(run.config) });
    return { ...browser, handler, context };
  }
}

/**
 * A loader that threw (anything but a 404) gives the error page of spec §2 with status 500, as a render that throws does.
 * Returns what it threw, or undefined when none did.
 */
export function failedLoadersAsErrorPage(context: StaticHandlerContext): unknown {
  const thrown = Object.values(context.errors ?? {}).find((error) => !(isRouteErrorResponse(error) && error.status === 404));
  if (thrown !== undefined) Object.assign(context, { statusCode: 500, errors: { root: thrown }, loaderData: {}, actionData: null });
  return thrown;
}
