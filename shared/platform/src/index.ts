// Public entry of @storefront/platform, shared by the federation as a singleton.
export { bus, createBus, type Bus } from './bus';
export { cartSummaryAtom, localeAtom, pageMetaAtom, runtimeConfigAtom, platformStore, type PageMetaOverride } from './state';
export { PlatformProvider, LocaleSync } from './PlatformProvider';
export { useLocale, useCartSummary, useRuntimeConfig, usePageMeta } from './hooks';
export { createPageRoutes, requireRuntimeConfig, type PageLoaderArgs, type PageModule, type PageModuleLoader } from './pageRoutes';
