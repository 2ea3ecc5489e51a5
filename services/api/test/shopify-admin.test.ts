// Drives createShopifyAdminOrders with the real @shopify/admin-api-client against the local cloud's Admin API over HTTP.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startShopifyServer, type ShopifyTestServer } from '@storefront/local-cloud/shopify/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db';
import { commerceOrderInput, type StoredOrder } from '../src/orders/commerce-push';
import {
  CommerceInputError,
  CommerceRejectedError,
  CommerceUnavailableError,
  createShopifyAdminOrders,
  type CommerceOrderInput,
} from '../src/orders/shopify-admin';

const DOMAIN = 'storefront.myshopify.com';
const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001'; // 24.99 $ in the catalogue
const LOUNGER = 'gid://shopify/ProductVariant/2003'; // 399 $
const ACCESSORY = 'gid://shopify/ProductVariant/4000'; // 5 $

let shop: ShopifyTestServer;

beforeAll(async () => {
  shop = await startShopifyServer();
});
afterAll(async () => shop.close());

/** GST and QST on the 15.00 of delivery, as commerce-tax-lines shares the order's taxes (see the lines' below). */
const SHIPPING_TAXES = [
  { title: 'TPS', rate: 0.05, amount: 0.75 },
  { title: 'TVQ', rate: 0.09975, amount: 1.5 },
];

/**
 * Two chlorine at the quoted 20.00 (not today's 24.99) and a lounger at 379 (not 399), 10 % off, delivery, taxes: 419.00 − 41.90 + 15.00 + 19.60 + 39.10 = 450.80.
 * The taxes on 36.00, 341.10 and 15.00: GST 1.80 + 17.05 + 0.75 = 19.60, QST 3.59 + 34.01 + 1.50 = 39.10.
 */
function order(overrides: Partial<CommerceOrderInput> = {}): CommerceOrderInput {
  return {
    orderId: randomUUID(),
    number: 'PS-1A2B3C4D',
    locale: 'fr',
    email: 'marie@example.com',
    phone: '450 555-0123',
    shippingAddress: {
      firstName: 'Marie',
      lastName: 'Côté',
      address1: '12, rue des Érables',
      address2: null,
      city: 'Laval',
      provinceCode: 'QC',
      zip: 'H7S 1M9',
      countryCode: 'CA',
      phone: '450 555-0123',
    },
    billingAddress: null,
    lines: [
      {
        variantId: CHLORINE_2KG,
        title: 'Chlore stabilisé',
        variantTitle: '2 kg',
        quantity: 2,
        unitPrice: 20,
        taxes: [
          { title: 'TPS', rate: 0.05, amount: 1.8 },
          { title: 'TVQ', rate: 0.09975, amount: 3.59 },
        ],
      },
      {
        variantId: LOUNGER,
        title: 'Chaise longue Riviera',
        variantTitle: 'Default Title',
        quantity: 1,
        unitPrice: 379,
        taxes: [
          { title: 'TPS', rate: 0.05, amount: 17.05 },
          { title: 'TVQ', rate: 0.09975, amount: 34.01 },
        ],
      },
    ],
    discount: { codes: ['PISCINE10'], amount: 41.9 },
    shippingLines: [{ title: 'Postes Canada', code: 'post', amount: 15, taxes: SHIPPING_TAXES }],
    attributes: [{ key: 'post_window', value: '2026-11-26/2026-12-02' }],
    taxes: [
      { title: 'TPS', rate: 0.05, amount: 19.6 },
      { title: 'TVQ', rate: 0.09975, amount: 39.1 },
    ],
    total: 450.8,
    currency: 'CAD',
    note: 'Livrer après 17 h',
    payment: { gateway: 'braintree', reference: 'txn-123', amount: 450.8, processedAt: '2026-11-25T20:00:00Z' },
    ...overrides,
  };
}

async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${shop.origin}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': shop.adminToken },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

const stock = async (id: string) =>
  (
    await admin<{ productVariant: { inventoryQuantity: number } }>('query S($id: ID!) { productVariant(id: $id) { inventoryQuantity } }', {
      id,
    })
  ).productVariant.inventoryQuantity;

async function ordersFor(orderId: string) {
  const data = await admin<{ orders: { nodes: Record<string, unknown>[] } }>(
    `query F($q: String) { orders(first: 5, query: $q) { nodes { id name tags displayFinancialStatus totalPriceSet { shopMoney { amount } } subtotalPriceSet { shopMoney { amount } }
      lineItems(first: 5) { nodes { quantity originalUnitPriceSet { shopMoney { amount } } } } transactions { gateway authorizationCode amountSet { shopMoney { amount } } }
      billingAddress { address1 phone } shippingLines(first: 1) { nodes { title code } } discountCodes customAttributes { key value } } } }`,
    { q: `source_identifier:"${orderId}"` },
  );
  return data.orders.nodes;
}

const sink = (overrides: Partial<Parameters<typeof createShopifyAdminOrders>[0]> = {}) =>
  createShopifyAdminOrders({ storeDomain: DOMAIN, accessToken: shop.adminToken, apiOrigin: shop.origin, ...overrides });

describe('createOrder', () => {
  it('creates a paid order from the stored lines and prices, and a retry finds it instead of making a second one', async () => {
    const input = order();
    const chlorine = await stock(CHLORINE_2KG);
    const lounger = await stock(LOUNGER);

    const first = await sink().createOrder(input);
    expect(first).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/) as string,
      name: expect.stringMatching(/^#\d+$/) as string,
    });
    const again = await sink().createOrder(input);
    expect(again).toEqual(first);

    const found = await ordersFor(input.orderId);
    expect(found).toEqual([
      {
        id: first.id,
        name: first.name,
        tags: ['PS-1A2B3C4D', 'lang-fr'],
        displayFinancialStatus: 'PAID',
        totalPriceSet: { shopMoney: { amount: '450.8' } },
        // Order.subtotalPriceSet is the lines after their discount: 419.00 − 41.90.
        subtotalPriceSet: { shopMoney: { amount: '377.1' } },
        lineItems: {
          nodes: [
            { quantity: 2, originalUnitPriceSet: { shopMoney: { amount: '20.0' } } },
            { quantity: 1, originalUnitPriceSet: { shopMoney: { amount: '379.0' } } },
          ],
        },
        transactions: [{ gateway: 'braintree', authorizationCode: 'txn-123', amountSet: { shopMoney: { amount: '450.8' } } }],
        // No billing address given: the shipping one, without its phone.
        billingAddress: { address1: '12, rue des Érables', phone: null },
        shippingLines: { nodes: [{ title: 'Postes Canada', code: 'post' }] },
        discountCodes: ['PISCINE10'],
        customAttributes: [{ key: 'post_window', value: '2026-11-26/2026-12-02' }],
      },
    ]);
    // Stock claimed once, by the one order.
    expect(await stock(CHLORINE_2KG)).toBe(chlorine - 2);
    expect(await stock(LOUNGER)).toBe(lounger - 1);
  });

  it('never refuses a paid order for stock: it takes the variant below zero', async () => {
    const level = await stock(LOUNGER);
    const quantity = level + 2;
    const unitPrice = 1;
    const input = order({
      lines: [{ variantId: LOUNGER, title: 'Chaise longue Riviera', variantTitle: 'Default Title', quantity, unitPrice, taxes: [] }],
      discount: null,
      shippingLines: [],
      attributes: [],
      taxes: [],
      total: quantity * unitPrice,
      payment: { gateway: 'braintree', reference: 'txn-stock', amount: quantity * unitPrice, processedAt: '2026-11-25T20:00:00Z' },
    });
    await sink().createOrder(input);
    expect(await stock(LOUNGER)).toBe(-2);
  });

  it('dates the order at the payment, kept behind our clock so a clock ahead of Shopify’s is never PROCESSED_AT_INVALID', async () => {
    const late = order({ payment: { ...order().payment, processedAt: '2026-11-25T20:00:00.000Z' } });
    await sink().createOrder(late);
    const aheadOfShopify = order({ payment: { ...order().payment, processedAt: new Date(Date.now() + 5_000).toISOString() } });
    await sink().createOrder(aheadOfShopify);
    const processed = async (orderId: string) =>
      (
        await admin<{ orders: { nodes: { processedAt: string }[] } }>(
          'query P($q: String) { orders(first: 1, query: $q) { nodes { processedAt } } }',
          { q: `source_identifier:"${orderId}"` },
        )
      ).orders.nodes[0]?.processedAt;
    expect(await processed(late.orderId)).toBe('2026-11-25T20:00:00Z');
    expect(Date.parse((await processed(aheadOfShopify.orderId)) ?? '')).toBeLessThan(Date.now());
  });

  it('throws CommerceRejectedError with Shopify’s userErrors for a variant the shop does not have', async () => {
    const input = order({
      lines: [
        {
          variantId: 'gid://shopify/ProductVariant/999999',
          title: 'Disparu',
          variantTitle: '',
          quantity: 1,
          unitPrice: 419,
          taxes: [
            { title: 'TPS', rate: 0.05, amount: 18.85 },
            { title: 'TVQ', rate: 0.09975, amount: 37.6 },
          ],
        },
      ],
    });
    const error = await sink()
      .createOrder(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceRejectedError);
    expect(error).not.toBeInstanceOf(CommerceInputError);
    expect((error as CommerceRejectedError).userErrors).toContainEqual({
      field: ['order', 'lineItems', '0', 'variantId'],
      message: expect.stringContaining('999999') as string,
      code: 'INVALID',
    });
    expect(await ordersFor(input.orderId)).toEqual([]);
  });

  it('refuses amounts that do not add up before calling Shopify', async () => {
    const fields: string[] = [];
    const counting = createShopifyAdminOrders({ storeDomain: DOMAIN, accessToken: shop.adminToken, apiOrigin: 'http://127.0.0.1:9' });
    for (const input of [
      order({ total: 450.81, payment: { ...order().payment, amount: 450.81 } }),
      order({ payment: { ...order().payment, amount: 450.79 } }),
      order({ orderId: 'x" OR tag:"y' }),
      // The shipping's GST left off: the lines and shipping carry 0.75 less than the order's 19.60.
      order({ shippingLines: [{ title: 'Postes Canada', code: 'post', amount: 15, taxes: SHIPPING_TAXES.slice(1) }] }),
    ]) {
      const error = await counting.createOrder(input).catch((e: unknown) => e);
      expect(error, JSON.stringify(input.total)).toBeInstanceOf(CommerceInputError);
      fields.push((error as CommerceInputError).userErrors.map((e) => e.field?.join('.')).join());
    }
    expect(fields).toEqual(['total', 'payment.amount', 'orderId', 'taxes']);
  });

  it('refuses shipping lines that do not add up to the total, a negative one, and a blank or repeated attribute key', async () => {
    const offline = createShopifyAdminOrders({ storeDomain: DOMAIN, accessToken: shop.adminToken, apiOrigin: 'http://127.0.0.1:9' });
    const fields = async (input: CommerceOrderInput) => {
      const error = await offline.createOrder(input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CommerceInputError);
      return (error as CommerceInputError).userErrors.map((e) => e.field?.join('.'));
    };
    // 15.00 split in two adds up; a line left out does not.
    expect(
      await fields(
        order({
          shippingLines: [
            { title: 'Postes Canada', code: 'post', amount: 10, taxes: SHIPPING_TAXES },
            { title: 'Ramassage au magasin', code: 'pickup', amount: 0, taxes: [] },
          ],
        }),
      ),
    ).toEqual(['total']);
    expect(
      await fields(
        order({
          shippingLines: [
            { title: 'Postes Canada', code: 'post', amount: 20, taxes: SHIPPING_TAXES },
            { title: 'Ramassage au magasin', code: 'pickup', amount: -5, taxes: [] },
          ],
        }),
      ),
    ).toEqual(['shippingLines.1.amount']);
    expect(
      await fields(
        order({
          attributes: [
            { key: ' ', value: 'x' },
            { key: 'pickup_at', value: '2026-12-08 14:00' },
            { key: 'pickup_at', value: '2026-12-09 10:00' },
          ],
        }),
      ),
    ).toEqual(['attributes.0.key', 'attributes.2.key']);
  });
});

describe('an order leaving the store in several shipments', () => {
  /**
   * Paid in Laval: two accessories (10.00) by post for 12.95, a chlorine (24.99, a dangerous good) picked up at the store
   * on Tuesday 8 December 2026 from 14:30, free; GST and QST on 47.94: 2.40 + 4.78; 55.12 in all.
   */
  const stored = (id: string): StoredOrder => ({
    id,
    number: 'PS-2B3C4D5E',
    locale: 'fr',
    customer: {
      firstname: 'Marie',
      lastname: 'Côté',
      email: 'marie@example.com',
      phone: '450 555-0123',
      address: '12, rue des Érables',
      apartment: '',
      city: 'Laval',
      province: 'QC',
      postalCode: 'H7S 1M9',
    } as StoredOrder['customer'],
    email: 'marie@example.com',
    totals: {
      subtotal: 34.99,
      promoDiscount: 0,
      merchandise: 34.99,
      delivery: 12.95,
      taxes: [
        { kind: 'GST', rate: 5, amount: 2.4 },
        { kind: 'QST', rate: 9.975, amount: 4.78 },
      ],
      total: 55.12,
    },
    currency: 'CAD',
    note: null,
    promo_codes: [],
    payment_ref: 'txn-two',
    payment_provider: 'braintree',
    payment_method: null,
    paid_at: '2026-11-25T20:00:00Z',
    fulfilment: {
      shipments: [
        { method: 'post', lineIds: ['0'], fee: 12.95, window: { from: '2026-11-27', to: '2026-12-03' }, taxProvince: 'QC' },
        { method: 'pickup', lineIds: ['1'], fee: 0, date: '2026-12-08', time: '14:30', taxProvince: 'QC' },
      ],
    },
    merchant: {
      legalName: 'Piscines Soleil inc.',
      tradeName: 'Piscines Soleil',
      address: { street: '1250, boulevard Saint-Martin Ouest', city: 'Laval', province: 'QC', postalCode: 'H7S 1M9' },
      phone: '450 555-0100',
      email: 'ventes@piscinessoleil.local',
      gstNumber: '123456789 RT0001',
      qstNumber: '1234567890 TQ0001',
    },
    attempts: 0,
  });
  // The order's lines as order_lines keeps them, by position.
  const storedLines: Queryable = {
    query: <T>() =>
      Promise.resolve([
        { variant_id: ACCESSORY, title: 'Thermomètre flottant', variant_title: 'Default Title', quantity: 2, unit_price: '5.00' },
        { variant_id: CHLORINE_2KG, title: 'Chlore stabilisé', variant_title: '2 kg', quantity: 1, unit_price: '24.99' },
      ] as T[]),
  };

  it('sends one shipping line per shipment, the taxes as computed and where and when each leaves, as custom attributes', async () => {
    const input = await commerceOrderInput(storedLines, stored(randomUUID()));
    // The 2.40 of GST and 4.78 of QST paid, shared by cost over the accessories (10.00), the chlorine (24.99) and the post
    // (12.95); the free pickup carries none.
    expect(input.lines.map((line) => line.taxes)).toEqual([
      [
        { title: 'TPS', rate: 0.05, amount: 0.5 },
        { title: 'TVQ', rate: 0.09975, amount: 1 },
      ],
      [
        { title: 'TPS', rate: 0.05, amount: 1.25 },
        { title: 'TVQ', rate: 0.09975, amount: 2.49 },
      ],
    ]);
    expect(input.shippingLines).toEqual([
      {
        title: 'Postes Canada',
        code: 'post',
        amount: 12.95,
        taxes: [
          { title: 'TPS', rate: 0.05, amount: 0.65 },
          { title: 'TVQ', rate: 0.09975, amount: 1.29 },
        ],
      },
      { title: 'Ramassage au magasin — mardi 8 décembre 2026 à partir de 14\u00a0h\u00a030', code: 'pickup', amount: 0, taxes: [] },
    ]);
    const created = await sink().createOrder(input);

    const read = await admin<{ order: Record<string, unknown> }>(
      `query One($id: ID!) { order(id: $id) {
        shippingLines(first: 5) { nodes { title code source originalPriceSet { shopMoney { amount } } } }
        taxLines { title rate priceSet { shopMoney { amount } } }
        customAttributes { key value }
        lineItems(first: 5) { nodes { taxLines { title priceSet { shopMoney { amount } } } } }
        totalTaxSet { shopMoney { amount } }
        totalShippingPriceSet { shopMoney { amount } } totalPriceSet { shopMoney { amount } } } }`,
      { id: created.id },
    );
    expect(read.order).toEqual({
      shippingLines: {
        nodes: [
          { title: 'Postes Canada', code: 'post', source: 'piscines-soleil', originalPriceSet: { shopMoney: { amount: '12.95' } } },
          {
            title: 'Ramassage au magasin — mardi 8 décembre 2026 à partir de 14\u00a0h\u00a030',
            code: 'pickup',
            source: 'piscines-soleil',
            originalPriceSet: { shopMoney: { amount: '0.0' } },
          },
        ],
      },
      taxLines: [
        { title: 'TPS', rate: 0.05, priceSet: { shopMoney: { amount: '2.4' } } },
        { title: 'TVQ', rate: 0.09975, priceSet: { shopMoney: { amount: '4.78' } } },
      ],
      customAttributes: [
        { key: 'post_window', value: '2026-11-27/2026-12-03' },
        { key: 'pickup_location', value: '1250, boulevard Saint-Martin Ouest, Laval QC H7S 1M9' },
        { key: 'pickup_at', value: '2026-12-08 14:30' },
      ],
      lineItems: {
        nodes: [
          {
            taxLines: [
              { title: 'TPS', priceSet: { shopMoney: { amount: '0.5' } } },
              { title: 'TVQ', priceSet: { shopMoney: { amount: '1.0' } } },
            ],
          },
          {
            taxLines: [
              { title: 'TPS', priceSet: { shopMoney: { amount: '1.25' } } },
              { title: 'TVQ', priceSet: { shopMoney: { amount: '2.49' } } },
            ],
          },
        ],
      },
      // The taxes the buyer paid, 2.40 + 4.78, wherever they were placed.
      totalTaxSet: { shopMoney: { amount: '7.18' } },
      totalShippingPriceSet: { shopMoney: { amount: '12.95' } },
      totalPriceSet: { shopMoney: { amount: '55.12' } },
    });
  });

  it('numbers the keys of several shipments of one method, names a truck’s day and area, and reads an old order as one parcel', async () => {
    const order = stored(randomUUID());
    const two = await commerceOrderInput(storedLines, {
      ...order,
      fulfilment: {
        shipments: [
          { method: 'truck', lineIds: ['0'], fee: 12.95, date: '2026-12-04', area: 'Laval', taxProvince: 'QC' },
          { method: 'pickup', lineIds: ['1'], fee: 0, date: '2026-12-08', time: '10:00', taxProvince: 'QC' },
          { method: 'pickup', lineIds: ['1'], fee: 0, date: '2026-12-09', time: '14:00', taxProvince: 'QC' },
        ],
      },
    });
    expect(two.shippingLines.map((line) => [line.title, line.code])).toEqual([
      ['Livraison par notre camion — vendredi 4 décembre 2026 (Laval)', 'truck'],
      ['Ramassage au magasin — mardi 8 décembre 2026 à partir de 10\u00a0h', 'pickup'],
      ['Ramassage au magasin — mercredi 9 décembre 2026 à partir de 14\u00a0h', 'pickup'],
    ]);
    expect(two.attributes.map((attribute) => attribute.key)).toEqual([
      'delivery_date',
      'delivery_area',
      'pickup_location_2',
      'pickup_at_2',
      'pickup_location_3',
      'pickup_at_3',
    ]);
    expect(two.attributes[0]).toEqual({ key: 'delivery_date', value: '2026-12-04' });
    expect(two.attributes[5]).toEqual({ key: 'pickup_at_3', value: '2026-12-09 14:00' });

    // Paid before shipments were kept: one line by post for the whole delivery, and no window to tell.
    const old = await commerceOrderInput(storedLines, { ...order, fulfilment: null, merchant: null });
    expect(old.shippingLines).toEqual([
      {
        title: 'Postes Canada',
        code: 'post',
        amount: 12.95,
        taxes: [
          { title: 'TPS', rate: 0.05, amount: 0.65 },
          { title: 'TVQ', rate: 0.09975, amount: 1.29 },
        ],
      },
    ]);
    expect(old.attributes).toEqual([]);
    await expect(sink().createOrder(old)).resolves.toMatchObject({ id: expect.any(String) as string });
  });
});

describe('when Shopify cannot take the order', () => {
  it('throws CommerceUnavailableError when the local cloud is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await sink({ apiOrigin: `http://127.0.0.1:${port}` })
      .createOrder(order())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceUnavailableError);
  });

  it('throws CommerceUnavailableError on a 5xx or 429 and on a wrong token, so the order waits for a later try', async () => {
    let status = 503;
    const failing = createServer((_req, res) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ errors: 'Service unavailable' }));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    try {
      for (const code of [503, 500, 429]) {
        status = code;
        const error = await sink({ apiOrigin: origin })
          .createOrder(order())
          .catch((e: unknown) => e);
        expect(error, String(code)).toBeInstanceOf(CommerceUnavailableError);
        expect((error as Error).message).toContain(`HTTP ${code}`);
      }
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
    const input = order();
    const wrongToken = await sink({ accessToken: 'not-the-admin-token' })
      .createOrder(input)
      .catch((e: unknown) => e);
    expect(wrongToken).toBeInstanceOf(CommerceUnavailableError);
    expect((wrongToken as Error).message).toContain('HTTP 401');
    expect(await ordersFor(input.orderId)).toEqual([]);
  });
});
