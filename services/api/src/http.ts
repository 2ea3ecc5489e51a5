// Owns what every route of the store API shares: the visitor's language and the one shape of a refusal.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@storefront/contracts';
import { ruleMessage, type RuleName } from '@storefront/validation';

/** The visitor's language: ?lang= from the page, else the browser's Accept-Language, else French. */
export function requestLocale(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(lang)) return lang;
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr';
}

/** A refusal in the visitor's language: its status, the rule's name and message, and whatever the caller adds (fields). */
export function refusal(
  statusCode: number,
  rule: RuleName,
  locale: Locale,
  values: Record<string, string | number> = {},
  extra: Record<string, unknown> = {},
) {
  return { statusCode, error: rule, message: ruleMessage(rule, locale, values), ...extra };
}

/**
 * The one integrity check of the routes that store or charge (a Fastify preParsing hook): the App Check (or local) token
 * in `header` is verified before a single byte of the body is read.
 */
export function integrityFirst(header: string, verify: (token: string | undefined) => Promise<boolean>) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!(await verify(request.headers[header] as string | undefined)))
      return reply.code(401).send(refusal(401, 'integrity', requestLocale(request)));
    return payload;
  };
}
