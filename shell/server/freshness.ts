// Owns how fresh the catalogue is on server-rendered pages (ADR 0028): the loaders' lifetime, Shopify's signed webhook and
// the staff's purge, each dropping what changed from the loader data and the HTML cache at once.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { configureLoaderCaches, isStoreDataKey, purgeLoaderCaches } from '@storefront/catalogue-data';
import { productTag, TAGS } from './htmlCache';

/** What changed: the store's products or collections (Shopify), or anything (the catalogue in Firestore, a fix by hand). */
export type PurgeScope = 'store' | 'all';

export interface FreshnessOptions {
  /** The HTML cache: dropped whole, or the pages kept under the tags of what changed (htmlCache.ts, pageTags). */
  htmlCache: { purge(match?: (key: string) => boolean): void; purgeTags(tags: readonly string[]): void };
  /** Read for SHOPIFY_WEBHOOK_SECRET, STOREFRONT_PURGE_TOKEN and STOREFRONT_CATALOGUE_TTL_MS / _STALE_MS; the process's by default. */
  env?: NodeJS.ProcessEnv;
}

/** The webhook topics that change what pages show; the others Shopify may send are acknowledged and ignored. */
export const STORE_TOPICS = new Set([
  'products/create',
  'products/update',
  'products/delete',
  'collections/create',
  'collections/update',
  'collections/delete',
]);

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

/**
 * The number of a product's id in a webhook's body: the end of `admin_graphql_api_id` (a string, whole whatever its size),
 * else `id` when JSON.parse kept it exact.
 */
function productNumber(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, admin_graphql_api_id: gid } = body as { id?: unknown; admin_graphql_api_id?: unknown };
  const fromGid = typeof gid === 'string' ? /^gid:\/\/shopify\/Product\/(?:catalogue\/)?(\d+)$/.exec(gid)?.[1] : undefined;
  if (fromGid) return fromGid;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? String(id) : null;
}

/**
 * The HTML pages a store topic reaches, as tags (htmlCache.ts, pageTags); a CDN in front drops the same tags (cdnPurge.ts).
 * Every topic drops the listings and the store pages whose products are not known (a 404 a new handle may fill). A product
 * changed or deleted drops its own pages, both languages; a product created appears in listings only. A collection names
 * where its products are placed (the product page's category and collection), so it drops every product page too. A body
 * without the product's id drops every store page.
 */
export function topicTags(topic: string, body: unknown): string[] {
  const always = [TAGS.productList, TAGS.storeAny];
  if (topic.startsWith('collections/')) return [...always, TAGS.productPage];
  if (topic === 'products/create') return always;
  const id = productNumber(body);
  return id ? [...always, productTag(id)] : [TAGS.store];
}

/** Sets the loaders' lifetime; adds the webhook and purge routes only where their secret is set (404 otherwise). */
export const freshness: FastifyPluginAsync<FreshnessOptions> = async (app: FastifyInstance, options) => {
  const env = options.env ?? process.env;
  const ttlMs = positive(env.STOREFRONT_CATALOGUE_TTL_MS);
  const staleMs = positive(env.STOREFRONT_CATALOGUE_STALE_MS);
  configureLoaderCaches({ ...(ttlMs ? { ttlMs } : {}), ...(staleMs ? { staleMs } : {}) });

  /** The loaders' store data (or all of it) goes whole: it is a few reads; the HTML goes by tag (all pages, or the store's by default). */
  const purge = (scope: PurgeScope, why: string, tags: readonly string[] = [TAGS.store]) => {
    purgeLoaderCaches(scope === 'store' ? isStoreDataKey : undefined);
    if (scope === 'all') options.htmlCache.purge();
    else options.htmlCache.purgeTags(tags);
    app.log.info({ scope, why, ...(scope === 'store' ? { tags } : {}) }, 'catalogue purged');
  };

  // The signature is over the bytes Shopify sent: this plugin's routes read the body raw (the parser stays within this plugin).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const secret = env.SHOPIFY_WEBHOOK_SECRET;
  if (secret) {
    app.post(WEBHOOK_PATH, { config: { takesPost: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyShopifyHmac(raw, request.headers['x-shopify-hmac-sha256'] as string | undefined, secret))
        return reply.code(401).send({ error: 'bad signature' });
      const topic = String(request.headers['x-shopify-topic'] ?? '');
      // 200 for a topic left alone too: Shopify retries, then drops, a webhook that is not acknowledged.
      if (!STORE_TOPICS.has(topic)) return reply.send({ purged: null });
      let body: unknown = null;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        // Signed but not JSON: nothing names the product, so every store page goes (topicTags).
      }
      const tags = topicTags(topic, body);
      purge('store', `webhook ${topic}`, tags);
      return reply.send({ purged: 'store', tags });
    });
  }

  const token = env.STOREFRONT_PURGE_TOKEN;
  if (token) {
    app.post(PURGE_PATH, { config: { takesPost: true } }, async (request, reply) => {
      if (!isBearer(request.headers.authorization, token))
        return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
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
