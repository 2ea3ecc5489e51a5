// Owns the promotions, the 2025 catalogue, the flyers and the promotions setting ('no current promotion' switch).
import { seedDate } from '../builders';
import type { ProductArt } from '../images/products';
import { bannerSvg, flyerPageSvg, promoSvg, type BannerScene } from '../images/scenes';
import { emptyPart, type SeedPart } from '../part';
import { buildPdf } from '../pdf';

interface FlyerItem {
  label: string;
  price: string;
  art: ProductArt;
}

interface PromotionDef {
  slug: string;
  title: string;
  description: string;
  scene: BannerScene;
  headline: string;
  subline: string;
  pages: FlyerItem[][];
  links: { title: string; url: string }[];
  startDaysBefore: number;
  endDaysAfter: number;
}

const SPRING_ITEMS: FlyerItem[][] = [
  [
    { label: 'Chlore en tablettes 10 kg', price: '89,99 $', art: { drawing: 'tablets', color: '#00a6d6', accent: '#0b2545', label: 'TABLETTES', seed: 1 } },
    { label: 'Trousse d’ouverture', price: '79,99 $', art: { drawing: 'pail', color: '#f5c400', accent: '#00a6d6', label: 'OUVERTURE', seed: 2 } },
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

const PROMOTIONS: PromotionDef[] = [
  {
    slug: 'circulaire-du-printemps',
    title: 'Circulaire du printemps',
    description: 'Feuilletez notre circulaire : produits d’ouverture, robots et mobilier à prix réduits jusqu’au 31 mai.',
    scene: 'flyer',
    headline: 'Circulaire du printemps',
    subline: 'Ouverture de piscine, robots et mobilier en promotion',
    pages: SPRING_ITEMS,
    links: [{ title: 'Voir les produits d’ouverture', url: '/fr/boutique/produits-chimiques/ouverture-et-fermeture' }],
    startDaysBefore: 20,
    endDaysAfter: 46,
  },
  {
    slug: 'spas-harmonie',
    title: 'Jusqu’à 15 % sur les spas Harmonie',
    description: 'Le spa Harmonie H7 à 15 % de rabais, livraison et marches incluses, pour les achats conclus en magasin ce printemps.',
    scene: 'spa',
    headline: 'Spas Harmonie : jusqu’à 15 %',
    subline: 'Livraison et marches incluses',
    pages: [],
    links: [{ title: 'Découvrir la série Harmonie', url: '/fr/collection/spas' }],
    startDaysBefore: 10,
    endDaysAfter: 60,
  },
  {
    slug: 'vente-mobilier-exterieur',
    title: 'Vente de mobilier extérieur',
    description: 'Ensembles de salon et de salle à manger jusqu’à 20 % de rabais sur les modèles en magasin.',
    scene: 'furniture',
    headline: 'Mobilier extérieur',
    subline: 'Jusqu’à 20 % de rabais sur les ensembles',
    pages: [],
    links: [{ title: 'Voir le mobilier', url: '/fr/boutique/mobilier-exterieur' }],
    startDaysBefore: 5,
    endDaysAfter: 40,
  },
];

/** '2 499,99 $' → '$2,499.99' for the English flyer. */
function englishPrice(french: string): string {
  return `$${french.replace(' $', '').replace(',', '.').replace(/\s/g, ',')}`;
}

function promotionAssets(part: SeedPart, folder: string, def: PromotionDef, index: number): { imgCover: string; imgPromoPDF: string; imgPromo: { img: string }[] } {
  const imgCover = `${folder}/${def.slug}/couverture.webp`;
  part.images.push({ path: imgCover, width: 1600, height: 900, svg: promoSvg(def.scene, 1600, 900, def.headline, def.subline, index + 1) });
  const pages = def.pages.length > 0 ? def.pages : [[]];
  const imgPromo = pages.map((items, pageIndex) => {
    const img = `${folder}/${def.slug}/page-${pageIndex + 1}.webp`;
    part.images.push({
      path: img,
      width: 1000,
      height: 1400,
      svg: items.length > 0 ? flyerPageSvg(def.title, pageIndex + 1, items) : promoSvg(def.scene, 1000, 1400, def.headline, def.subline, index + 5),
    });
    return { img };
  });
  const imgPromoPDF = `${folder}/${def.slug}/${def.slug}.pdf`;
  part.files[imgPromoPDF] = {
    contentType: 'application/pdf',
    data: buildPdf(
      pages.map((items, pageIndex) => ({
        title: `${def.title} — page ${pageIndex + 1}`,
        lines: items.length > 0 ? items.map((item) => `${item.label} : ${item.price}`) : [def.description],
      })),
    ),
  };
  return { imgCover, imgPromoPDF, imgPromo };
}

export function promotionsPart(): SeedPart {
  const part = emptyPart();
  PROMOTIONS.forEach((def, index) => {
    part.documents[`promotions/${def.slug}`] = {
      id: def.slug,
      slug: def.slug,
      title: def.title,
      description: def.description,
      ...promotionAssets(part, 'promotions', def, index),
      links: def.links,
      order: index + 1,
      startAt: seedDate(def.startDaysBefore),
      endAt: seedDate(-def.endDaysAfter),
    };
  });

  const catalogue: PromotionDef = {
    slug: 'catalogue-2025',
    title: 'Catalogue 2025',
    description: 'Toute notre gamme 2025 : piscines, spas, mobilier extérieur et accessoires, avec les prix de la saison.',
    scene: 'shop',
    headline: 'Catalogue 2025',
    subline: 'Piscines · Spas · Mobilier · Accessoires',
    pages: [...SPRING_ITEMS].reverse(),
    links: [{ title: 'Magasiner en ligne', url: '/fr/boutique' }],
    startDaysBefore: 100,
    endDaysAfter: 260,
  };
  part.documents[`catalogues/${catalogue.slug}`] = {
    id: catalogue.slug,
    slug: catalogue.slug,
    title: catalogue.title,
    description: catalogue.description,
    ...promotionAssets(part, 'catalogues', catalogue, 7),
    links: catalogue.links,
    order: 1,
    startAt: seedDate(catalogue.startDaysBefore),
    endAt: seedDate(-catalogue.endDaysAfter),
  };

  // Flyer capsules: one PDF per language; the English flyer is its own file.
  const flyers = [
    { id: 'circulaire-printemps-2025', title: { fr: 'Circulaire du printemps', en: 'Spring flyer' }, days: 20 },
    { id: 'circulaire-ete-2025', title: { fr: 'Circulaire de l’été', en: 'Summer flyer' }, days: -10 },
  ];
  flyers.forEach((flyer, index) => {
    const img = `flyers/${flyer.id}.webp`;
    part.images.push({ path: img, width: 1000, height: 1400, svg: flyerPageSvg(flyer.title.fr, 1, SPRING_ITEMS[index % SPRING_ITEMS.length] ?? []) });
    const link = { fr: `flyers/${flyer.id}-fr.pdf`, en: `flyers/${flyer.id}-en.pdf` };
    part.files[link.fr] = { contentType: 'application/pdf', data: buildPdf([{ title: flyer.title.fr, lines: (SPRING_ITEMS[index % 2] ?? []).map((item) => `${item.label} : ${item.price}`) }]) };
    part.files[link.en] = { contentType: 'application/pdf', data: buildPdf([{ title: flyer.title.en, lines: (SPRING_ITEMS[index % 2] ?? []).map((item) => `${item.label}: ${englishPrice(item.price)}`) }]) };
    part.documents[`flyers/${flyer.id}`] = { id: flyer.id, title: flyer.title, img, link, order: index + 1, publishedAt: seedDate(flyer.days) };
  });

  // The promotions page shows its 'no current promotion' variant when this switch is false.
  part.documents['settings/promotions'] = { hasCurrentPromotion: true, updatedAt: seedDate(1) };

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
  slides.forEach(([path, scene], index) => part.images.push({ path, width: 1600, height: 900, svg: bannerSvg(scene, 1600, 900, index + 21) }));
  return part;
}
