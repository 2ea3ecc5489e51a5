// Owns the store API's HTTP edge, the same for every route and decided before a body is read: the body types a route takes,
// JSON no deeper than it needs, 405 with Allow for another method at a known address, and refusals in the visitor's words.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@storefront/contracts';

/**
 * What a route's body may be: JSON, a multipart form (files), a URL-encoded form (a mail client's one-click unsubscribe), or
 * plain text (navigator.sendBeacon's string: the real-user measures' beacon only).
 */
export type BodyKind = 'json' | 'multipart' | 'form' | 'text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body types the route takes (JSON when not said). */
    accepts?: readonly BodyKind[];
  }
}

/** The deepest body of any route is an order (order → customer → its fields); anything far deeper is refused unread. */
export const MAX_JSON_DEPTH = 8;

export type EdgeRefusal = 'malformedJson' | 'tooDeep' | 'unsupportedMediaType' | 'bodyTooLarge' | 'methodNotAllowed' | 'notFound';

const MESSAGES: Record<Locale, Record<EdgeRefusal, string>> = {
  fr: {
    malformedJson: 'Le contenu envoyé n’est pas du JSON valide.',
    tooDeep: `Le contenu envoyé est imbriqué trop profondément (${MAX_JSON_DEPTH} niveaux au plus).`,
    unsupportedMediaType: 'Ce type de contenu n’est pas accepté à cette adresse.',
    bodyTooLarge: 'Le contenu envoyé est trop volumineux pour cette adresse.',
    methodNotAllowed: 'Cette méthode n’est pas acceptée à cette adresse.',
    notFound: 'Cette adresse n’existe pas.',
  },
  en: {
    malformedJson: 'The body sent is not valid JSON.',
    tooDeep: `The body sent is nested too deeply (${MAX_JSON_DEPTH} levels at most).`,
    unsupportedMediaType: 'This content type is not accepted at this address.',
    bodyTooLarge: 'The body sent is too large for this address.',
    methodNotAllowed: 'This method is not accepted at this address.',
    notFound: 'This address does not exist.',
  },
};

export class EdgeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly refusal: EdgeRefusal,
  ) {
    super(refusal);
  }
}

export function edgeRefusal(statusCode: number, refusal: EdgeRefusal, locale: Locale) {
  return { statusCode, error: refusal, message: MESSAGES[locale][refusal] };
}

/** Fastify's own refusals of a body, by code, in the edge's words. */
const FASTIFY_REFUSALS: Record<string, EdgeRefusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bodyTooLarge',
};

export function edgeRefusalOf(error: { code?: string }): EdgeRefusal | null {
  return (error.code && FASTIFY_REFUSALS[error.code]) || null;
}

/** How deep a JSON text nests, read in one pass outside its strings, stopping as soon as it is past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

function bodyKind(request: FastifyRequest): BodyKind | 'other' {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'text/plain') return 'text';
  return 'other';
}

function hasBody(request: FastifyRequest): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Registers the edge on the API: its JSON parser, and a first hook on every request that answers an unknown address (404),
 * another method at a known one (405 with Allow) and a body type the route does not take (415), before anything is read.
 */
export function registerEdge(app: FastifyInstance, localeOf: (request: FastifyRequest) => Locale): void {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const pattern = new RegExp(`^${route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`);
    routes.push({ pattern, methods: ([] as string[]).concat(route.method) });
  });

  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return done(new EdgeError(400, 'tooDeep'), undefined);
    defaultJson(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // Handed to the route as a string; only a route that accepts 'text' gets this far.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    if (request.is404) {
      const path = request.url.split('?')[0] ?? '';
      const methods = [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))];
      if (!methods.length) return reply.code(404).send(edgeRefusal(404, 'notFound', locale));
      return reply
        .code(405)
        .header('allow', methods.join(', '))
        .send(edgeRefusal(405, 'methodNotAllowed', locale));
    }
    if (!hasBody(request)) return;
    const kind = bodyKind(request);
    const accepts = request.routeOptions.config.accepts ?? ['json'];
    if (kind === 'other' || !accepts.includes(kind)) return reply.code(415).send(edgeRefusal(415, 'unsupportedMediaType', locale));
  });
}
