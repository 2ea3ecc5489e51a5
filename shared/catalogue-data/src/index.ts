// Public entry of @storefront/catalogue-data: the Firebase client, loaders, file resolution and the pure catalogue rules.
export { createCatalogueClient, type CatalogueClient, type CatalogueClientConfig, type LocalizedLoaders } from './client';
export type { CatalogueLoaders, Logger } from './loaders';
export type { MarketingLoaders } from './marketing';
export { createFileResolver, lastPathSegment, RETHROWN_STORAGE_ERRORS, type FileResolver, type ResolvedDocument } from './files';
export {
  buildShopCatalogue,
  isStoreDataKey,
  isWholeShopKey,
  type ShopCatalogue,
  type ShopPreparation,
  type StoreCollectionFetcher,
  type StoreCollectionsFetcher,
  type StoreProductFetcher,
} from './shop';
export {
  configureLoaderCaches,
  purgeLoaderCaches,
  observeLoaderCaches,
  type PurgeOptions,
  type PurgeReport,
  DEFAULT_LOADER_CACHE_TIMES,
  type LoaderCacheObserver,
  type LoaderCacheTimes,
} from './cache';
export { mergeShopProducts, isStoreProductId, CLEARANCE_CATEGORY } from './merge';
export { sortShopProducts, sortSpaModels, sortByOrder, sortByTypeName, latestUniqueByHandle } from './sort';
export { parseKeyword, matchKeyword, matchesKeyword, createSearchIndex, searchableFields, type SearchIndex } from './search';
export { alternativeSearch, rankProducts, suggestFromShop, type GroupSuggestion, type ShopSuggestions } from './shop-search';
export { FEW_RESULTS, type Alternative } from './search-forgiving';
export { createShopIndex, searchShopIndex, searchProducts, selectShopProducts, buildFilterMenu, type ShopIndex } from './shop-index';
export { normalizeText, toHandle } from './text';
export {
  AVAILABILITY_VALUES,
  FACET_PARAMS,
  FACET_QUERY_NAMES,
  GLOBAL_FACETS,
  applicableRoute,
  buildFacets,
  canonicalSelection,
  clearFacet,
  facetsOf,
  globalSelection,
  matchesFacets,
  productFacets,
  readFacetParams,
  toggleFacetValue,
  writeFacetParams,
} from './facets';
export { facetValueLabel } from './facet-labels';
export { resolveShopRoute, type ResolvedShopRoute, type Titled } from './shop-route';
export { findConfigurableModel, type ConfigurableModel } from './models';
export {
  cheapestConfiguration,
  configurationPrice,
  isOptionalList,
  lowestOptionPrice,
  modelPrice,
  NO_OPTION,
  optionPrice,
  type Configuration,
  type ConfigurationLine,
  type ConfigurationPrice,
  type ConfigurationProblem,
  type ModelPrice,
  type PricedModel,
} from './prices';
export { imageSrcSet } from './images';
