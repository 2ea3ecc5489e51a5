// Owns the field resolvers that answer Storefront API catalogue reads (products, variants, collections, search, the shop) from the seed catalogue.
import { GraphQLError } from 'graphql';
import type { ShopifySeedCollection, ShopifySeedImage, ShopifySeedProduct, ShopifySeedVariant } from '../../seed/types';
import { collectionMatches, gidNumber, productMatches, sortCollections, sortProducts } from '../catalogue';
import { MAX_PAGE_SIZE, MAX_RECOMMENDATIONS } from '../../limits';
import { connection } from '../connection';
import { applyProductFilters, type FilterView, productFacets, type ProductFilterInput } from '../filters';
import { activeLanguage, localization } from '../localization';
import { predictiveSearch, type PredictiveSearchArgs, type SearchArgs, searchProducts } from '../search';
import { publicApiVersions } from '../versions';
import { metafield, metafields } from '../metafields';
import { CURRENCY_CODE, money, toCents } from '../money';
import {
  type Args,
  emptyConnection,
  type FieldResolvers,
  findCart,
  nullMetafields,
  pageArgs,
  type ShopifyContext,
  str,
  typeFromGid,
} from './context';

/** A ProductConnection with the facets of the list it pages, counted only when the query asks for them. */
export type ProductPage = ReturnType<typeof connection<ShopifySeedProduct>> & { facets?: () => FilterView[] };

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

export const queryRoot: FieldResolvers<unknown> = {
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

export const productFields: FieldResolvers<ShopifySeedProduct> = {
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

export const variantFields: FieldResolvers<ShopifySeedVariant> = {
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

export const imageFields: FieldResolvers<ShopifySeedImage> = {
  url: (i) => i.src,
  src: (i) => i.src,
  originalSrc: (i) => i.src,
  transformedSrc: (i) => i.src,
};

export const collectionFields: FieldResolvers<ShopifySeedCollection> = {
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
