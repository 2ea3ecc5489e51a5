// Owns the Firebase connection: one named app, Firestore lite and Storage, pointed at the local cloud when an emulator is given.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getDownloadURL, getStorage, ref } from 'firebase/storage';
import type { Locale } from '@storefront/contracts';
import { createLoaderCache } from './cache';
import { createFileResolver, type FileResolver } from './files';
import { createFirestoreSource } from './firestore-source';
import { createCatalogueLoaders, languageContext, type CatalogueLoaders, type Logger } from './loaders';
import { createMarketingLoaders, type MarketingLoaders } from './marketing';
import type { ListedShopProduct, ListedStoreProduct, ShopProduct } from '@storefront/contracts';
import {
  loadShopCatalogue,
  loadShopCollection,
  loadShopProduct,
  type ShopCatalogue,
  type ShopPreparation,
  type StoreCollectionFetcher,
  type StoreCollectionsFetcher,
  type StoreProductFetcher,
} from './shop';

export interface CatalogueClientConfig {
  /** Public web-app settings (no secret): the same shape as RuntimeConfig.firebase. */
  firebase: { apiKey: string; projectId: string; storageBucket: string; appId?: string };
  /** Set locally: the local cloud (or Google's emulators) that speaks Firestore's and Storage's protocols. */
  emulator?: { host: string; port: number };
  /** Where loader and file errors are reported; the console by default (spec §8). */
  log?: Logger;
}

/** The loaders whose documents have English values: categories, collections, product types, models, promotions. */
export type LocalizedLoaders = CatalogueLoaders & Pick<MarketingLoaders, 'loadPromotions' | 'loadCatalogues'>;

export interface CatalogueClient extends CatalogueLoaders, MarketingLoaders, FileResolver {
  /**
   * The loaders of an English page read each bilingual value's English side, French where it is empty (ADR 0023);
   * French pages read French, as the spec's loaders do. Handles and paths stay French in every language.
   */
  forLanguage(language: Locale): LocalizedLoaders;
  /**
   * Categories and every store collection, merged, sorted and indexed; loaded once per store language
   * (`language` names the language the fetcher asks the store for, and the categories' titles follow it; French when left out).
   */
  loadShop(
    fetchStoreCollections: StoreCollectionsFetcher,
    options?: { language?: Locale; prepare?: ShopPreparation },
  ): Promise<ShopCatalogue>;
  /**
   * One Shop product by handle in the store language `language` names (French when left out), as `loadShop` would place it,
   * or null when the shop does not list it; rejects (after logging) when the store or the catalogue cannot be read.
   */
  loadShopProduct(
    fetchProductCollections: StoreProductFetcher,
    handle: string,
    options?: { language?: Locale },
  ): Promise<ShopProduct | null>;
  /**
   * The products of the store collection `handle` that the shop lists, in the store language `language` names (French when
   * left out), placed and sorted as `loadShop` has them, without loading the whole shop; none (after logging) when the store
   * or the catalogue cannot be read.
   */
  loadShopCollection(
    fetchCollection: StoreCollectionFetcher,
    handle: string,
    options?: { language?: Locale },
  ): Promise<ListedShopProduct[]>;
  /** Forgets loaded results so the next call reads again. */
  clearCache(): void;
  /** Releases the Firebase app. */
  dispose(): Promise<void>;
}

let clients = 0;

export function createCatalogueClient(config: CatalogueClientConfig): CatalogueClient {
  // A named app per client keeps this package's settings apart from any other Firebase app on the page.
  clients += 1;
  const app = initializeApp(
    {
      apiKey: config.firebase.apiKey,
      projectId: config.firebase.projectId,
      storageBucket: config.firebase.storageBucket,
      ...(config.firebase.appId ? { appId: config.firebase.appId } : {}),
    },
    `storefront-catalogue-${clients}`,
  );
  const db = getFirestore(app);
  const storage = getStorage(app);
  if (config.emulator) {
    connectFirestoreEmulator(db, config.emulator.host, config.emulator.port);
    connectStorageEmulator(storage, config.emulator.host, config.emulator.port);
  }

  const log = config.log ?? console;
  const cache = createLoaderCache();
  const context = { source: createFirestoreSource(db), cache, log, lastShop: new Map<string, ListedStoreProduct>() };
  // A stored file's address changes only with its bytes: looked up once, like the rest of the catalogue (spec §4).
  const files = createFileResolver((path) => cache.once(`download-url:${path}`, () => getDownloadURL(ref(storage, path))), log);

  const localized = new Map<Locale, LocalizedLoaders>();
  const forLanguage = (language: Locale): LocalizedLoaders => {
    let loaders = localized.get(language);
    if (!loaders) {
      const inLanguage = languageContext(context, language);
      const { loadPromotions, loadCatalogues } = createMarketingLoaders(inLanguage);
      loaders = { ...createCatalogueLoaders(inLanguage), loadPromotions, loadCatalogues };
      localized.set(language, loaders);
    }
    return loaders;
  };

  return {
    ...createCatalogueLoaders(context),
    ...createMarketingLoaders(context),
    ...files,
    forLanguage,
    loadShop: (fetchStoreCollections, options) =>
      loadShopCatalogue(languageContext(context, options?.language ?? 'fr'), fetchStoreCollections, options?.prepare),
    loadShopProduct: (fetchProductCollections, handle, options) =>
      loadShopProduct(languageContext(context, options?.language ?? 'fr'), fetchProductCollections, handle).catch((error: unknown) => {
        log.error(`[catalogue-data] product ${handle} not loaded`, error);
        throw error;
      }),
    loadShopCollection: (fetchCollection, handle, options) =>
      loadShopCollection(languageContext(context, options?.language ?? 'fr'), fetchCollection, handle),
    clearCache: () => cache.clear(),
    dispose: () => deleteApp(app),
  };
}
