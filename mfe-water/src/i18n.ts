// Owns the water remote's i18next instance and its translation hook (its one page's texts: features/analysis/messages.ts, and
// messages.en.ts for English, added when a page in English needs them).
import { use } from 'react';
import { addLocaleMessages, createI18n, useRemoteTranslation } from '@storefront/i18n';
import type { Locale } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { analysisFrench } from './features/analysis/messages';

export const NS = 'water';

export const waterI18n = createI18n(NS, { fr: analysisFrench, en: {} });

let english: Promise<void> | null = null;
let englishLoaded = false;

/** The page's texts in a locale, ready: at once in French; the English ones' chunk, asked for once. */
export function loadWaterTexts(locale: Locale): Promise<void> {
  if (locale === 'fr' || englishLoaded) return Promise.resolve();
  english ??= import('./features/analysis/messages.en').then(({ analysisEnglish }) => {
    addLocaleMessages(waterI18n, NS, 'en', analysisEnglish);
    englishLoaded = true;
  });
  return english;
}

export function useWaterTranslation() {
  const locale = useLocale();
  // The page's route loads its locale's texts with it (routes.ts); a page that turns to English in place waits for them.
  if (locale === 'en' && !englishLoaded) use(loadWaterTexts('en'));
  return useRemoteTranslation(waterI18n, NS, locale);
}
