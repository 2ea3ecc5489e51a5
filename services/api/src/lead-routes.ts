// Owns the store API's HTTP surface for leads: one endpoint per form (fields and files, checked, stored, then mailed by the
// outbox), and unsubscribing from the newsletter.
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@storefront/contracts';
import { FORM_ENDPOINTS, FORM_NAMES, FORMS, ruleMessage, validateForm, type FormName } from '@storefront/validation';
import type { ApiConfig } from './config';
import type { Db } from './db';
import { integrityFirst, refusal, requestLocale } from './http';
import { checkFileContents, IntakeError, readIntake, type Intake } from './intake';
import { INTEGRITY_HEADER, type IntegrityVerifier } from './integrity';
import { storeLead, unsubscribe } from './leads';
import { isUnsubscribeToken } from './mail';
import type { OutboxWorker } from './outbox';

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

export function registerLeadRoutes(app: FastifyInstance, deps: { config: ApiConfig; db: Db; outbox: OutboxWorker; verifier: IntegrityVerifier }): void {
  const { config, db, outbox, verifier } = deps;
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
        preParsing: integrityFirst(INTEGRITY_HEADER, (token) => verifier.verify(token)),
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
