// Owns getting every paid order into the commerce platform: built from the order's stored lines and totals, pushed one at
// a time through pg-boss's queue (jobs.ts) with growing delays while the platform is down, never twice, and shown to staff
// while it waits.
import type { Locale } from '@storefront/contracts';
import { METHOD_NAMES, TAX_NAMES, type Merchant, type MethodId, type OrderTotals, type Shipment } from '@storefront/commerce';
import { placeTaxes } from './commerce-tax-lines';
import type { PaidOrderRow } from './order-row';
import { formatStoreDay, formatStoreTime } from '@storefront/i18n/store-dates';
import type { Db, Queryable } from '../db';
import { enqueueMail } from '../outbox';
import { COMMERCE_PUSH, inTransaction, type Job, jobsOf, settled } from '../jobs';
import {
  CommerceRejectedError,
  type CommerceAttribute,
  type CommerceOrderInput,
  type CommerceOrderSink,
  type CommerceShippingLine,
} from './shopify-admin';

export interface CommercePushOptions {
  db: Db;
  sink: CommerceOrderSink;
  mail: { from: string; storeEmail: string };
  /** How often due orders are looked for (retries and jobs sent by other copies); their delays are the queue's (jobs.ts). */
  pollMs?: number;
  log?: Pick<Console, 'error'>;
  /** Run on every poll (the expiry of abandoned orders). */
  onPoll?: () => Promise<unknown>;
}

export interface CommercePush {
  /** Pushes every order that is due now; resolves when none is left. */
  drain(): Promise<void>;
  kick(): void;
  stop(): Promise<void>;
}

/** What staff see of an order the commerce platform does not have yet. */
export interface WaitingOrder {
  number: string;
  paidAt: string;
  total: number;
  currency: string;
  attempts: number;
  nextAttemptAt: string | null;
  /** Refused by the platform: it will not be retried until someone looks. */
  rejected: boolean;
  lastError: string | null;
}

/** What the push reads of a paid order's row (`SELECT *`), with its push attempts so far. */
export type StoredOrder = Pick<
  PaidOrderRow,
  | 'id'
  | 'number'
  | 'locale'
  | 'customer'
  | 'email'
  | 'totals'
  | 'currency'
  | 'note'
  | 'promo_codes'
  | 'payment_ref'
  | 'payment_provider'
  | 'payment_method'
  | 'paid_at'
  | 'fulfilment'
  | 'merchant'
> & { attempts: number };

/** Each method's name on Shopify's shipping lines, in the buyer's language. */
/** A shipping line's title: the method, and for a pickup or a truck delivery the day (and time, and area) chosen. */
function shipmentTitle(shipment: Shipment, locale: Locale): string {
  const name = METHOD_NAMES[locale][shipment.method];
  const fr = locale === 'fr';
  if (shipment.method === 'pickup' && shipment.date) {
    const from = shipment.time
      ? fr
        ? ` à partir de ${formatStoreTime(shipment.time, locale)}`
        : ` from ${formatStoreTime(shipment.time, locale)}`
      : '';
    return `${name} — ${formatStoreDay(shipment.date, locale, true)}${from}`;
  }
  if (shipment.method === 'truck' && shipment.date)
    return `${name} — ${formatStoreDay(shipment.date, locale, true)}${shipment.area ? ` (${shipment.area})` : ''}`;
  return name;
}

/** The merchant's address on one line, as a pickup's place: "1250, boul. Saint-Martin Ouest, Laval QC H7S 1M9". */
const oneLine = (address: Merchant['address']) => `${address.street}, ${address.city} ${address.province} ${address.postalCode}`;

/**
 * Where and when each shipment leaves the store, for staff: a pickup's place and time, a truck's day and area, a window for
 * the post or freight. Keys carry the shipment's number (1, 2…) when the order has several of one method.
 */
function shipmentAttributes(shipments: Shipment[], merchant: Merchant | null): CommerceAttribute[] {
  const count = new Map<MethodId, number>();
  for (const shipment of shipments) count.set(shipment.method, (count.get(shipment.method) ?? 0) + 1);
  return shipments.flatMap((shipment, index) => {
    const key = (name: string) => ((count.get(shipment.method) ?? 0) > 1 ? `${name}_${index + 1}` : name);
    const pairs: [string, string | null | undefined][] = [];
    switch (shipment.method) {
      case 'pickup':
        pairs.push([key('pickup_location'), merchant ? oneLine(merchant.address) : null]);
        pairs.push([key('pickup_at'), shipment.date ? [shipment.date, shipment.time].filter(Boolean).join(' ') : null]);
        break;
      case 'truck':
        pairs.push([key('delivery_date'), shipment.date], [key('delivery_area'), shipment.area]);
        break;
      case 'freight':
      case 'post':
        pairs.push([key(`${shipment.method}_window`), shipment.window ? `${shipment.window.from}/${shipment.window.to}` : null]);
        break;
    }
    // Shopify takes a value for every key: what the order does not know is left out rather than sent empty.
    return pairs.flatMap(([name, value]) => (value ? [{ key: name, value }] : []));
  });
}

/** The order's shipments; an order paid before they were kept went as one parcel by post for its whole delivery fee. */
function shipmentsOf(order: StoredOrder, lineCount: number): Shipment[] {
  const kept = order.fulfilment?.shipments ?? [];
  if (kept.length) return kept;
  return [
    {
      method: 'post',
      lineIds: Array.from({ length: lineCount }, (_, position) => String(position)),
      fee: order.totals.delivery,
      taxProvince: order.customer.province,
    },
  ];
}

/** The commerce order, from the stored order alone: the cart may have changed or be gone since it was paid. */
export async function commerceOrderInput(db: Queryable, order: StoredOrder): Promise<CommerceOrderInput> {
  const lines = await db.query<{ variant_id: string; title: string; variant_title: string; quantity: number; unit_price: string }>(
    'SELECT variant_id, title, variant_title, quantity, unit_price FROM order_lines WHERE order_id = $1 ORDER BY position',
    [order.id],
  );
  const c = order.customer;
  const totals = order.totals;
  const shipments = shipmentsOf(order, lines.length);
  const taxTitle = (kind: OrderTotals['taxes'][number]['kind']) => TAX_NAMES[kind].fr;
  const placed = placeTaxes({
    lineTotals: lines.map((line) => Number(line.unit_price) * line.quantity),
    shipments,
    totals,
    paidAt: new Date(order.paid_at),
    title: taxTitle,
  });
  return {
    orderId: order.id,
    number: order.number,
    locale: order.locale,
    email: order.email,
    phone: c.phone,
    shippingAddress: {
      firstName: c.firstname,
      lastName: c.lastname,
      address1: c.address,
      address2: c.apartment || null,
      city: c.city,
      provinceCode: c.province,
      zip: c.postalCode,
      countryCode: 'CA',
      phone: c.phone,
    },
    billingAddress: c.billing
      ? {
          firstName: c.billing.firstname,
          lastName: c.billing.lastname,
          address1: c.billing.address,
          address2: c.billing.apartment || null,
          city: c.billing.city,
          provinceCode: c.billing.province,
          zip: c.billing.postalCode,
          countryCode: 'CA',
        }
      : null,
    lines: lines.map((line, index) => ({
      variantId: line.variant_id,
      title: line.title,
      variantTitle: line.variant_title,
      quantity: line.quantity,
      unitPrice: Number(line.unit_price),
      taxes: placed.lines[index]!,
    })),
    discount: totals.promoDiscount > 0 ? { codes: order.promo_codes, amount: totals.promoDiscount } : null,
    shippingLines: shipments.map((shipment, index): CommerceShippingLine => ({
      title: shipmentTitle(shipment, order.locale),
      code: shipment.method,
      amount: shipment.fee,
      taxes: placed.shipping[index]!,
    })),
    attributes: shipmentAttributes(shipments, order.merchant),
    // The store's own books read in French. The rate is a percentage (9.975): divided, it must not reach Shopify as 0.09974999999999999.
    taxes: totals.taxes.map((tax) => ({ title: taxTitle(tax.kind), rate: Number((tax.rate / 100).toFixed(8)), amount: tax.amount })),
    total: totals.total,
    currency: order.currency,
    note: order.note,
    payment: {
      gateway: order.payment_provider ?? 'braintree',
      reference: order.payment_ref,
      amount: totals.total,
      processedAt: new Date(order.paid_at).toISOString(),
    },
  };
}

export async function waitingOrders(db: Queryable): Promise<WaitingOrder[]> {
  const rows = await db.query<{
    number: string;
    paid_at: Date | string;
    total: string;
    currency: string;
    attempts: number;
    next_attempt_at: Date | string;
    rejected_at: Date | string | null;
    last_error: string | null;
  }>(
    `SELECT o.number, o.paid_at, o.total, o.currency, c.attempts, c.next_attempt_at, c.rejected_at, c.last_error
     FROM commerce_orders c JOIN orders o ON o.id = c.order_id WHERE c.pushed_at IS NULL ORDER BY o.paid_at`,
  );
  return rows.map((row) => ({
    number: row.number,
    paidAt: new Date(row.paid_at).toISOString(),
    total: Number(row.total),
    currency: row.currency,
    attempts: row.attempts,
    nextAttemptAt: row.rejected_at ? null : new Date(row.next_attempt_at).toISOString(),
    rejected: row.rejected_at !== null,
    lastError: row.last_error,
  }));
}

export function startCommercePush(options: CommercePushOptions): CommercePush {
  const { db, sink, pollMs = 10_000 } = options;
  const log = options.log ?? console;
  const jobs = jobsOf(db);
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  // pg-boss hands each due job to one copy at a time; an order already pushed or refused (a job sent twice) is let go.
  async function claim(): Promise<{ order: StoredOrder; job: Job } | null> {
    for (;;) {
      const [job] = await jobs.fetch<object>(COMMERCE_PUSH);
      if (!job) return null;
      const [order] = await db.query<StoredOrder>(
        `SELECT o.*, c.attempts FROM commerce_orders c JOIN orders o ON o.id = c.order_id
         WHERE c.order_id = $1 AND c.pushed_at IS NULL AND c.rejected_at IS NULL`,
        [job.id],
      );
      if (order) return { order, job };
      await jobs.complete(COMMERCE_PUSH, job);
    }
  }

  /**
   * Records the outcome in one transaction with settling this attempt of the job: when the attempt expired (the job was
   * handed to another copy), nothing is written and whoever holds it now decides.
   */
  async function record(order: StoredOrder, job: Job, how: 'complete' | 'fail', write: (tx: Queryable) => Promise<void>): Promise<void> {
    const kept = await db.transaction(async (tx) => {
      const attempt = { id: job.id, retryCount: job.retryCount };
      const response =
        how === 'complete'
          ? await jobs.complete(COMMERCE_PUSH, attempt, null, { db: inTransaction(tx) })
          : await jobs.fail(COMMERCE_PUSH, attempt, null, { db: inTransaction(tx) });
      if (!settled(response)) return false;
      await write(tx);
      return true;
    });
    if (!kept) log.error(`[api] order ${order.number}: lease lost before its outcome was recorded; whoever holds it now decides`);
  }

  async function pushOne(order: StoredOrder, job: Job): Promise<void> {
    const attempts = order.attempts + 1;
    try {
      const created = await sink.createOrder(await commerceOrderInput(db, order));
      await record(order, job, 'complete', async (tx) => {
        await tx.query(
          'UPDATE commerce_orders SET pushed_at = now(), attempts = $2, commerce_id = $3, commerce_name = $4, last_error = NULL WHERE order_id = $1',
          [order.id, attempts, created.id, created.name],
        );
      });
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 500);
      if (error instanceof CommerceRejectedError) {
        // Refused as it is: retrying cannot help; the store is told once, and the order waits for a person.
        await record(order, job, 'complete', async (tx) => {
          await tx.query('UPDATE commerce_orders SET rejected_at = now(), attempts = $2, last_error = $3 WHERE order_id = $1', [
            order.id,
            attempts,
            message,
          ]);
          await enqueueMail(tx, {
            orderId: order.id,
            kind: 'notification',
            mail: {
              from: options.mail.from,
              to: options.mail.storeEmail,
              subject: `[Commande à saisir] ${order.number}`,
              text: [
                `La commande payée ${order.number} a été refusée par la plateforme de commerce et doit être saisie à la main.`,
                `Motif : ${message}`,
                'Le paiement est fait; la commande est conservée dans l’API du magasin.',
              ].join('\n'),
              headers: {},
              attachments: [],
            },
          });
        });
        log.error(`[api] order ${order.number}: refused by the commerce platform, waiting for staff`);
        return;
      }
      let next: string | null = null;
      await record(order, job, 'fail', async (tx) => {
        // pg-boss chose the next try (its backoff); the staff's list shows it.
        const [retry] = await jobs.findJobs(COMMERCE_PUSH, { id: job.id, db: inTransaction(tx) });
        next = retry?.state === 'retry' ? new Date(retry.startAfter).toISOString() : null;
        await tx.query(
          'UPDATE commerce_orders SET attempts = $2, next_attempt_at = COALESCE($3, next_attempt_at), last_error = $4 WHERE order_id = $1',
          [order.id, attempts, next, message],
        );
      });
      log.error(
        `[api] order ${order.number}: not in the commerce platform yet (attempt ${attempts}), next try ${next ?? 'none (given up)'}`,
      );
    }
  }

  async function drainOnce(): Promise<void> {
    for (let claimed = await claim(); claimed && !stopped; claimed = await claim()) await pushOne(claimed.order, claimed.job);
  }

  function drain(): Promise<void> {
    const next = queue.then(drainOnce);
    queue = next.catch((error: unknown) => log.error('[api] commerce queue', (error as Error).message));
    return next;
  }

  const timer = setInterval(() => {
    void options.onPoll?.().catch((error: unknown) => log.error('[api] commerce queue', (error as Error).message));
    void drain().catch(() => undefined);
  }, pollMs);
  timer.unref();

  return {
    drain,
    kick: () => void drain().catch(() => undefined),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await queue;
    },
  };
}
