// Owns how fresh the catalogue is on server-rendered pages (ADR 0028): the loaders' lifetime, Shopify's signed webhook and
// the staff's purge, each dropping what changed from the loader data and the HTML cache at once.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { configureLoaderCaches, isStoreDataKey, purgeLoaderCaches } from '@storefront/catalogue-data';

/** What changed: the store's products or collections (Shopify), or anything (the catalogue in Firestore, a fix by hand). */
export type PurgeScope = 'store' | 'all';

export interface FreshnessOptions {
  /** The HTML cache's purge; given a filter once the cache can tell which pages show what (today every page is dropped). */
  htmlCache: { purge(match?: (key: string) => boolean): void };
  /** Read for SHOPIFY_WEBHOOK_SECRET, STOREFRONT_PURGE_TOKEN and STOREFRONT_CATALOGUE_TTL_MS / _STALE_MS; the process's by default. */
  env?: NodeJS.ProcessEnv;
}

/** The webhook topics that change what pages show; the others Shopify may send are acknowledged and ignored. */
export const STORE_TOPICS = new Set(['products/create', 'products/update', 'products/delete', 'collections/create', 'collections/update', 'collections/delete']);

export const WEBHOOK_PATH = '/_webhooks/shopify';
export const PURGE_PATH = '/_purge';

/** Shopify's `X-Shopify-Hmac-Sha256`: the base64 HMAC-SHA256 of the raw body with the app's secret, compared in constant time. */
export function verifyShopifyHmac(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header, 'base64');
  // Only the length, which every valid signature shares, is told apart before the constant-time compare.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `Authorization: Bearer <token>`, compared in constant time whatever the lengths (both sides hashed first). */
export function isBearer(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

function positive(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Sets the loaders' lifetime; adds the webhook and purge routes only where their secret is set (404 otherwise). */
export const freshness: FastifyPluginAsync<FreshnessOptions> = async (app: FastifyInstance, options) => {
  const env = options.env ?? process.env;
  const ttlMs = positive(env.STOREFRONT_CATALOGUE_TTL_MS);
  const staleMs = positive(env.STOREFRONT_CATALOGUE_STALE_MS);
  configureLoaderCaches({ ...(ttlMs ? { ttlMs } : {}), ...(staleMs ? { staleMs } : {}) });

  const purge = (scope: PurgeScope, why: string) => {
    // A store change reaches listings, the home page's essentials and product pages alike: every page goes until the HTML
    // cache can name the pages that show a product.
    purgeLoaderCaches(scope === 'store' ? isStoreDataKey : undefined);
    options.htmlCache.purge();
    app.log.info({ scope, why }, 'catalogue purged');
  };

  // The signature is over the bytes Shopify sent: this plugin's routes read the body raw (the parser stays within this plugin).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const secret = env.SHOPIFY_WEBHOOK_SECRET;
  if (secret) {
    app.post(WEBHOOK_PATH, { config: { takesPost: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyShopifyHmac(raw, request.headers['x-shopify-hmac-sha256'] as string | undefined, secret)) return reply.code(401).send({ error: 'bad signature' });
      const topic = String(request.headers['x-shopify-topic'] ?? '');
      if (STORE_TOPICS.has(topic)) purge('store', `webhook ${topic}`);
      // 200 for a topic left alone too: Shopify retries, then drops, a webhook that is not acknowledged.
      return reply.send({ purged: STORE_TOPICS.has(topic) ? 'store' : null });
    });
  }

  const token = env.STOREFRONT_PURGE_TOKEN;
  if (token) {
    app.post(PURGE_PATH, { config: { takesPost: true } }, async (request, reply) => {
      if (!isBearer(request.headers.authorization, token)) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
      const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      let scope: unknown = 'all';
      try {
        if (raw.trim()) scope = (JSON.parse(raw) as { scope?: unknown }).scope ?? 'all';
      } catch {
        return reply.code(400).send({ error: 'body is not JSON' });
      }
      if (scope !== 'store' && scope !== 'all') return reply.code(400).send({ error: 'scope is "store" or "all"' });
      purge(scope, 'purge request');
      return reply.send({ purged: scope });
    });
  }
};
