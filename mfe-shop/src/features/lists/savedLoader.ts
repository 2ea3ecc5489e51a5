// Owns the data the server gives a saved list's page: the products the list's cookie names (savedCookie.ts), each read alone,
// so the page is rendered with them. Nothing in the browser: there the list is in storage, and the page reads what it lacks.
import type { ListedShopProduct } from '@storefront/contracts';
import type { PageLoaderArgs } from '@storefront/platform';
import { savedHandlesOf } from './savedCookie';
import type { SavedListName } from './savedLists';

export interface ServerSaved {
  /** The handles the cookie names, in the order saved; none in the browser, or without the cookie. */
  handles: string[];
  /** What was read of them: the product, or null when the shop does not list it; none when the store could not be read. */
  read: [string, ListedShopProduct | null][];
}

export const NOTHING_SAVED: ServerSaved = { handles: [], read: [] };

export async function loadSaved({ request, config, locale }: PageLoaderArgs, list: SavedListName): Promise<ServerSaved> {
  if (typeof document !== 'undefined') return NOTHING_SAVED;
  const handles = savedHandlesOf(list, request.headers.get('cookie'));
  if (handles.length === 0) return NOTHING_SAVED;
  // The catalogue's code comes with a list to read only: an empty list's page needs none of it.
  const { loadShopProducts } = await import('../../data/shopCatalogue');
  const read = await loadShopProducts(config, locale, handles).catch(() => null);
  // A list the store could not give is read again in the browser, after its frame.
  return { handles, read: read ? [...read] : [] };
}
