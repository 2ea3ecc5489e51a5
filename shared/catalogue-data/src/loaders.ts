// Owns the catalogue loaders of spec §7 and their error rule of spec §8 (log, continue, empty ends quietly).
import {
  POOL_OPTION_NAMES,
  SPA_OPTION_NAMES,
  type Category,
  type CustomerProductCategory,
  type PoolCollectionName,
  type PoolModel,
  type PoolType,
  type SpaModel,
  type SpaType,
} from '@storefront/contracts';
import type { ListedStoreProduct, Locale } from '@storefront/contracts';
import type { LoaderCache } from './cache';
import { inLanguage } from './fields';
import {
  toCategory,
  toCategoryCollection,
  toCustomerFileCategory,
  toCustomerProductCategory,
  toPoolModel,
  toPoolOption,
  toPoolType,
  toSpaModel,
  toSpaType,
  type RawDocument,
} from './records';
import { sortByOrder, sortSpaModels } from './sort';

/** How loaders read a (sub)collection; the client implements it with firebase/firestore/lite. */
export interface DocumentSource {
  /** `path` alternates collection and document ids; `ordered` sorts by `order` in the query, `published` keeps published == true. */
  list(path: readonly string[], options?: { ordered?: boolean; published?: boolean }): Promise<RawDocument[]>;
}

export type Logger = Pick<Console, 'error'>;

export interface CatalogueLoaders {
  loadCategories(): Promise<Category[]>;
  loadCustomerProductCategories(): Promise<CustomerProductCategory[]>;
  loadSpaTypes(): Promise<SpaType[]>;
  loadPoolTypes(collection: PoolCollectionName): Promise<PoolType[]>;
}

export interface LoaderContext {
  source: DocumentSource;
  cache: LoaderCache;
  log: Logger;
  /**
   * The products of the shop built last, in whichever language, by id: the next shop built takes every value equal to
   * theirs from them, so the languages' shops hold one copy of what they share (shop.ts). One per client, every language.
   */
  lastShop?: Map<string, ListedStoreProduct>;
}

/**
 * The same loaders for English pages (ADR 0023): every document read with its English side where it has one (French
 * where the English value is empty), and the results kept apart from the French ones in the cache.
 */
export function languageContext(context: LoaderContext, language: Locale): LoaderContext {
  if (language === 'fr') return context;
  const prefix = `${language}:`;
  const key = (name: string) => `${prefix}${name}`;
  return {
    log: context.log,
    ...(context.lastShop ? { lastShop: context.lastShop } : {}),
    source: {
      list: async (path, options) =>
        (await context.source.list(path, options)).map((document) => ({ id: document.id, data: inLanguage(document.data, language) })),
    },
    cache: {
      once: (name, load) => context.cache.once(key(name), load),
      current: (name, load) => context.cache.current(key(name), load),
      has: (name) => context.cache.has(key(name)),
      clear: (match) => context.cache.clear(match && ((full) => full.startsWith(prefix) && match(full.slice(prefix.length)))),
    },
  };
}

/** Runs a loader once (spec §4); a failure is logged and gives the fallback, and is not kept, so a later call retries. */
export async function loadOnce<T>(context: LoaderContext, key: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await context.cache.once(key, load);
  } catch (error) {
    context.log.error(`[catalogue-data] ${key} not loaded`, error);
    return fallback;
  }
}

/** A subcollection that fails is logged and read as empty, so its parent still loads (spec §8). */
async function listOrEmpty(
  context: LoaderContext,
  path: readonly string[],
  options?: { ordered?: boolean; published?: boolean },
): Promise<RawDocument[]> {
  try {
    return await context.source.list(path, options);
  } catch (error) {
    context.log.error(`[catalogue-data] ${path.join('/')} not loaded`, error);
    return [];
  }
}

/** Reads categories with their collections; throws when the categories themselves cannot be read. */
export async function readCategories(context: LoaderContext): Promise<Category[]> {
  const categories = await context.source.list(['categories']);
  const loaded = await Promise.all(
    categories.map(async (category) => {
      const collections = await listOrEmpty(context, ['categories', category.id, 'collections']);
      return toCategory(category, sortByOrder(collections.map(toCategoryCollection)));
    }),
  );
  return sortByOrder(loaded);
}

async function readCustomerProductCategories(context: LoaderContext): Promise<CustomerProductCategory[]> {
  const categories = await context.source.list(['customer-product-categories'], { ordered: true });
  return Promise.all(
    categories.map(async (category) => {
      const files = await listOrEmpty(context, ['customer-product-categories', category.id, 'customer-file-categories'], {
        ordered: true,
      });
      return toCustomerProductCategory(category, files.map(toCustomerFileCategory));
    }),
  );
}

async function readSpaTypes(context: LoaderContext): Promise<SpaType[]> {
  const types = await context.source.list(['spas']);
  const loaded = await Promise.all(
    types.map(async (type) => {
      const models = await listOrEmpty(context, ['spas', type.id, 'collection-models'], PUBLISHED_BY_ORDER);
      const products = await Promise.all(models.map((model) => loadSpaModel(context, type.id, model)));
      return toSpaType(type, sortSpaModels(products));
    }),
  );
  return sortByOrder(loaded);
}

async function readPoolTypes(context: LoaderContext, collection: PoolCollectionName): Promise<PoolType[]> {
  const types = await context.source.list([collection]);
  const loaded = await Promise.all(
    types.map(async (type) => {
      const models = await listOrEmpty(context, [collection, type.id, 'collection-models'], PUBLISHED_BY_ORDER);
      const products = await Promise.all(models.map((model) => loadPoolModel(context, collection, type.id, model)));
      return toPoolType(collection, type, products);
    }),
  );
  return sortByOrder(loaded);
}

const PUBLISHED_BY_ORDER = { published: true, ordered: true } as const;

export function createCatalogueLoaders(context: LoaderContext): CatalogueLoaders {
  return {
    // One cache key with the shop's loader, which reads the same categories.
    loadCategories: () => loadOnce(context, 'categories', () => readCategories(context), []),
    loadCustomerProductCategories: () => loadOnce(context, 'customer-product-categories', () => readCustomerProductCategories(context), []),
    loadSpaTypes: () => loadOnce(context, 'spas', () => readSpaTypes(context), []),
    loadPoolTypes: (collection) => loadOnce(context, collection, () => readPoolTypes(context, collection), []),
  };
}

/** A spa model with its option lists, read like a pool model's (one subcollection per list). */
async function loadSpaModel(context: LoaderContext, typeId: string, model: RawDocument): Promise<SpaModel> {
  const lists = await Promise.all(
    SPA_OPTION_NAMES.map((name) => listOrEmpty(context, ['spas', typeId, 'collection-models', model.id, name], { ordered: true })),
  );
  // In the lists' own order, whichever read finished first: a configuration's lines follow it (ADR 0042).
  const options: SpaModel['options'] = {};
  SPA_OPTION_NAMES.forEach((name, index) => (options[name] = lists[index]!.map(toPoolOption)));
  return toSpaModel(model, options);
}

async function loadPoolModel(
  context: LoaderContext,
  collection: PoolCollectionName,
  typeId: string,
  model: RawDocument,
): Promise<PoolModel> {
  const names = POOL_OPTION_NAMES[collection];
  const lists = await Promise.all(
    names.map((name) => listOrEmpty(context, [collection, typeId, 'collection-models', model.id, name], { ordered: true })),
  );
  // In the family's order of lists (spec §3), whichever read finished first: a configuration's lines follow it (ADR 0042).
  const options: PoolModel['options'] = {};
  names.forEach((name, index) => (options[name] = lists[index]!.map(toPoolOption)));
  return toPoolModel(model, options);
}
