// Property-based fuzzing (fast-check) of the local cloud's request bodies: never a 5xx, never internal error text, never an
// unpublished model for an anonymous reader, and a refused cart mutation leaves the saved cart as it was. Runs are bounded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../src/server';
import { storedCart } from '../src/shopify/cart-rules';
import type { ShopifyTestServer } from '../src/shopify/testing';
import { INTERNAL_TEXT, startCloudAndShop } from './support/cloudAndShop';
import { schemaProblems } from './support/storefront';

const PROJECT = 'demo-storefront';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
// Anonymous readers must never see these (published: false in the seed).
const UNPUBLISHED = ['harmonie-h8', 'aquafit-19-sport', 'oasis-ronde-27-pi'];
// A few hundred cases in all, a few seconds on an idle machine.
const RUNS = 100;

let cloud: LocalCloud;
let shop: ShopifyTestServer;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, shop, close } = await startCloudAndShop('local-cloud-fuzz-'));
});

afterAll(() => close());

interface Answer {
  status: number;
  text: string;
}

async function send(url: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const call = () => fetch(url, { method: 'POST', headers, body });
  // An idle keep-alive connection the server closes just as the client reuses it fails once; a real fault fails again.
  const response = await call().catch(call);
  return { status: response.status, text: await response.text() };
}

/** What every Firestore answer must be: no 5xx, JSON, the error shape on failure, no internal text, no unpublished model. */
function expectSafeFirestoreAnswer(answer: Answer): void {
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(answer.text).not.toMatch(INTERNAL_TEXT);
  const body = JSON.parse(answer.text) as unknown;
  if (answer.status >= 400) {
    expect(body).toMatchObject({ error: { code: answer.status, message: expect.any(String), status: expect.any(String) } });
  }
  // The model itself or anything under it (its option lists).
  for (const handle of UNPUBLISHED) expect(answer.text).not.toMatch(new RegExp(`collection-models/${handle}["/]`));
}

// ---- Firestore structured queries ----

const fieldPath = fc.oneof(
  fc.constantFrom('published', 'order', 'title', 'handle', '__name__', 'specs.seats', 'a.`b c`', '`', '', 'x..y'),
  fc.string({ maxLength: 8 }),
);
const scalarValue = fc.oneof(
  fc.record({ booleanValue: fc.oneof(fc.boolean(), fc.constant('yes' as unknown as boolean)) }),
  fc.record({ integerValue: fc.oneof(fc.integer().map(String), fc.constantFrom('9223372036854775808', '1.5', 'x')) }),
  fc.record({ doubleValue: fc.oneof(fc.double(), fc.constantFrom('NaN', 'Infinity', 'nope')) }),
  fc.record({ stringValue: fc.string({ maxLength: 12 }) }),
  fc.record({ nullValue: fc.constantFrom(null, 'NULL_VALUE', 3) }),
  fc.record({ timestampValue: fc.constantFrom('2025-04-15T00:00:00Z', 'tomorrow') }),
  fc.record({
    referenceValue: fc.constantFrom(`${ROOT}/spas/serie-harmonie/collection-models/harmonie-h8`, `${ROOT}/categories/spas`, ''),
  }),
  fc.constantFrom({}, { stringValue: 'a', integerValue: '1' }, null, [], 'text'),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalarValue,
  fc.record({ arrayValue: fc.record({ values: fc.array(scalarValue, { maxLength: 35 }) }) }),
  fc.record({ mapValue: fc.record({ fields: fc.dictionary(fc.string({ maxLength: 4 }), scalarValue, { maxKeys: 3 }) }) }),
);
const fieldOp = fc.constantFrom(
  'EQUAL',
  'NOT_EQUAL',
  'LESS_THAN',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'NOT_IN',
  'ARRAY_CONTAINS',
  'ARRAY_CONTAINS_ANY',
  'OPERATOR_UNSPECIFIED',
  'LIKE',
  7,
);
const unaryOp = fc.constantFrom('IS_NULL', 'IS_NOT_NULL', 'IS_NAN', 'IS_NOT_NAN', 'EQUAL');
const publishedTrue = { fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } } };

const { filter } = fc.letrec<{ filter: unknown }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.record({ fieldFilter: fc.record({ field: fc.record({ fieldPath }), op: fieldOp, value }, { requiredKeys: [] }) }),
    fc.record({ unaryFilter: fc.record({ field: fc.record({ fieldPath }), op: unaryOp }, { requiredKeys: [] }) }),
    fc.record({
      compositeFilter: fc.record(
        { op: fc.constantFrom('AND', 'OR', 'XOR'), filters: fc.array(tie('filter'), { maxLength: 4 }) },
        { requiredKeys: [] },
      ),
    }),
    // Two filter kinds at once, the issue's probe among them.
    fc.record({
      unaryFilter: fc.record({ field: fc.record({ fieldPath }), op: unaryOp }),
      compositeFilter: fc.constant({ op: 'AND', filters: [publishedTrue] }),
    }),
    fc.constant(publishedTrue),
    fc.constantFrom(null, [], 'published', { extra: 1 }),
  ),
}));

// Well-formed queries, to reach the reads and the access decision; each may then get one defect, or be anything at all.
const goodPath = fc.constantFrom('published', 'order', 'title', 'handle', 'priceEv', 'specs.seats');
const goodScalar = fc.oneof(
  fc.boolean().map((booleanValue) => ({ booleanValue })),
  fc.integer({ min: -5, max: 20 }).map((n) => ({ integerValue: String(n) })),
  fc.constantFrom('harmonie-h8', 'harmonie-h7', 'Série Harmonie', '').map((stringValue) => ({ stringValue })),
);
const { goodFilter } = fc.letrec<{ goodFilter: unknown }>((tie) => ({
  goodFilter: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    fc.constant(publishedTrue),
    fc.record({
      fieldFilter: fc.record({
        field: fc.record({ fieldPath: goodPath }),
        op: fc.constantFrom('EQUAL', 'NOT_EQUAL', 'GREATER_THAN', 'LESS_THAN_OR_EQUAL'),
        value: goodScalar,
      }),
    }),
    fc.record({
      fieldFilter: fc.record({
        field: fc.record({ fieldPath: goodPath }),
        op: fc.constantFrom('IN', 'ARRAY_CONTAINS_ANY'),
        value: fc.array(goodScalar, { minLength: 1, maxLength: 4 }).map((values) => ({ arrayValue: { values } })),
      }),
    }),
    fc.record({
      unaryFilter: fc.record({
        field: fc.record({ fieldPath: goodPath }),
        op: fc.constantFrom('IS_NULL', 'IS_NOT_NULL', 'IS_NAN', 'IS_NOT_NAN'),
      }),
    }),
    fc.record({
      compositeFilter: fc.record({
        op: fc.constantFrom('AND', 'OR'),
        filters: fc.array(tie('goodFilter'), { minLength: 1, maxLength: 3 }),
      }),
    }),
  ),
}));
const goodQuery = fc.record(
  {
    from: fc.oneof(
      { weight: 4, arbitrary: fc.constant([{ collectionId: 'collection-models' }]) },
      fc.constantFrom(
        [{ collectionId: 'categories' }],
        [{ collectionId: 'liners' }],
        [{ collectionId: 'collection-models', allDescendants: true }],
      ),
    ),
    // Mostly queries the rules allow (published == true on every result), so that documents come back to be checked.
    where: fc.oneof(
      { weight: 2, arbitrary: fc.constant(publishedTrue) },
      {
        weight: 3,
        arbitrary: fc.record({
          compositeFilter: fc.record({ op: fc.constant('AND'), filters: fc.tuple(fc.constant(publishedTrue), goodFilter) }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          compositeFilter: fc.record({
            op: fc.constant('OR'),
            filters: fc.array(fc.constant(publishedTrue), { minLength: 1, maxLength: 3 }),
          }),
        }),
      },
      { weight: 2, arbitrary: goodFilter },
    ),
    orderBy: fc.constantFrom([], [{ field: { fieldPath: 'order' } }], [{ field: { fieldPath: '__name__' }, direction: 'DESCENDING' }]),
    limit: fc.integer({ min: 0, max: 10 }),
    offset: fc.integer({ min: 0, max: 3 }),
  },
  { requiredKeys: ['from', 'where'] },
);
// One defect at a time, each a single member of the query.
const defect = fc.oneof(
  fc.record({
    from: fc.array(
      fc.record(
        { collectionId: fc.constantFrom('collection-models', 'orders', '', 'a/b'), allDescendants: fc.boolean() },
        { requiredKeys: [] },
      ),
      { maxLength: 2 },
    ),
  }),
  fc.record({ where: filter }),
  fc.record({
    orderBy: fc.array(
      fc.record(
        { field: fc.record({ fieldPath }), direction: fc.constantFrom('ASCENDING', 'DESCENDING', 'SIDEWAYS') },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
  }),
  fc.record({ startAt: fc.record({ values: fc.array(value, { maxLength: 3 }), before: fc.boolean() }, { requiredKeys: [] }) }),
  fc.record({ limit: fc.oneof(fc.integer({ min: -3, max: 5 }), fc.constantFrom(2 ** 31, '3', { value: 2 }, null, -1)) }),
  fc.record({ offset: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constant(2 ** 40)) }),
  fc.record({ select: fc.record({ fields: fc.array(fc.record({ fieldPath }), { maxLength: 2 }) }) }),
  fc.constant({ findNearest: {} }),
);
const structuredQuery = fc.oneof(
  { weight: 3, arbitrary: goodQuery },
  { weight: 2, arbitrary: fc.tuple(goodQuery, defect).map(([query, part]) => ({ ...query, ...part })) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);
// Where the models are (published and not), the root, a pool model's option lists, and wrong parents.
const parent = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('spas/serie-harmonie', 'spas/serie-aquafit', 'above-ground-pool/collection-oasis') },
  { weight: 2, arbitrary: fc.constant('') },
  fc.constantFrom('above-ground-pool/collection-oasis/collection-models/oasis-ronde-27-pi', 'spas', 'categories/spas'),
);

describe('fuzzing Firestore structured queries', () => {
  it('never answers 5xx, never leaks internal text, never shows an anonymous reader an unpublished model', async () => {
    await fc.assert(
      fc.asyncProperty(parent, structuredQuery, async (parentPath, query) => {
        const base = `${cloud.url}/v1/${ROOT}${parentPath ? `/${parentPath}` : ''}`;
        const body = JSON.stringify({ structuredQuery: query }) ?? 'null';
        expectSafeFirestoreAnswer(await send(`${base}:runQuery`, body));
        expectSafeFirestoreAnswer(
          await send(
            `${base}:runAggregationQuery`,
            JSON.stringify({ structuredAggregationQuery: { structuredQuery: query, aggregations: [{ count: {} }] } }),
          ),
        );
      }),
      { numRuns: RUNS },
    );
  });
});

// ---- batchGet bodies ----

const documentName = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      `${ROOT}/categories/spas`,
      `${ROOT}/spas/serie-harmonie/collection-models/harmonie-h7`,
      `${ROOT}/spas/serie-harmonie`,
      `${ROOT}/promotions/none`,
    ),
  },
  fc.constantFrom(
    `${ROOT}/spas/serie-harmonie/collection-models/harmonie-h8`,
    `${ROOT}/spas/serie-harmonie/collection-models/harmonie-h7`,
    `${ROOT}/spas/serie-harmonie/collection-models/harmonie-h8/liners/x`,
    `${ROOT}/categories/spas`,
    `${ROOT}/orders/1`,
    `${ROOT}/categories`,
    `projects/other-project/databases/(default)/documents/categories/spas`,
    `${ROOT}//categories/spas`,
    `${ROOT}/../secrets/x`,
  ),
  fc.string({ maxLength: 20 }),
  fc.anything({ maxDepth: 1 }),
);

describe('fuzzing batchGet bodies', () => {
  it('never answers 5xx, never leaks internal text, never returns an unpublished model anonymously', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record(
              {
                documents: fc.array(documentName, { minLength: 1, maxLength: 6 }),
                mask: fc.record({ fieldPaths: fc.array(fc.constantFrom('title', 'order', 'published'), { maxLength: 2 }) }),
              },
              { requiredKeys: ['documents'] },
            ),
          },
          fc.record(
            { documents: fc.array(documentName, { maxLength: 6 }), mask: fc.record({ fieldPaths: fc.array(fieldPath, { maxLength: 2 }) }) },
            { requiredKeys: [] },
          ),
          fc.anything({ maxDepth: 3 }),
        ),
        async (body) => {
          expectSafeFirestoreAnswer(await send(`${cloud.url}/v1/${ROOT}:batchGet`, JSON.stringify(body) ?? 'null'));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

// ---- GraphQL documents and variables ----

const connectionArgs = fc.oneof(
  fc.constant(''),
  fc.integer({ min: -5, max: 300 }).map((n) => `(first: ${n})`),
  fc.integer({ min: 0, max: 300 }).map((n) => `(last: ${n}, reverse: true)`),
  fc.constantFrom('(first: "ten")', '(first: 1, after: "bogus")', '(first: $n)', '(first: 2147483648)'),
);
const { selection } = fc.letrec<{ selection: string }>((tie) => ({
  selection: fc.oneof(
    { depthSize: 'small', maxDepth: 5 },
    fc.constantFrom('id', 'title', 'handle', '__typename', 'description(truncateAt: 5)', 'nope', 'availableForSale'),
    fc
      .tuple(fc.constantFrom('products', 'collections', 'variants', 'images'), connectionArgs, tie('selection'))
      .map(([field, args, inner]) => `${field}${args} { nodes { ${inner} } }`),
    fc.tuple(fc.constantFrom('a', 'b', 'c'), tie('selection')).map(([alias, inner]) => `${alias}: ${inner}`),
    fc.tuple(tie('selection'), tie('selection')).map(([a, b]) => `${a} ${b}`),
    tie('selection').map((inner) => `... on Product { ${inner} }`),
  ),
}));
const graphqlDocument = fc.oneof(
  fc
    .tuple(fc.constantFrom('products', 'collections', 'productTypes', 'productTags'), connectionArgs, selection)
    .map(([root, args, inner]) => `query($n: Int) { ${root}${args} { nodes { ${inner} } } }`),
  selection.map((inner) => `{ ${inner} }`),
  fc.constantFrom(
    'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Product { title } } }',
    'query($id: ID!) { cart(id: $id) { id lines(first: 250) { nodes { quantity } } } }',
    'mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { userErrors { code } } }',
    '{ __schema { types { name } } }',
    'fragment A on Product { ...A } { products(first: 1) { nodes { ...A } } }',
    '{ products(first: 1) { nodes { title @skip(if: $skip) } } }',
  ),
  fc.string({ maxLength: 60 }),
);

const graphqlVariables = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record(
      {
        n: fc.oneof(fc.integer({ min: -2, max: 300 }), fc.constant(null)),
        skip: fc.boolean(),
        ids: fc.array(fc.constantFrom('gid://shopify/Product/1', 'gid://shopify/Collection/9', 'x'), { maxLength: 3 }),
        id: fc.constantFrom('gid://shopify/Cart/abc?key=1', 'nope'),
      },
      { requiredKeys: [] },
    ),
  },
  fc.anything({ maxDepth: 3 }),
);

describe('fuzzing Storefront GraphQL documents and variables', () => {
  it('never answers 5xx, never leaks internal text and never crashes a resolver', async () => {
    await fc.assert(
      fc.asyncProperty(graphqlDocument, graphqlVariables, fc.boolean(), async (query, variables, withToken) => {
        const headers: Record<string, string> = {
          'Content-Type': 'application/json',
          ...(withToken ? { 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' } : {}),
        };
        const answer = await send(`${cloud.url}/api/2026-04/graphql.json`, JSON.stringify({ query, variables }), headers);
        expect(answer.status, answer.text).toBeLessThan(500);
        expect(answer.text).not.toMatch(INTERNAL_TEXT);
        expect(answer.text).not.toContain('INTERNAL_SERVER_ERROR');
        expect(answer.text.length).toBeLessThan(5_000_000);
        // Whatever it answers with data is what Shopify's official 2026-04 schema would give for the document.
        const plainVariables = variables === null || (typeof variables === 'object' && !Array.isArray(variables));
        if (answer.status === 200 && plainVariables) {
          const json = JSON.parse(answer.text) as { data?: unknown; errors?: { path?: (string | number)[] }[] };
          expect(schemaProblems('2026-04', { query, variables: variables as Record<string, unknown> | null }, json)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

// ---- cart mutations ----

const variantId = fc.oneof(
  fc.integer({ min: 0, max: 262 }).map((n) => `gid://shopify/ProductVariant/${4000 + n}`),
  fc.constantFrom('gid://shopify/ProductVariant/2004', 'nope'),
);
const quantity = fc.oneof(fc.integer({ min: -2, max: 120 }), fc.constantFrom(1_000_000_000, 2_147_483_647, 99, 100));
const attributes = fc.array(
  fc.record({
    key: fc.oneof(fc.string({ maxLength: 5 }), fc.constant('k'.repeat(300))),
    value: fc.oneof(fc.string({ maxLength: 5 }), fc.constant('v'.repeat(5001)), fc.constant(null)),
  }),
  { maxLength: 3 },
);
const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    lines: fc.array(fc.record({ merchandiseId: variantId, quantity, attributes }, { requiredKeys: ['merchandiseId'] }), { maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('update' as const), quantity, index: fc.nat(3) }),
  fc.record({
    kind: fc.constant('note' as const),
    note: fc.oneof(fc.string({ maxLength: 10 }), fc.constant('n'.repeat(5001)), fc.constant('n'.repeat(5000))),
  }),
  fc.record({ kind: fc.constant('attributes' as const), attributes }),
  fc.record({
    kind: fc.constant('codes' as const),
    codes: fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.constant('c'.repeat(300))), { maxLength: 3 }),
  }),
);

async function graphql(query: string, variables: Record<string, unknown>) {
  const answer = await send(`${shop.origin}/api/2026-04/graphql.json`, JSON.stringify({ query, variables }), {
    'Content-Type': 'application/json',
    'X-Shopify-Storefront-Access-Token': 'local-storefront-token',
  });
  expect(answer.status, answer.text).toBeLessThan(500);
  return JSON.parse(answer.text) as {
    data?: Record<string, { cart: { id: string } | null; userErrors: unknown[] } | null> | null;
    errors?: unknown[];
  };
}

describe('fuzzing cart mutations', () => {
  it('saves a cart only within every limit, and a refused mutation leaves the saved cart byte for byte', async () => {
    const created = await graphql('mutation { cartCreate(input: {}) { cart { id } userErrors { code } } }', {});
    const id = created.data?.cartCreate?.cart?.id as string;
    const token = /Cart\/([^?]+)/.exec(id)?.[1] as string;
    const file = path.join(shop.dataDir, 'shopify', 'carts', `${token}.json`);
    const payload = 'cart { lines(first: 250) { nodes { id } } } userErrors { code }';
    await fc.assert(
      fc.asyncProperty(mutation, async (change) => {
        const before = await readFile(file, 'utf8');
        const lines = (JSON.parse(before) as { lines: { id: string }[] }).lines;
        let answer;
        if (change.kind === 'add') {
          answer = await graphql(
            `mutation($id: ID!, $lines: [CartLineInput!]!) { result: cartLinesAdd(cartId: $id, lines: $lines) { ${payload} } }`,
            { id, lines: change.lines },
          );
        } else if (change.kind === 'update') {
          const line = lines[change.index % Math.max(1, lines.length)];
          answer = await graphql(
            `mutation($id: ID!, $lines: [CartLineUpdateInput!]!) { result: cartLinesUpdate(cartId: $id, lines: $lines) { ${payload} } }`,
            {
              id,
              lines: [{ id: line?.id ?? 'gid://shopify/CartLine/none', quantity: change.quantity }],
            },
          );
        } else if (change.kind === 'note') {
          answer = await graphql(`mutation($id: ID!, $note: String!) { result: cartNoteUpdate(cartId: $id, note: $note) { ${payload} } }`, {
            id,
            note: change.note,
          });
        } else if (change.kind === 'attributes') {
          answer = await graphql(
            `mutation($id: ID!, $a: [AttributeInput!]!) { result: cartAttributesUpdate(cartId: $id, attributes: $a) { ${payload} } }`,
            { id, a: change.attributes },
          );
        } else {
          answer = await graphql(
            `mutation($id: ID!, $c: [String!]!) { result: cartDiscountCodesUpdate(cartId: $id, discountCodes: $c) { ${payload} } }`,
            { id, c: change.codes },
          );
        }
        const after = await readFile(file, 'utf8');
        const refused = Boolean(answer.errors?.length) || !answer.data?.result?.cart;
        if (refused) expect(after).toBe(before);
        expect(storedCart(JSON.parse(after))).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});
