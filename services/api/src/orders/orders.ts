// Owns placing an order: priced from the store, committed before the charge, charged once per idempotency key, then mailed and completed in the store.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import { orderTotals, type OrderTotals, type PaymentErrorKey, type ProvinceCode } from '@storefront/commerce';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION, type CheckoutCustomer } from '@storefront/validation';
import type { Db, Queryable } from '../db';
import { enqueueMail } from '../outbox';
import type { CommerceOrders, LineTitle } from './commerce';
import { GatewayConnectionError, type PaymentGateway } from './gateway';
import { orderConfirmation, orderNotification, paymentFailureAlert } from './order-mail';

export interface OrderContext {
  db: Db;
  gateway: PaymentGateway;
  commerce: CommerceOrders;
  mail: { from: string; storeEmail: string };
  secret: string;
  log: Pick<Console, 'error'>;
}

export interface PlaceOrderInput {
  idempotencyKey: string;
  cartId: string;
  customer: CheckoutCustomer;
  paymentToken: string;
  locale: Locale;
  client: { ip: string; userAgent?: string; page?: string };
}

export interface OrderView {
  id: string;
  number: string;
  status: 'paid';
  createdAt: string;
  locale: Locale;
  customer: Omit<CheckoutCustomer, 'newsletter'>;
  lines: { title: string; variantTitle: string; quantity: number; unitPrice: number; total: number }[];
  totals: OrderTotals;
  currencyCode: string;
  note: string | null;
  card: { brand: string; last4: string } | null;
  /** Lets the confirmation page read this order again after a reload, and nobody else. */
  accessKey: string;
}

export type PlaceOrderOutcome =
  | { ok: true; status: 200 | 201; order: OrderView }
  | { ok: false; status: number; error: PaymentErrorKey | 'pending' | 'invalidRequest'; providerMessage?: string };

/** The HTTP status of each refusal: a decline is 402; a cart that changed is 409 or 422; the gateway unreachable is 502. */
const STATUS: Record<PaymentErrorKey, number> = {
  'gateway-no-fund': 402,
  'gateway-invalid-acount-num': 402,
  'gateway-invalid-date': 402,
  token: 402,
  dropin: 503,
  paymentMethod: 402,
  transfert: 402,
  saveFail: 500,
  unknown: 409,
  order: 422,
  connexion: 502,
};

interface OrderRow {
  id: string;
  number: string;
  idempotency_key: string;
  cart_id: string;
  status: 'pending' | 'paid' | 'failed';
  locale: Locale;
  customer: CheckoutCustomer;
  email: string;
  totals: OrderTotals;
  currency: string;
  note: string | null;
  card_brand: string | null;
  card_last4: string | null;
  error_key: PaymentErrorKey | null;
  provider_message: string | null;
  created_at: string | Date;
}

export function orderAccessKey(secret: string, id: string): string {
  return createHmac('sha256', `order:${secret}`).update(id).digest('base64url');
}

export function isOrderAccessKey(secret: string, id: string, key: string): boolean {
  const expected = Buffer.from(orderAccessKey(secret, id));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function readOrder(db: Queryable, id: string): Promise<OrderRow | null> {
  return (await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]))[0] ?? null;
}

/** The order as the customer reads it, its product titles in `language` (the order's own by default). */
export async function orderView(db: Queryable, row: OrderRow, secret: string, language: Locale = row.locale): Promise<OrderView> {
  const lines = await db.query<{ title: string; variant_title: string; titles: Partial<Record<Locale, LineTitle>> | null; quantity: number; unit_price: string; total: string }>(
    'SELECT title, variant_title, titles, quantity, unit_price, total FROM order_lines WHERE order_id = $1 ORDER BY position',
    [row.id],
  );
  const { newsletter: _newsletter, ...customer } = row.customer;
  return {
    id: row.id,
    number: row.number,
    status: 'paid',
    createdAt: new Date(row.created_at).toISOString(),
    locale: row.locale,
    customer,
    lines: lines.map((l) => ({
      title: l.titles?.[language]?.title ?? l.title,
      variantTitle: l.titles?.[language]?.variantTitle ?? l.variant_title,
      quantity: l.quantity,
      unitPrice: Number(l.unit_price),
      total: Number(l.total),
    })),
    totals: row.totals,
    currencyCode: row.currency,
    note: row.note,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    accessKey: orderAccessKey(secret, row.id),
  };
}

const failure = (error: PaymentErrorKey, providerMessage?: string | null): PlaceOrderOutcome => ({
  ok: false,
  status: STATUS[error],
  error,
  ...(providerMessage ? { providerMessage } : {}),
});

export async function placeOrder(context: OrderContext, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const { db } = context;
  const byKey = async () => (await db.query<OrderRow>('SELECT * FROM orders WHERE idempotency_key = $1', [input.idempotencyKey]))[0] ?? null;

  let row = await byKey();
  if (row) return replay(context, input, row, byKey);

  // Another tab already paid for this cart: show that order rather than charge again.
  const paid = (await db.query<OrderRow>("SELECT * FROM orders WHERE cart_id = $1 AND status = 'paid'", [input.cartId]))[0];
  if (paid) return { ok: true, status: 200, order: await orderView(db, paid, context.secret, input.locale) };

  const [cart, titles] = await Promise.all([
    context.commerce.loadCart(input.cartId, input.locale),
    // Titles in the other language are a nicety: an order is never refused for want of them.
    context.commerce.lineTitles(input.cartId).catch((error: unknown) => {
      context.log.error(`[api] cart ${input.cartId}: titles in every language not read`, (error as Error).message);
      return new Map<string, Record<Locale, LineTitle>>();
    }),
  ]);
  if (!cart || cart.checkout.lineItems.length === 0) return failure('order');
  const lines = cart.checkout.lineItems;
  if (lines.some((line) => !cart.variants.get(line.variantId)?.availableForSale)) return failure('unknown');

  const totals = orderTotals(
    lines.map((line) => ({ price: line.price, quantity: line.quantity, tags: cart.variants.get(line.variantId)?.productTags ?? [] })),
    input.customer.province as ProvinceCode,
    cart.checkout.subtotal - cart.checkout.total,
  );
  const id = randomUUID();
  const number = `PS-${id.slice(0, 8).toUpperCase()}`;

  // The order exists, committed, before any money moves.
  const inserted = await db.transaction(async (tx) => {
    const created = await tx.query<{ id: string }>(
      `INSERT INTO orders (id, number, idempotency_key, cart_id, status, locale, customer, email, province, totals, total, currency, promo_codes, note, client_ip, user_agent, page)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6::jsonb, $7, $8, $9::jsonb, $10, $11, $12::jsonb, $13, $14, $15, $16)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        number,
        input.idempotencyKey,
        input.cartId,
        input.locale,
        JSON.stringify(input.customer),
        input.customer.email.toLowerCase(),
        input.customer.province,
        JSON.stringify(totals),
        totals.total,
        cart.checkout.currencyCode,
        JSON.stringify(cart.checkout.discountCodes.filter((c) => c.applicable).map((c) => c.code)),
        cart.checkout.note || null,
        input.client.ip,
        input.client.userAgent ?? null,
        input.client.page ?? null,
      ],
    );
    if (!created.length) return false;
    for (const [position, line] of lines.entries())
      await tx.query(
        'INSERT INTO order_lines (id, order_id, position, variant_id, title, variant_title, titles, quantity, unit_price, total) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)',
        [
          randomUUID(),
          id,
          position,
          line.variantId,
          line.title,
          line.variantTitle,
          JSON.stringify({ ...titles.get(line.id), [input.locale]: { title: line.title, variantTitle: line.variantTitle } }),
          line.quantity,
          line.price,
          Math.round(line.price * line.quantity * 100) / 100,
        ],
      );
    return true;
  });
  if (!inserted) {
    // The same key arrived twice at once (a double click): the first request charges, this one reports its outcome.
    row = await byKey();
    if (row) return replay(context, input, row, byKey);
    // Another key is paying for this cart right now (a second tab): never two charges for one cart.
    return { ok: false, status: 409, error: 'pending' };
  }

  return charge(context, input, (await readOrder(db, id))!);
}

async function replay(context: OrderContext, input: PlaceOrderInput, first: OrderRow, byKey: () => Promise<OrderRow | null>): Promise<PlaceOrderOutcome> {
  if (first.cart_id !== input.cartId) return { ok: false, status: 422, error: 'invalidRequest' };
  let row: OrderRow | null = first;
  for (let waited = 0; row?.status === 'pending' && waited < 20_000; waited += 100) {
    await sleep(100);
    row = await byKey();
  }
  if (!row || row.status === 'pending') return { ok: false, status: 409, error: 'pending' };
  if (row.status === 'paid') return { ok: true, status: 200, order: await orderView(context.db, row, context.secret, input.locale) };
  // A lost connection to the gateway is retried with the same gateway key, so it can never charge twice.
  if (row.error_key === 'connexion') {
    await context.db.query("UPDATE orders SET status = 'pending', error_key = NULL WHERE id = $1 AND status = 'failed'", [row.id]);
    return charge(context, { ...input, paymentToken: input.paymentToken }, row);
  }
  return failure(row.error_key ?? 'saveFail', row.provider_message);
}

async function charge(context: OrderContext, input: PlaceOrderInput, row: OrderRow): Promise<PlaceOrderOutcome> {
  const { db } = context;
  let result;
  try {
    result = await context.gateway.charge({
      token: input.paymentToken,
      amount: row.totals.total,
      currency: row.currency,
      idempotencyKey: row.id,
      description: `Piscines Soleil ${row.number}`,
    });
  } catch (error) {
    const key: PaymentErrorKey = error instanceof GatewayConnectionError ? 'connexion' : 'saveFail';
    context.log.error(`[api] order ${row.number}: gateway ${context.gateway.name} failed`, (error as Error).message);
    result = { ok: false as const, error: key };
  }

  if (!result.ok) {
    const error = result.error;
    await db.transaction(async (tx) => {
      await tx.query("UPDATE orders SET status = 'failed', error_key = $2, provider_message = $3 WHERE id = $1", [row.id, error, result.providerMessage ?? null]);
      if (error === 'saveFail')
        await enqueueMail(tx, {
          orderId: row.id,
          kind: 'notification',
          mail: paymentFailureAlert(context.mail.from, context.mail.storeEmail, { id: row.id, number: row.number, email: row.email, total: row.totals.total, currencyCode: row.currency }, error),
        });
    });
    return failure(error, result.providerMessage);
  }

  const card = { brand: result.brand, last4: result.last4 };
  await db.transaction(async (tx) => {
    await tx.query("UPDATE orders SET status = 'paid', paid_at = now(), payment_ref = $2, card_brand = $3, card_last4 = $4 WHERE id = $1", [
      row.id,
      result.reference,
      card.brand,
      card.last4,
    ]);
    const paidRow = { ...row, status: 'paid' as const, card_brand: card.brand, card_last4: card.last4 };
    const view = await orderView(tx, paidRow, context.secret);
    await enqueueMail(tx, { orderId: row.id, kind: 'order-confirmation', mail: orderConfirmation(context.mail.from, { ...view, customer: row.customer }) });
    // The store reads its notification in French, product titles included.
    const forStore = await orderView(tx, paidRow, context.secret, 'fr');
    await enqueueMail(tx, { orderId: row.id, kind: 'notification', mail: orderNotification(context.mail.from, context.mail.storeEmail, { ...forStore, customer: row.customer }) });
    if (row.customer.newsletter) await recordNewsletterConsent(tx, row, input);
  });

  try {
    await context.commerce.completeCart(row.cart_id);
    await db.query('UPDATE orders SET cart_completed_at = now() WHERE id = $1', [row.id]);
  } catch (error) {
    // The order is paid and kept; the browser starts a new checkout anyway, and the store sees the order in its notification.
    context.log.error(`[api] order ${row.number}: cart ${row.cart_id} not completed in the store`, (error as Error).message);
  }
  return { ok: true, status: 201, order: await orderView(db, (await readOrder(db, row.id))!, context.secret, input.locale) };
}

/** The newsletter box checked at checkout: the same proof of consent as the newsletter form (Canada's anti-spam law). */
async function recordNewsletterConsent(tx: Queryable, row: OrderRow, input: PlaceOrderInput): Promise<void> {
  const submissionId = randomUUID();
  await tx.query('INSERT INTO submissions (id, form, locale, fields, client_ip, user_agent, page) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)', [
    submissionId,
    'checkout',
    row.locale,
    JSON.stringify({ email: row.email, order: row.number, newsletter: true }),
    input.client.ip,
    input.client.userAgent ?? null,
    input.client.page ?? null,
  ]);
  await tx.query(
    `INSERT INTO newsletter_subscribers (email, locale, consented_at, consent_ip, consent_user_agent, consent_page, consent_text, consent_version, submission_id)
     VALUES ($1, $2, now(), $3, $4, $5, $6, $7, $8)
     ON CONFLICT (email) DO UPDATE SET locale = EXCLUDED.locale, consented_at = EXCLUDED.consented_at, consent_ip = EXCLUDED.consent_ip,
       consent_user_agent = EXCLUDED.consent_user_agent, consent_page = EXCLUDED.consent_page, consent_text = EXCLUDED.consent_text,
       consent_version = EXCLUDED.consent_version, submission_id = EXCLUDED.submission_id, unsubscribed_at = NULL`,
    [row.email, row.locale, input.client.ip, input.client.userAgent ?? null, input.client.page ?? null, NEWSLETTER_CONSENT_TEXT[row.locale], NEWSLETTER_CONSENT_VERSION, submissionId],
  );
  await tx.query('DELETE FROM suppressions WHERE email = $1', [row.email]);
}
