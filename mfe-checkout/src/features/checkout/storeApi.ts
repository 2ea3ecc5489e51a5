// Owns the checkout's calls to the store API: the priced summary, the card fields' client token, placing an order and reading it again.
import { appIntegrity, INTEGRITY_HEADER } from '@storefront/catalogue-data/app-integrity';
import {
  QUOTE_PATH,
  type CartChangedAnswer,
  type FulfilmentSelection,
  type OrderView,
  type PaymentErrorKey,
  type QuoteAnswer,
  type QuoteRequest,
} from '@storefront/commerce';
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import type { FieldError, OrderRequest } from '@storefront/validation';
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
    readonly fields: FieldError[] = [],
    readonly quote: QuoteAnswer | null = null,
    /** An already-ordered cart: that order's number, as the store API gives it to the cart's holder. */
    readonly orderNumber: string | null = null,
  ) {
    super(key);
  }
}

const url = (config: RuntimeConfig, path: string, locale: Locale) => {
  const target = new URL(path, config.apiBaseUrl);
  target.searchParams.set('lang', locale);
  return target;
};

async function call<T>(input: URL, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: 'omit', cache: 'no-store' });
  } catch {
    throw new OrderError('connexion', null);
  }
  const body = (await response.json().catch(() => null)) as
    (T & { error?: string; message?: string; fields?: FieldError[]; orderNumber?: string }) | null;
  if (!response.ok) {
    const changed = body?.error === 'cartChanged' ? (body as unknown as CartChangedAnswer) : null;
    throw new OrderError(
      body?.error ?? 'default',
      body?.message ?? null,
      body?.fields ?? [],
      changed && {
        currencyCode: changed.currencyCode,
        totals: changed.totals,
        quote: changed.quote,
        fulfilment: changed.fulfilment,
        merchant: changed.merchant,
        conditionsVersion: changed.conditionsVersion,
      },
      body?.error === 'alreadyOrdered' && typeof body.orderNumber === 'string' ? body.orderNumber : null,
    );
  }
  return body as T;
}

export async function orderAvailability(config: RuntimeConfig): Promise<boolean> {
  try {
    const response = await fetch(new URL('/orders/availability', config.apiBaseUrl), { cache: 'no-store' });
    return response.ok ? ((await response.json()) as { open: boolean }).open : true;
  } catch {
    // Unreachable now: the page still offers payment, and the order call says what went wrong.
    return true;
  }
}

/** The price of the cart for where it goes and the methods chosen; a refusal (422 `provinceMismatch`, `methodInvalid`) throws its message. */
export function quote(config: RuntimeConfig, locale: Locale, request: QuoteRequest) {
  return call<QuoteAnswer>(url(config, QUOTE_PATH, locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
}

/** The token that starts the provider's card fields; the store API asks the provider for it (spec §8 `token` when it cannot). */
export async function clientToken(config: RuntimeConfig, locale: Locale): Promise<string> {
  return (await call<{ clientToken: string }>(url(config, '/payments/client-token', locale), { method: 'GET' })).clientToken;
}

/** Places the order with the provider's nonce and the fingerprint of the price shown; `attempt` is this payment attempt's key. */
export async function placeOrder(
  config: RuntimeConfig,
  locale: Locale,
  request: CheckoutOrderRequest,
  attempt: string,
): Promise<PlacedOrder> {
  const token = await appIntegrity(config)
    .getToken()
    .catch(() => {
      throw new OrderError('connexion', null);
    });
  const { order } = await call<{ order: PlacedOrder }>(url(config, '/orders', locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTEGRITY_HEADER]: token, [IDEMPOTENCY_HEADER]: attempt },
    body: JSON.stringify(request),
  });
  return order;
}

export async function readOrder(config: RuntimeConfig, locale: Locale, id: string, key: string): Promise<PlacedOrder> {
  // The key in a header: an address with it would end up in histories, logs and analytics.
  return (
    await call<{ order: PlacedOrder }>(url(config, `/orders/${encodeURIComponent(id)}`, locale), {
      method: 'GET',
      headers: { [ORDER_ACCESS_HEADER]: key },
    })
  ).order;
}
