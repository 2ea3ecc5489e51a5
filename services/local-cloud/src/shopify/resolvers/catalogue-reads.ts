// Owns the field resolvers that answer Storefront API queries and cart mutations from the seed catalogue and the cart store.
import { defaultFieldResolver, GraphQLError, type GraphQLFieldResolver, type GraphQLTypeResolver } from 'graphql';
import type { ShopifySeedCollection, ShopifySeedImage, ShopifySeedProduct, ShopifySeedVariant } from '../../seed/types';
import { type Catalogue, collectionMatches, gidNumber, productMatches, sortCollections, sortProducts } from '../catalogue';
import { timingSafeEqual } from 'node:crypto';
import { MAX_LINE_QUANTITY, MAX_PAGE_SIZE, MAX_RECOMMENDATIONS } from '../../limits';
import { priceCart, type PricedCart, type PricedLine } from '../cart-pricing';
import { cartLimitErrors, type UserError } from '../cart-rules';
import type { AttributeRecord, CartLineRecord, CartRecord, CartStore } from '../cart-store';
import { connection, type ConnectionArgs } from '../connection';
import { applyProductFilters, type FilterView, productFacets, type ProductFilterInput } from '../filters';
import { activeLanguage, localization } from '../localization';
import { predictiveSearch, type PredictiveSearchArgs, type SearchArgs, searchProducts } from '../search';
import { publicApiVersions } from '../versions';
import type { Inventory } from '../inventory';
import { metafield, metafields } from '../metafields';
import { CURRENCY_CODE, money, toCents } from '../money';

export interface ShopifyContext {
  catalogue: Catalogue;
  carts: CartStore;
  /** Stock, which decides whether a variant is for sale (every variant is tracked with the "deny" policy). */
  inventory: Inventory;
  now: () => Date;
  shopDomain: string;
  /** The LanguageCode of the operation's @inContext(language:), when it has one. */
  language?: string;
  /** Sent without X-Shopify-Storefront-Access-Token: Shopify's tokenless access, which some fields refuse. */
  tokenless?: boolean;
  /** Cart costs computed once per request and cart. */
  priced(cart: CartRecord): PricedCart;
}

type Args = Record<string, unknown>;

/** A ProductConnection with the facets of the list it pages, counted only when the query asks for them. */
type ProductPage = ReturnType<typeof connection<ShopifySeedProduct>> & { facets?: () => FilterView[] };
type FieldResolver<S> = (source: S, args: Args, ctx: ShopifyContext) => unknown;
type FieldResolvers<S> = Record<string, FieldResolver<S>>;

interface CartPayload {
  cart: CartRecord | null;
  userErrors: UserError[];
  warnings: { code: string; message: string }[];
}

/** Shopify's DateTime form: ISO 8601 to the second. */
export function dateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// A cart id is its token and its key, as on Shopify: gid://shopify/Cart/<token>?key=<key>. The token alone names the cart
// to whoever sees it go by (line ids carry it); only the key, handed to the buyer at creation, lets one read or change it.
const CART_GID = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]+)\?key=([A-Za-z0-9]+)$/;

export function parseCartId(id: string): { token: string; key: string } | null {
  const match = CART_GID.exec(id);
  return match?.[1] && match[2] ? { token: match[1], key: match[2] } : null;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The cart as the Storefront API sees it: only with its key, and a completed cart is an order now and is no longer found. */
export async function findCart(carts: CartStore, id: string, options: { includeCompleted?: boolean } = {}): Promise<CartRecord | null> {
  const parsed = parseCartId(id);
  if (!parsed) return null;
  const cart = await carts.get(parsed.token);
  if (!cart || !sameKey(parsed.key, cart.key)) return null;
  if (cart.completedAt && !options.includeCompleted) return null;
  return cart;
}

function typeFromGid(id: string): string | undefined {
  return /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1];
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const pageArgs = (args: Args): ConnectionArgs => args as ConnectionArgs;
const nullMetafields = (args: Args) => (Array.isArray(args.identifiers) ? args.identifiers.map(() => null) : []);

function truncate(text: string, truncateAt: unknown): string {
  if (typeof truncateAt !== 'number' || text.length <= truncateAt) return text;
  return `${text.slice(0, Math.max(0, truncateAt - 1)).trimEnd()}…`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function nodeById(ctx: ShopifyContext, id: string): Promise<unknown> {
  switch (typeFromGid(id)) {
    case 'Product':
      return ctx.catalogue.product(id) ?? null;
    case 'ProductVariant':
      return ctx.catalogue.variant(id) ?? null;
    case 'Collection':
      return ctx.catalogue.collection(id) ?? null;
    case 'Cart':
      return findCart(ctx.carts, id);
    default:
      return null;
  }
}

function matchVariant(product: ShopifySeedProduct, args: Args): ShopifySeedVariant | null {
  const wanted = Array.isArray(args.selectedOptions) ? (args.selectedOptions as { name: string; value: string }[]) : [];
  const fold = (s: string) => (args.caseInsensitiveMatch ? s.toLowerCase() : s);
  const optionNames = new Set(product.options.map((o) => fold(o.name)));
  const relevant = args.ignoreUnknownOptions ? wanted.filter((w) => optionNames.has(fold(w.name))) : wanted;
  return (
    product.variants.find((variant) =>
      relevant.every((w) => variant.selectedOptions.some((o) => fold(o.name) === fold(w.name) && fold(o.value) === fold(w.value))),
    ) ?? null
  );
}

/**
 * Tokenless access reads products, collections, search and carts, not product tags, which need a token with their scope
 * (https://shopify.dev/docs/api/storefront#authentication); Shopify's ACCESS_DENIED shape.
 */
function accessDenied(field: string, scope: string): GraphQLError {
  const requiredAccess = `\`${scope}\` access scope.`;
  return new GraphQLError(`Access denied for ${field} field. Required access: ${requiredAccess}`, {
    extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes', requiredAccess },
  });
}

const emptyConnection: FieldResolver<unknown> = (_source, args) => connection([], pageArgs(args), () => '');

const queryRoot: FieldResolvers<unknown> = {
  cart: (_s, args, ctx) => findCart(ctx.carts, String(args.id)),
  node: (_s, args, ctx) => nodeById(ctx, String(args.id)),
  nodes: (_s, args, ctx) => {
    const ids = args.ids as string[];
    if (ids.length > MAX_PAGE_SIZE) throw new GraphQLError(`The ids argument accepts at most ${MAX_PAGE_SIZE} ids`);
    return Promise.all(ids.map((id) => nodeById(ctx, id)));
  },
  product: (_s, args, ctx) => {
    const id = str(args.id);
    const handle = str(args.handle);
    if (id) return ctx.catalogue.product(id) ?? null;
    if (handle) return ctx.catalogue.productByHandle(handle) ?? null;
    throw new GraphQLError('Either id or handle must be provided');
  },
  productByHandle: (_s, args, ctx) => ctx.catalogue.productByHandle(String(args.handle)) ?? null,
  // The root list takes no filters in the schema and answers no facets: Shopify filters collections and searches only.
  products: (_s, args, ctx) => {
    const matching = ctx.catalogue.products.filter((p) => productMatches(p, str(args.query), ctx.inventory.available, ctx.language));
    return connection(sortProducts(matching, str(args.sortKey)), pageArgs(args), (p) => p.id);
  },
  search: (_s, args, ctx) => {
    const { found, filtered } = searchProducts(ctx.catalogue, args as unknown as SearchArgs, ctx.inventory.available, ctx.language);
    return {
      ...connection(filtered, pageArgs(args), (p) => p.id),
      totalCount: filtered.length,
      productFilters: () =>
        productFacets(found, (args as unknown as SearchArgs).productFilters, ctx.inventory.available, activeLanguage(ctx.language)),
    };
  },
  predictiveSearch: (_s, args, ctx) => ({
    ...predictiveSearch(ctx.catalogue, args as unknown as PredictiveSearchArgs, ctx.inventory.available, ctx.language),
    articles: [],
    pages: [],
  }),
  localization: (_s, _args, ctx) => localization(ctx.language),
  publicApiVersions: (_s, _args, ctx) => publicApiVersions(ctx.now()),
  productRecommendations: (_s, args, ctx) => {
    const product = ctx.catalogue.product(String(args.productId));
    if (!product) return null;
    // Local stand-in for Shopify's model: products sharing a collection, then the product type.
    const related = new Map<string, ShopifySeedProduct>();
    for (const collection of ctx.catalogue.collectionsOfProduct(product.id)) {
      for (const p of ctx.catalogue.collectionProducts(collection)) related.set(p.id, p);
    }
    for (const p of ctx.catalogue.products) if (p.productType === product.productType) related.set(p.id, p);
    related.delete(product.id);
    return [...related.values()].slice(0, MAX_RECOMMENDATIONS);
  },
  productTypes: (_s, args, ctx) => {
    const types = [...new Set(ctx.catalogue.products.map((p) => p.productType).filter(Boolean))].sort();
    return connection(types, pageArgs(args), (t) => t);
  },
  productTags: (_s, args, ctx) => {
    if (ctx.tokenless) throw accessDenied('productTags', 'unauthenticated_read_product_tags');
    const tags = [...new Set(ctx.catalogue.products.flatMap((p) => p.tags))].sort();
    return connection(tags, pageArgs(args), (t) => t);
  },
  collection: (_s, args, ctx) => {
    const id = str(args.id);
    const handle = str(args.handle);
    if (id) return ctx.catalogue.collection(id) ?? null;
    if (handle) return ctx.catalogue.collectionByHandle(handle) ?? null;
    throw new GraphQLError('Either id or handle must be provided');
  },
  collectionByHandle: (_s, args, ctx) => ctx.catalogue.collectionByHandle(String(args.handle)) ?? null,
  collections: (_s, args, ctx) => {
    const matching = ctx.catalogue.collections.filter((c) => collectionMatches(c, str(args.query)));
    return connection(sortCollections(matching, str(args.sortKey)), pageArgs(args), (c) => c.id);
  },
  shop: (_s, _args, ctx) => ({
    id: 'gid://shopify/Shop/1',
    name: 'Boutique en ligne (local)',
    description: null,
    moneyFormat: '{{amount_with_comma_separator}} $',
    brand: null,
    paymentSettings: {
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
      countryCode: 'CA',
      currencyCode: CURRENCY_CODE,
      enabledPresentmentCurrencies: [CURRENCY_CODE],
      shopifyPaymentsAccountId: null,
      supportedDigitalWallets: [],
    },
    primaryDomain: { host: ctx.shopDomain, sslEnabled: true, url: `https://${ctx.shopDomain}` },
    privacyPolicy: null,
    refundPolicy: null,
    shippingPolicy: null,
    subscriptionPolicy: null,
    termsOfService: null,
    shipsToCountries: ['CA'],
    shopPayInstallmentsPricing: null,
    metafield: null,
    metafields: nullMetafields,
  }),
};

/** The product's text in the operation's language; the store's own (French) where it has none. */
const translated = (p: ShopifySeedProduct, ctx: ShopifyContext) => (ctx.language === 'EN' ? p.translations?.EN : undefined) ?? p;

/** The collection's title and description in the operation's language, as a product's. */
const translatedCollection = (c: ShopifySeedCollection, ctx: ShopifyContext) =>
  (ctx.language === 'EN' ? c.translations?.EN : undefined) ?? c;

const productFields: FieldResolvers<ShopifySeedProduct> = {
  availableForSale: (p, _args, ctx) => p.variants.some((v) => ctx.inventory.available(v)),
  title: (p, _args, ctx) => translated(p, ctx).title,
  description: (p, args, ctx) => truncate(translated(p, ctx).description, args.truncateAt),
  descriptionHtml: (p, _args, ctx) => translated(p, ctx).descriptionHtml,
  images: (p, args) => connection(p.images, pageArgs(args), (i) => i.id),
  featuredImage: (p) => p.images[0] ?? null,
  media: (p, args) =>
    connection(
      p.images.map((image) => ({
        __typename: 'MediaImage',
        id: `gid://shopify/MediaImage/${gidNumber(image.id)}`,
        alt: image.altText,
        image,
        mediaContentType: 'IMAGE',
        previewImage: image,
        presentation: null,
      })),
      pageArgs(args),
      (m) => m.id,
    ),
  options: (p, args, ctx) => {
    const first = typeof args.first === 'number' ? args.first : p.options.length;
    return p.options.slice(0, first).map((option) => ({
      id: option.id,
      name: option.name,
      values: option.values,
      optionValues: option.values.map((name, index) => ({
        id: `gid://shopify/ProductOptionValue/${gidNumber(option.id) * 1000 + index}`,
        name,
        swatch: null,
        firstSelectableVariant:
          p.variants.find((v) => ctx.inventory.available(v) && v.selectedOptions.some((o) => o.name === option.name && o.value === name)) ??
          null,
      })),
    }));
  },
  variants: (p, args) => {
    const list = args.sortKey === 'TITLE' ? [...p.variants].sort((a, b) => a.title.localeCompare(b.title)) : p.variants;
    return connection(list, pageArgs(args), (v) => v.id);
  },
  variantsCount: (p) => ({ count: p.variants.length, precision: 'EXACT' }),
  priceRange: (p) => {
    const prices = p.variants.map((v) => toCents(v.price));
    return {
      minVariantPrice: money(prices.length ? Math.min(...prices) : 0),
      maxVariantPrice: money(prices.length ? Math.max(...prices) : 0),
    };
  },
  compareAtPriceRange: (p) => {
    const prices = p.variants.flatMap((v) => (v.compareAtPrice === null ? [] : [toCents(v.compareAtPrice)]));
    return {
      minVariantPrice: money(prices.length ? Math.min(...prices) : 0),
      maxVariantPrice: money(prices.length ? Math.max(...prices) : 0),
    };
  },
  collections: (p, args, ctx) => connection(ctx.catalogue.collectionsOfProduct(p.id), pageArgs(args), (c) => c.id),
  seo: () => ({ title: null, description: null }),
  isGiftCard: () => false,
  requiresSellingPlan: () => false,
  totalInventory: () => null,
  trackingParameters: () => null,
  onlineStoreUrl: () => null,
  category: () => null,
  encodedVariantAvailability: () => null,
  encodedVariantExistence: () => null,
  sellingPlanGroups: emptyConnection,
  adjacentVariants: () => [],
  selectedOrFirstAvailableVariant: (p, args, ctx) =>
    matchVariant(p, args) ?? p.variants.find((v) => ctx.inventory.available(v)) ?? p.variants[0] ?? null,
  variantBySelectedOptions: (p, args) => matchVariant(p, args),
  metafield: (p, args) => metafield({ resource: p, product: p }, args),
  metafields: (p, args) => metafields({ resource: p, product: p }, args),
};

const variantFields: FieldResolvers<ShopifySeedVariant> = {
  price: (v) => money(toCents(v.price)),
  priceV2: (v) => money(toCents(v.price)),
  compareAtPrice: (v) => (v.compareAtPrice === null ? null : money(toCents(v.compareAtPrice))),
  compareAtPriceV2: (v) => (v.compareAtPrice === null ? null : money(toCents(v.compareAtPrice))),
  image: (v, _args, ctx) => (v.imageId ? (ctx.catalogue.image(v.imageId) ?? null) : null),
  product: (v, _args, ctx) => ctx.catalogue.productOfVariant(v.id),
  availableForSale: (v, _args, ctx) => ctx.inventory.available(v),
  currentlyNotInStock: () => false,
  barcode: () => null,
  // Shopify answers the level only to tokens with the unauthenticated_read_product_inventory scope; the local shop grants it.
  quantityAvailable: (v, _args, ctx) => Math.max(0, ctx.inventory.quantity(v.id)),
  taxable: () => true,
  requiresComponents: () => false,
  unitPrice: () => null,
  unitPriceMeasurement: () => null,
  shopPayInstallmentsPricing: () => null,
  quantityRule: () => ({ increment: 1, minimum: 1, maximum: null }),
  components: emptyConnection,
  groupedBy: emptyConnection,
  quantityPriceBreaks: emptyConnection,
  sellingPlanAllocations: emptyConnection,
  storeAvailability: emptyConnection,
  metafield: (v, args, ctx) => {
    const product = ctx.catalogue.productOfVariant(v.id);
    return product ? metafield({ resource: v, product }, args) : null;
  },
  metafields: (v, args, ctx) => {
    const product = ctx.catalogue.productOfVariant(v.id);
    return product ? metafields({ resource: v, product }, args) : nullMetafields(args);
  },
};

const imageFields: FieldResolvers<ShopifySeedImage> = {
  url: (i) => i.src,
  src: (i) => i.src,
  originalSrc: (i) => i.src,
  transformedSrc: (i) => i.src,
};

const collectionFields: FieldResolvers<ShopifySeedCollection> = {
  title: (c, _args, ctx) => translatedCollection(c, ctx).title,
  description: (c, args, ctx) => truncate(translatedCollection(c, ctx).description, args.truncateAt),
  descriptionHtml: (c, _args, ctx) => {
    const { description } = translatedCollection(c, ctx);
    return description ? `<p>${escapeHtml(description)}</p>` : '';
  },
  // Each facet value counts what choosing it would show, given the filters chosen in the other facets.
  products: (c, args, ctx): ProductPage => {
    const all = sortProducts(ctx.catalogue.collectionProducts(c), str(args.sortKey));
    const filtered = applyProductFilters(all, args.filters as ProductFilterInput[] | null, ctx.inventory.available);
    return {
      ...connection(filtered, pageArgs(args), (p) => p.id),
      facets: () => productFacets(all, args.filters as ProductFilterInput[] | null, ctx.inventory.available, activeLanguage(ctx.language)),
    };
  },
  seo: () => ({ title: null, description: null }),
  onlineStoreUrl: () => null,
  trackingParameters: () => null,
  metafield: () => null,
  metafields: (_c, args) => nullMetafields(args),
};

function lineView(priced: PricedLine) {
  const { line, variant, unitCents, compareAtCents, subtotalCents } = priced;
  const cost = {
    amountPerQuantity: money(unitCents),
    compareAtAmountPerQuantity: compareAtCents === null ? null : money(compareAtCents),
    subtotalAmount: money(subtotalCents),
    // Order-level discounts are allocated on the cart, not subtracted from the line, as on Shopify.
    totalAmount: money(subtotalCents),
  };
  return {
    __typename: 'CartLine',
    id: line.id,
    merchandise: variant,
    quantity: line.quantity,
    attributes: line.attributes,
    attribute: (args: Args) => line.attributes.find((a) => a.key === args.key) ?? null,
    cost,
    estimatedCost: {
      amount: cost.amountPerQuantity,
      compareAtAmount: cost.compareAtAmountPerQuantity,
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
    },
    discountAllocations: [],
    sellingPlanAllocation: null,
  };
}

const cartFields: FieldResolvers<CartRecord> = {
  attribute: (c, args) => c.attributes.find((a) => a.key === args.key) ?? null,
  appliedGiftCards: () => [],
  buyerIdentity: (c) => ({
    countryCode: c.buyerIdentity.countryCode,
    customer: null,
    deliveryAddressPreferences: [],
    email: c.buyerIdentity.email,
    phone: c.buyerIdentity.phone,
    preferences: null,
    purchasingCompany: null,
  }),
  checkoutUrl: (c, _args, ctx) => `https://${ctx.shopDomain}/cart/c/${c.token}?key=${c.key}`,
  cost: (c, _args, ctx) => {
    const priced = ctx.priced(c);
    return {
      checkoutChargeAmount: money(priced.subtotalCents),
      subtotalAmount: money(priced.subtotalCents),
      subtotalAmountEstimated: false,
      totalAmount: money(priced.totalCents),
      totalAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
    };
  },
  estimatedCost: (c, _args, ctx) => {
    const priced = ctx.priced(c);
    return {
      checkoutChargeAmount: money(priced.subtotalCents),
      subtotalAmount: money(priced.subtotalCents),
      totalAmount: money(priced.totalCents),
      totalDutyAmount: null,
      totalTaxAmount: null,
    };
  },
  delivery: () => ({ addresses: [] }),
  deliveryGroups: emptyConnection,
  discountCodes: (c, _args, ctx) => ctx.priced(c).discountCodes,
  // One allocation per line for the order-level code, the shape shopify-buy expects when it spreads them back onto lines.
  discountAllocations: (c, _args, ctx) => {
    const priced = ctx.priced(c);
    const applied = priced.appliedDiscount;
    if (!applied) return [];
    return priced.lines.map((line) => ({
      __typename: 'CartCodeDiscountAllocation',
      code: applied.code,
      targetType: 'LINE_ITEM',
      discountedAmount: money(line.discountCents),
      discountApplication: {
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: { __typename: 'PricingPercentageValue', percentage: applied.percentage },
      },
    }));
  },
  lines: (c, args, ctx) => connection(ctx.priced(c).lines.map(lineView), pageArgs(args), (l) => l.id),
  totalQuantity: (c, _args, ctx) => ctx.priced(c).lines.reduce((sum, l) => sum + l.line.quantity, 0),
  metafield: () => null,
  metafields: (_c, args) => nullMetafields(args),
};

// ---- Cart mutations ----

interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeRecord[] | null;
}

interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: AttributeRecord[] | null;
}

const cartNotFound = (): CartPayload => ({
  cart: null,
  userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }],
  warnings: [],
});

function sameAttributes(a: AttributeRecord[], b: AttributeRecord[]): boolean {
  return a.length === b.length && a.every((x) => b.some((y) => y.key === x.key && y.value === x.value));
}

function checkMerchandise(ctx: ShopifyContext, merchandiseId: string, field: string[]): UserError | null {
  const variant = ctx.catalogue.variant(merchandiseId);
  if (!variant) return { field, message: `The merchandise with id ${merchandiseId} does not exist.`, code: 'INVALID' };
  if (!ctx.inventory.available(variant)) {
    const product = ctx.catalogue.productOfVariant(merchandiseId);
    return { field, message: `The product '${product?.title ?? variant.title}' is already sold out.`, code: 'INVALID' };
  }
  return null;
}

function quantityAboveMaximum(field: string[]): UserError {
  return { field, message: `The quantity must be at most ${MAX_LINE_QUANTITY}.`, code: 'MAXIMUM_EXCEEDED' };
}

/** Adds lines to a cart, merging a line with the same merchandise and attributes as Shopify does. */
function addLines(ctx: ShopifyContext, cart: CartRecord, lines: LineInput[], path: string[]): UserError[] {
  const errors: UserError[] = [];
  lines.forEach((input, index) => {
    const quantity = input.quantity ?? 1;
    const field = [...path, String(index)];
    const merchandiseError = checkMerchandise(ctx, input.merchandiseId, [...field, 'merchandiseId']);
    if (merchandiseError) return void errors.push(merchandiseError);
    if (quantity < 1)
      return void errors.push({ field: [...field, 'quantity'], message: 'The quantity must be greater than 0.', code: 'INVALID' });
    const attributes = (input.attributes ?? []).map(({ key, value }) => ({ key, value: value ?? null }));
    const existing = cart.lines.find((l) => l.merchandiseId === input.merchandiseId && sameAttributes(l.attributes, attributes));
    // Compared before adding, so a line never holds more than the store's add-to-cart limit, not even for a moment.
    if ((existing?.quantity ?? 0) + quantity > MAX_LINE_QUANTITY) return void errors.push(quantityAboveMaximum([...field, 'quantity']));
    if (existing) existing.quantity += quantity;
    else cart.lines.push({ id: ctx.carts.newLineId(cart.token), merchandiseId: input.merchandiseId, quantity, attributes });
  });
  return errors;
}

function normalizeCodes(codes: unknown): string[] {
  const list = Array.isArray(codes) ? (codes as string[]) : [];
  const seen = new Set<string>();
  return list.map((c) => c.trim()).filter((c) => c && !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()));
}

function checkEmail(email: string | null | undefined, field: string[]): UserError | null {
  if (email == null || email === '') return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : { field, message: 'Email is invalid', code: 'INVALID' };
}

/**
 * Applies a change to a copy of the cart, checks the copy against every cart limit, and only then saves it whole (one
 * atomic file write); a refused change leaves the saved cart exactly as it was.
 */
function mutateCart(ctx: ShopifyContext, cartId: string, change: (cart: CartRecord) => UserError[]): Promise<CartPayload> {
  const parsed = parseCartId(cartId);
  if (!parsed) return Promise.resolve(cartNotFound());
  return ctx.carts.exclusive(parsed.token, async () => {
    const cart = await findCart(ctx.carts, cartId);
    if (!cart) return cartNotFound();
    const draft = structuredClone(cart);
    const userErrors = change(draft);
    if (userErrors.length) return { cart: null, userErrors, warnings: [] };
    const limitErrors = cartLimitErrors(draft);
    if (limitErrors.length) return { cart: null, userErrors: limitErrors, warnings: [] };
    draft.updatedAt = dateTime(ctx.now());
    await ctx.carts.save(draft);
    return { cart: draft, userErrors: [], warnings: [] };
  });
}

const mutation: FieldResolvers<unknown> = {
  cartCreate: async (_s, args, ctx): Promise<CartPayload> => {
    const input = (args.input ?? {}) as {
      lines?: LineInput[] | null;
      attributes?: AttributeRecord[] | null;
      note?: string | null;
      discountCodes?: string[] | null;
      giftCardCodes?: string[] | null;
      buyerIdentity?: { email?: string | null; phone?: string | null; countryCode?: string | null } | null;
    };
    const { id, token, key } = ctx.carts.newIds();
    const at = dateTime(ctx.now());
    const cart: CartRecord = {
      id,
      token,
      key,
      createdAt: at,
      updatedAt: at,
      note: input.note ?? null,
      attributes: (input.attributes ?? []).map(({ key, value }) => ({ key, value: value ?? null })),
      lines: [],
      discountCodes: normalizeCodes(input.discountCodes),
      buyerIdentity: {
        email: input.buyerIdentity?.email ?? null,
        phone: input.buyerIdentity?.phone ?? null,
        countryCode: input.buyerIdentity?.countryCode ?? null,
      },
      completedAt: null,
      orderId: null,
    };
    const userErrors = addLines(ctx, cart, input.lines ?? [], ['input', 'lines']);
    const emailError = checkEmail(input.buyerIdentity?.email, ['input', 'buyerIdentity', 'email']);
    if (emailError) userErrors.push(emailError);
    if (input.giftCardCodes?.length) {
      userErrors.push({ field: ['input', 'giftCardCodes'], message: 'Gift cards are not accepted by this store.', code: 'INVALID' });
    }
    if (userErrors.length) return { cart: null, userErrors, warnings: [] };
    const limitErrors = cartLimitErrors(cart, ['input']);
    if (limitErrors.length) return { cart: null, userErrors: limitErrors, warnings: [] };
    await ctx.carts.save(cart);
    return { cart, userErrors: [], warnings: [] };
  },
  cartLinesAdd: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => addLines(ctx, cart, args.lines as LineInput[], ['lines'])),
  cartLinesUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      const errors: UserError[] = [];
      (args.lines as LineUpdateInput[]).forEach((input, index) => {
        const field = ['lines', String(index)];
        const line = cart.lines.find((l) => l.id === input.id);
        if (!line)
          return void errors.push({
            field: [...field, 'id'],
            message: `The merchandise line with id ${input.id} does not exist.`,
            code: 'INVALID_MERCHANDISE_LINE',
          });
        if (input.merchandiseId != null && input.merchandiseId !== line.merchandiseId) {
          const merchandiseError = checkMerchandise(ctx, input.merchandiseId, [...field, 'merchandiseId']);
          if (merchandiseError) return void errors.push(merchandiseError);
          line.merchandiseId = input.merchandiseId;
        }
        if (input.attributes != null) line.attributes = input.attributes.map(({ key, value }) => ({ key, value: value ?? null }));
        if (input.quantity != null) {
          if (input.quantity < 0)
            return void errors.push({
              field: [...field, 'quantity'],
              message: 'The quantity must be greater than or equal to 0.',
              code: 'INVALID',
            });
          if (input.quantity > MAX_LINE_QUANTITY) return void errors.push(quantityAboveMaximum([...field, 'quantity']));
          line.quantity = input.quantity;
        }
      });
      // Quantity 0 removes the line, as on Shopify.
      cart.lines = cart.lines.filter((l: CartLineRecord) => l.quantity > 0);
      return errors;
    }),
  cartLinesRemove: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      const ids = args.lineIds as string[];
      const errors = ids.flatMap((id, index): UserError[] =>
        cart.lines.some((l) => l.id === id)
          ? []
          : [
              {
                field: ['lineIds', String(index)],
                message: `The merchandise line with id ${id} does not exist.`,
                code: 'INVALID_MERCHANDISE_LINE',
              },
            ],
      );
      cart.lines = cart.lines.filter((l) => !ids.includes(l.id));
      return errors;
    }),
  cartNoteUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      cart.note = typeof args.note === 'string' ? args.note : null;
      return [];
    }),
  cartAttributesUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      cart.attributes = (args.attributes as AttributeRecord[]).map(({ key, value }) => ({ key, value: value ?? null }));
      return [];
    }),
  cartDiscountCodesUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      cart.discountCodes = normalizeCodes(args.discountCodes);
      return [];
    }),
  cartBuyerIdentityUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), (cart) => {
      const input = args.buyerIdentity as { email?: string | null; phone?: string | null; countryCode?: string | null };
      const emailError = checkEmail(input.email, ['buyerIdentity', 'email']);
      if (emailError) return [emailError];
      if (input.email !== undefined) cart.buyerIdentity.email = input.email;
      if (input.phone !== undefined) cart.buyerIdentity.phone = input.phone;
      if (input.countryCode !== undefined) cart.buyerIdentity.countryCode = input.countryCode;
      return [];
    }),
  cartGiftCardCodesUpdate: (_s, args, ctx) =>
    mutateCart(ctx, String(args.cartId), () =>
      (args.giftCardCodes as string[]).length
        ? [{ field: ['giftCardCodes'], message: 'Gift cards are not accepted by this store.', code: 'INVALID' }]
        : [],
    ),
  // No gift card is ever applied, so removing one leaves the cart as it is.
  cartGiftCardCodesRemove: (_s, args, ctx) => mutateCart(ctx, String(args.cartId), () => []),
};

const resolversByType: Record<string, FieldResolvers<never>> = {
  QueryRoot: queryRoot,
  Mutation: mutation,
  Product: productFields,
  ProductVariant: variantFields,
  Image: imageFields,
  Collection: collectionFields,
  Cart: cartFields,
  // A list without facets (the root products, recommendations) answers none rather than failing the query.
  ProductConnection: { filters: (page: ProductPage) => page.facets?.() ?? [] },
};

export const fieldResolver: GraphQLFieldResolver<unknown, ShopifyContext> = (source, args, ctx, info) => {
  const resolve = resolversByType[info.parentType.name]?.[info.fieldName];
  if (resolve) return resolve(source as never, args, ctx);
  // A root field nobody serves would silently answer null; say so instead.
  if (info.parentType === info.schema.getQueryType() || info.parentType === info.schema.getMutationType()) {
    throw new GraphQLError(`${info.parentType.name}.${info.fieldName} is not served by the local Storefront API.`);
  }
  return defaultFieldResolver(source, args, ctx, info);
};

/** Abstract types (Node, Merchandise, BaseCartLine, discount allocations, PricingValue) resolve from __typename or the gid. */
export const typeResolver: GraphQLTypeResolver<unknown, ShopifyContext> = (value) => {
  if (value && typeof value === 'object') {
    const v = value as { __typename?: unknown; id?: unknown };
    if (typeof v.__typename === 'string') return v.__typename;
    if (typeof v.id === 'string') return typeFromGid(v.id);
  }
  return undefined;
};

export function createContext(base: Omit<ShopifyContext, 'priced'>): ShopifyContext {
  const memo = new WeakMap<CartRecord, PricedCart>();
  return {
    ...base,
    priced(cart) {
      let priced = memo.get(cart);
      if (!priced) {
        priced = priceCart(cart, base.catalogue);
        memo.set(cart, priced);
      }
      return priced;
    },
  };
}
