// Owns the catalogue remote's messages and i18next instance.
import { createI18n, useRemoteTranslation } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';

export const NS = 'catalogue';

export const catalogueI18n = createI18n(NS, {
  fr: {
    home: {
      title: 'Piscines, spas et mobilier extérieur',
      services: {
        pools: 'Piscines',
        spas: 'Spas',
        furniture: 'Mobilier extérieur',
        service: 'Service technique',
      },
      shopTeaser: { title: 'Achat en ligne', subtitle: 'Les essentiels de saison' },
    },
    collections: {
      'piscines-hors-terre': 'Piscines hors terre',
      'piscines-creusees': 'Piscines creusées',
      'piscines-semi-creusees': 'Piscines semi-creusées',
      spas: 'Spas',
      'mobilier-exterieur': 'Mobilier extérieur',
    },
    pages: {
      service: {
        title: 'Installation, réparation, entretien',
        lead: 'Notre service technique s’occupe de votre piscine du printemps à l’automne.',
        points: ['Ouverture et fermeture', 'Changement de toile', 'Entretien préventif et réparation', 'Analyse d’eau gratuite'],
      },
      customerArea: { title: 'Espace client', lead: 'Documents et guides de vos produits, par catégorie.' },
      videoAdvice: {
        title: 'Conseils vidéo',
        points: ['Vidéos piscines', 'Vidéos spas', 'Vidéos ouverture et fermeture'],
      },
      promotions: { title: 'Promotions', lead: 'Nos promotions et circulaires en ligne, dont le catalogue 2025.' },
      promotionDetail: { title: 'Promotion' },
      privacyPolicy: { title: 'Politiques de confidentialité et conditions' },
      purchaseConditions: {
        title: 'Conditions d’achat en ligne',
        points: [
          'Livraison partout au Canada par la poste, de 1 à 7 jours ouvrables',
          'Livraison gratuite à l’achat de 39 $ et plus',
          'Toute modification de commande doit être demandée dans les 24 heures',
        ],
      },
      generalConditions: { title: 'Conditions générales' },
      cookiePolicy: { title: 'Politique de témoins (cookies)' },
    },
  },
  en: {
    home: {
      title: 'Pools, spas and outdoor furniture',
      services: { pools: 'Pools', spas: 'Spas', furniture: 'Outdoor furniture', service: 'Technical service' },
      shopTeaser: { title: '', subtitle: '' },
    },
    collections: {
      'piscines-hors-terre': 'Above-ground pools',
      'piscines-creusees': 'In-ground pools',
      'piscines-semi-creusees': 'Semi-in-ground pools',
      spas: 'Spas',
      'mobilier-exterieur': 'Outdoor furniture',
    },
    pages: {
      service: {
        title: 'Installation, repair, maintenance',
        lead: 'Our technical service looks after your pool from spring to fall.',
        points: ['Opening and closing', 'Liner replacement', 'Preventive maintenance and repair', 'Free water analysis'],
      },
      customerArea: { title: 'Customer area', lead: 'Documents and guides for your products, by category.' },
      videoAdvice: { title: 'Video advice', points: ['Pool videos', 'Spa videos', 'Opening and closing videos'] },
      promotions: { title: 'Promotions', lead: 'Our promotions and online flyers, including the 2025 catalogue.' },
      promotionDetail: { title: 'Promotion' },
      privacyPolicy: { title: 'Privacy policies and conditions' },
      purchaseConditions: {
        title: 'Online purchase conditions',
        points: [
          'Delivery across Canada by post, 1 to 7 business days',
          'Free delivery on purchases of $39 or more',
          'Order changes must be requested within 24 hours',
        ],
      },
      generalConditions: { title: 'General conditions' },
      cookiePolicy: { title: 'Cookie policy' },
    },
  },
});

export const useCatalogueTranslation = () => useRemoteTranslation(catalogueI18n, NS, useLocale());
