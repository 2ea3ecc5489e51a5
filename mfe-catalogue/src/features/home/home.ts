// Owns what the home page shows, as data: the four slides of spec §1, the service blocks and the calls to action, with their stored images.
import type { PageId, PathParams } from '@storefront/contracts';

export interface HomeLink {
  page: PageId;
  params?: PathParams;
  hash?: string;
}

/** Spec §1: a spa promotion → promotions, a spa model page, the flyer online → promotions, a video slide. */
export const SLIDES: { key: 'spaPromotion' | 'spaModel' | 'flyer' | 'video'; image: string; link: HomeLink }[] = [
  { key: 'spaPromotion', image: 'banners/accueil-promo-spa.webp', link: { page: 'promotions' } },
  {
    key: 'spaModel',
    image: 'banners/accueil-modele-spa.webp',
    link: { page: 'collectionModel', params: { collection: 'spas', model: 'harmonie-h7' } },
  },
  { key: 'flyer', image: 'banners/accueil-circulaire.webp', link: { page: 'promotions', hash: 'circulaires' } },
  { key: 'video', image: 'banners/accueil-video.webp', link: { page: 'videoAdvice', hash: 'video-promotionnelle' } },
];

/** Spec §1: pools, spas, outdoor furniture, technical service. */
export const SERVICES: { key: 'pools' | 'spas' | 'furniture' | 'service'; image: string; link: HomeLink }[] = [
  { key: 'pools', image: 'services/piscines.webp', link: { page: 'collection', params: { collection: 'piscines-hors-terre' } } },
  { key: 'spas', image: 'services/spas.webp', link: { page: 'collection', params: { collection: 'spas' } } },
  {
    key: 'furniture',
    image: 'services/mobilier-exterieur.webp',
    link: { page: 'collection', params: { collection: 'mobilier-exterieur' } },
  },
  { key: 'service', image: 'services/service-technique.webp', link: { page: 'service' } },
];

export const CALLS_TO_ACTION: { key: 'shopCta' | 'clearanceCta'; image: string; link: HomeLink }[] = [
  { key: 'shopCta', image: 'banners/achat-en-ligne.webp', link: { page: 'onlinePurchase' } },
  { key: 'clearanceCta', image: 'banners/liquidations.webp', link: { page: 'shopListing', params: { category: 'liquidations' } } },
];

/** How many of the season's essentials the teaser shows. */
export const ESSENTIALS_SHOWN = 4;
