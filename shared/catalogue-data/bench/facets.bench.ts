// Benchmarks a listing's facets over 10,000 synthetic products: what the listing's loader does per request (facets offered,
// the scope's counts as the other filters stand, the list the choice keeps), once with the answers a loaded shop keeps
// (a route asked before, ADR 0058) and once on a shop just loaded (a new index, nothing kept: the first visitor after a
// load); medians land in bench/results/ for check-budget.
import { expect, test } from 'vitest';
import type { FacetSelection } from '@storefront/contracts';
import { buildFacets, facetsOf, matchesFacets } from '../src/facets';
import { mergeShopProducts } from '../src/merge';
import { buildFilterMenu, createShopIndex, selectShopProducts, type ShopIndex } from '../src/shop-index';
import { sortShopProducts } from '../src/sort';
import { generateSyntheticCatalogue } from '@storefront/local-cloud/synthetic';
import { categoriesFromSeed, storeCollectionsFromSeed } from '../test/seed-store';

const PRODUCT_COUNT = 10_000;
const synthetic = generateSyntheticCatalogue({ products: PRODUCT_COUNT, seed: 2025 });
const categories = categoriesFromSeed(synthetic.firestore);
const merged = mergeShopProducts(categories, storeCollectionsFromSeed(synthetic.shopify));
const sorted = sortShopProducts(merged, categories);
const shopIndex = createShopIndex(sorted, categories);
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

/** The listing's work for one request on `index`. */
function listing(index: ShopIndex): void {
  const chosen = SELECTIONS[round++ % SELECTIONS.length];
  // The shop list: all 10,000 products in scope.
  const scope = selectShopProducts(index, {});
  buildFacets(scope, facetsOf(index.products, undefined), chosen, 'fr');
  scope.filter((product) => matchesFacets(product, chosen));
  buildFilterMenu(index, chosen ? { facets: chosen } : {});
}

test('a new index keeps nothing from the last one', () => {
  const fresh = newIndex();
  expect(fresh).not.toBe(shopIndex);
  expect(fresh.products).not.toBe(shopIndex.products);
});

/** A shop as a new load leaves it: its own index over its own product list, so no kept answer applies. */
function newIndex(): ShopIndex {
  return createShopIndex([...sorted], categories);
}

test('facetCounts', async ({ bench }) => {
  // Answers kept with the shop: every round after the first three asks a route already asked.
  await bench('facetCounts', { writeResult: 'bench/results/facetCounts.json' }, () => listing(shopIndex)).run(RUN);
});

test('facetCountsNewShop', async ({ bench }) => {
  // The index is made before each round, outside the timing (the shop's load builds it): only the listing's work is timed.
  let fresh = newIndex();
  await bench(
    'facetCountsNewShop',
    { writeResult: 'bench/results/facetCountsNewShop.json', beforeEach: () => void (fresh = newIndex()) },
    () => listing(fresh),
  ).run(RUN);
});
