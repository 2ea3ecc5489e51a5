// Owns how fresh the catalogue is on server-rendered pages (ADR 0028): the loaders' lifetime, Shopify's signed webhook (each
// delivery acted on once, its topic checked against what was signed) and the staff's purge, each dropping what changed from
// the loader data and the HTML cache at once.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import { configureLoaderCaches, isStoreDataKey, isWholeShopKey, purgeLoaderCaches } from '@storefront/catalogue-data';
import { productTag, TAGS } from '../caches/htmlCache';

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

/**
 * How old a delivery may be (its X-Shopify-Triggered-At): Shopify retries one for 4 hours, and its guide allows, rarely, a day
 * late. Older, it is refused: it can only be someone replaying a delivery they kept, and the pages it would purge have been
 * rendered again long since (loaders and HTML live 30 s).
 */
export const WEBHOOK_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Dated ahead of this machine's clock by more than this, it is refused too. */
const WEBHOOK_MAX_AHEAD_MS = 5 * 60 * 1000;
/** The deliveries a copy remembers, for as long as they could still be taken: far more than a store's catalogue changes in a day. */
const SEEN_DELIVERIES = 10_000;

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shopify's numeric id, as a number (a long one loses its last digits in JSON.parse, but stays a number) or as digits. */
const isShopifyId = (id: unknown) =>
  (typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^\d+$/.test(id));

/** The only fields of Shopify's delete bodies: a product's is `{id}`, a collection's adds its published scope and gid. */
const DELETE_FIELDS = new Set(['id', 'published_scope', 'admin_graphql_api_id']);

/**
 * Whether a signed body is what its topic says, since X-Shopify-Topic is not signed: a product's body names a Product gid and
 * carries a product's fields (variants, product_type, handle); a collection's a Collection gid and its handle or title; a delete
 * only the id (and, for a collection, its gid). A products/update resent as collections/delete, to purge every product page,
 * does not fit.
 */
export function bodyFitsTopic(topic: string, body: unknown): boolean {
  if (!isRecord(body)) return false;
  const gid = body.admin_graphql_api_id;
  const resource = typeof gid === 'string' ? (/^gid:\/\/shopify\/(\w+)\//.exec(gid)?.[1] ?? null) : gid === undefined ? undefined : null;
  const [kind, action] = topic.split('/');
  const has = (fields: readonly string[]) => fields.some((field) => Object.hasOwn(body, field));
  if (action === 'delete') {
    if (!isShopifyId(body.id) || !Object.keys(body).every((field) => DELETE_FIELDS.has(field))) return false;
    return kind === 'products' ? resource === undefined || resource === 'Product' : resource === 'Collection';
  }
  if (kind === 'products') return resource === 'Product' && has(['variants', 'product_type', 'handle']);
  return resource === 'Collection' && has(['handle', 'title']);
}

/** Sets the loaders' lifetime; adds the webhook and purge routes only where their secret is set (404 otherwise). */
export const freshness: FastifyPluginAsync<FreshnessOptions> = async (app: FastifyInstance, options) => {
  const env = options.env ?? process.env;
  const ttlMs = positive(env.STOREFRONT_CATALOGUE_TTL_MS);
  const staleMs = positive(env.STOREFRONT_CATALOGUE_STALE_MS);
  configureLoaderCaches({ ...(ttlMs ? { ttlMs } : {}), ...(staleMs ? { staleMs } : {}) });

  /**
   * The loaders' store data (or all of it) goes whole, the shop of each language read again first while the old one is
   * served (ADR 0060: no visitor waits seconds on a 10,000-product shop). The HTML goes by tag (all pages, or the store's by
   * default) at once, for the pages that do not read the whole shop (a product's), and again once the shops are read, for
   * the pages made from the old ones meanwhile. Resolves when the new catalogue is what pages show.
   */
  const purge = async (scope: PurgeScope, why: string, tags: readonly string[] = [TAGS.store]) => {
    const started = performance.now();
    const dropPages = () => (scope === 'all' ? options.htmlCache.purge() : options.htmlCache.purgeTags(tags));
    const reading = purgeLoaderCaches(scope === 'store' ? isStoreDataKey : undefined, { reloadFirst: isWholeShopKey });
    dropPages();
    const { reloaded, failed } = await reading;
    if (reloaded.length + failed.length > 0) dropPages();
    const log = { scope, why, ...(scope === 'store' ? { tags } : {}), reloaded, ms: Math.round(performance.now() - started) };
    if (failed.length) app.log.error({ ...log, failed }, 'catalogue purged; these could not be read again and are dropped');
    else app.log.info(log, 'catalogue purged');
  };

  // The signature is over the bytes Shopify sent: this plugin's routes read the body raw (the parser stays within this plugin).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const secret = env.SHOPIFY_WEBHOOK_SECRET;
  if (secret) {
    // The deliveries this copy took, while they could still be taken. Shopify sends a delivery again under the same
    // X-Shopify-Webhook-Id and tells to drop such duplicates; since that header is not signed, a delivery is also known by
    // its signature (the body's). Each copy keeps its own: a replay sent to another copy within the day is taken there once,
    // and the topic check bounds it to what the genuine delivery purged.
    const seen = new LRUCache<string, true>({ max: SEEN_DELIVERIES, ttl: WEBHOOK_MAX_AGE_MS + WEBHOOK_MAX_AHEAD_MS });
    app.post(WEBHOOK_PATH, { config: { takesPost: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-shopify-hmac-sha256'] as string | undefined;
      if (!verifyShopifyHmac(raw, signature, secret)) return reply.code(401).send({ error: 'bad signature' });
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
      };
      const deliveryId = header('x-shopify-webhook-id');
      if (!deliveryId) return reply.code(400).send({ error: 'X-Shopify-Webhook-Id is required' });
      const triggeredAt = Date.parse(header('x-shopify-triggered-at') ?? '');
      const now = Date.now();
      if (!Number.isFinite(triggeredAt) || triggeredAt < now - WEBHOOK_MAX_AGE_MS || triggeredAt > now + WEBHOOK_MAX_AHEAD_MS)
        return reply.code(400).send({ error: 'X-Shopify-Triggered-At is missing, or too old or too far ahead to be taken' });
      const topic = String(request.headers['x-shopify-topic'] ?? '');
      const eventId = header('x-shopify-event-id');
      const keys = [`delivery:${deliveryId}`, `signed:${topic}:${signature}`, ...(eventId ? [`event:${topic}:${eventId}`] : [])];
      // Answered 200 all the same: Shopify stops sending a delivery once it is acknowledged.
      if (keys.some((key) => seen.has(key))) return reply.send({ purged: null, duplicate: true });
      // 200 for a topic left alone too: Shopify retries, then drops, a webhook that is not acknowledged.
      if (!STORE_TOPICS.has(topic)) {
        for (const key of keys) seen.set(key, true);
        return reply.send({ purged: null });
      }
      let body: unknown = null;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        // Signed but not JSON: no topic's body, refused below.
      }
      if (!bodyFitsTopic(topic, body)) return reply.code(400).send({ error: `the body is not a ${topic} body` });
      for (const key of keys) seen.set(key, true);
      const tags = topicTags(topic, body);
      // Answered before the shop is read again: Shopify waits five seconds for an answer, and a large shop's read may take more.
      void purge('store', `webhook ${topic}`, tags);
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
      // Answered once pages show the new catalogue: whoever asked knows their change is live.
      await purge(scope, 'purge request');
      return reply.send({ purged: scope });
    });
  }
};
