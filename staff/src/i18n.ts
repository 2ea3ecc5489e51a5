// Owns the console's language: French unless the member chose English (kept on this device), set on <html lang>.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TEXTS } from './texts';

export type Locale = 'fr' | 'en';
const KEY = 'staff-language';

/** The language kept on this device, French otherwise. */
export const savedLocale = (stored: string | null): Locale => (stored === 'en' ? 'en' : 'fr');

export async function startI18n(): Promise<void> {
  const lng = savedLocale(localStorage.getItem(KEY));
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'fr',
    resources: { fr: { translation: TEXTS.fr }, en: { translation: TEXTS.en } },
    interpolation: { escapeValue: false },
  });
}

export async function switchLocale(next: Locale): Promise<void> {
  localStorage.setItem(KEY, next);
  document.documentElement.lang = next;
  await i18next.changeLanguage(next);
}

export const currentLocale = (): Locale => savedLocale(i18next.language);
