// Test helper for the hardening and fuzz suites: a local cloud on its own data folder beside a Shopify test server, and the
// words that must never reach an answer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalCloud, type LocalCloud } from '../../src/server';
import { startShopifyServer, type ShopifyTestServer } from '../../src/shopify/testing';

/** Internal error text (exception names, messages, stack frames): an answer never shows it. */
export const INTERNAL_TEXT =
  /TypeError|RangeError|URIError|SyntaxError: Unexpected|Cannot read propert|is not a function|Maximum call stack|undefined \(reading|URI malformed|at \S+\.ts:\d+/;

export async function startCloudAndShop(prefix: string): Promise<{ cloud: LocalCloud; shop: ShopifyTestServer; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const cloud = await startLocalCloud({ port: 0, dataDir });
  const shop = await startShopifyServer();
  return {
    cloud,
    shop,
    async close() {
      await shop.close();
      await cloud.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
