// Holds every document the product sends to the Storefront API, its own and the ones shopify-buy builds for the calls the
// product makes, to Shopify's official 2026-04 schema (storefront.schema.json of @shopify/hydrogen-react 2026.4.x): graphql-js
// validation, the variables coerced as a GraphQL server does (https://spec.graphql.org/October2021/#sec-Coercing-Variable-Values),
// and the deprecated fields used. The SDK's documents are captured from its real requests, never copied by hand.
import { startShopifyServer, type ShopifyTestServer } from '@storefront/local-cloud/shopify/testing';
import type { GraphQLSchema } from 'graphql';
import ShopifyBuy from 'shopify-buy';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { SCHEMA_PACKAGE, SCHEMA_PATH } from '../codegen';
import { withLanguageContext } from './language-context';
import { deprecatedUses, loadSchema, requestErrors, selectedFields } from './schema-contract';
import { SHOPIFY_BUY_DEPRECATED_FIELDS } from './shopify-buy-deprecations';
import { SHOPIFY_BUY_MODEL_FRAGMENTS } from './shopify-buy-models';
import { STOREFRONT_API_VERSION, storefrontEndpoint } from './storefront-api';
import { STOREFRONT_DOCUMENTS } from './storefront-documents';
import { createStoreClient, type StoreClient } from './store-client';

const DOMAIN = 'storefront.myshopify.com';
const TOKEN = 'local-storefront-token';
const CHLORINE = 'gid://shopify/Product/1001';
const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001';
const LOUNGER_VARIANT = 'gid://shopify/ProductVariant/2003';

interface SentRequest {
  /** The store client's method that sent it. */
  method: keyof StoreClient;
  url: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * Every method of the store client, called with what reaches each of its paths (line attributes, a note left out, a variant
 * swapped). Typed by StoreClient's keys: a method added to the client does not compile here until it is called.
 */
const CALLS: { [Method in keyof StoreClient]: (client: StoreClient) => Promise<unknown> } = {
  createCheckout: (client) =>
    client.createCheckout({
      lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, attributes: [{ key: 'gravure', value: 'Famille Roy' }] }],
      note: 'Laisser sur le perron',
      attributes: [{ key: 'langue', value: 'fr' }],
    }),
  fetchCheckout: async (client) => client.fetchCheckout((await client.createCheckout()).id),
  addLineItems: async (client) =>
    client.addLineItems((await client.createCheckout()).id, [
      { variantId: CHLORINE_2KG, quantity: 1 },
      { variantId: LOUNGER_VARIANT, quantity: 1, attributes: [{ key: 'couleur', value: 'gris' }] },
    ]),
  removeLineItems: async (client) => {
    const { id, lineItems } = await client.createCheckout({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1 }] });
    return client.removeLineItems(id, [lineItems[0]!.id]);
  },
  updateLineItems: async (client) => {
    const { id, lineItems } = await client.createCheckout({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1 }] });
    return client.updateLineItems(id, [{ id: lineItems[0]!.id, quantity: 2, variantId: LOUNGER_VARIANT }]);
  },
  updateAttributes: async (client) => {
    const { id } = await client.createCheckout({ note: 'Appeler avant' });
    await client.updateAttributes(id, { note: 'Appeler après', attributes: [{ key: 'cadeau', value: 'oui' }] });
    return client.updateAttributes(id, { attributes: [{ key: 'cadeau', value: 'non' }] });
  },
  addDiscountCode: async (client) =>
    client.addDiscountCode((await client.createCheckout({ lineItems: [{ variantId: LOUNGER_VARIANT, quantity: 1 }] })).id, 'PISCINE10'),
  removeDiscountCodes: async (client) => client.removeDiscountCodes((await client.createCheckout()).id),
  fetchProducts: (client) => client.fetchProducts([CHLORINE, 'gid://shopify/Product/404']),
  fetchAllCollections: (client) => client.fetchAllCollections(),
  fetchCollectionByHandle: (client) => client.fetchCollectionByHandle('essentiels'),
  fetchProductCollections: (client) => client.fetchProductCollections('chlore-stabilise'),
  fetchVariantDetails: (client) => client.fetchVariantDetails([CHLORINE_2KG, LOUNGER_VARIANT]),
  fetchWaterProducts: (client) => client.fetchWaterProducts(),
};

let server: ShopifyTestServer;
let schema: GraphQLSchema;
const sent: SentRequest[] = [];

/** The operation's name, or '(anonymous)' for the SDK's unnamed product queries. */
const operationName = (query: string): string => /(?:^|[\s,}])(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(query)?.[1] ?? '(anonymous)';
const own = (request: SentRequest): boolean => Object.hasOwn(STOREFRONT_DOCUMENTS, operationName(request.query));

beforeAll(async () => {
  schema = loadSchema(SCHEMA_PATH);
  server = await startShopifyServer();
  const realFetch = globalThis.fetch;
  let method: keyof StoreClient | undefined;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables?: Record<string, unknown> };
    if (method) sent.push({ method, url: String(input), query: body.query, variables: body.variables ?? {} });
    return realFetch(input, init);
  });
  try {
    for (const language of [undefined, 'en'] as const) {
      const client = createStoreClient({
        domain: DOMAIN,
        storefrontAccessToken: TOKEN,
        apiOrigin: server.origin,
        ...(language ? { language } : {}),
      });
      for (const [name, call] of Object.entries(CALLS) as [keyof StoreClient, (client: StoreClient) => Promise<unknown>][]) {
        method = name;
        await call(client);
      }
    }
  } finally {
    method = undefined;
    spy.mockRestore();
  }
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('the schema', () => {
  it('is hydrogen-react’s release of STOREFRONT_API_VERSION (its version 2026.4.x is the API’s 2026-04)', () => {
    const { name, version } = createRequire(import.meta.url)(`${SCHEMA_PACKAGE}/package.json`) as { name: string; version: string };
    const [year, month] = STOREFRONT_API_VERSION.split('-').map(Number);
    expect(name).toBe('@shopify/hydrogen-react');
    expect(version).toMatch(new RegExp(`^${year}\\.${month}\\.\\d+$`));
  });
});

describe('every request the store client sends', () => {
  it('was captured for each method, and goes to the shop’s endpoint of STOREFRONT_API_VERSION, the SDK’s included', () => {
    expect(new Set(sent.map((request) => request.method))).toEqual(new Set(Object.keys(CALLS)));
    expect(new Set(sent.map((request) => request.url))).toEqual(new Set([storefrontEndpoint(server.origin)]));
    // Both kinds were seen: the product's own documents and the SDK's.
    expect(sent.some(own)).toBe(true);
    expect(sent.some((request) => !own(request))).toBe(true);
  });

  it('is valid against the official 2026-04 schema, variables included', () => {
    const refused = sent.flatMap((request) =>
      requestErrors(schema, request.query, request.variables).map((error) => `${request.method} ${operationName(request.query)}: ${error}`),
    );
    expect(refused).toEqual([]);
  });

  it('of the product’s own is one of its named documents, in the client’s language', () => {
    for (const request of sent.filter(own)) {
      const document = STOREFRONT_DOCUMENTS[operationName(request.query) as keyof typeof STOREFRONT_DOCUMENTS];
      expect([document, withLanguageContext(document, 'EN')]).toContain(request.query);
    }
  });

  it('of the SDK uses exactly the deprecated fields listed, for the methods listed (the list may only shrink)', () => {
    const used = new Map<string, Set<keyof StoreClient>>();
    for (const request of sent.filter((request) => !own(request)))
      for (const coordinate of deprecatedUses(schema, request.query)) {
        if (!used.has(coordinate)) used.set(coordinate, new Set());
        used.get(coordinate)!.add(request.method);
      }
    const listed = Object.fromEntries(
      Object.entries(SHOPIFY_BUY_DEPRECATED_FIELDS).map(([field, { sentBy }]) => [field, [...sentBy].sort()]),
    );
    expect(Object.fromEntries([...used].map(([field, methods]) => [field, [...methods].sort()]))).toEqual(listed);
  });

  it('selects every field the SDK’s models are typed with (shopify-buy-models.ts)', () => {
    const selected = new Set(sent.filter((request) => !own(request)).flatMap((request) => [...selectedFields(schema, request.query)]));
    const read = [...selectedFields(schema, SHOPIFY_BUY_MODEL_FRAGMENTS)];
    expect(read.length).toBeGreaterThan(20);
    expect(read.filter((field) => !selected.has(field))).toEqual([]);
  });
});

describe('the product’s own documents', () => {
  it('are valid against the official 2026-04 schema and use no deprecated field', () => {
    for (const [name, document] of Object.entries(STOREFRONT_DOCUMENTS)) {
      expect(operationName(document), name).toBe(name);
      expect(requestErrors(schema, document), name).toEqual([]);
      expect(deprecatedUses(schema, document), name).toEqual([]);
    }
  });
});

describe('the checks themselves', () => {
  it('find a deprecated field and enum value, and a field the schema no longer has', () => {
    expect(deprecatedUses(schema, 'query P { productByHandle(handle: "x") { id options { values } } }')).toEqual([
      'ProductOption.values',
      'QueryRoot.productByHandle',
    ]);
    // CurrencyCode.BYR: "`BYR` is deprecated. Use `BYN` available from version `2021-01` onwards instead."
    const byr =
      'mutation { shopPayPaymentRequestSessionCreate(sourceIdentifier: "x", paymentRequest: { total: { amount: "1", currencyCode: BYR } }) { userErrors { message } } }';
    expect(deprecatedUses(schema, byr)).toEqual(['CurrencyCode.BYR']);
    expect(requestErrors(schema, 'query { shop { name } checkout(id: "x") { id } }')).toEqual([
      'Cannot query field "checkout" on type "QueryRoot".',
    ]);
  });

  it('refuse what the SDK sends for checkout.create({ shippingAddress }), which the product therefore never calls', async () => {
    const bodies: { query: string; variables: Record<string, unknown> }[] = [];
    const sdk = ShopifyBuy.buildClient({ domain: DOMAIN, storefrontAccessToken: TOKEN }, async (_url, init) => {
      bodies.push(JSON.parse(String(init.body)) as (typeof bodies)[number]);
      return new Response(JSON.stringify({ errors: [{ message: 'not sent' }] }), { headers: { 'Content-Type': 'application/json' } });
    });
    // Not in the minimal typings on purpose: the call goes through a looser view of the same SDK.
    const create = sdk.checkout.create.bind(sdk.checkout) as (input: { shippingAddress: Record<string, string> }) => Promise<unknown>;
    await create({
      shippingAddress: { address1: '1 rue Principale', city: 'Laval', province: 'QC', country: 'Canada', zip: 'H7N 1A1' },
    }).catch(() => undefined);
    expect(bodies).toHaveLength(1);
    const [errors] = bodies.map(({ query, variables }) => requestErrors(schema, query, variables));
    expect(errors).toEqual([expect.stringMatching(/Field "deliveryAddressPreferences" is not defined by type "CartBuyerIdentityInput"/)]);
  });
});
