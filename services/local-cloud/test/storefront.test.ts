// Drives the local Storefront API over HTTP as the store's client does, in GraphQL: catalogue, language, carts, orders; every answer held to the official 2026-04 schema.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifyServer, type ShopifyTestServer } from '../src/shopify/testing';
import { storefront, storefrontData } from './support/storefront';

const CHLORINE = 'gid://shopify/Product/1001';
const LOUNGER = 'gid://shopify/Product/1002';
const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001';
const CHLORINE_5KG = 'gid://shopify/ProductVariant/2002';
const LOUNGER_VARIANT = 'gid://shopify/ProductVariant/2003';
const SOLD_OUT_VARIANT = 'gid://shopify/ProductVariant/2004';

let server: ShopifyTestServer;

beforeAll(async () => {
  server = await startShopifyServer();
});

afterAll(async () => {
  await server.close();
});

const PRODUCT = `
  fragment ProductParts on Product {
    id handle title
    options { name optionValues { name } }
    images(first: 10) { nodes { id } }
    variants(first: 10) {
      nodes {
        id price { amount currencyCode } compareAtPrice { amount }
        image { id } selectedOptions { name value }
      }
    }
  }`;

interface Product {
  id: string;
  handle: string;
  title: string;
  options: { name: string; optionValues: { name: string }[] }[];
  images: { nodes: { id: string }[] };
  variants: {
    nodes: {
      id: string;
      price: { amount: string; currencyCode: string };
      compareAtPrice: { amount: string } | null;
      image: { id: string } | null;
      selectedOptions: { name: string; value: string }[];
    }[];
  };
}

describe('products', () => {
  it('answers nodes(ids:) with variants, images and options, and null for an unknown id', async () => {
    const { nodes } = await storefrontData<{ nodes: (Product | null)[] }>(
      server.origin,
      `query P($ids: [ID!]!) { nodes(ids: $ids) { __typename ...ProductParts } } ${PRODUCT}`,
      { ids: [CHLORINE, 'gid://shopify/Product/404', LOUNGER] },
    );
    const [chlorine, missing, lounger] = nodes;
    expect(missing).toBeNull();
    expect(chlorine?.title).toBe('Chlore stabilisé');
    expect(chlorine?.handle).toBe('chlore-stabilise');
    expect(chlorine?.options.map((o) => [o.name, o.optionValues.map((v) => v.name)])).toEqual([['Format', ['2 kg', '5 kg']]]);
    expect(chlorine?.images.nodes.map((i) => i.id)).toEqual(['gid://shopify/ProductImage/5001', 'gid://shopify/ProductImage/5002']);
    const [small, large] = chlorine?.variants.nodes ?? [];
    expect(small?.price.amount).toBe('24.99');
    expect(small?.compareAtPrice).toBeNull();
    expect(large?.price).toEqual({ amount: '49.5', currencyCode: 'CAD' });
    expect(large?.compareAtPrice?.amount).toBe('59.99');
    expect(large?.image?.id).toBe('gid://shopify/ProductImage/5002');
    expect(large?.selectedOptions).toEqual([{ name: 'Format', value: '5 kg' }]);
    expect(lounger?.variants.nodes[0]?.image).toBeNull();
  });

  it('finds products by id, by handle, by query and recommends related ones', async () => {
    const data = await storefrontData<{
      byId: { handle: string };
      byHandle: { id: string };
      nope: null;
      products: { nodes: { id: string }[] };
      productRecommendations: { id: string }[];
    }>(
      server.origin,
      `{
        byId: product(id: "${LOUNGER}") { handle }
        byHandle: product(handle: "chlore-stabilise") { id }
        nope: product(handle: "nope") { id }
        products(first: 10, query: "product_type:Chaises", sortKey: TITLE) { nodes { id } }
        productRecommendations(productId: "${CHLORINE}") { id }
      }`,
    );
    expect(data.byId.handle).toBe('chaise-longue-riviera');
    expect(data.byHandle.id).toBe(CHLORINE);
    expect(data.nope).toBeNull();
    expect(data.products.nodes.map((p) => p.id)).toEqual([LOUNGER]);
    expect(data.productRecommendations.map((p) => p.id)).toContain(LOUNGER);
  });

  it('pages with cursors through the whole catalogue', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    type Page = { products: { nodes: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    for (;;) {
      const { products }: Page = await storefrontData<Page>(
        server.origin,
        'query P($after: String) { products(first: 100, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }',
        {
          after,
        },
      );
      ids.push(...products.nodes.map((p) => p.id));
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect(ids).toHaveLength(263);
    expect(new Set(ids).size).toBe(263);
  });
});

describe('language context', () => {
  const query = (directive: string) =>
    `query Q($ids: [ID!]!${directive.includes('$language') ? ', $language: LanguageCode' : ''}) ${directive} { nodes(ids: $ids) { __typename ... on Product { title description descriptionHtml } } }`;
  type Nodes = { nodes: { title: string; description: string; descriptionHtml: string }[] };

  it('serves English titles and descriptions under @inContext(language: EN), French otherwise and where none exists', async () => {
    const english = await storefrontData<Nodes>(server.origin, query('@inContext(language: EN)'), { ids: [CHLORINE, LOUNGER] });
    expect(english.nodes[0]).toMatchObject({
      title: 'Stabilized chlorine',
      descriptionHtml: '<p>Stabilized chlorine tablets for pools.</p>',
    });
    const french = await storefrontData<Nodes>(server.origin, query(''), { ids: [CHLORINE, LOUNGER] });
    expect(french.nodes[0]?.title).toBe('Chlore stabilisé');
    // A product without English keeps its French text.
    expect(english.nodes[1]?.title).toBe(french.nodes[1]?.title);
  });

  it('serves a collection’s English title and description the same way, French where it has none', async () => {
    const collections = `{ collections(first: 5) { nodes { handle title description descriptionHtml } } }`;
    type Collections = { collections: { nodes: { handle: string; title: string; descriptionHtml: string }[] } };
    const english = await storefrontData<Collections>(server.origin, `query Q @inContext(language: EN) ${collections}`);
    expect(english.collections.nodes.find((node) => node.handle === 'essentiels')).toMatchObject({
      title: 'Essentials',
      descriptionHtml: '<p>Seasonal essentials</p>',
    });
    expect(english.collections.nodes.find((node) => node.handle === 'liquidations')?.title).toBe('Liquidations');
    const french = await storefrontData<Collections>(server.origin, `query Q ${collections}`);
    expect(french.collections.nodes.find((node) => node.handle === 'essentiels')?.title).toBe('Essentiels');
  });

  it('reads the language from a variable too', async () => {
    const answer = await storefrontData<Nodes>(server.origin, query('@inContext(language: $language)'), {
      ids: [CHLORINE],
      language: 'EN',
    });
    expect(answer.nodes[0]?.description).toBe('Stabilized chlorine tablets for pools.');
  });
});

describe('collections', () => {
  type Collections = { collections: { nodes: { handle: string; products: { nodes: { id: string; handle: string }[] } }[] } };

  it('answers every collection with at most 250 products, in the collection’s order', async () => {
    const { collections } = await storefrontData<Collections>(
      server.origin,
      '{ collections(first: 250) { nodes { handle products(first: 250) { nodes { id handle } } } } }',
    );
    expect(collections.nodes.map((c) => c.handle)).toEqual(['liquidations', 'essentiels', 'accessoires']);
    // The fixture lists an id with no product behind it: it is skipped, as Shopify skips unpublished products.
    expect(collections.nodes.find((c) => c.handle === 'essentiels')?.products.nodes.map((p) => p.id)).toEqual([LOUNGER, CHLORINE]);
    expect(collections.nodes.find((c) => c.handle === 'accessoires')?.products.nodes).toHaveLength(250);
  });

  it('pages the products of a collection past 250', async () => {
    const page = `query C($after: String) { collection(id: "gid://shopify/Collection/910000") {
      products(first: 250, after: $after) { nodes { handle } pageInfo { hasNextPage endCursor } } } }`;
    type Page = { collection: { products: { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } };
    const first = await storefrontData<Page>(server.origin, page, { after: null });
    expect(first.collection.products.nodes).toHaveLength(250);
    expect(first.collection.products.pageInfo.hasNextPage).toBe(true);
    const next = await storefrontData<Page>(server.origin, page, { after: first.collection.products.pageInfo.endCursor });
    expect(next.collection.products.nodes.map((p) => p.handle)).toEqual(Array.from({ length: 10 }, (_, i) => `accessoire-${250 + i}`));
  });

  it('finds a collection by handle', async () => {
    const data = await storefrontData<{ collection: { id: string } }>(server.origin, '{ collection(handle: "liquidations") { id } }');
    expect(data.collection.id).toBe('gid://shopify/Collection/900002');
  });
});

const CART = `
  fragment CartParts on Cart {
    id note totalQuantity
    attributes { key value }
    discountCodes { code applicable }
    discountAllocations { __typename discountedAmount { amount } }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    lines(first: 50) { nodes { __typename id quantity merchandise { __typename ... on ProductVariant { id product { handle title } } } } }
  }`;

interface Cart {
  id: string;
  note: string | null;
  totalQuantity: number;
  attributes: { key: string; value: string | null }[];
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: { discountedAmount: { amount: string } }[];
  cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } };
  lines: { nodes: { id: string; quantity: number; merchandise: { id: string; product: { handle: string; title: string } } }[] };
}

interface CartPayload {
  cart: Cart | null;
  userErrors: { field: string[] | null; message: string; code: string | null }[];
}

const PAYLOAD = `cart { ...CartParts } userErrors { field message code }`;

/** Runs one cart mutation and answers its payload. */
async function cartMutation(field: string, signature: string, args: string, variables: Record<string, unknown>): Promise<CartPayload> {
  const data = await storefrontData<Record<string, CartPayload>>(
    server.origin,
    `mutation M(${signature}) { ${field}(${args}) { ${PAYLOAD} } } ${CART}`,
    variables,
  );
  return data[field]!;
}

const createCart = (input: Record<string, unknown> = {}) => cartMutation('cartCreate', '$input: CartInput', 'input: $input', { input });
const addLines = (cartId: string, lines: unknown[]) =>
  cartMutation('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartId: $cartId, lines: $lines', { cartId, lines });
const updateLines = (cartId: string, lines: unknown[]) =>
  cartMutation('cartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $cartId, lines: $lines', { cartId, lines });
const removeLines = (cartId: string, lineIds: string[]) =>
  cartMutation('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartId: $cartId, lineIds: $lineIds', { cartId, lineIds });

async function fetchCart(id: string): Promise<Cart | null> {
  return (
    await storefrontData<{ cart: Cart | null }>(server.origin, `query C($id: ID!) { cart(id: $id) { ...CartParts } } ${CART}`, { id })
  ).cart;
}

describe('cart lifecycle', () => {
  it('creates, adds, merges, updates, removes and fetches lines with costs', async () => {
    const created = await createCart({
      lines: [{ merchandiseId: CHLORINE_2KG, quantity: 2 }],
      note: 'Livrer après 17h',
      attributes: [{ key: 'source', value: 'test' }],
    });
    const id = created.cart!.id;
    expect(id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[0-9a-f]+$/);
    expect(created.cart?.note).toBe('Livrer après 17h');
    expect(created.cart?.attributes).toEqual([{ key: 'source', value: 'test' }]);
    expect(created.cart?.cost.subtotalAmount.amount).toBe('49.98');

    const added = await addLines(id, [
      { merchandiseId: CHLORINE_2KG, quantity: 1 },
      { merchandiseId: LOUNGER_VARIANT, quantity: 1 },
    ]);
    expect(added.cart?.lines.nodes.map((l) => [l.merchandise.id, l.quantity])).toEqual([
      [CHLORINE_2KG, 3],
      [LOUNGER_VARIANT, 1],
    ]);
    expect(added.cart?.lines.nodes[0]?.merchandise.product).toEqual({ handle: 'chlore-stabilise', title: 'Chlore stabilisé' });
    expect(added.cart?.cost.totalAmount.amount).toBe('473.97');

    const [chlorineLine, loungerLine] = added.cart!.lines.nodes.map((l) => l.id);
    const updated = await updateLines(id, [{ id: chlorineLine, quantity: 1 }]);
    expect(updated.cart?.lines.nodes.find((l) => l.id === chlorineLine)?.quantity).toBe(1);
    expect(updated.cart?.cost.totalAmount.amount).toBe('423.99');

    const removed = await removeLines(id, [loungerLine!]);
    expect(removed.cart?.lines.nodes.map((l) => l.id)).toEqual([chlorineLine]);

    // Quantity 0 removes the line, as on Shopify.
    const zeroed = await updateLines(id, [{ id: chlorineLine, quantity: 0 }]);
    expect(zeroed.cart?.lines.nodes).toEqual([]);
    expect(zeroed.cart?.cost.totalAmount.amount).toBe('0.0');

    const fetched = await fetchCart(id);
    expect(fetched).toMatchObject({ id, note: 'Livrer après 17h', lines: { nodes: [] } });
  });

  it('updates the note and the attributes', async () => {
    const { cart } = await createCart({ note: 'première' });
    const id = cart!.id;
    const noted = await cartMutation('cartNoteUpdate', '$cartId: ID!, $note: String!', 'cartId: $cartId, note: $note', {
      cartId: id,
      note: 'seconde',
    });
    expect(noted.cart?.note).toBe('seconde');
    const attributed = await cartMutation(
      'cartAttributesUpdate',
      '$cartId: ID!, $attributes: [AttributeInput!]!',
      'cartId: $cartId, attributes: $attributes',
      { cartId: id, attributes: [{ key: 'gift', value: 'oui' }] },
    );
    expect(attributed.cart?.attributes).toEqual([{ key: 'gift', value: 'oui' }]);
  });

  it('applies a known discount code as an order-level percentage and reports unknown codes as not applicable', async () => {
    const { cart } = await createCart({
      lines: [
        { merchandiseId: CHLORINE_2KG, quantity: 2 },
        { merchandiseId: LOUNGER_VARIANT, quantity: 1 },
      ],
    });
    const codes = (discountCodes: string[]) =>
      cartMutation(
        'cartDiscountCodesUpdate',
        '$cartId: ID!, $discountCodes: [String!]!',
        'cartId: $cartId, discountCodes: $discountCodes',
        {
          cartId: cart!.id,
          discountCodes,
        },
      );
    const discounted = await codes(['piscine10']);
    expect(discounted.cart?.cost.subtotalAmount.amount).toBe('448.98');
    // 10 % of 49.98 rounds to 5.00 and 10 % of 399.00 is 39.90.
    expect(discounted.cart?.cost.totalAmount.amount).toBe('404.08');
    expect(discounted.cart?.discountCodes).toEqual([{ code: 'piscine10', applicable: true }]);
    expect(discounted.cart?.discountAllocations.map((a) => a.discountedAmount.amount)).toEqual(['5.0', '39.9']);

    const withUnknown = await codes(['piscine10', 'FAUX']);
    expect(withUnknown.cart?.cost.totalAmount.amount).toBe('404.08');
    expect(withUnknown.cart?.discountCodes).toContainEqual({ code: 'FAUX', applicable: false });
    expect((await codes([])).cart?.cost.totalAmount.amount).toBe('448.98');
  });

  it('refuses unknown and sold-out merchandise and unknown lines with user errors', async () => {
    const unknown = await createCart({ lines: [{ merchandiseId: 'gid://shopify/ProductVariant/404', quantity: 1 }] });
    expect(unknown.cart).toBeNull();
    expect(unknown.userErrors).toEqual([expect.objectContaining({ code: 'INVALID', field: ['input', 'lines', '0', 'merchandiseId'] })]);
    const { cart } = await createCart();
    const soldOut = await addLines(cart!.id, [{ merchandiseId: SOLD_OUT_VARIANT, quantity: 1 }]);
    expect(soldOut.userErrors).toEqual([expect.objectContaining({ message: "The product 'Parasol épuisé' is already sold out." })]);
    const missingLine = await removeLines(cart!.id, ['gid://shopify/CartLine/nope']);
    expect(missingLine.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_MERCHANDISE_LINE' })]);
  });

  it('answers null for an unknown cart', async () => {
    expect(await fetchCart('gid://shopify/Cart/doesNotExist01?key=abc')).toBeNull();
  });
});

describe('schema checks', () => {
  it('refuses a variable the 2026-04 schema does not define, such as line customAttributes at cart creation', async () => {
    const answer = await storefront(server.origin, {
      query: `mutation M($input: CartInput) { cartCreate(input: $input) { cart { id } } }`,
      variables: { input: { lines: [{ merchandiseId: CHLORINE_5KG, quantity: 1, customAttributes: [{ key: 'k', value: 'v' }] }] } },
    });
    expect(answer.json.data).toBeUndefined();
    expect(answer.json.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/customAttributes.{1,4} is not defined by type .{1,4}CartLineInput/) as string,
        extensions: { code: 'INVALID_VARIABLE' },
      }),
    ]);
  });

  it('answers a query over GET, as JSON', async () => {
    const get = await fetch(
      `${server.origin}/api/2026-04/graphql.json?query=${encodeURIComponent('{ shop { paymentSettings { currencyCode } } }')}`,
    );
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toMatch(/^application\/json/);
    expect(get.headers.get('x-shopify-api-version')).toBe('2026-04');
    expect(await get.json()).toEqual({ data: { shop: { paymentSettings: { currencyCode: 'CAD' } } } });
  });

  it('answers __typename on abstract types and node(id)', async () => {
    const data = await storefrontData(
      server.origin,
      `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on ProductVariant { product { __typename handle } } } }`,
      { ids: [CHLORINE, CHLORINE_2KG, 'gid://shopify/Collection/900004', 'gid://shopify/Order/1'] },
    );
    expect(data).toEqual({
      nodes: [
        { __typename: 'Product', id: CHLORINE },
        { __typename: 'ProductVariant', id: CHLORINE_2KG, product: { __typename: 'Product', handle: 'chlore-stabilise' } },
        { __typename: 'Collection', id: 'gid://shopify/Collection/900004' },
        null,
      ],
    });
  });

  it('refuses a connection without first or last, as Shopify does', async () => {
    const answer = await storefront(server.origin, { query: '{ products(query: "") { edges { node { id } } } }' });
    expect(answer.json.errors).toEqual([expect.objectContaining({ message: 'you must provide one of first or last', path: ['products'] })]);
  });
});

/** The local order endpoints stand in for the Admin API: they take the server's admin secret. */
const asAdmin = (target: { adminToken: string }) => ({ Authorization: `Bearer ${target.adminToken}` });

async function complete(target: ShopifyTestServer, cartId: string) {
  const response = await fetch(`${target.origin}/api/local/carts/${encodeURIComponent(cartId)}/complete`, {
    method: 'POST',
    headers: asAdmin(target),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('completion and persistence', () => {
  it('turns a cart into an order; afterwards the cart is null, as on Shopify', async () => {
    const { cart } = await createCart({ lines: [{ merchandiseId: LOUNGER_VARIANT, quantity: 2 }], note: 'Sonner deux fois' });
    const id = cart!.id;
    const completed = await complete(server, id);
    expect(completed.status).toBe(201);
    const order = completed.json.order as Record<string, unknown>;
    expect(order).toMatchObject({ cartId: id, note: 'Sonner deux fois', total: '798.0', currencyCode: 'CAD' });
    expect(order.name).toMatch(/^#\d{4,}$/);
    expect(await fetchCart(id)).toBeNull();
    const after = await addLines(id, [{ merchandiseId: LOUNGER_VARIANT, quantity: 1 }]);
    expect(after.userErrors).toEqual([expect.objectContaining({ message: 'The specified cart does not exist.' })]);
    expect((await complete(server, id)).status).toBe(409);
    const listed = (await (await fetch(`${server.origin}/api/local/orders`, { headers: asAdmin(server) })).json()) as {
      orders: { id: string }[];
    };
    expect(listed.orders.map((o) => o.id)).toContain(order.id);
  });

  it('refuses to complete an empty or unknown cart', async () => {
    const { cart } = await createCart();
    expect((await complete(server, cart!.id)).status).toBe(422);
    expect((await complete(server, 'gid://shopify/Cart/unknownCart123?key=0123abcd')).status).toBe(404);
  });

  it('keeps carts and orders across a restart on the same data folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'local-shopify-restart-'));
    const serving = server;
    try {
      server = await startShopifyServer({ dataDir });
      const first = server;
      const kept = (await createCart({ lines: [{ merchandiseId: CHLORINE_2KG, quantity: 3 }], note: 'persistante' })).cart!.id;
      const done = (await createCart({ lines: [{ merchandiseId: CHLORINE_2KG, quantity: 1 }] })).cart!.id;
      await complete(first, done);
      await first.close();

      server = await startShopifyServer({ dataDir });
      const second = server;
      const fetched = await fetchCart(kept);
      expect(fetched?.note).toBe('persistante');
      expect(fetched?.lines.nodes.map((l) => [l.merchandise.id, l.quantity])).toEqual([[CHLORINE_2KG, 3]]);
      expect(await fetchCart(done)).toBeNull();
      const next = await complete(second, kept);
      const listed = (await (await fetch(`${second.origin}/api/local/orders`, { headers: asAdmin(second) })).json()) as {
        orders: { orderNumber: number }[];
      };
      expect(listed.orders.map((o) => o.orderNumber)).toEqual([1001, 1002]);
      expect((next.json.order as { orderNumber: number }).orderNumber).toBe(1002);
      await second.close();
    } finally {
      server = serving;
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('loses no change when requests edit one cart at the same time', async () => {
    const { cart } = await createCart();
    await Promise.all(Array.from({ length: 8 }, () => addLines(cart!.id, [{ merchandiseId: CHLORINE_2KG, quantity: 1 }])));
    expect((await fetchCart(cart!.id))?.lines.nodes.map((l) => l.quantity)).toEqual([8]);
  });
});
