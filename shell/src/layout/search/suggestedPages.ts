// Owns which of the site's pages the header's search suggests (ADR 0050): the service page and its sections, the water
// analysis, the forms; each with the words shoppers type for it, in both languages.
import type { Locale } from '@storefront/contracts';
import { normalizeText } from '@storefront/catalogue-data/text';
import { LINKS, liveLinks, type NavLink } from '../navigation';

export interface SearchPage {
  link: NavLink;
  /** Words that name the page beside its title (a shopper types "réparation" or "repair" for the service page). */
  words: Record<Locale, readonly string[]>;
}

export const SEARCH_PAGES: readonly SearchPage[] = [
  {
    link: LINKS.service,
    words: {
      fr: ['service', 'technicien', 'installation', 'réparation', 'entretien'],
      en: ['service', 'technician', 'installation', 'repair', 'maintenance'],
    },
  },
  { link: LINKS.openingClosing, words: { fr: ['ouverture', 'fermeture', 'hivernage'], en: ['opening', 'closing', 'winterizing'] } },
  { link: LINKS.linerChange, words: { fr: ['toile', 'changement'], en: ['liner', 'replacement'] } },
  { link: LINKS.waterAnalysis, words: { fr: ['analyse', 'eau', 'test'], en: ['water', 'analysis', 'test'] } },
  { link: LINKS.homeWaterAnalysis, words: { fr: ['analyse', 'eau', 'test', 'chimie'], en: ['water', 'analysis', 'test', 'chemistry'] } },
  { link: LINKS.serviceBooking, words: { fr: ['réserver', 'rendez-vous', 'ouverture'], en: ['book', 'appointment', 'opening'] } },
  { link: LINKS.quoteRequest, words: { fr: ['soumission', 'devis', 'prix'], en: ['quote', 'estimate', 'price'] } },
  { link: LINKS.financingRequest, words: { fr: ['financement', 'crédit'], en: ['financing', 'credit', 'loan'] } },
  { link: LINKS.videoConferenceRequest, words: { fr: ['vidéo', 'consultation'], en: ['video', 'consultation'] } },
  { link: LINKS.contact, words: { fr: ['contact', 'heures', 'adresse', 'téléphone'], en: ['contact', 'hours', 'address', 'phone'] } },
  { link: LINKS.promotions, words: { fr: ['promotions', 'rabais', 'solde'], en: ['promotions', 'deals', 'sale'] } },
  { link: LINKS.careers, words: { fr: ['emploi', 'carrières'], en: ['jobs', 'careers'] } },
];

const wordsOf = (text: string): string[] => normalizeText(text).match(/[a-z0-9]+/g) ?? [];

/**
 * The pages every word of the keyword begins a word of (its title, in the page's language, or its own words), in the
 * list's order; a page that comes with a remote's release only while one declares it.
 */
export function matchPages(
  keyword: string,
  locale: Locale,
  titleOf: (link: NavLink) => string,
  pages: readonly SearchPage[] = SEARCH_PAGES,
  limit = 3,
): { link: NavLink; title: string }[] {
  const typed = wordsOf(keyword);
  if (typed.length === 0) return [];
  const live = new Set(liveLinks(pages.map((page) => page.link)));
  return pages
    .filter((page) => live.has(page.link))
    .map((page) => ({ page, title: titleOf(page.link) }))
    .filter(({ page, title }) => {
      const known = [...wordsOf(title), ...page.words[locale].flatMap(wordsOf)];
      return typed.every((word) => known.some((candidate) => candidate.startsWith(word)));
    })
    .slice(0, limit)
    .map(({ page, title }) => ({ link: page.link, title }));
}
