// `npm run bench:pay`: the time from the click on "Payer" to the confirmation on the composed site, in Chromium, for a run
// of purchases (the provider's frame, the store API, the Braintree stand-in, the commerce queue): median and p95. Fails when
// a figure is over scripts/bench/pay-budget.json.
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { TEST_SEED_DATE, REMOTE_NAMES } from '@storefront/mf-config';
import { installedChromiumPath } from '@storefront/remote-kit/chromium';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import { productToBuy } from '@storefront/remote-kit/testing/store';

process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-pay');
process.env.STOREFRONT_SEED_DATE ||= TEST_SEED_DATE;
// A local cloud of its own, from the seed's stock on every run (as the end-to-end suite's): each purchase takes a unit, and the
// shared local cloud of `npm start` sold the product out after a few benches (its add to cart then never counted).
process.env.LOCAL_CLOUD_DATA_DIR ??= resolve(repoRoot, '.var/bench-pay-data/local-cloud');
await rm(resolve(process.env.LOCAL_CLOUD_DATA_DIR, 'shopify/inventory.json'), { force: true });
const { startSite } = await import('../lib/site');

const budget = JSON.parse(await readFile(resolve(import.meta.dirname, 'pay-budget.json'), 'utf8')) as {
  runs: number;
  maxMedianMs: number;
  maxP95Ms: number;
};
const RUNS = Number(process.env.BENCH_PAY_RUNS ?? budget.runs);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite({ write: (line, stream) => stream === 'err' && process.stderr.write(`${line}\n`) });
const browser = await chromium.launch({
  executablePath: installedChromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const times: number[] = [];
try {
  const product = await productToBuy('fr');
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.shellUrl}/fr/produits/${product.handle}`);
    await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached' });
    await page.locator('main [data-remote="shop"]').getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.locator('[data-testid="cart-badge"][data-count="1"]').first().waitFor({ state: 'attached' });
    await page.goto(`${site.shellUrl}/fr/paiement`);
    const checkout = page.locator('main [data-remote="checkout"]');
    const fields = {
      Prénom: 'Marie',
      Nom: 'Côté',
      Courriel: `banc-${run}@example.com`,
      Téléphone: '450 555-0123',
      Adresse: '12, rue des Érables',
      Ville: 'Laval',
      'Code postal': 'H7S 1M9',
    };
    for (const [label, value] of Object.entries(fields)) await checkout.getByRole('textbox', { name: label, exact: true }).fill(value);
    // The delivery step, the store's first methods, the review with its conditions accepted, then payment (the steps of ADR 0048).
    await checkout.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
    await checkout.getByTestId('method-group').first().waitFor();
    await checkout.locator('button[type="submit"]:not([disabled])', { hasText: 'Continuer vers la révision' }).click();
    await checkout.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions d’achat en ligne/ }).check();
    await checkout.getByRole('button', { name: 'Accepter et passer au paiement' }).click();
    const frame = checkout.locator('[data-testid="card-fields"] iframe').contentFrame();
    await frame.getByLabel('Nom du titulaire de la carte', { exact: true }).fill('Marie Côté');
    await frame.getByLabel('Numéro de la carte', { exact: true }).fill('4111 1111 1111 1111');
    await frame.getByLabel('Date d’expiration', { exact: true }).fill('12/30');
    await frame.getByLabel('CVV', { exact: true }).fill('123');
    const pay = checkout.getByRole('button', { name: /^Payer/ });
    await pay.waitFor();
    const started = performance.now();
    await pay.click();
    await checkout.getByTestId('confirmation').waitFor({ timeout: 30_000 });
    times.push(performance.now() - started);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
const sorted = [...times].sort((a, b) => a - b);
const median = percentile(sorted, 50);
const p95 = percentile(sorted, 95);
console.log(`Pay → confirmation, ${RUNS} purchases in Chromium (composed site, local provider frame, store API, Braintree stand-in)`);
console.log(`  median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`);
const failures = [
  ...(median > budget.maxMedianMs ? [`median ${median.toFixed(0)} ms over ${budget.maxMedianMs} ms`] : []),
  ...(p95 > budget.maxP95Ms ? [`p95 ${p95.toFixed(0)} ms over ${budget.maxP95Ms} ms`] : []),
];
if (failures.length) {
  console.error(`Over budget (scripts/bench/pay-budget.json): ${failures.join(', ')}`);
  process.exit(1);
}
