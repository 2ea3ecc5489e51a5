// Drives the real shopify-buy 3 SDK against the local Storefront API served over HTTP.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Client from 'shopify-buy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifyServer, type ShopifyTestServer } from './testing';

const CHLORINE = 'gid://shopify/Product/1001';
const LOUNGER = 'gid://shopify/Product/1002';
const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001';
const CHLORINE_5KG = 'gid://shopify/ProductVariant/2002';
const LOUNGER_VARIANT = 'gid://shopify/ProductVariant/2003';
const SOLD_OUT_VARIANT = 'gid://shopify/ProductVariant/2004';

function sdkClient(origin: string) {
  // shopify-buy always calls https://<domain>/api/2025-01/graphql; the fetch function sends it to the local server instead.
  return Client.buildClient({ domain: 'storefront.myshopify.com', storefrontAccessToken: 'local-storefront-token' }, (url, init) =>
    fetch(url.replace('https://storefront.myshopify.com', origin), init),
  );
}

async function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

let server: ShopifyTestServer;
let client: ReturnType<typeof sdkClient>;

beforeAll(async () => {
  server = await startShopifyServer();
  client = sdkClient(server.origin);
});

afterAll(async () => {
  await server.close();
});

describe('products', () => {
  it('fetchMultiple returns products with variants, images and options, and null for an unknown id', async () => {
    const [chlorine, missing, lounger] = await client.product.fetchMultiple([CHLORINE, 'gid://shopify/Product/404', LOUNGER]);
    expect(missing).toBeNull();
    expect(chlorine?.title).toBe('Chlore stabilisé');
    expect(chlorine?.handle).toBe('chlore-stabilise');
    expect(chlorine?.options.map((o) => [o.name, o.values.map((v) => v.value)])).toEqual([['Format', ['2 kg', '5 kg']]]);
    expect(chlorine?.images.map((i) => i.id)).toEqual(['gid://shopify/ProductImage/5001', 'gid://shopify/ProductImage/5002']);
    const [small, large] = chlorine?.variants ?? [];
    expect(small?.price.amount).toBe('24.99');
    expect(small?.compareAtPrice).toBeNull();
    expect(large?.price).toMatchObject({ amount: '49.5', currencyCode: 'CAD' });
    expect(large?.compareAtPrice?.amount).toBe('59.99');
    expect(large?.image?.id).toBe('gid://shopify/ProductImage/5002');
    expect(large?.selectedOptions.map((o) => ({ name: o.name, value: o.value }))).toEqual([{ name: 'Format', value: '5 kg' }]);
    expect(lounger?.variants[0]?.image).toBeNull();
  });

  it('fetch, fetchByHandle and fetchQuery find products', async () => {
    expect((await client.product.fetch(LOUNGER))?.handle).toBe('chaise-longue-riviera');
    expect((await client.product.fetchByHandle('chlore-stabilise'))?.id).toBe(CHLORINE);
    expect(await client.product.fetchByHandle('nope')).toBeNull();
    const found = await client.product.fetchQuery({ first: 10, query: 'product_type:Chaises', sortKey: 'TITLE' });
    expect(found.map((p) => p.id)).toEqual([LOUNGER]);
    const recommended = await client.product.fetchRecommendations(CHLORINE);
    expect(recommended?.map((p) => p.id)).toContain(LOUNGER);
  });

  it('fetchAll pages with cursors through the whole catalogue', async () => {
    let page = await client.product.fetchAll(100);
    const ids = page.map((p) => p.id);
    while (ids.length < 263) {
      page = (await client.fetchNextPage(page)).model;
      expect(page.length).toBeGreaterThan(0);
      ids.push(...page.map((p) => p.id));
    }
    expect(ids).toHaveLength(263);
    expect(new Set(ids).size).toBe(263);
  });
});

describe('language context', () => {
  const query = (directive: string) =>
    `query Q($ids: [ID!]!${directive.includes('$language') ? ', $language: LanguageCode' : ''}) ${directive} { nodes(ids: $ids) { ... on Product { title description descriptionHtml } } }`;

  it('serves English titles and descriptions under @inContext(language: EN), French otherwise and where none exists', async () => {
    const english = await post(server.origin, '/api/2025-01/graphql.json', {
      query: query('@inContext(language: EN)'),
      variables: { ids: [CHLORINE, LOUNGER] },
    });
    const nodes = (english.json.data as { nodes: { title: string; descriptionHtml: string }[] }).nodes;
    expect(nodes[0]).toMatchObject({ title: 'Stabilized chlorine', descriptionHtml: '<p>Stabilized chlorine tablets for pools.</p>' });
    const french = await post(server.origin, '/api/2025-01/graphql.json', { query: query(''), variables: { ids: [CHLORINE, LOUNGER] } });
    expect((french.json.data as { nodes: { title: string }[] }).nodes[0]?.title).toBe('Chlore stabilisé');
    // A product without English keeps its French text.
    expect(nodes[1]?.title).toBe((french.json.data as { nodes: { title: string }[] }).nodes[1]?.title);
  });

  it('serves a collection’s English title and description the same way, French where it has none', async () => {
    const collections = `{ collections(first: 5) { nodes { handle title description descriptionHtml } } }`;
    const english = await post(server.origin, '/api/2025-01/graphql.json', { query: `query Q @inContext(language: EN) ${collections}` });
    const nodes = (english.json.data as { collections: { nodes: { handle: string; title: string; descriptionHtml: string }[] } })
      .collections.nodes;
    expect(nodes.find((node) => node.handle === 'essentiels')).toMatchObject({
      title: 'Essentials',
      descriptionHtml: '<p>Seasonal essentials</p>',
    });
    expect(nodes.find((node) => node.handle === 'liquidations')?.title).toBe('Liquidations');
    const french = await post(server.origin, '/api/2025-01/graphql.json', { query: `query Q ${collections}` });
    expect(
      (french.json.data as { collections: { nodes: { handle: string; title: string }[] } }).collections.nodes.find(
        (node) => node.handle === 'essentiels',
      )?.title,
    ).toBe('Essentiels');
  });

  it('reads the language from a variable too', async () => {
    const answer = await post(server.origin, '/api/2025-01/graphql.json', {
      query: query('@inContext(language: $language)'),
      variables: { ids: [CHLORINE], language: 'EN' },
    });
    expect((answer.json.data as { nodes: { description: string }[] }).nodes[0]?.description).toBe('Stabilized chlorine tablets for pools.');
  });
});

describe('collections', () => {
  it('fetchAllWithProducts returns every collection with at most 250 products, in the collection order', async () => {
    const collections = await client.collection.fetchAllWithProducts({ first: 250, productsFirst: 250 });
    expect(collections.map((c) => c.handle)).toEqual(['liquidations', 'essentiels', 'accessoires']);
    const essentials = collections.find((c) => c.handle === 'essentiels');
    // The fixture lists an id with no product behind it: it is skipped, as Shopify skips unpublished products.
    expect(essentials?.products.map((p) => p.id)).toEqual([LOUNGER, CHLORINE]);
    expect(essentials?.products[1]?.variants).toHaveLength(2);
    expect(collections.find((c) => c.handle === 'accessoires')?.products).toHaveLength(250);
  });

  it('pages the products of a collection past 250 with fetchNextPage', async () => {
    const collection = await client.collection.fetchWithProducts('gid://shopify/Collection/910000', { productsFirst: 250 });
    expect(collection?.products).toHaveLength(250);
    const next = await client.fetchNextPage(collection?.products ?? []);
    expect(next.model.map((p) => p.handle)).toEqual(Array.from({ length: 10 }, (_, i) => `accessoire-${250 + i}`));
  });

  it('fetchByHandle finds a collection', async () => {
    expect((await client.collection.fetchByHandle('liquidations'))?.id).toBe('gid://shopify/Collection/900002');
  });
});

describe('checkout (cart) lifecycle', () => {
  it('creates, adds, merges, updates, removes and fetches lines with costs', async () => {
    const created = await client.checkout.create({
      lineItems: [{ variantId: CHLORINE_2KG, quantity: 2 }],
      note: 'Livrer après 17h',
      customAttributes: [{ key: 'source', value: 'test' }],
    });
    expect(created.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[0-9a-f]+$/);
    expect(created.note).toBe('Livrer après 17h');
    expect(created.completedAt).toBeNull();
    expect(created.customAttributes.map((a) => [a.key, a.value])).toEqual([['source', 'test']]);
    expect(created.lineItemsSubtotalPrice.amount).toBe('49.98');

    const added = await client.checkout.addLineItems(created.id, [
      { variantId: CHLORINE_2KG, quantity: 1 },
      { variantId: LOUNGER_VARIANT, quantity: 1 },
    ]);
    expect(added.lineItems.map((l) => [l.variant.id, l.quantity])).toEqual([
      [CHLORINE_2KG, 3],
      [LOUNGER_VARIANT, 1],
    ]);
    expect(added.lineItems[0]?.title).toBe('Chlore stabilisé');
    expect(added.lineItems[0]?.variant.product.handle).toBe('chlore-stabilise');
    expect(added.totalPrice.amount).toBe('473.97');

    const chlorineLine = added.lineItems[0]!.id;
    const loungerLine = added.lineItems[1]!.id;
    const updated = await client.checkout.updateLineItems(created.id, [{ id: chlorineLine, quantity: 1 }]);
    expect(updated.lineItems.find((l) => l.id === chlorineLine)?.quantity).toBe(1);
    expect(updated.totalPrice.amount).toBe('423.99');

    const removed = await client.checkout.removeLineItems(created.id, [loungerLine]);
    expect(removed.lineItems.map((l) => l.id)).toEqual([chlorineLine]);

    const zeroed = await client.checkout.updateLineItems(created.id, [{ id: chlorineLine, quantity: 0 }]);
    expect(zeroed.lineItems).toEqual([]);
    expect(zeroed.totalPrice.amount).toBe('0.0');

    const fetched = await client.checkout.fetch(created.id);
    expect(fetched?.id).toBe(created.id);
    expect(fetched?.note).toBe('Livrer après 17h');
    expect(fetched?.lineItems).toEqual([]);
  });

  it('updates the note and attributes', async () => {
    const { id } = await client.checkout.create({ note: 'première' });
    const both = await client.checkout.updateAttributes(id, { note: 'seconde', customAttributes: [{ key: 'gift', value: 'oui' }] });
    expect(both.note).toBe('seconde');
    expect(both.customAttributes.map((a) => [a.key, a.value])).toEqual([['gift', 'oui']]);
    // The SDK always sends a note, empty when none is given: the server stores what it is sent.
    const attributesOnly = await client.checkout.updateAttributes(id, { customAttributes: [{ key: 'gift', value: 'non' }] });
    expect(attributesOnly.note).toBe('');
  });

  it('applies a known discount code as an order-level percentage and reports unknown codes as not applicable', async () => {
    const { id } = await client.checkout.create({
      lineItems: [
        { variantId: CHLORINE_2KG, quantity: 2 },
        { variantId: LOUNGER_VARIANT, quantity: 1 },
      ],
    });
    const discounted = await client.checkout.addDiscount(id, 'piscine10');
    expect(discounted.lineItemsSubtotalPrice.amount).toBe('448.98');
    // 10 % of 49.98 rounds to 5.00 and 10 % of 399.00 is 39.90.
    expect(discounted.totalPrice.amount).toBe('404.08');
    expect(discounted.discountApplications).toEqual([expect.objectContaining({ code: 'piscine10', applicable: true })]);
    expect(discounted.lineItems.map((l) => l.discountAllocations[0]?.allocatedAmount.amount)).toEqual(['5.0', '39.9']);

    const withUnknown = await client.checkout.addDiscount(id, 'FAUX');
    expect(withUnknown.totalPrice.amount).toBe('404.08');
    const removed = await client.checkout.removeDiscount(id);
    expect(removed.totalPrice.amount).toBe('448.98');
  });

  it('rejects unknown and sold-out merchandise with user errors', async () => {
    await expect(client.checkout.create({ lineItems: [{ variantId: 'gid://shopify/ProductVariant/404', quantity: 1 }] })).rejects.toEqual([
      expect.objectContaining({ code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId'] }),
    ]);
    const { id } = await client.checkout.create();
    await expect(client.checkout.addLineItems(id, [{ variantId: SOLD_OUT_VARIANT, quantity: 1 }])).rejects.toEqual([
      expect.objectContaining({ message: "The product 'Parasol épuisé' is already sold out." }),
    ]);
    await expect(client.checkout.removeLineItems(id, ['gid://shopify/CartLine/nope'])).rejects.toEqual([
      expect.objectContaining({ code: 'LINE_ITEM_NOT_FOUND' }),
    ]);
  });

  it('answers null for an unknown cart', async () => {
    expect(await client.checkout.fetch('gid://shopify/Cart/doesNotExist01?key=abc')).toBeNull();
  });
});

describe('schema checks', () => {
  it('rejects variables the real 2025-01 schema does not define, such as line customAttributes at cart creation', async () => {
    await expect(
      client.checkout.create({ lineItems: [{ variantId: CHLORINE_5KG, quantity: 1, customAttributes: [{ key: 'k', value: 'v' }] }] }),
    ).rejects.toThrow(/customAttributes.{1,4} is not defined by type .{1,4}CartLineInput/);
  });

  it('answers an invalid document with GraphQL errors and no data, as Shopify does', async () => {
    const { status, json } = await post(server.origin, '/api/2025-01/graphql.json', { query: '{ shop { name nonsense } }' });
    expect(status).toBe(200);
    expect(json.data).toBeUndefined();
    expect(json.errors).toEqual([expect.objectContaining({ message: 'Cannot query field "nonsense" on type "Shop".' })]);
  });

  it('answers a syntax error, a missing query, a wrong token and another API version with the right status', async () => {
    const syntax = await post(server.origin, '/api/2025-01/graphql.json', { query: '{ shop { ' });
    expect(syntax.status).toBe(200);
    expect(syntax.json.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('Syntax Error') })]);
    expect((await post(server.origin, '/api/2025-01/graphql.json', '{not json')).status).toBe(400);
    expect((await post(server.origin, '/api/2025-01/graphql.json', { variables: {} })).status).toBe(400);
    expect(
      (
        await post(
          server.origin,
          '/api/2025-01/graphql.json',
          { query: '{ shop { name } }' },
          { 'X-Shopify-Storefront-Access-Token': 'wrong' },
        )
      ).status,
    ).toBe(401);
    expect((await post(server.origin, '/api/2024-04/graphql.json', { query: '{ shop { name } }' })).status).toBe(404);
    const get = await fetch(
      `${server.origin}/api/2025-01/graphql.json?query=${encodeURIComponent('{ shop { paymentSettings { currencyCode } } }')}`,
    );
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await get.json()).toEqual({ data: { shop: { paymentSettings: { currencyCode: 'CAD' } } } });
  });

  it('answers __typename on abstract types and node(id)', async () => {
    const { json } = await post(server.origin, '/api/2025-01/graphql', {
      query: `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on ProductVariant { product { __typename handle } } } }`,
      variables: { ids: [CHLORINE, CHLORINE_2KG, 'gid://shopify/Collection/900004', 'gid://shopify/Order/1'] },
    });
    expect(json).toEqual({
      data: {
        nodes: [
          { __typename: 'Product', id: CHLORINE },
          { __typename: 'ProductVariant', id: CHLORINE_2KG, product: { __typename: 'Product', handle: 'chlore-stabilise' } },
          { __typename: 'Collection', id: 'gid://shopify/Collection/900004' },
          null,
        ],
      },
    });
  });

  it('refuses a connection without first or last, as Shopify does', async () => {
    const { json } = await post(server.origin, '/api/2025-01/graphql', { query: '{ products(query: "") { edges { node { id } } } }' });
    expect(json.errors).toEqual([expect.objectContaining({ message: 'you must provide one of first or last', path: ['products'] })]);
  });
});

/** The local order endpoints stand in for the Admin API: they take the server's admin secret. */
const asAdmin = (target: { adminToken: string }) => ({ Authorization: `Bearer ${target.adminToken}` });

describe('completion and persistence', () => {
  it('turns a cart into an order; afterwards the cart is null, as on Shopify', async () => {
    const { id } = await client.checkout.create({ lineItems: [{ variantId: LOUNGER_VARIANT, quantity: 2 }], note: 'Sonner deux fois' });
    const completed = await post(server.origin, `/api/local/carts/${encodeURIComponent(id)}/complete`, {}, asAdmin(server));
    expect(completed.status).toBe(201);
    const order = completed.json.order as Record<string, unknown>;
    expect(order).toMatchObject({ cartId: id, note: 'Sonner deux fois', total: '798.0', currencyCode: 'CAD' });
    expect(order.name).toMatch(/^#\d{4,}$/);
    expect(await client.checkout.fetch(id)).toBeNull();
    await expect(client.checkout.addLineItems(id, [{ variantId: LOUNGER_VARIANT, quantity: 1 }])).rejects.toEqual([
      expect.objectContaining({ message: 'The specified cart does not exist.' }),
    ]);
    expect((await post(server.origin, `/api/local/carts/${encodeURIComponent(id)}/complete`, {}, asAdmin(server))).status).toBe(409);
    const listed = (await (await fetch(`${server.origin}/api/local/orders`, { headers: asAdmin(server) })).json()) as {
      orders: { id: string }[];
    };
    expect(listed.orders.map((o) => o.id)).toContain(order.id);
  });

  it('refuses to complete an empty or unknown cart', async () => {
    const { id } = await client.checkout.create();
    expect((await post(server.origin, `/api/local/carts/${encodeURIComponent(id)}/complete`, {}, asAdmin(server))).status).toBe(422);
    const unknown = encodeURIComponent('gid://shopify/Cart/unknownCart123?key=0123abcd');
    expect((await post(server.origin, `/api/local/carts/${unknown}/complete`, {}, asAdmin(server))).status).toBe(404);
  });

  it('keeps carts and orders across a restart on the same data folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'local-shopify-restart-'));
    try {
      const first = await startShopifyServer({ dataDir });
      const before = sdkClient(first.origin);
      const { id } = await before.checkout.create({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 3 }], note: 'persistante' });
      const done = await before.checkout.create({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1 }] });
      await post(first.origin, `/api/local/carts/${encodeURIComponent(done.id)}/complete`, {}, asAdmin(first));
      await first.close();

      const second = await startShopifyServer({ dataDir });
      const after = sdkClient(second.origin);
      const fetched = await after.checkout.fetch(id);
      expect(fetched?.note).toBe('persistante');
      expect(fetched?.lineItems.map((l) => [l.variant.id, l.quantity])).toEqual([[CHLORINE_2KG, 3]]);
      expect(await after.checkout.fetch(done.id)).toBeNull();
      const next = await post(second.origin, `/api/local/carts/${encodeURIComponent(id)}/complete`, {}, asAdmin(second));
      const listed = (await (await fetch(`${second.origin}/api/local/orders`, { headers: asAdmin(second) })).json()) as {
        orders: { orderNumber: number }[];
      };
      expect(listed.orders.map((o) => o.orderNumber)).toEqual([1001, 1002]);
      expect((next.json.order as { orderNumber: number }).orderNumber).toBe(1002);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('loses no change when requests edit one cart at the same time', async () => {
    const { id } = await client.checkout.create();
    await Promise.all(Array.from({ length: 8 }, () => client.checkout.addLineItems(id, [{ variantId: CHLORINE_2KG, quantity: 1 }])));
    const fetched = await client.checkout.fetch(id);
    expect(fetched?.lineItems.map((l) => l.quantity)).toEqual([8]);
  });
});
