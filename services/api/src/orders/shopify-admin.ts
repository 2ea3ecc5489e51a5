// Owns sending a paid order to Shopify through the Admin GraphQL API: found again by our order id, else created from the stored lines with the charge as a paid transaction.
import { createAdminApiClient, type AdminApiClient } from '@shopify/admin-api-client';
import type { CommerceTax } from './commerce-tax-lines';

export type { CommerceTax } from './commerce-tax-lines';

export interface CommerceOrderInput {
  /** Our order's uuid: the key that makes a retry find the first order. */
  orderId: string;
  /** e.g. PS-1A2B3C4D */
  number: string;
  locale: 'fr' | 'en';
  email: string;
  phone: string;
  shippingAddress: {
    firstName: string;
    lastName: string;
    address1: string;
    address2: string | null;
    city: string;
    provinceCode: string;
    zip: string;
    countryCode: 'CA';
    phone: string;
  };
  billingAddress: {
    firstName: string;
    lastName: string;
    address1: string;
    address2: string | null;
    city: string;
    provinceCode: string;
    zip: string;
    countryCode: 'CA';
  } | null;
  /** taxes: what the buyer paid on this line, after its share of the discount (OrderCreateLineItemInput.taxLines). */
  lines: { variantId: string; title: string; variantTitle: string; quantity: number; unitPrice: number; taxes: CommerceTax[] }[];
  discount: { codes: string[]; amount: number } | null;
  /** One line per shipment, in the order's shipment order; their amounts add up to the order's shipping. */
  shippingLines: CommerceShippingLine[];
  /** The order's custom attributes (Shopify's "Additional details"): where and when each shipment leaves the store. */
  attributes: CommerceAttribute[];
  /** The order's taxes, one per title and rate: what its lines' and shipping lines' taxes add up to. */
  taxes: CommerceTax[];
  total: number;
  currency: string;
  note: string | null;
  payment: { gateway: string; reference: string; amount: number; processedAt: string };
}

export interface CommerceShippingLine {
  /** As staff and the buyer read it, e.g. "Ramassage au magasin — mardi 8 décembre 2026 à partir de 14 h". */
  title: string;
  /** The method's id: post, pickup, truck or freight. */
  code: string;
  amount: number;
  /** What the buyer paid on this shipment's fee (OrderCreateShippingLineInput.taxLines). */
  taxes: CommerceTax[];
}

export interface CommerceAttribute {
  key: string;
  value: string;
}

/** Shopify could not be reached or asked us to wait (network, 5xx, 429 or THROTTLED, or a token or version it refuses): retry later, the order is fine. */
export class CommerceUnavailableError extends Error {
  override name = 'CommerceUnavailableError';
}

/** Shopify refused this order: retrying the same input will fail again, so staff must look. */
export class CommerceRejectedError extends Error {
  override name = 'CommerceRejectedError';
  constructor(
    message: string,
    readonly userErrors: { field: string[] | null; message: string; code?: string | null }[],
  ) {
    super(message);
  }
}

/** Our own input does not add up (lines, shipping, taxes and discount against the total, or the charge): a bug here, refused before Shopify is called. */
export class CommerceInputError extends CommerceRejectedError {
  override name = 'CommerceInputError';
}

export interface CommerceOrderSink {
  createOrder(input: CommerceOrderInput): Promise<{ id: string; name: string }>;
}

/** The Admin API version this code is written against (orderCreate exists since 2024-07); Shopify supports each for a year. */
export const ADMIN_API_VERSION = '2026-10';

/** Recorded on every order as its source, so staff can tell the site's orders from the shop's others. */
const SOURCE_NAME = 'storefront-api';

/** Recorded on every shipping line as its source: the rates are the store's own, not a Shopify carrier's. */
const SHIPPING_SOURCE = 'piscines-soleil';

/** A slow Shopify must not hold the retry queue's worker forever; a timed-out call is retried later like any outage. */
const REQUEST_TIMEOUT_MS = 20_000;

const FIND_ORDER = `#graphql
  query FindOrder($query: String!) {
    orders(first: 1, query: $query) { nodes { id name } }
  }`;

const CREATE_ORDER = `#graphql
  mutation CreateOrder($order: OrderCreateOrderInput!, $options: OrderCreateOptionsInput) {
    orderCreate(order: $order, options: $options) {
      order { id name }
      userErrors { field message code }
    }
  }`;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Shopify refuses a processedAt in its own future (PROCESSED_AT_INVALID). A clock here slightly ahead of Shopify's must
 * not turn a fresh paid order into a refused one, so the time is kept at least this far behind ours; an order sent
 * later by the retry queue keeps its payment time exactly.
 */
const CLOCK_MARGIN_MS = 60_000;

function processedAt(paidAt: string): string {
  return new Date(Math.min(Date.parse(paidAt), Date.now() - CLOCK_MARGIN_MS)).toISOString();
}

/**
 * Lines + every shipping line + taxes − discount against the total, the lines' and shipping lines' taxes against the
 * order's, and the charge against the total, to the cent; each
 * shipping line titled and not negative, each attribute keyed once; the id usable as a search term.
 */
function checkInput(input: CommerceOrderInput): void {
  const lines = input.lines.reduce((sum, line) => sum + cents(line.unitPrice) * line.quantity, 0);
  const shipping = input.shippingLines.reduce((sum, line) => sum + cents(line.amount), 0);
  const taxes = input.taxes.reduce((sum, tax) => sum + cents(tax.amount), 0);
  const computed = lines + shipping + taxes - cents(input.discount?.amount ?? 0);
  const problems: { field: string[]; message: string }[] = [];
  if (computed !== cents(input.total))
    problems.push({
      field: ['total'],
      message: `Lines, shipping, taxes and discount make ${computed / 100}, not the total ${input.total}`,
    });
  input.shippingLines.forEach((line, index) => {
    if (!line.title.trim()) problems.push({ field: ['shippingLines', String(index), 'title'], message: 'A shipping line needs a title' });
    if (cents(line.amount) < 0)
      problems.push({ field: ['shippingLines', String(index), 'amount'], message: `Shipping line ${line.title} is negative` });
  });
  const keys = new Set<string>();
  input.attributes.forEach((attribute, index) => {
    // Shopify refuses a blank key; two equal keys would leave staff one value of two.
    if (!attribute.key.trim()) problems.push({ field: ['attributes', String(index), 'key'], message: 'An attribute needs a key' });
    else if (keys.has(attribute.key))
      problems.push({ field: ['attributes', String(index), 'key'], message: `Attribute ${attribute.key} is given twice` });
    keys.add(attribute.key);
  });
  // Shopify's order-level taxes are what its lines' and shipping lines' add up to: they must be the taxes the buyer paid.
  const placed = new Map<string, number>();
  for (const tax of [...input.lines.flatMap((line) => line.taxes), ...input.shippingLines.flatMap((line) => line.taxes)])
    placed.set(`${tax.title} ${tax.rate}`, (placed.get(`${tax.title} ${tax.rate}`) ?? 0) + cents(tax.amount));
  const paid = new Map(input.taxes.map((tax) => [`${tax.title} ${tax.rate}`, cents(tax.amount)]));
  for (const key of new Set([...placed.keys(), ...paid.keys()]))
    if ((placed.get(key) ?? 0) !== (paid.get(key) ?? 0))
      problems.push({
        field: ['taxes'],
        message: `The lines' and shipping's ${key} make ${(placed.get(key) ?? 0) / 100}, not the ${(paid.get(key) ?? 0) / 100} paid`,
      });
  if (cents(input.payment.amount) !== cents(input.total))
    problems.push({ field: ['payment', 'amount'], message: `The charge ${input.payment.amount} is not the total ${input.total}` });
  if (Number.isNaN(Date.parse(input.payment.processedAt)))
    problems.push({ field: ['payment', 'processedAt'], message: 'The payment time is not a date' });
  if (input.lines.length === 0) problems.push({ field: ['lines'], message: 'An order needs at least one line' });
  // The id goes into a search query: only a uuid's characters, so it can never end the quoted term early.
  if (!/^[A-Za-z0-9-]+$/.test(input.orderId)) problems.push({ field: ['orderId'], message: 'The order id must be a uuid' });
  if (problems.length)
    throw new CommerceInputError(`Order ${input.number} does not add up: ${problems.map((p) => p.message).join('; ')}`, problems);
}

function orderVariables(input: CommerceOrderInput) {
  const money = (amount: number) => ({ shopMoney: { amount: (cents(amount) / 100).toFixed(2), currencyCode: input.currency } });
  const { phone: _phone, ...shippingAsBilling } = input.shippingAddress;
  const codes = input.discount?.codes.filter(Boolean) ?? [];
  const taxLine = (tax: CommerceTax) => ({ title: tax.title, rate: String(tax.rate), priceSet: money(tax.amount) });
  return {
    order: {
      currency: input.currency,
      email: input.email,
      phone: input.phone,
      note: input.note,
      processedAt: processedAt(input.payment.processedAt),
      financialStatus: 'PAID',
      sourceIdentifier: input.orderId,
      sourceName: SOURCE_NAME,
      // The number staff and the buyer know, and the buyer's language, which Shopify has no field for on orderCreate.
      tags: [input.number, `lang-${input.locale}`],
      shippingAddress: input.shippingAddress,
      // Without a billing address the buyer said it is the shipping one.
      billingAddress: input.billingAddress ?? shippingAsBilling,
      lineItems: input.lines.map((line) => ({
        variantId: line.variantId,
        quantity: line.quantity,
        title: line.title,
        variantTitle: line.variantTitle,
        // The price the buyer was quoted and charged, stored with our order, never today's catalogue price.
        priceSet: money(line.unitPrice),
        taxLines: line.taxes.map(taxLine),
      })),
      // One per shipment, named by its method (code) so staff and reports can tell a pickup from a parcel.
      shippingLines: input.shippingLines.map((line) => ({
        title: line.title,
        code: line.code,
        source: SHIPPING_SOURCE,
        priceSet: money(line.amount),
        taxLines: line.taxes.map(taxLine),
      })),
      // Taxes go on the lines and shipping lines where they were charged, never on the order as well: Shopify takes one or
      // the other, and splits order-level ones over the line items only, leaving the shipping untaxed.
      taxesIncluded: false,
      // OrderCreateCustomAttributeInput: shown to staff under the order's "Additional details".
      customAttributes: input.attributes.map((attribute) => ({ key: attribute.key, value: attribute.value })),
      // Shopify takes one code per order; the site applies one at a time, and any others are kept in the label.
      ...(input.discount && cents(input.discount.amount) > 0
        ? { discountCode: { itemFixedDiscountCode: { code: codes.join(', ') || input.number, amountSet: money(input.discount.amount) } } }
        : {}),
      transactions: [
        {
          kind: 'SALE',
          status: 'SUCCESS',
          gateway: input.payment.gateway,
          authorizationCode: input.payment.reference,
          processedAt: processedAt(input.payment.processedAt),
          amountSet: money(input.payment.amount),
        },
      ],
    },
    options: {
      // The buyer has paid: stock must never refuse the order (Shopify would answer INVENTORY_CLAIM_FAILED with
      // DECREMENT_OBEYING_POLICY). Stock is still claimed, going below zero if it must, so staff see what to reorder.
      inventoryBehaviour: 'DECREMENT_IGNORING_POLICY',
      // Our own mail confirms the order, in the buyer's language.
      sendReceipt: false,
      sendFulfillmentReceipt: false,
    },
  };
}

interface ResponseErrors {
  networkStatusCode?: number;
  message?: string;
  graphQLErrors?: { message?: string; extensions?: { code?: unknown } }[];
}

/** Turns the client's errors into ours: what a later try may fix is "unavailable", the rest "rejected". */
function failure(what: string, errors: ResponseErrors): Error {
  const status = errors.networkStatusCode;
  const graphQLErrors = errors.graphQLErrors ?? [];
  const detail = `${what}: ${errors.message ?? 'no answer'}${status ? ` (HTTP ${status})` : ''}`;
  // No status: the request never got an answer (refused, reset, timed out).
  if (status === undefined && graphQLErrors.length === 0) return new CommerceUnavailableError(detail);
  // 401/403/404 say the token, its scopes or the API version are wrong: the order is fine and goes through once they are fixed.
  if (status !== undefined && (status === 429 || status >= 500 || status === 401 || status === 403 || status === 404))
    return new CommerceUnavailableError(detail);
  const codes = graphQLErrors.map((error) => String(error.extensions?.code ?? ''));
  if (codes.some((code) => code === 'THROTTLED' || code === 'INTERNAL_SERVER_ERROR'))
    return new CommerceUnavailableError(`${detail} [${codes.join(', ')}]`);
  // A query Shopify does not accept is a bug in this file: retrying cannot help.
  return new CommerceRejectedError(
    `${detail}${graphQLErrors.length ? `: ${graphQLErrors.map((error) => error.message).join('; ')}` : ''}`,
    graphQLErrors.map((error) => ({
      field: null,
      message: error.message ?? '',
      code: codes.length ? String(error.extensions?.code ?? '') || null : null,
    })),
  );
}

export function createShopifyAdminOrders(config: {
  storeDomain: string;
  accessToken: string;
  apiVersion?: string;
  apiOrigin?: string;
}): CommerceOrderSink {
  const storeOrigin = `https://${config.storeDomain}`;
  const client: AdminApiClient = createAdminApiClient({
    storeDomain: config.storeDomain,
    accessToken: config.accessToken,
    apiVersion: config.apiVersion ?? ADMIN_API_VERSION,
    // The client builds https://<store domain>/admin/api/…; the local cloud serves the same path on its own origin.
    customFetchApi: (url, init) =>
      fetch(config.apiOrigin && url.startsWith(storeOrigin) ? config.apiOrigin + url.slice(storeOrigin.length) : url, {
        ...init,
        signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }),
  });

  async function call<T>(what: string, query: string, variables: Record<string, unknown>): Promise<T> {
    let answer: Awaited<ReturnType<AdminApiClient['request']>>;
    try {
      answer = await client.request(query, { variables });
    } catch (error) {
      // The client throws only for a network failure after its retries.
      throw new CommerceUnavailableError(`${what}: ${(error as Error).message}`);
    }
    if (answer.errors) throw failure(what, answer.errors as ResponseErrors);
    if (!answer.data) throw new CommerceUnavailableError(`${what}: Shopify answered no data`);
    return answer.data as T;
  }

  return {
    async createOrder(input) {
      checkInput(input);
      // A retry after a lost answer must find the order the first try made, never make a second one.
      const found = await call<{ orders: { nodes: { id: string; name: string }[] } }>(`Looking for order ${input.number}`, FIND_ORDER, {
        query: `source_identifier:"${input.orderId}"`,
      });
      const existing = found.orders.nodes[0];
      if (existing) return existing;

      const created = await call<{
        orderCreate: {
          order: { id: string; name: string } | null;
          userErrors: { field: string[] | null; message: string; code: string | null }[];
        } | null;
      }>(`Creating order ${input.number}`, CREATE_ORDER, orderVariables(input));
      const payload = created.orderCreate;
      if (payload?.order && payload.userErrors.length === 0) return payload.order;
      const userErrors = payload?.userErrors ?? [];
      throw new CommerceRejectedError(
        `Shopify refused order ${input.number}: ${userErrors.map((error) => `${error.field?.join('.') ?? ''} ${error.message}`.trim()).join('; ') || 'no order and no reason'}`,
        userErrors,
      );
    },
  };
}
