// Owns the seed shop: turns the category definitions into Shopify products and collections (with the special sets of spec §9).
import { SPECIAL_COLLECTION_IDS, WATER_METAFIELD_NAMESPACE, WATER_PRODUCT_TAG } from '@storefront/contracts';
import {
  catalogueProductId,
  collectionId,
  metafieldId,
  money,
  productImageId,
  productOptionId,
  seedDate,
  storeProductId,
  toHandle,
  variantId,
} from '../builders';
import { productSvg } from '../images/products';
import type { ImageRequest } from '../images/render';
import { escapeXml } from '../images/svg';
import type { ShopifySeed, ShopifySeedCollection, ShopifySeedImage, ShopifySeedMetafield, ShopifySeedProduct } from '../types';
import { ACCESSORIES } from './accessories';
import { CHEMICALS } from './chemicals';
import type { CategoryDef, CollectionDef, FulfilmentDef, PackageDef, ProductDef, VariantDef } from './definitions';
import { ENGLISH_PRODUCTS } from './english';
import { bilingualType, ENGLISH_GROUPS } from './english-catalogue';
import { FULFILMENT_METAFIELD_KEYS, FULFILMENT_METAFIELD_NAMESPACE, fulfilmentOf } from './fulfilment';
import { FURNITURE } from './furniture';
import { SANITARY } from './sanitary';
import { productSpecs, specsMetafields } from './specs';
import { POOLS, SPAS } from './spas-and-pools';

/** Shop categories in display order (their `order` is the position + 1). */
export const SHOP_CATEGORIES: CategoryDef[] = [POOLS, SPAS, FURNITURE, CHEMICALS, ACCESSORIES, SANITARY];

export const FREE_SHIPPING_TAG = 'livraison-gratuite';
export const NEW_TAG = 'nouveau';
export const EXCLUSIVE_TAG = 'exclusif';

const PRODUCT_SIZE = 800;
const FIRST_PRODUCT_NUMBER = 1001;
const FIRST_COLLECTION_NUMBER = 400001;

/** Handles of the season essentials (home page 'Les essentiels de saison'). */
const ESSENTIALS = [
  'chlore-en-tablettes-3-po',
  'traitement-choc-au-chlore',
  'clarifiant-rapide',
  'augmenteur-de-ph',
  'bandelettes-d-analyse-6-en-1',
  'trousse-d-ouverture-piscine-hors-terre',
  'epuisette-de-surface',
  'robot-nettoyeur-vortex-s1',
  'toile-solaire-24-pi-12-mils',
  'matelas-flottant-lounge',
  'parasol-de-marche-9-pi',
  'gel-desinfectant-pour-les-mains-500-ml',
];

/** Handles of the clearance heroes (the highlighted clearance items). */
const CLEARANCE_HEROES = [
  'robot-nettoyeur-vortex-s1',
  'ensemble-de-salon-muskoka-4-places',
  'foyer-au-propane-laurentides',
  'pompe-a-vitesse-variable-1-5-hp',
];

/** Categories whose discounts are promotions, not clearance. */
const NOT_CLEARED = new Set(['spas', 'piscines']);

export interface PlannedImage {
  path: string;
  altText: string;
  width: number;
  height: number;
  /** How it is drawn: the close-up is the second view; a variant's own image has its format's look (VariantDef.art). */
  view?: { alternate: true } | { variant: VariantDef['art'] };
}

export interface PlannedProduct {
  product: Omit<ShopifySeedProduct, 'images' | 'variants'> & { variants: Omit<ShopifySeedProduct['variants'][number], 'imageId'>[] };
  images: PlannedImage[];
  /** Each variant's own image (a path of `images`), in the variants' order; null for a variant showing the first image. */
  variantImages: (string | null)[];
  categoryHandle: string;
  collectionHandle: string;
}

export interface ShopPlan {
  products: PlannedProduct[];
  collections: (Omit<ShopifySeedCollection, 'image'> & { imagePath: string | null })[];
  /** Firestore `collections` entries per category handle: Shopify id, order and product types. */
  categoryCollections: Record<
    string,
    {
      handle: string;
      title: string;
      shopifyCollectionId: string;
      order: number;
      productTypes: { handle: string; title: { fr: string; en: string } }[];
    }[]
  >;
  images: ImageRequest[];
  discountCodes: ShopifySeed['discountCodes'];
}

function descriptionHtml(def: Pick<ProductDef, 'description' | 'features'>): string {
  const features = def.features?.length ? `<ul>${def.features.map((feature) => `<li>${escapeXml(feature)}</li>`).join('')}</ul>` : '';
  return `<p>${escapeXml(def.description)}</p>${features}`;
}

/** A collection's English title and description, served under @inContext(language: EN) as a product's are. */
function collectionTranslations(title: string): Pick<ShopifySeedCollection, 'translations'> {
  const english = ENGLISH_GROUPS[title];
  return english ? { translations: { EN: { title: english[0], description: english[1] } } } : {};
}

/** The product's English text, served under @inContext(language: EN); French stays where a product has none. */
function translations(def: ProductDef): ShopifySeedProduct['translations'] {
  const english = ENGLISH_PRODUCTS[def.title];
  if (!english) return undefined;
  const [title, description, features] = english;
  const text = { description, ...(features ? { features } : {}) };
  return { EN: { title, description: [description, ...(features ?? [])].join(' '), descriptionHtml: descriptionHtml(text) } };
}

function sku(category: CategoryDef, n: number, index: number): string {
  return `${toHandle(category.handle).slice(0, 3).toUpperCase()}-${n}-${index + 1}`;
}

/**
 * Metafield ids from the product's number: n·100 + 1… on the product (water 1–2, fulfilment 3–5, specs 80–97), n·100 +
 * 10·(variant position + 1) + 1… on its variants.
 */
function waterMetafield(n: number, key: string, value: number | string): ShopifySeedMetafield {
  return {
    id: metafieldId(n),
    namespace: WATER_METAFIELD_NAMESPACE,
    key,
    value: String(value),
    type: typeof value === 'number' ? 'number_decimal' : 'single_line_text_field',
  };
}

/** `fulfilment.class` on every product; `fulfilment.un_number` and `fulfilment.hazard_class` on a dangerous good. */
function fulfilmentMetafields(fulfilment: FulfilmentDef, id: number): ShopifySeedMetafield[] {
  const text = (n: number, key: string, value: string): ShopifySeedMetafield => ({
    id: metafieldId(n),
    namespace: FULFILMENT_METAFIELD_NAMESPACE,
    key,
    value,
    type: 'single_line_text_field',
  });
  const keys = FULFILMENT_METAFIELD_KEYS;
  return [
    text(id, keys.class, fulfilment.class),
    ...(fulfilment.class === 'dangerous'
      ? [text(id + 1, keys.unNumber, fulfilment.unNumber), text(id + 2, keys.hazardClass, fulfilment.hazardClass)]
      : []),
  ];
}

function packageOf(def: ProductDef, variant: VariantDef): PackageDef {
  const found = variant.package ?? (def.variants ? undefined : def.water?.package);
  if (!found) throw new Error(`${def.title}: the format ${variant.value} has no package`);
  return found;
}

function packageMetafields(def: ProductDef, variant: VariantDef, base: number): ShopifySeedMetafield[] {
  const { size, unit } = packageOf(def, variant);
  return [waterMetafield(base + 1, 'package_size', size), waterMetafield(base + 2, 'package_unit', unit)];
}

function planProduct(def: ProductDef, n: number, category: CategoryDef, collection: CollectionDef): PlannedProduct {
  const handle = toHandle(def.title);
  const publishedAt = seedDate(def.age ?? 20 + (n % 40));
  const online = !def.catalogueOnly;
  const tags = [...(def.tags ?? [])];
  if (def.freeShipping) tags.push(FREE_SHIPPING_TAG);
  if (def.water) tags.push(WATER_PRODUCT_TAG);
  if ((def.age ?? 99) <= 3) tags.push(NEW_TAG);
  if (collection.handle === 'spas' || def.vendor === 'Atelier Twist') tags.push(EXCLUSIVE_TAG);

  const variantDefs: VariantDef[] = def.variants?.values ?? [
    { value: 'Default Title', price: def.price, ...(def.compareAt ? { compareAt: def.compareAt } : {}) },
  ];
  const water = def.water;
  const optionName = def.variants?.option ?? 'Title';
  const images: PlannedImage[] = [{ path: `shop/${handle}.webp`, altText: def.title, width: PRODUCT_SIZE, height: PRODUCT_SIZE }];
  if (def.closeUp)
    images.push({
      path: `shop/${handle}-detail.webp`,
      altText: `${def.title} — détail`,
      width: PRODUCT_SIZE,
      height: PRODUCT_SIZE,
      view: { alternate: true },
    });
  // A format that looks different has its own image, listed after the product's own as Shopify lists a variant's.
  const variantImages = variantDefs.map((variant) => {
    if (!variant.art) return null;
    const path = `shop/${handle}-${toHandle(variant.value)}.webp`;
    images.push({
      path,
      altText: `${def.title} — ${variant.value}`,
      width: PRODUCT_SIZE,
      height: PRODUCT_SIZE,
      view: { variant: variant.art },
    });
    return path;
  });

  return {
    categoryHandle: category.handle,
    collectionHandle: collection.handle,
    images,
    variantImages,
    product: {
      id: online ? storeProductId(n) : catalogueProductId(n),
      handle,
      title: def.title,
      description: [def.description, ...(def.features ?? [])].join(' '),
      descriptionHtml: descriptionHtml(def),
      ...(translations(def) ? { translations: translations(def) } : {}),
      productType: def.type,
      vendor: def.vendor,
      tags,
      metafields: [
        ...(water
          ? [waterMetafield(n * 100 + 1, 'ingredient', water.ingredient), waterMetafield(n * 100 + 2, 'strength', water.strength)]
          : []),
        ...fulfilmentMetafields(fulfilmentOf(def, category, collection), n * 100 + 3),
        ...specsMetafields(productSpecs(def), n),
      ],
      createdAt: new Date(Date.parse(publishedAt) - 3 * 86_400_000).toISOString(),
      updatedAt: new Date(Date.parse(publishedAt) + 86_400_000).toISOString(),
      publishedAt,
      options: [{ id: productOptionId(n * 10 + 1), name: optionName, values: variantDefs.map((variant) => variant.value) }],
      variants: variantDefs.map((variant, index) => ({
        id: variantId(n * 10 + index + 1),
        title: variant.value,
        sku: sku(category, n, index),
        price: money(variant.price),
        compareAtPrice: variant.compareAt ? money(variant.compareAt) : null,
        availableForSale: online && !def.soldOut && !variant.soldOut,
        requiresShipping: true,
        weight: def.weight,
        weightUnit: 'KILOGRAMS' as const,
        selectedOptions: [{ name: optionName, value: variant.value }],
        ...(water ? { metafields: packageMetafields(def, variant, n * 100 + 10 * (index + 1)) } : {}),
      })),
    },
  };
}

function productImages(def: ProductDef, planned: PlannedProduct, n: number): ImageRequest[] {
  return planned.images.map((image) => ({
    path: image.path,
    width: image.width,
    height: image.height,
    svg: productSvg(
      {
        ...def.art,
        ...(image.view && 'variant' in image.view ? image.view.variant : {}),
        seed: n,
        alternate: image.view !== undefined && 'alternate' in image.view,
      },
      PRODUCT_SIZE,
    ),
  }));
}

/** Plans the whole shop: products numbered in category order, then the special collections. */
export function planShop(): ShopPlan {
  const products: PlannedProduct[] = [];
  const images: ImageRequest[] = [];
  const collections: ShopPlan['collections'] = [];
  const categoryCollections: ShopPlan['categoryCollections'] = {};
  let productNumber = FIRST_PRODUCT_NUMBER;
  // Products added later take the numbers after all the others, in the order they are listed.
  let laterNumber =
    FIRST_PRODUCT_NUMBER +
    SHOP_CATEGORIES.flatMap((category) => category.collections.flatMap((collection) => collection.products)).filter(
      (def) => !def.addedLater,
    ).length;
  let collectionNumber = FIRST_COLLECTION_NUMBER;
  const byHandle = new Map<string, PlannedProduct>();
  const defs = new Map<PlannedProduct, ProductDef>();

  for (const category of SHOP_CATEGORIES) {
    categoryCollections[category.handle] = [];
    category.collections.forEach((collection, collectionIndex) => {
      const ids: string[] = [];
      for (const def of collection.products) {
        if (!collection.productTypes.includes(def.type))
          throw new Error(`${def.title}: type ${def.type} is not listed in ${collection.handle}`);
        const n = def.addedLater ? laterNumber++ : productNumber++;
        const planned = planProduct(def, n, category, collection);
        if (byHandle.has(planned.product.handle)) throw new Error(`Duplicate product handle ${planned.product.handle}`);
        byHandle.set(planned.product.handle, planned);
        defs.set(planned, def);
        products.push(planned);
        images.push(...productImages(def, planned, n));
        ids.push(planned.product.id);
      }
      const id = collection.fixedId ?? collectionId(collectionNumber++);
      collections.push({
        id,
        handle: collection.handle,
        title: collection.title,
        description: collection.description,
        ...collectionTranslations(collection.title),
        updatedAt: seedDate(2),
        imagePath: products.find((planned) => planned.product.id === ids[0])?.images[0]?.path ?? null,
        productIds: ids,
      });
      categoryCollections[category.handle]?.push({
        handle: collection.handle,
        title: collection.title,
        shopifyCollectionId: id,
        order: collectionIndex + 1,
        productTypes: collection.productTypes.map((title) => ({ handle: toHandle(title), title: bilingualType(title) })),
      });
    });
  }

  const pick = (handles: readonly string[]): PlannedProduct[] =>
    handles.map((handle) => {
      const planned = byHandle.get(handle);
      if (!planned) throw new Error(`Special collection names unknown product ${handle}`);
      return planned;
    });
  const newestFirst = (list: PlannedProduct[]): string[] =>
    [...list].sort((a, b) => Date.parse(b.product.publishedAt) - Date.parse(a.product.publishedAt)).map((planned) => planned.product.id);

  const clearance = products.filter(
    (planned) => !NOT_CLEARED.has(planned.categoryHandle) && planned.product.variants.some((variant) => variant.compareAtPrice !== null),
  );
  const special = (id: string, handle: string, title: string, description: string, members: PlannedProduct[]): void => {
    collections.push({
      id,
      handle,
      title,
      description,
      ...collectionTranslations(title),
      updatedAt: seedDate(1),
      imagePath: members[0]?.images[0]?.path ?? null,
      productIds: newestFirst(members),
    });
  };
  special(
    SPECIAL_COLLECTION_IDS.clearance,
    'liquidations',
    'Liquidations',
    'Produits en liquidation : quantités limitées, prix réduits.',
    clearance,
  );
  special(
    SPECIAL_COLLECTION_IDS.clearanceHero,
    'liquidations-vedettes',
    'Liquidations vedettes',
    'Nos meilleures aubaines du moment.',
    pick(CLEARANCE_HEROES),
  );
  special(
    SPECIAL_COLLECTION_IDS.essentials,
    'essentiels-de-saison',
    'Les essentiels de saison',
    'Tout ce qu’il faut pour entretenir la piscine et le spa en saison.',
    pick(ESSENTIALS),
  );

  return {
    products,
    collections,
    categoryCollections,
    images,
    discountCodes: [
      { code: 'BIENVENUE10', percentage: 10 },
      { code: 'ETE15', percentage: 15 },
      { code: 'PISCINE20', percentage: 20 },
    ],
  };
}

/** The Shopify seed, image URLs built by `imageUrl` (which knows the local cloud's address and tokens). */
export function toShopifySeed(plan: ShopPlan, imageUrl: (path: string) => string): ShopifySeed {
  let imageNumber = 1;
  const imagesByPath = new Map<string, ShopifySeedImage>();
  const image = (planned: PlannedImage): ShopifySeedImage => {
    let existing = imagesByPath.get(planned.path);
    if (!existing) {
      existing = {
        id: productImageId(imageNumber++),
        src: imageUrl(planned.path),
        altText: planned.altText,
        width: planned.width,
        height: planned.height,
      };
      imagesByPath.set(planned.path, existing);
    }
    return existing;
  };
  const products = plan.products.map((planned): ShopifySeedProduct => {
    const images = planned.images.map(image);
    // A variant without its own image shows the product's first, as the Storefront API's ProductVariant.image falls back to it.
    const imageOf = (path: string | null | undefined) => images[planned.images.findIndex((entry) => entry.path === path)] ?? images[0];
    return {
      ...planned.product,
      images,
      variants: planned.product.variants.map((variant, index) => ({
        ...variant,
        imageId: imageOf(planned.variantImages[index])?.id ?? null,
      })),
    };
  });
  const imageByPath = new Map(plan.products.flatMap((planned) => planned.images.map((entry) => [entry.path, entry] as const)));
  const collections = plan.collections.map(({ imagePath, ...collection }): ShopifySeedCollection => {
    const planned = imagePath ? imageByPath.get(imagePath) : undefined;
    return { ...collection, image: planned ? image(planned) : null };
  });
  return { products, collections, discountCodes: plan.discountCodes };
}
