// Owns the catalogue remote's pages: their fr and en paths, allowed values, cache and index rules and default head.
// The shell reads them from this remote's live release (its manifest, then the release pointer; ADR 0034): a page added here
// goes live with the remote's release, without the shell.
import { COLLECTION_SLUGS, CONFIGURATION_QUERY, samePaths as same, type PageDeclaration } from '@storefront/contracts';

/** Spec §2. Where the spec names only a French path, the English page lives at the same path under /en. */
export const pages: readonly PageDeclaration[] = [
  {
    id: 'home',
    paths: { fr: '/fr', en: '/en' },
    head: {
      fr: {
        title: 'Piscines, spas et mobilier extérieur',
        description:
          'Piscines hors terre, creusées et semi-creusées, spas, spas de nage, mobilier extérieur et produits d’entretien, avec installation et service technique au Québec.',
      },
      en: {
        title: 'Pools, spas and outdoor furniture',
        description:
          'Above-ground, in-ground and semi-in-ground pools, spas, swim spas, outdoor furniture and pool care products, with installation and technical service in Quebec.',
      },
    },
  },
  {
    id: 'service',
    paths: same('/installation-reparation-entretien'),
    head: {
      fr: {
        title: 'Installation, réparation, entretien',
        description:
          'Ouverture et fermeture de piscine, changement de toile, entretien préventif, réparation et analyse d’eau gratuite par nos techniciens.',
      },
      en: {
        title: 'Installation, repair, maintenance',
        description:
          'Pool opening and closing, liner replacement, preventive maintenance, repair and free water analysis by our technicians.',
      },
    },
  },
  {
    id: 'customerArea',
    paths: same('/espace-client'),
    cache: 'private',
    head: {
      fr: { title: 'Espace client', description: 'Guides, fiches techniques et documents de vos produits, classés par catégorie.' },
      en: { title: 'Customer area', description: 'Guides, technical sheets and documents for your products, by category.' },
    },
  },
  {
    id: 'videoAdvice',
    paths: same('/conseils-video'),
    head: {
      fr: {
        title: 'Conseils vidéo',
        description: 'Nos capsules vidéo sur l’entretien des piscines et des spas, et sur leur ouverture et leur fermeture.',
      },
      en: { title: 'Video advice', description: 'Our video capsules on pool and spa care, and on opening and closing your pool.' },
    },
  },
  {
    id: 'promotions',
    paths: same('/promotions'),
    head: {
      fr: { title: 'Promotions', description: 'Nos promotions en cours, nos circulaires en ligne et le catalogue de l’année.' },
      en: { title: 'Promotions', description: 'Our current promotions, online flyers and this year’s catalogue.' },
    },
  },
  {
    id: 'promotionDetail',
    paths: same('/promotions/:slug'),
    head: {
      fr: { title: 'Promotion', description: 'Les détails de cette promotion de Piscines Soleil.' },
      en: { title: 'Promotion', description: 'The details of this Piscines Soleil promotion.' },
    },
  },
  {
    id: 'privacyPolicy',
    paths: same('/politiques-confidentialite'),
    head: {
      fr: {
        title: 'Politiques de confidentialité et conditions',
        description: 'Comment nous protégeons vos renseignements personnels et les conditions d’utilisation du site.',
      },
      en: {
        title: 'Privacy policies and conditions',
        description: 'How we protect your personal information, and the terms of use of this site.',
      },
    },
  },
  {
    id: 'purchaseConditions',
    paths: same('/conditions-achat-en-ligne'),
    head: {
      fr: {
        title: 'Conditions d’achat en ligne',
        description: 'Livraison, retours et modifications de commande : les conditions de l’achat en ligne.',
      },
      en: { title: 'Online purchase conditions', description: 'Delivery, returns and order changes: the conditions of buying online.' },
    },
  },
  {
    id: 'generalConditions',
    paths: same('/conditions-generales'),
    head: {
      fr: { title: 'Conditions générales', description: 'Les conditions générales de vente et de service de Piscines Soleil.' },
      en: { title: 'General conditions', description: 'The general terms of sale and service of Piscines Soleil.' },
    },
  },
  {
    id: 'cookiePolicy',
    paths: same('/politiques-cookie'),
    head: {
      fr: {
        title: 'Politique de témoins',
        description: 'Les témoins (cookies) que nous utilisons, avec votre consentement, et comment retirer ce consentement.',
      },
      en: { title: 'Cookie policy', description: 'The cookies we use with your consent, and how to withdraw that consent.' },
    },
  },
  {
    id: 'collection',
    paths: same('/collection/:collection'),
    params: { collection: COLLECTION_SLUGS },
    head: {
      fr: { title: 'Collection', description: 'Découvrez nos modèles, leurs options et demandez une soumission.' },
      en: { title: 'Collection', description: 'Discover our models and their options, and request a quote.' },
    },
    titleParam: {
      name: 'collection',
      titles: {
        'piscines-hors-terre': { fr: 'Piscines hors terre', en: 'Above-ground pools' },
        'piscines-creusees': { fr: 'Piscines creusées', en: 'In-ground pools' },
        'piscines-semi-creusees': { fr: 'Piscines semi-creusées', en: 'Semi-in-ground pools' },
        spas: { fr: 'Spas', en: 'Spas' },
        'mobilier-exterieur': { fr: 'Mobilier extérieur', en: 'Outdoor furniture' },
      },
    },
  },
  {
    id: 'collectionModel',
    paths: same('/collection/:collection/:model'),
    params: { collection: COLLECTION_SLUGS },
    // The configuration is the address (ADR 0042): the page is rendered with the option chosen in each list.
    query: CONFIGURATION_QUERY,
    head: {
      fr: { title: 'Modèle', description: 'Caractéristiques, options et prix de ce modèle ; demandez une soumission.' },
      en: { title: 'Model', description: 'Features, options and price of this model; request a quote.' },
    },
  },
];
