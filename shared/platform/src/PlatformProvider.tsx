// Owns the providers every page needs, the same in the shell and in each remote's harness.
import { Provider } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { LOCALE_TAGS, type Locale } from '@storefront/contracts';
import { localeAtom, platformStore } from './state';

export function PlatformProvider({ children }: { children: ReactNode }) {
  return <Provider store={platformStore}>{children}</Provider>;
}

/** Sets the page's locale (the shell and harnesses call it from the URL); keeps <html lang> in step. */
export function LocaleSync({ locale }: { locale: Locale }) {
  useEffect(() => {
    platformStore.set(localeAtom, locale);
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);
  return null;
}
