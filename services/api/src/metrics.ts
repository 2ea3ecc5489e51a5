// Owns the store API's Prometheus metrics (prom-client's default registry): their names (shared with the shell and the
// cluster's Prometheus), the hooks that count requests, the gauges read from the database at each scrape, and GET /metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';
import { PAYMENT_ERROR_KEYS, type PaymentErrorKey } from '@storefront/commerce';
import type { Db } from './db';
import { COMMERCE_PUSH } from './jobs';
import { edgeRefusal } from './edge';
import { requestLocale } from './http';

/** A metric registered once per process: a second API in the same process (the tests) counts into the same one. */
function once<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequests = once(
  'storefront_http_requests_total',
  () =>
    new Counter({
      name: 'storefront_http_requests_total',
      help: 'Requests answered, by route pattern (unmatched for unknown addresses), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
    }),
);

export const httpDuration = once(
  'storefront_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and method.',
      labelNames: ['route', 'method'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const rateLimited = once(
  'storefront_rate_limited_total',
  () =>
    new Counter({
      name: 'storefront_rate_limited_total',
      help: 'Requests refused by a rate limit (429), by route pattern.',
      labelNames: ['route'] as const,
    }),
);

export const dependencyUp = once(
  'storefront_dependency_up',
  () =>
    new Gauge({
      name: 'storefront_dependency_up',
      help: 'Whether a dependency answered its last readiness check (1) or not (0).',
      labelNames: ['dependency'] as const,
    }),
);

/** A payment's outcome as counted: spec §8's payment error codes, or `approved`. */
export type PaymentOutcome = PaymentErrorKey | 'approved';

export const paymentOutcomes = once('storefront_payments_total', () => {
  const counter = new Counter({
    name: 'storefront_payments_total',
    help: 'Payments attempted at the provider, by outcome (spec §8 codes, or approved).',
    labelNames: ['outcome'] as const,
  });
  // Every outcome exists from the start at 0, so a rate over the first failure is not a missing series.
  for (const outcome of ['approved', ...PAYMENT_ERROR_KEYS] as const) counter.inc({ outcome }, 0);
  return counter;
});

/** Counts one payment's outcome (the order path calls it where the provider's answer is known). */
export function countPayment(outcome: PaymentOutcome): void {
  paymentOutcomes.inc({ outcome });
}

export const bookingHolds = once(
  'storefront_booking_holds_total',
  () => new Counter({ name: 'storefront_booking_holds_total', help: 'Booking slots held for a visitor.' }),
);

export const bookingConfirmations = once(
  'storefront_booking_confirmations_total',
  () => new Counter({ name: 'storefront_booking_confirmations_total', help: 'Bookings confirmed.' }),
);

// Around web.dev's thresholds: LCP good ≤ 2.5 s, poor > 4 s; INP 0.2 / 0.5 s; FCP 1.8 / 3 s; TTFB 0.8 / 1.8 s.
export const webVitals = once(
  'storefront_web_vitals_seconds',
  () =>
    new Histogram({
      name: 'storefront_web_vitals_seconds',
      help: 'Real visitors’ LCP, INP, FCP and TTFB (after analytics consent), by page type and device class.',
      labelNames: ['name', 'page', 'device'] as const,
      buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20],
    }),
);

// CLS good ≤ 0.1, poor > 0.25.
export const webVitalsCls = once(
  'storefront_web_vitals_cls',
  () =>
    new Histogram({
      name: 'storefront_web_vitals_cls',
      help: 'Real visitors’ cumulative layout shift (after analytics consent), by page type and device class.',
      labelNames: ['page', 'device'] as const,
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    }),
);

/** How long a scrape waits for the queues' counts: a scrape that hangs on the database is worse than a missing number. */
const QUEUE_QUERY_TIMEOUT_MS = 1_000;

interface QueueSnapshot {
  outbox_depth: number;
  outbox_age: number | null;
  commerce_depth: number;
  commerce_age: number | null;
  commerce_dead: number;
}

/** The databases of the APIs alive in this process; the scrape reads the last one (one per process outside the tests). */
const databases: Db[] = [];
/** The counts of the scrape under way, read once for its four gauges. */
let scraping: Promise<QueueSnapshot | null> | undefined;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The mails and paid orders still waiting, and how long the oldest has, in one query (the partial indexes keep it cheap).
 * Null when the database did not answer in time: the scrape goes on without them.
 */
async function queueSnapshot(): Promise<QueueSnapshot | null> {
  const db = databases.at(-1);
  if (!db) return null;
  try {
    const [row] = await withTimeout(
      db.query<QueueSnapshot>(
        `SELECT
           (SELECT count(*) FROM outbox WHERE sent_at IS NULL AND rejected_at IS NULL)::int AS outbox_depth,
           (SELECT GREATEST(0, EXTRACT(EPOCH FROM now() - min(created_at))) FROM outbox
              WHERE sent_at IS NULL AND rejected_at IS NULL)::float8 AS outbox_age,
           (SELECT count(*) FROM commerce_orders WHERE pushed_at IS NULL AND rejected_at IS NULL)::int AS commerce_depth,
           (SELECT GREATEST(0, EXTRACT(EPOCH FROM now() - min(created_at))) FROM commerce_orders
              WHERE pushed_at IS NULL AND rejected_at IS NULL)::float8 AS commerce_age,
           (SELECT count(*) FROM pgboss.job WHERE name = '${COMMERCE_PUSH}' AND state = 'failed')::int AS commerce_dead`,
      ),
      QUEUE_QUERY_TIMEOUT_MS,
    );
    return row ?? null;
  } catch {
    return null;
  }
}

/** A gauge read from the queues at scrape; NaN (Prometheus's "no value") when the database did not answer. */
function queueGauge(name: string, help: string, pick: (row: QueueSnapshot) => number | null) {
  return once(
    name,
    () =>
      new Gauge({
        name,
        help,
        async collect() {
          const row = await (scraping ?? queueSnapshot());
          this.set(row ? Number(pick(row) ?? 0) : NaN);
        },
      }),
  );
}

export const outboxDepth = queueGauge('storefront_outbox_depth', 'Mails waiting to be sent.', (row) => row.outbox_depth);
export const outboxOldestAge = queueGauge(
  'storefront_outbox_oldest_age_seconds',
  'Age of the oldest mail waiting to be sent (0 when none).',
  (row) => row.outbox_age,
);
export const commercePushDepth = queueGauge(
  'storefront_commerce_push_depth',
  'Paid orders waiting to reach the commerce platform.',
  (row) => row.commerce_depth,
);
export const commercePushOldestAge = queueGauge(
  'storefront_commerce_push_oldest_age_seconds',
  'Age of the oldest paid order waiting to reach the commerce platform (0 when none).',
  (row) => row.commerce_age,
);
export const commercePushDead = queueGauge(
  'storefront_commerce_push_dead',
  'Paid orders whose push ran out of tries (pg-boss keeps the failed job); each waits on the staff list with its last error.',
  (row) => row.commerce_dead,
);

if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  // Hashed first, so the comparison takes the same time whatever the lengths.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Who may read /metrics: the bearer of METRICS_TOKEN when one is set; otherwise only this machine (the socket's address). */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice('Bearer '.length), token);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** The route a request matched, as its pattern (a bounded label), or `unmatched`. */
export function routeLabel(request: FastifyRequest): string {
  return (!request.is404 && request.routeOptions.url) || 'unmatched';
}

export interface MetricsOptions {
  db: Db;
  /** METRICS_TOKEN: /metrics answers its bearer only; unset (outside production), only loopback clients. */
  token?: string;
  /** Runs before each scrape: the readiness checks, which set storefront_dependency_up. */
  beforeScrape?: () => Promise<unknown>;
}

/** Counts every answer (route, method, status, time; 429s as rate-limit refusals) and serves GET /metrics. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  databases.push(options.db);
  app.addHook('onClose', async () => {
    databases.splice(databases.indexOf(options.db), 1);
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    httpRequests.inc({ route, method: request.method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method: request.method }, reply.elapsedTime / 1_000);
    // Every 429 the API sends is a rate limit's (the error handler passes only those through).
    if (reply.statusCode === 429) rateLimited.inc({ route });
  });

  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Not found rather than forbidden: the address says nothing to whoever may not read it.
    if (!mayReadMetrics(request, options.token)) return reply.code(404).send(edgeRefusal(404, 'notFound', requestLocale(request)));
    await options.beforeScrape?.().catch(() => undefined);
    scraping = queueSnapshot();
    try {
      return reply.header('content-type', register.contentType).send(await register.metrics());
    } finally {
      scraping = undefined;
    }
  });
}
