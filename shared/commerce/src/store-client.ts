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
import type { CollectionFieldsFragment, CollectionsQuery, ListedProductFragment, WholeProductFragment } from './generated/storefront';
import { parseFulfilment, type Fulfilment } from './fulfilment';
import { STORE_LANGUAGES, withLanguageContext } from './language-context';
import { parsePackage, parseSpecs } from './specs';
import { storefrontEndpoint, storefrontUrl } from './storefront-api';
import { MAX_PER_REQUEST, STOREFRONT_DOCUMENTS } from './storefront-documents';
import type { StorefrontOperations } from './storefront-operations';
import { fetchWaterProducts, type WaterProduct } from './water-products';
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

/** Collections read at once: each answer is turned into lean products before more arrive (about 0.6 MB of JSON each at 10,000 products; few rounds for the seed, whose first cold page waits on them). */
const COLLECTIONS_AT_ONCE = 8;

const amount = (money: Pick<MoneyModel, 'amount'> | null | undefined): number => (money ? Number(money.amount) : 0);

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

/** A whole product from the product's own document: the same record as toProduct gives of the SDK's model, with its specifications and packages. */
function fromWholeProduct(node: WholeProductFragment): StoreProduct {
  const specs = parseSpecs(node.specs);
  const image = (found: WholeProductFragment['images']['nodes'][number] | null): StoreImage | null =>
    found
      ? { id: found.id ?? null, src: found.url, altText: found.altText ?? null, width: found.width ?? null, height: found.height ?? null }
      : null;
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    description: node.description,
    descriptionHtml: node.descriptionHtml,
    productType: node.productType,
    vendor: node.vendor,
    tags: node.tags,
    createdAt: node.createdAt,
    updatedAt: node.updatedAt,
    publishedAt: node.publishedAt,
    availableForSale: node.availableForSale,
    images: node.images.nodes.flatMap((found) => image(found) ?? []),
    options: node.options.map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) })),
    variants: node.variants.nodes.map((variant) => {
      const found = parsePackage(variant.package);
      return {
        id: variant.id,
        title: variant.title,
        sku: variant.sku ?? null,
        price: amount(variant.price),
        compareAtPrice: variant.compareAtPrice ? amount(variant.compareAtPrice) : null,
        availableForSale: variant.availableForSale,
        image: image(variant.image),
        selectedOptions: variant.selectedOptions.map(({ name, value }) => ({ name, value })),
        ...(found ? { package: found } : {}),
      };
    }),
    ...(specs ? { specs } : {}),
  };
}

/** A collection's own fields, copied: nothing of the parsed answer stays referenced once it is turned into lean records. */
const toCollection = ({ id, handle, title, description }: CollectionFieldsFragment): Omit<ListedStoreCollection, 'products'> => ({
  id,
  handle,
  title,
  description,
});

function toListedProduct(node: ListedProductFragment): ListedStoreProduct {
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
    options: node.options.map(({ name, optionValues }) => ({ name, values: optionValues.map((value) => value.name) })),
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

export function createStoreClient(config: StoreClientConfig): StoreClient {
  const language = config.language ? STORE_LANGUAGES[config.language] : undefined;
  // Every request, the SDK's included, goes to STOREFRONT_API_VERSION (and to the local origin when one is given).
  const fetchFunction: FetchFunction = (url, init) =>
    fetch(storefrontUrl(url, config.domain, config.apiOrigin), language ? inLanguage(init, language) : init);
  const sdk = ShopifyBuy.buildClient(
    { domain: config.domain, storefrontAccessToken: config.storefrontAccessToken, ...(language ? { language } : {}) },
    fetchFunction,
  );

  /** Sends one of the product's own documents (for what the SDK's built-in queries leave out); same token and fetch as the SDK. */
  async function storefrontQuery<Name extends keyof StorefrontOperations>(
    name: Name,
    variables: StorefrontOperations[Name]['variables'],
  ): Promise<StorefrontOperations[Name]['data']> {
    const response = await fetchFunction(storefrontEndpoint(`https://${config.domain}`), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Shopify-Storefront-Access-Token': config.storefrontAccessToken,
      },
      body: JSON.stringify({ query: STOREFRONT_DOCUMENTS[name], variables }),
    });
    const body = (await response.json()) as { data?: StorefrontOperations[Name]['data']; errors?: unknown };
    if (!response.ok || body.errors || !body.data)
      throw new Error(`Storefront query ${name} failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
    return body.data;
  }

  async function fetchTags(ids: string[]): Promise<Map<string, string[]>> {
    const tags = new Map<string, string[]>();
    for (const group of chunks(ids, MAX_PER_REQUEST)) {
      const data = await storefrontQuery('ProductTags', { ids: group });
      for (const node of data.nodes) if (node && 'tags' in node) tags.set(node.id, node.tags);
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
      // The product's own document, not the SDK's fetchByHandle, whose query asks `productByHandle` (deprecated).
      const found = (await storefrontQuery('ProductCollections', { handle })).product;
      if (!found) return [];
      const product = fromWholeProduct(found);
      return found.collections.nodes.map((collection) => ({ ...toCollection(collection), image: null, products: [product] }));
    },
    async fetchVariantDetails(variantIds) {
      const details = new Map<string, VariantDetails>();
      for (const group of chunks(variantIds, MAX_PER_REQUEST)) {
        const data = await storefrontQuery('VariantDetails', { ids: group });
        for (const node of data.nodes)
          if (node && 'product' in node)
            details.set(node.id, {
              availableForSale: node.availableForSale,
              productTags: node.product.tags,
              fulfilment: parseFulfilment({
                class: node.product.fulfilmentClass?.value,
                unNumber: node.product.fulfilmentUnNumber?.value,
                hazardClass: node.product.fulfilmentHazardClass?.value,
              }),
            });
      }
      return details;
    },
    async fetchAllCollections() {
      const collections: ReturnType<typeof toCollection>[] = [];
      let after: string | null = null;
      do {
        const page: CollectionsQuery['collections'] = (await storefrontQuery('Collections', { after })).collections;
        collections.push(...page.nodes.map(toCollection));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return inPool(collections, COLLECTIONS_AT_ONCE, async (collection) => {
        const found = await storefrontQuery('CollectionProducts', { id: collection.id });
        return { ...collection, products: (found.collection?.products.nodes ?? []).map(toListedProduct) };
      });
    },
    async fetchCollectionByHandle(handle) {
      const found = (await storefrontQuery('CollectionByHandle', { handle })).collection;
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
    fetchWaterProducts: () => fetchWaterProducts((variables) => storefrontQuery('WaterProducts', variables)),
  };
}
