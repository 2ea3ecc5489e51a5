// Owns the mails of the leads path: what the store and the visitor receive, the unsubscribe link, and the transport.
import { createWriteStream, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Transport } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type { Locale } from '@storefront/contracts';
import { fieldLabel, mailboxKey, mailboxOf, type FormName } from '@storefront/validation';
import { leadReplyText, type LeadReplyBy } from './leads/lead-reply';
import { escapeHtml } from './link-pages';
import { isSignature, sign } from './signing';
import { configurationHtmlTable, configurationTextTable, type PricedQuoteConfiguration } from './leads/quote-configuration';

/** A mail as the outbox keeps it: everything needed to send it again, identically, after a failure. */
export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text, where a table must read as one (a quote's configuration); absent in most mails. */
  html?: string;
  headers: Record<string, string>;
  /**
   * Each file by its key in the attachment store, read when the mail is sent (by whichever copy sends it), or a small file
   * kept in the mail itself: text as it is (a booking's calendar file), bytes in base64 (an order's contract PDF).
   */
  attachments: OutboxAttachment[];
}

export type OutboxAttachment =
  | { filename: string; key: string; contentType: string }
  | { filename: string; content: string; contentType: string; encoding?: undefined }
  | { filename: string; content: string; contentType: string; encoding: 'base64' };

/** A file's bytes as a mail keeps them: base64 text that survives the outbox's JSON unchanged. */
export const binaryAttachment = (filename: string, contentType: string, bytes: Uint8Array): OutboxAttachment => ({
  filename,
  contentType,
  content: Buffer.from(bytes).toString('base64'),
  encoding: 'base64',
});

const FORM_TITLES: Record<FormName, Record<Locale, string>> = {
  quote: { fr: 'Demande de soumission', en: 'Quote request' },
  financing: { fr: 'Demande de financement', en: 'Financing request' },
  videoConference: { fr: 'Demande de visioconférence', en: 'Video conference request' },
  contact: { fr: 'Nous joindre', en: 'Contact' },
  careers: { fr: 'Candidature', en: 'Job application' },
  customerExperience: { fr: 'Expérience client', en: 'Customer experience' },
  newsletter: { fr: 'Inscription à l’infolettre', en: 'Newsletter sign-up' },
};

const ACKNOWLEDGEMENT: Record<Locale, { subject: string; body: string; reference: string; unsubscribe: string }> = {
  fr: {
    subject: 'Confirmation',
    body: 'Votre message a été envoyé avec succès. Nous vous contacterons dans les plus brefs délais.',
    reference: 'Votre numéro de référence\u00a0:',
    unsubscribe: 'Pour ne plus recevoir de courriels de notre part :',
  },
  en: {
    subject: 'Confirmation',
    body: 'Your message was sent successfully. We will contact you as soon as possible.',
    reference: 'Your reference number:',
    unsubscribe: 'To stop receiving emails from us:',
  },
};

const CONFIRMATION: Record<Locale, { subject: string; body: (link: string, days: number) => string }> = {
  fr: {
    subject: 'Confirmez votre inscription à l’infolettre de Piscines Soleil',
    body: (link, days) =>
      [
        'Bonjour,',
        '',
        'Quelqu’un, sans doute vous, a demandé à recevoir l’infolettre de Piscines Soleil à cette adresse.',
        'Pour confirmer votre inscription, ouvrez ce lien :',
        link,
        '',
        `Le lien est valable ${days} jours. Sans confirmation de votre part, vous ne serez pas inscrit et ne recevrez rien d’autre.`,
      ].join('\n'),
  },
  en: {
    subject: 'Confirm your sign-up to the Piscines Soleil newsletter',
    body: (link, days) =>
      [
        'Hello,',
        '',
        'Someone, probably you, asked to receive the Piscines Soleil newsletter at this address.',
        'To confirm your sign-up, open this link:',
        link,
        '',
        `The link works for ${days} days. Without your confirmation you will not be signed up and will receive nothing else.`,
      ].join('\n'),
  },
};

/** A recipient that is not exactly one plain mailbox: 'EENVELOPE' as nodemailer's own refusals of an address, so the outbox
 * records the attempt as surely not sent. */
export class RecipientError extends Error {
  readonly code = 'EENVELOPE';
  constructor(to: unknown) {
    super(`a mail's recipient must be exactly one plain mailbox, not ${JSON.stringify(to)}`);
  }
}

/**
 * The recipient as it is sent: one plain mailbox, already normalized (mailboxOf), that nodemailer's own address parser also
 * reads as one address, without a name or a group. What the suppression list and the limits compared is then what is mailed
 * (ADR 0049: `x<victim@…>` was checked as typed and sent to victim@…).
 */
export function oneRecipient(to: unknown): string {
  const mailbox = typeof to === 'string' ? mailboxOf(to) : null;
  const parsed = typeof to === 'string' ? addressparser(to) : [];
  const only = parsed[0];
  if (mailbox === null || mailbox !== to || parsed.length !== 1 || !only || only.group || only.name !== '' || only.address !== mailbox)
    throw new RecipientError(to);
  return mailbox;
}

/**
 * Every mailbox a mail addressed to `to` would have reached, as nodemailer reads it (a list, a group, a display name), by
 * key: an unsubscribe link mailed before addresses were parsed once names them all.
 */
export function recipientKeys(to: string): string[] {
  const parsed = addressparser(to, { flatten: true }).map((entry) => mailboxKey(entry.address) ?? entry.address.trim().toLowerCase());
  return [...new Set([mailboxKey(to) ?? '', ...parsed].filter((key) => key.includes('@')))];
}

// The form the unsubscribe links have always signed: a link mailed before addresses were parsed once (ADR 0049) still verifies.
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The address's signature, with no expiry: the link must work in any mail, however old. */
export const unsubscribeToken = (secret: string, email: string): string => sign(secret, 'unsubscribe', normalizeEmail(email));

export const isUnsubscribeToken = (secret: string, email: string, token: string): boolean =>
  isSignature(secret, 'unsubscribe', normalizeEmail(email), token);

export function unsubscribeUrl(publicUrl: string, secret: string, email: string, locale: Locale): string {
  // The link names the mailbox by its key, the one the suppression list keeps, and signs what it names.
  const address = mailboxKey(email) ?? normalizeEmail(email);
  const url = new URL('/unsubscribe', publicUrl);
  url.searchParams.set('email', address);
  url.searchParams.set('token', unsubscribeToken(secret, address));
  url.searchParams.set('lang', locale);
  return url.toString();
}

export interface MailContext {
  from: string;
  storeEmail: string;
  publicUrl: string;
  secret: string;
}

/** Every mail carries a working unsubscribe link, in its text (and HTML) and in the List-Unsubscribe headers (one click, RFC 8058). */
export function withUnsubscribe(context: MailContext, mail: Omit<OutboxMail, 'headers'>, email: string, locale: Locale): OutboxMail {
  const link = unsubscribeUrl(context.publicUrl, context.secret, email, locale);
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${ACKNOWLEDGEMENT[locale].unsubscribe} ${link}\n`,
    ...(mail.html
      ? {
          html: `${mail.html}\n<hr>\n<p>${escapeHtml(ACKNOWLEDGEMENT[locale].unsubscribe)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n`,
        }
      : {}),
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The store's notification: every field, and the files attached from the attachment store. */
export function storeNotification(
  context: MailContext,
  lead: {
    form: FormName;
    locale: Locale;
    fields: Record<string, unknown>;
    submissionId: string;
    /** The lead's reference (S-2026-0042), the one the visitor was shown: in the subject, where staff search for it. */
    reference: string;
    replyBy: LeadReplyBy;
    visitorEmail: string;
    attachmentRetentionDays: number;
    /** A quote's configuration, priced by the server: a table after the fields. */
    configuration?: PricedQuoteConfiguration;
  },
  files: OutboxMail['attachments'],
): OutboxMail {
  const lines = Object.entries(lead.fields)
    .filter(([, value]) => value !== '' && value !== undefined)
    .map(([field, value]) => `${fieldLabel(field, 'fr')} : ${String(value)}`);
  const who = [lead.fields.firstname, lead.fields.lastname, lead.fields.name].filter(Boolean).join(' ') || lead.visitorEmail;
  const heading = [
    `${FORM_TITLES[lead.form].fr} ${lead.reference} (${lead.locale}), n° ${lead.submissionId}`,
    `Promis au client\u00a0: ${leadReplyText(lead.replyBy, lead.form, 'fr', 'mail')}`,
  ].join('\n');
  const filesLines = [`Pièces jointes : ${files.length}`, ...(files.length ? [retentionNotice(lead.attachmentRetentionDays)] : [])];
  const { configuration } = lead;
  const mail = withUnsubscribe(
    context,
    {
      from: context.from,
      to: context.storeEmail,
      subject: `[${FORM_TITLES[lead.form].fr}] ${lead.reference} — ${who}`,
      text: [heading, '', ...lines, ...(configuration ? ['', configurationTextTable(configuration)] : []), '', ...filesLines].join('\n'),
      ...(configuration
        ? {
            html: [
              `<p>${heading.split('\n').map(escapeHtml).join('<br>\n')}</p>`,
              `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`,
              configurationHtmlTable(configuration),
              `<p>${filesLines.map(escapeHtml).join('<br>\n')}</p>`,
            ].join('\n'),
          }
        : {}),
      attachments: files,
    },
    context.storeEmail,
    'fr',
  );
  // The store's tools (and the end-to-end suite) find the stored submission of a mail by this header.
  return { ...mail, headers: { ...mail.headers, 'X-Submission-Id': lead.submissionId, 'X-Lead-Reference': lead.reference } };
}

/** Staff keep what they need from the mail: the server's copy goes after the retention period. */
const retentionNotice = (days: number) => `Les pièces jointes sont conservées ${days} jours sur le serveur, puis supprimées.`;

/**
 * The visitor's acknowledgement, in the language of the page they wrote from: the spec's words, the reference the page
 * showed (in the subject too, to find the mail again) and by when the store answers, dated.
 */
export function visitorAcknowledgement(
  context: MailContext,
  { form, email, locale, reference, replyBy }: { form: FormName; email: string; locale: Locale; reference: string; replyBy: LeadReplyBy },
): OutboxMail {
  const words = ACKNOWLEDGEMENT[locale];
  return withUnsubscribe(
    context,
    {
      from: context.from,
      to: oneRecipient(email),
      subject: `${words.subject} ${reference} — ${FORM_TITLES[form][locale]}`,
      text: [words.body, '', `${words.reference} ${reference}`, leadReplyText(replyBy, form, locale, 'mail')].join('\n'),
      attachments: [],
    },
    email,
    locale,
  );
}

/** The double opt-in's mail: the signed link that alone subscribes the address, in the language of the sign-up. */
export function newsletterConfirmation(context: MailContext, email: string, locale: Locale, link: string, days = 7): OutboxMail {
  const words = CONFIRMATION[locale];
  return withUnsubscribe(
    context,
    { from: context.from, to: oneRecipient(email), subject: words.subject, text: words.body(link, days), attachments: [] },
    email,
    locale,
  );
}

/** Writes each mail as <outbox id>.eml; writing the same mail again replaces the same file, so a retry never doubles it. */
export function emlFolderTransport(folder: string): Transport<{ messageId: string; path: string }> {
  return {
    name: 'eml-folder',
    version: '1.0.0',
    send(mail: MailMessage<{ messageId: string; path: string }>, callback) {
      mkdirSync(folder, { recursive: true });
      const messageId = String(mail.data.messageId ?? mail.message.messageId());
      const base = messageId.replace(/[<>]/g, '').split('@')[0] ?? messageId;
      const path = join(folder, `${base}.eml`);
      const partial = `${path}.part`;
      pipeline(mail.message.createReadStream(), createWriteStream(partial))
        .then(() => {
          renameSync(partial, path);
          callback(null, { messageId, path });
        })
        .catch((error: Error) => callback(error, { messageId, path }));
    },
  };
}

/**
 * Every wait of an SMTP send, each far below nodemailer's defaults (2 min to connect, 10 min of silence): a send must end,
 * delivered or failed, well within the outbox lease (OUTBOX_LEASE_MS), or another copy could claim the mail and send it too.
 */
export const SMTP_TIMEOUTS = { dnsTimeout: 5_000, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 } as const;

/** The steps of one send that each wait for the server: EHLO, STARTTLS, AUTH, MAIL FROM, RCPT TO, DATA, the end of data. */
const SMTP_STEPS = 7;

/** The longest one send can take with SMTP_TIMEOUTS: every wait at its limit (a server that answers each step just in time). */
export const SMTP_WORST_CASE_MS =
  SMTP_TIMEOUTS.dnsTimeout + SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_STEPS * SMTP_TIMEOUTS.socketTimeout;

/**
 * Defence in depth on every mail the transport sends, whoever built it: one recipient, exactly one plain mailbox (oneRecipient),
 * no copies and no envelope of its own, so no mail reaches an address other than the one its suppression check read.
 */
export function oneRecipientOnly<T>(transporter: Transporter<T>): Transporter<T> {
  return transporter.use('compile', (mail, done) => {
    try {
      const { to, cc, bcc, envelope } = mail.data;
      if (cc !== undefined || bcc !== undefined || envelope !== undefined) throw new RecipientError({ cc, bcc, envelope });
      oneRecipient(to);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/** SMTP when an address is configured, else the .eml folder; either sends to one plain mailbox per mail only. */
export function createMailTransport(options: { smtpUrl?: string; outboxDir: string }): Transporter<unknown> {
  const transporter: Transporter<unknown> = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport(emlFolderTransport(options.outboxDir));
  return oneRecipientOnly(transporter);
}
