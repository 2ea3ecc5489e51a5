// Benchmarks search, filter counts and sort over 10,000 synthetic products; medians land in bench/results/ for check-budget.
import { expect, test } from 'vitest';
import { mergeShopProducts } from '../src/merge';
import { buildFilterMenu, createShopIndex, searchProducts } from '../src/shop-index';
import { sortShopProducts } from '../src/sort';
import { generateSyntheticCatalogue } from '@storefront/local-cloud/synthetic';
import { categoriesFromSeed, storeCollectionsFromSeed } from '../test/seed-store';

const PRODUCT_COUNT = 10_000;
// local-cloud's deterministic generator: the same shapes as the seed, read through the loaders' parsers.
const synthetic = generateSyntheticCatalogue({ products: PRODUCT_COUNT, seed: 2025 });
const categories = categoriesFromSeed(synthetic.firestore);
const storeCollections = storeCollectionsFromSeed(synthetic.shopify);
// Module exports are read once here: a getter read per iteration would be measured too.
const merge = mergeShopProducts;
const sort = sortShopProducts;
const index = createShopIndex;
const search = searchProducts;
const filterMenu = buildFilterMenu;

const merged = merge(categories, storeCollections);
const sorted = sort(merged, categories);
const shopIndex = index(sorted, categories);
const shuffled = [...merged].reverse();
const KEYWORDS = ['fauteuil', 'Pompes SILENCIEUSES', "garantie main-d'oeuvre", 'table pliante riviera', 'introuvable'];
const RUN = { time: 1500 };
let round = 0;

test('the synthetic catalogue has 10,000 products', () => {
  expect(merged).toHaveLength(PRODUCT_COUNT);
  expect(search(shopIndex, 'fauteuil').length).toBeGreaterThan(100);
});

test('search', async ({ bench }) => {
  await bench('search', { writeResult: 'bench/results/search.json' }, () => {
    search(shopIndex, KEYWORDS[round++ % KEYWORDS.length]);
  }).run(RUN);
});

test('filterCounts', async ({ bench }) => {
  await bench('filterCounts', { writeResult: 'bench/results/filterCounts.json' }, () => {
    filterMenu(shopIndex, { category: 'recherche', keyword: KEYWORDS[round++ % KEYWORDS.length] });
  }).run(RUN);
});

test('sort', async ({ bench }) => {
  await bench('sort', { writeResult: 'bench/results/sort.json' }, () => {
    sort(shuffled, categories);
  }).run(RUN);
});

test('index (built once per catalogue load; not budgeted)', async ({ bench }) => {
  await bench('index', { writeResult: 'bench/results/index.json' }, () => {
    index(sorted, categories);
  }).run({ time: 3000, iterations: 5 });
});
