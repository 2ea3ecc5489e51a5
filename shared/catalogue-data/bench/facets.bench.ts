// Benchmarks a listing's facets over 10,000 synthetic products: what the listing's loader does per request (facets offered,
// the scope's counts as the other filters stand, the list the choice keeps); medians land in bench/results/ for check-budget.
import { expect, test } from 'vitest';
import type { FacetSelection } from '@storefront/contracts';
import { buildFacets, facetsOf, matchesFacets } from '../src/facets';
import { mergeShopProducts } from '../src/merge';
import { buildFilterMenu, createShopIndex, selectShopProducts } from '../src/shop-index';
import { sortShopProducts } from '../src/sort';
import { generateSyntheticCatalogue } from '@storefront/local-cloud/synthetic';
import { categoriesFromSeed, storeCollectionsFromSeed } from '../test/seed-store';

const PRODUCT_COUNT = 10_000;
const synthetic = generateSyntheticCatalogue({ products: PRODUCT_COUNT, seed: 2025 });
const categories = categoriesFromSeed(synthetic.firestore);
const merged = mergeShopProducts(categories, storeCollectionsFromSeed(synthetic.shopify));
const shopIndex = createShopIndex(sortShopProducts(merged, categories), categories);
const SELECTIONS: (FacetSelection | undefined)[] = [
  undefined,
  { price: ['25-100', '100-250'] },
  { availability: ['online'], price: ['0-25'] },
];
const RUN = { time: 1500 };
let round = 0;

test('the shop list has the 10,000 products', () => {
  expect(selectShopProducts(shopIndex, {})).toHaveLength(PRODUCT_COUNT);
});

test('facetCounts', async ({ bench }) => {
  await bench('facetCounts', { writeResult: 'bench/results/facetCounts.json' }, () => {
    const chosen = SELECTIONS[round++ % SELECTIONS.length];
    // The shop list: all 10,000 products in scope.
    const scope = selectShopProducts(shopIndex, {});
    buildFacets(scope, facetsOf(shopIndex.products, undefined), chosen, 'fr');
    scope.filter((product) => matchesFacets(product, chosen));
    buildFilterMenu(shopIndex, chosen ? { facets: chosen } : {});
  }).run(RUN);
});
