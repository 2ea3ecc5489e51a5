// Owns the data that missed the status on the server: each late route waits for it within what is left of the data budget; it
// joins the page's loader data (the browser gets it with the rest), or the page is left to the browser (a 404, a failure, too late).
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { withDeadline } from './serverRemotes';
import { isLate, lateData } from './runLoaders';

/** The status a loader threw: a Response, `data(…, { status })` or an error response; none for any other failure. */
export function thrownStatus(error: unknown): number | undefined {
  if (error instanceof Response || isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'DataWithResponseInit') {
    return (error as { init?: { status?: number } | null }).init?.status ?? 200;
  }
  return undefined;
}

/**
 * Takes the late data out of the page's loader data (null until it comes) and gives, per late route, the promise that it is in
 * (what `<Await>` waits on), rejected with what its loader threw, a redirect, or the deadline `leftMs`; none when all came in time.
 */
export function takeLateData(
  context: StaticHandlerContext,
  leftMs: number,
  url: URL,
  log: (message: string) => void,
): Record<string, Promise<void>> {
  const late: Record<string, Promise<void>> = {};
  for (const [id, value] of Object.entries(context.loaderData)) {
    if (!isLate(value)) continue;
    // Not undefined: a route without its data would render the root's hydration fallback (nothing) in place of the layout.
    context.loaderData[id] = null;
    late[id] = withDeadline(lateData(value), leftMs, `the data of ${url.pathname}`).then(
      (data) => {
        if (data instanceof Response) throw data;
        context.loaderData[id] = data;
      },
      (error: unknown) => {
        const status = thrownStatus(error);
        if (status === 404) throw error;
        const reason = status !== undefined ? `a loader answered ${status}` : error instanceof Error ? error.message : String(error);
        log(`[ssr] ${url.pathname}: its data came after the layout and failed (${reason}); the browser renders the page`);
        throw error;
      },
    );
  }
  return late;
}
