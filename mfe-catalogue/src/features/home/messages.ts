// Owns the home page's texts (banner, service blocks, online-shopping teaser, calls to action, pedestal); the video slide's text is shared, in src/i18n.ts.
const fr = {
  home: {
    title: 'Piscines, spas et mobilier extérieur',
    description:
      'Piscines hors terre, creusées et semi-creusées, spas, spas de nage, mobilier extérieur et produits d’entretien, avec installation et service technique au Québec.',
    carousel: {
      label: 'À la une',
      slide: 'Diapositive {{n}} sur {{total}}',
      previous: 'Diapositive précédente',
      next: 'Diapositive suivante',
      pause: 'Mettre en pause le défilement',
      play: 'Reprendre le défilement',
      goTo: 'Aller à la diapositive {{n}}',
    },
    slides: {
      spaPromotion: { title: 'Jusqu’à 15 % sur les spas Harmonie', text: 'Livraison et marches incluses.', cta: 'Voir les promotions' },
      spaModel: {
        title: 'Spa Harmonie H7',
        text: 'Le spa familial par excellence, piloté par l’écran tactile Touch 2.',
        cta: 'Découvrir le modèle',
      },
      flyer: {
        title: 'Notre circulaire en ligne',
        text: 'Feuilletez les aubaines de la saison, de l’ouverture de piscine au mobilier.',
        cta: 'Voir la circulaire',
      },
      video: { title: 'Piscines Soleil en vidéo', cta: 'Regarder la vidéo' },
    },
    services: {
      title: 'Nos services',
      pools: 'Piscines',
      spas: 'Spas',
      furniture: 'Mobilier extérieur',
      service: 'Service technique',
    },
    shopTeaser: {
      title: 'Achat en ligne',
      subtitle: 'Les essentiels de saison',
      all: 'Voir tous les essentiels',
      empty: 'Les essentiels de saison arrivent bientôt en ligne.',
    },
    shopCta: {
      title: 'Magasinez en ligne',
      text: 'Produits chimiques, accessoires et mobilier livrés partout au Canada en 1 à 7 jours ouvrables.',
      cta: 'Visiter la boutique',
    },
    clearanceCta: {
      title: 'Liquidations',
      text: 'Modèles de plancher et fins de série à prix réduits, jusqu’à épuisement.',
      cta: 'Voir les liquidations',
    },
    pedestal: { title: 'Nos spas vedettes', text: 'Un modèle de chaque série, exposé en magasin.' },
  },
};

const en: typeof fr = {
  home: {
    title: 'Pools, spas and outdoor furniture',
    description:
      'Above-ground, in-ground and semi-in-ground pools, spas, swim spas, outdoor furniture and pool care products, with installation and technical service in Quebec.',
    carousel: {
      label: 'Featured',
      slide: 'Slide {{n}} of {{total}}',
      previous: 'Previous slide',
      next: 'Next slide',
      pause: 'Pause the slideshow',
      play: 'Resume the slideshow',
      goTo: 'Go to slide {{n}}',
    },
    slides: {
      spaPromotion: { title: 'Up to 15% off Harmonie spas', text: 'Delivery and steps included.', cta: 'See the promotions' },
      spaModel: { title: 'Harmonie H7 spa', text: 'The family spa, run from the Touch 2 touch screen.', cta: 'Discover the model' },
      flyer: { title: 'Our online flyer', text: 'Browse the season’s deals, from pool opening to furniture.', cta: 'See the flyer' },
      video: { title: 'Piscines Soleil on video', cta: 'Watch the video' },
    },
    services: { title: 'Our services', pools: 'Pools', spas: 'Spas', furniture: 'Outdoor furniture', service: 'Technical service' },
    // The spec names the teaser in French only: the English page shows the French title and subtitle.
    shopTeaser: {
      title: 'Online shopping',
      subtitle: 'Seasonal essentials',
      all: 'See all essentials',
      empty: 'The season’s essentials are coming online soon.',
    },
    shopCta: {
      title: 'Shop online',
      text: 'Chemicals, accessories and furniture delivered across Canada in 1 to 7 business days.',
      cta: 'Visit the store',
    },
    clearanceCta: {
      title: 'Clearance',
      text: 'Floor models and discontinued items at reduced prices, while they last.',
      cta: 'See the clearance',
    },
    pedestal: { title: 'Our featured spas', text: 'One model of each series, on display in store.' },
  },
};

export const homeMessages = { fr, en };
