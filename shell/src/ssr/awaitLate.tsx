// Owns how a late route waits on the server: react-router's <Await> on the promise that its data is in the page's loader data;
// its error element is the 404 page when the loader found nothing, else the empty region the browser fills. Node only: the
// browser never waits (the data comes in the page), so its router is built without Await (SERVER_ONLY_EXPORTS).
import { Await, useAsyncError, type DataRouteObject } from 'react-router';
import type { RemoteName } from '@storefront/contracts';
import { NotFoundPage } from '../pages/NotFoundPage';
import { thrownStatus } from './lateData';
import { BrowserRenderedRegion, streamRoutes } from './streamed';

function LateFailed({ remote }: { remote: RemoteName }) {
  return thrownStatus(useAsyncError()) === 404 ? <NotFoundPage /> : <BrowserRenderedRegion remote={remote} />;
}

/** Each late route's page, inside the loading boundary, waits for its data's promise (lateData.ts). */
export function awaitLateRoutes(routes: DataRouteObject[], late: Record<string, Promise<void>>, remote: RemoteName): void {
  streamRoutes(routes, Object.keys(late), remote, (id, page) => (
    <Await resolve={late[id]} errorElement={<LateFailed remote={remote} />}>
      {page}
    </Await>
  ));
}
