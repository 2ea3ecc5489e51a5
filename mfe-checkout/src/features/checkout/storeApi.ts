// Owns the checkout's calls to the store API, through its one browser client: the priced summary, the card fields' client
// token, placing an order and reading it again; a refusal read into the payment's words (spec §8's keys).
import {
  callStoreApi,
  type FieldRefusal,
  type RefusalBodyBase,
  type StoreApiRefusal,
  type StoreApiRequest,
} from '@storefront/catalogue-data/store-api';
import {
  QUOTE_PATH,
  type CartChangedAnswer,
  type FulfilmentSelection,
  type OrderStateKey,
  type OrderView,
  type PaymentErrorKey,
  type QuoteAnswer,
  type QuoteRequest,
} from '@storefront/commerce';
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import type { OrderRequest } from '@storefront/validation';
// The header names alone: the package's entry would bring the forms' schemas (and zod) into the cart page.
import { IDEMPOTENCY_HEADER, ORDER_ACCESS_HEADER } from '@storefront/validation/headers';

/** An order as the store API answers it (one declaration, shared with the API). */
export type PlacedOrder = OrderView;

/** An order request with the methods that priced it and the conditions accepted at the review. */
export type CheckoutOrderRequest = OrderRequest & {
  selection: FulfilmentSelection;
  acceptance: { conditionsVersion: string };
};

/** A refusal the page shows: a payment error key of spec §8 (or anything else, shown with the default message), field errors, and the new price of a changed cart. */
export class OrderError extends Error {
  constructor(
    readonly key: PaymentErrorKey | string,
    readonly serverMessage: string | null,
    readonly fields: FieldRefusal[] = [],
    readonly quote: QuoteAnswer | null = null,
    /** An already-ordered cart: that order's number, as the store API gives it to the cart's holder. */
    readonly orderNumber: string | null = null,
  ) {
    super(key);
  }
}

/** The order routes' refusal bodies (order-api.ts): a payment error of spec §8 or an order's state, with what each adds. */
export interface OrderRefusalBody extends RefusalBodyBase, Partial<Omit<CartChangedAnswer, 'statusCode' | 'error' | 'message'>> {
  error: PaymentErrorKey | OrderStateKey | 'methodInvalid' | 'provinceMismatch' | 'invalidRequest';
  /** `alreadyOrdered`: that order's number. */
  orderNumber?: string;
}

/** A refusal as the payment step reads it: no answer is a lost connection (`connexion`, retried with the same key). */
export function orderErrorOf(refusal: StoreApiRefusal<OrderRefusalBody>): OrderError {
  if (refusal.kind !== 'refused') return new OrderError('connexion', null);
  const { code, body } = refusal;
  const changed =
    code === 'cartChanged' && body.totals && body.fulfilment && body.merchant
      ? {
          currencyCode: body.currencyCode ?? 'CAD',
          totals: body.totals,
          quote: body.quote ?? '',
          fulfilment: body.fulfilment,
          merchant: body.merchant,
          conditionsVersion: body.conditionsVersion ?? '',
        }
      : null;
  return new OrderError(
    code === 'unknown' ? 'default' : code,
    refusal.message,
    refusal.fields,
    changed,
    code === 'alreadyOrdered' && typeof body.orderNumber === 'string' ? body.orderNumber : null,
  );
}

async function call<T>(config: RuntimeConfig, locale: Locale, request: StoreApiRequest): Promise<T> {
  const result = await callStoreApi<T, OrderRefusalBody>(config, locale, request);
  if (result.ok) return result.value;
  throw orderErrorOf(result.refusal);
}

export async function orderAvailability(config: RuntimeConfig, locale: Locale): Promise<boolean> {
  // Asked while the server renders the page: a slow answer does not hold it up for long.
  const result = await callStoreApi<{ open: boolean }>(config, locale, { path: '/orders/availability', timeoutMs: 5_000 });
  // Unreachable or refusing now: the page still offers payment, and the order call says what went wrong.
  return result.ok ? result.value.open : true;
}

/** The price of the cart for where it goes and the methods chosen; a refusal (422 `provinceMismatch`, `methodInvalid`) throws its message. */
export function quote(config: RuntimeConfig, locale: Locale, request: QuoteRequest) {
  return call<QuoteAnswer>(config, locale, { path: QUOTE_PATH, body: request });
}

/** The token that starts the provider's card fields; the store API asks the provider for it (spec §8 `token` when it cannot). */
export async function clientToken(config: RuntimeConfig, locale: Locale): Promise<string> {
  return (await call<{ clientToken: string }>(config, locale, { path: '/payments/client-token' })).clientToken;
}

/** Places the order with the provider's nonce and the fingerprint of the price shown; `attempt` is this payment attempt's key. */
export async function placeOrder(
  config: RuntimeConfig,
  locale: Locale,
  request: CheckoutOrderRequest,
  attempt: string,
): Promise<PlacedOrder> {
  const { order } = await call<{ order: PlacedOrder }>(config, locale, {
    path: '/orders',
    body: request,
    signed: true,
    headers: { [IDEMPOTENCY_HEADER]: attempt },
  });
  return order;
}

export async function readOrder(config: RuntimeConfig, locale: Locale, id: string, key: string): Promise<PlacedOrder> {
  // The key in a header: an address with it would end up in histories, logs and analytics.
  return (
    await call<{ order: PlacedOrder }>(config, locale, {
      path: `/orders/${encodeURIComponent(id)}`,
      headers: { [ORDER_ACCESS_HEADER]: key },
    })
  ).order;
}
