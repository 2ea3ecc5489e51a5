// Owns the one local-cloud HTTP server: routing to Firestore, Storage and the Shopify Storefront and Admin APIs, CORS and health.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeServerOptions, serverTimeouts, type ServerTimeouts } from '@storefront/mf-config/timeouts';
import { isAdmin, resolveAdminToken } from './admin';
import { DEFAULT_HOST, PRIVATE_BUCKET, PROJECT_ID, STORAGE_BUCKET, defaultDataDir, defaultPort } from './config';
import { createCorsPolicy, siteOrigins } from './cors';
import { createFirestoreHandler } from './firestore/handler';
import { DocumentStore, firestoreTime } from './firestore/store';
import { databaseRoot } from './firestore/values';
import { HttpError, readJson, sendInternalError, sendJson } from './http';
import { loadSeed } from './seed/index';
import type { Seed, ShopifySeed } from './seed/types';
import { DiskBucket } from './storage/disk-bucket';
import { createStorageHandler } from './storage/handler';
import { createCloudStorageHandler } from './storage/json-api';
import { ObjectStore } from './storage/store';

export interface LocalCloudOptions {
  /** 0 picks a free port (tests). Defaults to LOCAL_CLOUD_PORT or 3020. */
  port?: number;
  host?: string;
  /** Data that must survive a restart (carts, orders) and the seed's image cache. */
  dataDir?: string;
  /** A prepared seed; built with this server's base URL when absent. */
  seed?: Seed;
  /** Where rendered seed images are cached (default `<LOCAL_CLOUD_DATA_DIR>/seed-cache`, shared by every data dir). */
  cacheDir?: string;
  /** The admin secret (owner writes, order listing, completion); defaults to LOCAL_CLOUD_ADMIN_TOKEN, else a random one. */
  adminToken?: string;
  /** Browser origins allowed by CORS; defaults to the site's own (shell and remotes on this machine, STOREFRONT_SITE_ORIGIN). */
  allowedOrigins?: string[];
  /** How long a client may take (@storefront/mf-config/timeouts): every server's by default. */
  timeouts?: Partial<ServerTimeouts>;
}

export interface LocalCloud {
  url: string;
  port: number;
  /** The admin secret in force, for whoever started this server (tests, tools). */
  adminToken: string;
  close(): Promise<void>;
}

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface ShopifyModule {
  createShopifyHandler(opts: { seed: ShopifySeed; dataDir: string; adminToken: string }): RequestHandler;
}

const SHOPIFY_MODULE = fileURLToPath(new URL('./shopify/index.ts', import.meta.url));

/**
 * The Shopify Storefront emulation is written separately; until its module exists, /api/ answers 503 with a
 * GraphQL-shaped error instead of pretending to be a store.
 */
export async function loadShopifyHandler(
  modulePath: string,
  seed: ShopifySeed,
  dataDir: string,
  adminToken: string,
): Promise<RequestHandler | Error> {
  if (!existsSync(modulePath)) {
    return new Error(`The Shopify Storefront API emulation is not installed (${modulePath} is missing).`);
  }
  try {
    const module = (await import(pathToFileURL(modulePath).href)) as ShopifyModule;
    return module.createShopifyHandler({ seed, dataDir, adminToken });
  } catch (error) {
    return new Error(`The Shopify Storefront API emulation failed to load: ${(error as Error).message}`);
  }
}

/** The longest delay the owner may put on Firestore's answers (`PUT /_admin/latency`). */
const MAX_LATENCY_MS = 10_000;

function requestUrl(req: IncomingMessage): URL {
  try {
    return new URL(req.url ?? '/', 'http://local-cloud');
  } catch {
    throw new HttpError(400, 'Malformed request URL');
  }
}

export async function startLocalCloud(opts: LocalCloudOptions = {}): Promise<LocalCloud> {
  const host = opts.host ?? DEFAULT_HOST;
  const dataDir = opts.dataDir ?? defaultDataDir();
  const adminToken = resolveAdminToken(opts.adminToken);
  const cors = createCorsPolicy(opts.allowedOrigins ?? siteOrigins());
  await mkdir(dataDir, { recursive: true });

  const documents = new DocumentStore();
  const objects = new ObjectStore(STORAGE_BUCKET);
  const firestore = createFirestoreHandler(documents, { projectId: PROJECT_ID, adminToken });
  const storage = createStorageHandler(objects);
  // The private bucket lives in the data folder: what the store API stored survives a restart of the local cloud.
  const cloudStorage = createCloudStorageHandler(
    [new DiskBucket(PRIVATE_BUCKET, path.join(dataDir, 'buckets', PRIVATE_BUCKET))],
    adminToken,
  );
  let shopify: RequestHandler | Error = new Error('The local cloud is still starting.');
  let seedCounts = { documents: 0, objects: 0, products: 0 };

  // Requests that arrive while the seed loads wait for it rather than seeing an empty database.
  let isReady = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  // Every project server's timeouts: a client that sends its request a byte at a time gets 408 rather than a connection held.
  const timeouts = serverTimeouts(opts.timeouts);
  const server = createServer(nodeServerOptions(timeouts), (req, res) => {
    void handle(req, res);
  });
  server.setTimeout(timeouts.idleMs);

  // A delay the owner may put on every Firestore answer: a slow service, for the tests of what the site does with one.
  let firestoreLatencyMs = 0;
  // The address links in Cloud Storage answers (selfLink, mediaLink) start with, known once the server listens.
  let publicBase = '';
  async function setLatency(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isAdmin(req, adminToken)) return sendJson(res, 401, { error: { code: 401, message: 'The admin secret is required.' } });
    if (req.method !== 'PUT')
      return sendJson(res, 405, { error: { code: 405, message: 'Use PUT with {"firestoreMs": n}.' } }, { allow: 'PUT' });
    const body = (await readJson(req, 1024)) as { firestoreMs?: unknown } | null;
    const ms = body?.firestoreMs;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
      return sendJson(res, 400, {
        error: { code: 400, message: `firestoreMs must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}.` },
      });
    }
    firestoreLatencyMs = ms;
    return sendJson(res, 200, { firestoreMs: ms });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    cors.apply(req, res);
    try {
      if (req.method === 'OPTIONS') return cors.preflight(req, res);
      const url = requestUrl(req);
      if (url.pathname === '/health') {
        // 503 until the seed is loaded, so whoever waits on /health never sees an empty database.
        return sendJson(res, isReady ? 200 : 503, {
          status: isReady ? 'ok' : 'starting',
          projectId: PROJECT_ID,
          bucket: STORAGE_BUCKET,
          seed: seedCounts,
          shopify: shopify instanceof Error ? shopify.message : 'ok',
        });
      }
      await ready;
      if (url.pathname === '/_admin/latency') return await setLatency(req, res);
      if (url.pathname.startsWith('/v1/')) {
        if (firestoreLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, firestoreLatencyMs));
        return await firestore(req, res, url);
      }
      if (url.pathname.startsWith('/v0/b/')) return await storage(req, res, url);
      if (url.pathname.startsWith('/storage/v1/') || url.pathname.startsWith('/upload/storage/v1/'))
        return await cloudStorage(req, res, url, publicBase);
      // /admin/api/ is the Admin API's path on a shop's domain, served by the same local Shopify.
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin/api/')) {
        if (shopify instanceof Error) return sendJson(res, 503, { errors: [{ message: shopify.message }] });
        return await shopify(req, res);
      }
      throw new HttpError(404, `Nothing is served at ${url.pathname}`);
    } catch (error) {
      // A client gone before its body arrived (timed out at the request's limit, or closed its side): no one to answer, no fault.
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' && req.socket.destroyed) return;
      if (!(error instanceof HttpError)) return sendInternalError(res, error, `${req.method} ${req.url?.slice(0, 200)}`);
      if (res.headersSent) return void res.destroy();
      sendJson(res, error.status, { error: { code: error.status, message: error.message } });
    }
  }

  const port = opts.port ?? defaultPort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${host}:${actualPort}`;
  publicBase = url;

  try {
    const seed = opts.seed ?? (await loadSeed({ baseUrl: url, ...(opts.cacheDir ? { cacheDir: opts.cacheDir } : {}) }));
    documents.setData(seed.firestore, databaseRoot(PROJECT_ID), firestoreTime());
    for (const [name, object] of Object.entries(seed.storage)) objects.put(name, object.contentType, object.data);
    shopify = await loadShopifyHandler(SHOPIFY_MODULE, seed.shopify, dataDir, adminToken);
    seedCounts = { documents: documents.size, objects: objects.size, products: seed.shopify.products.length };
  } catch (error) {
    server.close();
    throw error;
  }
  isReady = true;
  markReady();

  return {
    url,
    port: actualPort,
    adminToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
