// `npm run bench:search`: the shop's search over the 10,000 synthetic products render.ts serves (the same generator and seed):
// the time a suggestion takes for each key typed (MiniSearch's prefix and typo-tolerant match, the groups, the ranking), and a
// results page's search (the spec's rule, its ranking, and the second pass when it finds little). Prints PASS or FAIL for each
// figure against scripts/bench/search-budget.json and fails when one is over.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generateSyntheticCatalogue } from '@storefront/local-cloud/synthetic';
import { alternativeSearch, buildShopCatalogue, rankProducts, selectShopProducts, suggestFromShop } from '@storefront/catalogue-data';
import { categoriesFromSeed, storeCollectionsFromSeed } from '../../shared/catalogue-data/test/seed-store';

interface Limits {
  maxMedianMs: number;
  maxP95Ms: number;
}
interface Budget {
  products: number;
  rounds: number;
  suggest: Limits;
  results: Limits;
}

const budget = JSON.parse(await readFile(resolve(import.meta.dirname, 'search-budget.json'), 'utf8')) as Budget;
const SYNTHETIC_SEED = 2025;
// What shoppers type: plain words, several words, a typo, a synonym, the other language, a word found nowhere.
const KEYWORDS = [
  'chlore',
  'fauteuil charlevoix',
  'pompe silencieux gaspe',
  'clore',
  'hot tub',
  'chlorine',
  'cartouche 100 pi',
  'introuvable',
];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const failures: string[] = [];
function report(label: string, samples: number[], limits: Limits): void {
  const median = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  const failed = median > limits.maxMedianMs || p95 > limits.maxP95Ms;
  if (failed) failures.push(label);
  const verdict = failed ? `FAIL (median ≤ ${limits.maxMedianMs} ms, p95 ≤ ${limits.maxP95Ms} ms)` : 'PASS';
  console.log(
    `${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms over ${samples.length}: ${verdict}`,
  );
}

const synthetic = generateSyntheticCatalogue({ products: budget.products, seed: SYNTHETIC_SEED });
const catalogue = buildShopCatalogue(categoriesFromSeed(synthetic.firestore), storeCollectionsFromSeed(synthetic.shopify));
console.log(`Search over ${catalogue.products.length} synthetic products; budgets: scripts/bench/search-budget.json`);
// Both indexes are built once per shop, on the first keyword (the spec's) and the first suggestion (MiniSearch's).
console.log(`spec index built in ${time(() => catalogue.index.search).toFixed(0)} ms`);
console.log(`MiniSearch index built in ${time(() => suggestFromShop(catalogue.index, 'a')).toFixed(0)} ms`);

const keys: number[] = [];
const results: number[] = [];
for (let round = 0; round < budget.rounds; round++) {
  for (const keyword of KEYWORDS) {
    for (let typed = 1; typed <= keyword.length; typed++) keys.push(time(() => suggestFromShop(catalogue.index, keyword.slice(0, typed))));
    results.push(
      time(() => {
        const route = { category: 'recherche', keyword };
        const found = rankProducts(catalogue.index, selectShopProducts(catalogue.index, route), keyword);
        const second = alternativeSearch(catalogue.index, keyword, found.length);
        if (second)
          rankProducts(catalogue.index, selectShopProducts(catalogue.index, { ...route, keyword: second.keyword }), second.keyword);
      }),
    );
  }
}
report('suggestions, per key typed', keys, budget.suggest);
report("results page's search", results, budget.results);
if (failures.length > 0) {
  console.error(`Over budget: ${failures.join(', ')}`);
  process.exitCode = 1;
}
