// `npm run bench:cluster`: the production topology measured beside one copy of each, in the same run: requests per second and
// p95 of a cached page (Varnish's hit against one shell copy's own cache), of a cache miss (a render: through Varnish to both
// shell copies against one copy), and of an order (cart, quote, order: through Varnish to both API copies against one copy),
// and the memory of every process. Needs the cluster's engines (`npm run start:cluster` installs them as root). Fails when a
// figure is outside scripts/bench/cluster-budget.json.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { createStoreClient } from '@storefront/commerce';
import { clusterPorts, sitePorts } from '@storefront/mf-config/ports';
import { startCluster, type ClusterService } from '../lib/cluster';
import { buildAndPublish } from '../lib/site';
import { productsOnSale } from '@storefront/remote-kit/testing/store';

interface RunBudget {
  minRequestsPerSecond: number;
  maxP95Ms: number;
}
const budget = JSON.parse(await readFile(resolve(import.meta.dirname, 'cluster-budget.json'), 'utf8')) as {
  connections: number;
  seconds: number;
  orders: { count: number; concurrency: number };
  runs: Record<string, RunBudget>;
  maxRssMb: Record<string, number>;
};

// One address sends every request: the limits per address would measure their 429s.
process.env.API_RATE_LIMIT_PER_MINUTE ||= '100000000';
process.env.API_REQUESTS_PER_MINUTE ||= '100000000';
process.env.SHELL_PAGES_PER_MINUTE ||= '100000000';
process.env.SHELL_REQUESTS_PER_MINUTE ||= '100000000';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ownRssMb = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''))?.[1] ?? 0) / 1024;
/** A piece's memory: its process and its children (Varnish's cache lives in its child, PostgreSQL's work in its backends). */
async function rssMb(pid: number | null): Promise<number> {
  if (!pid) return 0;
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const sizes = await Promise.all([ownRssMb(pid), ...children.map((child) => rssMb(child))]);
  return sizes.reduce((sum, size) => sum + size, 0);
}

interface Figure {
  rps: number;
  p95: number;
  errors: number;
}

/**
 * autocannon for budget.seconds, each response's time kept for an exact p95 (autocannon's own summary has p90 and p97.5);
 * each request of a miss gets its own address, so no cache in the way answers it.
 */
function load(url: string, options: { miss?: boolean } = {}): Promise<Figure> {
  let n = 0;
  const times: number[] = [];
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: budget.connections,
        duration: budget.seconds,
        ...(options.miss
          ? {
              headers: { 'x-cache-bypass': '1' },
              requests: [{ setupRequest: (request) => ({ ...request, path: `/fr?bench=${Date.now()}-${(n += 1)}` }) }],
            }
          : {}),
      },
      (error, result) =>
        error
          ? fail(error)
          : done({
              rps: result.requests.average,
              p95: percentile(
                times.sort((a, b) => a - b),
                95,
              ),
              errors: result.errors + result.non2xx,
            }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Orders as the checkout places them (cart, quote, order with its key), `concurrency` at a time: throughput and p95 of one order. */
async function orders(api: string, tag: string): Promise<Figure> {
  const store = createStoreClient({
    domain: 'storefront.myshopify.com',
    storefrontAccessToken: 'local-storefront-token',
    apiOrigin: `http://127.0.0.1:${sitePorts().localCloud}`,
  });
  const products = (await productsOnSale('fr')).filter((product) => product.price < 200);
  const { token } = (await (await fetch(`${api}/integrity/token`)).json()) as { token: string };
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let n = next++; n < budget.orders.count; n = next++) {
      const begin = performance.now();
      try {
        const cart = await store.createCheckout({ lineItems: [{ variantId: products[n % products.length]!.variantId, quantity: 1 }] });
        const priced = await fetch(`${api}/orders/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ cartId: cart.id, province: 'QC', postalCode: 'H7S 1M9' }),
        });
        const { quote, fulfilment, conditionsVersion } = (await priced.json()) as {
          quote: string;
          fulfilment: { selection: unknown };
          conditionsVersion: string;
        };
        const answer = await fetch(`${api}/orders?lang=fr`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `bench-${tag}-${Date.now()}-${n}-abcdef`,
            'x-firebase-appcheck': token,
          },
          body: JSON.stringify({
            cartId: cart.id,
            customer: {
              firstname: 'Banc',
              lastname: 'Essai',
              email: `banc-${tag}-${n}@example.com`,
              phone: '450 555-0123',
              address: '12, rue des Érables',
              city: 'Laval',
              province: 'QC',
              postalCode: 'H7S 1M9',
              newsletter: false,
              billingSameAsDelivery: true,
            },
            nonce: 'fake-valid-visa-nonce',
            quote,
            selection: fulfilment.selection,
            acceptance: { conditionsVersion },
          }),
        });
        await answer.arrayBuffer();
        if (answer.status !== 201) errors += 1;
      } catch {
        errors += 1;
      }
      times.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: budget.orders.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    rps: times.length / seconds,
    p95: percentile(
      [...times].sort((a, b) => a - b),
      95,
    ),
    errors,
  };
}

await buildAndPublish();
const cluster = await startCluster({
  write: (line, stream) => stream === 'err' && /error|fatal/i.test(line) && process.stderr.write(`${line}\n`),
});
const results: [string, Figure][] = [];
const memory: [string, number][] = [];
try {
  const { site, api } = cluster.urls;
  const ports = clusterPorts();
  const oneShell = `http://localhost:${ports.shellCopy1}`;
  const oneApi = `http://localhost:${ports.apiCopy1}`;
  // Warm every cache the runs read: the loaders' data of both copies, Varnish's object.
  for (let i = 0; i < 6; i += 1) await fetch(`${site}/fr?warm=${i}`).then((r) => r.arrayBuffer());
  await fetch(`${oneShell}/fr`).then((r) => r.arrayBuffer());
  results.push(['cached page, Varnish', await load(`${site}/fr`)]);
  results.push(['cached page, one shell copy', await load(`${oneShell}/fr`)]);
  results.push(['cache miss, Varnish to two copies', await load(`${site}/fr`, { miss: true })]);
  results.push(['cache miss, one shell copy', await load(`${oneShell}/fr`, { miss: true })]);
  results.push(['order, Varnish to two API copies', await orders(api, 'cluster')]);
  results.push(['order, one API copy', await orders(oneApi, 'one')]);
  const pieces: ClusterService[] = ['varnish', 'shell-1', 'shell-2', 'api-1', 'api-2', 'postgres', 'redis', 'cdn', 'cloud', 'payments'];
  for (const piece of pieces) memory.push([piece, await rssMb(cluster.pid(piece))]);
} finally {
  await cluster.stop();
}

const failures: string[] = [];
console.log(
  `\nThe cluster beside one copy (${budget.connections} connections, ${budget.seconds} s each; orders: ${budget.orders.count}, ${budget.orders.concurrency} at a time)`,
);
for (const [name, figure] of results) {
  const limit = budget.runs[name];
  const over = limit
    ? [
        ...(figure.rps < limit.minRequestsPerSecond ? [`under ${limit.minRequestsPerSecond}/s`] : []),
        ...(figure.p95 > limit.maxP95Ms ? [`p95 over ${limit.maxP95Ms} ms`] : []),
        ...(figure.errors ? [`${figure.errors} errors`] : []),
      ]
    : ['no budget'];
  if (over.length) failures.push(`${name}: ${over.join(', ')}`);
  console.log(
    `  ${over.length ? 'FAIL' : 'PASS'} ${name.padEnd(36)} ${figure.rps.toFixed(1).padStart(8)}/s  p95 ${figure.p95.toFixed(0).padStart(5)} ms  errors ${figure.errors}`,
  );
}
console.log('Memory (RSS) at the end of the run');
for (const [piece, mb] of memory) {
  const limit = budget.maxRssMb[piece.replace(/-\d$/, '')];
  const over = limit !== undefined && mb > limit;
  if (over) failures.push(`${piece}: ${mb.toFixed(0)} MB over ${limit} MB`);
  console.log(
    `  ${over ? 'FAIL' : 'PASS'} ${piece.padEnd(10)} ${mb.toFixed(0).padStart(5)} MB${limit === undefined ? '' : ` (budget ${limit} MB)`}`,
  );
}
if (failures.length) {
  console.error(`Over budget (scripts/bench/cluster-budget.json): ${failures.join('; ')}`);
  process.exit(1);
}
