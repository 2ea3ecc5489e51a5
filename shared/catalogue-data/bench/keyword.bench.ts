// Benchmarks what one typed keystroke costs the shop listing on 5,000 products: the listed products and the filter menu counts.
import { expect, test } from 'vitest';
import { generateSyntheticCatalogue } from '@storefront/local-cloud/synthetic';
import { buildShopCatalogue } from '../src/shop';
import { buildFilterMenu, selectShopProducts } from '../src/shop-index';
import { categoriesFromSeed, storeCollectionsFromSeed } from '../test/seed-store';

const PRODUCT_COUNT = 5_000;
const synthetic = generateSyntheticCatalogue({ products: PRODUCT_COUNT, seed: 2025 });
const catalogue = buildShopCatalogue(categoriesFromSeed(synthetic.firestore), storeCollectionsFromSeed(synthetic.shopify));
const select = selectShopProducts;
const menu = buildFilterMenu;
// A visitor typing "fauteuil riviera" one key at a time, on the search page and on a category page.
const TYPED = 'fauteuil riviera'.split('').map((_, at, all) => all.slice(0, at + 1).join(''));
const CATEGORY = catalogue.index.categoryGroups[0]!.entry.handle;
let keystroke = 0;

test('the synthetic shop has 5,000 products', () => {
  expect(catalogue.products).toHaveLength(PRODUCT_COUNT);
});

test('keywordUpdate', async ({ bench }) => {
  await bench('keywordUpdate', { writeResult: 'bench/results/keywordUpdate.json' }, () => {
    const keyword = TYPED[keystroke % TYPED.length]!;
    const category = keystroke++ % 2 === 0 ? 'recherche' : CATEGORY;
    select(catalogue.index, { category, keyword });
    menu(catalogue.index, { category, keyword });
  }).run({ time: 1500 });
});
