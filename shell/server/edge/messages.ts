// Owns the words of the pages the shell's server writes itself, without a remote: the page of a visitor who asked too often.
import type { Locale } from '@storefront/contracts';

export const tooManyRequestsMessages: Record<Locale, { title: string; text: string; home: string }> = {
  fr: {
    title: 'Trop de requêtes',
    text: 'Vous avez demandé beaucoup de pages en peu de temps. Réessayez dans une minute.',
    home: 'Retour à l’accueil',
  },
  en: {
    title: 'Too many requests',
    text: 'You asked for many pages in a short time. Try again in a minute.',
    home: 'Back to the home page',
  },
};
