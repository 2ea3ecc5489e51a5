import { SPECIAL_COLLECTION_IDS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { category, categoryCollection, storeCollection, storeProduct } from '../test/fixtures';
import { CLEARANCE_CATEGORY, isStoreProductId, mergeShopProducts } from './merge';

describe('mergeShopProducts (spec §3 merged Shop product)', () => {
  const salon = storeProduct({ id: 'gid://shopify/Product/11', title: 'Ensemble Riviera', productType: 'Ensembles salon' });
  const chaise = storeProduct({ id: 'gid://shopify/Product/12', title: 'Chaise Mistral', productType: 'chaises' });
  const chlore = storeProduct({ id: 'gid://shopify/Product/21', title: 'Chlore 5 kg', productType: 'Désinfectants' });
  const solde = storeProduct({ id: 'gid://shopify/Product/31', title: 'Parasol 9 pi', productType: 'Parasols' });
  const collections = [
    storeCollection('gid://shopify/Collection/1', 'Mobilier de jardin', [salon, chaise]),
    storeCollection('gid://shopify/Collection/2', 'Produits chimiques', [chlore]),
    storeCollection(SPECIAL_COLLECTION_IDS.essentials, 'Essentiels', [chlore]),
    storeCollection(SPECIAL_COLLECTION_IDS.clearanceHero, 'Vedettes liquidation', [chaise]),
    storeCollection(SPECIAL_COLLECTION_IDS.clearance, 'Liquidations', [chaise, solde]),
  ];
  const categories = [
    category('produits-chimiques', 'Produits chimiques', 2, [categoryCollection('gid://shopify/Collection/2', 1)]),
    category('mobilier-exterieur', 'Mobilier extérieur', 1, [
      categoryCollection('gid://shopify/Collection/1', 1, ['Ensembles salon', 'Chaises']),
    ]),
  ];
  const merged = mergeShopProducts(categories, collections);

  it('places products by category order then collection order, with their titles and handles', () => {
    expect(merged.map((product) => [product.title, product.categoryHandle, product.collectionHandle])).toEqual([
      ['Ensemble Riviera', 'mobilier-exterieur', 'mobilier-de-jardin'],
      ['Chaise Mistral', 'mobilier-exterieur', 'mobilier-de-jardin'],
      ['Chlore 5 kg', 'produits-chimiques', 'produits-chimiques'],
      ['Parasol 9 pi', CLEARANCE_CATEGORY.handle, 'liquidations'],
    ]);
    expect(merged[0]).toMatchObject({
      categoryTitle: 'Mobilier extérieur',
      collectionTitle: 'Mobilier de jardin',
      collectionId: 'gid://shopify/Collection/1',
      publishedAt: salon.publishedAt,
      variants: salon.variants,
    });
  });

  it('takes the product type from the collection list when it is there, else derives its handle', () => {
    expect(merged[1]).toMatchObject({ productTypeTitle: 'Chaises', productTypeHandle: 'chaises' });
    expect(merged[2]).toMatchObject({ productTypeTitle: 'Désinfectants', productTypeHandle: 'desinfectants' });
  });

  it('flags essentials, clearance hero and clearance from the fixed store ids', () => {
    const flags = merged.map((product) => [product.title, product.isEssentiel, product.isLiquidationHero, product.isLiquidation]);
    expect(flags).toEqual([
      ['Ensemble Riviera', false, false, false],
      ['Chaise Mistral', false, true, true],
      ['Chlore 5 kg', true, false, false],
      ['Parasol 9 pi', false, false, true],
    ]);
  });

  it('buyOnline is true exactly when the id is a store id', () => {
    expect(merged.every((product) => product.buyOnline)).toBe(true);
    const catalogueOnly = storeProduct({ id: 'spa-vita-ultra', title: 'Spa Vita' });
    const [product] = mergeShopProducts(
      [category('spas', 'Spas', 1, [categoryCollection('gid://shopify/Collection/5', 1)])],
      [storeCollection('gid://shopify/Collection/5', 'Spas', [catalogueOnly])],
    );
    expect(product?.buyOnline).toBe(false);
    expect(isStoreProductId('gid://shopify/Product/123')).toBe(true);
    expect(isStoreProductId('gid://shopify/ProductVariant/123')).toBe(false);
  });

  it('keeps a product met twice in its first place only, and skips unknown collections', () => {
    const twice = mergeShopProducts(
      [
        category('a', 'A', 1, [categoryCollection('gid://shopify/Collection/1', 1), categoryCollection('gid://shopify/Collection/404', 2)]),
        category('b', 'B', 2, [categoryCollection('gid://shopify/Collection/1', 1)]),
      ],
      collections,
    );
    expect(twice.filter((product) => product.id === salon.id).map((product) => product.categoryHandle)).toEqual(['a']);
  });
});
