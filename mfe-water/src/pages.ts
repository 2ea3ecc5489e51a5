// Owns the water remote's page: its fr and en paths, the query its analysis reads, and its default head.
// The shell reads it from this remote's live release (its manifest, then the release pointer; ADR 0034): the page goes live
// with the remote's first release, without the shell.
import type { PageDeclaration } from '@storefront/contracts';
import { ANALYSIS_PARAMS } from './features/analysis/urlCodec';

export const pages: readonly PageDeclaration[] = [
  {
    id: 'waterAnalysis',
    paths: { fr: '/fr/analyse-eau', en: '/en/water-analysis' },
    // The readings are in the address (a shared analysis renders on the server); nothing about the visitor, so shared HTML.
    query: ANALYSIS_PARAMS,
    cache: 'shared',
    head: {
      fr: {
        title: 'Analyse d’eau à domicile',
        description:
          'Entrez les lectures de votre bandelette : l’équilibre de votre piscine ou de votre spa, les produits à ajouter, combien et dans quel ordre.',
      },
      en: {
        title: 'Water analysis at home',
        description:
          'Enter the readings of your test strip: the balance of your pool or spa, the products to add, how much and in what order.',
      },
    },
  },
];
