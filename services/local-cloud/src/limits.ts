// Owns every limit the local cloud enforces, each with where its value comes from: the real service's published limit, or why ours.

const KiB = 1024;
const MiB = 1024 * KiB;

// ---- HTTP and JSON (every route) ----

/** Firestore: "Maximum API request size: 10 MiB" (https://cloud.google.com/firestore/quotas#limits). */
export const MAX_FIRESTORE_REQUEST_BYTES = 10 * MiB;

/**
 * Nesting of JSON objects and arrays in a request body. Google's APIs turn JSON into protocol buffers, whose parsers
 * stop at 100 levels (protobuf's default recursion limit, `io::CodedInputStream::kDefaultRecursionLimit`).
 */
export const MAX_JSON_DEPTH = 100;

// ---- Firestore (https://cloud.google.com/firestore/quotas and https://firebase.google.com/docs/firestore/query-data/queries) ----

/** "Maximum size for a document: 1 MiB (1,048,576 bytes)". */
export const MAX_DOCUMENT_BYTES = 1 * MiB;

/** "Maximum depth of fields in a map or array: 20". */
export const MAX_FIELD_DEPTH = 20;

/** "Maximum size of a field path: 1,500 bytes". */
export const MAX_FIELD_PATH_BYTES = 1500;

/** "Maximum size of a document name: 6 KiB". */
export const MAX_DOCUMENT_NAME_BYTES = 6 * KiB;

/** "Maximum number of writes that can be passed to a Commit operation or performed in a transaction: 500". */
export const MAX_WRITES_PER_COMMIT = 500;

/** Queries: "Cloud Firestore limits a query to a maximum of 30 disjunctions in disjunctive normal form". */
export const MAX_DISJUNCTIONS = 30;

/** "Use the in operator to combine up to 30 equality (==) clauses"; the same for array-contains-any. */
export const MAX_IN_VALUES = 30;

/** "Use the not-in operator to combine up to 10 not equal (!=) clauses". */
export const MAX_NOT_IN_VALUES = 10;

/** "Each aggregation query can use up to five aggregations" (https://firebase.google.com/docs/firestore/query-data/aggregation-queries#limitations). */
export const MAX_AGGREGATIONS = 5;

/** `limit` and `offset` are protobuf Int32 values: 0 to 2,147,483,647 (google.firestore.v1.StructuredQuery). */
export const MAX_INT32 = 2_147_483_647;

/**
 * Documents named by one batchGet. Firestore publishes no figure for it; Firestore in Datastore mode does:
 * "Maximum number of keys allowed for a Lookup operation: 1,000" (https://cloud.google.com/datastore/docs/concepts/limits).
 */
export const MAX_BATCH_GET_DOCUMENTS = 1000;

/**
 * Size of one batchGet answer. Firestore streams it one document per message; ours is one JSON array built in memory,
 * so it is capped (ours: 16 MiB, ten times the seed's whole Firestore data).
 */
export const MAX_BATCH_GET_ANSWER_BYTES = 16 * MiB;

// ---- Cloud Storage ----

/** Objects per listing page: "The service uses this parameter or 1,000 items, whichever is smaller" (https://cloud.google.com/storage/docs/json_api/v1/objects/list). */
export const MAX_LIST_RESULTS = 1000;

/**
 * Bytes of one upload through the Cloud Storage JSON API. Google takes up to 5 TiB per object; ours reads an upload into
 * memory whole, so it is held to what its one caller sends: the store API's attachments, 23 MB per submission at most
 * (MAX_TOTAL_BYTES of @storefront/validation), with room for the multipart envelope.
 */
export const MAX_UPLOAD_BYTES = 32 * MiB;

/** Object names: "Object names can contain any sequence of valid Unicode characters, of length 1-1024 bytes when UTF-8 encoded" (https://cloud.google.com/storage/docs/objects#naming). */
export const MAX_OBJECT_NAME_BYTES = 1024;

// ---- Shopify Storefront API (2026-01, 2026-04) ----

/** Request bodies of the Storefront API. Shopify publishes none; ours: 1 MiB, some 300 times the SDK's largest request. */
export const MAX_STOREFRONT_REQUEST_BYTES = 1 * MiB;

/**
 * Cost of a query sent without an access token: "Tokenless access has a query complexity limit of 1,000", costed as on
 * the Admin API, answered `MAX_COMPLEXITY_EXCEEDED` (https://shopify.dev/docs/api/storefront#rate-limits,
 * https://shopify.dev/docs/api/usage/limits#cost-calculation).
 */
export const TOKENLESS_MAX_COST = 1000;

/**
 * Cost of a query sent with the storefront token. Shopify publishes no ceiling for token-based access, and shopify-buy's
 * own collections query asks for 250 × 250 × 250 objects (requested cost 219 million), so the local cloud costs what the
 * answer can actually hold: every connection and list counted at most as long as the longest of its kind in this store
 * (see shopify/complexity.ts). On the seed, shopify-buy's collections query (every collection with its products,
 * variants and images) costs 39,322 and its cart query 77,385 (250 lines of 250 attributes each); 200,000 leaves room
 * above both, while the probe of scripts/probe-hardening.ts (343 characters) costs 21 million.
 */
export const TOKEN_MAX_BOUNDED_COST = 200_000;

/**
 * Field nesting of one operation, fragments flattened. Shopify publishes none; shopify-buy 3's deepest operation
 * (collections › products › variants › compareAtPrice › amount, with their edges and nodes) is 11 deep.
 */
export const MAX_QUERY_DEPTH = 15;

/** Aliases in one operation, fragments expanded. Shopify publishes none; shopify-buy 3's operations use at most 6. */
export const MAX_QUERY_ALIASES = 30;

/** Selections the cost walk visits, fragments expanded (graphql-query-complexity's default budget); past it the cost counts as unbounded. */
export const MAX_COST_NODES = 10_000;

/** Lexical tokens of one document (graphql-js `parse({ maxTokens })`). Shopify publishes none; shopify-buy 3's largest has 518. */
export const MAX_QUERY_TOKENS = 2000;

/** "Input arguments that accept an array have a maximum size of 250 for all APIs" (https://shopify.dev/docs/api/usage/limits#input-limits). */
export const MAX_INPUT_ARRAY = 250;

/** Pagination: `first`/`last` take at most 250 (https://shopify.dev/docs/api/usage/pagination-graphql). */
export const MAX_PAGE_SIZE = 250;

/** Products one productRecommendations answers. Shopify's recommendations return at most 10 (the Ajax API's `limit` tops out at 10, https://shopify.dev/docs/api/ajax/reference/product-recommendations). */
export const MAX_RECOMMENDATIONS = 10;

/**
 * Lines in one cart. A cart becomes a draft order on completion (the local stand-in for the Admin API's
 * draftOrderComplete), and draft orders took at most 250 line items up to API 2025-04
 * (https://shopify.dev/changelog/draft-order-line-item-limit); the store keeps that limit for its carts.
 */
export const MAX_CART_LINES = 250;

/**
 * Quantity of one variant in a cart: the store's add-to-cart limit, which each Shopify store sets per variant
 * (https://help.shopify.com/en/manual/checkout-settings/add-to-cart-limit). This store's is 99, what the storefront's
 * quantity selector and cart stepper offer. Above it a mutation answers `MAXIMUM_EXCEEDED`.
 */
export const MAX_LINE_QUANTITY = 99;

/** "you will get a NOTE_TOO_LONG user error in cart mutations in case the note exceeds the maximum number of 5000 characters" (https://shopify.dev/changelog/note-length-is-now-validated-5000-char). */
export const MAX_NOTE_LENGTH = 5000;

/** Attributes of a cart or of one line: "The input must not contain more than 250 values" (Storefront API schema, CartInput.attributes, CartLineInput.attributes). */
export const MAX_ATTRIBUTES = MAX_INPUT_ARRAY;

/** Length of an attribute key. Shopify publishes none; ours: 255 characters. */
export const MAX_ATTRIBUTE_KEY_LENGTH = 255;

/** Length of an attribute value. Shopify publishes none; ours: the note's 5,000 characters. */
export const MAX_ATTRIBUTE_VALUE_LENGTH = MAX_NOTE_LENGTH;

/** Discount codes on one cart: the schema's 250 values of CartInput.discountCodes. */
export const MAX_DISCOUNT_CODES = MAX_INPUT_ARRAY;

/** Length of one discount code. Shopify publishes none for the Storefront API; ours: 255 characters (the seed's are under 12). */
export const MAX_DISCOUNT_CODE_LENGTH = 255;

/** A buyer's e-mail address: RFC 5321 §4.5.3.1.3 allows a path of 256 octets, angle brackets included, so 254. */
export const MAX_EMAIL_LENGTH = 254;

/** A buyer's phone number as typed. E.164 numbers have at most 15 digits; ours leaves room for spaces and dashes: 32. */
export const MAX_PHONE_LENGTH = 32;

/**
 * A whole cart as saved. Shopify publishes none; ours: 1 MiB, which a cart within every limit above can still reach
 * only with hundreds of long attributes, so a saved cart can always be read back in one go.
 */
export const MAX_CART_BYTES = 1 * MiB;

/** Carts kept in memory (least recently used first out); the others are read from disk when asked for. */
export const CART_CACHE_ENTRIES = 1000;

// ---- Administration of the local cloud (no Google or Shopify equivalent: these stand in for their consoles) ----

/** Shortest admin secret accepted from LOCAL_CLOUD_ADMIN_TOKEN: 128 bits written in hex. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;
