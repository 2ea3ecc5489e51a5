// Owns turning a saved list into the current products it names: read once the page is hydrated, looked up by handle in the shop's catalogue.
import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import type { ShopCatalogue as Catalogue } from '@storefront/catalogue-data';
import { removeById } from '@storefront/commerce';
import type { ListedShopProduct, Locale } from '@storefront/contracts';
import { useLocale, useRuntimeConfig, type SavedItem, type SavedListName } from '@storefront/platform';
import { useHydrated } from '@storefront/ui';
import { toCardProduct, type CardProduct } from '../listing/cardProduct';
import { savedListAtoms } from './savedLists';

export interface SavedProduct {
  product: ListedShopProduct;
  card: CardProduct;
}

/**
 * `frame`: the server's render and the browser's first (the list is in the visitor's storage), so both agree; `loading`: the
 * catalogue is on its way; `ready`: the saved products, in the order they were saved; `error`: the catalogue could not be read.
 */
export type SavedProducts = { status: 'frame' | 'loading' | 'error' } | { status: 'ready'; products: SavedProduct[] };

// The catalogue code (firebase, shopify-buy) comes with the first saved list to show, not with the page.
const importCatalogue = () => import('../../data/shopCatalogue');

function productsOf(items: readonly SavedItem[], catalogue: Catalogue): SavedProduct[] {
  const byHandle = new Map(catalogue.products.map((product) => [product.handle, product]));
  return items.flatMap((item) => {
    const product = byHandle.get(item.handle);
    return product ? [{ product, card: toCardProduct(product) }] : [];
  });
}

/**
 * The products of a saved list with their current data (a price changed since they were saved shows the new price). A
 * product the shop no longer has leaves the list once the catalogue has been read.
 */
export function useSavedProducts(list: SavedListName): { state: SavedProducts; items: SavedItem[]; remove: (id: string) => void } {
  const hydrated = useHydrated();
  const locale = useLocale();
  const config = useRuntimeConfig();
  const [items, setItems] = useAtom(savedListAtoms[list]);
  const [catalogue, setCatalogue] = useState<{ locale: Locale; catalogue: Catalogue | null } | null>(null);
  const wanted = hydrated && items.length > 0;
  const current = catalogue?.locale === locale ? catalogue.catalogue : undefined;

  useEffect(() => {
    if (!wanted || current !== undefined || !config) return;
    let live = true;
    void importCatalogue()
      .then(async ({ loadShopCatalogue, loadedShopCatalogue }) => loadedShopCatalogue(locale) ?? (await loadShopCatalogue(config, locale)))
      .then(
        (loaded) => live && setCatalogue({ locale, catalogue: loaded.categories.length > 0 ? loaded : null }),
        () => live && setCatalogue({ locale, catalogue: null }),
      );
    return () => {
      live = false;
    };
  }, [wanted, current, config, locale]);

  const products = current ? productsOf(items, current) : null;
  const gone = products && products.length < items.length;
  useEffect(() => {
    if (!gone || !current) return;
    const handles = new Set(current.products.map((product) => product.handle));
    setItems((saved) => saved.filter((item) => handles.has(item.handle)));
  }, [gone, current, setItems]);

  const remove = (id: string) => setItems((saved) => removeById(saved, id));
  const state: SavedProducts = !hydrated
    ? { status: 'frame' }
    : items.length === 0
      ? { status: 'ready', products: [] }
      : current === null
        ? { status: 'error' }
        : products
          ? { status: 'ready', products }
          : { status: 'loading' };
  return { state, items, remove };
}
