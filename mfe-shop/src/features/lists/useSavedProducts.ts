// Owns turning a saved list into the current products it names: those the server read from the list's cookie first (ADR
// 0057), then, once the page is hydrated, the ones storage holds besides, each alone (its own data, not the whole shop's).
import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { removeById } from '@storefront/commerce';
import type { ListedShopProduct, Locale } from '@storefront/contracts';
import { storedSavedList, useLocale, useRuntimeConfig, type SavedItem, type SavedListName } from '@storefront/platform';
import { useHydrated } from '@storefront/ui';
import { toCardProduct, type CardProduct } from '../listing/cardProduct';
import { savedListAtoms } from './savedLists';
import { savedHandlesOf, writeSavedCookies } from './savedCookie';
import type { ServerSaved } from './savedLoader';
import { matchSaved, type ReadProducts } from './savedMatch';

export interface SavedProduct {
  product: ListedShopProduct;
  card: CardProduct;
}

/**
 * `frame`: the server's render and the browser's first when the server knew no list (no cookie), so both agree; `loading`: the
 * saved products are on their way; `ready`: the saved products, in the order they were saved, `pending` while more of them
 * are on their way; `error`: they could not be read.
 */
export type SavedProducts = { status: 'frame' | 'loading' | 'error' } | { status: 'ready'; products: SavedProduct[]; pending: boolean };

// The catalogue code (firebase, the store's client) comes with the first saved list to show, not with the page.
const importCatalogue = () => import('../../data/shopCatalogue');

const NOTHING_READ: ReadProducts = new Map();

/**
 * Called as a page's code loads, before it hydrates: with saved products in storage that the server did not render (their
 * handles are not all in the list's cookie), the catalogue code is fetched beside the hydration rather than after it (a
 * failure here is the hook's to show, when it asks again).
 */
export function fetchCatalogueCodeEarly(list: SavedListName): void {
  const rendered = new Set(typeof document === 'undefined' ? [] : savedHandlesOf(list, document.cookie));
  if (storedSavedList(list).some(({ handle }) => !rendered.has(handle))) importCatalogue().catch(() => undefined);
}

/**
 * The products of a saved list with their current data (a price changed since they were saved shows the new price). The
 * server's (`server`, from the list's cookie) are shown from the first render; once hydrated, storage's list wins, and only
 * what it holds besides is read. A product the shop no longer has leaves the list once it has been read.
 */
export function useSavedProducts(
  list: SavedListName,
  server: ServerSaved,
): { state: SavedProducts; items: SavedItem[]; remove: (id: string) => void } {
  const hydrated = useHydrated();
  const locale = useLocale();
  const config = useRuntimeConfig();
  const [items, setItems] = useAtom(savedListAtoms[list]);
  const [read, setRead] = useState<{ locale: Locale; products: ReadProducts; failed: boolean } | null>(() =>
    server.handles.length > 0 ? { locale, products: new Map(server.read), failed: false } : null,
  );
  const current = read?.locale === locale ? read : null;
  const shown = hydrated ? items : server.handles.map((handle) => ({ handle }));
  const { products, gone, missing } = matchSaved(shown, current?.products ?? NOTHING_READ);
  // A removal changes no handle to read: the ones read stay, nothing is asked again. Storage is read once hydrated only.
  const wanted = !hydrated || current?.failed ? '' : missing.join('\n');

  useEffect(() => {
    if (!wanted || !config) return;
    let live = true;
    const handles = wanted.split('\n');
    void importCatalogue()
      .then(({ loadShopProducts }) => loadShopProducts(config, locale, handles))
      .then(
        (found) =>
          live &&
          setRead((before) => ({
            locale,
            products: new Map([...(before?.locale === locale ? before.products : []), ...found]),
            failed: false,
          })),
        () => live && setRead((before) => ({ locale, products: before?.locale === locale ? before.products : new Map(), failed: true })),
      );
    return () => {
      live = false;
    };
  }, [wanted, config, locale, list]);

  const goneKey = hydrated ? gone.join('\n') : '';
  useEffect(() => {
    if (!goneKey) return;
    const leaving = new Set(goneKey.split('\n'));
    setItems((saved) => saved.filter((item) => !leaving.has(item.handle)));
  }, [goneKey, setItems]);

  // The cookie follows storage (a removal, a product gone, a list saved before the cookie existed): the next visit's server
  // renders this list.
  useEffect(() => {
    if (hydrated) writeSavedCookies(list, items);
  }, [hydrated, list, items]);

  const remove = (id: string) => setItems((saved) => removeById(saved, id));
  const cards = products.map((product) => ({ product, card: toCardProduct(product) }));
  const state: SavedProducts =
    !hydrated && server.handles.length === 0
      ? { status: 'frame' }
      : current?.failed
        ? { status: 'error' }
        : missing.length > 0 && cards.length === 0
          ? { status: 'loading' }
          : { status: 'ready', products: cards, pending: missing.length > 0 };
  return { state, items, remove };
}
