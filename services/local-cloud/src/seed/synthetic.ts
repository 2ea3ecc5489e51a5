// Owns the synthetic catalogue generator for benchmarks: any number of products, same shapes as the seed, deterministic from a seed number.
import { SPECIAL_COLLECTION_IDS } from '@storefront/contracts';
import { catalogueProductId, collectionId, money, productImageId, productOptionId, storeProductId, toHandle, variantId } from './builders';
import { random } from './images/svg';
import { FREE_SHIPPING_TAG } from './shop/index';
import type { Seed, SeedDocument, ShopifySeed, ShopifySeedImage, ShopifySeedProduct } from './types';

export interface SyntheticOptions {
  /** Number of shop products, e.g. 10 000. */
  products: number;
  /** Same seed number, same catalogue. */
  seed?: number;
  categories?: number;
  collectionsPerCategory?: number;
  typesPerCollection?: number;
  /** Local cloud address for image URLs. */
  baseUrl?: string;
  /** Existing Storage objects the products point at (default: a few shop images of the standard seed). */
  imagePaths?: string[];
  /** Images of the standard seed's products to reuse as they are (address with its token, size); in place of imagePaths. */
  images?: Pick<ShopifySeedImage, 'src' | 'width' | 'height'>[];
}

export interface SyntheticCatalogue {
  shopify: ShopifySeed;
  /** `categories/…` documents and their `collections` sub-collection. */
  firestore: Record<string, SeedDocument>;
}

const NOUNS = [
  'Chlore',
  'Robot',
  'Épuisette',
  'Pompe',
  'Filtre',
  'Toile',
  'Fauteuil',
  'Table',
  'Parasol',
  'Coussin',
  'Échelle',
  'Bouée',
  'Foyer',
  'Balançoire',
  'Brosse',
  'Thermomètre',
  'Cartouche',
  'Couvercle',
  'Lingette',
  'Clarifiant',
];
const ADJECTIVES = [
  'compact',
  'robuste',
  'pliant',
  'solaire',
  'automatique',
  'flottant',
  'isolé',
  'tressé',
  'stabilisé',
  'concentré',
  'réglable',
  'léger',
  'géant',
  'silencieux',
];
const QUALIFIERS = [
  'Nordik',
  'Laurentide',
  'Riviera',
  'Oasis',
  'Boréal',
  'Fjord',
  'Tadoussac',
  'Gaspé',
  'Charlevoix',
  'Mauricie',
  'Outaouais',
  'Estrie',
];
const COLOURS = ['gris', 'taupe', 'marine', 'turquoise', 'sable', 'noir', 'blanc'];
const SENTENCES = [
  'Conçu pour résister aux étés chauds comme aux hivers québécois.',
  'Installation simple, sans outil spécialisé.',
  'Un favori de nos clients depuis plusieurs saisons.',
  'Garantie de deux ans pièces et main-d’œuvre.',
  'Compatible avec les piscines hors terre et creusées.',
  'Livré partout au Canada en 1 à 7 jours ouvrables.',
  'Format économique pour toute la saison.',
];
const VENDORS = ['Aqua Pro', 'Clairo', 'Vortex', 'Nautilus', 'Polar', 'Terrasse & Cie', 'Ombra', 'Hydroflo', 'Splash', 'Protect+'];

const DEFAULT_IMAGES = [
  'shop/chlore-en-tablettes-3-po.webp',
  'shop/robot-nettoyeur-vortex-s1.webp',
  'shop/epuisette-de-surface.webp',
  'shop/fauteuil-twist.webp',
  'shop/parasol-de-marche-9-pi.webp',
  'shop/toile-solaire-24-pi-12-mils.webp',
  'shop/bouee-couronne-de-sauvetage.webp',
  'shop/foyer-au-propane-laurentides.webp',
];

export function generateSyntheticCatalogue(opts: SyntheticOptions): SyntheticCatalogue {
  const rand = random(opts.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const categoryCount = opts.categories ?? 8;
  const collectionCount = opts.collectionsPerCategory ?? 5;
  const typeCount = opts.typesPerCollection ?? 6;
  const baseUrl = opts.baseUrl ?? 'http://127.0.0.1:3020';
  const imagePaths = opts.imagePaths ?? DEFAULT_IMAGES;
  const season = Date.UTC(2025, 3, 15);

  const firestore: Record<string, SeedDocument> = {};
  const collections: ShopifySeed['collections'] = [];
  const slots: { collectionIndex: number; types: string[] }[] = [];
  let collectionNumber = 500001;
  for (let c = 0; c < categoryCount; c++) {
    const handle = `categorie-synthetique-${c + 1}`;
    const title = `Catégorie ${pick(QUALIFIERS)} ${c + 1}`;
    firestore[`categories/${handle}`] = {
      id: handle,
      title,
      handle,
      image: 'categories/accessoires.webp',
      seoTitle: title,
      seoDescription: title,
      seoImage: 'categories/accessoires.webp',
      order: c + 1,
    };
    for (let k = 0; k < collectionCount; k++) {
      const id = collectionId(collectionNumber++);
      const collectionHandle = `${handle}-collection-${k + 1}`;
      const types = Array.from({ length: typeCount }, (_, t) => `${pick(NOUNS)}s ${pick(ADJECTIVES)}s ${t + 1}`);
      firestore[`categories/${handle}/collections/${collectionHandle}`] = {
        id: collectionHandle,
        shopifyCollectionId: id,
        order: k + 1,
        productTypes: types.map((typeTitle) => ({ handle: toHandle(typeTitle), title: typeTitle })),
      };
      slots.push({ collectionIndex: collections.length, types });
      collections.push({
        id,
        handle: collectionHandle,
        title: `Collection ${pick(QUALIFIERS)} ${c + 1}.${k + 1}`,
        description: pick(SENTENCES),
        updatedAt: new Date(season).toISOString(),
        image: null,
        productIds: [],
      });
    }
  }

  const products: ShopifySeedProduct[] = [];
  const clearance: string[] = [];
  const essentials: string[] = [];
  for (let i = 0; i < opts.products; i++) {
    const n = 100001 + i;
    const slot = slots[i % slots.length] as (typeof slots)[number];
    const online = rand() > 0.25;
    const id = online ? storeProductId(n) : catalogueProductId(n);
    const title = `${pick(NOUNS)} ${pick(ADJECTIVES)} ${pick(QUALIFIERS)} ${n}`;
    const price = Math.round((5 + rand() * (rand() > 0.9 ? 5000 : 400)) * 100) / 100;
    const discounted = rand() < 0.15;
    const colours =
      rand() < 0.3 ? [pick(COLOURS), pick(COLOURS)].filter((value, index, all) => all.indexOf(value) === index) : ['Default Title'];
    const publishedAt = new Date(season - Math.floor(rand() * 365) * 86_400_000).toISOString();
    const imagePath = pick(imagePaths);
    const seedImage = opts.images?.length ? pick(opts.images) : null;
    const tags = rand() < 0.1 ? [FREE_SHIPPING_TAG] : [];
    const description = `${pick(SENTENCES)} ${pick(SENTENCES)}`;
    products.push({
      id,
      handle: `${toHandle(title)}`,
      title,
      description,
      descriptionHtml: `<p>${description}</p>`,
      productType: pick(slot.types),
      vendor: pick(VENDORS),
      tags,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      publishedAt,
      images: [
        seedImage
          ? { id: productImageId(n * 10 + 1), ...seedImage, altText: title }
          : {
              id: productImageId(n * 10 + 1),
              src: `${baseUrl}/v0/b/demo-storefront.appspot.com/o/${encodeURIComponent(imagePath)}?alt=media`,
              altText: title,
              width: 800,
              height: 800,
            },
      ],
      options: [{ id: productOptionId(n * 10 + 1), name: colours[0] === 'Default Title' ? 'Title' : 'Couleur', values: colours }],
      variants: colours.map((value, index) => ({
        id: variantId(n * 10 + index + 1),
        title: value,
        sku: `SYN-${n}-${index + 1}`,
        price: money(discounted ? Math.round(price * 80) / 100 : price),
        compareAtPrice: discounted ? money(price) : null,
        availableForSale: online,
        requiresShipping: true,
        weight: Math.round(rand() * 300) / 10,
        weightUnit: 'KILOGRAMS' as const,
        selectedOptions: [{ name: colours[0] === 'Default Title' ? 'Title' : 'Couleur', value }],
        imageId: productImageId(n * 10 + 1),
      })),
    });
    collections[slot.collectionIndex]?.productIds.push(id);
    if (discounted) clearance.push(id);
    if (online && rand() < 0.02) essentials.push(id);
  }

  const special = (id: string, handle: string, title: string, productIds: string[]): void => {
    collections.push({ id, handle, title, description: title, updatedAt: new Date(season).toISOString(), image: null, productIds });
  };
  special(SPECIAL_COLLECTION_IDS.clearance, 'liquidations', 'Liquidations', clearance);
  special(SPECIAL_COLLECTION_IDS.clearanceHero, 'liquidations-vedettes', 'Liquidations vedettes', clearance.slice(0, 8));
  special(SPECIAL_COLLECTION_IDS.essentials, 'essentiels-de-saison', 'Les essentiels de saison', essentials.slice(0, 50));
  return { shopify: { products, collections, discountCodes: [{ code: 'BIENVENUE10', percentage: 10 }] }, firestore };
}

/** The standard seed with its shop catalogue (Shopify products and `categories`) replaced by a synthetic one. */
export function withSyntheticCatalogue(seed: Seed, synthetic: SyntheticCatalogue): Seed {
  const firestore = Object.fromEntries(Object.entries(seed.firestore).filter(([path]) => !path.startsWith('categories/')));
  return { ...seed, firestore: { ...firestore, ...synthetic.firestore }, shopify: synthetic.shopify };
}
