// Owns the checkout's calls: the priced summary and placing an order on the store API, and the sandbox gateway's tokenizer the drop-in uses.
import { appIntegrity, INTEGRITY_HEADER } from '@storefront/catalogue-data/app-integrity';
import type { OrderTotals, PaymentErrorKey, ProvinceCode } from '@storefront/commerce';
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import type { CardFieldError, CardInput, CheckoutCustomer, CheckoutCustomerInput, FieldError } from '@storefront/validation';

export interface PlacedOrder {
  id: string;
  number: string;
  createdAt: string;
  locale: Locale;
  customer: Omit<CheckoutCustomer, 'newsletter'>;
  lines: { title: string; variantTitle: string; quantity: number; unitPrice: number; total: number }[];
  totals: OrderTotals;
  currencyCode: string;
  note: string | null;
  card: { brand: string; last4: string } | null;
  accessKey: string;
}

/** A refusal the page shows: a payment error key of spec §8 (or anything else, shown with the default message), and field errors. */
export class OrderError extends Error {
  constructor(
    readonly key: PaymentErrorKey | string,
    readonly serverMessage: string | null,
    readonly fields: (FieldError | CardFieldError)[] = [],
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
  const body = (await response.json().catch(() => null)) as (T & { error?: string; message?: string; fields?: FieldError[] }) | null;
  if (!response.ok) throw new OrderError(body?.error ?? 'default', body?.message ?? null, body?.fields ?? []);
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

export function quote(config: RuntimeConfig, locale: Locale, cartId: string, province: ProvinceCode) {
  return call<{ currencyCode: string; totals: OrderTotals }>(url(config, '/orders/quote', locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartId, province }),
  });
}

/** The drop-in's step: the card goes to the gateway's tokenizer, never to the store API. */
export function tokenizeCard(config: RuntimeConfig, locale: Locale, card: CardInput) {
  return call<{ token: string; brand: string; last4: string }>(url(config, '/sandbox-gateway/tokens', locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card),
  });
}

export async function placeOrder(
  config: RuntimeConfig,
  locale: Locale,
  input: { cartId: string; customer: CheckoutCustomerInput; paymentToken: string; idempotencyKey: string },
): Promise<PlacedOrder> {
  const token = await appIntegrity(config)
    .getToken()
    .catch(() => {
      throw new OrderError('connexion', null);
    });
  const { order } = await call<{ order: PlacedOrder }>(url(config, '/orders', locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTEGRITY_HEADER]: token, 'Idempotency-Key': input.idempotencyKey },
    body: JSON.stringify({ cartId: input.cartId, customer: input.customer, paymentToken: input.paymentToken }),
  });
  return order;
}

export async function readOrder(config: RuntimeConfig, locale: Locale, id: string, key: string): Promise<PlacedOrder> {
  const target = url(config, `/orders/${encodeURIComponent(id)}`, locale);
  target.searchParams.set('key', key);
  return (await call<{ order: PlacedOrder }>(target, { method: 'GET' })).order;
}
