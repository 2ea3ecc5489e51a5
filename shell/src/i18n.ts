// Owns the shell's messages and its i18next instance.
import { createI18n, useRemoteTranslation } from '@storefront/i18n';
import type { Locale } from '@storefront/contracts';

export const shellI18n = createI18n('shell', {
  fr: {
    skipToContent: 'Aller au contenu',
    nav: {
      label: 'Navigation principale',
      home: 'Accueil',
      pools: 'Piscines',
      spas: 'Spas',
      furniture: 'Mobilier extérieur',
      shop: 'Boutique',
      service: 'Service technique',
      promotions: 'Promotions',
      contact: 'Nous joindre',
      quote: 'Demande de soumission',
    },
    cart: { label: 'Mon Panier', count_one: '{{count}} article', count_other: '{{count}} articles' },
    languageSwitch: { label: 'English', description: 'Voir cette page en anglais' },
    notFound: { code: '404', message: "Désolé la page demandée n'existe pas." },
    error: { message: 'Désolé, une erreur est survenue.' },
    footer: { rights: 'Tous droits réservés.' },
  },
  en: {
    skipToContent: 'Skip to content',
    nav: {
      label: 'Main navigation',
      home: 'Home',
      pools: 'Pools',
      spas: 'Spas',
      furniture: 'Outdoor furniture',
      shop: 'Store',
      service: 'Technical service',
      promotions: 'Promotions',
      contact: 'Contact us',
      quote: 'Request a quote',
    },
    cart: { label: 'My Cart', count_one: '{{count}} item', count_other: '{{count}} items' },
    languageSwitch: { label: 'Français', description: 'View this page in French' },
    notFound: { code: '404', message: 'Sorry, the page you asked for does not exist.' },
    error: { message: 'Sorry, an error occurred.' },
    footer: { rights: 'All rights reserved.' },
  },
});

export const useShellTranslation = (locale: Locale) => useRemoteTranslation(shellI18n, 'shell', locale);
