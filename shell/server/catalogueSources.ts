// Owns reading what the sitemap lists from the catalogue: product handles from the store, categories and promotions from the database.
import type { RuntimeConfig } from '@storefront/contracts';
import type { SitemapSources } from './sitemap';

const TIMEOUT_MS = 5000;
/** Shopify's page size limit; the store holds a few hundred products, so a handful of pages at most. */
const PAGE_SIZE = 250;
const MAX_PAGES = 40;

interface ProductsPage {
  data?: { products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { handle: string }[] } };
  errors?: unknown;
}

const PRODUCTS_QUERY = `query SitemapProducts($first: Int!, $after: String) {
  products(first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { handle } }
}`;

/** Every product handle of the store, through the Storefront API (the same API and version the shop reads). */
export async function fetchProductHandles(config: RuntimeConfig, fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const origin = config.shopify.apiOrigin ?? `https://${config.shopify.domain}`;
  const handles: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const response = await fetchImpl(`${origin}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': config.shopify.storefrontAccessToken },
      body: JSON.stringify({ query: PRODUCTS_QUERY, variables: { first: PAGE_SIZE, after } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the store answered ${response.status}`);
    const body = (await response.json()) as ProductsPage;
    if (!body.data) throw new Error(`the store refused the query: ${JSON.stringify(body.errors)}`);
    handles.push(...body.data.products.nodes.map((node) => node.handle));
    if (!body.data.products.pageInfo.hasNextPage) return handles;
    after = body.data.products.pageInfo.endCursor;
  }
  return handles;
}

interface DocumentList {
  documents?: { name: string }[];
  nextPageToken?: string;
}

/** The ids of a collection's documents (a category's handle, a promotion's slug), through Firestore's REST API. */
export async function fetchDocumentIds(config: RuntimeConfig, collection: string, fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const origin = config.emulator ? `http://${config.emulator.host}:${config.emulator.port}` : 'https://firestore.googleapis.com';
  const base = `${origin}/v1/projects/${config.firebase.projectId}/databases/(default)/documents/${collection}`;
  const ids: string[] = [];
  let pageToken = '';
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ pageSize: '300', key: config.firebase.apiKey, 'mask.fieldPaths': 'order' });
    if (pageToken) query.set('pageToken', pageToken);
    const response = await fetchImpl(`${base}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${collection} answered ${response.status}`);
    const body = (await response.json()) as DocumentList;
    ids.push(...(body.documents ?? []).map((doc) => doc.name.slice(doc.name.lastIndexOf('/') + 1)));
    if (!body.nextPageToken) return ids;
    pageToken = body.nextPageToken;
  }
  return ids;
}

export interface SourcesResult {
  sources: SitemapSources;
  /** False when a source could not be read: the sitemap still lists the rest, and is rebuilt sooner. */
  complete: boolean;
}

/** Reads every source at once; one that fails is logged and left empty, so the fixed routes are always listed. */
export async function readSitemapSources(config: RuntimeConfig, log: (message: string) => void, fetchImpl: typeof fetch = fetch): Promise<SourcesResult> {
  const [products, categories, promotions] = await Promise.allSettled([
    fetchProductHandles(config, fetchImpl),
    fetchDocumentIds(config, 'categories', fetchImpl),
    fetchDocumentIds(config, 'promotions', fetchImpl),
  ]);
  const value = (result: PromiseSettledResult<string[]>, what: string): string[] => {
    if (result.status === 'fulfilled') return result.value;
    log(`[sitemap] ${what} left out: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
    return [];
  };
  return {
    sources: {
      productHandles: value(products, 'products (store unreachable)'),
      categoryHandles: value(categories, 'shop categories (database unreachable)'),
      promotionSlugs: value(promotions, 'promotions (database unreachable)'),
    },
    complete: [products, categories, promotions].every((result) => result.status === 'fulfilled'),
  };
}
