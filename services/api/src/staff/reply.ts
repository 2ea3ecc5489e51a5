// Owns a reply to a lead from the console: one of a few templates in the lead's language, the member's own note after it,
// signed with their name and sent from the store's address with its unsubscribe link, like every mail of the store.
import type { Locale } from '@storefront/contracts';
import { oneRecipient, withUnsubscribe, type MailContext, type OutboxMail } from '../mail';

export const REPLY_TEMPLATES = ['received', 'callBack', 'quoteReady'] as const;
export type ReplyTemplate = (typeof REPLY_TEMPLATES)[number];
export const isReplyTemplate = (value: unknown): value is ReplyTemplate => REPLY_TEMPLATES.includes(value as ReplyTemplate);

/** A note is a few sentences; longer, it is a mail of its own. */
export const NOTE_MAX = 2_000;

const TEMPLATES: Record<Locale, Record<ReplyTemplate, { subject: string; body: string }>> = {
  fr: {
    received: {
      subject: 'Votre demande {reference}',
      body: 'Nous avons lu votre demande {reference} avec attention. Nous vous revenons très bientôt avec les précisions demandées.',
    },
    callBack: {
      subject: 'Votre demande {reference} : pouvons-nous vous appeler ?',
      body: 'Nous avons tenté de vous joindre au sujet de votre demande {reference}. Indiquez-nous le meilleur moment pour vous rappeler en répondant à ce courriel.',
    },
    quoteReady: {
      subject: 'Votre soumission {reference} est prête',
      body: 'Votre soumission pour la demande {reference} est prête. Répondez à ce courriel pour toute question : nous serons heureux de la revoir avec vous.',
    },
  },
  en: {
    received: {
      subject: 'Your request {reference}',
      body: 'We have read your request {reference} carefully. We will get back to you very soon with the details you asked for.',
    },
    callBack: {
      subject: 'Your request {reference}: may we call you?',
      body: 'We tried to reach you about your request {reference}. Reply to this email with the best time to call you back.',
    },
    quoteReady: {
      subject: 'Your quote {reference} is ready',
      body: 'Your quote for request {reference} is ready. Reply to this email with any question: we will be glad to go over it with you.',
    },
  },
};

const GREETING: Record<Locale, (name: string | null) => string> = {
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
};

/** The reply's mail, in the lead's language, to the lead's address. */
export function leadReply(
  context: MailContext,
  lead: { email: string; locale: Locale; reference: string; firstName: string | null },
  reply: { template: ReplyTemplate; note: string; memberName: string },
): OutboxMail {
  const words = TEMPLATES[lead.locale][reply.template];
  const fill = (text: string) => text.replaceAll('{reference}', lead.reference);
  const text = [
    GREETING[lead.locale](lead.firstName),
    '',
    fill(words.body),
    ...(reply.note ? ['', reply.note] : []),
    '',
    reply.memberName,
    'Piscines Soleil',
  ].join('\n');
  const mail = withUnsubscribe(
    context,
    { from: context.from, to: oneRecipient(lead.email), subject: fill(words.subject), text, attachments: [] },
    lead.email,
    lead.locale,
  );
  // The mail comes from the no-reply address: the customer's answer goes to the store's.
  return { ...mail, headers: { ...mail.headers, 'Reply-To': context.storeEmail } };
}
