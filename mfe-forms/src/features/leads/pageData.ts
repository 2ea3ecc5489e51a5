// Owns what every forms page's loader gives: the page's locale and the store's number for the failure message.
import type { Locale } from '@storefront/contracts';
import type { PageLoaderArgs } from '@storefront/platform';

export interface FormPageData {
  locale: Locale;
  storePhone: string;
}

export function formPageData({ locale, config }: Pick<PageLoaderArgs, 'locale' | 'config'>): FormPageData {
  return { locale, storePhone: config.store.tollFreePhone };
}
