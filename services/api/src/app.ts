// Owns assembling the store API: the edge's rules, CORS, multipart, rate limits, the error handler, and each area's routes
// (leads, orders and payments, staff).
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { shellOrigin } from '@storefront/mf-config/apps';
import { fastifyTrustProxy } from '@storefront/mf-config/proxy-trust';
import { connectionGone, fastifyTimeouts, uploadTimeouts, watchBodyProgress, type ServerTimeouts } from '@storefront/mf-config/timeouts';
import { IDEMPOTENCY_HEADER, MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_BYTES, ORDER_ACCESS_HEADER } from '@storefront/validation';
import type { AttachmentStore } from './leads/attachments';
import { createCatalogueModels, type CatalogueModels } from './catalogue';
import type { ApiConfig } from './config';
import type { Db } from './db';
import { EdgeError, edgeRefusal, edgeRefusalOf, registerEdge } from './edge';
import { integrityFirst, refusal, requestLocale } from './http';
import { safeLog } from './redact';
import { IntakeError } from './leads/intake';
import { INTEGRITY_HEADER, type IntegrityVerifier, type LocalIntegrity } from './integrity';
import { registerLeadRoutes } from './leads/routes';
import { registerTextGuard } from './text-guard';
import { registerMetrics } from './metrics';
import { apiDependencies, createReadiness } from './readiness';
import { registerVitalsRoute } from './vitals';
import type { OutboxWorker } from './outbox';
import { createCommerceOrders, type CommerceOrders } from './orders/commerce';
import type { CommercePush } from './orders/commerce-push';
import type { PaymentProvider } from './orders/payment';
import { registerOrderRoutes } from './orders/routes';
import { registerStaffRoutes } from './staff';
import { registerStaffConsoleRoutes } from './staff/routes';
import { registerBookingRoutes } from './booking/routes';
import { listAreas } from './booking/capacity';
import { bookingClock, bookingContext } from './booking/context';

export interface ApiDeps {
  config: ApiConfig;
  db: Db;
  /** Where the leads' files are kept: this machine's disk, or the bucket every copy shares. */
  attachments: AttachmentStore;
  /** Set: rate limits are counted there, shared by every copy (REDIS_URL); this process's memory otherwise. */
  redis?: Redis;
  outbox: OutboxWorker;
  verifier: IntegrityVerifier;
  /** Present when tokens are issued here (the local verifier); absent with Firebase App Check. */
  localIntegrity?: LocalIntegrity;
  /** The payment provider: Braintree, or its local stand-in. */
  payments: PaymentProvider;
  /** The queue that pushes paid orders to the commerce platform. */
  commercePush: Pick<CommercePush, 'kick'>;
  /** The catalogue as a quote's configuration is priced from; the Firestore of config.catalogue when absent. */
  catalogue?: CatalogueModels;
  /** The hosted store as the order path sees it; the Storefront API of config.shopify when absent. */
  commerce?: CommerceOrders;
  /** The booking's clock (the tests fix the day and move time); the machine's otherwise. */
  clock?: () => Date;
  /** How long a client may take (@storefront/mf-config/timeouts); every server's defaults when absent, shorter in the tests. */
  timeouts?: Partial<ServerTimeouts>;
}

export async function buildApi(deps: ApiDeps): Promise<FastifyInstance> {
  const { config, db, outbox, verifier } = deps;
  // A route that takes a larger body says so; every other one takes a few kilobytes at most.
  // The whole request may take as long as the careers form's 23 MB at a slow phone's rate (5 minutes); a body that stops
  // coming (a byte every few seconds) is refused with 408 within 20 s of stopping instead of holding its connection.
  const timeouts = uploadTimeouts(MAX_TOTAL_BYTES, deps.timeouts);
  const app = Fastify({
    logger: false,
    bodyLimit: 4 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...fastifyTimeouts(timeouts),
  });
  app.addHook('onRequest', watchBodyProgress(timeouts));
  registerEdge(app, requestLocale);
  // ADR 0049: NUL or half a surrogate pair anywhere in a body, a query or a path is refused in words before any route reads it.
  registerTextGuard(app, requestLocale);

  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', INTEGRITY_HEADER, IDEMPOTENCY_HEADER, ORDER_ACCESS_HEADER],
    maxAge: 600,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 40, fieldSize: 10_000, parts: 50, headerPairs: 100 },
  });
  // Every route has a limit per client: this one for reads, lower ones for the routes that store or charge. With Redis the
  // counts are shared by every copy; a Redis that does not answer lets requests through (skipOnError) rather than fail them.
  await app.register(rateLimit, {
    global: true,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'storefront-api-rate-limit:', skipOnError: true } : {}),
    max: config.requestsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (request, context) => ({
      ...refusal(context.statusCode, 'tooManyRequests', requestLocale(request)),
      retryAfter: context.after,
    }),
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof EdgeError) return reply.code(error.statusCode).send(edgeRefusal(error.statusCode, error.refusal, locale));
    const edge = edgeRefusalOf(error);
    if (edge) {
      const status = edge === 'bodyTooLarge' ? 413 : (error.statusCode ?? 400);
      if (status === 413) reply.header('connection', 'close');
      return reply.code(status).send(edgeRefusal(status, edge, locale));
    }
    if (error instanceof IntakeError) {
      // The rest of an oversized body is not read: close the connection instead of draining it.
      if (error.statusCode === 413) reply.header('connection', 'close');
      return reply.code(error.statusCode).send(refusal(error.statusCode, error.rule, locale, error.values));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(error);
    if (status >= 400 && status < 500) return reply.code(status).send(refusal(status, 'invalidRequest', locale));
    // A body cut for stalling, or a client that left mid-body: its reader's "aborted" is no server error.
    if (!connectionGone(request.raw, error)) safeLog.error('[api]', error);
    return reply.code(500).send(refusal(500, 'serverError', locale));
  });

  // Shutting down (SIGTERM): answers still in flight close their connection, so the server stops as soon as they are sent
  // instead of waiting for keep-alive connections (a CDN's, to its backend) to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Liveness: the process answers (a restart is the cure for nothing else). Readiness, which the load balancer probes on
  // /health: ready only while the database answers, so a copy that lost it gets no traffic; the others are only reported.
  const readiness = createReadiness(apiDependencies(config, db, deps.redis));
  const probe = { config: { rateLimit: false } } as const;
  app.get('/health/live', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.code(closing ? 503 : 200).send({ ok: !closing });
  });
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const report = await readiness.check();
    const ok = report.ok && !closing;
    return reply.code(ok ? 200 : 503).send({ ...report, ok, db: db.kind });
  };
  app.get('/health/ready', probe, ready);
  app.get('/health', probe, ready);
  registerMetrics(app, { db, ...(config.metricsToken ? { token: config.metricsToken } : {}), beforeScrape: () => readiness.check() });
  registerVitalsRoute(app);

  if (deps.localIntegrity) {
    const issuer = deps.localIntegrity;
    app.get('/integrity/token', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issuer.issue();
    });
  }

  registerLeadRoutes(app, {
    config,
    db,
    outbox,
    verifier,
    attachments: deps.attachments,
    catalogue: deps.catalogue ?? createCatalogueModels(config.catalogue),
    now: deps.clock ?? bookingClock(config.seedDate),
  });

  await registerOrderRoutes(app, {
    context: {
      db,
      payments: deps.payments,
      commerce: deps.commerce ?? createCommerceOrders(config.shopify),
      mail: { from: config.mailFrom, storeEmail: config.storeEmail, publicUrl: config.publicUrl },
      secret: config.secret,
      log: safeLog,
      now: deps.clock ?? bookingClock(config.seedDate),
      areas: async () => (await listAreas(db)).map(({ fsa, name, weekdays }) => ({ fsa, name, weekdays })),
      merchant: config.merchant,
      siteUrl: config.siteUrl ?? shellOrigin(),
    },
    open: config.ordersOpen,
    rateLimitPerMinute: config.rateLimitPerMinute,
    verifyIntegrity: (token) => verifier.verify(token),
    integrityHeader: INTEGRITY_HEADER,
    kickOutbox: () => outbox.kick(),
    kickCommerce: () => deps.commercePush.kick(),
  });
  registerBookingRoutes(app, {
    context: bookingContext(config, db, deps.clock),
    rateLimitPerMinute: config.rateLimitPerMinute,
    ...(config.staffToken ? { staffToken: config.staffToken } : {}),
    integrity: integrityFirst(INTEGRITY_HEADER, (token) => verifier.verify(token)),
    kickOutbox: () => outbox.kick(),
  });
  registerStaffRoutes(app, { db, staffToken: config.staffToken, mail: { publicUrl: config.publicUrl, secret: config.secret } });
  // ADR 0066: the staff console, each member signed in with a passkey.
  registerStaffConsoleRoutes(app, {
    db,
    attachments: deps.attachments,
    secret: config.secret,
    staff: config.staff,
    now: deps.clock ?? (() => new Date()),
    ...(config.staffToken ? { staffToken: config.staffToken } : {}),
    mail: { from: config.mailFrom, storeEmail: config.storeEmail, publicUrl: config.publicUrl, secret: config.secret },
    kickOutbox: () => outbox.kick(),
  });

  return app;
}
