// Owns the factory of i18next instances: one per remote, French as the complete fallback, resources bundled.
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@storefront/contracts';
import { commonMessages } from './messages';

export type Messages = Record<string, unknown>;

/**
 * Makes the i18next instance of one remote. English values left empty fall back to French
 * (returnEmptyString: false), as the spec says most English values are empty.
 */
export function createI18n(namespace: string, messages: Record<Locale, Messages>): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const locale of LOCALES) {
    // Copies: i18next merges later messages (addMessages) into the objects it holds, and the callers' objects stay as written.
    resources[locale] = { [namespace]: structuredClone(messages[locale]), common: structuredClone(commonMessages[locale]) };
  }
  void instance.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [namespace, 'common'],
    defaultNS: namespace,
    fallbackNS: 'common',
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * Adds one page's messages to a remote's instance, merged into its namespace. A page module calls it when it is evaluated, so
 * a page's texts travel in its own chunk instead of every page's texts in the first one; adding the same messages again is harmless.
 */
export function addMessages(instance: i18n, namespace: string, messages: Record<Locale, Messages>): void {
  for (const locale of LOCALES) instance.addResourceBundle(locale, namespace, structuredClone(messages[locale]), true, true);
}

/** Adds one locale's messages to an instance's namespace (messages a locale's pages load only when they are in that locale). */
export function addLocaleMessages(instance: i18n, namespace: string, locale: Locale, messages: Messages): void {
  instance.addResourceBundle(locale, namespace, structuredClone(messages), true, true);
}

/** The translate function of a remote's instance, fixed to the locale the shell gives. */
export function useRemoteTranslation(instance: i18n, namespace: string, locale: Locale) {
  return useTranslation(namespace, { i18n: instance, lng: locale });
}
