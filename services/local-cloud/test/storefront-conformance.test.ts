// Holds the local Storefront API to Shopify's documentation: each case cites the shopify.dev page (or graphql-ruby rule) it is written from, and every answer is checked against the official schema of its version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopifySeed } from '../src/seed/types';
import { shopifyFixtureSeed, startShopifyServer, type ShopifyTestServer } from '../src/shopify/testing';
import { schemaProblems, storefront, storefrontData } from './support/storefront';

// The day these cases were written from the docs: 2026-01 to 2026-10 are the supported stable versions, 2027-01 the candidate.
const NOW = new Date('2026-12-07T12:00:00Z');
const CHLORINE = 'gid://shopify/Product/1001';
const LOUNGER = 'gid://shopify/Product/1002';
const PARASOL = 'gid://shopify/Product/1003';

/** The fixture plus a collection holding a sold-out product beside two in stock, so every facet has something to count. */
function seed(): ShopifySeed {
  const base = shopifyFixtureSeed();
  base.collections.push({
    id: 'gid://shopify/Collection/900010',
    handle: 'ete',
    title: 'Été',
    description: 'Pour l’été',
    translations: { EN: { title: 'Summer', description: 'For summer' } },
    updatedAt: '2024-05-01T12:00:00Z',
    image: null,
    productIds: [CHLORINE, LOUNGER, PARASOL],
  });
  // The sold-out parasol costs less than the lounger, so where search puts unavailable products shows in a price sort.
  const parasol = base.products.find((p) => p.id === PARASOL)!;
  parasol.variants = parasol.variants.map((v) => ({ ...v, price: '100.0' }));
  return base;
}

let server: ShopifyTestServer;

beforeAll(async () => {
  server = await startShopifyServer({ seed: seed(), now: () => NOW });
});

afterAll(async () => {
  await server.close();
});

const FACETS = `filters { id label type presentation values { id label count input } }`;

interface Facet {
  id: string;
  label: string;
  type: string;
  presentation: string | null;
  values: { id: string; label: string; count: number; input: string }[];
}

async function collectionProducts(filters: unknown[], language = '') {
  const query = `query Q($filters: [ProductFilter!]) ${language} {
    collection(handle: "ete") { products(first: 50, filters: $filters) { nodes { id title } ${FACETS} } }
  }`;
  const data = await storefrontData<{ collection: { products: { nodes: { id: string; title: string }[]; filters: Facet[] } } }>(
    server.origin,
    query,
    { filters },
  );
  return data.collection.products;
}

describe('the schema check every answer passes (test/support/storefront.ts)', () => {
  const request = { query: '{ shop { name } products(first: 1) { nodes { id availableForSale } } }' };
  it('accepts an answer the official schema would give', () => {
    const answer = { data: { shop: { name: 'Boutique' }, products: { nodes: [{ id: CHLORINE, availableForSale: true }] } } };
    expect(schemaProblems('2026-04', request, answer)).toEqual([]);
  });

  it('finds a wrong type, a missing non-null value, an unknown enum value and a field nobody asked for', () => {
    const wrongType = { data: { shop: { name: 'Boutique' }, products: { nodes: [{ id: CHLORINE, availableForSale: 'yes' }] } } };
    expect(schemaProblems('2026-04', request, wrongType)).not.toEqual([]);
    const missing = { data: { shop: { name: null }, products: { nodes: [] } } };
    expect(schemaProblems('2026-04', request, missing).join()).toMatch(/non-nullable field Shop.name/);
    const currency = { query: '{ localization { country { currency { isoCode } } } }' };
    expect(schemaProblems('2026-04', currency, { data: { localization: { country: { currency: { isoCode: 'XYZ' } } } } })).not.toEqual([]);
    const extra = { data: { shop: { name: 'Boutique', email: 'x' }, products: { nodes: [] } } };
    expect(schemaProblems('2026-04', request, extra)).not.toEqual([]);
  });

  it('checks the custom scalars’ documented formats (DateTime, Decimal, URL)', () => {
    const query = { query: `{ product(id: "${CHLORINE}") { createdAt } }` };
    expect(schemaProblems('2026-04', query, { data: { product: { createdAt: '2024-03-01T12:00:00Z' } } })).toEqual([]);
    expect(schemaProblems('2026-04', query, { data: { product: { createdAt: 'hier' } } })).not.toEqual([]);
  });
});

describe('versions (https://shopify.dev/docs/api/usage/versioning)', () => {
  const shop = { query: '{ shop { name } }' };

  it('serves each supported version with an official schema as itself and says so in X-Shopify-API-Version', async () => {
    for (const version of ['2026-01', '2026-04']) {
      const answer = await storefront(server.origin, shop, { version });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-shopify-api-version')).toBe(version);
    }
  });

  it('"Shopify falls forward": a version out of support is served as the oldest supported one, 2026-01 today', async () => {
    for (const version of ['2025-01', '2025-10', '2024-04', '2019-04']) {
      const answer = await storefront(server.origin, shop, { version });
      expect(answer.status, version).toBe(200);
      expect(answer.headers.get('x-shopify-api-version'), version).toBe('2026-01');
    }
  });

  it('answers 404 to a version Shopify never released: a malformed name, a month off the quarter, past the candidate', async () => {
    for (const version of ['latest', '2026-02', '2027-04', '2019-01', '26-04']) {
      const answer = await storefront(server.origin, shop, { version });
      expect(answer.status, version).toBe(404);
      expect(answer.json).toEqual({ errors: 'Not Found' });
    }
  });

  it('refuses, with its reason, the versions Shopify serves but whose schema is not on npm (see the README)', async () => {
    for (const version of ['2026-07', '2026-10', '2027-01', 'unstable']) {
      const answer = await storefront(server.origin, shop, { version });
      expect(answer.status, version).toBe(404);
      expect(answer.json.errors).toMatch(/official schema is not published on npm/);
    }
  });

  it('lists the public versions as Shopify does: four supported, the newest "(Latest)", the candidate and unstable unsupported (https://shopify.dev/docs/api/storefront/latest/queries/publicApiVersions)', async () => {
    const data = await storefrontData<{ publicApiVersions: unknown[] }>(
      server.origin,
      '{ publicApiVersions { handle displayName supported } }',
    );
    expect(data.publicApiVersions).toEqual([
      { handle: '2026-01', displayName: '2026-01', supported: true },
      { handle: '2026-04', displayName: '2026-04', supported: true },
      { handle: '2026-07', displayName: '2026-07', supported: true },
      { handle: '2026-10', displayName: '2026-10 (Latest)', supported: true },
      { handle: '2027-01', displayName: '2027-01 (Release candidate)', supported: false },
      { handle: 'unstable', displayName: 'unstable', supported: false },
    ]);
  });

  it('still serves the deprecated productByHandle in 2026-04, as Shopify serves deprecated fields until they are removed', async () => {
    const data = await storefrontData<{ productByHandle: { id: string } }>(
      server.origin,
      '{ productByHandle(handle: "chlore-stabilise") { id } }',
    );
    expect(data.productByHandle.id).toBe(CHLORINE);
  });
});

describe('status and error codes (https://shopify.dev/docs/api/storefront#status-and-error-codes)', () => {
  it('answers a document the schema refuses with 200, errors and no data', async () => {
    const answer = await storefront(server.origin, { query: '{ shop { name nonsense } }' });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toBeUndefined();
  });

  it('answers 400 to a request without a query and 401 to a wrong access token', async () => {
    const missing = await fetch(`${server.origin}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ variables: {} }),
    });
    expect(missing.status).toBe(400);
    expect((await storefront(server.origin, { query: '{ shop { name } }' }, { token: 'wrong' })).status).toBe(401);
  });

  it('refuses a tokenless query above the 1,000 cost as MAX_COMPLEXITY_EXCEEDED (https://shopify.dev/docs/api/storefront#rate-limits)', async () => {
    const query = '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }';
    const answer = await storefront(server.origin, { query }, { token: null });
    expect(answer.json.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COMPLEXITY_EXCEEDED', maxCost: 1000 });
  });

  it('refuses product tags to a tokenless request as ACCESS_DENIED, and serves them with the token (https://shopify.dev/docs/api/storefront#authentication)', async () => {
    const query = '{ productTags(first: 5) { nodes } }';
    const tokenless = await storefront(server.origin, { query }, { token: null });
    expect(tokenless.json.errors).toMatchObject([
      {
        message: 'Access denied for productTags field. Required access: `unauthenticated_read_product_tags` access scope.',
        path: ['productTags'],
        extensions: { code: 'ACCESS_DENIED', requiredAccess: '`unauthenticated_read_product_tags` access scope.' },
      },
    ]);
    const withToken = await storefrontData<{ productTags: { nodes: string[] } }>(server.origin, query);
    expect(withToken.productTags.nodes).toEqual(['chlore', 'livraison-gratuite', 'mobilier']);
  });

  it('answers a cursor this server never wrote as an error on its field, with no internals', async () => {
    const answer = await storefront(server.origin, { query: '{ products(first: 1, after: "not-a-cursor") { nodes { id } } }' });
    // A cursor this server did not write is the client's mistake, answered as one: an error with its path, no internals.
    expect(answer.json.errors?.[0]).toMatchObject({ message: 'Invalid cursor: not-a-cursor', path: ['products'] });
  });
});

describe('validation errors as graphql-ruby words them (lib/graphql/static_validation/rules/*_error.rb)', () => {
  it('undefinedField', async () => {
    const answer = await storefront(server.origin, { query: 'query Shop { shop { name nonsense } }' });
    expect(answer.json.errors).toEqual([
      {
        message: "Field 'nonsense' doesn't exist on type 'Shop'",
        locations: [{ line: 1, column: 26 }],
        path: ['query Shop', 'shop', 'nonsense'],
        extensions: { code: 'undefinedField', typeName: 'Shop', fieldName: 'nonsense' },
      },
    ]);
  });

  it('argumentNotAccepted: the root products list takes no filters in 2026-04 (filters belong to collections and search)', async () => {
    const answer = await storefront(server.origin, { query: '{ products(first: 5, filters: [{ available: true }]) { nodes { id } } }' });
    expect(answer.json.errors).toMatchObject([
      {
        message: "Field 'products' doesn't accept argument 'filters'",
        path: ['query', 'products', 'filters'],
        extensions: { code: 'argumentNotAccepted', name: 'products', typeName: 'Field', argumentName: 'filters' },
      },
    ]);
  });

  it('missingRequiredArguments', async () => {
    const answer = await storefront(server.origin, { query: '{ search(first: 5) { totalCount } }' });
    expect(answer.json.errors).toMatchObject([
      {
        message: "Field 'search' is missing required arguments: query",
        extensions: { code: 'missingRequiredArguments', className: 'Field', name: 'search', arguments: 'query' },
      },
    ]);
  });

  it('variableMismatch, variableNotDefined and variableNotUsed', async () => {
    const mismatch = await storefront(server.origin, {
      query: 'query Q($n: String!) { products(first: $n) { nodes { id } } }',
      variables: { n: '5' },
    });
    expect(mismatch.json.errors).toMatchObject([
      {
        message: 'Type mismatch on variable $n and argument first (String! / Int)',
        extensions: {
          code: 'variableMismatch',
          variableName: 'n',
          typeName: 'String!',
          argumentName: 'first',
          errorMessage: 'Type mismatch',
        },
      },
    ]);
    const undeclared = await storefront(server.origin, { query: 'query Q { products(first: $n) { nodes { id } } }' });
    expect(undeclared.json.errors).toMatchObject([
      { message: 'Variable $n is used by Q but not declared', extensions: { code: 'variableNotDefined', variableName: 'n' } },
    ]);
    const unused = await storefront(server.origin, { query: 'query Q($n: Int) { shop { name } }' });
    expect(unused.json.errors).toMatchObject([
      { message: 'Variable $n is declared by Q but not used', extensions: { code: 'variableNotUsed', variableName: 'n' } },
    ]);
  });

  it('argumentLiteralsIncompatible and selectionMismatch', async () => {
    const literal = await storefront(server.origin, { query: '{ products(first: "lots") { nodes { id } } }' });
    expect(literal.json.errors).toMatchObject([
      {
        message: `Argument 'first' on Field 'products' has an invalid value ("lots"). Expected type 'Int'.`,
        extensions: { code: 'argumentLiteralsIncompatible', typeName: 'Field', argumentName: 'first' },
      },
    ]);
    const selection = await storefront(server.origin, { query: '{ shop }' });
    expect(selection.json.errors).toMatchObject([{ extensions: { code: 'selectionMismatch', typeName: 'Shop' } }]);
    const onScalar = await storefront(server.origin, { query: '{ shop { name { first } } }' });
    expect(onScalar.json.errors).toMatchObject([
      {
        message: `Selections can't be made on scalars (field 'name' returns String but has selections ["first"])`,
        extensions: { code: 'selectionMismatch', nodeName: "field 'name'", typeName: 'String' },
      },
    ]);
  });

  it('a parse error carries its message and locations only (lib/graphql/parse_error.rb, #to_h)', async () => {
    const answer = await storefront(server.origin, { query: '{ shop { ' });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toBeUndefined();
    expect(answer.json.errors).toEqual([{ message: expect.any(String) as string, locations: [{ line: 1, column: 10 }] }]);
  });

  it('a variable Shopify cannot coerce is INVALID_VARIABLE', async () => {
    const answer = await storefront(server.origin, {
      query: 'query Q($filters: [ProductFilter!]) { collection(handle: "ete") { products(first: 5, filters: $filters) { nodes { id } } } }',
      variables: { filters: [{ available: 'yes' }] },
    });
    expect(answer.json.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_VARIABLE' });
  });
});

describe('filters (https://shopify.dev/docs/storefronts/headless/building-with-the-storefront-api/products-collections/filter-products)', () => {
  it('answers ProductConnection.filters with Shopify’s ids, types and JSON inputs, counted over the collection', async () => {
    const { filters } = await collectionProducts([]);
    expect(filters.map((f) => f.id)).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
      'filter.p.vendor',
      'filter.p.tag',
      'filter.v.option.format',
      'filter.p.m.water.ingredient',
      'filter.p.m.water.strength',
    ]);
    const availability = filters[0]!;
    expect(availability).toMatchObject({ label: 'Disponibilité', type: 'LIST', presentation: 'TEXT' });
    expect(availability.values.map((v) => [v.id, v.count, JSON.parse(v.input)])).toEqual([
      ['filter.v.availability.1', 2, { available: true }],
      ['filter.v.availability.0', 1, { available: false }],
    ]);
    expect(filters[1]).toMatchObject({ type: 'PRICE_RANGE', presentation: null });
    expect(JSON.parse(filters[1]!.values[0]!.input)).toEqual({ price: { min: 0, max: 399 } });
    expect(filters.find((f) => f.id === 'filter.v.option.format')?.values.map((v) => JSON.parse(v.input))).toEqual([
      { variantOption: { name: 'format', value: '2 kg' } },
      { variantOption: { name: 'format', value: '5 kg' } },
    ]);
    expect(JSON.parse(filters.find((f) => f.id === 'filter.p.m.water.ingredient')!.values[0]!.input)).toEqual({
      productMetafield: { namespace: 'water', key: 'ingredient', value: 'trichlor' },
    });
  });

  it('gives back, for every value, as many products as its count when its input is sent as the filter', async () => {
    const { filters } = await collectionProducts([]);
    for (const value of filters.filter((f) => f.type === 'LIST').flatMap((f) => f.values)) {
      const { nodes } = await collectionProducts([JSON.parse(value.input)]);
      expect(nodes.length, value.id).toBe(value.count);
    }
  });

  it('filters on availability, price, product type, vendor, variant option, water metafield and tag', async () => {
    const ids = async (filters: unknown[]) => (await collectionProducts(filters)).nodes.map((n) => n.id);
    expect(await ids([{ available: true }])).toEqual([CHLORINE, LOUNGER]);
    expect(await ids([{ available: false }])).toEqual([PARASOL]);
    expect(await ids([{ price: { min: 20, max: 30 } }])).toEqual([CHLORINE]);
    // "Omitting the maximum returns all products above the minimum" (PriceRangeFilter).
    expect(await ids([{ price: { min: 100 } }])).toEqual([LOUNGER, PARASOL]);
    expect(await ids([{ price: { min: 100.01 } }])).toEqual([LOUNGER]);
    expect(await ids([{ productType: 'Chaises' }])).toEqual([LOUNGER]);
    expect(await ids([{ productVendor: 'Jardin Plus' }])).toEqual([LOUNGER, PARASOL]);
    expect(await ids([{ variantOption: { name: 'Format', value: '5 kg' } }])).toEqual([CHLORINE]);
    expect(await ids([{ productMetafield: { namespace: 'water', key: 'strength', value: '90' } }])).toEqual([CHLORINE]);
    expect(await ids([{ tag: 'chlore' }])).toEqual([CHLORINE]);
  });

  it('applies filters with AND and a filter’s values with OR (https://shopify.dev/docs/storefronts/themes/navigation-search/filtering/storefront-filtering)', async () => {
    const ids = async (filters: unknown[]) => (await collectionProducts(filters)).nodes.map((n) => n.id);
    expect(await ids([{ productType: 'Chaises' }, { productType: 'Parasols' }])).toEqual([LOUNGER, PARASOL]);
    expect(await ids([{ productVendor: 'Jardin Plus' }, { available: true }])).toEqual([LOUNGER]);
    // A variant filter holds for one same variant: the 5 kg costs 49.50, so "5 kg" and "under 30 $" find nothing.
    expect(await ids([{ variantOption: { name: 'format', value: '5 kg' } }, { price: { max: 30 } }])).toEqual([]);
  });

  it('counts each value with the filters chosen in the other facets, its own facet’s values staying alternatives', async () => {
    const { filters } = await collectionProducts([{ productType: 'Chaises' }]);
    const counts = (id: string) => Object.fromEntries(filters.find((f) => f.id === id)!.values.map((v) => [v.label, v.count]));
    expect(counts('filter.p.product_type')).toEqual({ Chaises: 1, Parasols: 1, 'Produits chimiques': 1 });
    expect(counts('filter.p.vendor')).toEqual({ AquaPro: 0, 'Jardin Plus': 1 });
    expect(counts('filter.v.availability')).toEqual({ 'En stock': 1, 'En rupture de stock': 0 });
  });

  it('labels the facets in the operation’s language', async () => {
    const { filters, nodes } = await collectionProducts([], '@inContext(language: EN)');
    expect(filters.slice(0, 4).map((f) => f.label)).toEqual(['Availability', 'Price', 'Product type', 'Brand']);
    expect(filters[0]!.values.map((v) => v.label)).toEqual(['In stock', 'Out of stock']);
    expect(nodes[0]?.title).toBe('Stabilized chlorine');
  });

  it('answers an empty filters list on the root products list instead of failing the query', async () => {
    const data = await storefrontData<{ products: { filters: unknown[]; nodes: unknown[] } }>(
      server.origin,
      `{ products(first: 2) { nodes { id } ${FACETS} } }`,
    );
    expect(data.products.filters).toEqual([]);
    expect(data.products.nodes).toHaveLength(2);
  });
});

describe('products(query:) (https://shopify.dev/docs/api/storefront/latest/queries/products, https://shopify.dev/docs/api/usage/search-syntax)', () => {
  const ids = async (query: string) =>
    (
      await storefrontData<{ products: { nodes: { id: string }[] } }>(
        server.origin,
        'query Q($q: String) { products(first: 250, query: $q) { nodes { id } } }',
        { q: query },
      )
    ).products.nodes.map((n) => n.id);

  it('filters on available_for_sale, variants.price ranges, product_type, vendor and tag', async () => {
    expect(await ids('available_for_sale:false')).toEqual([PARASOL]);
    expect(await ids('variants.price:>10 available_for_sale:true')).toEqual([CHLORINE, LOUNGER]);
    expect(await ids('variants.price:<=24.99')).toContain(CHLORINE);
    expect(await ids('variants.price:<5')).toEqual([]);
    expect(await ids('product_type:Chaises')).toEqual([LOUNGER]);
    expect(await ids('vendor:AquaPro')).toEqual([CHLORINE]);
    expect(await ids('tag:chlore')).toEqual([CHLORINE]);
  });
});

describe('search (https://shopify.dev/docs/api/storefront/latest/queries/search)', () => {
  const SEARCH = `query S($q: String!, $filters: [ProductFilter!], $unavailable: SearchUnavailableProductsType, $sort: SearchSortKeys, $types: [SearchType!]) @inContext(language: EN) {
    search(query: $q, first: 10, productFilters: $filters, unavailableProducts: $unavailable, sortKey: $sort, types: $types) {
      totalCount
      nodes { __typename ... on Product { id title } }
      productFilters { id values { id count input } }
    }
  }`;
  interface Search {
    search: {
      totalCount: number;
      nodes: { __typename: string; id: string; title: string }[];
      productFilters: { id: string; values: { id: string; count: number; input: string }[] }[];
    };
  }
  const search = async (variables: Record<string, unknown>) => (await storefrontData<Search>(server.origin, SEARCH, variables)).search;

  it('finds products by their words in the language asked, with their total and their facets', async () => {
    const found = await search({ q: 'chlorine' });
    expect(found.nodes).toEqual([{ __typename: 'Product', id: CHLORINE, title: 'Stabilized chlorine' }]);
    expect(found.totalCount).toBe(1);
    expect(found.productFilters.find((f) => f.id === 'filter.p.vendor')?.values).toEqual([
      { id: 'filter.p.vendor.AquaPro', count: 1, input: '{"productVendor":"AquaPro"}' },
    ]);
  });

  it('puts unavailable products LAST by default, hides them with HIDE and leaves them in place with SHOW', async () => {
    const furniture = { q: 'mobilier', sort: 'PRICE', filters: [{ productType: 'Chaises' }, { productType: 'Parasols' }] };
    expect((await search(furniture)).nodes.map((n) => n.id)).toEqual([LOUNGER, PARASOL]);
    expect((await search({ ...furniture, unavailable: 'SHOW' })).nodes.map((n) => n.id)).toEqual([PARASOL, LOUNGER]);
    const hidden = await search({ ...furniture, unavailable: 'HIDE' });
    expect(hidden.nodes.map((n) => n.id)).toEqual([LOUNGER]);
    expect(hidden.totalCount).toBe(1);
  });

  it('narrows with productFilters and counts each facet with the other facets’ filters', async () => {
    const found = await search({ q: 'Jardin', filters: [{ productType: 'Chaises' }] });
    expect(found.nodes.map((n) => n.id)).toEqual([LOUNGER]);
    expect(found.totalCount).toBe(1);
    const types = found.productFilters.find((f) => f.id === 'filter.p.product_type')?.values.map((v) => v.id);
    expect(types).toEqual(['filter.p.product_type.Accessoires', 'filter.p.product_type.Chaises', 'filter.p.product_type.Parasols']);
    expect(found.productFilters.find((f) => f.id === 'filter.v.availability')?.values.map((v) => v.count)).toEqual([1, 0]);
  });

  it('finds nothing when only pages or articles are asked for (the shop has none)', async () => {
    expect(await search({ q: 'chlorine', types: ['ARTICLE', 'PAGE'] })).toMatchObject({ totalCount: 0, nodes: [] });
  });
});

describe('predictiveSearch (https://shopify.dev/docs/api/storefront/latest/queries/predictiveSearch)', () => {
  const PREDICT = `query P($q: String!, $limit: Int, $types: [PredictiveSearchType!], $scope: PredictiveSearchLimitScope) {
    predictiveSearch(query: $q, limit: $limit, types: $types, limitScope: $scope) {
      products { id title } collections { handle title } queries { text styledText } pages { id } articles { id }
    }
  }`;
  interface Predict {
    predictiveSearch: {
      products: { id: string; title: string }[];
      collections: { handle: string; title: string }[];
      queries: { text: string; styledText: string }[];
      pages: unknown[];
      articles: unknown[];
    };
  }
  const predict = async (variables: Record<string, unknown>, directive = '') =>
    (await storefrontData<Predict>(server.origin, PREDICT.replace(') {\n', `) ${directive} {\n`), variables)).predictiveSearch;

  it('finds products and collections as the visitor types, with query suggestions', async () => {
    const found = await predict({ q: 'chlo' });
    expect(found.products.map((p) => p.id)).toEqual([CHLORINE]);
    expect(found.queries).toEqual([{ text: 'chlore stabilisé', styledText: 'chlo<mark>re stabilisé</mark>' }]);
    expect((await predict({ q: 'ess' })).collections.map((c) => c.handle)).toEqual(['essentiels']);
    expect(found.pages).toEqual([]);
    expect(found.articles).toEqual([]);
  });

  it('keeps to limit and types, and answers in the language asked', async () => {
    const limited = await predict({ q: 'accessoire', limit: 3, types: ['PRODUCT'] });
    expect(limited.products).toHaveLength(3);
    expect(limited.collections).toEqual([]);
    const each = await predict({ q: 'accessoire', limit: 2, scope: 'EACH' });
    expect([each.products.length, each.collections.length]).toEqual([2, 1]);
    const english = await predict({ q: 'stabil', types: ['PRODUCT'] }, '@inContext(language: EN)');
    expect(english.products[0]?.title).toBe('Stabilized chlorine');
  });
});

describe('localization (https://shopify.dev/docs/api/storefront/latest/queries/localization)', () => {
  const LOCALIZATION = `{
    localization {
      country { isoCode name currency { isoCode name symbol } unitSystem defaultLanguage { isoCode } }
      language { isoCode name endonymName }
      availableCountries { isoCode }
      availableLanguages { isoCode name endonymName }
    }
  }`;

  it('answers Canada in CAD, French and English, the active language following @inContext', async () => {
    const french = await storefrontData<{ localization: Record<string, unknown> }>(server.origin, LOCALIZATION);
    expect(french.localization).toEqual({
      country: {
        isoCode: 'CA',
        name: 'Canada',
        currency: { isoCode: 'CAD', name: 'dollar canadien', symbol: '$' },
        unitSystem: 'METRIC_SYSTEM',
        defaultLanguage: { isoCode: 'FR' },
      },
      language: { isoCode: 'FR', name: 'français', endonymName: 'français' },
      availableCountries: [{ isoCode: 'CA' }],
      availableLanguages: [
        { isoCode: 'FR', name: 'français', endonymName: 'français' },
        { isoCode: 'EN', name: 'anglais', endonymName: 'English' },
      ],
    });
    const english = await storefrontData<{ localization: { language: unknown } }>(
      server.origin,
      `query L @inContext(language: EN) ${LOCALIZATION}`,
    );
    expect(english.localization.language).toEqual({ isoCode: 'EN', name: 'English', endonymName: 'English' });
    // A language the shop does not publish falls back to its primary one.
    const german = await storefrontData<{ localization: { language: { isoCode: string } } }>(
      server.origin,
      `query L @inContext(language: DE) ${LOCALIZATION}`,
    );
    expect(german.localization.language.isoCode).toBe('FR');
  });
});
