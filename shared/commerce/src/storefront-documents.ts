// Owns the GraphQL documents the product itself sends to the Storefront API: codegen types them (src/generated) and the
// validation test holds them to Shopify's official schema of STOREFRONT_API_VERSION, with no deprecated field.
import { FULFILMENT_KEYS, FULFILMENT_NAMESPACE as FN } from './fulfilment';
import { PACKAGE_METAFIELDS_FIELD, SPECS_METAFIELDS_FIELD } from './specs';
import { WATER_METAFIELD_NAMESPACE as WN } from '@storefront/contracts';

/** The Storefront API's largest page (`first:` above it is refused). */
export const MAX_PER_REQUEST = 250;

// The fields lists show, asked for by name: shopify-buy's own queries ask for everything (HTML, every image, SKUs, cursors)
// and decode it into models several times the size of the answer, which for a large store held hundreds of megabytes. The
// specifications and packages come as one `metafields(identifiers:)` each, whose nulls are the shortest answer for a key a
// product does not have.
const LISTED_PRODUCT = `fragment ListedProduct on Product { id handle title description productType vendor tags publishedAt
  images(first: 1) { nodes { id url altText width height } }
  options { name optionValues { name } }
  ${SPECS_METAFIELDS_FIELD}
  variants(first: ${MAX_PER_REQUEST}) { nodes { id title availableForSale price { amount } compareAtPrice { amount } ${PACKAGE_METAFIELDS_FIELD} } } }`;
const COLLECTION_FIELDS = 'fragment CollectionFields on Collection { id handle title description }';
const IMAGE_FIELDS = 'fragment ImageFields on Image { id url altText width height }';
const MONEY_FIELDS = 'fragment MoneyFields on MoneyV2 { amount currencyCode }';
/**
 * A whole product, as the product page shows it: every image and variant, with each variant's options and image; and what a
 * list knows of it too (its specifications, each variant's package), so a comparison reads the products it compares alone.
 */
const WHOLE_PRODUCT = `fragment WholeProduct on Product { id handle title description descriptionHtml productType vendor tags
  createdAt updatedAt publishedAt availableForSale
  images(first: ${MAX_PER_REQUEST}) { nodes { ...ImageFields } }
  options { name optionValues { name } }
  ${SPECS_METAFIELDS_FIELD}
  variants(first: ${MAX_PER_REQUEST}) { nodes { id title sku availableForSale price { ...MoneyFields } compareAtPrice { ...MoneyFields }
    image { ...ImageFields } selectedOptions { name value } ${PACKAGE_METAFIELDS_FIELD} } } }`;

export const COLLECTIONS_QUERY = `query Collections($after: String) { collections(first: ${MAX_PER_REQUEST}, after: $after) {
  pageInfo { hasNextPage endCursor } nodes { ...CollectionFields } } }
${COLLECTION_FIELDS}`;

export const COLLECTION_PRODUCTS_QUERY = `query CollectionProducts($id: ID!) { collection(id: $id) {
  products(first: ${MAX_PER_REQUEST}) { nodes { ...ListedProduct } } } }
${LISTED_PRODUCT}`;

export const COLLECTION_BY_HANDLE_QUERY = `query CollectionByHandle($handle: String!) { collection(handle: $handle) { ...CollectionFields
  products(first: ${MAX_PER_REQUEST}) { nodes { ...ListedProduct collections(first: ${MAX_PER_REQUEST}) { nodes { ...CollectionFields } } } } } }
${COLLECTION_FIELDS}
${LISTED_PRODUCT}`;

/** A product by handle with the collections it is in: `product(handle:)`, as `productByHandle` is deprecated. */
export const PRODUCT_COLLECTIONS_QUERY = `query ProductCollections($handle: String!) { product(handle: $handle) { ...WholeProduct
  collections(first: ${MAX_PER_REQUEST}) { nodes { ...CollectionFields } } } }
${WHOLE_PRODUCT}
${COLLECTION_FIELDS}
${IMAGE_FIELDS}
${MONEY_FIELDS}`;

/** The tags shopify-buy's product query leaves out. */
export const PRODUCT_TAGS_QUERY = `query ProductTags($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { id tags } } }`;

/** A variant's sale state, and its product's tags and fulfilment metafields (aliased, as one field answers one metafield). */
export const VARIANT_DETAILS_QUERY = `query VariantDetails($ids: [ID!]!) {
  nodes(ids: $ids) { ... on ProductVariant { id availableForSale product {
    tags
    fulfilmentClass: metafield(namespace: "${FN}", key: "${FULFILMENT_KEYS.class}") { value }
    fulfilmentUnNumber: metafield(namespace: "${FN}", key: "${FULFILMENT_KEYS.unNumber}") { value }
    fulfilmentHazardClass: metafield(namespace: "${FN}", key: "${FULFILMENT_KEYS.hazardClass}") { value }
  } } }
}`;

/** Products 250 a page, each with its formats (up to 250 variants: a chemical has a few). */
export const WATER_PRODUCTS_QUERY = `query WaterProducts($query: String!, $after: String) {
  products(first: ${MAX_PER_REQUEST}, after: $after, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id handle title
      ingredient: metafield(namespace: "${WN}", key: "ingredient") { value }
      strength: metafield(namespace: "${WN}", key: "strength") { value }
      variants(first: ${MAX_PER_REQUEST}) { nodes {
        id title availableForSale price { amount currencyCode }
        packageSize: metafield(namespace: "${WN}", key: "package_size") { value }
        packageUnit: metafield(namespace: "${WN}", key: "package_unit") { value }
      } }
    }
  }
}`;

/** Every document the product sends itself, by operation name. */
export const STOREFRONT_DOCUMENTS = {
  Collections: COLLECTIONS_QUERY,
  CollectionProducts: COLLECTION_PRODUCTS_QUERY,
  CollectionByHandle: COLLECTION_BY_HANDLE_QUERY,
  ProductCollections: PRODUCT_COLLECTIONS_QUERY,
  ProductTags: PRODUCT_TAGS_QUERY,
  VariantDetails: VARIANT_DETAILS_QUERY,
  WaterProducts: WATER_PRODUCTS_QUERY,
} as const;
