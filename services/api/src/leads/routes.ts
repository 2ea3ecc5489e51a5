// Owns the store API's HTTP surface for leads: one endpoint per form (fields and files, checked, stored, then mailed by the
// outbox), confirming a newsletter sign-up, and unsubscribing.
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@storefront/contracts';
import {
  FORM_ENDPOINTS,
  FORM_NAMES,
  FORMS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  isStorableText,
  ruleMessage,
  validateForm,
  type FormName,
  type LeadAnswer,
  type LeadRefusalBody,
  type LeadRefusalCode,
  type NewsletterAnswer,
  type QuoteConfigurationRequest,
} from '@storefront/validation';
import type { AttachmentStore } from './attachments';
import type { CatalogueModels } from '../catalogue';
import type { ApiConfig } from '../config';
import type { Db } from '../db';
import { integrityFirst, refusal, requestLocale } from '../http';
import { checkFileContents, IntakeError, readIntake, type Intake } from './intake';
import { INTEGRITY_HEADER, type IntegrityVerifier } from '../integrity';
import { leadReplyText } from './lead-reply';
import { storeLead, unsubscribe } from './leads';
import { isUnsubscribeToken } from '../mail';
import { checkConfirmationToken, confirmNewsletterSignup } from '../newsletter';
import { apiPage, fill, PAGE_WORDS } from '../link-pages';
import type { OutboxWorker } from '../outbox';
import { priceQuoteConfiguration, type PricedQuoteConfiguration } from './quote-configuration';

const SUCCESS: Record<Locale, { title: string; text: string; newsletter: string }> = {
  fr: {
    title: 'Confirmation',
    text: 'Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.',
    // Spec §8's words, read for a sign-up (no message was sent), then what the double opt-in asks of the visitor.
    newsletter:
      'Votre inscription a été acheminée avec succès. Pour la confirmer, cliquez sur le lien du courriel que nous venons de vous envoyer.',
  },
  en: {
    title: 'Confirmation',
    text: 'Your message was sent successfully. We will contact you as soon as possible.',
    newsletter: 'Your sign-up was delivered successfully. To confirm it, click the link in the email we just sent you.',
  },
};

export function registerLeadRoutes(
  app: FastifyInstance,
  deps: {
    config: ApiConfig;
    db: Db;
    outbox: OutboxWorker;
    verifier: IntegrityVerifier;
    attachments: AttachmentStore;
    /** Where a quote's configuration is found and priced. */
    catalogue: CatalogueModels;
    /** The store's clock (a lead's reference year and reply day). */
    now?: () => Date;
  },
): void {
  const { config, db, outbox, verifier, attachments, catalogue, now } = deps;
  async function receive(form: FormName, intake: Intake, request: FastifyRequest, locale: Locale): Promise<Outcome> {
    // Optional (an older page sends none); when sent, well formed, or the request is refused before anything is stored.
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)))
      return { status: 400, body: leadRefusal(400, 'invalidRequest', locale, {}, { field: IDEMPOTENCY_HEADER }) };
    const validation = validateForm(form, intake.fields, locale);
    if (!validation.ok) return { status: 400, body: { ...leadRefusal(400, 'invalidRequest', locale), fields: validation.errors } };
    // The page the form was sent from is kept as sent: text that could not be (NUL, half a surrogate pair) is refused in words.
    if (typeof intake.fields.page === 'string' && !isStorableText(intake.fields.page))
      return onField(new IntakeError(400, 'textCharacters', { field: 'page' }, 'page'), locale);
    const files = checkAttachmentFields(form, intake.files, locale);
    if (files) return { status: 400, body: files };
    // A quote's configuration is priced again from the catalogue before anything is stored; it is kept apart from the fields.
    // Only the quote's schema has a configuration.
    const { configuration: requested, ...fields } = validation.data as Record<string, unknown> & {
      email: string;
      configuration?: QuoteConfigurationRequest;
    };
    let configuration: PricedQuoteConfiguration | undefined;
    if (requested) {
      const priced = await priceQuoteConfiguration(catalogue, requested, locale);
      if (!priced.ok) return { status: 400, body: leadRefusal(400, priced.rule, locale, priced.values) };
      configuration = priced.configuration;
    }
    try {
      await checkFileContents(intake.files);
    } catch (error) {
      if (error instanceof IntakeError && error.field) return onField(error, locale);
      throw error;
    }
    const page = typeof intake.fields.page === 'string' ? intake.fields.page.slice(0, 500) : request.headers.referer;
    const stored = await storeLead(
      {
        db,
        attachments,
        attachmentRetentionDays: config.attachmentRetentionDays,
        ...(now ? { now } : {}),
        mail: { from: config.mailFrom, storeEmail: config.storeEmail, publicUrl: config.publicUrl, secret: config.secret },
      },
      {
        form,
        locale,
        fields,
        files: intake.files,
        client: { ip: request.ip, userAgent: request.headers['user-agent'], page },
        ...(configuration ? { configuration } : {}),
        ...(key ? { idempotencyKey: key } : {}),
      },
    );
    outbox.kick();
    const words = SUCCESS[locale];
    if (form === 'newsletter')
      return { status: 201, body: { id: stored.id, title: words.title, message: words.newsletter } satisfies NewsletterAnswer };
    const answer: LeadAnswer = {
      id: stored.id,
      title: words.title,
      message: words.text,
      reference: stored.reference,
      replyBy: stored.replyBy,
      next: leadReplyText(stored.replyBy, form, locale, 'page'),
    };
    return { status: 201, body: answer };
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
        let intake: Intake;
        try {
          intake = await readIntake(request, join(config.dataDir, 'tmp'));
        } catch (error) {
          if (!(error instanceof IntakeError) || !error.field) throw error;
          const refused = onField(error, locale);
          return reply.code(refused.status).send(refused.body);
        }
        let outcome: Outcome;
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

  // The link's address and token, read from the query (the mail's link, which the one-click POST reuses as is).
  const unsubscribeTarget = (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    if (
      typeof query.email !== 'string' ||
      typeof query.token !== 'string' ||
      query.email.length > 320 ||
      !isUnsubscribeToken(config.secret, query.email, query.token)
    )
      throw new IntakeError(400, 'invalidRequest');
    return query.email;
  };
  // A GET changes nothing: mail scanners open links, and must not unsubscribe anyone. The page's button posts.
  app.get('/unsubscribe', async (request, reply) => {
    const email = unsubscribeTarget(request);
    const locale = requestLocale(request);
    const words = PAGE_WORDS[locale];
    return html(
      reply,
      apiPage(locale, words.unsubscribeTitle, {
        text: fill(words.unsubscribeAsk, { email }),
        action: { url: request.url, button: words.unsubscribeButton },
      }),
    );
  });
  // The page's button, and the one-click unsubscription of a mail client (RFC 8058: List-Unsubscribe=One-Click).
  app.post('/unsubscribe', { bodyLimit: 1024, config: { accepts: ['form', 'json'] } }, async (request, reply) => {
    await unsubscribe(db, unsubscribeTarget(request));
    const locale = requestLocale(request);
    const words = PAGE_WORDS[locale];
    if (wantsPage(request)) return html(reply, apiPage(locale, words.unsubscribeTitle, { text: words.unsubscribed }));
    return { message: words.unsubscribed };
  });

  // The double opt-in's link: the GET shows the button, only its POST subscribes (a scanner's visit signs nobody up).
  const confirmToken = (request: FastifyRequest) => {
    const token = (request.query as Record<string, unknown>).token;
    return typeof token === 'string' && token.length <= 200 ? token : '';
  };
  app.get('/newsletter/confirm', async (request, reply) => {
    const locale = requestLocale(request);
    const words = PAGE_WORDS[locale];
    const check = await checkConfirmationToken(db, config.secret, confirmToken(request));
    if (!check.ok)
      return html(reply.code(check.reason === 'expired' ? 410 : 400), apiPage(locale, words.confirmTitle, { text: words[check.reason] }));
    const [signup] = await db.query<{ email: string }>('SELECT email FROM newsletter_signups WHERE id = $1', [check.id]);
    return html(
      reply,
      apiPage(locale, words.confirmTitle, {
        text: fill(words.confirmAsk, { email: signup?.email ?? '' }),
        action: { url: request.url, button: words.confirmButton },
      }),
    );
  });
  app.post('/newsletter/confirm', { bodyLimit: 1024, config: { accepts: ['form', 'json'] } }, async (request, reply) => {
    const locale = requestLocale(request);
    const words = PAGE_WORDS[locale];
    const outcome = await confirmNewsletterSignup(db, config.secret, confirmToken(request));
    const status = outcome.ok ? 200 : outcome.reason === 'expired' ? 410 : 400;
    const text = outcome.ok ? words.confirmed : words[outcome.reason];
    if (wantsPage(request)) return html(reply.code(status), apiPage(locale, words.confirmTitle, { text }));
    return reply.code(status).send({ message: text });
  });
}

const html = (reply: FastifyReply, page: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
/** A browser's form post gets a page; a mail client's one-click post (no HTML asked for) gets JSON. */
const wantsPage = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

/** What a form's endpoint answers: its status, and the wire's answer or refusal (@storefront/validation's leads-api.ts). */
type Outcome = { status: number; body: LeadAnswer | NewsletterAnswer | LeadRefusalBody };

/** A refusal by one of the wire's codes, in the visitor's language. */
const leadRefusal = (
  status: number,
  code: LeadRefusalCode,
  locale: Locale,
  values: Record<string, string | number> = {},
  extra: { field?: string } = {},
): LeadRefusalBody => ({ ...refusal(status, code, locale, values, extra), error: code });

/** A refusal of one field (a file's name or content, the page): its message said on that field too, where the form shows it. */
function onField(error: IntakeError & { field?: string }, locale: Locale): Outcome {
  const message = ruleMessage(error.rule, locale, error.values);
  return {
    status: error.statusCode,
    body: {
      ...leadRefusal(error.statusCode, error.rule, locale, error.values),
      fields: [{ field: error.field ?? '', rule: error.rule, message }],
    },
  };
}

/** Files only where the form takes them, and the form's required file present. */
function checkAttachmentFields(form: FormName, files: { field: string }[], locale: Locale): LeadRefusalBody | null {
  const rule = FORMS[form].attachments;
  const stray = files.find((file) => file.field !== rule?.field);
  if (stray)
    return {
      ...leadRefusal(400, 'invalidRequest', locale),
      fields: [{ field: stray.field, rule: 'invalidRequest', message: ruleMessage('invalidRequest', locale) }],
    };
  if (rule?.required && !files.some((file) => file.field === rule.field))
    return {
      ...leadRefusal(400, 'invalidRequest', locale),
      fields: [{ field: rule.field, rule: 'required', message: ruleMessage('required', locale, { field: rule.field }) }],
    };
  return null;
}
