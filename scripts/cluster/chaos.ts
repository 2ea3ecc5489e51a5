// `npm run test:chaos`: the production topology on real engines while orders, leads and bookings arrive at a steady rate, and
// pieces fail under them: kill -9 of a store API copy and of a shell copy, PostgreSQL and Redis restarted, a release and a
// rollback. Afterwards every accepted order, lead and booking is stored exactly once, every mail of theirs sent, a resend only
// after a lost SMTP answer (counted and reported), no 5xx beyond the requests in flight at a killed copy, and the release and
// the rollback on visitors' pages through Varnish within 10 s. Then PostgreSQL is stopped until Prometheus's alert fires, and
// started until it clears; last, the restore drill restores it to a point in time with every row accepted before it. Not part
// of `npm test` (its engines); one report line per check.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { createStoreClient } from '@storefront/commerce';
import { clusterPorts, sitePorts } from '@storefront/mf-config/ports';
import { startCluster, type ClusterService, type RunningCluster } from '../lib/cluster';
import { clusterUrls } from '../lib/clusterServices';
import { waitForAlert } from '../lib/prometheus';
import { buildAndPublish } from '../lib/site';
import { productsOnSale } from '@storefront/remote-kit/testing/store';
import { restoreDrill, type Kind as DrillKind } from './drill';
import { startMailSink, type MailSink } from './mailSink';
import { REACH_MS, reachesAfter, releaseOnPage } from './probes';

const plan = JSON.parse(await readFile(resolve(import.meta.dirname, 'chaos-plan.json'), 'utf8')) as {
  ordersPerSecond: number;
  leadsPerSecond: number;
  bookingsPerSecond: number;
  pagesPerSecond: number;
  /** How long Prometheus may take to fire its alert once PostgreSQL stops, and to clear it once it is back. */
  alertSeconds: number;
  loseMailAnswerEvery: number;
  /** Seconds after the load starts at which each fault happens. */
  faults: { killApiCopy: number; killShellCopy: number; restartPostgres: number; restartRedis: number; release: number };
  loadSeconds: number;
  drainSeconds: number;
};

// The suite's client is one address behind Varnish: the limits per address (checked by `npm run test:cluster`) stay out of it.
process.env.API_RATE_LIMIT_PER_MINUTE ||= '100000';
process.env.API_REQUESTS_PER_MINUTE ||= '100000';
process.env.SHELL_PAGES_PER_MINUTE ||= '100000';
process.env.SHELL_REQUESTS_PER_MINUTE ||= '100000';
const sinkPort = clusterPorts().mailSink;
process.env.SMTP_URL = `smtp://127.0.0.1:${sinkPort}`;

type Kind = 'order' | 'lead' | 'booking' | 'page';
interface Attempt {
  kind: Kind;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no answer came (a connection reset by a killed copy). */
  status: number;
}
interface Fault {
  name: string;
  service: ClusterService;
  at: number;
  /** The kind of request the piece serves: its requests in flight at that moment may fail. */
  serves: Kind[];
}

const results: { name: string; ok: boolean; detail: string }[] = [];
function report(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
}

const now = () => performance.now();
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const runId = Date.now().toString(36);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A name for the nth visitor in letters only (the forms accept letters and spaces in a name): a, b, …, z, ba, bb, … */
const letters = (n: number): string => (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));
const customer = (n: number) => ({
  firstname: 'Chaos',
  lastname: `Essai ${letters(n)}`,
  email: `chaos-${runId}-order-${n}@example.com`,
  phone: '450 555-0123',
  address: '12, rue des Érables',
  city: 'Laval',
  province: 'QC',
  postalCode: 'H7S 1M9',
  newsletter: false,
  billingSameAsDelivery: true,
});

const attempts: Attempt[] = [];
const acceptedOrders = new Map<string, string>(); // idempotency key -> order id
const acceptedLeads = new Set<string>(); // email
const acceptedBookings = new Set<string>(); // booking number
const unplaced: string[] = [];

async function timed(kind: Kind, call: () => Promise<Response>): Promise<Response | null> {
  const startedAt = now();
  try {
    const response = await call();
    attempts.push({ kind, startedAt, endedAt: now(), status: response.status });
    return response;
  } catch {
    attempts.push({ kind, startedAt, endedAt: now(), status: 0 });
    return null;
  }
}

/** The integrity token the site's pages fetch (the local issuer, signed with the copies' shared API_SECRET). */
let integrity = { token: '', expiresAt: 0 };
async function integrityToken(api: string): Promise<string> {
  if (integrity.expiresAt - Date.now() > 60_000) return integrity.token;
  const response = await fetch(`${api}/integrity/token`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`integrity token: ${response.status}`);
  integrity = (await response.json()) as typeof integrity;
  return integrity.token;
}

/**
 * One order as the checkout places it: a cart, its quote, then the order with one idempotency key, sent again with the same
 * key after a failed answer (what the checkout's pay button does), until it is paid or its lease has surely gone.
 */
/** What the chaos reads of the store API's quote: its fingerprint, the methods first offered and the conditions in force. */
interface PricedCart {
  quote: string;
  fulfilment: { selection: unknown };
  conditionsVersion: string;
}

async function placeOrder(api: string, store: ReturnType<typeof createStoreClient>, variantId: string, n: number): Promise<void> {
  const key = `chaos-${runId}-order-${n}-0123456789`;
  // Past the 90 s an order's lease lasts: a copy killed while it held one keeps the key's order pending until then.
  const deadline = now() + 150_000;
  let cartId: string | null = null;
  let quote: PricedCart | null = null;
  while (now() < deadline) {
    try {
      cartId ??= (await store.createCheckout({ lineItems: [{ variantId, quantity: 1 }] })).id;
      if (!quote) {
        const priced = await timed('order', () =>
          fetch(`${api}/orders/quote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ cartId, province: 'QC', postalCode: 'H7S 1M9' }),
            signal: AbortSignal.timeout(15_000),
          }),
        );
        if (!priced?.ok) throw new Error(`quote ${priced?.status ?? 'no answer'}`);
        quote = (await priced.json()) as PricedCart;
      }
      const offer = quote;
      const token = await integrityToken(api);
      const answer = await timed('order', () =>
        fetch(`${api}/orders?lang=fr`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-firebase-appcheck': token },
          // The methods as first offered and the conditions in force accepted, as a buyer who goes straight through does.
          body: JSON.stringify({
            cartId,
            customer: customer(n),
            nonce: 'fake-valid-visa-nonce',
            quote: offer.quote,
            selection: offer.fulfilment.selection,
            acceptance: { conditionsVersion: offer.conditionsVersion },
          }),
          signal: AbortSignal.timeout(30_000),
        }),
      );
      if (answer?.ok) {
        acceptedOrders.set(key, ((await answer.json()) as { order: { id: string } }).order.id);
        return;
      }
    } catch {
      // The next attempt, with the same key.
    }
    await sleep(1_000);
  }
  unplaced.push(key);
}

async function sendLead(api: string, n: number): Promise<void> {
  const email = `chaos-${runId}-lead-${n}@example.com`;
  // The forms send one key per submission (mfe-forms storeApi.ts): Varnish may then send it to the other copy.
  const key = `chaos-${runId}-lead-${n}-0123456789`;
  const fields = { name: `Chaos ${letters(n)}`, email, phone: '450 555-0123', message: `Chaos ${runId}: lead ${n}, arrived under load.` };
  let token: string;
  try {
    token = await integrityToken(api);
  } catch {
    return;
  }
  // Every other lead carries a file, read back from object storage by whichever copy sends its mail.
  const withFile = n % 2 === 0;
  const answer = await timed('lead', () => {
    if (!withFile)
      return fetch(`${api}/forms/contact?lang=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-firebase-appcheck': token, 'idempotency-key': key },
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(20_000),
      });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('files', new Blob([PDF], { type: 'application/pdf' }), `plan-${n}.pdf`);
    return fetch(`${api}/forms/contact?lang=fr`, {
      method: 'POST',
      headers: { 'x-firebase-appcheck': token, 'idempotency-key': key },
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
  });
  if (answer?.status === 201) acceptedLeads.add(email);
}

/** The half-days with a place left in one area, and the price of a single visit: the bookings take them in turn. */
interface Bookable {
  service: string;
  postalCode: string;
  price: number;
  halves: { day: string; half: 'morning' | 'afternoon' }[];
}

/** An area of Laval taken at random (each has its own places), and its open half-days of whichever season is next. */
async function bookable(api: string): Promise<Bookable> {
  const fsas = ['H7A', 'H7B', 'H7C', 'H7E', 'H7G', 'H7H', 'H7J', 'H7K', 'H7L', 'H7M', 'H7N', 'H7P', 'H7R', 'H7S', 'H7T', 'H7V'];
  const postalCode = `${fsas[Math.floor(Math.random() * fsas.length)]} 1M9`;
  for (const service of ['opening', 'closing']) {
    const response = await fetch(`${api}/bookings/availability?service=${service}&postalCode=${encodeURIComponent(postalCode)}&lang=fr`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) continue;
    const body = (await response.json()) as { days: { day: string; morning: number; afternoon: number }[]; prices: { single: number } };
    const halves = body.days.flatMap(({ day, morning, afternoon }) => [
      ...(morning > 0 ? [{ day, half: 'morning' as const }] : []),
      ...(afternoon > 0 ? [{ day, half: 'afternoon' as const }] : []),
    ]);
    if (halves.length) return { service, postalCode, price: body.prices.single, halves };
  }
  throw new Error(`no half-day left to book at ${postalCode}`);
}

/** One booking of a single visit, as the booking page confirms it (straight to a half-day, without a hold first). */
async function sendBooking(api: string, offer: Bookable, n: number): Promise<void> {
  const slot = offer.halves[n % offer.halves.length]!;
  let token: string;
  try {
    token = await integrityToken(api);
  } catch {
    return;
  }
  const answer = await timed('booking', () =>
    fetch(`${api}/bookings?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-firebase-appcheck': token },
      body: JSON.stringify({
        service: offer.service,
        offer: 'single',
        package: 'forfait_2',
        poolType: 'aboveGround',
        price: offer.price,
        customer: { ...customer(n), email: `chaos-${runId}-booking-${n}@example.com`, postalCode: offer.postalCode },
        ...slot,
      }),
      signal: AbortSignal.timeout(20_000),
    }),
  );
  if (answer?.status === 201) acceptedBookings.add(((await answer.json()) as { number: string }).number);
}

/** Runs `task` every 1000/rate ms until `until`, without waiting for one to end before the next starts (a steady rate). */
async function steady(rate: number, until: () => boolean, task: (n: number) => Promise<void>): Promise<void> {
  const running: Promise<void>[] = [];
  for (let n = 0; !until(); n += 1) {
    running.push(task(n));
    await sleep(1000 / rate);
  }
  await Promise.all(running);
}

async function waitForReady(cluster: RunningCluster, service: ClusterService, victim: number | null): Promise<void> {
  const deadline = now() + 90_000;
  while (cluster.status()[service]?.state !== 'ready' || cluster.pid(service) === victim) {
    if (now() > deadline) throw new Error(`${service} did not come back`);
    await sleep(250);
  }
}

/** Waits until the run's mails are sent and its orders are in Shopify (rows of earlier runs are not this run's business). */
async function drained(db: pg.Client, since: Date, seconds: number): Promise<{ mails: number; commerce: number }> {
  const deadline = now() + seconds * 1000;
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql, [since])).rows[0]!.n);
  for (;;) {
    const mails = await count('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND created_at >= $1');
    const commerce = await count('SELECT count(*) AS n FROM commerce_orders WHERE pushed_at IS NULL AND created_at >= $1');
    if ((mails === 0 && commerce === 0) || now() > deadline) return { mails, commerce };
    await sleep(1_000);
  }
}

await buildAndPublish();
let sink: MailSink | null = null;
let cluster: RunningCluster | null = null;
const db = new pg.Client({ connectionString: clusterUrls().databaseUrl });
// PostgreSQL is stopped on purpose at the end: this connection then ends with an error event that must not end the run.
db.on('error', () => {});
try {
  cluster = await startCluster({
    write: (line, stream) => stream === 'err' && /error|fatal/i.test(line) && process.stderr.write(`${line}\n`),
  });
  // After the cluster's check of its free ports (this one among them); no mail is due before the load starts.
  sink = await startMailSink({ port: sinkPort, loseEvery: plan.loseMailAnswerEvery });
  const { site, api } = cluster.urls;
  const store = createStoreClient({
    domain: 'storefront.myshopify.com',
    storefrontAccessToken: 'local-storefront-token',
    apiOrigin: `http://127.0.0.1:${sitePorts().localCloud}`,
  });
  // Products the local store keeps 100 of (under 200 $), taken in turn, so that a run never sells one out.
  const products = (await productsOnSale('fr')).filter((product) => product.price < 200);
  if (products.length === 0) throw new Error('The local store has no product under 200 $ for sale');
  const bookings = await bookable(api);
  console.log(`cluster up: ${site}, API ${api}, mail ${process.env.SMTP_URL}; load for ${plan.loadSeconds} s`);

  const releaseBefore = await releaseOnPage(site);
  const startedAt = new Date();
  const t0 = now();
  const elapsed = () => (now() - t0) / 1000;
  const over = () => elapsed() >= plan.loadSeconds;
  const faults: Fault[] = [];
  const reach: string[] = [];

  const chaos = (async () => {
    const at = async (second: number) => sleep(Math.max(0, t0 + second * 1000 - now()));
    const kill = async (name: string, service: ClusterService, serves: Kind[], second: number) => {
      await at(second);
      const victim = cluster!.pid(service);
      faults.push({ name, service, at: now(), serves });
      cluster!.signal(service, 'SIGKILL');
      await waitForReady(cluster!, service, victim);
      console.log(`  ${elapsed().toFixed(1)} s: ${name} (pid ${victim}) is back as pid ${cluster!.pid(service)}`);
    };
    await kill('kill -9 of a store API copy', 'api-1', ['order', 'lead', 'booking'], plan.faults.killApiCopy);
    await kill('kill -9 of a shell copy', 'shell-1', ['page'], plan.faults.killShellCopy);
    await at(plan.faults.restartPostgres);
    await cluster!.restart('postgres');
    console.log(`  ${elapsed().toFixed(1)} s: PostgreSQL restarted`);
    await at(plan.faults.restartRedis);
    await cluster!.restart('redis');
    console.log(`  ${elapsed().toFixed(1)} s: Redis restarted`);
    await at(plan.faults.release);
    const label = `chaos-${runId}`;
    const released = await reachesAfter(['release', 'catalogue', '--label', label], site, (release) => release.startsWith(`${label}-`));
    reach.push(`release on the page ${(released / 1000).toFixed(1)} s after the pointer moved`);
    const rolledBack = await reachesAfter(['rollback', 'catalogue'], site, (release) => release === releaseBefore);
    reach.push(`rollback ${(rolledBack / 1000).toFixed(1)} s`);
  })();

  await Promise.all([
    steady(plan.ordersPerSecond, over, (n) => placeOrder(api, store, products[n % products.length]!.variantId, n)),
    steady(plan.leadsPerSecond, over, (n) => sendLead(api, n)),
    steady(plan.bookingsPerSecond, over, (n) => sendBooking(api, bookings, n)),
    steady(plan.pagesPerSecond, over, (n) =>
      timed('page', () => fetch(`${site}/fr/promotions?chaos=${runId}-${n}`, { signal: AbortSignal.timeout(20_000) })).then(() => {}),
    ),
    chaos
      .then(() => report(`a release and a rollback reach visitors through Varnish within ${REACH_MS / 1000} s`, true, reach.join(', ')))
      .catch((error: Error) =>
        report(`a release and a rollback reach visitors through Varnish within ${REACH_MS / 1000} s`, false, error.message),
      ),
  ]);
  console.log(`load over after ${elapsed().toFixed(1)} s: ${attempts.length} requests`);

  // 5xx (or no answer) only for requests in flight at a killed copy of the piece that serves them.
  const inFlightAtKill = (attempt: Attempt) =>
    faults.some((fault) => fault.serves.includes(attempt.kind) && attempt.startedAt <= fault.at && attempt.endedAt >= fault.at);
  const failed = attempts.filter((attempt) => attempt.status === 0 || attempt.status >= 500);
  const excused = failed.filter(inFlightAtKill);
  const unexcused = failed.filter((attempt) => !inFlightAtKill(attempt));
  const byKind = (list: Attempt[]) =>
    (['order', 'lead', 'booking', 'page'] as const).map((kind) => `${list.filter((a) => a.kind === kind).length} ${kind}s`).join(', ');
  report(
    'no 5xx beyond the requests in flight at a killed copy',
    unexcused.length === 0,
    `${attempts.length} requests (${byKind(attempts)}); ${excused.length} failed in flight at a kill; ${unexcused.length} other failures${unexcused.length ? ` (${unexcused.map((a) => `${a.kind} ${a.status || 'no answer'} at ${((a.startedAt - t0) / 1000).toFixed(1)} s`).join('; ')})` : ''}`,
  );
  report(
    'every order is placed (retried with its key after a failed answer)',
    unplaced.length === 0,
    `${acceptedOrders.size} paid, ${unplaced.length} never paid`,
  );

  await db.connect();
  const left = await drained(db, startedAt, plan.drainSeconds);
  report(
    'the mail outbox and the commerce queue drain',
    left.mails === 0 && left.commerce === 0,
    `${left.mails} mails and ${left.commerce} Shopify orders still waiting after up to ${plan.drainSeconds} s`,
  );

  const orderRows = await db.query<{ idempotency_key: string; id: string; status: string; n: string }>(
    `SELECT idempotency_key, min(id::text) AS id, min(status) AS status, count(*) AS n FROM orders WHERE idempotency_key LIKE $1 GROUP BY idempotency_key`,
    [`chaos-${runId}-%`],
  );
  const stored = new Map(orderRows.rows.map((row) => [row.idempotency_key, row]));
  const orderProblems = [...acceptedOrders].flatMap(([key, id]) => {
    const row = stored.get(key);
    if (!row) return [`${key} missing`];
    if (row.n !== '1' || row.id !== id || row.status !== 'paid') return [`${key}: ${row.n} rows, ${row.status}`];
    return [];
  });
  const charged = await db.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE idempotency_key LIKE $1 AND status = 'paid'`, [
    `chaos-${runId}-%`,
  ]);
  report(
    'every accepted order is stored exactly once, paid',
    orderProblems.length === 0 && Number(charged.rows[0]!.n) === acceptedOrders.size,
    `${acceptedOrders.size} accepted, ${charged.rows[0]!.n} paid rows${orderProblems.length ? `; ${orderProblems.slice(0, 5).join('; ')}` : ''}`,
  );

  const leadRows = await db.query<{ email: string; n: string }>(
    `SELECT fields->>'email' AS email, count(*) AS n FROM submissions WHERE fields->>'email' LIKE $1 GROUP BY 1`,
    [`chaos-${runId}-lead-%`],
  );
  const leadCounts = new Map(leadRows.rows.map((row) => [row.email, Number(row.n)]));
  const leadProblems = [...acceptedLeads]
    .filter((email) => leadCounts.get(email) !== 1)
    .map((email) => `${email}: ${leadCounts.get(email) ?? 0} rows`);
  report(
    'every accepted lead is stored exactly once',
    leadProblems.length === 0,
    `${acceptedLeads.size} accepted, ${leadRows.rows.length} stored${leadProblems.length ? `; ${leadProblems.slice(0, 5).join('; ')}` : ''}`,
  );

  const bookingRows = await db.query<{ number: string; id: string; confirmed: boolean; n: string }>(
    `SELECT number, min(id::text) AS id, bool_and(confirmed_at IS NOT NULL) AS confirmed, count(*) AS n FROM bookings
     WHERE email LIKE $1 GROUP BY number`,
    [`chaos-${runId}-booking-%`],
  );
  const bookingByNumber = new Map(bookingRows.rows.map((row) => [row.number, row]));
  const bookingProblems = [...acceptedBookings].flatMap((number) => {
    const row = bookingByNumber.get(number);
    return !row ? [`${number} missing`] : row.n !== '1' || !row.confirmed ? [`${number}: ${row.n} rows, confirmed ${row.confirmed}`] : [];
  });
  report(
    'every accepted booking is stored exactly once, confirmed',
    bookingProblems.length === 0 && acceptedBookings.size > 0,
    `${acceptedBookings.size} accepted (${bookings.service}, ${bookings.postalCode}), ${bookingRows.rows.length} stored${bookingProblems.length ? `; ${bookingProblems.slice(0, 5).join('; ')}` : ''}`,
  );
  // The run's accepted rows by id, for the restore drill: all of them were acknowledged before it chooses its point.
  const leadIds = await db.query<{ id: string }>(`SELECT id::text AS id FROM submissions WHERE fields->>'email' = ANY($1::text[])`, [
    [...acceptedLeads],
  ]);
  const accepted: Record<DrillKind, string[]> = {
    orders: [...acceptedOrders.values()],
    leads: leadIds.rows.map((row) => row.id),
    bookings: [...acceptedBookings].flatMap((number) => bookingByNumber.get(number)?.id ?? []),
  };

  // The mails of this run's orders and leads: each arrived at the mail server; twice only after its first answer was lost.
  const mails = await db.query<{ id: string }>(
    `SELECT o.id::text AS id FROM outbox o LEFT JOIN submissions s ON s.id = o.submission_id LEFT JOIN orders r ON r.id = o.order_id
     WHERE s.fields->>'email' LIKE $1 OR r.idempotency_key LIKE $2`,
    [`chaos-${runId}-lead-%`, `chaos-${runId}-%`],
  );
  // A mail may go twice when its first answer was lost: by the mail server on purpose, or by a copy killed between the send and
  // its record. The store API counts each such resend (outbox_attempts.resend); any other duplicate is a fault.
  const recorded = await db.query<{ id: string }>(
    `SELECT DISTINCT a.outbox_id::text AS id FROM outbox_attempts a WHERE a.resend AND a.outbox_id = ANY($1::uuid[])`,
    [mails.rows.map((row) => row.id)],
  );
  const countedResends = new Set(recorded.rows.map((row) => row.id));
  const deliveries = sink.deliveries();
  const lost = sink.lostAnswers();
  const messageIdOf = (id: string) => [...deliveries.keys()].find((messageId) => messageId.startsWith(`<${id.toLowerCase()}@`));
  const missing = mails.rows.filter((row) => !messageIdOf(row.id));
  const resent = mails.rows.filter((row) => (deliveries.get(messageIdOf(row.id) ?? '') ?? 0) > 1);
  const unexplained = resent.filter((row) => !countedResends.has(row.id) || deliveries.get(messageIdOf(row.id)!)! > 2);
  report(
    'every mail is sent, once; a resend only after a lost answer, and counted',
    missing.length === 0 && unexplained.length === 0,
    `${mails.rows.length} mails, ${missing.length} never arrived; ${lost.size} answers lost on purpose by the mail server; ${resent.length} mails arrived twice, ${countedResends.size} resends counted by the store API; ${unexplained.length} duplicates not counted`,
  );

  // PostgreSQL stopped for real (held by its supervisor): Prometheus's alert fires, then clears once it answers again.
  const prometheus = cluster.urls.prometheus;
  const alert = 'StorefrontDatabaseDown';
  await cluster.hold('postgres');
  console.log(`  PostgreSQL stopped; waiting for ${alert} to fire`);
  let fired: number | Error;
  try {
    fired = await waitForAlert(prometheus, alert, true, plan.alertSeconds * 1000);
  } catch (error) {
    fired = error as Error;
  } finally {
    await cluster.resume('postgres');
  }
  const cleared = await waitForAlert(prometheus, alert, false, plan.alertSeconds * 1000).catch((error: Error) => error);
  report(
    'an alert fires when PostgreSQL stops, and clears when it is back',
    !(fired instanceof Error) && !(cleared instanceof Error),
    [
      fired instanceof Error ? fired.message : `${alert} firing ${(fired / 1000).toFixed(1)} s after the stop`,
      cleared instanceof Error ? cleared.message : `cleared ${(cleared / 1000).toFixed(1)} s after PostgreSQL answered again`,
    ].join('; '),
  );

  // The restore drill: a point in time now, every row accepted before it restored from the base backup and the archive.
  const drill = await restoreDrill({ log: (line) => console.log(`  ${line}`) });
  const notRestored = (Object.keys(accepted) as DrillKind[]).flatMap((kind) => {
    const expected = new Set(drill.expected[kind]);
    const missingIds = new Set(drill.missing[kind]);
    return accepted[kind].filter((id) => !expected.has(id) || missingIds.has(id)).map((id) => `${kind} ${id}`);
  });
  report(
    "the restore drill brings back, at a point in time, every order, lead and booking accepted before it (this run's too)",
    drill.ok && notRestored.length === 0,
    `to ${drill.point.toISOString()} from ${drill.backup.label} in ${(drill.recoveryMs / 1000).toFixed(1)} s: ${(
      Object.keys(accepted) as DrillKind[]
    )
      .map(
        (kind) =>
          `${drill.expected[kind].length - drill.missing[kind].length}/${drill.expected[kind].length} ${kind} (this run's ${accepted[kind].length})`,
      )
      .join(', ')}${notRestored.length ? `; not restored: ${notRestored.slice(0, 5).join(', ')}` : ''}`,
  );
} catch (error) {
  report('the chaos run', false, error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await db.end().catch(() => {});
  await cluster?.stop();
  await sink?.close();
}
const failures = results.filter((result) => !result.ok);
console.log(
  `\n${results.length - failures.length} of ${results.length} chaos checks passed${failures.length ? `; failed: ${failures.map((f) => f.name).join('; ')}` : ''}`,
);
process.exit(failures.length ? 1 : 0);
