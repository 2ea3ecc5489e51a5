// Owns the real-user measures' beacon (POST /vitals): the browser's web-vitals, sent after analytics consent, read and
// observed into the histograms by page type and device class. Nothing of it is stored: no address, no page URL, no browser.
import type { FastifyInstance } from 'fastify';
import { parseVitalsBeacon, VITALS_MAX_BYTES, VITALS_PATH, type Locale } from '@storefront/contracts';
import { jsonDepth, MAX_JSON_DEPTH } from './edge';
import { requestLocale } from './http';
import { webVitals, webVitalsCls } from './metrics';

/** Beacons per client and minute: a page view sends one or two; a page left open and revisited, a few more. */
export const VITALS_PER_MINUTE = 60;

const MESSAGES: Record<Locale, string> = {
  fr: 'Ces mesures ne sont pas dans la forme attendue : rien n’a été enregistré.',
  en: 'These measures are not in the expected shape: nothing was recorded.',
};

/**
 * Registers POST /vitals. navigator.sendBeacon sends a string as text/plain (a simple request, so no preflight); JSON is
 * taken too. 204 once observed, 400 in words for anything that is not a beacon (and then nothing is counted).
 */
export function registerVitalsRoute(app: FastifyInstance): void {
  app.post(
    VITALS_PATH,
    {
      bodyLimit: VITALS_MAX_BYTES,
      config: { rateLimit: { max: VITALS_PER_MINUTE, timeWindow: '1 minute' }, accepts: ['text', 'json'] },
    },
    async (request, reply) => {
      const beacon = parseVitalsBeacon(readBody(request.body));
      if (!beacon) return reply.code(400).send({ statusCode: 400, error: 'invalidVitals', message: MESSAGES[requestLocale(request)] });
      for (const { name, value } of beacon.measures) {
        if (name === 'CLS') webVitalsCls.observe({ page: beacon.page, device: beacon.device }, value);
        else webVitals.observe({ name, page: beacon.page, device: beacon.device }, value / 1_000);
      }
      return reply.code(204).send();
    },
  );
}

/** The beacon's JSON: already parsed (application/json), or the text sendBeacon sent; undefined when it is not JSON. */
function readBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  // The same depth rule as every JSON body.
  if (jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
