// Owns the store visit page's texts in both languages.
import type { Locale } from '@storefront/contracts';

export const STORE_VISIT_MESSAGES: Record<Locale, { title: string; lead: string }> = {
  fr: {
    title: 'Visite en magasin',
    lead: 'Venez voir nos spas et nos piscines en salle de montre\u00a0: un conseiller vous accueille sans rendez-vous.',
  },
  en: { title: 'Store visit', lead: 'Come and see our spas and pools in the showroom: an advisor welcomes you, no appointment needed.' },
};
