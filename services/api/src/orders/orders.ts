// Owns placing an order: priced from the store and compared with the price the buyer saw, fixed and committed before
// the charge, charged by one caller at a time per order, then mailed and queued for the commerce platform.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n/format';
import {
  conditionsOn,
  storeClock,
  type DeliveryArea,
  type Fulfilment,
  type FulfilmentSelection,
  type Merchant,
  type OrderView,
  type PaymentErrorKey,
  type PaymentMethodView,
  type PlanRefusal,
  type ProvinceCode,
  type QuoteAnswer,
  type Shipment,
} from '@storefront/commerce';
import type { CheckoutCustomer } from '@storefront/validation';
import type { Db, Queryable } from '../db';
import { COMMERCE_PUSH, sendJob } from '../jobs';
import { requestNewsletterSignup } from '../newsletter';
import { countPayment } from '../metrics';
import { enqueueMail } from '../outbox';
import { readToken, sign as signFor, unixSeconds, verify } from '../signing';
import type { CommerceOrders, LineTitle } from './commerce';
import { contractPdf, type ContractOrder } from './contract-pdf';
import { orderConfirmation, orderNotification, paymentFailureAlert } from './order-mail';
import type { OrderRow } from './order-row';
import { GatewayConnectionError, type PaymentProvider, type SaleResult } from './payment';
import { priceCart, type PricedCart } from './pricing';

export interface OrderContext {
  db: Db;
  payments: PaymentProvider;
  commerce: CommerceOrders;
  /** Senders, the store's address, and the API's public address for the links in mails. */
  mail: { from: string; storeEmail: string; publicUrl: string };
  secret: string;
  log: Pick<Console, 'error'>;
  /** The store's clock (the tests' site starts on the seed's day): dates offered, taxes' day, the conditions in force. */
  now: () => Date;
  /** The postal areas the store's truck serves: the service booking's areas, which staff edit. */
  areas: () => Promise<DeliveryArea[]>;
  /** The merchant named in the contract and the receipt. */
  merchant: Merchant;
  /** The site's address, for the order's link in the mail. */
  siteUrl: string;
  /** How long one caller holds an order's right to call the gateway; a caller that died frees it after this. */
  leaseMs?: number;
}

export interface PlaceOrderInput {
  idempotencyKey: string;
  cartId: string;
  customer: CheckoutCustomer;
  nonce: string;
  /** The fingerprint of the price the buyer saw. */
  quote: string;
  /** How each class of line leaves the store, as the buyer chose it. */
  selection: FulfilmentSelection;
  /** The version of the conditions the buyer accepted (checked to be the one in force before this is called). */
  conditionsVersion: string;
  locale: Locale;
  client: { ip: string; userAgent?: string; page?: string };
}

export type OrderRefusal = PaymentErrorKey | 'pending' | 'invalidRequest';

export type PlaceOrderOutcome =
  | { ok: true; status: 200 | 201; order: OrderView }
  | { ok: false; status: 409; error: 'cartChanged'; quote: QuoteAnswer }
  /** The cart was paid by another key (another tab): that order's number, for the holder of the cart's id. */
  | { ok: false; status: 409; error: 'alreadyOrdered'; orderNumber: string }
  | { ok: false; status: 422; error: 'methodInvalid'; refusal: PlanRefusal; message: string }
  | { ok: false; status: number; error: OrderRefusal; providerMessage?: string };

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

/** The Braintree SDK's own timeout is 60 s: a lease outlives one call to the gateway. */
const DEFAULT_LEASE_MS = 90_000;
/** Spec §9: an order may be changed within 24 hours; its confirmation can be read again for as long. */
export const ACCESS_KEY_TTL_MS = 24 * 60 * 60_000;

// The payload every key has been signed with: the order's id and the key's expiry (0, the mailed link's, never expires).
const sign = (secret: string, id: string, expires: number) => signFor(secret, 'order', `${id}.${expires}`);

/** The key that reads an order again: its expiry (seconds) and a signature of the order id with it. */
export function orderAccessKey(secret: string, id: string, expiresAt: Date): string {
  const expires = unixSeconds(expiresAt);
  return `${expires}.${sign(secret, id, expires)}`;
}

/**
 * The key of the link in the buyer's mail (Consumer Protection Act s. 54.7: a copy the buyer can keep): it never expires, and
 * reads the order's confirmation on any device for as long as the order exists.
 */
export const orderLinkKey = (secret: string, id: string) => `L.${sign(secret, id, 0)}`;

export function isOrderAccessKey(secret: string, id: string, key: string, now = new Date()): boolean {
  const read = readToken(key, [/^(?:\d{1,12}|L)$/]);
  if (!read) return false;
  const link = read.fields[0] === 'L';
  const expires = link ? 0 : Number(read.fields[0]);
  const payload = `${id}.${expires}`;
  return verify(secret, 'order', { payload, signature: read.signature, expiresAt: link ? undefined : expires * 1000 }, now.getTime()).ok;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function readOrder(db: Queryable, id: string): Promise<OrderRow | null> {
  return (await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]))[0] ?? null;
}

function paymentOf(row: OrderRow): PaymentMethodView | null {
  if (row.payment_method) return row.payment_method;
  return row.card_brand && row.card_last4 ? { kind: 'card', brand: row.card_brand, last4: row.card_last4 } : null;
}

/** The order as the customer reads it, its product titles in `language` (the order's own by default). */
export async function orderView(
  db: Queryable,
  row: OrderRow,
  secret: string,
  merchant: Merchant,
  language: Locale = row.locale,
): Promise<OrderView> {
  const lines = await db.query<{
    title: string;
    variant_title: string;
    titles: Partial<Record<Locale, LineTitle>> | null;
    quantity: number;
    unit_price: string;
    total: string;
    fulfilment: Fulfilment | null;
    shipment: number | null;
  }>(
    'SELECT title, variant_title, titles, quantity, unit_price, total, fulfilment, shipment FROM order_lines WHERE order_id = $1 ORDER BY position',
    [row.id],
  );
  const { newsletter: _newsletter, ...customer } = row.customer;
  const expiresAt = new Date(new Date(row.paid_at ?? row.created_at).getTime() + ACCESS_KEY_TTL_MS);
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
      fulfilment: l.fulfilment ?? { class: 'parcel' },
      shipment: l.shipment ?? 0,
    })),
    totals: row.totals,
    currencyCode: row.currency,
    note: row.note,
    payment: paymentOf(row),
    // Orders paid before the methods existed all went by post.
    fulfilment: row.fulfilment ?? { shipments: [] },
    merchant: row.merchant ?? merchant,
    acceptance: {
      conditionsVersion: row.conditions_version ?? '',
      acceptedAt: new Date(row.accepted_at ?? row.created_at).toISOString(),
    },
    accessKey: orderAccessKey(secret, row.id, expiresAt),
    accessKeyExpiresAt: expiresAt.toISOString(),
  };
}

const failure = (error: PaymentErrorKey, providerMessage?: string | null): PlaceOrderOutcome => ({
  ok: false,
  status: STATUS[error],
  error,
  ...(providerMessage ? { providerMessage } : {}),
});

/**
 * Frees the carts of pending orders that never reached the gateway and whose caller is gone (its lease ran out): nothing
 * was charged, so the order is marked expired and the buyer can pay again. Run before a new order and by the queue's worker.
 */
export async function expireAbandonedOrders(db: Queryable, now = new Date()): Promise<number> {
  const rows = await db.query(
    "UPDATE orders SET status = 'expired', lease_until = NULL WHERE status = 'pending' AND gateway_called_at IS NULL AND lease_until < $1 RETURNING id",
    [now.toISOString()],
  );
  return rows.length;
}

export async function placeOrder(context: OrderContext, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const { db } = context;
  const byKey = async () =>
    (await db.query<OrderRow>('SELECT * FROM orders WHERE idempotency_key = $1', [input.idempotencyKey]))[0] ?? null;

  const row = await byKey();
  if (row) return replay(context, input, row, byKey);

  // Another tab, with another key, already paid for this cart: its number only (the cart's id is the proof), nothing else of it.
  const paid = await alreadyOrdered(db, input.cartId);
  if (paid) return paid;

  const [priced, titles] = await Promise.all([
    priceCart(context.commerce, input.cartId, {
      province: input.customer.province as ProvinceCode,
      postalCode: input.customer.postalCode,
      selection: input.selection,
      areas: await context.areas(),
      now: storeClock(context.now()),
      language: input.locale,
    }),
    // Titles in the other language are a nicety: an order is never refused for want of them.
    context.commerce.lineTitles(input.cartId).catch((error: unknown) => {
      context.log.error('[api] an order\u2019s titles in every language were not read', (error as Error).message);
      return new Map<string, Record<Locale, LineTitle>>();
    }),
  ]);
  if (!priced.ok && priced.error === 'methodInvalid')
    return { ok: false, status: 422, error: 'methodInvalid', refusal: priced.refusal, message: priced.message };
  if (!priced.ok) return failure(priced.error);
  const cart = priced.cart;
  // The price the buyer saw is the price charged, or nothing is: a line added or a price changed since the quote stops here.
  if (cart.quote !== input.quote)
    return {
      ok: false,
      status: 409,
      error: 'cartChanged',
      quote: quoteAnswer(context, cart),
    };

  const id = randomUUID();
  if (!(await insertOrder(context, input, cart, titles, id))) {
    // The same key arrived twice at once (a double click): the first request charges, this one reports its outcome.
    const twin = await byKey();
    if (twin) return replay(context, input, twin, byKey);
    // Another key holds this cart. If its caller is gone, settle its order with the provider first.
    await expireAbandonedOrders(db);
    const settled = await settleUncertain(context, input.cartId);
    if (settled === 'paid') return (await alreadyOrdered(db, input.cartId))!;
    if (settled === 'busy' || !(await insertOrder(context, input, cart, titles, id))) {
      const late = await byKey();
      if (late) return replay(context, input, late, byKey);
      // Another key is paying for this cart right now (a second tab): never two charges for one cart.
      return { ok: false, status: 409, error: 'pending' };
    }
  }
  return charge(context, input, (await readOrder(db, id))!);
}

/** The number of this cart's paid order, if it has one: all that the cart's holder is told of it. */
export async function paidOrderNumber(db: Queryable, cartId: string): Promise<string | null> {
  const [paid] = await db.query<{ number: string }>("SELECT number FROM orders WHERE cart_id = $1 AND status = 'paid' LIMIT 1", [cartId]);
  return paid?.number ?? null;
}

/** The paid order of this cart, as the answer to a second payment of it: its number, and nothing of its buyer. */
async function alreadyOrdered(db: Queryable, cartId: string): Promise<Extract<PlaceOrderOutcome, { error: 'alreadyOrdered' }> | null> {
  const number = await paidOrderNumber(db, cartId);
  return number ? { ok: false, status: 409, error: 'alreadyOrdered', orderNumber: number } : null;
}

/** The order, its lines and their prices exactly as priced, committed as pending before any money moves. */
async function insertOrder(
  context: OrderContext,
  input: PlaceOrderInput,
  cart: PricedCart,
  titles: Map<string, Record<Locale, LineTitle>>,
  id: string,
): Promise<boolean> {
  const leaseUntil = new Date(Date.now() + (context.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  return context.db.transaction(async (tx) => {
    const created = await tx.query<{ id: string }>(
      `INSERT INTO orders (id, number, idempotency_key, cart_id, status, locale, customer, email, province, totals, total, currency, promo_codes, note,
         client_ip, user_agent, page, quote, lease_until, payment_provider, fulfilment, merchant, conditions_version, accepted_at, created_at)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6::jsonb, $7, $8, $9::jsonb, $10, $11, $12::jsonb, $13, $14, $15, $16, $17, $18, $19,
         $20::jsonb, $21::jsonb, $22, $23, $23)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        `PS-${id.slice(0, 8).toUpperCase()}`,
        input.idempotencyKey,
        input.cartId,
        input.locale,
        JSON.stringify(input.customer),
        input.customer.email.toLowerCase(),
        input.customer.province,
        JSON.stringify(cart.totals),
        cart.totals.total,
        cart.currencyCode,
        JSON.stringify(cart.promoCodes),
        cart.note,
        input.client.ip,
        input.client.userAgent ?? null,
        input.client.page ?? null,
        cart.quote,
        leaseUntil,
        context.payments.name,
        JSON.stringify({ shipments: shipmentsByPosition(cart) }),
        JSON.stringify(context.merchant),
        input.conditionsVersion,
        // The store's clock: the order's date, the acceptance and the pickup days read the same day (the tests' site runs on the seed's).
        context.now().toISOString(),
      ],
    );
    if (!created.length) return false;
    for (const [position, line] of cart.lines.entries())
      await tx.query(
        'INSERT INTO order_lines (id, order_id, position, variant_id, title, variant_title, titles, quantity, unit_price, total, fulfilment, shipment) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11::jsonb, $12)',
        [
          randomUUID(),
          id,
          position,
          line.variantId,
          line.title,
          line.variantTitle,
          JSON.stringify({ ...titles.get(line.lineId), [input.locale]: { title: line.title, variantTitle: line.variantTitle } }),
          line.quantity,
          line.unitPrice,
          line.total,
          JSON.stringify(line.fulfilment),
          cart.fulfilment.shipments.findIndex((shipment) => shipment.lineIds.includes(line.lineId)),
        ],
      );
    return true;
  });
}

/** The shipments as the order keeps them: each names its lines by their position in the order, not by the cart's ids. */
function shipmentsByPosition(cart: PricedCart): Shipment[] {
  const position = new Map(cart.lines.map((line, index) => [line.lineId, String(index)]));
  return cart.fulfilment.shipments.map((shipment) => ({ ...shipment, lineIds: shipment.lineIds.map((id) => position.get(id) ?? id) }));
}

/** The priced cart as the checkout shows it, with the merchant and the conditions in force to accept. */
export function quoteAnswer(context: Pick<OrderContext, 'merchant' | 'now'>, cart: PricedCart): QuoteAnswer {
  return {
    currencyCode: cart.currencyCode,
    totals: cart.totals,
    quote: cart.quote,
    fulfilment: cart.fulfilment,
    merchant: context.merchant,
    conditionsVersion: conditionsOn(storeClock(context.now()).day).version,
  };
}

/**
 * The contract's copy (Consumer Protection Act s. 54.7): made as a PDF in the buyer's language, kept with the order and
 * attached to the confirmation. A PDF that cannot be made never costs the order: the mail goes without it, the log says so,
 * and staff send the copy from what the order keeps.
 */
async function keepContract(context: OrderContext, tx: Queryable, order: ContractOrder): Promise<{ filename: string; pdf: Buffer } | null> {
  let pdf: Buffer;
  try {
    pdf = await contractPdf(order);
  } catch (error) {
    context.log.error(`[api] order ${order.number}: its contract could not be made`, (error as Error).message);
    return null;
  }
  await tx.query('INSERT INTO order_contracts (order_id, locale, conditions_version, pdf) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    order.id,
    order.locale,
    order.acceptance.conditionsVersion,
    pdf,
  ]);
  const filename = order.locale === 'fr' ? `contrat-${order.number}.pdf` : `contract-${order.number}.pdf`;
  return { filename, pdf };
}

/** The checkout page's paths (spec §2): the checkout remote serves them. */
export const CHECKOUT_PAGE_PATHS: Record<Locale, string> = { fr: '/fr/paiement', en: '/en/checkout' };

/** The address in the buyer's mail that reopens the confirmation on any device; the key in the fragment, which no server sees. */
export function orderLink(context: Pick<OrderContext, 'siteUrl' | 'secret'>, id: string, locale: Locale): string {
  const query = locale === 'fr' ? `etape=confirmation&commande=${id}#acces=` : `step=confirmation&order=${id}#access=`;
  return `${context.siteUrl}${CHECKOUT_PAGE_PATHS[locale]}?${query}${orderLinkKey(context.secret, id)}`;
}

/**
 * An order of this cart that may have been paid (a lost connection, or a caller that died after calling the gateway) is
 * settled by asking the provider for a sale with its id: found, it is recorded as paid (mails, commerce queue); not
 * found, nothing was charged and it expires, which frees the cart.
 */
async function settleUncertain(context: OrderContext, cartId: string): Promise<'paid' | 'freed' | 'busy'> {
  const [blocking] = await context.db.query<OrderRow>(
    "SELECT * FROM orders WHERE cart_id = $1 AND (status IN ('pending', 'paid') OR error_key = 'connexion')",
    [cartId],
  );
  if (!blocking) return 'freed';
  if (blocking.status === 'paid') return 'paid';
  const mine = await claim(context, blocking);
  if (!mine) return 'busy';
  let sale: Awaited<ReturnType<PaymentProvider['findSale']>>;
  try {
    sale = await context.payments.findSale(mine.id);
  } catch (error) {
    context.log.error(`[api] order ${mine.number}: its sale could not be looked up`, (error as Error).message);
    await context.db.query("UPDATE orders SET status = 'failed', error_key = 'connexion', lease_until = NULL WHERE id = $1", [mine.id]);
    return 'busy';
  }
  if (sale) {
    await recordPaid(context, mine, sale.reference, sale.method);
    return 'paid';
  }
  await context.db.query("UPDATE orders SET status = 'expired', lease_until = NULL WHERE id = $1", [mine.id]);
  return 'freed';
}

/**
 * Takes the right to call the gateway for this order: a failed lost connection to retry, or a pending order whose caller's
 * lease ran out. One caller wins however many retries arrive at once; the others wait for its outcome.
 */
async function claim(context: OrderContext, row: OrderRow): Promise<OrderRow | null> {
  const leaseUntil = new Date(Date.now() + (context.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  const claimed = await context.db.query<OrderRow>(
    `UPDATE orders SET status = 'pending', error_key = NULL, lease_until = $2
     WHERE id = $1 AND ((status = 'failed' AND error_key = 'connexion') OR (status = 'pending' AND lease_until < $3))
     RETURNING *`,
    [row.id, leaseUntil, new Date().toISOString()],
  );
  return claimed[0] ?? null;
}

async function replay(
  context: OrderContext,
  input: PlaceOrderInput,
  first: OrderRow,
  byKey: () => Promise<OrderRow | null>,
): Promise<PlaceOrderOutcome> {
  if (first.cart_id !== input.cartId) return { ok: false, status: 422, error: 'invalidRequest' };
  let row: OrderRow | null = first;
  for (let waited = 0; row && waited <= 20_000; waited += 100) {
    if (row.status === 'paid')
      return { ok: true, status: 200, order: await orderView(context.db, row, context.secret, context.merchant, input.locale) };
    if (row.status === 'expired') return failure('connexion');
    if (row.status === 'failed' && row.error_key !== 'connexion') return failure(row.error_key ?? 'saveFail', row.provider_message);
    // A lost connection, or a caller that died: retried with the same order id, which the provider never charges twice.
    const mine = await claim(context, row);
    if (mine) return charge(context, input, mine);
    await sleep(100);
    row = await byKey();
  }
  return { ok: false, status: 409, error: 'pending' };
}

async function charge(context: OrderContext, input: PlaceOrderInput, row: OrderRow): Promise<PlaceOrderOutcome> {
  const { db } = context;
  // Committed before the call: an order that may have reached the gateway is never expired as if it had not.
  await db.query('UPDATE orders SET gateway_called_at = coalesce(gateway_called_at, now()) WHERE id = $1', [row.id]);
  let result: SaleResult;
  try {
    result = await context.payments.sale({
      nonce: input.nonce,
      amount: Number(row.totals.total),
      currency: row.currency,
      orderId: row.id,
      description: `Piscines Soleil ${row.number}`,
    });
  } catch (error) {
    const key: PaymentErrorKey = error instanceof GatewayConnectionError ? 'connexion' : 'saveFail';
    context.log.error(`[api] order ${row.number}: payment provider ${context.payments.name} failed`, (error as Error).message);
    result = { ok: false, error: key };
  }

  if (!result.ok) {
    const { error, providerMessage } = result;
    await db.transaction(async (tx) => {
      await tx.query("UPDATE orders SET status = 'failed', error_key = $2, provider_message = $3, lease_until = NULL WHERE id = $1", [
        row.id,
        error,
        providerMessage ?? null,
      ]);
      if (error === 'saveFail') await alertAdministrator(context, tx, row, error);
    });
    countPayment(error);
    return failure(error, providerMessage);
  }

  try {
    await recordPaid(context, row, result.reference, result.method);
  } catch (error) {
    // Charged but not recorded: the money goes back rather than stay taken for an order nobody will ship.
    context.log.error(`[api] order ${row.number}: paid but not recorded, reversing the sale`, (error as Error).message);
    await reverseUnrecorded(context, row, result.reference);
    countPayment('saveFail');
    return failure('saveFail');
  }
  countPayment('approved');
  return {
    ok: true,
    status: 201,
    order: await orderView(db, (await readOrder(db, row.id))!, context.secret, context.merchant, input.locale),
  };
}

/** Paid, in one transaction: the sale, both mails, the commerce queue's entry and the newsletter consent if given. */
async function recordPaid(context: OrderContext, row: OrderRow, reference: string, method: PaymentMethodView): Promise<void> {
  await context.db.transaction(async (tx) => {
    await tx.query(
      "UPDATE orders SET status = 'paid', paid_at = now(), error_key = NULL, lease_until = NULL, payment_ref = $2, payment_method = $3::jsonb, card_brand = $4, card_last4 = $5 WHERE id = $1",
      [
        row.id,
        reference,
        JSON.stringify(method),
        method.kind === 'card' ? method.brand : null,
        method.kind === 'card' ? method.last4 : null,
      ],
    );
    const paidRow = (await readOrder(tx, row.id))!;
    const view = await orderView(tx, paidRow, context.secret, context.merchant);
    const contract = await keepContract(context, tx, { ...view, customer: row.customer });
    await enqueueMail(tx, {
      orderId: row.id,
      kind: 'order-confirmation',
      mail: orderConfirmation(
        context.mail.from,
        { ...view, customer: row.customer },
        { link: orderLink(context, row.id, row.locale), contract },
      ),
    });
    // The store reads its notification in French, product titles included.
    const forStore = await orderView(tx, paidRow, context.secret, context.merchant, 'fr');
    await enqueueMail(tx, {
      orderId: row.id,
      kind: 'notification',
      mail: orderNotification(context.mail.from, context.mail.storeEmail, { ...forStore, customer: row.customer }),
    });
    // The commerce platform gets the order from these stored lines, by a queue that retries until it has it.
    await tx.query('INSERT INTO commerce_orders (order_id) VALUES ($1) ON CONFLICT DO NOTHING', [row.id]);
    await sendJob(context.db, tx, COMMERCE_PUSH, row.id);
    if (row.customer.newsletter) await recordNewsletterConsent(tx, context.mail, context.secret, paidRow);
  });
}

async function reverseUnrecorded(context: OrderContext, row: OrderRow, reference: string): Promise<void> {
  let reversed = false;
  try {
    await context.payments.reverse(reference);
    reversed = true;
  } catch (error) {
    context.log.error(`[api] order ${row.number}: the sale ${reference} could not be reversed`, (error as Error).message);
  }
  try {
    await context.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE orders SET status = 'failed', error_key = 'saveFail', lease_until = NULL, payment_ref = $2, reversed_at = ${reversed ? 'now()' : 'NULL'} WHERE id = $1`,
        [row.id, reference],
      );
      await alertAdministrator(
        context,
        tx,
        row,
        reversed ? `saveFail, sale ${reference} reversed` : `saveFail, sale ${reference} NOT reversed`,
      );
    });
  } catch (error) {
    context.log.error(`[api] order ${row.number}: the failure could not be recorded`, (error as Error).message);
  }
}

/** Spec §8 saveFail: the administrator is mailed, through the outbox, in the same transaction as the failure. */
function alertAdministrator(context: OrderContext, tx: Queryable, row: OrderRow, error: string) {
  return enqueueMail(tx, {
    orderId: row.id,
    kind: 'notification',
    mail: paymentFailureAlert(
      context.mail.from,
      context.mail.storeEmail,
      { id: row.id, number: row.number, email: row.email, total: Number(row.totals.total), currencyCode: row.currency },
      error,
    ),
  });
}

/** The new price in the buyer's words, for the cart-changed answer. */
export const newTotalText = (quote: QuoteAnswer, locale: Locale) => formatMoney(quote.totals.total, quote.currencyCode, locale);

/**
 * The newsletter box checked at checkout: a pending sign-up with the same proof of consent as the newsletter form, and a
 * confirmation mail; the address is subscribed only when its owner clicks (Canada's anti-spam law, ADR 0030).
 */
async function recordNewsletterConsent(tx: Queryable, mail: OrderContext['mail'], secret: string, row: OrderRow): Promise<void> {
  const submissionId = randomUUID();
  await tx.query(
    'INSERT INTO submissions (id, form, locale, fields, client_ip, user_agent, page) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)',
    [
      submissionId,
      'checkout',
      row.locale,
      JSON.stringify({ email: row.email, order: row.number, newsletter: true }),
      row.client_ip,
      row.user_agent,
      row.page,
    ],
  );
  await requestNewsletterSignup(
    tx,
    { from: mail.from, storeEmail: mail.storeEmail, publicUrl: mail.publicUrl, secret },
    { email: row.email, locale: row.locale, submissionId, client: { ip: row.client_ip, userAgent: row.user_agent, page: row.page } },
  );
}
