// Replays every hardening probe (ADR 0016; scripts/probe-hardening.ts) against the local cloud and asserts the hardened answers.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveAdminToken } from '../src/admin';
import { siteOrigins } from '../src/cors';
import {
  MAX_ATTRIBUTE_VALUE_LENGTH,
  MAX_BATCH_GET_ANSWER_BYTES,
  MAX_BATCH_GET_DOCUMENTS,
  MAX_CART_LINES,
  MAX_INPUT_ARRAY,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  MAX_QUERY_ALIASES,
  MAX_QUERY_DEPTH,
  MAX_QUERY_TOKENS,
  TOKENLESS_MAX_COST,
} from '../src/limits';
import type { LocalCloud } from '../src/server';
import { createCartStore, type CartRecord } from '../src/shopify/cart-store';
import { publicErrors } from '../src/shopify/graphql-http';
import type { ShopifyTestServer } from '../src/shopify/testing';
import { INTERNAL_TEXT, startCloudAndShop } from './support/cloudAndShop';
import { checkedFetch } from './support/storefront';

// What only an unhandled exception puts in an answer.
const PROJECT = 'demo-storefront';
const FOREIGN = 'https://evil.example';
const STOREFRONT_TOKEN = 'local-storefront-token';

let cloud: LocalCloud;
let shop: ShopifyTestServer;

const firestore = () => `${cloud.url}/v1/projects/${PROJECT}/databases/(default)/documents`;
const admin = (target: { adminToken: string }) => ({ Authorization: `Bearer ${target.adminToken}` });

/** The root fields these tests read: a connection's nodes, or a cart mutation's payload. */
interface Payload {
  nodes?: unknown[];
  cart?: { id: string; totalQuantity?: number } | null;
  userErrors?: { code?: string; field?: string[]; message?: string }[];
}

async function graphql(
  origin: string,
  body: unknown,
  headers: Record<string, string> = { 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN },
) {
  const response = await checkedFetch(`${origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    json: JSON.parse(text) as {
      data?: Record<string, Payload> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

/** Firestore's error shape, with a message free of internal details. */
function expectFirestoreError(text: string, code: number, status: string): void {
  const body = JSON.parse(text) as { error: { code: number; message: string; status: string } };
  expect(body.error).toMatchObject({ code, status });
  expect(body.error.message.length).toBeGreaterThan(10);
  expect(text).not.toMatch(INTERNAL_TEXT);
}

let close: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, shop, close } = await startCloudAndShop('local-cloud-hardening-'));
});

afterAll(() => close());

describe('Storefront GraphQL limits, checked before execution', () => {
  // The probe, replayed: 343 characters, six nested connections; 47.7 MB and 9 s before the change.
  const probe =
    '{products(first:250){nodes{id title handle collections(first:250){nodes{id title products(first:250){nodes{id title handle collections(first:250){nodes{id title products(first:250){nodes{id title handle vendor collections(first:250){nodes{id title handle description descriptionHtml updatedAt onlineStoreUrl seo{title description}}}}}}}}}}}}}}';

  it('refuses the probe with MAX_COMPLEXITY_EXCEEDED, with and without a token, in milliseconds', async () => {
    for (const headers of [{ 'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN }, {}] as Record<string, string>[]) {
      const started = performance.now();
      const { status, json, text } = await graphql(cloud.url, { query: probe }, headers);
      expect(status).toBe(200);
      expect(json.data).toBeUndefined();
      expect(json.errors).toEqual([
        {
          message: 'Complexity exceeded',
          extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost: expect.any(Number), maxCost: expect.any(Number) },
        },
      ]);
      expect(json.errors?.[0]?.extensions?.cost as number).toBeGreaterThan(json.errors?.[0]?.extensions?.maxCost as number);
      expect(text.length).toBeLessThan(300);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('lets the store’s heaviest queries and its cart path through on the seed', async () => {
    // Every collection with 250 products, each with 250 variants and images (shopify-buy 3's collection.fetchAllWithProducts,
    // the heaviest the store has sent): 219 million by Shopify's requested cost.
    const heaviest = `{ collections(first: 250) { nodes { id products(first: 250) { nodes { id
      images(first: 250) { nodes { id url altText width height } }
      variants(first: 250) { nodes { id title availableForSale price { amount currencyCode } selectedOptions { name value } } } } } } } }`;
    const catalogue = await graphql(cloud.url, { query: heaviest });
    expect(catalogue.json.errors).toBeUndefined();
    const collections = (catalogue.json.data?.collections?.nodes ?? []) as {
      products: { nodes: { variants: { nodes: { id: string; availableForSale: boolean }[] } }[] };
    }[];
    expect(collections.length).toBeGreaterThan(10);
    const variant = collections
      .flatMap((c) => c.products.nodes)
      .flatMap((p) => p.variants.nodes)
      .find((v) => v.availableForSale);
    const created = await graphql(cloud.url, {
      query:
        'mutation M($input: CartInput) { cartCreate(input: $input) { cart { id lines(first: 5) { nodes { id } } } userErrors { message } } }',
      variables: { input: { lines: [{ merchandiseId: variant?.id, quantity: MAX_LINE_QUANTITY }], note: 'n'.repeat(MAX_NOTE_LENGTH) } },
    });
    const cart = created.json.data?.cartCreate?.cart as { id: string; lines: { nodes: { id: string }[] } };
    const updated = await graphql(cloud.url, {
      query:
        'mutation M($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { lines(first: 5) { nodes { quantity } } } userErrors { message } } }',
      variables: { cartId: cart.id, lines: [{ id: cart.lines.nodes[0]?.id, quantity: 1 }] },
    });
    expect(updated.json.errors).toBeUndefined();
    expect(updated.json.data?.cartLinesUpdate?.userErrors).toEqual([]);
    expect((updated.json.data?.cartLinesUpdate?.cart as unknown as { lines: { nodes: unknown[] } }).lines.nodes).toEqual([{ quantity: 1 }]);
  });

  it('holds tokenless queries to Shopify’s 1,000 and costs queries with the token by what the store can answer', async () => {
    const query = '{ products(first: 250) { nodes { title variants(first: 10) { nodes { id price { amount } } } } } }';
    const tokenless = await graphql(cloud.url, { query }, {});
    expect(tokenless.json.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COMPLEXITY_EXCEEDED', maxCost: TOKENLESS_MAX_COST });
    const withToken = await graphql(cloud.url, { query });
    expect(withToken.json.errors).toBeUndefined();
    expect(withToken.json.data?.products?.nodes?.length).toBeGreaterThan(100);
  });

  it('refuses a query deeper than the limit, with too many aliases, too many tokens or an input array over 250', async () => {
    let nested = 'title';
    for (let i = 0; i < MAX_QUERY_DEPTH; i++) nested = `collections(first: 1) { nodes { products(first: 1) { nodes { ${nested} } } } }`;
    const tooDeep = await graphql(cloud.url, { query: `{ products(first: 1) { nodes { ${nested} } } }` });
    expect(tooDeep.json.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_DEPTH_EXCEEDED', maxDepth: MAX_QUERY_DEPTH });

    const aliases = Array.from({ length: MAX_QUERY_ALIASES + 1 }, (_, i) => `a${i}: shop { name }`).join(' ');
    const tooManyAliases = await graphql(cloud.url, { query: `{ ${aliases} }` });
    expect(tooManyAliases.json.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_ALIASES_EXCEEDED', maxAliases: MAX_QUERY_ALIASES });

    const tokens = await graphql(cloud.url, { query: `{ ${'__typename '.repeat(3000)} }` });
    expect(tokens.json.errors?.[0]?.message).toMatch(new RegExp(`Document contains more tha[nt] ${MAX_QUERY_TOKENS} tokens`));

    const ids = Array.from({ length: MAX_INPUT_ARRAY + 1 }, (_, i) => `gid://shopify/Product/${i}`);
    const array = await graphql(cloud.url, { query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids } });
    expect(array.json.errors?.[0]).toMatchObject({ extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' } });
  });

  it('answers a resolver failure as Shopify’s INTERNAL_SERVER_ERROR, never with the exception’s text', () => {
    const crash = new GraphQLError("Cannot read properties of undefined (reading 'x')", {
      path: ['cart'],
      originalError: new TypeError("Cannot read properties of undefined (reading 'x')"),
    });
    const deliberate = new GraphQLError('Invalid cursor: abc', { originalError: new GraphQLError('Invalid cursor: abc') });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [masked, kept] = publicErrors([crash, deliberate]);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    expect(masked?.message).toMatch(/^Internal error\. Looks like something went wrong on our end\. Request ID: [0-9a-f-]{36}/);
    expect(masked?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(masked)).not.toMatch(INTERNAL_TEXT);
    expect(kept?.message).toBe('Invalid cursor: abc');
  });
});

describe('Firestore filters validated as Firestore does; access decided on the validated query', () => {
  it('refuses a where holding a unaryFilter and a compositeFilter, and never returns harmonie-h8', async () => {
    const body = JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'collection-models' }],
        where: {
          unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath: 'title' } },
          compositeFilter: {
            op: 'AND',
            filters: [{ fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } } }],
          },
        },
      },
    });
    const answer = await post(`${firestore()}/spas/serie-harmonie:runQuery`, body);
    expect(answer.status).toBe(400);
    expectFirestoreError(answer.text, 400, 'INVALID_ARGUMENT');
    expect(answer.text).toContain("Oneof field 'filter_type' is already set");
    expect(answer.text).not.toContain('harmonie-h8');
  });

  it('still serves the site’s own query (published == true, ordered) and only published models', async () => {
    const body = JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'collection-models' }],
        where: { fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } } },
        orderBy: [{ field: { fieldPath: 'order' }, direction: 'ASCENDING' }],
      },
    });
    const answer = await post(`${firestore()}/spas/serie-harmonie:runQuery`, body);
    expect(answer.status).toBe(200);
    const documents = (
      JSON.parse(answer.text) as { document?: { name: string; fields: { published: { booleanValue: boolean } } } }[]
    ).flatMap((e) => (e.document ? [e.document] : []));
    expect(documents.length).toBeGreaterThan(2);
    expect(documents.every((d) => d.fields.published.booleanValue === true)).toBe(true);
    expect(answer.text).not.toContain('harmonie-h8');
  });

  it.each([
    ['an unknown operator', { fieldFilter: { field: { fieldPath: 'order' }, op: 'LIKE', value: { integerValue: '1' } } }, 'Operator'],
    ['a fieldFilter without field', { fieldFilter: { op: 'EQUAL', value: { stringValue: 'x' } } }, 'field is required'],
    ['an empty composite filter', { compositeFilter: { op: 'AND', filters: [] } }, 'at least one filter'],
    [
      'an IN over 30 values',
      {
        fieldFilter: {
          field: { fieldPath: 'order' },
          op: 'IN',
          value: { arrayValue: { values: Array.from({ length: 31 }, (_, i) => ({ integerValue: String(i) })) } },
        },
      },
      'maximum of 30',
    ],
    ['a range on null', { fieldFilter: { field: { fieldPath: 'order' }, op: 'LESS_THAN', value: { nullValue: null } } }, 'Null and NaN'],
    [
      'an unknown member',
      { fieldFilter: { field: { fieldPath: 'order' }, op: 'EQUAL', value: { integerValue: '1' } }, extra: true },
      'Unknown name "extra"',
    ],
  ])('refuses %s with INVALID_ARGUMENT', async (_label, where, message) => {
    const answer = await post(
      `${firestore()}:runQuery`,
      JSON.stringify({ structuredQuery: { from: [{ collectionId: 'categories' }], where } }),
    );
    expect(answer.status).toBe(400);
    expectFirestoreError(answer.text, 400, 'INVALID_ARGUMENT');
    expect((JSON.parse(answer.text) as { error: { message: string } }).error.message).toContain(message);
  });

  it.each([
    ['a negative limit', { limit: -1 }],
    ['a limit past int32', { limit: 2 ** 31 }],
    ['a negative offset', { offset: -5 }],
    ['a text limit', { limit: 'ten' }],
  ])('refuses %s', async (_label, extra) => {
    const answer = await post(
      `${firestore()}:runQuery`,
      JSON.stringify({ structuredQuery: { from: [{ collectionId: 'categories' }], ...extra } }),
    );
    expect(answer.status).toBe(400);
    expectFirestoreError(answer.text, 400, 'INVALID_ARGUMENT');
  });
});

describe('malformed requests answer 4xx with a clear message, never internal error text', () => {
  it.each([
    ['runQuery body null', ':runQuery', 'null'],
    ['batchGet body null', ':batchGet', 'null'],
    ['runQuery body not JSON', ':runQuery', '{"structuredQuery":'],
    ['runQuery body an array', ':runQuery', '[1,2]'],
    ['commit body null', ':commit', 'null'],
  ])('%s → 400', async (_label, method, body) => {
    const answer = await post(`${firestore()}${method}`, body, method === ':commit' ? admin(cloud) : {});
    expect(answer.status).toBe(400);
    expectFirestoreError(answer.text, 400, 'INVALID_ARGUMENT');
  });

  it('refuses a bad % in the path with 400', async () => {
    const response = await fetch(`${firestore()}/categories/%E0%A4%A`);
    expect(response.status).toBe(400);
    expectFirestoreError(await response.text(), 400, 'INVALID_ARGUMENT');
    const storage = await fetch(`${cloud.url}/v0/b/${PROJECT}.appspot.com/o/%E0%A4%A?alt=media`);
    expect(storage.status).toBe(400);
    expect(await storage.text()).not.toMatch(INTERNAL_TEXT);
  });

  it('bounds JSON nesting: a filter nested 5,000 deep is a 400, read without recursion', async () => {
    const depth = 5000;
    const body = `{"structuredQuery":{"from":[{"collectionId":"categories"}],"where":${'{"compositeFilter":{"op":"AND","filters":['.repeat(depth)}{"fieldFilter":{"field":{"fieldPath":"order"},"op":"EQUAL","value":{"integerValue":"1"}}}${']}}'.repeat(depth)}}}`;
    const answer = await post(`${firestore()}:runQuery`, body);
    expect(answer.status).toBe(400);
    expectFirestoreError(answer.text, 400, 'INVALID_ARGUMENT');
    expect(answer.text).toContain('Nesting deeper than');
  });
});

describe('batchGet caps', () => {
  const name = `projects/${PROJECT}/databases/(default)/documents/categories/piscines`;

  it('refuses more documents than the cap, and a body over Firestore’s 10 MiB', async () => {
    const over = await post(`${firestore()}:batchGet`, JSON.stringify({ documents: Array(MAX_BATCH_GET_DOCUMENTS + 1).fill(name) }));
    expect(over.status).toBe(400);
    expectFirestoreError(over.text, 400, 'INVALID_ARGUMENT');
    const huge = await post(`${firestore()}:batchGet`, JSON.stringify({ documents: Array(141_559).fill(name) }));
    expect(huge.status).toBe(413);
    const within = await post(`${firestore()}:batchGet`, JSON.stringify({ documents: Array(MAX_BATCH_GET_DOCUMENTS).fill(name) }));
    expect(within.status).toBe(200);
  });

  it('refuses an answer that would pass its size cap, before building it all', async () => {
    // A large document (written with the admin secret), then the most names a batchGet may hold.
    const big = 'x'.repeat(Math.ceil((MAX_BATCH_GET_ANSWER_BYTES / MAX_BATCH_GET_DOCUMENTS) * 1.5));
    const write = JSON.stringify({
      writes: [
        { update: { name: `projects/${PROJECT}/databases/(default)/documents/settings/big`, fields: { text: { stringValue: big } } } },
      ],
    });
    expect((await post(`${firestore()}:commit`, write, admin(cloud))).status).toBe(200);
    const answer = await post(
      `${firestore()}:batchGet`,
      JSON.stringify({ documents: Array(MAX_BATCH_GET_DOCUMENTS).fill(name.replace('categories/piscines', 'settings/big')) }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(`exceed ${MAX_BATCH_GET_ANSWER_BYTES} bytes`);
  });
});

describe('ranges, projects and databases', () => {
  const media = () => `${cloud.url}/v0/b/${PROJECT}.appspot.com/o/${encodeURIComponent('banners/accueil-promo-spa.webp')}?alt=media`;

  it('answers 416 with Content-Range bytes */size for an unsatisfiable range, 206 for a satisfiable one', async () => {
    const whole = await fetch(media());
    const size = (await whole.arrayBuffer()).byteLength;
    const unsatisfiable = await fetch(media(), { headers: { Range: 'bytes=999999999-' } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe(`bytes */${size}`);
    const last = await fetch(media(), { headers: { Range: 'bytes=-10' } });
    expect(last.status).toBe(206);
    expect(last.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const nonsense = await fetch(media(), { headers: { Range: 'lines=1-2' } });
    expect(nonsense.status).toBe(200);
  });

  it('answers 404 NOT_FOUND for another project or database, and 400 for a malformed id', async () => {
    for (const root of [`projects/someone-else/databases/(default)`, `projects/${PROJECT}/databases/other-db`]) {
      const response = await fetch(`${cloud.url}/v1/${root}/documents/categories/spas`);
      expect(response.status).toBe(404);
      expectFirestoreError(await response.text(), 404, 'NOT_FOUND');
    }
    const malformed = await fetch(`${cloud.url}/v1/projects/BAD_ID!/databases/(default)/documents/categories/spas`);
    expect(malformed.status).toBe(400);
  });
});

describe('CORS for the site’s origins only, and the admin secret', () => {
  it('gives a foreign origin no CORS headers and refuses its preflight; the site gets both', async () => {
    const foreign = await fetch(`${firestore()}/categories/spas`, { headers: { Origin: FOREIGN } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${firestore()}/categories/spas`, {
      method: 'OPTIONS',
      headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const origin of siteOrigins()) {
      const own = await fetch(`${firestore()}/categories/spas`, { headers: { Origin: origin } });
      expect(own.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('refuses owner writes with "Bearer owner" and lets the admin secret through', async () => {
    const patch = (authorization: string) =>
      fetch(`${firestore()}/categories/spas`, {
        method: 'PATCH',
        headers: { Authorization: authorization, Origin: FOREIGN },
        body: JSON.stringify({ fields: { title: { stringValue: 'pwned' } } }),
      });
    expect((await patch('Bearer owner')).status).toBe(403);
    expect((await patch(`Bearer ${cloud.adminToken}x`)).status).toBe(403);
    const spas = (await (await fetch(`${firestore()}/categories/spas`)).json()) as {
      fields: { title: { mapValue: { fields: { fr: { stringValue: string } } } } };
    };
    expect(spas.fields.title.mapValue.fields.fr.stringValue).toBe('Spas et spas de nage');
  });

  it('lists orders only with the admin secret', async () => {
    expect((await fetch(`${cloud.url}/api/local/orders`, { headers: { Origin: FOREIGN } })).status).toBe(401);
    expect((await fetch(`${cloud.url}/api/local/orders`, { headers: { Authorization: 'Bearer owner' } })).status).toBe(401);
    expect((await fetch(`${cloud.url}/api/local/orders`, { headers: admin(cloud) })).status).toBe(200);
  });

  it('never accepts a guessable or short secret from the environment', () => {
    expect(() => resolveAdminToken(undefined, { LOCAL_CLOUD_ADMIN_TOKEN: 'owner' })).toThrow(/LOCAL_CLOUD_ADMIN_TOKEN/);
    expect(() => resolveAdminToken(undefined, { LOCAL_CLOUD_ADMIN_TOKEN: 'a'.repeat(40) })).toThrow(/random secret/);
    expect(resolveAdminToken(undefined, {})).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveAdminToken(undefined, {})).not.toBe(resolveAdminToken(undefined, {}));
  });
});

describe('carts: Shopify’s limits, a refused mutation stores nothing, the key is required', () => {
  const linesAdd =
    'mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { totalQuantity } userErrors { code field message } } }';
  const variant = (n: number) => `gid://shopify/ProductVariant/${4000 + n}`;

  async function newCart(
    lines: { merchandiseId: string; quantity: number }[] = [{ merchandiseId: variant(0), quantity: 1 }],
  ): Promise<{ id: string; token: string }> {
    const answer = await graphql(shop.origin, {
      query: 'mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id } userErrors { message } } }',
      variables: { lines },
    });
    const id = answer.json.data?.cartCreate?.cart?.id as string;
    return { id, token: /Cart\/([^?]+)/.exec(id)?.[1] as string };
  }

  const cartFile = (token: string) => path.join(shop.dataDir, 'shopify', 'carts', `${token}.json`);

  it('refuses a quantity of a billion three times, stores nothing, and the cart still reads and completes normally', async () => {
    const { id, token } = await newCart();
    const before = await readFile(cartFile(token), 'utf8');
    for (let i = 0; i < 3; i++) {
      const answer = await graphql(shop.origin, {
        query: linesAdd,
        variables: { id, lines: [{ merchandiseId: variant(0), quantity: 1_000_000_000 }] },
      });
      expect(answer.json.errors).toBeUndefined();
      expect(answer.json.data?.cartLinesAdd).toEqual({
        cart: null,
        userErrors: [expect.objectContaining({ code: 'MAXIMUM_EXCEEDED', field: ['lines', '0', 'quantity'] })],
      });
    }
    expect(await readFile(cartFile(token), 'utf8')).toBe(before);
    const read = await graphql(shop.origin, { query: 'query($id: ID!) { cart(id: $id) { totalQuantity } }', variables: { id } });
    expect(read.json).toEqual({ data: { cart: { totalQuantity: 1 } } });
    const completion = await fetch(`${shop.origin}/api/local/carts/${encodeURIComponent(id)}/complete`, {
      method: 'POST',
      headers: admin(shop),
    });
    expect(completion.status).toBe(201);
    expect(((await completion.json()) as { order: { total: string } }).order.total).toBe('5.0');
  });

  it('keeps a line at most at the store’s add-to-cart limit, merged or updated', async () => {
    const { id, token } = await newCart([{ merchandiseId: variant(1), quantity: MAX_LINE_QUANTITY - 1 }]);
    const before = await readFile(cartFile(token), 'utf8');
    const merged = await graphql(shop.origin, { query: linesAdd, variables: { id, lines: [{ merchandiseId: variant(1), quantity: 2 }] } });
    expect(merged.json.data?.cartLinesAdd?.userErrors?.[0]?.code).toBe('MAXIMUM_EXCEEDED');
    expect(await readFile(cartFile(token), 'utf8')).toBe(before);
    const exact = await graphql(shop.origin, { query: linesAdd, variables: { id, lines: [{ merchandiseId: variant(1), quantity: 1 }] } });
    expect(exact.json.data?.cartLinesAdd).toEqual({ cart: { totalQuantity: MAX_LINE_QUANTITY }, userErrors: [] });
  });

  it('refuses the line past the cart’s line limit, a note over 5,000 characters and an attribute too long', async () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, n) => ({ merchandiseId: variant(n), quantity: 1 }));
    const { id, token } = await newCart(full);
    const before = await readFile(cartFile(token), 'utf8');
    const extra = await graphql(shop.origin, {
      query: linesAdd,
      variables: { id, lines: [{ merchandiseId: variant(MAX_CART_LINES), quantity: 1 }] },
    });
    expect(extra.json.data?.cartLinesAdd?.userErrors?.[0]).toMatchObject({ code: 'INVALID', field: ['lines'] });
    const note = await graphql(shop.origin, {
      query: 'mutation($id: ID!, $note: String!) { cartNoteUpdate(cartId: $id, note: $note) { cart { note } userErrors { code field } } }',
      variables: { id, note: 'n'.repeat(MAX_NOTE_LENGTH + 1) },
    });
    expect(note.json.data?.cartNoteUpdate?.userErrors).toEqual([{ code: 'NOTE_TOO_LONG', field: ['note'] }]);
    const attribute = await graphql(shop.origin, {
      query:
        'mutation($id: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $id, attributes: $attributes) { userErrors { code field } } }',
      variables: { id, attributes: [{ key: 'gift', value: 'v'.repeat(MAX_ATTRIBUTE_VALUE_LENGTH + 1) }] },
    });
    expect(attribute.json.data?.cartAttributesUpdate?.userErrors).toEqual([{ code: 'INVALID', field: ['attributes', '0', 'value'] }]);
    expect(await readFile(cartFile(token), 'utf8')).toBe(before);
  });

  it('refuses a cart id without its key in every mutation, the query and completion; a wrong key too', async () => {
    const { id, token } = await newCart();
    const before = await readFile(cartFile(token), 'utf8');
    const bare = `gid://shopify/Cart/${token}`;
    const wrong = `${bare}?key=${'0'.repeat(32)}`;
    for (const cartId of [bare, wrong]) {
      const answer = await graphql(shop.origin, {
        query: linesAdd,
        variables: { id: cartId, lines: [{ merchandiseId: variant(0), quantity: 1 }] },
      });
      expect(answer.json.data?.cartLinesAdd?.userErrors).toEqual([
        expect.objectContaining({ field: ['cartId'], message: 'The specified cart does not exist.' }),
      ]);
      for (const mutation of [
        'cartNoteUpdate(cartId: $id, note: "x")',
        'cartAttributesUpdate(cartId: $id, attributes: [])',
        'cartDiscountCodesUpdate(cartId: $id, discountCodes: [])',
        'cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: {})',
        'cartLinesRemove(cartId: $id, lineIds: [])',
        'cartLinesUpdate(cartId: $id, lines: [])',
        'cartGiftCardCodesRemove(cartId: $id, appliedGiftCardIds: [])',
      ]) {
        const refused = await graphql(shop.origin, {
          query: `mutation($id: ID!) { result: ${mutation} { userErrors { message } } }`,
          variables: { id: cartId },
        });
        expect(refused.json.data?.result?.userErrors, mutation).toEqual([{ message: 'The specified cart does not exist.' }]);
      }
      const query = await graphql(shop.origin, { query: 'query($id: ID!) { cart(id: $id) { id } }', variables: { id: cartId } });
      expect(query.json).toEqual({ data: { cart: null } });
    }
    const bareCompletion = await fetch(`${shop.origin}/api/local/carts/${encodeURIComponent(bare)}/complete`, {
      method: 'POST',
      headers: admin(shop),
    });
    expect(bareCompletion.status).toBe(400);
    const tokenCompletion = await fetch(`${shop.origin}/api/local/carts/${token}/complete`, { method: 'POST', headers: admin(shop) });
    expect(tokenCompletion.status).toBe(400);
    const wrongCompletion = await fetch(`${shop.origin}/api/local/carts/${encodeURIComponent(wrong)}/complete`, {
      method: 'POST',
      headers: admin(shop),
    });
    expect(wrongCompletion.status).toBe(404);
    const noSecret = await fetch(`${shop.origin}/api/local/carts/${encodeURIComponent(id)}/complete`, { method: 'POST' });
    expect(noSecret.status).toBe(401);
    expect(await readFile(cartFile(token), 'utf8')).toBe(before);
  });

  it('refuses more than 250 lines in one mutation as Shopify’s input limit', async () => {
    const { id } = await newCart();
    const lines = Array.from({ length: MAX_INPUT_ARRAY + 1 }, (_, n) => ({ merchandiseId: variant(n), quantity: 1 }));
    const answer = await graphql(shop.origin, { query: linesAdd, variables: { id, lines } });
    expect(answer.json.errors?.[0]?.extensions?.code).toBe('MAX_INPUT_SIZE_EXCEEDED');
  });
});

describe('the cart cache', () => {
  it('keeps only its most recent carts in memory and reads the others back, newest state first', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'local-cloud-cart-cache-'));
    try {
      const store = createCartStore(folder, { cacheEntries: 2 });
      const carts: CartRecord[] = [];
      for (let i = 0; i < 5; i++) {
        const { id, token, key } = store.newIds();
        const cart: CartRecord = {
          id,
          token,
          key,
          createdAt: '2025-05-01T12:00:00Z',
          updatedAt: '2025-05-01T12:00:00Z',
          note: `cart ${i}`,
          attributes: [],
          lines: [],
          discountCodes: [],
          buyerIdentity: { email: null, phone: null, countryCode: null },
          completedAt: null,
          orderId: null,
        };
        // Not awaited: a read of an evicted cart must wait for its write rather than find no file.
        void store.save(cart);
        carts.push(cart);
      }
      for (const [i, cart] of carts.entries()) expect((await store.get(cart.token))?.note).toBe(`cart ${i}`);
      expect((await readdir(path.join(folder, 'shopify', 'carts'))).filter((name) => name.endsWith('.json'))).toHaveLength(5);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
