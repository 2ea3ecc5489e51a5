// Holds the local Admin API's orderCreate to Shopify's published Admin API reference (2026-10): each case cites the
// shopify.dev page it was written from, not this code. Validation refusals must come back as Shopify sends them
// (graphql-ruby's INVALID_VARIABLE with its problems), semantic ones as OrderCreateUserErrors, and an order must answer
// the tax lines and totals Shopify works out from what it was given.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifyServer, type ShopifyTestServer } from './testing';

const DOCS = 'https://shopify.dev/docs/api/admin-graphql/2026-10';
const NOW = new Date('2026-11-25T21:00:00Z');
const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001';
const LOUNGER = 'gid://shopify/ProductVariant/2003';

const CREATE = `mutation OrderCreate($order: OrderCreateOrderInput!, $options: OrderCreateOptionsInput) {
  orderCreate(order: $order, options: $options) {
    order {
      id taxesIncluded
      totalTaxSet { shopMoney { amount currencyCode } }
      currentTotalTaxSet { shopMoney { amount } }
      subtotalPriceSet { shopMoney { amount } }
      totalShippingPriceSet { shopMoney { amount } }
      totalDiscountsSet { shopMoney { amount } }
      totalPriceSet { shopMoney { amount } }
      currentTotalPriceSet { shopMoney { amount } }
      taxLines { title rate ratePercentage priceSet { shopMoney { amount } } }
      lineItems(first: 5) { nodes { title quantity discountedTotalSet { shopMoney { amount } } taxLines { title rate priceSet { shopMoney { amount } } } } }
      shippingLines(first: 5) { nodes { title discountedPriceSet { shopMoney { amount } } taxLines { title rate priceSet { shopMoney { amount } } } } }
    }
    userErrors { field message code }
  }
}`;

const cad = (amount: string | number) => ({ shopMoney: { amount, currencyCode: 'CAD' } });
const amountOf = (set: unknown) => (set as { shopMoney: { amount: string } }).shopMoney.amount;

type Json = Record<string, unknown>;
interface GraphQLAnswer {
  data?: { orderCreate: { order: Json | null; userErrors: { field: string[] | null; message: string; code: string }[] } };
  errors?: { message: string; extensions: { code: string; problems?: { path: (string | number)[]; explanation: string }[] } }[];
}

let server: ShopifyTestServer;
let dataDir: string;

async function post(query: string, variables: Json): Promise<GraphQLAnswer> {
  const response = await fetch(`${server.origin}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': server.adminToken },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphQLAnswer;
}

/** One chlorine (24.99) shipped for 10.00, nothing else: each case adds what it is about. */
function order(overrides: Json = {}): Json {
  return {
    currency: 'CAD',
    lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, priceSet: cad('24.99') }],
    shippingLines: [{ title: 'Postes Canada', code: 'post', priceSet: cad('10.00') }],
    ...overrides,
  };
}

/** The order Shopify creates, or the test fails with what was refused. */
async function created(input: Json): Promise<Json> {
  const answer = await post(CREATE, { order: input });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data!.orderCreate.userErrors).toEqual([]);
  return answer.data!.orderCreate.order!;
}

async function userErrors(input: Json) {
  const answer = await post(CREATE, { order: input });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data!.orderCreate.order).toBeNull();
  return answer.data!.orderCreate.userErrors;
}

/** The one INVALID_VARIABLE error Shopify answers for a variable it cannot coerce, with nothing executed. */
async function variableProblems(input: Json | undefined) {
  const answer = await post(CREATE, input === undefined ? {} : { order: input });
  expect(answer.data).toBeUndefined();
  expect(answer.errors).toHaveLength(1);
  const [error] = answer.errors!;
  expect(error!.extensions.code).toBe('INVALID_VARIABLE');
  expect(error!.message).toMatch(/^Variable \$order of type OrderCreateOrderInput! was provided invalid value/);
  return error!.extensions.problems;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-admin-conformance-'));
  server = await startShopifyServer({ dataDir, adminToken: 'c'.repeat(16) + 'local-admin-conformance', now: () => NOW });
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('orderCreate input types, as the reference declares them', () => {
  it(`a tax line needs its rate and title, both non-null (${DOCS}/input-objects/OrderCreateTaxLineInput)`, async () => {
    expect(
      await variableProblems(
        order({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, taxLines: [{ title: 'TPS', priceSet: cad('1.25') }] }] }),
      ),
    ).toEqual([{ path: ['lineItems', 0, 'taxLines', 0, 'rate'], explanation: 'Expected value to not be null' }]);
    expect(
      await variableProblems(
        order({ shippingLines: [{ title: 'Postes', priceSet: cad('10.00'), taxLines: [{ rate: '0.05', priceSet: cad('0.50') }] }] }),
      ),
    ).toEqual([{ path: ['shippingLines', 0, 'taxLines', 0, 'title'], explanation: 'Expected value to not be null' }]);
  });

  it(`a shipping line needs a title and a priceSet (${DOCS}/input-objects/OrderCreateShippingLineInput)`, async () => {
    expect(await variableProblems(order({ shippingLines: [{ code: 'post' }] }))).toEqual([
      { path: ['shippingLines', 0, 'priceSet'], explanation: 'Expected value to not be null' },
      { path: ['shippingLines', 0, 'title'], explanation: 'Expected value to not be null' },
    ]);
  });

  it(`a line item's quantity is a required Int, and it has no field the reference does not list (${DOCS}/input-objects/OrderCreateLineItemInput)`, async () => {
    expect(await variableProblems(order({ lineItems: [{ variantId: CHLORINE_2KG }] }))).toEqual([
      { path: ['lineItems', 0, 'quantity'], explanation: 'Expected value to not be null' },
    ]);
    expect(await variableProblems(order({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1.5 }] }))).toEqual([
      { path: ['lineItems', 0, 'quantity'], explanation: 'Could not coerce value 1.5 to Int' },
    ]);
    expect(await variableProblems(order({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, price: '24.99' }] }))).toEqual([
      { path: ['lineItems', 0, 'price'], explanation: 'Field is not defined on OrderCreateLineItemInput' },
    ]);
  });

  it(`a transaction's kind is one of OrderTransactionKind's values (${DOCS}/input-objects/OrderCreateOrderTransactionInput, ${DOCS}/enums/OrderTransactionKind)`, async () => {
    expect(await variableProblems(order({ transactions: [{ kind: 'PAYMENT', amountSet: cad('36.49') }] }))).toEqual([
      {
        path: ['transactions', 0, 'kind'],
        explanation:
          'Expected "PAYMENT" to be one of: AUTHORIZATION, CAPTURE, CHANGE, EMV_AUTHORIZATION, REFUND, SALE, SUGGESTED_REFUND, VOID',
      },
    ]);
  });

  it(`money is a Decimal in a CurrencyCode, dates are DateTimes (${DOCS}/input-objects/MoneyInput, ${DOCS}/scalars/Decimal, ${DOCS}/scalars/DateTime)`, async () => {
    expect(await variableProblems(order({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, priceSet: cad('24,99') }] }))).toEqual([
      { path: ['lineItems', 0, 'priceSet', 'shopMoney', 'amount'], explanation: 'Could not coerce value "24,99" to Decimal' },
    ]);
    const [currency] = (await variableProblems(
      order({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, priceSet: { shopMoney: { amount: '1.00', currencyCode: 'CDN' } } }] }),
    ))!;
    expect(currency).toMatchObject({ path: ['lineItems', 0, 'priceSet', 'shopMoney', 'currencyCode'] });
    expect(currency!.explanation).toMatch(/^Expected "CDN" to be one of: .*\bCAD\b/);
    expect(await variableProblems(order({ processedAt: 'hier' }))).toEqual([
      { path: ['processedAt'], explanation: 'Could not coerce value "hier" to DateTime' },
    ]);
  });

  it(`an address's country is a CountryCode, any of them (${DOCS}/input-objects/MailingAddressInput)`, async () => {
    const [problem] = (await variableProblems(order({ shippingAddress: { city: 'Laval', countryCode: 'CAN' } })))!;
    expect(problem).toMatchObject({ path: ['shippingAddress', 'countryCode'] });
    // Shopify's CountryCode lists every country, not only the shop's.
    const abroad = await post(CREATE, { order: order({ billingAddress: { city: 'Lyon', countryCode: 'FR', provinceCode: null } }) });
    expect(abroad.errors).toBeUndefined();
  });

  it(`an ID is a Shopify global id, gid://shopify/Type/id (https://shopify.dev/docs/api/usage/gids)`, async () => {
    expect(await variableProblems(order({ lineItems: [{ variantId: '2001', quantity: 1 }] }))).toEqual([
      { path: ['lineItems', 0, 'variantId'], explanation: "Invalid global id '2001'" },
    ]);
  });

  it(`the order variable is required (${DOCS}/mutations/orderCreate)`, async () => {
    expect(await variableProblems(undefined)).toEqual([{ path: [], explanation: 'Expected value to not be null' }]);
  });
});

describe('orderCreate input written in the query itself (literals), refused by validation as Shopify words it', () => {
  // Shopify's Admin API is graphql-ruby: its static validation answers, e.g. for products(after: 1), "Argument 'after' on
  // Field 'products' has an invalid value (1). Expected type 'String'." with extensions.code argumentLiteralsIncompatible
  // (an answer quoted in github.com/phpclassic/php-shopify/issues/324).
  const literal = async (order: string) => {
    const answer = await post(`mutation Literal { orderCreate(order: ${order}) { userErrors { field message } } }`, {});
    expect(answer.data).toBeUndefined();
    return answer.errors as unknown as { message: string; path: string[]; extensions: Json }[];
  };

  it(`a required input field left out (${DOCS}/input-objects/OrderCreateLineItemInput: quantity Int!)`, async () => {
    expect(await literal('{ lineItems: [{ variantId: "gid://shopify/ProductVariant/2001" }] }')).toMatchObject([
      {
        message: "Argument 'quantity' on InputObject 'OrderCreateLineItemInput' is required. Expected type Int!",
        path: ['mutation Literal', 'orderCreate', 'order', 'lineItems', 'quantity'],
        extensions: {
          code: 'missingRequiredInputObjectAttribute',
          argumentName: 'quantity',
          argumentType: 'Int!',
          inputObjectType: 'OrderCreateLineItemInput',
        },
      },
    ]);
  });

  it(`an input field the type does not have (${DOCS}/input-objects/OrderCreateShippingLineInput)`, async () => {
    expect(
      await literal(
        '{ shippingLines: [{ title: "Postes", priceSet: { shopMoney: { amount: "1.00", currencyCode: CAD } }, price: "1.00" }] }',
      ),
    ).toMatchObject([
      {
        message: "InputObject 'OrderCreateShippingLineInput' doesn't accept argument 'price'",
        extensions: { code: 'argumentNotAccepted', name: 'OrderCreateShippingLineInput', typeName: 'InputObject', argumentName: 'price' },
      },
    ]);
  });

  it(`a value of the wrong type, reported on the input field it is written in (${DOCS}/input-objects/OrderCreateOrderInput: taxesIncluded Boolean)`, async () => {
    expect(await literal('{ taxesIncluded: "yes" }')).toMatchObject([
      {
        message: `Argument 'taxesIncluded' on InputObject 'OrderCreateOrderInput' has an invalid value ("yes"). Expected type 'Boolean'.`,
        path: ['mutation Literal', 'orderCreate', 'order', 'taxesIncluded'],
        extensions: { code: 'argumentLiteralsIncompatible', typeName: 'InputObject', argumentName: 'taxesIncluded' },
      },
    ]);
    expect(await literal('"an order"')).toMatchObject([
      {
        message: `Argument 'order' on Field 'orderCreate' has an invalid value ("an order"). Expected type 'OrderCreateOrderInput!'.`,
        extensions: { code: 'argumentLiteralsIncompatible', typeName: 'Field', argumentName: 'order' },
      },
    ]);
  });
});

describe('orderCreate refusals answered as userErrors', () => {
  it(`tax lines on the order and on its lines at once (${DOCS}/input-objects/OrderCreateOrderInput#fields-taxLines: "on the order or the line items but not both")`, async () => {
    const errors = await userErrors(
      order({
        lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, taxLines: [{ title: 'TPS', rate: '0.05', priceSet: cad('1.25') }] }],
        taxLines: [{ title: 'TVQ', rate: '0.09975', priceSet: cad('2.49') }],
      }),
    );
    expect(errors).toEqual([expect.objectContaining({ field: ['order', 'taxLines'], code: 'INVALID' })]);
  });

  it(`a rate given as a percentage, not a proportion (${DOCS}/input-objects/OrderCreateTaxLineInput#fields-rate: "The proportion of the item price … as a decimal")`, async () => {
    const errors = await userErrors(
      order({ lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, taxLines: [{ title: 'TVQ', rate: '9.975', priceSet: cad('2.49') }] }] }),
    );
    expect(errors).toEqual([expect.objectContaining({ field: ['order', 'lineItems', '0', 'taxLines', '0', 'rate'], code: 'INVALID' })]);
  });

  it(`a negative shipping price (${DOCS}/input-objects/OrderCreateShippingLineInput#fields-priceSet: "Can't be negative")`, async () => {
    const errors = await userErrors(order({ shippingLines: [{ title: 'Postes Canada', priceSet: cad('-1.00') }] }));
    expect(errors).toEqual([
      expect.objectContaining({ field: ['order', 'shippingLines', '0', 'priceSet', 'shopMoney', 'amount'], code: 'INVALID' }),
    ]);
  });

  it(`a tax on a gift card (${DOCS}/input-objects/OrderCreateLineItemInput#fields-giftCard: "the item is not taxed")`, async () => {
    const errors = await userErrors(
      order({
        lineItems: [
          {
            title: 'Carte-cadeau',
            quantity: 1,
            giftCard: true,
            priceSet: cad('50.00'),
            taxLines: [{ title: 'TPS', rate: '0.05', priceSet: cad('2.50') }],
          },
        ],
      }),
    );
    expect(errors).toEqual([expect.objectContaining({ field: ['order', 'lineItems', '0', 'taxLines'], code: 'INVALID' })]);
  });

  it(`a processedAt in the future (${DOCS}/enums/OrderCreateUserErrorCode: PROCESSED_AT_INVALID)`, async () => {
    const errors = await userErrors(order({ processedAt: '2026-11-26T00:00:00Z' }));
    expect(errors).toEqual([expect.objectContaining({ field: ['order', 'processedAt'], code: 'PROCESSED_AT_INVALID' })]);
  });

  it(`a customer given twice, by customer and by the deprecated customerId (${DOCS}/enums/OrderCreateUserErrorCode: REDUNDANT_CUSTOMER_FIELDS)`, async () => {
    const errors = await userErrors(
      order({ customerId: 'gid://shopify/Customer/1', customer: { toAssociate: { id: 'gid://shopify/Customer/1' } } }),
    );
    expect(errors).toEqual([expect.objectContaining({ code: 'REDUNDANT_CUSTOMER_FIELDS' })]);
  });

  it(`a presentment amount in another currency than the order's presentment currency (${DOCS}/input-objects/MoneyBagInput)`, async () => {
    const errors = await userErrors(
      order({
        lineItems: [
          {
            variantId: CHLORINE_2KG,
            quantity: 1,
            priceSet: { shopMoney: { amount: '24.99', currencyCode: 'CAD' }, presentmentMoney: { amount: '18.00', currencyCode: 'USD' } },
          },
        ],
      }),
    );
    expect(errors).toEqual([
      expect.objectContaining({ field: ['order', 'lineItems', '0', 'priceSet', 'presentmentMoney', 'currencyCode'], code: 'INVALID' }),
    ]);
  });
});

describe('the order answers the taxes and totals it was given', () => {
  it(`the reference's own example, in the shop's currency: 3 × 74.99 with 13.50 of tax, paid 238.47 (${DOCS}/mutations/orderCreate, "Create a comprehensive order")`, async () => {
    const made = await created({
      currency: 'CAD',
      lineItems: [
        {
          title: 'Big Brown Bear Boots',
          priceSet: cad(74.99),
          quantity: 3,
          taxLines: [{ priceSet: cad(13.5), rate: 0.06, title: 'State tax' }],
        },
      ],
      transactions: [{ kind: 'SALE', status: 'SUCCESS', amountSet: cad(238.47) }],
    });
    expect(made.totalTaxSet).toEqual({ shopMoney: { amount: '13.5', currencyCode: 'CAD' } });
    expect(amountOf(made.totalPriceSet)).toBe('238.47');
    expect(made.lineItems).toEqual({
      nodes: [
        {
          title: 'Big Brown Bear Boots',
          quantity: 3,
          discountedTotalSet: { shopMoney: { amount: '224.97' } },
          taxLines: [{ title: 'State tax', rate: 0.06, priceSet: { shopMoney: { amount: '13.5' } } }],
        },
      ],
    });
  });

  it(
    `line and shipping tax lines are kept where given; Order.taxLines sums those of one title and rate; totalTaxSet is all of them ` +
      `(${DOCS}/objects/Order#field-Order.fields.taxLines, ${DOCS}/objects/Order#field-Order.fields.totalTaxSet, ${DOCS}/objects/ShippingLine)`,
    async () => {
      const made = await created(
        order({
          lineItems: [
            {
              variantId: CHLORINE_2KG,
              quantity: 2,
              priceSet: cad('24.99'),
              // An explicit null is the field's default: taxable.
              taxable: null,
              taxLines: [
                { title: 'TPS', rate: '0.05', priceSet: cad('2.50') },
                { title: 'TVQ', rate: '0.09975', priceSet: cad('4.99') },
              ],
            },
            {
              variantId: LOUNGER,
              quantity: 1,
              priceSet: cad('399.00'),
              taxLines: [
                { title: 'TPS', rate: '0.05', priceSet: cad('19.95') },
                { title: 'TVQ', rate: '0.09975', priceSet: cad('39.80') },
              ],
            },
          ],
          shippingLines: [
            {
              title: 'Postes Canada',
              priceSet: cad('10.00'),
              taxLines: [
                { title: 'TPS', rate: '0.05', priceSet: cad('0.50') },
                { title: 'TVQ', rate: '0.09975', priceSet: cad('1.00') },
              ],
            },
          ],
        }),
      );
      expect(made.taxLines).toEqual([
        { title: 'TPS', rate: 0.05, ratePercentage: 5, priceSet: { shopMoney: { amount: '22.95' } } },
        { title: 'TVQ', rate: 0.09975, ratePercentage: 9.975, priceSet: { shopMoney: { amount: '45.79' } } },
      ]);
      expect(amountOf(made.totalTaxSet)).toBe('68.74');
      expect(amountOf(made.currentTotalTaxSet)).toBe('68.74');
      expect(amountOf(made.subtotalPriceSet)).toBe('448.98');
      expect(amountOf(made.totalShippingPriceSet)).toBe('10.0');
      // 448.98 + 10.00 + 68.74
      expect(amountOf(made.totalPriceSet)).toBe('527.72');
      expect(amountOf(made.currentTotalPriceSet)).toBe('527.72');
      expect((made.shippingLines as { nodes: Json[] }).nodes[0]!.taxLines).toEqual([
        { title: 'TPS', rate: 0.05, priceSet: { shopMoney: { amount: '0.5' } } },
        { title: 'TVQ', rate: 0.09975, priceSet: { shopMoney: { amount: '1.0' } } },
      ]);
    },
  );

  it(`order-level tax lines are split across the taxable line items (${DOCS}/input-objects/OrderCreateOrderInput#fields-taxLines)`, async () => {
    const made = await created(
      order({
        lineItems: [
          { variantId: CHLORINE_2KG, quantity: 1, priceSet: cad('30.00') },
          { title: 'Gratuit', quantity: 1, priceSet: cad('20.00'), taxable: false },
          { variantId: LOUNGER, quantity: 1, priceSet: cad('10.00') },
        ],
        taxLines: [{ title: 'TPS', rate: '0.05', priceSet: cad('2.01') }],
      }),
    );
    const lines = (made.lineItems as { nodes: { taxLines: { priceSet: unknown }[] }[] }).nodes;
    expect(lines.map((line) => line.taxLines.map((tax) => amountOf(tax.priceSet)))).toEqual([['1.51'], [], ['0.5']]);
    expect(amountOf(made.totalTaxSet)).toBe('2.01');
    expect(made.taxLines).toEqual([{ title: 'TPS', rate: 0.05, ratePercentage: 5, priceSet: { shopMoney: { amount: '2.01' } } }]);
  });

  it(`a tax line without an amount is its rate of the price after discounts (${DOCS}/input-objects/OrderCreateTaxLineInput#fields-priceSet)`, async () => {
    const made = await created(
      order({
        lineItems: [{ variantId: LOUNGER, quantity: 1, priceSet: cad('400.00'), taxLines: [{ title: 'TVH', rate: '0.13' }] }],
        discountCode: { itemFixedDiscountCode: { code: 'PISCINE40', amountSet: cad('40.00') } },
      }),
    );
    expect(amountOf(made.subtotalPriceSet)).toBe('360.0');
    expect(amountOf(made.totalDiscountsSet)).toBe('40.0');
    expect(amountOf(made.totalTaxSet)).toBe('46.8');
    // 360.00 + 10.00 + 46.80
    expect(amountOf(made.totalPriceSet)).toBe('416.8');
  });

  it(`with taxesIncluded the prices hold the tax: the total does not add it again (${DOCS}/input-objects/OrderCreateOrderInput#fields-taxesIncluded)`, async () => {
    const made = await created(
      order({
        taxesIncluded: true,
        lineItems: [{ variantId: CHLORINE_2KG, quantity: 1, priceSet: cad('24.99'), taxLines: [{ title: 'TPS', rate: '0.05' }] }],
      }),
    );
    expect(made.taxesIncluded).toBe(true);
    // 24.99 × 0.05 / 1.05 = 1.19
    expect(amountOf(made.totalTaxSet)).toBe('1.19');
    expect(amountOf(made.totalPriceSet)).toBe('34.99');
  });

  it(`the customer's email takes precedence over the order's (${DOCS}/input-objects/OrderCreateAssociateCustomerAttributesInput#fields-email)`, async () => {
    const answer = await post(
      `mutation OrderCreate($order: OrderCreateOrderInput!) { orderCreate(order: $order) { order { email } userErrors { field } } }`,
      { order: order({ email: 'commande@example.com', customer: { toAssociate: { email: 'marie@example.com' } } }) },
    );
    expect(answer.data?.orderCreate).toEqual({ order: { email: 'marie@example.com' }, userErrors: [] });
  });

  it(`a financial status the transactions do not make persists (${DOCS}/input-objects/OrderCreateOrderInput#fields-financialStatus)`, async () => {
    const answer = await post(
      `mutation OrderCreate($order: OrderCreateOrderInput!) { orderCreate(order: $order) { order { displayFinancialStatus } userErrors { field } } }`,
      { order: order({ financialStatus: 'PAID', transactions: [{ kind: 'SALE', status: 'SUCCESS', amountSet: cad('20.00') }] }) },
    );
    expect(answer.data?.orderCreate).toEqual({ order: { displayFinancialStatus: 'PAID' }, userErrors: [] });
  });

  it(`a free-shipping code leaves the shipping line at nothing (https://shopify.dev/changelog/shippingline-discountedpriceset-now-includes-cart-level-discounts)`, async () => {
    const made = await created(order({ discountCode: { freeShippingDiscountCode: { code: 'LIVRAISON' } } }));
    expect(amountOf((made.shippingLines as { nodes: { discountedPriceSet: unknown }[] }).nodes[0]!.discountedPriceSet)).toBe('0.0');
    expect(amountOf(made.totalPriceSet)).toBe('24.99');
  });
});
