// Checks the shared server behaviour: health, CORS (including preflight), routing and the Shopify mount.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOrigins } from '../src/cors';
import { loadShopifyHandler, startLocalCloud, type LocalCloud } from '../src/server';
import { checkedFetch } from './support/storefront';

let cloud: LocalCloud;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-cloud-server-'));
  cloud = await startLocalCloud({ port: 0, dataDir });
});

afterAll(async () => {
  await cloud.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('local cloud server', () => {
  it('reports health with the seed counts', async () => {
    const response = await fetch(`${cloud.url}/health`);
    const health = (await response.json()) as {
      status: string;
      projectId: string;
      seed: { documents: number; objects: number; products: number };
    };
    expect(health.status).toBe('ok');
    expect(health.projectId).toBe('demo-storefront');
    expect(health.seed.products).toBeGreaterThanOrEqual(150);
    expect(health.seed.documents).toBeGreaterThan(150);
  });

  // The shell and a remote, on this machine's ports (STOREFRONT_PORT_OFFSET moves them).
  const [shell, , remote] = siteOrigins();

  it('answers a CORS preflight from the site with the requested headers', async () => {
    const response = await fetch(`${cloud.url}/v1/projects/demo-storefront/databases/(default)/documents:runQuery`, {
      method: 'OPTIONS',
      headers: {
        Origin: shell as string,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-goog-api-client,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(shell);
    expect(response.headers.get('access-control-allow-headers')).toBe('x-goog-api-client,content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('adds CORS headers to ordinary answers and errors for the site', async () => {
    const ok = await fetch(`${cloud.url}/health`, { headers: { Origin: remote as string } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(remote);
    const missing = await fetch(`${cloud.url}/nowhere`, { headers: { Origin: remote as string } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(remote);
  });

  it("lets the owner slow Firestore's answers (a slow service, for tests), and nobody else", async () => {
    const latency = (body: unknown, token?: string) =>
      fetch(`${cloud.url}/_admin/latency`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    expect((await latency({ firestoreMs: 300 })).status).toBe(401);
    expect((await latency({ firestoreMs: 300 }, 'not-the-secret')).status).toBe(401);
    expect((await latency({ firestoreMs: -1 }, cloud.adminToken)).status).toBe(400);
    expect((await latency({ firestoreMs: 60_000 }, cloud.adminToken)).status).toBe(400);
    expect((await latency({ firestoreMs: '300' }, cloud.adminToken)).status).toBe(400);
    const query = () => fetch(`${cloud.url}/v1/projects/demo-storefront/databases/(default)/documents/promotions?pageSize=1`);
    try {
      expect(await (await latency({ firestoreMs: 300 }, cloud.adminToken)).json()).toEqual({ firestoreMs: 300 });
      const started = performance.now();
      expect((await query()).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      expect((await latency({ firestoreMs: 0 }, cloud.adminToken)).status).toBe(200);
    }
    const started = performance.now();
    await query();
    expect(performance.now() - started).toBeLessThan(290);
  });

  it('mounts the Shopify Storefront API under /api/', async () => {
    const response = await checkedFetch(`${cloud.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(response.status).toBe(200);
    // Not called from a browser: no CORS headers are needed, and none are given.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("mounts the Admin API under /admin/api/, behind the admin secret, with the seed's stock", async () => {
    const storefront = await checkedFetch(`${cloud.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
      body: JSON.stringify({
        query:
          '{ products(first: 1, query: "available_for_sale:true") { nodes { variants(first: 1) { nodes { id quantityAvailable } } } } }',
      }),
    });
    const variant = (
      (await storefront.json()) as { data: { products: { nodes: { variants: { nodes: { id: string; quantityAvailable: number }[] } }[] } } }
    ).data.products.nodes[0]!.variants.nodes[0]!;
    expect(variant.quantityAvailable).toBeGreaterThan(0);
    const ask = (token?: string) =>
      fetch(`${cloud.url}/admin/api/2026-10/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Shopify-Access-Token': token } : {}) },
        body: JSON.stringify({
          query: 'query V($id: ID!) { productVariant(id: $id) { inventoryQuantity } }',
          variables: { id: variant.id },
        }),
      });
    expect((await ask()).status).toBe(401);
    const answer = await ask(cloud.adminToken);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { productVariant: { inventoryQuantity: variant.quantityAvailable } } });
  });

  it('explains clearly when the Shopify module is missing', async () => {
    const result = await loadShopifyHandler(
      path.join(dataDir, 'missing-shopify.ts'),
      { products: [], collections: [], discountCodes: [] },
      dataDir,
      cloud.adminToken,
    );
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toContain('is missing');
  });
});
