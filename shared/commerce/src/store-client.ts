// Owns the one seam to the hosted store (spec §7): shopify-buy calls, their known defects worked around, answers reshaped into project types.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the SDK ships no types; this reference carries ours into every program that imports this file
/// <reference path="./shopify-buy.d.ts" />
import type {
  Checkout,
  CheckoutAttribute,
  LineItem,
  LineItemInput,
  LineItemUpdate,
  ListedStoreCollection,
  ListedStoreProduct,
  StoreCollection,
  StoreImage,
  StoreProduct,
  Locale,
} from '@storefront/contracts';
import { FULFILMENT_KEYS, FULFILMENT_NAMESPACE, parseFulfilment, type Fulfilment } from './fulfilment';
import { STORE_LANGUAGES, withLanguageContext } from './language-context';
import { PACKAGE_METAFIELDS_FIELD, parsePackage, parseSpecs, SPECS_METAFIELDS_FIELD, type MetafieldAnswer } from './specs';
import { fetchWaterProducts, WATER_PRODUCTS_QUERY, type WaterProduct, type WaterProductsPage } from './water-products';
import ShopifyBuy, { type CheckoutModel, type FetchFunction, type ImageModel, type MoneyModel, type ProductModel } from 'shopify-buy';

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
  /**
   * Every collection, each with up to 250 products (spec §9) as the shop's lists show them; read a few collections at a
   * time, so a large store is never one answer in memory.
   */
  fetchAllCollections(): Promise<ListedStoreCollection[]>;
  /**
   * The collection of `handle` with its products (up to 250, in its order) as lists show them, then the other collections
   * those products are in, each holding only them (what the shop's merge needs to place them, without loading the whole
   * store); an empty list when no collection has the handle.
   */
  fetchCollectionByHandle(handle: string): Promise<ListedStoreCollection[]>;
  /**
   * The collections the product of `handle` is in, each holding that product alone (what the shop's merge needs to place it,
   * without loading the whole store); an empty list when no product has the handle. Collections come without their image.
   */
  fetchProductCollections(handle: string): Promise<StoreCollection[]>;
  /**
   * Whether each variant is still for sale, its product's tags (free shipping) and its product's fulfilment class (its
   * `fulfilment` metafields; `pickup-only` when missing or unknown); unknown ids are left out.
   */
  fetchVariantDetails(variantIds: string[]): Promise<Map<string, VariantDetails>>;
  /** Every variant carrying the water metafields (the chemicals the water analysis doses), in catalogue order; a variant with a missing or malformed metafield is left out. */
  fetchWaterProducts(): Promise<WaterProduct[]>;
}

export interface VariantDetails {
  availableForSale: boolean;
  productTags: string[];
  /** How the variant's product may leave the store. */
  fulfilment: Fulfilment;
}

/** The Storefront API version shopify-buy 3.0.7 calls; the extra queries below use the same one. */
export const STOREFRONT_API_VERSION = '2025-01';
const MAX_PER_REQUEST = 250;
/** Collections read at once: each answer is turned into lean products before more arrive (about 0.6 MB of JSON each at 10,000 products; few rounds for the seed, whose first cold page waits on them). */
const COLLECTIONS_AT_ONCE = 8;

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

// The fields lists show, asked for by name: shopify-buy's own queries ask for everything (HTML, every image, SKUs, cursors)
// and decode it into models several times the size of the answer, which for a large store held hundreds of megabytes. The
// specifications and packages come as one `metafields(identifiers:)` each, whose nulls are the shortest answer for a key a
// product does not have.
const LISTED_PRODUCT_FIELDS = `id handle title description productType vendor tags publishedAt
  images(first: 1) { nodes { id url altText width height } }
  options { name values }
  ${SPECS_METAFIELDS_FIELD}
  variants(first: ${MAX_PER_REQUEST}) { nodes { id title availableForSale price { amount } compareAtPrice { amount } ${PACKAGE_METAFIELDS_FIELD} } }`;
const COLLECTION_FIELDS = 'id handle title description';
const COLLECTIONS_QUERY = `query Collections($after: String) { collections(first: ${MAX_PER_REQUEST}, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${COLLECTION_FIELDS} } } }`;
const COLLECTION_PRODUCTS_QUERY = `query CollectionProducts($id: ID!) { collection(id: $id) { products(first: ${MAX_PER_REQUEST}) { nodes { ${LISTED_PRODUCT_FIELDS} } } } }`;
const COLLECTION_BY_HANDLE_QUERY = `query CollectionByHandle($handle: String!) { collection(handle: $handle) { ${COLLECTION_FIELDS}
  products(first: ${MAX_PER_REQUEST}) { nodes { ${LISTED_PRODUCT_FIELDS} collections(first: ${MAX_PER_REQUEST}) { nodes { ${COLLECTION_FIELDS} } } } } } }`;

type CollectionNode = Pick<ListedStoreCollection, 'id' | 'handle' | 'title' | 'description'>;
interface ImageNode {
  id: string | null;
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}
interface ListedProductNode {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  vendor: string;
  tags: string[];
  publishedAt: string;
  images: { nodes: ImageNode[] };
  options: { name: string; values: string[] }[];
  specs?: MetafieldAnswer[] | null;
  variants: {
    nodes: {
      id: string;
      title: string;
      availableForSale: boolean;
      price: MoneyModel;
      compareAtPrice: MoneyModel | null;
      package?: MetafieldAnswer[] | null;
    }[];
  };
}

/** A collection's own fields, copied: nothing of the parsed answer stays referenced once it is turned into lean records. */
const toCollection = ({ id, handle, title, description }: CollectionNode): Omit<ListedStoreCollection, 'products'> => ({
  id,
  handle,
  title,
  description,
});

function toListedProduct(node: ListedProductNode): ListedStoreProduct {
  const image = node.images.nodes[0];
  const specs = parseSpecs(node.specs);
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    description: node.description,
    productType: node.productType,
    vendor: node.vendor,
    tags: node.tags,
    publishedAt: node.publishedAt,
    images: image
      ? [{ id: image.id ?? null, src: image.url, altText: image.altText ?? null, width: image.width ?? null, height: image.height ?? null }]
      : [],
    options: node.options.map(({ name, values }) => ({ name, values })),
    variants: node.variants.nodes.map((variant) => {
      const found = parsePackage(variant.package);
      return {
        id: variant.id,
        title: variant.title,
        price: amount(variant.price),
        compareAtPrice: variant.compareAtPrice ? amount(variant.compareAtPrice) : null,
        availableForSale: variant.availableForSale,
        ...(found ? { package: found } : {}),
      };
    }),
    // No key without a value: most products have no specifications, and a large store's lists are held in memory.
    ...(specs ? { specs } : {}),
  };
}

/** Runs `work` on every item, at most `limit` at a time, the results in the items' order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
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

const FN = FULFILMENT_NAMESPACE;
/** A variant's sale state, and its product's tags and fulfilment metafields (aliased, as one field answers one metafield). */
const VARIANT_DETAILS_QUERY = `query VariantDetails($ids: [ID!]!) {
  nodes(ids: $ids) { ... on ProductVariant { id availableForSale product {
    tags
    fulfilmentClass: metafield(namespace: "${FN}", key: "${FULFILMENT_KEYS.class}") { value }
    fulfilmentUnNumber: metafield(namespace: "${FN}", key: "${FULFILMENT_KEYS.unNumber}") { value }
    fulfilmentHazardClass: metafield(namespace: "${FN}", key: "${FULFILMENT_KEYS.hazardClass}") { value }
  } } }
}`;
const PRODUCT_COLLECTIONS_QUERY = `query ProductCollections($handle: String!) { product(handle: $handle) { id tags collections(first: 250) { nodes { id handle title description } } } }`;
const PRODUCT_TAGS_QUERY = `query ProductTags($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { id tags } } }`;

export function createStoreClient(config: StoreClientConfig): StoreClient {
  const sdkOrigin = `https://${config.domain}`;
  const language = config.language ? STORE_LANGUAGES[config.language] : undefined;
  const fetchFunction: FetchFunction = (url, init) =>
    fetch(
      config.apiOrigin && url.startsWith(sdkOrigin) ? config.apiOrigin + url.slice(sdkOrigin.length) : url,
      language ? inLanguage(init, language) : init,
    );
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
    if (!response.ok || body.errors || !body.data)
      throw new Error(`Storefront query failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
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
        lineItems.map(({ variantId, quantity, attributes }) => ({
          variantId,
          quantity,
          ...(attributes?.length ? { customAttributes: attributes } : {}),
        })),
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
      type Found = {
        product: {
          id: string;
          tags: string[];
          collections: { nodes: { id: string; handle: string; title: string; description: string }[] };
        } | null;
      };
      const [model, found] = await Promise.all([
        sdk.product.fetchByHandle(handle),
        storefrontQuery<Found>(PRODUCT_COLLECTIONS_QUERY, { handle }),
      ]);
      if (!model || !found.product) return [];
      const product = toProduct(model, found.product.tags);
      return found.product.collections.nodes.map((collection) => ({ ...collection, image: null, products: [product] }));
    },
    async fetchVariantDetails(variantIds) {
      const details = new Map<string, VariantDetails>();
      for (const group of chunks(variantIds, MAX_PER_REQUEST)) {
        type Value = { value?: string | null } | null;
        type Node = {
          id?: string;
          availableForSale?: boolean;
          product?: { tags?: string[]; fulfilmentClass?: Value; fulfilmentUnNumber?: Value; fulfilmentHazardClass?: Value };
        } | null;
        const data = await storefrontQuery<{ nodes: Node[] }>(VARIANT_DETAILS_QUERY, { ids: group });
        for (const node of data.nodes)
          if (node?.id)
            details.set(node.id, {
              availableForSale: node.availableForSale === true,
              productTags: node.product?.tags ?? [],
              fulfilment: parseFulfilment({
                class: node.product?.fulfilmentClass?.value,
                unNumber: node.product?.fulfilmentUnNumber?.value,
                hazardClass: node.product?.fulfilmentHazardClass?.value,
              }),
            });
      }
      return details;
    },
    async fetchAllCollections() {
      type Page = { collections: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: CollectionNode[] } };
      const collections: CollectionNode[] = [];
      let after: string | null = null;
      do {
        const page: Page['collections'] = (await storefrontQuery<Page>(COLLECTIONS_QUERY, { after })).collections;
        collections.push(...page.nodes.map(toCollection));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return inPool(collections, COLLECTIONS_AT_ONCE, async (collection) => {
        type Found = { collection: { products: { nodes: ListedProductNode[] } } | null };
        const found = await storefrontQuery<Found>(COLLECTION_PRODUCTS_QUERY, { id: collection.id });
        return { ...collection, products: (found.collection?.products.nodes ?? []).map(toListedProduct) };
      });
    },
    async fetchCollectionByHandle(handle) {
      type Found = {
        collection: (CollectionNode & { products: { nodes: (ListedProductNode & { collections: { nodes: CollectionNode[] } })[] } }) | null;
      };
      const found = (await storefrontQuery<Found>(COLLECTION_BY_HANDLE_QUERY, { handle })).collection;
      if (!found) return [];
      const wanted: ListedStoreCollection = { ...toCollection(found), products: [] };
      const others = new Map<string, ListedStoreCollection>();
      for (const node of found.products.nodes) {
        const product = toListedProduct(node);
        wanted.products.push(product);
        for (const collection of node.collections.nodes) {
          if (collection.id === wanted.id) continue;
          let other = others.get(collection.id);
          if (!other) others.set(collection.id, (other = { ...toCollection(collection), products: [] }));
          other.products.push(product);
        }
      }
      return [wanted, ...others.values()];
    },
    fetchWaterProducts: () => fetchWaterProducts((variables) => storefrontQuery<WaterProductsPage>(WATER_PRODUCTS_QUERY, variables)),
  };
}
