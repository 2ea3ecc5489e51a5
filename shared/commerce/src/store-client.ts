// Owns the one seam to the hosted store (spec §7): shopify-buy calls, their known defects worked around, answers reshaped into project types.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the SDK ships no types; this reference carries ours into every program that imports this file
/// <reference path="./shopify-buy.d.ts" />
import type {
  Checkout,
  CheckoutAttribute,
  LineItem,
  LineItemInput,
  LineItemUpdate,
  StoreCollection,
  StoreImage,
  StoreProduct,
  Locale,
} from '@storefront/contracts';
import { STORE_LANGUAGES, withLanguageContext } from './language-context';
import ShopifyBuy, { type CheckoutModel, type CollectionModel, type FetchFunction, type ImageModel, type MoneyModel, type ProductModel } from 'shopify-buy';

export interface StoreClientConfig {
  /** The shop's myshopify domain, e.g. storefront.myshopify.com. */
  domain: string;
  storefrontAccessToken: string;
  /** Local origin (e.g. http://127.0.0.1:3020) that replaces https://<domain>, since the SDK always calls https. */
  apiOrigin?: string;
  /** The language product and collection titles and descriptions come in; the store's own (French) when left out. */
  language?: Locale;
}

export interface StoreClient {
  createCheckout(input?: { lineItems?: LineItemInput[]; note?: string; attributes?: CheckoutAttribute[] }): Promise<Checkout>;
  /** Null when the checkout is gone, which is how a checkout that became an order comes back. */
  fetchCheckout(checkoutId: string): Promise<Checkout | null>;
  addLineItems(checkoutId: string, lineItems: LineItemInput[]): Promise<Checkout>;
  removeLineItems(checkoutId: string, lineItemIds: string[]): Promise<Checkout>;
  updateLineItems(checkoutId: string, lineItems: LineItemUpdate[]): Promise<Checkout>;
  /** Changes the note and/or the attributes; whatever is left out keeps its current value. */
  updateAttributes(checkoutId: string, input: { note?: string; attributes?: CheckoutAttribute[] }): Promise<Checkout>;
  addDiscountCode(checkoutId: string, code: string): Promise<Checkout>;
  removeDiscountCodes(checkoutId: string): Promise<Checkout>;
  /** Products in the order of the ids; unknown ids are left out. */
  fetchProducts(ids: string[]): Promise<StoreProduct[]>;
  /** Every collection, each with up to 250 products (spec §9). */
  fetchAllCollections(): Promise<StoreCollection[]>;
  /**
   * The collections the product of `handle` is in, each holding that product alone (what the shop's merge needs to place it,
   * without loading the whole store); an empty list when no product has the handle. Collections come without their image.
   */
  fetchProductCollections(handle: string): Promise<StoreCollection[]>;
  /** Whether each variant is still for sale and its product's tags (free shipping); unknown ids are left out. */
  fetchVariantDetails(variantIds: string[]): Promise<Map<string, VariantDetails>>;
}

export interface VariantDetails {
  availableForSale: boolean;
  productTags: string[];
}

/** The Storefront API version shopify-buy 3.0.7 calls; the extra queries below use the same one. */
export const STOREFRONT_API_VERSION = '2025-01';
const MAX_PER_REQUEST = 250;

const amount = (money: MoneyModel | null | undefined): number => (money ? Number(money.amount) : 0);

function toImage(image: ImageModel | null | undefined): StoreImage | null {
  if (!image) return null;
  return { id: image.id ?? null, src: image.src, altText: image.altText ?? null, width: image.width ?? null, height: image.height ?? null };
}

const toAttributes = (attributes: { key: string; value: string | null }[] | null | undefined): CheckoutAttribute[] =>
  (attributes ?? []).map(({ key, value }) => ({ key, value: value ?? '' }));

export function toCheckout(model: CheckoutModel): Checkout {
  const lineItems: LineItem[] = model.lineItems.map((line) => ({
    id: line.id,
    variantId: line.variant.id,
    title: line.title,
    variantTitle: line.variant.title,
    quantity: line.quantity,
    price: amount(line.variant.price),
    compareAtPrice: line.variant.compareAtPrice ? amount(line.variant.compareAtPrice) : null,
    image: toImage(line.variant.image),
    productHandle: line.variant.product.handle,
    attributes: toAttributes(line.customAttributes),
  }));
  return {
    id: model.id,
    completedAt: model.completedAt ?? null,
    lineItems,
    note: model.note ?? null,
    attributes: toAttributes(model.customAttributes),
    subtotal: amount(model.lineItemsSubtotalPrice),
    total: amount(model.totalPrice),
    currencyCode: model.currencyCode ?? model.totalPrice?.currencyCode ?? 'CAD',
    discountCodes: model.discountApplications.flatMap((a) => (a.code ? [{ code: a.code, applicable: a.applicable !== false }] : [])),
    ...(model.webUrl ? { webUrl: model.webUrl } : {}),
  };
}

function toProduct(model: ProductModel, tags: string[]): StoreProduct {
  return {
    id: model.id,
    handle: model.handle,
    title: model.title,
    description: model.description,
    descriptionHtml: model.descriptionHtml,
    productType: model.productType,
    vendor: model.vendor,
    tags,
    createdAt: model.createdAt,
    updatedAt: model.updatedAt,
    publishedAt: model.publishedAt,
    availableForSale: model.availableForSale,
    images: model.images.flatMap((image) => toImage(image) ?? []),
    options: model.options.map((option) => ({
      name: option.name,
      values: option.values.map((value) => (typeof value === 'string' ? value : value.value)),
    })),
    variants: model.variants.map((variant) => ({
      id: variant.id,
      title: variant.title,
      sku: variant.sku ?? null,
      price: amount(variant.price),
      compareAtPrice: variant.compareAtPrice ? amount(variant.compareAtPrice) : null,
      availableForSale: variant.available,
      image: toImage(variant.image),
      selectedOptions: variant.selectedOptions.map(({ name, value }) => ({ name, value })),
    })),
  };
}

/** shopify-buy rejects with the response's GraphQL errors: a query costlier than the API answers is one of them. */
function isTooCostly(error: unknown): boolean {
  return Array.isArray(error) && error.some((entry: unknown) => (entry as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'MAX_COMPLEXITY_EXCEEDED');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Every request of a client given a language carries the language context (the SDK's own queries included). */
function inLanguage(init: RequestInit, language: string): RequestInit {
  if (typeof init.body !== 'string') return init;
  const body = JSON.parse(init.body) as { query?: unknown };
  if (typeof body.query !== 'string') return init;
  return { ...init, body: JSON.stringify({ ...body, query: withLanguageContext(body.query, language) }) };
}

const VARIANT_DETAILS_QUERY = `query VariantDetails($ids: [ID!]!) { nodes(ids: $ids) { ... on ProductVariant { id availableForSale product { tags } } } }`;
const PRODUCT_COLLECTIONS_QUERY = `query ProductCollections($handle: String!) { product(handle: $handle) { id tags collections(first: 250) { nodes { id handle title description } } } }`;
const PRODUCT_TAGS_QUERY = `query ProductTags($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { id tags } } }`;

export function createStoreClient(config: StoreClientConfig): StoreClient {
  const sdkOrigin = `https://${config.domain}`;
  const language = config.language ? STORE_LANGUAGES[config.language] : undefined;
  const fetchFunction: FetchFunction = (url, init) =>
    fetch(config.apiOrigin && url.startsWith(sdkOrigin) ? config.apiOrigin + url.slice(sdkOrigin.length) : url, language ? inLanguage(init, language) : init);
  const sdk = ShopifyBuy.buildClient(
    { domain: config.domain, storefrontAccessToken: config.storefrontAccessToken, ...(language ? { language } : {}) },
    fetchFunction,
  );

  /** For fields the SDK's built-in queries leave out (product tags); same endpoint, token and fetch as the SDK. */
  async function storefrontQuery<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetchFunction(`${sdkOrigin}/api/${STOREFRONT_API_VERSION}/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Shopify-Storefront-Access-Token': config.storefrontAccessToken,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!response.ok || body.errors || !body.data) throw new Error(`Storefront query failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
    return body.data;
  }

  async function fetchTags(ids: string[]): Promise<Map<string, string[]>> {
    const tags = new Map<string, string[]>();
    for (const group of chunks(ids, MAX_PER_REQUEST)) {
      const data = await storefrontQuery<{ nodes: ({ id?: string; tags?: string[] } | null)[] }>(PRODUCT_TAGS_QUERY, { ids: group });
      for (const node of data.nodes) if (node?.id && node.tags) tags.set(node.id, node.tags);
    }
    return tags;
  }

  async function fetchCheckout(checkoutId: string): Promise<Checkout | null> {
    const model = await sdk.checkout.fetch(checkoutId);
    return model ? toCheckout(model) : null;
  }

  return {
    async createCheckout(input = {}) {
      const model = await sdk.checkout.create({
        // SDK defect: create() renames variantId but passes customAttributes through, which CartLineInput rejects;
        // so lines go in with the Cart API's own `attributes` name (fresh objects too, as the SDK edits them in place).
        lineItems: (input.lineItems ?? []).map(({ variantId, quantity, attributes }) => ({
          variantId,
          quantity,
          ...(attributes?.length ? { attributes } : {}),
        })),
        ...(input.note ? { note: input.note } : {}),
        ...(input.attributes?.length ? { customAttributes: input.attributes } : {}),
      });
      return toCheckout(model);
    },
    fetchCheckout,
    async addLineItems(checkoutId, lineItems) {
      const model = await sdk.checkout.addLineItems(
        checkoutId,
        lineItems.map(({ variantId, quantity, attributes }) => ({ variantId, quantity, ...(attributes?.length ? { customAttributes: attributes } : {}) })),
      );
      return toCheckout(model);
    },
    async removeLineItems(checkoutId, lineItemIds) {
      return toCheckout(await sdk.checkout.removeLineItems(checkoutId, lineItemIds));
    },
    async updateLineItems(checkoutId, lineItems) {
      return toCheckout(
        await sdk.checkout.updateLineItems(
          checkoutId,
          lineItems.map(({ id, quantity, variantId }) => ({ id, quantity, ...(variantId ? { variantId } : {}) })),
        ),
      );
    },
    async updateAttributes(checkoutId, input) {
      let note = input.note;
      if (note === undefined) {
        // SDK defect: updateAttributes() always sends a note, '' when none is given, which wipes the current one; so resend it.
        const current = await fetchCheckout(checkoutId);
        if (!current) throw new Error(`Checkout ${checkoutId} no longer exists`);
        note = current.note ?? '';
      }
      const model = await sdk.checkout.updateAttributes(checkoutId, {
        note,
        ...(input.attributes?.length ? { customAttributes: input.attributes } : {}),
      });
      return toCheckout(model);
    },
    async addDiscountCode(checkoutId, code) {
      return toCheckout(await sdk.checkout.addDiscount(checkoutId, code));
    },
    async removeDiscountCodes(checkoutId) {
      return toCheckout(await sdk.checkout.removeDiscount(checkoutId));
    },
    async fetchProducts(ids) {
      if (ids.length === 0) return [];
      const pages = await Promise.all(chunks(ids, MAX_PER_REQUEST).map((group) => sdk.product.fetchMultiple(group)));
      const models = pages.flat().filter((model): model is ProductModel => model !== null);
      const tags = await fetchTags(models.map((m) => m.id));
      return models.map((model) => toProduct(model, tags.get(model.id) ?? []));
    },
    async fetchProductCollections(handle) {
      type Found = { product: { id: string; tags: string[]; collections: { nodes: { id: string; handle: string; title: string; description: string }[] } } | null };
      const [model, found] = await Promise.all([sdk.product.fetchByHandle(handle), storefrontQuery<Found>(PRODUCT_COLLECTIONS_QUERY, { handle })]);
      if (!model || !found.product) return [];
      const product = toProduct(model, found.product.tags);
      return found.product.collections.nodes.map((collection) => ({ ...collection, image: null, products: [product] }));
    },
    async fetchVariantDetails(variantIds) {
      const details = new Map<string, VariantDetails>();
      for (const group of chunks(variantIds, MAX_PER_REQUEST)) {
        type Node = { id?: string; availableForSale?: boolean; product?: { tags?: string[] } } | null;
        const data = await storefrontQuery<{ nodes: Node[] }>(VARIANT_DETAILS_QUERY, { ids: group });
        for (const node of data.nodes) if (node?.id) details.set(node.id, { availableForSale: node.availableForSale === true, productTags: node.product?.tags ?? [] });
      }
      return details;
    },
    async fetchAllCollections() {
      // A large shop's one query (every collection with its products) costs more than the API answers (10,000 products:
      // 376,510 where the local store answers 200,000): its collections are then read one by one, as past 250 of them.
      const models = await sdk.collection.fetchAllWithProducts({ first: MAX_PER_REQUEST, productsFirst: MAX_PER_REQUEST }).catch((error: unknown): CollectionModel[] => {
        if (isTooCostly(error)) return [];
        throw error;
      });
      if (models.length === 0 || models[models.length - 1]?.hasNextPage === true) {
        // SDK defect: fetchNextPage on collections with products drops the $productsFirst variable definition, an invalid
        // query. So list the collections without products (that query pages fine) and load the rest one by one.
        let page = await sdk.collection.fetchAll(MAX_PER_REQUEST);
        const ids = page.map((c) => c.id);
        while (page[page.length - 1]?.hasNextPage === true) {
          page = (await sdk.fetchNextPage(page)).model;
          ids.push(...page.map((c) => c.id));
        }
        const loaded = new Set(models.map((c) => c.id));
        const rest = await Promise.all(
          ids.filter((id) => !loaded.has(id)).map((id) => sdk.collection.fetchWithProducts(id, { productsFirst: MAX_PER_REQUEST })),
        );
        for (const collection of rest) if (collection) models.push(collection);
      }
      const productIds = [...new Set(models.flatMap((c) => c.products.map((p) => p.id)))];
      const tags = await fetchTags(productIds);
      return models.map((collection) => ({
        id: collection.id,
        handle: collection.handle,
        title: collection.title,
        description: collection.description,
        image: toImage(collection.image),
        products: collection.products.slice(0, MAX_PER_REQUEST).map((product) => toProduct(product, tags.get(product.id) ?? [])),
      }));
    },
  };
}
