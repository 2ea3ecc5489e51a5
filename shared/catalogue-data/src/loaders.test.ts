import { describe, expect, it } from 'vitest';
import { createLoaderCache } from './cache';
import { createCatalogueLoaders, languageContext, type DocumentSource, type LoaderContext } from './loaders';
import { createMarketingLoaders } from './marketing';
import type { RawDocument } from './records';
import { storeCollection, storeProduct } from '../test/fixtures';
import { buildShopCatalogue, isStoreDataKey, loadShopCatalogue, loadShopCollection, loadShopProduct } from './shop';
import { latestUniqueByHandle } from './sort';
import { SPECIAL_COLLECTION_IDS, type ListedStoreCollection } from '@storefront/contracts';

/** An in-memory document tree that answers like Firestore (ordered, published filters) and records every read. */
function memorySource(documents: Record<string, Record<string, unknown>>, failing: string[] = []) {
  const reads: string[] = [];
  const source: DocumentSource = {
    async list(path, options = {}) {
      const prefix = `${path.join('/')}/`;
      reads.push(path.join('/'));
      if (failing.includes(path.join('/'))) throw new Error(`permission denied on ${path.join('/')}`);
      let found: RawDocument[] = Object.entries(documents)
        .filter(([key]) => key.startsWith(prefix) && !key.slice(prefix.length).includes('/'))
        .map(([key, data]) => ({ id: key.slice(prefix.length), data }));
      if (options.published) found = found.filter((document) => document.data.published === true);
      if (options.ordered) {
        found = found
          .filter((document) => typeof document.data.order === 'number')
          .sort((a, b) => (a.data.order as number) - (b.data.order as number));
      }
      return found;
    },
  };
  return { source, reads };
}

function context(source: DocumentSource) {
  const errors: unknown[][] = [];
  const value: LoaderContext = { source, cache: createLoaderCache(), log: { error: (...args) => void errors.push(args) } };
  return { value, errors };
}

const seed = {
  'categories/spas': { title: 'Spas', handle: 'spas', order: 2, image: 'categories/spas.webp' },
  'categories/piscines': { title: 'Piscines', handle: 'piscines', order: 1 },
  'categories/piscines/collections/b': { shopifyCollectionId: 'gid://shopify/Collection/2', order: 2 },
  'categories/piscines/collections/a': {
    shopifyCollectionId: 'gid://shopify/Collection/1',
    order: 1,
    productTypes: [{ title: 'Échelles' }, { title: 'Filtres', handle: 'filtres' }],
  },
  'spas/spa': { type: 'spa', title: 'Spas', order: 1 },
  'spas/spa/collection-models/vita': { title: 'Vita', published: true, order: 1, platformProductId: 'gid://shopify/Product/5' },
  'spas/spa/collection-models/brouillon': { title: 'Brouillon', published: false, order: 0, platformProductId: 'gid://shopify/Product/9' },
  'spas/spa/collection-models/aria': { title: 'Aria', published: true, order: 2, platformProductId: 'gid://shopify/Product/7' },
  'spas/spa/collection-models/vita/covers/luxe': { title: { fr: 'Couvercle de luxe', en: 'Deluxe cover' }, order: 2, price: '450' },
  'spas/spa/collection-models/vita/covers/standard': { title: 'Couvercle standard', order: 1 },
  'spas/nage': { type: 'spaNage', title: { fr: 'Spas de nage', en: 'Swim spas' }, order: 2 },
  'in-ground-pool/creusee': { type: 'Creusée', title: 'Piscines creusées', order: 1 },
  'in-ground-pool/creusee/collection-models/rect': { title: 'Rectangulaire', published: true, order: 1, priceEv: '24999' },
  'in-ground-pool/creusee/collection-models/rect/liners/b': { title: 'Bleu', order: 2, price: '1200' },
  'in-ground-pool/creusee/collection-models/rect/liners/a': { title: 'Sable', order: 1 },
  'in-ground-pool/creusee/collection-models/rect/treviclip/t': { title: 'Treviclip', order: 1 },
  'customer-product-categories/spas': { title: 'Spas', handle: 'spas', order: 1 },
  'customer-product-categories/spas/customer-file-categories/guides': {
    title: 'Guides',
    order: 1,
    documents: [{ title: 'Guide', file: 'documents/spas/guide.pdf' }],
  },
  'promotions/ete': { title: 'Été', order: 2, imgPromo: [{ img: 'promotions/ete-1.webp' }] },
  'promotions/hiver': { title: 'Hiver', order: 1 },
  'flyers/f1': { title: { fr: 'Circulaire', en: 'Flyer' }, link: { fr: 'flyers/f1-fr.pdf', en: 'flyers/f1-en.pdf' }, img: 'flyers/1.webp' },
  'settings/promotions': { hasCurrentPromotion: false },
};

describe('catalogue loaders (spec §7)', () => {
  it('loads categories by order with their collections by order and product types', async () => {
    const { value } = context(memorySource(seed).source);
    const categories = await createCatalogueLoaders(value).loadCategories();
    expect(categories.map((category) => category.handle)).toEqual(['piscines', 'spas']);
    expect(categories[0]!.collections.map((collection) => collection.shopifyCollectionId)).toEqual([
      'gid://shopify/Collection/1',
      'gid://shopify/Collection/2',
    ]);
    expect(categories[0]!.collections[0]!.productTypes).toEqual([
      { title: 'Échelles', handle: 'echelles' },
      { title: 'Filtres', handle: 'filtres' },
    ]);
    expect(categories[1]!.image).toBe('categories/spas.webp');
  });

  it('keeps published spa models only, sorted by platform product id descending, in French', async () => {
    const { value } = context(memorySource(seed).source);
    const types = await createCatalogueLoaders(value).loadSpaTypes();
    expect(types.map((type) => [type.title, type.typeHandle])).toEqual([
      ['Spas', 'spas'],
      ['Spas de nage', 'spas-de-nage'],
    ]);
    expect(types[0]!.products.map((model) => model.title)).toEqual(['Aria', 'Vita']);
  });

  it('loads spa models with their option lists, each by order, like a pool model', async () => {
    const { value } = context(memorySource(seed).source);
    const [spas] = await createCatalogueLoaders(value).loadSpaTypes();
    const vita = spas!.products.find((model) => model.title === 'Vita')!;
    expect(vita.options.covers).toEqual([
      { id: 'standard', title: 'Couvercle standard', image: '', order: 1 },
      { id: 'luxe', title: 'Couvercle de luxe', image: '', order: 2, price: '450' },
    ]);
    expect(vita.options.shellColours).toEqual([]);
    expect(spas!.products.find((model) => model.title === 'Aria')!.options.covers).toEqual([]);
  });

  it('loads pool models with the option lists of their family, each by order', async () => {
    const { value } = context(memorySource(seed).source);
    const [type] = await createCatalogueLoaders(value).loadPoolTypes('in-ground-pool');
    expect(type!.typeHandle).toBe('piscines-creusees');
    const model = type!.products[0]!;
    expect(model.priceEv).toBe(24999);
    expect(Object.keys(model.options).sort()).toEqual(
      ['dimensions', 'liners', 'structuralComponents', 'treviclip', 'wallComponents', 'walls'].sort(),
    );
    expect(model.options.liners).toEqual([
      { id: 'a', title: 'Sable', image: '', order: 1 },
      { id: 'b', title: 'Bleu', image: '', order: 2, price: '1200' },
    ]);
  });

  it('loads customer product categories with their file categories and documents', async () => {
    const { value } = context(memorySource(seed).source);
    const [spas] = await createCatalogueLoaders(value).loadCustomerProductCategories();
    expect(spas!.fileCategories).toEqual([
      { id: 'guides', title: 'Guides', order: 1, documents: [{ title: 'Guide', file: 'documents/spas/guide.pdf' }] },
    ]);
  });

  it('an empty result ends the loader quietly, without reading subcollections', async () => {
    const { source, reads } = memorySource({});
    const { value, errors } = context(source);
    expect(await createCatalogueLoaders(value).loadPoolTypes('built-in-pool')).toEqual([]);
    expect(reads).toEqual(['built-in-pool']);
    expect(errors).toEqual([]);
  });

  it('logs a failed subcollection and continues with the rest', async () => {
    const { value, errors } = context(memorySource(seed, ['categories/piscines/collections']).source);
    const categories = await createCatalogueLoaders(value).loadCategories();
    expect(categories.map((category) => [category.handle, category.collections.length])).toEqual([
      ['piscines', 0],
      ['spas', 0],
    ]);
    expect(errors).toHaveLength(1);
  });

  it('logs a failed loader, gives an empty result, and tries again on the next call', async () => {
    const failing = ['spas'];
    const { source, reads } = memorySource(seed, failing);
    const { value, errors } = context(source);
    const loaders = createCatalogueLoaders(value);
    expect(await loaders.loadSpaTypes()).toEqual([]);
    expect(errors).toHaveLength(1);
    failing.length = 0;
    expect((await loaders.loadSpaTypes()).length).toBe(2);
    expect(reads.filter((read) => read === 'spas')).toHaveLength(2);
  });

  it('loads once: a second call reads nothing', async () => {
    const { source, reads } = memorySource(seed);
    const loaders = createCatalogueLoaders(context(source).value);
    const [first, second] = await Promise.all([loaders.loadCategories(), loaders.loadCategories()]);
    const readsAfterFirst = reads.length;
    const third = await loaders.loadCategories();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(reads.length).toBe(readsAfterFirst);
    expect(reads.filter((read) => read === 'categories')).toHaveLength(1);
  });
});

describe('marketing loaders', () => {
  it('sorts by order and keeps bilingual values whole', async () => {
    const loaders = createMarketingLoaders(context(memorySource(seed).source).value);
    expect((await loaders.loadPromotions()).map((promotion) => promotion.title)).toEqual(['Hiver', 'Été']);
    const [flyer] = await loaders.loadFlyers();
    expect(flyer).toMatchObject({ title: { fr: 'Circulaire', en: 'Flyer' }, link: { fr: 'flyers/f1-fr.pdf', en: 'flyers/f1-en.pdf' } });
  });

  it("reads the 'no current promotion' switch, promotions being shown without one", async () => {
    expect(await createMarketingLoaders(context(memorySource(seed).source).value).loadPromotionsSetting()).toEqual({
      hasCurrentPromotion: false,
    });
    expect(await createMarketingLoaders(context(memorySource({}).source).value).loadPromotionsSetting()).toEqual({
      hasCurrentPromotion: true,
    });
  });
});

describe('loaders of an English page', () => {
  const bilingual = {
    'categories/piscines': { title: { fr: 'Piscines', en: 'Pools' }, handle: 'piscines', order: 1 },
    'categories/piscines/collections/a': {
      shopifyCollectionId: 'gid://shopify/Collection/1',
      order: 1,
      productTypes: [
        { title: { fr: 'Piscines rondes', en: 'Round pools' }, handle: 'piscines-rondes' },
        { title: { fr: 'Échelles', en: '' }, handle: 'echelles' },
      ],
    },
    'categories/spas': { title: { fr: 'Spas', en: '' }, handle: 'spas', order: 2 },
    'promotions/spas': {
      slug: 'spas',
      title: { fr: 'Spas en promotion', en: 'Spas on sale' },
      links: [{ title: { fr: 'Voir', en: 'See' }, url: { fr: '/fr/collection/spas', en: '/en/collection/spas' } }],
      order: 1,
    },
  };

  it('read the English title where there is one and the French one where the English is empty; handles stay French', async () => {
    const { value } = context(memorySource(bilingual).source);
    const [category, spas] = await createCatalogueLoaders(languageContext(value, 'en')).loadCategories();
    expect(category).toMatchObject({ title: 'Pools', handle: 'piscines' });
    expect(category?.collections[0]?.productTypes).toEqual([
      { title: 'Round pools', handle: 'piscines-rondes' },
      { title: 'Échelles', handle: 'echelles' },
    ]);
    expect(spas?.title).toBe('Spas');
    const [promotion] = await createMarketingLoaders(languageContext(value, 'en')).loadPromotions();
    expect(promotion).toMatchObject({ title: 'Spas on sale', links: [{ title: 'See', url: '/en/collection/spas' }] });
  });

  it('keep French pages French, each language loaded once and apart', async () => {
    const { source, reads } = memorySource(bilingual);
    const { value } = context(source);
    const french = createCatalogueLoaders(value);
    const english = createCatalogueLoaders(languageContext(value, 'en'));
    expect((await french.loadCategories()).map((category) => category.title)).toEqual(['Piscines', 'Spas']);
    expect((await english.loadCategories()).map((category) => category.title)).toEqual(['Pools', 'Spas']);
    await english.loadCategories();
    expect((await french.loadCategories())[0]?.title).toBe('Piscines');
    expect(reads.filter((read) => read === 'categories')).toHaveLength(2);
  });
});

describe('shop loader', () => {
  it('products and filters load once, sharing the categories read', async () => {
    const { source, reads } = memorySource(seed);
    const { value } = context(source);
    let fetches = 0;
    const fetchCollections = async () => {
      fetches++;
      return [];
    };
    const first = await loadShopCatalogue(value, fetchCollections);
    await createCatalogueLoaders(value).loadCategories();
    const second = await loadShopCatalogue(value, fetchCollections);
    expect(second).toBe(first);
    expect(fetches).toBe(1);
    expect(reads.filter((read) => read === 'categories')).toHaveLength(1);
    expect(first.categories.map((category) => category.handle)).toEqual(['piscines', 'spas']);
  });

  it('each store language loads its own catalogue once', async () => {
    const { value } = context(memorySource(seed).source);
    const asked: string[] = [];
    const french = await loadShopCatalogue(value, async () => (asked.push('fr'), []));
    const english = await loadShopCatalogue(languageContext(value, 'en'), async () => (asked.push('en'), []));
    expect(english).not.toBe(french);
    expect(await loadShopCatalogue(languageContext(value, 'en'), async () => (asked.push('en again'), []))).toBe(english);
    expect(asked).toEqual(['fr', 'en']);
  });

  it('a failed store fetch is logged, gives an empty catalogue, and is retried', async () => {
    const { value, errors } = context(memorySource(seed).source);
    let fail = true;
    const fetchCollections = async () => {
      if (fail) throw new Error('store down');
      return [];
    };
    expect((await loadShopCatalogue(value, fetchCollections)).products).toEqual([]);
    expect(errors).toHaveLength(1);
    fail = false;
    expect((await loadShopCatalogue(value, fetchCollections)).categories).toHaveLength(2);
  });

  it('prepares a shop just built before anyone is given it, once per load; a preparation that fails is logged only', async () => {
    const { value, errors } = context(memorySource(seed).source);
    const prepared: unknown[] = [];
    const shop = loadShopCatalogue(
      value,
      async () => [],
      (built) => void prepared.push(built),
    );
    const [first, second] = await Promise.all([
      shop,
      loadShopCatalogue(
        value,
        async () => [],
        (built) => void prepared.push(built),
      ),
    ]);
    expect(prepared).toEqual([first]);
    expect(second).toBe(first);
    const failing = await loadShopCatalogue(
      languageContext(value, 'en'),
      async () => [],
      () => {
        throw new Error('no counts');
      },
    );
    expect(failing.categories).toHaveLength(2);
    expect(errors).toHaveLength(1);
  });
});

describe('shop product by handle (ADR 0028)', () => {
  const echelle = storeProduct({ id: 'gid://shopify/Product/41', title: 'Échelle inox', productType: 'Échelles' });
  const filtre = storeProduct({ id: 'gid://shopify/Product/42', title: 'Filtre à sable', productType: 'filtres' });
  const store = [
    storeCollection('gid://shopify/Collection/2', 'Entretien', [echelle, filtre]),
    storeCollection('gid://shopify/Collection/1', 'Équipement', [filtre]),
  ];
  /** What the store client answers: the product's collections, each holding it alone. */
  const collectionsOf = (handle: string) =>
    store.flatMap((collection) =>
      collection.products.filter((product) => product.handle === handle).map((product) => ({ ...collection, products: [product] })),
    );

  it('places the product as the whole shop does, from its own collections', async () => {
    const { value } = context(memorySource(seed).source);
    const shop = await loadShopCatalogue(value, async () => store);
    for (const product of [echelle, filtre]) {
      const asked: string[] = [];
      const alone = await loadShopProduct(
        context(memorySource(seed).source).value,
        async (handle) => (asked.push(handle), collectionsOf(handle)),
        product.handle,
      );
      // The whole product, where the shop keeps what lists show of it.
      expect(alone).toMatchObject(shop.products.find((candidate) => candidate.handle === product.handle)!);
      expect(alone?.descriptionHtml).toBe(product.descriptionHtml);
      expect(asked).toEqual([product.handle]);
    }
    expect((await loadShopProduct(value, async (handle) => collectionsOf(handle), filtre.handle))?.collectionId).toBe(
      'gid://shopify/Collection/1',
    );
  });

  it('keeps a product for the loaders lifetime, but not a handle nobody has', async () => {
    const { value } = context(memorySource(seed).source);
    const asked: string[] = [];
    const fetch = async (handle: string) => (asked.push(handle), collectionsOf(handle));
    await loadShopProduct(value, fetch, echelle.handle);
    await loadShopProduct(value, fetch, echelle.handle);
    expect(await loadShopProduct(value, fetch, 'inconnu')).toBeNull();
    expect(value.cache.has('product:inconnu')).toBe(false);
    expect(asked).toEqual([echelle.handle, 'inconnu']);
  });

  it('rejects when the store cannot be read, and tries again on the next ask', async () => {
    const { value } = context(memorySource(seed).source);
    let down = true;
    const fetch = async (handle: string) => {
      if (down) throw new Error('store down');
      return collectionsOf(handle);
    };
    await expect(loadShopProduct(value, fetch, echelle.handle)).rejects.toThrow('store down');
    down = false;
    expect((await loadShopProduct(value, fetch, echelle.handle))?.title).toBe('Échelle inox');
  });
});

describe("one store collection alone (the home page's essentials)", () => {
  const product = (id: number, title: string, publishedAt: string, productType = 'Échelles') =>
    storeProduct({ id: `gid://shopify/Product/${id}`, title, publishedAt, productType, images: [], vendor: 'Inox' });
  const echelle = product(51, 'Échelle inox', '2025-03-01T00:00:00Z');
  const filtre = product(52, 'Filtre à sable', '2025-05-01T00:00:00Z', 'filtres');
  const orpheline = product(53, 'Bouée orpheline', '2025-06-01T00:00:00Z');
  const solde = product(54, 'Parasol soldé', '2025-04-01T00:00:00Z');
  const ancienne = { ...product(55, 'Échelle inox', '2024-01-01T00:00:00Z'), handle: echelle.handle };
  const autre = product(56, 'Pompe', '2025-07-01T00:00:00Z');
  const essentials = {
    ...storeCollection(SPECIAL_COLLECTION_IDS.essentials, 'Les essentiels de saison', [echelle, orpheline, filtre, solde, ancienne]),
    handle: 'essentiels-de-saison',
  };
  const store = [
    // Within Équipement, the two ladders in the essentials' order: what the store gives with a collection read alone.
    storeCollection('gid://shopify/Collection/1', 'Équipement', [autre, echelle, ancienne]),
    storeCollection('gid://shopify/Collection/2', 'Entretien', [filtre, echelle]),
    storeCollection(SPECIAL_COLLECTION_IDS.clearance, 'Liquidations', [solde]),
    essentials,
  ];
  /** What the store client answers: the collection, then the other collections of its products, each holding only them. */
  const byHandle = (handle: string): ListedStoreCollection[] => {
    const wanted = store.find((collection) => collection.handle === handle);
    if (!wanted) return [];
    const members = new Set(wanted.products.map((entry) => entry.id));
    const others = store
      .filter((collection) => collection !== wanted)
      .map((collection) => ({
        ...collection,
        products: wanted.products.filter((entry) => collection.products.some((other) => other.id === entry.id)),
      }));
    return [wanted, ...others.filter((collection) => collection.products.some((entry) => members.has(entry.id)))];
  };

  it('lists what the whole shop lists of it, placed and sorted alike: its essentials are the same', async () => {
    const { value } = context(memorySource(seed).source);
    const shop = await loadShopCatalogue(value, async () => store);
    const asked: string[] = [];
    const alone = await loadShopCollection(
      context(memorySource(seed).source).value,
      async (handle) => (asked.push(handle), byHandle(handle)),
      'essentiels-de-saison',
    );
    expect(asked).toEqual(['essentiels-de-saison']);
    // The orphan is in no category's collection: the shop does not list it, so neither does the collection read alone.
    expect(alone.map((entry) => entry.title)).not.toContain('Bouée orpheline');
    expect(alone).toEqual(shop.products.filter((entry) => entry.isEssentiel));
    expect(latestUniqueByHandle(alone)).toEqual(shop.essentials);
    expect(shop.essentials.map((entry) => [entry.title, entry.collectionHandle])).toEqual([
      ['Filtre à sable', 'entretien'],
      ['Parasol soldé', 'liquidations'],
      ['Échelle inox', 'equipement'],
    ]);
  });

  it("is kept for the loaders lifetime under a key the store's webhooks drop, in each language apart", async () => {
    const { value } = context(memorySource(seed).source);
    const asked: string[] = [];
    const fetch = async (handle: string) => (asked.push(handle), byHandle(handle));
    await loadShopCollection(value, fetch, 'essentiels-de-saison');
    await loadShopCollection(value, fetch, 'essentiels-de-saison');
    await loadShopCollection(languageContext(value, 'en'), fetch, 'essentiels-de-saison');
    expect(asked).toEqual(['essentiels-de-saison', 'essentiels-de-saison']);
    expect(value.cache.has('collection:essentiels-de-saison')).toBe(true);
    expect(isStoreDataKey('collection:essentiels-de-saison')).toBe(true);
    expect(isStoreDataKey('en:collection:essentiels-de-saison')).toBe(true);
    expect(await loadShopCollection(value, fetch, 'aucune')).toEqual([]);
  });

  it('gives none when the store cannot be read, logged, and reads again on the next ask', async () => {
    const { value, errors } = context(memorySource(seed).source);
    let down = true;
    const fetch = async (handle: string) => {
      if (down) throw new Error('store down');
      return byHandle(handle);
    };
    expect(await loadShopCollection(value, fetch, 'essentiels-de-saison')).toEqual([]);
    expect(errors).toHaveLength(1);
    down = false;
    expect((await loadShopCollection(value, fetch, 'essentiels-de-saison')).length).toBeGreaterThan(0);
  });
});

describe('the shop kept in memory', () => {
  it('keeps of each product what lists show, search and compare, even from whole store products', () => {
    const whole = storeProduct({
      id: 'gid://shopify/Product/61',
      title: 'Chaise Mistral',
      productType: 'Échelles',
      images: [
        { id: 'i1', src: 'https://cdn/1.webp', altText: null, width: 800, height: 800 },
        { id: 'i2', src: 'https://cdn/2.webp', altText: null, width: 800, height: 800 },
      ],
      options: [{ name: 'Couleur', values: ['gris', 'sable'] }],
      variants: [
        {
          id: 'v1',
          title: 'gris',
          sku: 'MIS-1',
          price: 99,
          compareAtPrice: 120,
          availableForSale: true,
          image: { id: 'i2', src: 'https://cdn/2.webp', altText: null, width: 800, height: 800 },
          selectedOptions: [{ name: 'Couleur', value: 'gris' }],
        },
      ],
    });
    const [category] = buildShopCatalogue(
      [
        {
          id: 'piscines',
          title: 'Piscines',
          handle: 'piscines',
          image: '',
          order: 1,
          seoTitle: '',
          seoDescription: '',
          seoImage: '',
          collections: [{ id: 'a', shopifyCollectionId: 'gid://shopify/Collection/1', order: 1, productTypes: [] }],
        },
      ],
      [storeCollection('gid://shopify/Collection/1', 'Équipement', [whole])],
    ).products;
    expect(Object.keys(category!).sort()).toEqual(
      [
        'id',
        'handle',
        'title',
        'description',
        'productType',
        'vendor',
        'tags',
        'publishedAt',
        'options',
        'images',
        'variants',
        'categoryHandle',
        'categoryTitle',
        'collectionId',
        'collectionHandle',
        'collectionTitle',
        'productTypeTitle',
        'productTypeHandle',
        'buyOnline',
        'isEssentiel',
        'isLiquidationHero',
        'isLiquidation',
      ].sort(),
    );
    expect(category!.images.map((image) => image.id)).toEqual(['i1']);
    expect(category!.variants).toEqual([{ id: 'v1', title: 'gris', price: 99, compareAtPrice: 120, availableForSale: true }]);
    expect(category!.options).toEqual(whole.options);
  });

  it('keeps the specifications and the variants’ packages the lists compare on, and adds no key a product has not', () => {
    const specs = { ingredient: 'trichlor', strength_percent: 90, formats: ['tablets'] };
    const chlorine = {
      ...storeProduct({ id: 'gid://shopify/Product/62', title: 'Chlore', productType: 'Échelles' }),
      specs,
    };
    chlorine.variants = chlorine.variants.map((variant) => ({ ...variant, package: { size: 4, unit: 'kg' as const } }));
    const plain = storeProduct({ id: 'gid://shopify/Product/63', title: 'Échelle', productType: 'Échelles' });
    const products = buildShopCatalogue(
      [
        {
          id: 'piscines',
          title: 'Piscines',
          handle: 'piscines',
          image: '',
          order: 1,
          seoTitle: '',
          seoDescription: '',
          seoImage: '',
          collections: [{ id: 'a', shopifyCollectionId: 'gid://shopify/Collection/1', order: 1, productTypes: [] }],
        },
      ],
      [storeCollection('gid://shopify/Collection/1', 'Équipement', [chlorine, plain])],
    ).products;
    const kept = products.find((product) => product.title === 'Chlore')!;
    expect(kept.specs).toEqual(specs);
    expect(kept.variants.map((variant) => variant.package)).toEqual([{ size: 4, unit: 'kg' }]);
    const other = products.find((product) => product.title === 'Échelle')!;
    expect('specs' in other).toBe(false);
    expect(other.variants.every((variant) => !('package' in variant))).toBe(true);
  });
});

describe("the languages' shops", () => {
  const ladder = {
    ...storeProduct({
      id: 'gid://shopify/Product/71',
      title: 'Échelle inox',
      productType: 'Échelles',
      tags: ['nouveau'],
      images: [{ id: 'i1', src: 'https://cdn/1.webp', altText: 'Échelle', width: 800, height: 800 }],
      options: [{ name: 'Hauteur', values: ['4 pi', '5 pi'] }],
    }),
    specs: { material: 'aluminium' },
  };
  const english = {
    ...ladder,
    title: 'Stainless ladder',
    tags: ['nouveau'],
    images: ladder.images.map((image) => ({ ...image })),
    specs: { material: 'aluminium' },
  };
  const inCollection = (product: typeof ladder) => [storeCollection('gid://shopify/Collection/1', 'Équipement', [product])];

  it('hold one copy of the values they share: only what differs is kept twice', async () => {
    const { value } = context(memorySource(seed).source);
    const shared = { ...value, lastShop: new Map() };
    const french = (await loadShopCatalogue(shared, async () => inCollection(ladder))).products[0]!;
    const fromEnglish = (await loadShopCatalogue(languageContext(shared, 'en'), async () => inCollection(english))).products[0]!;
    expect(fromEnglish.title).toBe('Stainless ladder');
    expect(french.title).toBe('Échelle inox');
    // Equal values, read apart (another answer of the store), are the French shop's own objects.
    expect(fromEnglish.images).toBe(french.images);
    expect(fromEnglish.variants).toBe(french.variants);
    expect(fromEnglish.options).toBe(french.options);
    expect(fromEnglish.tags).toBe(french.tags);
    expect(fromEnglish.images).toEqual(english.images);
    expect(fromEnglish.specs).toBe(french.specs);
  });

  it('share nothing stale: a value that changed is the new one', async () => {
    const { value } = context(memorySource(seed).source);
    const shared = { ...value, lastShop: new Map() };
    const before = (await loadShopCatalogue(shared, async () => inCollection(ladder))).products[0]!;
    const repriced = { ...ladder, variants: ladder.variants.map((variant) => ({ ...variant, price: 12.5 })) };
    const after = (await loadShopCatalogue(languageContext(shared, 'en'), async () => inCollection(repriced))).products[0]!;
    expect(after.variants.map((variant) => variant.price)).toEqual([12.5]);
    expect(before.variants.map((variant) => variant.price)).toEqual([10]);
    expect(after.images).toBe(before.images);
  });
});
