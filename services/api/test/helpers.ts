// Builds a store API for a test: real PGlite in memory (or a fresh database on TEST_DATABASE_URL's server), real nodemailer over a transport the test controls, inject() requests.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach } from 'vitest';
import type { Transport } from 'nodemailer';
import pg from 'pg';
import type { Redis } from 'ioredis';
import { buildApi, type ApiDeps } from '../src/app';
import { attachmentStoreFor, type AttachmentStore } from '../src/leads/attachments';
import type { CatalogueModels } from '../src/catalogue';
import { merchantOf, type ApiConfig } from '../src/config';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { openDb, pgliteDb, type Db } from '../src/db';
import { createLocalIntegrity, INTEGRITY_HEADER, type IntegrityVerifier } from '../src/integrity';
import { BOOKING_AREAS_SEED, BOOKING_SEASONS_SEED } from '../src/booking/defaults';
import { migrate } from '../src/migrations';
import { installJobs } from '../src/jobs';
import { startOutboxWorker } from '../src/outbox';
import { createBraintreeProvider, readBraintreeConfig } from '../src/orders/braintree';
import { startCommercePush } from '../src/orders/commerce-push';
import type { PaymentProvider } from '../src/orders/payment';
import { CommerceUnavailableError, type CommerceOrderSink } from '../src/orders/shopify-admin';

export const ORIGIN = 'http://localhost:3000';
/** The staff console's origin in the tests: its passkeys are bound to it. */
export const STAFF_ORIGIN = 'http://localhost:3040';

export interface SentMail {
  messageId: string;
  to: string;
  subject: string;
  raw: string;
}

/** A nodemailer transport that fails while `down` is true, like an SMTP server that is unreachable, and records what it sends. */
export function recordingTransport() {
  const state = { down: false, sent: [] as SentMail[], failures: 0 };
  const transport: Transport<{ messageId: string }> = {
    name: 'recording',
    version: '1.0.0',
    send(mail, callback) {
      if (state.down) {
        state.failures += 1;
        callback(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNECTION' }), { messageId: '' });
        return;
      }
      const chunks: Buffer[] = [];
      const stream = mail.message.createReadStream();
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const messageId = String(mail.data.messageId);
        state.sent.push({
          messageId,
          to: String(mail.data.to),
          subject: String(mail.data.subject),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null, { messageId });
      });
    },
  };
  return { state, transporter: nodemailer.createTransport(transport) };
}

/**
 * PGlite databases, migrated, lent to one test at a time. Starting a PGlite runs initdb (seconds, many more on a busy
 * machine) and even a clone takes one, while emptying every table takes milliseconds: a test file starts one PGlite, migrates
 * it once, clones it for each API alive at the same time, and empties a returned clone before lending it again. A clone whose
 * tables are not the migrated ones (a test renamed one and failed before renaming it back) is dropped, never lent again.
 */
const pglites: { template?: Promise<{ lite: PGlite; tables: string }>; free: PGliteInterface[] } = { free: [] };

const tablesOf = async (lite: PGliteInterface) =>
  (await lite.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).rows.map(
    (row) => row.name,
  );

/** A returned clone, emptied, if one has the migrated tables. */
async function emptiedFreeClone(migratedTables: string): Promise<PGliteInterface | undefined> {
  for (let lite = pglites.free.pop(); lite; lite = pglites.free.pop()) {
    const tables = await tablesOf(lite);
    if (tables.join() === migratedTables) {
      const emptied = tables.filter((name) => name !== 'schema_migrations').map((name) => `"${name}"`);
      await lite.exec(`TRUNCATE TABLE ${emptied.join(', ')} RESTART IDENTITY CASCADE; DELETE FROM pgboss.job`);
      // The rows migrations write (the booking's default areas and seasons) are back, as in a freshly migrated database.
      await lite.exec(`${BOOKING_SEASONS_SEED}; ${BOOKING_AREAS_SEED}; ALTER SEQUENCE booking_numbers RESTART`);
      return lite;
    }
    await lite.close();
  }
  return undefined;
}

async function lendPglite(): Promise<{ db: Db; drop(): Promise<void> }> {
  pglites.template ??= (async () => {
    const lite = await PGlite.create('memory://');
    await migrate(pgliteDb(lite));
    await installJobs(pgliteDb(lite));
    return { lite, tables: (await tablesOf(lite)).join() };
  })();
  const template = await pglites.template;
  const lent = (await emptiedFreeClone(template.tables)) ?? (await template.lite.clone());
  const db = pgliteDb(lent);
  let open = true;
  const guarded: Db = {
    kind: db.kind,
    jobs: db.jobs,
    // A returned database answers no more: as a closed one would, so a late query cannot write into the next test's.
    query: (sql, params) => (open ? db.query(sql, params) : Promise.reject(new Error('this test database is closed'))),
    transaction: (fn) => (open ? db.transaction(fn) : Promise.reject(new Error('this test database is closed'))),
    close: async () => {
      if (!open) return;
      open = false;
      pglites.free.push(lent);
    },
  };
  return { db: guarded, drop: async () => undefined };
}

/**
 * The test's database: PGlite in memory, or, when TEST_DATABASE_URL names a Postgres server (never in CI), a database
 * of its own there, dropped afterwards, so the same tests prove the same SQL on a real server.
 */
async function testDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return lendPglite();
  const name = `storefront_test_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.href, dataDir: 'memory://' });
  await migrate(db);
  await installJobs(db);
  return { db, drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}

/**
 * A store API on its own database; `verifier` replaces the local integrity verifier (and its token endpoint). Without a
 * payment provider, it has Braintree's local stand-in at an address where nothing answers (the lead tests never pay);
 * without a commerce sink, paid orders wait in the queue.
 */
export type TestApi = Awaited<ReturnType<typeof testApi>>;

/** A store API per test, closed after each one: `const t = await freshApi()` in a test. */
export function testApiPerTest(): (...args: Parameters<typeof testApi>) => Promise<TestApi> {
  let open: TestApi | null = null;
  afterEach(async () => {
    await open?.close();
    open = null;
  });
  return async (...args) => (open = await testApi(...args));
}

export async function testApi(
  overrides: Partial<ApiConfig> = {},
  retry = { baseDelayMs: 20, maxDelayMs: 200 },
  verifier?: IntegrityVerifier,
  deps: {
    payments?: PaymentProvider;
    commerceSink?: CommerceOrderSink;
    redis?: Redis;
    clock?: () => Date;
    catalogue?: CatalogueModels;
    timeouts?: ApiDeps['timeouts'];
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-api-'));
  const { db, drop } = await testDatabase();
  await migrate(db);
  const mail = recordingTransport();
  const config: ApiConfig = {
    dataDir,
    outboxDir: join(dataDir, 'mail-outbox'),
    attachmentsDir: join(dataDir, 'attachments'),
    attachmentRetentionDays: 90,
    mailFrom: 'Piscines Soleil <no-reply@piscinessoleil.local>',
    storeEmail: 'ventes@piscinessoleil.local',
    merchant: merchantOf({}),
    publicUrl: 'http://localhost:3010',
    allowedOrigins: [ORIGIN],
    rateLimitPerMinute: 1000,
    requestsPerMinute: 1000,
    secret: 'test-secret',
    shopify: { domain: 'storefront.myshopify.com', storefrontAccessToken: 'local-storefront-token', apiOrigin: 'http://127.0.0.1:9' },
    // A catalogue where nothing answers: a test that prices a configuration gives its own (deps.catalogue).
    catalogue: {
      firebase: { apiKey: 'test-api-key', projectId: 'demo-test', storageBucket: 'demo-test.appspot.com' },
      emulator: { host: '127.0.0.1', port: 9 },
    },
    braintree: { ...readBraintreeConfig({}), environment: { host: '127.0.0.1', port: 9, ssl: false } },
    ordersOpen: true,
    trustProxy: false,
    staff: { origin: STAFF_ORIGIN, rpId: 'localhost', idleMinutes: 30 },
    ...overrides,
  };
  const attachments: AttachmentStore = attachmentStoreFor(config);
  const outbox = startOutboxWorker({
    db,
    transport: mail.transporter,
    attachments,
    ...retry,
    pollMs: 60_000,
    log: { error: () => undefined, info: () => undefined },
  });
  const silent = { error: () => undefined };
  const commercePush = startCommercePush({
    db,
    sink: deps.commerceSink ?? { createOrder: () => Promise.reject(new CommerceUnavailableError('no commerce platform in this test')) },
    mail: { from: config.mailFrom, storeEmail: config.storeEmail },
    pollMs: 60_000,
    log: silent,
  });
  const payments = deps.payments ?? createBraintreeProvider(config.braintree);
  const integrity = createLocalIntegrity(config.secret);
  const app = await buildApi({
    config,
    db,
    attachments,
    ...(deps.redis ? { redis: deps.redis } : {}),
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.catalogue ? { catalogue: deps.catalogue } : {}),
    ...(deps.timeouts ? { timeouts: deps.timeouts } : {}),
    outbox,
    commercePush,
    payments,
    ...(verifier ? { verifier } : { verifier: integrity, localIntegrity: integrity }),
  });
  return {
    app,
    db,
    attachments,
    outbox,
    commercePush,
    mail,
    config,
    token: () => integrity.issue().token,
    count: async (table: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n),
    async close() {
      await app.close();
      await outbox.stop();
      await commercePush.stop();
      await db.close();
      await drop();
    },
  };
}

/** A multipart body as a browser's FormData makes it. */
export async function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Uint8Array; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(
      file.field,
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** A Windows program, renamed to look like a PDF. */
export const FORGED_PDF = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

export const person = { firstname: 'Marie', lastname: 'Côté', email: 'marie@example.com', phone: '450 555-0123' };
export const place = { address: '12, rue des Érables', city: 'Laval', province: 'QC', postalCode: 'H7S 1M9' };
/** A booking's customer, and an order's less its choices: the person at the place. */
export const customer = { ...person, ...place };

/**
 * A POST as the site's pages send it: with the integrity token, the answer in French unless `lang` says otherwise, from one
 * client's address when `ip` is given.
 */
export const pagePost = (
  t: TestApi,
  url: string,
  payload: unknown,
  options: { lang?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${options.lang ?? 'fr'}`,
    payload: payload as object,
    headers: { [INTEGRITY_HEADER]: t.token(), ...options.headers },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

/** A raw mail's text with its quoted-printable soft breaks and escapes undone (the links read as sent). */
export const decodedMail = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export const STAFF_TOKEN = 'staff-token';
/** 10:00 in Montréal on April 1, 2026: the openings' window is April 15 to June 15. */
export const BOOKING_START = Date.parse('2026-04-01T14:00:00Z');

/** A store API from `freshApi` for the booking's tests: staff's token set, on a clock the test moves (`clock.now`). */
export async function startBookingApi(freshApi: ReturnType<typeof testApiPerTest>, overrides: Partial<ApiConfig> = {}) {
  const clock = { now: BOOKING_START };
  const t = await freshApi({ staffToken: STAFF_TOKEN, ...overrides }, undefined, undefined, { clock: () => new Date(clock.now) });
  return { t, clock };
}

/** A request of the staff's, with their token. */
export const staffRequest = (t: TestApi, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${STAFF_TOKEN}` } });

/** The crews of H7S (Laval), Monday to Saturday, and the jobs each takes in a half-day. */
export const setCapacity = (t: TestApi, crews: number, jobsPerCrew: number) =>
  staffRequest(t, 'PUT', '/staff/booking/areas/H7S', { name: 'Laval', weekdays: [1, 2, 3, 4, 5, 6], crews, jobsPerCrew });

/** A single opening at its price for `who` (Marie unless said); `extra` says the rest: its day and half, its hold, its offer. */
export const bookOpening = (t: TestApi, extra: Record<string, unknown>, who = customer) =>
  pagePost(t, '/bookings', {
    service: 'opening',
    offer: 'single',
    package: 'forfait_2',
    poolType: 'aboveGround',
    price: 119,
    customer: who,
    ...extra,
  });
