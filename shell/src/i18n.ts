// Owns the shell's i18next instance, made from its messages: the French ones with it, the English ones when a page in English
// needs them (a French page, most of the store's visits, does not load them).
import { use } from 'react';
import { addLocaleMessages, createI18n, useRemoteTranslation } from '@storefront/i18n';
import type { Locale } from '@storefront/contracts';
import { shellFrench } from './messages';

export const shellI18n = createI18n('shell', { fr: shellFrench, en: {} });

let english: Promise<void> | null = null;
let englishLoaded = false;

/** Adds the English messages (the server's render entry gives them at once; the browser loads them for a page in English). */
export function addShellEnglish(messages: Record<string, unknown>): void {
  addLocaleMessages(shellI18n, 'shell', 'en', messages);
  englishLoaded = true;
}

/** The messages of a locale, ready: at once in French; the English ones' chunk, asked for once. */
export function loadShellLocale(locale: Locale): Promise<void> {
  if (locale === 'fr' || englishLoaded) return Promise.resolve();
  english ??= import('./messages.en').then(({ shellEnglish }) => addShellEnglish(shellEnglish));
  return english;
}

/**
 * The shell's translate function in a locale. The start loads a page's locale before it hydrates; a page that turns to English
 * in the browser (the language switch, a navigation) waits for the English messages as it waits for its data.
 */
export function useShellTranslation(locale: Locale) {
  if (locale === 'en' && !englishLoaded) use(loadShellLocale('en'));
  return useRemoteTranslation(shellI18n, 'shell', locale);
}
