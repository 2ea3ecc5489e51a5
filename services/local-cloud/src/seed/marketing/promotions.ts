// Owns the promotions, the year's catalogue, the flyers and the promotions setting ('no current promotion' switch), dated by the seed clock.
import { toHandle } from '../builders';
import { daysBefore, seedClock, seedNow, type Season, type SeasonSpan, type SeedClock } from '../clock';
import type { ProductArt } from '../images/products';
import { bannerSvg, flyerPageSvg, promoSvg, type BannerScene } from '../images/scenes';
import { emptyPart, type SeedPart } from '../part';
import { buildPdf } from '../pdf';

interface FlyerItem {
  label: string;
  price: string;
  art: ProductArt;
}

type Bilingual = { fr: string; en: string };

const SPRING_ITEMS: FlyerItem[][] = [
  [
    {
      label: 'Chlore en tablettes 10 kg',
      price: '89,99 $',
      art: { drawing: 'tablets', color: '#00a6d6', accent: '#0b2545', label: 'TABLETTES', seed: 1 },
    },
    {
      label: 'Trousse d’ouverture',
      price: '79,99 $',
      art: { drawing: 'pail', color: '#f5c400', accent: '#00a6d6', label: 'OUVERTURE', seed: 2 },
    },
    { label: 'Robot Vortex S1', price: '899,99 $', art: { drawing: 'robot', color: '#37474f', accent: '#f5c400', seed: 3 } },
    { label: 'Toile solaire 24 pi', price: '129,99 $', art: { drawing: 'coverRoll', color: '#00a6d6', accent: '', seed: 4 } },
  ],
  [
    { label: 'Ensemble Muskoka', price: '2 499,99 $', art: { drawing: 'sofaSet', color: '#37474f', accent: '#e9e4d8', seed: 5 } },
    { label: 'Foyer Laurentides', price: '1 299,99 $', art: { drawing: 'firePit', color: '#5d6a72', accent: '#f5c400', seed: 6 } },
    { label: 'Parasol déporté 11 pi', price: '599,99 $', art: { drawing: 'parasol', color: '#0b2545', accent: '#00a6d6', seed: 7 } },
    { label: 'Fauteuil Twist', price: '699,99 $', art: { drawing: 'twistChair', color: '#37474f', accent: '#f3e3c3', seed: 8 } },
  ],
];

const SUMMER_ITEMS: FlyerItem[][] = [
  [
    { label: 'Matelas flottant Lounge', price: '49,99 $', art: { drawing: 'float', color: '#ff6f61', accent: '#f5c400', seed: 11 } },
    { label: 'Parasol de marché 9 pi', price: '149,99 $', art: { drawing: 'parasol', color: '#e5533d', accent: '#f3e3c3', seed: 12 } },
    {
      label: 'Clarifiant rapide',
      price: '24,99 $',
      art: { drawing: 'bottle', color: '#2ec4b6', accent: '#ffffff', label: 'CLARIFIANT', seed: 13 },
    },
    { label: 'Ensemble à manger Bistro', price: '499,99 $', art: { drawing: 'diningSet', color: '#0b2545', accent: '#f5c400', seed: 14 } },
  ],
];

const AUTUMN_ITEMS: FlyerItem[][] = [
  [
    {
      label: 'Trousse de fermeture',
      price: '59,99 $',
      art: { drawing: 'pail', color: '#0b2545', accent: '#00a6d6', label: 'FERMETURE', seed: 21 },
    },
    {
      label: 'Antigel pour tuyauterie',
      price: '14,99 $',
      art: { drawing: 'jug', color: '#e5533d', accent: '', label: 'ANTIGEL', seed: 22 },
    },
    { label: 'Toile d’hivernage 24 pi', price: '119,99 $', art: { drawing: 'coverRoll', color: '#0b2545', accent: '', seed: 23 } },
    { label: 'Couvercle de spa isolé', price: '649,99 $', art: { drawing: 'spaCover', color: '#5d4037', accent: '#f5c400', seed: 24 } },
  ],
];

const WINTER_ITEMS: FlyerItem[][] = [
  [
    { label: 'Marches de spa', price: '229,99 $', art: { drawing: 'spaSteps', color: '#5d4037', accent: '#f3e3c3', seed: 31 } },
    {
      label: 'Parfum de spa eucalyptus',
      price: '14,99 $',
      art: { drawing: 'bottle', color: '#2e7d32', accent: '#ffffff', label: 'EUCALYPTUS', seed: 32 },
    },
    { label: 'Oreiller de spa', price: '39,99 $', art: { drawing: 'cushion', color: '#37474f', accent: '#00a6d6', seed: 33 } },
    {
      label: 'Thermopompe Polar 50 000 BTU',
      price: '2 899,99 $',
      art: { drawing: 'heatPump', color: '#eceff1', accent: '#00a6d6', seed: 34 },
    },
  ],
];

interface SeasonFlyer {
  title: Bilingual;
  subline: Bilingual;
  subject: Bilingual;
  pages: FlyerItem[][];
  link: { title: Bilingual; url: Bilingual };
}

/** Each season's flyer: what the store puts forward when it runs. */
const SEASON_FLYERS: Record<Season, SeasonFlyer> = {
  spring: {
    title: { fr: 'Circulaire du printemps', en: 'Spring flyer' },
    subline: { fr: 'Ouverture de piscine, robots et mobilier en promotion', en: 'Pool opening, robots and furniture on sale' },
    subject: { fr: 'produits d’ouverture, robots et mobilier', en: 'opening products, robots and furniture' },
    pages: SPRING_ITEMS,
    link: {
      title: { fr: 'Voir les produits d’ouverture', en: 'See the opening products' },
      url: { fr: '/fr/boutique/produits-chimiques/ouverture-et-fermeture', en: '/en/store/produits-chimiques/ouverture-et-fermeture' },
    },
  },
  summer: {
    title: { fr: 'Circulaire de l’été', en: 'Summer flyer' },
    subline: { fr: 'Jeux d’eau, ombrage et entretien en promotion', en: 'Pool toys, shade and care products on sale' },
    subject: { fr: 'jeux d’eau, parasols et produits d’entretien', en: 'pool toys, umbrellas and care products' },
    pages: SUMMER_ITEMS,
    link: {
      title: { fr: 'Voir les jeux et la détente', en: 'See games and relaxation' },
      url: { fr: '/fr/boutique/accessoires/jeux-et-detente', en: '/en/store/accessoires/jeux-et-detente' },
    },
  },
  autumn: {
    title: { fr: 'Circulaire de l’automne', en: 'Autumn flyer' },
    subline: { fr: 'Fermeture de piscine et accessoires de spa en promotion', en: 'Pool closing and spa accessories on sale' },
    subject: {
      fr: 'produits de fermeture, toiles d’hivernage et accessoires de spa',
      en: 'closing products, winter covers and spa accessories',
    },
    pages: AUTUMN_ITEMS,
    link: {
      title: { fr: 'Voir les produits de fermeture', en: 'See the closing products' },
      url: { fr: '/fr/boutique/produits-chimiques/ouverture-et-fermeture', en: '/en/store/produits-chimiques/ouverture-et-fermeture' },
    },
  },
  winter: {
    title: { fr: 'Circulaire de l’hiver', en: 'Winter flyer' },
    subline: { fr: 'Spas, accessoires et thermopompes en promotion', en: 'Spas, accessories and heat pumps on sale' },
    subject: { fr: 'accessoires de spa et thermopompes', en: 'spa accessories and heat pumps' },
    pages: WINTER_ITEMS,
    link: {
      title: { fr: 'Voir les accessoires de spa', en: 'See the spa accessories' },
      url: { fr: '/fr/boutique/spas/accessoires-de-spa', en: '/en/store/spas/accessoires-de-spa' },
    },
  },
};

interface PromotionDef {
  slug: string;
  title: Bilingual;
  description: Bilingual;
  scene: BannerScene;
  headline: string;
  subline: string;
  pages: FlyerItem[][];
  links: { title: Bilingual; url: Bilingual }[];
  startAt: string;
  endAt: string;
}

function flyerPromotion(flyer: SeasonFlyer, span: SeasonSpan): PromotionDef {
  return {
    slug: toHandle(flyer.title.fr),
    title: flyer.title,
    description: {
      fr: `Feuilletez notre circulaire : ${flyer.subject.fr} à prix réduits pendant toute la saison.`,
      en: `Browse our flyer: ${flyer.subject.en} at reduced prices all season long.`,
    },
    scene: 'flyer',
    headline: flyer.title.fr,
    subline: flyer.subline.fr,
    pages: flyer.pages,
    links: [flyer.link],
    startAt: span.start.toISOString(),
    // The last moment of the season's last day.
    endAt: new Date(span.end.getTime() - 1000).toISOString(),
  };
}

/**
 * The promotions around the seed's day: the season's flyer and two promotions that run now, the last season's flyer
 * (ended: never listed) and the next season's (not started: not listed yet), so every state of a promotion is in the data.
 */
export function seasonPromotions(clock: SeedClock): PromotionDef[] {
  return [
    flyerPromotion(SEASON_FLYERS[clock.current.season], clock.current),
    {
      slug: 'spas-harmonie',
      title: { fr: 'Jusqu’à 15 % sur les spas Harmonie', en: 'Up to 15% off Harmonie spas' },
      description: {
        fr: 'Le spa Harmonie H7 à 15 % de rabais, livraison et marches incluses, pour les achats conclus en magasin pendant la promotion.',
        en: 'The Harmonie H7 spa at 15% off, delivery and steps included, for purchases made in store during the promotion.',
      },
      scene: 'spa',
      headline: 'Spas Harmonie : jusqu’à 15 %',
      subline: 'Livraison et marches incluses',
      pages: [],
      links: [
        {
          title: { fr: 'Découvrir la série Harmonie', en: 'Discover the Harmonie series' },
          url: { fr: '/fr/collection/spas', en: '/en/collection/spas' },
        },
      ],
      startAt: daysBefore(clock, 10),
      endAt: daysBefore(clock, -60),
    },
    {
      slug: 'vente-mobilier-exterieur',
      title: { fr: 'Vente de mobilier extérieur', en: 'Outdoor furniture sale' },
      description: {
        fr: 'Ensembles de salon et de salle à manger jusqu’à 20 % de rabais sur les modèles en magasin.',
        en: 'Lounge and dining sets up to 20% off on the models in store.',
      },
      scene: 'furniture',
      headline: 'Mobilier extérieur',
      subline: 'Jusqu’à 20 % de rabais sur les ensembles',
      pages: [],
      links: [
        {
          title: { fr: 'Voir le mobilier', en: 'See the furniture' },
          url: { fr: '/fr/boutique/mobilier-exterieur', en: '/en/store/mobilier-exterieur' },
        },
      ],
      startAt: daysBefore(clock, 5),
      endAt: daysBefore(clock, -40),
    },
    flyerPromotion(SEASON_FLYERS[clock.previous.season], clock.previous),
    flyerPromotion(SEASON_FLYERS[clock.next.season], clock.next),
  ];
}

/** '2 499,99 $' → '$2,499.99' for the English flyer. */
function englishPrice(french: string): string {
  return `$${french.replace(' $', '').replace(',', '.').replace(/\s/g, ',')}`;
}

function promotionAssets(
  part: SeedPart,
  folder: string,
  def: PromotionDef,
  index: number,
): { imgCover: string; imgPromoPDF: string; imgPromo: { img: string }[] } {
  const imgCover = `${folder}/${def.slug}/couverture.webp`;
  part.images.push({ path: imgCover, width: 1600, height: 900, svg: promoSvg(def.scene, 1600, 900, def.headline, def.subline, index + 1) });
  const pages = def.pages.length > 0 ? def.pages : [[]];
  const imgPromo = pages.map((items, pageIndex) => {
    const img = `${folder}/${def.slug}/page-${pageIndex + 1}.webp`;
    part.images.push({
      path: img,
      width: 1000,
      height: 1400,
      svg:
        items.length > 0
          ? flyerPageSvg(def.title.fr, pageIndex + 1, items)
          : promoSvg(def.scene, 1000, 1400, def.headline, def.subline, index + 5),
    });
    return { img };
  });
  const imgPromoPDF = `${folder}/${def.slug}/${def.slug}.pdf`;
  part.files[imgPromoPDF] = {
    contentType: 'application/pdf',
    data: buildPdf(
      pages.map((items, pageIndex) => ({
        title: `${def.title.fr} — page ${pageIndex + 1}`,
        lines: items.length > 0 ? items.map((item) => `${item.label} : ${item.price}`) : [def.description.fr],
      })),
    ),
  };
  return { imgCover, imgPromoPDF, imgPromo };
}

function promotionDocument(part: SeedPart, folder: string, def: PromotionDef, index: number) {
  return {
    id: def.slug,
    slug: def.slug,
    title: def.title,
    description: def.description,
    ...promotionAssets(part, folder, def, index),
    links: def.links,
    order: index + 1,
    startAt: def.startAt,
    endAt: def.endAt,
  };
}

/** The catalogue of the clock's year, in force from January 1 to December 31 (the spec's "2025 catalogue" was 2025's). */
function yearCatalogue(clock: SeedClock): PromotionDef {
  const year = clock.year;
  return {
    slug: `catalogue-${year}`,
    title: { fr: `Catalogue ${year}`, en: `${year} catalogue` },
    description: {
      fr: `Toute notre gamme ${year} : piscines, spas, mobilier extérieur et accessoires, avec les prix de l’année.`,
      en: `Our whole ${year} range: pools, spas, outdoor furniture and accessories, with the year’s prices.`,
    },
    scene: 'shop',
    headline: `Catalogue ${year}`,
    subline: 'Piscines · Spas · Mobilier · Accessoires',
    pages: [...SPRING_ITEMS].reverse(),
    links: [{ title: { fr: 'Magasiner en ligne', en: 'Shop online' }, url: { fr: '/fr/boutique', en: '/en/store' } }],
    startAt: new Date(Date.UTC(year, 0, 1)).toISOString(),
    endAt: new Date(Date.UTC(year + 1, 0, 1) - 1000).toISOString(),
  };
}

export function promotionsPart(clock: SeedClock = seedClock(seedNow())): SeedPart {
  const part = emptyPart();
  seasonPromotions(clock).forEach((def, index) => {
    part.documents[`promotions/${def.slug}`] = promotionDocument(part, 'promotions', def, index);
  });
  const catalogue = yearCatalogue(clock);
  part.documents[`catalogues/${catalogue.slug}`] = { ...promotionDocument(part, 'catalogues', catalogue, 7), order: 1 };

  // The flyer capsule of the season (an ended flyer's prices no longer hold): one PDF per language; the English flyer is its own file.
  const flyer = SEASON_FLYERS[clock.current.season];
  const id = `${toHandle(flyer.title.fr)}-${clock.current.start.getUTCFullYear()}`;
  const items = flyer.pages[0] ?? [];
  const img = `flyers/${id}.webp`;
  part.images.push({ path: img, width: 1000, height: 1400, svg: flyerPageSvg(flyer.title.fr, 1, items) });
  const link = { fr: `flyers/${id}-fr.pdf`, en: `flyers/${id}-en.pdf` };
  part.files[link.fr] = {
    contentType: 'application/pdf',
    data: buildPdf([{ title: flyer.title.fr, lines: items.map((item) => `${item.label} : ${item.price}`) }]),
  };
  part.files[link.en] = {
    contentType: 'application/pdf',
    data: buildPdf([{ title: flyer.title.en, lines: items.map((item) => `${item.label}: ${englishPrice(item.price)}`) }]),
  };
  part.documents[`flyers/${id}`] = { id, title: flyer.title, img, link, order: 1, publishedAt: clock.current.start.toISOString() };

  // The promotions page shows its 'no current promotion' variant when this switch is false (or when none runs).
  part.documents['settings/promotions'] = { hasCurrentPromotion: true, updatedAt: daysBefore(clock, 1) };
  // Home slides of spec §1: spa promotion, spa model, flyer online, video.
  const slides: [string, BannerScene][] = [
    ['banners/accueil-promo-spa.webp', 'spa'],
    ['banners/accueil-modele-spa.webp', 'spa'],
    ['banners/accueil-circulaire.webp', 'flyer'],
    ['banners/accueil-video.webp', 'video'],
    ['banners/achat-en-ligne.webp', 'shop'],
    ['banners/liquidations.webp', 'clearance'],
    ['banners/carriere.webp', 'careers'],
    ['banners/espace-client.webp', 'documents'],
    ['services/piscines.webp', 'pool'],
    ['services/spas.webp', 'spa'],
    ['services/mobilier-exterieur.webp', 'furniture'],
    ['services/service-technique.webp', 'service'],
  ];
  slides.forEach(([path, scene], index) =>
    part.images.push({ path, width: 1600, height: 900, svg: bannerSvg(scene, 1600, 900, index + 21) }),
  );
  return part;
}
