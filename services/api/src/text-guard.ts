// Owns refusing, on every route, a JSON or form body, a query or a path that carries NUL or half a surrogate pair (ADR 0049):
// PostgreSQL refuses NUL and UTF-8 cannot carry a lone surrogate, so neither reaches the database (or a 500); each place is
// named as a field, in the visitor's words. Multipart fields go through the forms' schemas and the intake instead.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@storefront/contracts';
import { isStorableText, ruleMessage } from '@storefront/validation';
import { refusal } from './http';

/** Enough places for the visitor to see what to fix; the walk stops there. */
const MAX_REPORTED = 10;

/** A key as a field name can show it: NUL and halves of surrogate pairs each as the replacement character. */
const printable = (key: string) => key.replace(/[\0\p{Cs}]/gu, '\ufffd');

/** The path of every string (value or key) that cannot be stored, depth first, at most MAX_REPORTED of them. */
export function unstorablePaths(value: unknown, at: string[] = [], found: string[][] = []): string[][] {
  if (found.length >= MAX_REPORTED) return found;
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.push(at);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorablePaths(item, [...at, String(index)], found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (found.length >= MAX_REPORTED) break;
      if (!isStorableText(key)) found.push([...at, printable(key)]);
      else unstorablePaths(item, [...at, key], found);
    }
  }
  return found;
}

/** Registers the check before every route's own validation; the body is parsed by then, and nothing has been stored. */
export function registerTextGuard(app: FastifyInstance, localeOf: (request: FastifyRequest) => Locale): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const found = [
      ...unstorablePaths(request.params),
      ...unstorablePaths(request.query),
      ...unstorablePaths(request.body, ['body']).map((path) => (path.length > 1 ? path.slice(1) : path)),
    ];
    if (!found.length) return;
    const locale = localeOf(request);
    const fields = found.map((path) => ({
      field: path.join('.'),
      rule: 'textCharacters' as const,
      message: ruleMessage('textCharacters', locale, { field: path.at(-1) ?? '' }),
    }));
    return reply.code(400).send({ ...refusal(400, 'unstorableText', locale), fields });
  });
}
