// Public entry of @storefront/platform, shared by the federation as a singleton.
export { bus, createBus, type Bus } from './bus';
export {
  cartSummaryAtom,
  localeAtom,
  pageJsonLdAtom,
  pageMetaAtom,
  runtimeConfigAtom,
  platformStore,
  type PageMetaOverride,
} from './state';
export { PlatformProvider, LocaleSync } from './PlatformProvider';
export { useLocale, useCartSummary, useMediaUrl, useRuntimeConfig, usePageJsonLd, usePageMeta, useSavedListCount } from './hooks';
export { scriptSafeJson } from './jsonLd';
export { savedItemsOf, savedListAtoms, storedSavedList, type SavedItem, type SavedListName } from './savedLists';
export {
  createPageRoutes,
  loaderContext,
  runtimeConfigContext,
  type PageLoaderArgs,
  type PageModule,
  type PageModuleLoader,
} from './pageRoutes';
