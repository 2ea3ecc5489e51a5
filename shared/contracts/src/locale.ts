// Owns the list of locales the storefront speaks and the default one.
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** BCP 47 tag used for <html lang> and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-CA', en: 'en-CA' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
