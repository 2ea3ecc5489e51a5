// Checks the seed against the spec's requirements and its own integrity (every referenced file exists, ids are consistent).
import {
  POOL_OPTION_NAMES,
  SPECIAL_COLLECTION_IDS,
  WATER_PRODUCT_TAG,
  storedImageWidthPath,
  storedImageWidths,
  type PoolCollectionName,
} from '@storefront/contracts';
import type { Ingredient } from '@storefront/water-chemistry';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isStoreProductId } from '../src/seed/builders';
import { loadSeed } from '../src/seed/index';
import { FREE_SHIPPING_TAG } from '../src/seed/shop/index';
import type { Seed, ShopifySeedProduct } from '../src/seed/types';

let seed: Seed;

beforeAll(async () => {
  seed = await loadSeed({ baseUrl: 'http://127.0.0.1:3020' });
});

function docs(prefix: string): [string, Record<string, unknown>][] {
  const depth = prefix.split('/').length + 1;
  return Object.entries(seed.firestore).filter(([path]) => path.startsWith(`${prefix}/`) && path.split('/').length === depth);
}

function product(handle: string): ShopifySeedProduct {
  const found = seed.shopify.products.find((candidate) => candidate.handle === handle);
  if (!found) throw new Error(`No product ${handle}`);
  return found;
}

describe('shop products', () => {
  it('has at least 150 products with prices, unique ids, handles, variants and images', () => {
    const { products } = seed.shopify;
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.handle)).size).toBe(products.length);
    expect(new Set(products.flatMap((p) => p.variants.map((v) => v.id))).size).toBe(products.flatMap((p) => p.variants).length);
    for (const p of products) {
      expect(p.variants.length).toBeGreaterThan(0);
      expect(p.images.length).toBeGreaterThan(0);
      for (const variant of p.variants) expect(variant.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('expresses buyOnline by the id: store ids are for sale online, catalogue-only ids are not', () => {
    const online = seed.shopify.products.filter((p) => isStoreProductId(p.id));
    const catalogueOnly = seed.shopify.products.filter((p) => !isStoreProductId(p.id));
    expect(online.length).toBeGreaterThan(80);
    expect(catalogueOnly.length).toBeGreaterThan(20);
    // Online products are for sale but for the ones seeded out of stock (no stock: not for sale, as on Shopify), and one
    // format of the spa cover (ADR 0051: a chooser shows a format that cannot be bought).
    const soldOut = online.filter((p) => p.variants.some((v) => !v.availableForSale)).map((p) => p.handle);
    expect(soldOut).toEqual(['couvercle-de-spa-isole-5-po', 'augmenteur-de-durete-calcique']);
    expect(
      catalogueOnly.every((p) => p.id.startsWith('gid://shopify/Product/catalogue/') && p.variants.every((v) => !v.availableForSale)),
    ).toBe(true);
    expect(isStoreProductId(product('spa-harmonie-h7').id)).toBe(false);
    expect(isStoreProductId(product('chlore-liquide-12').id)).toBe(true);
  });

  it('has discounts, free-shipping items and image URLs served by the local cloud', () => {
    const discounted = seed.shopify.products.filter((p) =>
      p.variants.some((v) => v.compareAtPrice !== null && Number(v.compareAtPrice) > Number(v.price)),
    );
    expect(discounted.length).toBeGreaterThanOrEqual(15);
    expect(seed.shopify.products.filter((p) => p.tags.includes(FREE_SHIPPING_TAG)).length).toBeGreaterThanOrEqual(8);
    const src = product('robot-nettoyeur-vortex-s1').images[0]?.src ?? '';
    expect(src).toMatch(
      /^http:\/\/127\.0\.0\.1:3020\/v0\/b\/demo-storefront\.appspot\.com\/o\/shop%2Frobot-nettoyeur-vortex-s1\.webp\?alt=media&token=/,
    );
    for (const p of seed.shopify.products) {
      for (const image of p.images) {
        const objectPath = decodeURIComponent(/\/o\/([^?]+)/.exec(image.src)?.[1] ?? '');
        expect(seed.storage[objectPath], image.src).toBeDefined();
      }
    }
  });

  it('has the special collections with fixed ids, publishedAt and newest first', () => {
    const byId = new Map(seed.shopify.collections.map((c) => [c.id, c]));
    for (const id of Object.values(SPECIAL_COLLECTION_IDS)) expect(byId.get(id)?.productIds.length ?? 0).toBeGreaterThan(0);
    expect(byId.get(SPECIAL_COLLECTION_IDS.clearance)?.handle).toBe('liquidations');
    const essentials = (byId.get(SPECIAL_COLLECTION_IDS.essentials)?.productIds ?? []).map((id) =>
      seed.shopify.products.find((p) => p.id === id),
    );
    const dates = essentials.map((p) => Date.parse(p?.publishedAt ?? ''));
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(essentials.every((p) => p && isStoreProductId(p.id))).toBe(true);
    const productIds = new Set(seed.shopify.products.map((p) => p.id));
    for (const collection of seed.shopify.collections) for (const id of collection.productIds) expect(productIds.has(id)).toBe(true);
  });

  describe('chemicals the water analysis doses', () => {
    // Every ingredient of @storefront/water-chemistry: `satisfies` fails to compile when the package gains or loses one.
    const INGREDIENTS = Object.keys({
      'sodium-bicarbonate': true,
      'sodium-carbonate': true,
      'hydrochloric-acid': true,
      'sodium-bisulfate': true,
      'sodium-hypochlorite': true,
      'calcium-hypochlorite': true,
      trichlor: true,
      dichlor: true,
      'calcium-chloride': true,
      'cyanuric-acid': true,
      'sodium-chloride': true,
    } satisfies Record<Ingredient, true>);
    const water = () => seed.shopify.products.filter((p) => p.tags.includes(WATER_PRODUCT_TAG));
    const value = (metafields: ShopifySeedProduct['metafields'], key: string) => metafields?.find((m) => m.key === key);

    it('tags exactly the products with water metafields, which are typed as Shopify types them', () => {
      const withMetafields = seed.shopify.products.filter((p) => p.metafields?.some((m) => m.namespace === 'water'));
      expect(withMetafields.map((p) => p.handle)).toEqual(water().map((p) => p.handle));
      for (const p of water()) {
        expect(value(p.metafields, 'ingredient')).toMatchObject({ namespace: 'water', type: 'single_line_text_field' });
        expect(value(p.metafields, 'strength')).toMatchObject({ namespace: 'water', type: 'number_decimal' });
        expect(Number(value(p.metafields, 'strength')?.value)).toBeGreaterThan(0);
        expect(Number(value(p.metafields, 'strength')?.value)).toBeLessThanOrEqual(100);
        for (const v of p.variants) {
          expect(Number(value(v.metafields, 'package_size')?.value), `${p.handle} ${v.title}`).toBeGreaterThan(0);
          expect(['g', 'kg', 'mL', 'L']).toContain(value(v.metafields, 'package_unit')?.value);
        }
      }
      const ids = water().flatMap((p) => [...(p.metafields ?? []), ...p.variants.flatMap((v) => v.metafields ?? [])].map((m) => m.id));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('serves every ingredient of the water chemistry, with a product out of stock and one not sold online', () => {
      const served = new Set(water().map((p) => value(p.metafields, 'ingredient')?.value));
      expect(INGREDIENTS.filter((ingredient) => !served.has(ingredient))).toEqual([]);
      expect([...served].filter((ingredient) => !INGREDIENTS.includes(ingredient ?? ''))).toEqual([]);
      expect(water().some((p) => isStoreProductId(p.id) && p.variants.every((v) => !v.availableForSale))).toBe(true);
      expect(water().some((p) => !isStoreProductId(p.id))).toBe(true);
      expect(product('chlore-en-tablettes-3-po').variants.map((v) => value(v.metafields, 'package_size')?.value)).toEqual(['4', '10']);
      expect(value(product('acide-muriatique-31-45').metafields, 'strength')?.value).toBe('31.45');
    });

    it('numbers the products added later after all the others, so no earlier product changed its id', () => {
      expect(product('sel-pour-piscine').id).toBe('gid://shopify/Product/1155');
      expect(product('acide-muriatique-31-45').id).toBe('gid://shopify/Product/catalogue/1154');
      expect(product('robot-nettoyeur-vortex-s1').id).toBe('gid://shopify/Product/1104');
      expect(product('masques-reutilisables-en-coton').id).toBe('gid://shopify/Product/1153');
    });
  });

  it('has the promo codes', () => {
    expect(seed.shopify.discountCodes).toContainEqual({ code: 'BIENVENUE10', percentage: 10 });
  });
});

describe('Firestore catalogue', () => {
  it('has every shop category and collection, each product type used by a product', () => {
    const categories = docs('categories').map(([, data]) => data.handle);
    expect(categories.sort()).toEqual([
      'accessoires',
      'mobilier-exterieur',
      'piscines',
      'produits-chimiques',
      'produits-sanitaires',
      'spas',
    ]);
    const pools = docs('categories/piscines/collections').map(([, data]) => data.id);
    expect(pools.sort()).toEqual(['piscines-creusees', 'piscines-hors-terre', 'piscines-semi-creusees']);
    const spas = docs('categories/spas/collections');
    expect(spas.find(([, data]) => data.id === 'spas')?.[1].shopifyCollectionId).toBe(SPECIAL_COLLECTION_IDS.spas);
    const typesInUse = new Set(seed.shopify.products.map((p) => p.productType));
    for (const [path, data] of Object.entries(seed.firestore).filter(([path]) => /^categories\/[^/]+\/collections\/[^/]+$/.test(path))) {
      const collection = seed.shopify.collections.find((c) => c.id === data.shopifyCollectionId);
      expect(collection, path).toBeDefined();
      for (const type of data.productTypes as { handle: string; title: { fr: string; en: string } }[]) {
        expect(typesInUse.has(type.title.fr), `${path} ${type.title.fr}`).toBe(true);
        expect(type.title.en, `${path} ${type.title.fr} has an English title`).not.toBe('');
      }
    }
  });

  it('has at least 12 spas and swim spas with specs and icons, some unpublished', () => {
    const models = Object.entries(seed.firestore).filter(([path]) => /^spas\/[^/]+\/collection-models\/[^/]+$/.test(path));
    expect(models.length).toBeGreaterThanOrEqual(12);
    expect(models.some(([, data]) => data.published === false)).toBe(true);
    const records = docs('spas').map(([, data]) => data.type);
    expect(new Set(records)).toEqual(new Set(['spa', 'spaNage']));
    for (const [, data] of models) {
      expect(typeof data.persons).toBe('string');
      expect(data.jets).toBeGreaterThan(0);
      expect(typeof data.led).toBe('boolean');
      expect(data.serieIcon).toMatch(/^icons\/spas\/serie-/);
      expect(data.specs).toMatchObject({
        dimensions: expect.any(String),
        waterCapacity: { fr: expect.any(String), en: expect.any(String) },
      });
      if (data.published)
        expect(seed.shopify.products.some((p) => p.id === data.platformProductId && p.handle.endsWith(String(data.handle)))).toBe(true);
    }
  });

  it('gives each pool family exactly the option lists of spec §3, each item with an image', () => {
    for (const family of Object.keys(POOL_OPTION_NAMES) as PoolCollectionName[]) {
      const models = Object.keys(seed.firestore).filter((path) => new RegExp(`^${family}/[^/]+/collection-models/[^/]+$`).test(path));
      expect(models.length, family).toBeGreaterThan(0);
      for (const model of models) {
        const lists = new Set(
          Object.keys(seed.firestore)
            .filter((path) => path.startsWith(`${model}/`))
            .map((path) => path.split('/')[4]),
        );
        expect([...lists].sort(), model).toEqual([...POOL_OPTION_NAMES[family]].sort());
      }
    }
    const option =
      seed.firestore['above-ground-pool/collection-riviera/collection-models/riviera-ronde-24-pi/steps/escalier-droit-integre'];
    expect(option).toMatchObject({
      id: 'escalier-droit-integre',
      title: { fr: 'Escalier droit intégré', en: 'Built-in straight step' },
      order: 1,
      price: '899',
    });
  });

  it('marks on every pool and spa model the lists a buyer may leave empty: lists it has, never its size, shape or liner', () => {
    const models = Object.entries(seed.firestore).filter(([path]) =>
      /^(spas|above-ground-pool|in-ground-pool|built-in-pool)\/[^/]+\/collection-models\/[^/]+$/.test(path),
    );
    expect(models.length).toBeGreaterThan(10);
    for (const [path, data] of models) {
      const lists = new Set(
        Object.keys(seed.firestore)
          .filter((option) => option.startsWith(`${path}/`))
          .map((option) => option.split('/')[4]),
      );
      const optional = data.optionalLists as string[];
      expect(optional.length, path).toBeGreaterThan(0);
      expect(
        optional.filter((list) => !lists.has(list)),
        path,
      ).toEqual([]);
      expect(
        optional.filter((list) => ['dimensions', 'shapes', 'liners', 'walls', 'shellColours'].includes(list)),
        path,
      ).toEqual([]);
    }
    expect(seed.firestore['above-ground-pool/collection-riviera/collection-models/riviera-ronde-24-pi']).toMatchObject({
      optionalLists: ['steps'],
    });
  });

  it('names every category, store collection, spa series and pool collection in English too', () => {
    const categories = Object.entries(seed.firestore).filter(([path]) => /^categories\/[^/]+$/.test(path));
    expect(categories.filter(([, data]) => !(data.title as { en: string }).en).map(([path]) => path)).toEqual([]);
    expect(
      seed.shopify.collections.filter((collection) => !collection.translations?.EN?.title).map((collection) => collection.title),
    ).toEqual([]);
    const types = Object.entries(seed.firestore).filter(([path]) =>
      /^(spas|above-ground-pool|in-ground-pool|built-in-pool)\/[^/]+$/.test(path),
    );
    expect(types.length).toBeGreaterThan(5);
    expect(
      types.filter(([, data]) => !(data.title as { en: string }).en || !(data.presentation as { en: string }).en).map(([path]) => path),
    ).toEqual([]);
  });

  it('has the marketing content: promotions (the season’s flyer and the year’s catalogue), no-promotion switch, videos, jobs, packages', () => {
    // The suite's seed is written for 2026-11-25 (STOREFRONT_SEED_DATE): autumn.
    expect(seed.firestore['promotions/circulaire-de-l-automne']?.imgPromoPDF).toBe(
      'promotions/circulaire-de-l-automne/circulaire-de-l-automne.pdf',
    );
    expect(seed.firestore['catalogues/catalogue-2026']?.title).toEqual({ fr: 'Catalogue 2026', en: '2026 catalogue' });
    expect(seed.firestore['settings/promotions']).toMatchObject({ hasCurrentPromotion: true });
    expect(docs('flyers').every(([, data]) => typeof (data.link as { en: string }).en === 'string')).toBe(true);
    const groups = docs('video-groups');
    expect(groups.map(([, data]) => data.id).sort()).toEqual(['ouverture-et-fermeture', 'videos-piscines', 'videos-spas']);
    const capsules = groups.flatMap(
      ([, data]) => data.capsules as { videoId: { fr: string; en: string }; image: string; title: { fr: string } }[],
    );
    expect(capsules.some((capsule) => capsule.videoId.en !== '' && capsule.videoId.en !== capsule.videoId.fr)).toBe(true);
    expect(capsules.some((capsule) => capsule.videoId.en === capsule.videoId.fr)).toBe(true);
    expect(docs('jobs').length).toBeGreaterThanOrEqual(3);
    const packages = docs('service-packages').map(([, data]) => data);
    expect(packages.map((data) => data.id)).toEqual(['forfait_1', 'forfait_2', 'forfait_3']);
    for (const data of packages) {
      expect(data.opening).toEqual({ label: 'Ouverture', value: 119 });
      expect(data.closing).toEqual({ label: 'Fermeture', value: 119 });
      expect(data.combo).toMatchObject({ value: 218, discount: 20 });
      expect(data.combo2Years).toMatchObject({ discount: 30 });
    }
  });

  it('has customer documents by product category, each a valid PDF in Storage', () => {
    const fileCategories = Object.entries(seed.firestore).filter(([path]) =>
      /^customer-product-categories\/[^/]+\/customer-file-categories\/[^/]+$/.test(path),
    );
    expect(fileCategories.length).toBeGreaterThanOrEqual(6);
    for (const [, data] of fileCategories) {
      for (const document of data.documents as { title: string; file: string }[]) {
        const pdf = seed.storage[document.file]?.data;
        expect(pdf, document.file).toBeDefined();
        const text = pdf?.toString('latin1') ?? '';
        expect(text.startsWith('%PDF-1.4')).toBe(true);
        // startxref must point exactly at the cross-reference table, or readers reject the file.
        const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
        expect(text.slice(startxref, startxref + 4)).toBe('xref');
      }
    }
  });
});

describe('Storage objects', () => {
  it('holds every file a document refers to', () => {
    const missing: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (typeof value === 'string') {
        if (/^[a-z-]+\/.*\.(webp|pdf|svg)$/.test(value) && !seed.storage[value]) missing.push(`${where}: ${value}`);
      } else if (Array.isArray(value)) {
        value.forEach((item) => visit(item, where));
      } else if (value && typeof value === 'object') {
        Object.values(value).forEach((item) => visit(item, where));
      }
    };
    for (const [path, data] of Object.entries(seed.firestore)) visit(data, path);
    expect(missing).toEqual([]);
  });

  it('renders product images 800×800 and banners 1600×900 as WebP', async () => {
    const productImage = await sharp(seed.storage['shop/fauteuil-twist.webp']?.data).metadata();
    expect([productImage.format, productImage.width, productImage.height]).toEqual(['webp', 800, 800]);
    const banner = await sharp(seed.storage['banners/accueil-promo-spa.webp']?.data).metadata();
    expect([banner.format, banner.width, banner.height]).toEqual(['webp', 1600, 900]);
  });

  it('keeps every image at the stored widths narrower than it, in proportion, so phones download small copies', async () => {
    const copies = (path: string) =>
      storedImageWidths(path.startsWith('banners/') ? 1600 : 800).map((width) => storedImageWidthPath(path, width));
    expect(copies('banners/accueil-promo-spa.webp')).toHaveLength(6);
    for (const path of [...copies('banners/accueil-promo-spa.webp'), ...copies('shop/fauteuil-twist.webp')]) {
      const meta = await sharp(seed.storage[path]?.data).metadata();
      const width = Number(/_(\d+)w\.webp$/.exec(path)?.[1]);
      expect([path, meta.format, meta.width, meta.height]).toEqual([
        path,
        'webp',
        width,
        Math.round(width * (path.startsWith('banners/') ? 900 / 1600 : 1)),
      ]);
    }
    const images = Object.keys(seed.storage).filter((path) => path.endsWith('.webp') && !/_\d+w\.webp$/.test(path));
    const withoutCopies = images.filter((path) => !seed.storage[storedImageWidthPath(path, 320)]);
    // The narrowest seed images (pool option swatches) are 400 px wide: every image has at least its 320 px copy.
    expect(withoutCopies).toEqual([]);
  });
});
