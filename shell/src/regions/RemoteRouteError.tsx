// Owns what a remote's page shows when its route fails to load or throws: 404s stay 404s, the rest is the remote's fallback.
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import type { PageHandle } from '@storefront/contracts';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteUnavailable } from './RemoteUnavailable';

export function RemoteRouteError() {
  const error = useRouteError();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('[router] remote page failed', error);
  const remote = handle?.remote ?? 'catalogue';
  return (
    <div data-remote={remote} data-state="unavailable">
      <RemoteUnavailable remote={remote} />
    </div>
  );
}
