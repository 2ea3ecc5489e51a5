// Owns the store API's HTTP surface for leads: one endpoint per form, the integrity token, unsubscribe, and localized refusals.
import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@storefront/contracts';
import { FORM_ENDPOINTS, FORM_NAMES, FORMS, MAX_FILE_BYTES, MAX_FILES, ruleMessage, validateForm, type FormName, type RuleName } from '@storefront/validation';
import type { ApiConfig } from './config';
import type { Db } from './db';
import { EdgeError, edgeRefusal, edgeRefusalOf, registerEdge } from './edge';
import { checkFileContents, IntakeError, readIntake, type Intake } from './intake';
import { INTEGRITY_HEADER, type IntegrityVerifier, type LocalIntegrity } from './integrity';
import { storeLead, unsubscribe } from './leads';
import { isUnsubscribeToken } from './mail';
import type { OutboxWorker } from './outbox';
import { createCommerceOrders, type CommerceOrders } from './orders/commerce';
import { createSandboxGateway, type PaymentGateway, type SandboxGateway } from './orders/gateway';
import { IDEMPOTENCY_HEADER, registerOrderRoutes } from './orders/routes';

export interface ApiDeps {
  config: ApiConfig;
  db: Db;
  outbox: OutboxWorker;
  verifier: IntegrityVerifier;
  /** Present when tokens are issued here (the local verifier); absent with Firebase App Check. */
  localIntegrity?: LocalIntegrity;
  /** The payment provider; the sandbox gateway (and its tokenizer) when absent. */
  gateway?: PaymentGateway;
  /** The hosted store as the order path sees it; the Storefront API of config.shopify when absent. */
  commerce?: CommerceOrders;
}

const SUCCESS: Record<Locale, { title: string; text: string; newsletter: string; unsubscribed: string }> = {
  fr: {
    title: 'Confirmation',
    text: 'Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.',
    newsletter: 'Votre message a été acheminé avec succès',
    unsubscribed: 'Votre adresse a été retirée de nos envois. Vous ne recevrez plus nos courriels.',
  },
  en: {
    title: 'Confirmation',
    text: 'Your message was sent successfully. We will contact you as soon as possible.',
    newsletter: 'Your message was delivered successfully',
    unsubscribed: 'Your address was removed from our mailings. You will not receive our emails any more.',
  },
};

/** The visitor's language: ?lang= from the page, else the browser's Accept-Language, else French. */
export function requestLocale(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(lang)) return lang;
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr';
}

function refusal(statusCode: number, rule: RuleName, locale: Locale, values: Record<string, string | number> = {}) {
  return { statusCode, error: rule, message: ruleMessage(rule, locale, values) };
}

export async function buildApi(deps: ApiDeps): Promise<FastifyInstance> {
  const { config, db, outbox, verifier } = deps;
  // A route that takes a larger body says so; every other one takes a few kilobytes at most.
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024, trustProxy: process.env.API_TRUST_PROXY === '1' });
  registerEdge(app, requestLocale);

  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', INTEGRITY_HEADER, IDEMPOTENCY_HEADER],
    maxAge: 600,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 40, fieldSize: 10_000, parts: 50, headerPairs: 100 },
  });
  // Every route has a limit per client: this one for reads, lower ones for the routes that store or charge.
  await app.register(rateLimit, {
    global: true,
    max: config.requestsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (request, context) => ({ ...refusal(context.statusCode, 'tooManyRequests', requestLocale(request)), retryAfter: context.after }),
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
    request.log.error(error);
    console.error('[api]', error);
    return reply.code(500).send(refusal(500, 'serverError', locale));
  });

  app.get('/health', { config: { rateLimit: false } }, async () => ({ ok: true, db: db.kind }));

  if (deps.localIntegrity) {
    const issuer = deps.localIntegrity;
    app.get('/integrity/token', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issuer.issue();
    });
  }

  async function receive(form: FormName, intake: Intake, request: FastifyRequest, locale: Locale): Promise<{ status: number; body: unknown }> {
    const validation = validateForm(form, intake.fields, locale);
    if (!validation.ok) return { status: 400, body: { ...refusal(400, 'invalidRequest', locale), fields: validation.errors } };
    const files = checkAttachmentFields(form, intake.files, locale);
    if (files) return { status: 400, body: files };
    await checkFileContents(intake.files);
    const page = typeof intake.fields.page === 'string' ? intake.fields.page.slice(0, 500) : request.headers.referer;
    const id = await storeLead(
      { db, attachmentsDir: config.attachmentsDir, mail: { from: config.mailFrom, storeEmail: config.storeEmail, publicUrl: config.publicUrl, secret: config.secret } },
      {
        form,
        locale,
        fields: validation.data as Record<string, unknown> & { email: string },
        files: intake.files,
        client: { ip: request.ip, userAgent: request.headers['user-agent'], page },
      },
    );
    outbox.kick();
    const words = SUCCESS[locale];
    return { status: 201, body: { id, title: words.title, message: form === 'newsletter' ? words.newsletter : words.text } };
  }

  for (const form of FORM_NAMES) {
    app.post(
      FORM_ENDPOINTS[form],
      {
        config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' }, accepts: ['json', 'multipart'] },
        // The fields of a JSON submission; files come as multipart, whose limits readIntake enforces as bytes arrive.
        bodyLimit: 64 * 1024,
        preParsing: async (request, reply, payload) => {
          // Checked before a single byte of the body is read.
          if (!(await verifier.verify(request.headers[INTEGRITY_HEADER] as string | undefined)))
            return reply.code(401).send(refusal(401, 'integrity', requestLocale(request)));
          return payload;
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        const intake = await readIntake(request, join(config.dataDir, 'tmp'));
        let outcome: { status: number; body: unknown };
        try {
          outcome = await receive(form, intake, request, locale);
        } finally {
          // Before answering: what was not stored is gone by the time the visitor reads the outcome.
          await intake.discard();
        }
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  }

  const unsubscribeRoute = async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    const locale = requestLocale(request);
    if (typeof query.email !== 'string' || typeof query.token !== 'string' || query.email.length > 320 || !isUnsubscribeToken(config.secret, query.email, query.token))
      throw new IntakeError(400, 'invalidRequest');
    await unsubscribe(db, query.email);
    return SUCCESS[locale].unsubscribed;
  };
  app.get('/unsubscribe', async (request, reply) => {
    const text = await unsubscribeRoute(request);
    const locale = requestLocale(request);
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>Piscines Soleil</title><main><h1>Piscines Soleil</h1><p>${text}</p></main></html>`);
  });
  // One-click unsubscription from the mail client (RFC 8058).
  app.post('/unsubscribe', { bodyLimit: 1024, config: { accepts: ['form', 'json'] } }, async (request) => ({ message: await unsubscribeRoute(request) }));

  const gateway = deps.gateway ?? createSandboxGateway();
  await registerOrderRoutes(app, {
    context: {
      db,
      gateway,
      commerce: deps.commerce ?? createCommerceOrders(config.shopify),
      mail: { from: config.mailFrom, storeEmail: config.storeEmail },
      secret: config.secret,
      log: console,
    },
    open: config.ordersOpen,
    rateLimitPerMinute: config.rateLimitPerMinute,
    verifyIntegrity: (token) => verifier.verify(token),
    integrityHeader: INTEGRITY_HEADER,
    ...(gateway.name === 'sandbox' ? { sandbox: gateway as SandboxGateway } : {}),
    kickOutbox: () => outbox.kick(),
  });

  return app;
}

/** Files only where the form takes them, and the form's required file present. */
function checkAttachmentFields(form: FormName, files: { field: string }[], locale: Locale) {
  const rule = FORMS[form].attachments;
  const stray = files.find((file) => file.field !== rule?.field);
  if (stray) return { ...refusal(400, 'invalidRequest', locale), fields: [{ field: stray.field, rule: 'invalidRequest', message: ruleMessage('invalidRequest', locale) }] };
  if (rule?.required && !files.some((file) => file.field === rule.field))
    return { ...refusal(400, 'invalidRequest', locale), fields: [{ field: rule.field, rule: 'required', message: ruleMessage('required', locale, { field: rule.field }) }] };
  return null;
}
