// Owns the water remote's i18next instance and its translation hook (its one page's texts: features/analysis/messages.ts).
import { createI18n, useRemoteTranslation } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { analysisMessages } from './features/analysis/messages';

export const NS = 'water';

export const waterI18n = createI18n(NS, analysisMessages);

export const useWaterTranslation = () => useRemoteTranslation(waterI18n, NS, useLocale());
