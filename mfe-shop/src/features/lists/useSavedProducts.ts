// Owns turning a saved list into the current products it names: read once the page is hydrated, the wishlist's each alone
// (its own data, not the whole shop's).
import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { removeById } from '@storefront/commerce';
import type { ListedShopProduct, Locale } from '@storefront/contracts';
import { storedSavedList, useLocale, useRuntimeConfig, type SavedItem, type SavedListName } from '@storefront/platform';
import { useHydrated } from '@storefront/ui';
import { toCardProduct, type CardProduct } from '../listing/cardProduct';
import { savedListAtoms } from './savedLists';
import { matchSaved, type ReadProducts } from './savedMatch';

export interface SavedProduct {
  product: ListedShopProduct;
  card: CardProduct;
}

/**
 * `frame`: the server's render and the browser's first (the list is in the visitor's storage), so both agree; `loading`: the
 * saved products are on their way; `ready`: the saved products, in the order they were saved; `error`: they could not be read.
 */
export type SavedProducts = { status: 'frame' | 'loading' | 'error' } | { status: 'ready'; products: SavedProduct[] };

// The catalogue code (firebase, the store's client) comes with the first saved list to show, not with the page.
const importCatalogue = () => import('../../data/shopCatalogue');

const NOTHING_READ: ReadProducts = new Map();

/**
 * Called as a page's code loads, before it hydrates: with saved products in storage, the catalogue code is fetched beside the
 * hydration rather than after it (a failure here is the hook's to show, when it asks again).
 */
export function fetchCatalogueCodeEarly(list: SavedListName): void {
  if (storedSavedList(list).length > 0) importCatalogue().catch(() => undefined);
}

/**
 * The products of a saved list with their current data (a price changed since they were saved shows the new price). A
 * product the shop no longer has leaves the list once it has been read.
 */
export function useSavedProducts(list: SavedListName): { state: SavedProducts; items: SavedItem[]; remove: (id: string) => void } {
  const hydrated = useHydrated();
  const locale = useLocale();
  const config = useRuntimeConfig();
  const [items, setItems] = useAtom(savedListAtoms[list]);
  const [read, setRead] = useState<{ locale: Locale; products: ReadProducts; failed: boolean } | null>(null);
  const current = read?.locale === locale ? read : null;
  const { products, gone, missing } = matchSaved(hydrated ? items : [], current?.products ?? NOTHING_READ);
  // A removal changes no handle to read: the ones read stay, nothing is asked again.
  const wanted = current?.failed ? '' : missing.join('\n');

  useEffect(() => {
    if (!wanted || !config) return;
    let live = true;
    const handles = wanted.split('\n');
    void importCatalogue()
      // The wishlist's cards need each product's own data only; the comparison's rows need the shop's lists (shopCatalogue.ts).
      .then(({ loadShopProducts }) => loadShopProducts(config, locale, handles, { specifications: list === 'compare' }))
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

  const goneKey = gone.join('\n');
  useEffect(() => {
    if (!goneKey) return;
    const leaving = new Set(goneKey.split('\n'));
    setItems((saved) => saved.filter((item) => !leaving.has(item.handle)));
  }, [goneKey, setItems]);

  const remove = (id: string) => setItems((saved) => removeById(saved, id));
  const state: SavedProducts = !hydrated
    ? { status: 'frame' }
    : current?.failed
      ? { status: 'error' }
      : missing.length > 0
        ? { status: 'loading' }
        : { status: 'ready', products: products.map((product) => ({ product, card: toCardProduct(product) })) };
  return { state, items, remove };
}
