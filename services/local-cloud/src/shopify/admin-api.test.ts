// Drives the local Admin GraphQL API over HTTP: its token, versions and schema errors, orderCreate, stock, the search that finds an order again, restarts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedAdminVersion } from './admin-schema';
import { seedQuantity } from './inventory';
import { shopifyFixtureSeed, startShopifyServer, type ShopifyTestServer } from './testing';
import { checkedFetch } from '../../test/support/storefront';

const VERSION = '2026-10';
const NOW = new Date('2026-11-25T21:00:00Z');
const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001';
const LOUNGER = 'gid://shopify/ProductVariant/2003';
const SOLD_OUT = 'gid://shopify/ProductVariant/2004';

const ORDER_CREATE = `mutation Create($order: OrderCreateOrderInput!, $options: OrderCreateOptionsInput) {
  orderCreate(order: $order, options: $options) {
    order { id name sourceIdentifier tags displayFinancialStatus totalPriceSet { shopMoney { amount currencyCode } }
      lineItems(first: 10) { nodes { title quantity variant { id inventoryQuantity } originalUnitPriceSet { shopMoney { amount } } } }
      transactions { kind status gateway amountSet { shopMoney { amount } } }
      shippingAddress { name city provinceCode countryCodeV2 } }
    userErrors { field message code }
  }
}`;

const money = (amount: string) => ({ shopMoney: { amount, currencyCode: 'CAD' } });

/** Two chlorine at 24.99 and shipping 10.00, QC taxes on the goods: 49.98 + 10.00 + 2.50 + 4.99 = 67.47. */
function paidOrder(sourceIdentifier: string, overrides: Record<string, unknown> = {}) {
  return {
    lineItems: [{ variantId: CHLORINE_2KG, quantity: 2, priceSet: money('24.99'), title: 'Chlore stabilisé' }],
    shippingLines: [{ title: 'Livraison', priceSet: money('10.00') }],
    taxLines: [
      { title: 'TPS', rate: '0.05', priceSet: money('2.50') },
      { title: 'TVQ', rate: '0.09975', priceSet: money('4.99') },
    ],
    transactions: [{ kind: 'SALE', status: 'SUCCESS', gateway: 'braintree', amountSet: money('67.47'), authorizationCode: 'abc123' }],
    financialStatus: 'PAID',
    email: 'marie@example.com',
    shippingAddress: {
      firstName: 'Marie',
      lastName: 'Côté',
      address1: '12, rue des Érables',
      city: 'Laval',
      provinceCode: 'QC',
      zip: 'H7S 1M9',
      countryCode: 'CA',
    },
    sourceIdentifier,
    sourceName: 'storefront-api',
    tags: ['PS-1A2B3C4D'],
    ...overrides,
  };
}

interface Answer {
  status: number;
  headers: Headers;
  json: { data?: Record<string, never>; errors?: unknown };
}

let server: ShopifyTestServer;
let dataDir: string;

async function admin(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string | null; version?: string } = {},
): Promise<Answer> {
  const token = options.token === undefined ? server.adminToken : options.token;
  const response = await fetch(`${server.origin}/admin/api/${options.version ?? VERSION}/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { 'X-Shopify-Access-Token': token }) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Answer['json'] };
}

async function createOrder(
  order: Record<string, unknown>,
  options: Record<string, unknown> = { inventoryBehaviour: 'DECREMENT_IGNORING_POLICY' },
) {
  const answer = await admin(ORDER_CREATE, { order, options });
  expect(answer.json.errors).toBeUndefined();
  return (
    answer.json.data as unknown as {
      orderCreate: { order: Record<string, unknown> | null; userErrors: { field: string[]; message: string; code: string }[] };
    }
  ).orderCreate;
}

async function stock(variantId: string): Promise<number> {
  const answer = await admin('query Stock($id: ID!) { productVariant(id: $id) { inventoryQuantity } }', { id: variantId });
  return (answer.json.data as unknown as { productVariant: { inventoryQuantity: number } }).productVariant.inventoryQuantity;
}

async function storefrontVariant(variantId: string) {
  const response = await checkedFetch(`${server.origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
    body: JSON.stringify({
      query: `query V($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable availableForSale product { availableForSale } } } }`,
      variables: { id: variantId },
    }),
  });
  return (
    (await response.json()) as {
      data: { node: { quantityAvailable: number; availableForSale: boolean; product: { availableForSale: boolean } } };
    }
  ).data.node;
}

async function start() {
  server = await startShopifyServer({ dataDir, adminToken: 'a'.repeat(16) + 'local-admin-secret-for-tests', now: () => NOW });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-admin-'));
  await start();
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('access', () => {
  it('refuses a missing or wrong access token with the Admin API’s 401, and the Bearer form the local endpoints take', async () => {
    const query = '{ orders(first: 1) { nodes { id } } }';
    for (const token of [null, 'wrong-token', `Bearer ${server.adminToken}`]) {
      const answer = await admin(query, {}, { token });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    }
    expect((await admin(query)).status).toBe(200);
  });

  it('serves the supported stable versions, falls an old one forward and answers 404 to one that does not exist', async () => {
    const current = await admin('{ orders(first: 1) { nodes { id } } }', {}, { version: '2026-07' });
    expect(current.status).toBe(200);
    expect(current.headers.get('x-shopify-api-version')).toBe('2026-07');
    const old = await admin('{ orders(first: 1) { nodes { id } } }', {}, { version: '2024-04' });
    expect(old.status).toBe(200);
    expect(old.headers.get('x-shopify-api-version')).toBe('2026-01');
    for (const version of ['2026-02', '2027-04', 'latest', '2019-01']) {
      const refused = await admin('{ orders(first: 1) { nodes { id } } }', {}, { version });
      expect(refused.status, version).toBe(404);
      expect(refused.json).toEqual({ errors: 'Not Found' });
    }
    expect(servedAdminVersion('2027-01', NOW)).toBe('2027-01');
  });
});

describe('schema errors', () => {
  it('answers an unknown field, argument or missing argument as Shopify words them', async () => {
    const unknownField = await admin('{ shop { name } }');
    expect(unknownField.status).toBe(200);
    expect(unknownField.json.errors).toEqual([
      {
        message: "Field 'shop' doesn't exist on type 'QueryRoot'",
        locations: [{ line: 1, column: 3 }],
        path: ['query', 'shop'],
        extensions: { code: 'undefinedField', typeName: 'QueryRoot', fieldName: 'shop' },
      },
    ]);
    const unknownArgument = await admin('query Find { orders(first: 1, status: "open") { nodes { id } } }');
    expect(unknownArgument.json.errors).toMatchObject([
      {
        message: "Field 'orders' doesn't accept argument 'status'",
        path: ['query Find', 'orders', 'status'],
        extensions: { code: 'argumentNotAccepted' },
      },
    ]);
    const missing = await admin(
      '{ orders(first: 1) { nodes { lineItems(first: 1) { nodes { variant { ... on ProductVariant { sku weight } } } } } } }',
    );
    expect(missing.json.errors).toMatchObject([
      {
        message: "Field 'weight' doesn't exist on type 'ProductVariant'",
        path: ['query', 'orders', 'nodes', 'lineItems', 'nodes', 'variant', '... on ProductVariant', 'weight'],
      },
    ]);
    const noId = await admin('{ productVariant { id } }');
    expect(noId.json.errors).toMatchObject([
      {
        message: "Field 'productVariant' is missing required arguments: id",
        path: ['query', 'productVariant'],
        extensions: { code: 'missingRequiredArguments' },
      },
    ]);
  });

  it('refuses a variable with a field the input does not have (the misspelt inventoryBehavior) as INVALID_VARIABLE', async () => {
    const answer = await admin(ORDER_CREATE, { order: paidOrder('schema-1'), options: { inventoryBehavior: 'DECREMENT_OBEYING_POLICY' } });
    expect(answer.json.data).toBeUndefined();
    expect(answer.json.errors).toMatchObject([
      { message: expect.stringContaining('inventoryBehavior') as string, extensions: { code: 'INVALID_VARIABLE' } },
    ]);
  });
});

describe('orderCreate', () => {
  it('creates a paid order from the given lines, claims its stock and shows it to staff', async () => {
    const before = await stock(CHLORINE_2KG);
    expect(before).toBe(seedQuantity(shopifyFixtureSeed().products[0]!.variants[0]!));
    const { order, userErrors } = await createOrder(paidOrder('order-happy'));
    expect(userErrors).toEqual([]);
    expect(order).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/) as string,
      name: expect.stringMatching(/^#\d+$/) as string,
      sourceIdentifier: 'order-happy',
      tags: ['PS-1A2B3C4D'],
      displayFinancialStatus: 'PAID',
      totalPriceSet: { shopMoney: { amount: '67.47', currencyCode: 'CAD' } },
      lineItems: {
        nodes: [
          {
            title: 'Chlore stabilisé',
            quantity: 2,
            variant: { id: CHLORINE_2KG, inventoryQuantity: before - 2 },
            originalUnitPriceSet: { shopMoney: { amount: '24.99' } },
          },
        ],
      },
      transactions: [{ kind: 'SALE', status: 'SUCCESS', gateway: 'braintree', amountSet: { shopMoney: { amount: '67.47' } } }],
      shippingAddress: { name: 'Marie Côté', city: 'Laval', provinceCode: 'QC', countryCodeV2: 'CA' },
    });
    expect(await stock(CHLORINE_2KG)).toBe(before - 2);
    expect(await storefrontVariant(CHLORINE_2KG)).toMatchObject({ quantityAvailable: before - 2, availableForSale: true });

    const listing = await fetch(`${server.origin}/api/local/orders`, { headers: { Authorization: `Bearer ${server.adminToken}` } });
    const { orders } = (await listing.json()) as {
      orders: { id: string; cartId: string | null; total: string; admin?: { sourceIdentifier: string } }[];
    };
    expect(orders.find((o) => o.id === order?.id)).toMatchObject({
      cartId: null,
      total: '67.47',
      admin: { sourceIdentifier: 'order-happy' },
    });
  });

  it('leaves stock alone with BYPASS, the default', async () => {
    const before = await stock(CHLORINE_2KG);
    const { userErrors } = await createOrder(paidOrder('order-bypass'), {});
    expect(userErrors).toEqual([]);
    expect(await stock(CHLORINE_2KG)).toBe(before);
  });

  it('answers userErrors with Shopify’s codes for bad input and creates nothing', async () => {
    const before = await stock(CHLORINE_2KG);
    const cases: [Record<string, unknown>, { field: string[]; code: string }][] = [
      [
        {
          lineItems: [{ variantId: 'gid://shopify/ProductVariant/999999', quantity: 1, priceSet: money('67.47') }],
          shippingLines: [],
          taxLines: [],
        },
        { field: ['order', 'lineItems', '0', 'variantId'], code: 'INVALID' },
      ],
      [
        { lineItems: [{ variantId: CHLORINE_2KG, quantity: 0, priceSet: money('24.99') }] },
        { field: ['order', 'lineItems', '0', 'quantity'], code: 'INVALID' },
      ],
      [
        { transactions: [{ kind: 'SALE', status: 'SUCCESS', gateway: 'braintree', amountSet: money('70.00') }] },
        { field: ['order', 'transactions'], code: 'INVALID' },
      ],
      [
        { lineItems: [{ variantId: CHLORINE_2KG, quantity: 2, priceSet: { shopMoney: { amount: '24.99', currencyCode: 'USD' } } }] },
        { field: ['order', 'lineItems', '0', 'priceSet', 'shopMoney', 'currencyCode'], code: 'INVALID' },
      ],
      [{ lineItems: [] }, { field: ['order', 'lineItems'], code: 'INVALID' }],
      [{ sourceName: 'web' }, { field: ['order', 'sourceName'], code: 'INVALID' }],
      [{ processedAt: '2027-01-01T00:00:00Z' }, { field: ['order', 'processedAt'], code: 'PROCESSED_AT_INVALID' }],
      [
        {
          customAttributes: [
            { key: 'pickup_at', value: '2026-12-08 14:30' },
            { key: '  ', value: 'sans clé' },
          ],
        },
        { field: ['order', 'customAttributes', '1', 'key'], code: 'INVALID' },
      ],
    ];
    for (const [overrides, expected] of cases) {
      const { order, userErrors } = await createOrder(paidOrder('order-refused', overrides));
      expect(order, JSON.stringify(overrides)).toBeNull();
      expect(userErrors, JSON.stringify(overrides)).toContainEqual(expect.objectContaining(expected));
    }
    expect(await stock(CHLORINE_2KG)).toBe(before);
    const found = await admin('{ orders(first: 5, query: "source_identifier:order-refused") { nodes { id } } }');
    expect(found.json.data).toEqual({ orders: { nodes: [] } });
  });

  it('keeps each shipping line’s code and source and the order’s custom attributes, and answers them as Shopify does', async () => {
    const { order, userErrors } = await createOrder(
      paidOrder('order-shipments', {
        shippingLines: [
          { title: 'Postes Canada', code: 'post', source: 'piscines-soleil', priceSet: money('10.00') },
          {
            title: 'Ramassage au magasin — mardi 8 décembre 2026 à partir de 14 h 30',
            code: 'pickup',
            source: 'piscines-soleil',
            priceSet: money('0.00'),
          },
        ],
        customAttributes: [
          { key: 'post_window', value: '2026-11-27/2026-12-03' },
          { key: 'pickup_location', value: '1250, boulevard Saint-Martin Ouest, Laval QC H7S 1M9' },
          { key: 'pickup_at', value: '2026-12-08 14:30' },
        ],
      }),
    );
    expect(userErrors).toEqual([]);
    const read = await admin(
      `query One($id: ID!) { order(id: $id) {
        customAttributes { key value }
        shippingLines(first: 5) { nodes { title code source originalPriceSet { shopMoney { amount } } } }
        totalShippingPriceSet { shopMoney { amount } } } }`,
      { id: order?.id },
    );
    expect(read.json.errors).toBeUndefined();
    expect(read.json.data).toEqual({
      order: {
        // Kept in the order given.
        customAttributes: [
          { key: 'post_window', value: '2026-11-27/2026-12-03' },
          { key: 'pickup_location', value: '1250, boulevard Saint-Martin Ouest, Laval QC H7S 1M9' },
          { key: 'pickup_at', value: '2026-12-08 14:30' },
        ],
        shippingLines: {
          nodes: [
            { title: 'Postes Canada', code: 'post', source: 'piscines-soleil', originalPriceSet: { shopMoney: { amount: '10.0' } } },
            {
              title: 'Ramassage au magasin — mardi 8 décembre 2026 à partir de 14 h 30',
              code: 'pickup',
              source: 'piscines-soleil',
              originalPriceSet: { shopMoney: { amount: '0.0' } },
            },
          ],
        },
        totalShippingPriceSet: { shopMoney: { amount: '10.0' } },
      },
    });
    // Without them: no attributes, and a line with neither code nor source.
    const plain = await createOrder(paidOrder('order-plain-shipping'));
    const again = await admin(
      'query One($id: ID!) { order(id: $id) { customAttributes { key value } shippingLines(first: 1) { nodes { code source } } } }',
      { id: plain.order?.id },
    );
    expect(again.json.data).toEqual({ order: { customAttributes: [], shippingLines: { nodes: [{ code: null, source: null }] } } });
  });

  it('refuses an attribute without a value, or a field Shopify’s attribute input does not have, as INVALID_VARIABLE', async () => {
    for (const customAttributes of [[{ key: 'pickup_at' }], [{ key: 'pickup_at', value: null }], [{ name: 'pickup_at', value: 'x' }]]) {
      const answer = await admin(ORDER_CREATE, { order: paidOrder('order-bad-attribute', { customAttributes }) });
      expect(answer.json.data, JSON.stringify(customAttributes)).toBeUndefined();
      const errors = answer.json.errors as { message: string; extensions: { code: string } }[];
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.extensions.code).toBe('INVALID_VARIABLE');
        // graphql-ruby's path: the input's own fields, list positions as numbers.
        expect(error.message).toContain('for customAttributes.0.');
      }
    }
  });

  it('refuses more than the stock with DECREMENT_OBEYING_POLICY, and goes below zero with DECREMENT_IGNORING_POLICY', async () => {
    const level = await stock(LOUNGER);
    const order = (quantity: number, id: string) =>
      paidOrder(id, {
        lineItems: [{ variantId: LOUNGER, quantity, priceSet: money('1.00') }],
        shippingLines: [],
        taxLines: [],
        transactions: [{ kind: 'SALE', status: 'SUCCESS', gateway: 'braintree', amountSet: money(`${quantity}.00`) }],
      });
    const refused = await createOrder(order(level + 1, 'order-obeying'), { inventoryBehaviour: 'DECREMENT_OBEYING_POLICY' });
    expect(refused.order).toBeNull();
    expect(refused.userErrors).toEqual([
      {
        field: ['order', 'lineItems', '0'],
        message: expect.stringContaining('not enough in stock') as string,
        code: 'INVENTORY_CLAIM_FAILED',
      },
    ]);
    expect(await stock(LOUNGER)).toBe(level);

    const taken = await createOrder(order(level + 1, 'order-ignoring'), { inventoryBehaviour: 'DECREMENT_IGNORING_POLICY' });
    expect(taken.userErrors).toEqual([]);
    expect(await stock(LOUNGER)).toBe(-1);
    // Out of stock is sold out on the Storefront API, as with Shopify's "deny" policy.
    expect(await storefrontVariant(LOUNGER)).toEqual({
      quantityAvailable: 0,
      availableForSale: false,
      product: { availableForSale: false },
    });
  });

  it('keeps a catalogue-only or sold-out variant at zero', async () => {
    expect(await stock(SOLD_OUT)).toBe(0);
    expect(await storefrontVariant(SOLD_OUT)).toMatchObject({ quantityAvailable: 0, availableForSale: false });
  });
});

describe('finding an order again', () => {
  it('finds an order by its source identifier or tag, and nothing for another', async () => {
    const { order } = await createOrder(paidOrder('order-lookup', { tags: ['PS-LOOKUP01'] }));
    const query = 'query Find($q: String) { orders(first: 1, query: $q) { nodes { id name sourceIdentifier } } }';
    for (const q of ['source_identifier:order-lookup', 'source_identifier:"order-lookup"', 'tag:PS-LOOKUP01']) {
      const found = await admin(query, { q });
      expect(
        (found.json.data as unknown as { orders: { nodes: { id: string }[] } }).orders.nodes.map((n) => n.id),
        q,
      ).toEqual([order?.id]);
    }
    const none = await admin(query, { q: 'source_identifier:order-elsewhere' });
    expect(none.json.data).toEqual({ orders: { nodes: [] } });
    const byId = await admin('query One($id: ID!) { order(id: $id) { sourceIdentifier } }', { id: order?.id });
    expect(byId.json.data).toEqual({ order: { sourceIdentifier: 'order-lookup' } });
  });

  it('keeps orders and stock across a restart of the handler', async () => {
    const { order } = await createOrder(paidOrder('order-restart'));
    const level = await stock(CHLORINE_2KG);
    await server.close();
    await start();
    expect(await stock(CHLORINE_2KG)).toBe(level);
    const found = await admin(
      '{ orders(first: 1, query: "source_identifier:order-restart") { nodes { id totalPriceSet { shopMoney { amount } } } } }',
    );
    expect(found.json.data).toEqual({ orders: { nodes: [{ id: order?.id, totalPriceSet: { shopMoney: { amount: '67.47' } } }] } });
  });
});

describe('productVariantsBulkUpdate', () => {
  const UPDATE = `mutation Prices($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) { productVariants { id price } userErrors { field message } }
  }`;
  const storefrontPrice = async () => {
    const response = await checkedFetch(`${server.origin}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
      body: JSON.stringify({
        query: `query V($id: ID!) { node(id: $id) { ... on ProductVariant { price { amount } } } }`,
        variables: { id: CHLORINE_2KG },
      }),
    });
    return ((await response.json()) as { data: { node: { price: { amount: string } } } }).data.node.price.amount;
  };

  it('changes a variant’s price, which the Storefront API then answers', async () => {
    const before = await storefrontPrice();
    const answer = await admin(UPDATE, { productId: 'gid://shopify/Product/1001', variants: [{ id: CHLORINE_2KG, price: '19.5' }] });
    expect(answer.json.data).toEqual({
      productVariantsBulkUpdate: { productVariants: [{ id: CHLORINE_2KG, price: '19.5' }], userErrors: [] },
    });
    expect(Number(await storefrontPrice())).toBe(19.5);
    await admin(UPDATE, { productId: 'gid://shopify/Product/1001', variants: [{ id: CHLORINE_2KG, price: before }] });
    expect(await storefrontPrice()).toBe(before);
  });

  it('answers userErrors for an unknown product or variant, or a bad price, and changes nothing', async () => {
    const before = await storefrontPrice();
    const errors = async (productId: string, variants: unknown[]) =>
      (
        (await admin(UPDATE, { productId, variants })).json.data as unknown as {
          productVariantsBulkUpdate: { userErrors: { field: string[] }[] };
        }
      ).productVariantsBulkUpdate.userErrors;
    expect(await errors('gid://shopify/Product/9', [{ id: CHLORINE_2KG, price: '1.00' }])).toEqual([
      { field: ['productId'], message: 'Product does not exist' },
    ]);
    expect(await errors('gid://shopify/Product/1001', [{ id: LOUNGER, price: '1.00' }])).toMatchObject([
      { field: ['variants', '0', 'id'] },
    ]);
    expect(await errors('gid://shopify/Product/1001', [{ id: CHLORINE_2KG, price: '-3' }])).toMatchObject([
      { field: ['variants', '0', 'price'] },
    ]);
    expect(await storefrontPrice()).toBe(before);
  });

  it('needs the admin access token', async () => {
    const answer = await admin(
      UPDATE,
      { productId: 'gid://shopify/Product/1001', variants: [{ id: CHLORINE_2KG, price: '1.00' }] },
      { token: null },
    );
    expect(answer.status).toBe(401);
  });
});
