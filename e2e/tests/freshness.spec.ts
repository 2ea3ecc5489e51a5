// The fresh catalogue (ADR 0028): a title changed in Firestore and a price changed in Shopify reach server-rendered pages within
// the loaders' lifetime (2 s in this suite's site, playwright.config.ts), and at once after a signed webhook or a purge.
import { createHmac, randomUUID } from 'node:crypto';
import { storefrontEndpoint } from '@storefront/commerce/storefront-api';
import { SERVICE_PORTS, shellOrigin } from '@storefront/mf-config';
import { expect, test } from './fixtures';

const cloud = `http://127.0.0.1:${SERVICE_PORTS.localCloud}`;
const owner = { authorization: `Bearer ${process.env.LOCAL_CLOUD_ADMIN_TOKEN}`, 'content-type': 'application/json' };
const spas = `${cloud}/v1/projects/demo-storefront/databases/(default)/documents/spas`;

interface FirestoreDocument {
  name: string;
  fields: { title: { mapValue: { fields: { fr: { stringValue: string } } } } } & Record<string, unknown>;
}

/** The page as a crawler gets it: the server's HTML, no script run. */
async function serverHtml(path: string): Promise<string> {
  const response = await fetch(`${shellOrigin()}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

async function firstSpaSeries(): Promise<FirestoreDocument> {
  const response = await fetch(spas, { headers: owner });
  const { documents } = (await response.json()) as { documents: FirestoreDocument[] };
  return documents[0]!;
}

/** Firestore's PATCH replaces the document: the whole series is written back with its French title changed. */
async function writeSeriesTitle(series: FirestoreDocument, title: string): Promise<void> {
  const fields = structuredClone(series.fields);
  fields.title.mapValue.fields.fr.stringValue = title;
  const response = await fetch(`${cloud}/v1/${series.name}`, { method: 'PATCH', headers: owner, body: JSON.stringify({ fields }) });
  expect(response.status).toBe(200);
}

async function adminGraphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const now = new Date();
  const version = `${now.getUTCFullYear()}-${String(Math.floor(now.getUTCMonth() / 3) * 3 + 1).padStart(2, '0')}`;
  const response = await fetch(`${cloud}/admin/api/${version}/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': process.env.LOCAL_CLOUD_ADMIN_TOKEN ?? '' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data: T; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

interface StoreProduct {
  id: string;
  handle: string;
  variants: { id: string; price: string }[];
}

/** The first product listed on a shop page, with its variants' prices as the store has them. */
async function listedProduct(): Promise<StoreProduct> {
  const handle = /href="\/fr\/produits\/([^"?#]+)"/.exec(await serverHtml('/fr/boutique/produits-chimiques'))?.[1];
  expect(handle).toBeTruthy();
  const response = await fetch(storefrontEndpoint(cloud), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'local-storefront-token' },
    body: JSON.stringify({
      query: 'query P($handle: String!) { product(handle: $handle) { id variants(first: 50) { nodes { id price { amount } } } } }',
      variables: { handle },
    }),
  });
  const { data } = (await response.json()) as {
    data: { product: { id: string; variants: { nodes: { id: string; price: { amount: string } }[] } } };
  };
  return {
    id: data.product.id,
    handle: handle!,
    variants: data.product.variants.nodes.map((variant) => ({ id: variant.id, price: variant.price.amount })),
  };
}

/** Every variant at `price`, or each back at its own price. */
async function setPrices(product: StoreProduct, price?: string): Promise<void> {
  const data = await adminGraphql<{ productVariantsBulkUpdate: { userErrors: unknown[] } }>(
    'mutation P($productId: ID!, $variants: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $productId, variants: $variants) { userErrors { message } } }',
    { productId: product.id, variants: product.variants.map((variant) => ({ id: variant.id, price: price ?? variant.price })) },
  );
  expect(data.productVariantsBulkUpdate.userErrors).toEqual([]);
}

function signedWebhook(topic: string, body: string, secret = process.env.SHOPIFY_WEBHOOK_SECRET ?? '') {
  return fetch(`${shellOrigin()}/_webhooks/shopify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
      // As Shopify sends them: the delivery's id (a copy acts once on each) and when it was triggered.
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-triggered-at': new Date().toISOString(),
    },
    body,
  });
}

// 1 234,56 $ in fr-CA, whatever space the formatter puts between the groups and before the sign.
const NEW_PRICE = '1234.56';
const NEW_PRICE_SHOWN = /1\s?234,56\s?\$/;
/** A page that shows nothing of the store's. */
const UNRELATED = '/fr/politiques-confidentialite';

test.describe('fresh catalogue', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a spa series title changed in Firestore shows within the loaders lifetime, and at once after a purge', async () => {
    const series = await firstSpaSeries();
    const original = series.fields.title.mapValue.fields.fr.stringValue;
    expect(await serverHtml('/fr/collection/spas')).toContain(original);
    try {
      await writeSeriesTitle(series, `${original} Renouvelée`);
      const changedAt = Date.now();
      await expect
        .poll(async () => (await serverHtml('/fr/collection/spas')).includes(`${original} Renouvelée`), {
          timeout: 20_000,
          intervals: [250],
        })
        .toBe(true);
      // Loaders 2 s, HTML 2 s: the page shows the change after a render with fresh data, a few lifetimes at most.
      expect(Date.now() - changedAt).toBeLessThan(12_000);

      await serverHtml('/fr/collection/spas');
      await writeSeriesTitle(series, `${original} Purgée`);
      const purge = await fetch(`${shellOrigin()}/_purge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${process.env.STOREFRONT_PURGE_TOKEN}`, 'content-type': 'application/json' },
        body: '{"scope":"all"}',
      });
      expect(await purge.json()).toEqual({ purged: 'all' });
      expect(await serverHtml('/fr/collection/spas')).toContain(`${original} Purgée`);
    } finally {
      await writeSeriesTitle(series, original);
    }
  });

  test('a price changed in Shopify shows on the product page within the loaders lifetime, and at once after a signed webhook', async () => {
    const product = await listedProduct();
    const path = `/fr/produits/${product.handle}`;
    expect(await serverHtml(path)).not.toMatch(NEW_PRICE_SHOWN);
    try {
      await setPrices(product, NEW_PRICE);
      await expect.poll(async () => NEW_PRICE_SHOWN.test(await serverHtml(path)), { timeout: 20_000, intervals: [250] }).toBe(true);

      await setPrices(product);
      // A webhook signed with another secret is refused and drops nothing.
      const body = JSON.stringify({ admin_graphql_api_id: product.id, handle: product.handle });
      expect((await signedWebhook('products/update', body, 'not the app secret')).status).toBe(401);
      expect(await serverHtml(path)).toMatch(NEW_PRICE_SHOWN);
      // The page names what it shows, for this server's purge and a CDN's alike (the tag header Varnish bans on).
      const keys = (await fetch(`${shellOrigin()}${path}`)).headers.get('xkey')?.split(' ') ?? [];
      expect(keys).toEqual(expect.arrayContaining(['store', 'product-page', `product-${/(\d+)$/.exec(product.id)?.[1]}`]));
      await serverHtml(UNRELATED);
      expect((await signedWebhook('products/update', body)).status).toBe(200);
      expect(await serverHtml(path)).not.toMatch(NEW_PRICE_SHOWN);
      // Only the pages that show the store went: a page that reads Firestore alone is still served from the cache.
      expect((await fetch(`${shellOrigin()}${UNRELATED}`)).headers.get('x-cache')).not.toBe('miss');
    } finally {
      await setPrices(product);
    }
  });
});
