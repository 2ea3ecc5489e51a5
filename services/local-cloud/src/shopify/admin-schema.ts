// Owns the part of Shopify's Admin GraphQL API served locally: its schema (names and shapes as in the real API) and the versions it answers to.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildSchema, GraphQLScalarType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { fallForward } from './versions';

// Only what the store API's order path and staff need; every name, argument and type is spelled as in Shopify's
// Admin API 2026-10, so a query that works here works there. Anything else is refused by validation. The inputs of
// orderCreate are written field by field from shopify.dev's reference (names, types, nullability, defaults, enum values,
// descriptions), each citing its page; CountryCode and CurrencyCode are taken whole from Shopify's published Storefront
// schema (2026-04), whose two enums are the Admin API's.
const REFERENCE = 'https://shopify.dev/docs/api/admin-graphql/2026-10';
const SDL = /* GraphQL */ `
  "A signed decimal number, serialized as a string (\\"29.99\\"); numbers are taken too. ${REFERENCE}/scalars/Decimal"
  scalar Decimal
  "An ISO-8601 date and time (\\"2019-09-07T15:50:00Z\\"). ${REFERENCE}/scalars/DateTime"
  scalar DateTime
  "A monetary value string without a currency symbol or code. ${REFERENCE}/scalars/Money"
  scalar Money
  "An RFC 3986 URL. ${REFERENCE}/scalars/URL"
  scalar URL

  "${REFERENCE}/enums/OrderTransactionKind"
  enum OrderTransactionKind {
    AUTHORIZATION
    CAPTURE
    CHANGE
    EMV_AUTHORIZATION
    REFUND
    SALE
    SUGGESTED_REFUND
    VOID
  }
  "${REFERENCE}/enums/OrderTransactionStatus"
  enum OrderTransactionStatus {
    AWAITING_RESPONSE
    ERROR
    FAILURE
    PENDING
    SUCCESS
    UNKNOWN
  }
  "The status of payments associated with the order. Can only be set when the order is created. ${REFERENCE}/enums/OrderCreateFinancialStatus"
  enum OrderCreateFinancialStatus {
    AUTHORIZED
    EXPIRED
    PAID
    PARTIALLY_PAID
    PARTIALLY_REFUNDED
    PENDING
    REFUNDED
    VOIDED
  }
  "${REFERENCE}/enums/OrderCreateFulfillmentStatus"
  enum OrderCreateFulfillmentStatus {
    FULFILLED
    PARTIAL
    RESTOCKED
  }
  "${REFERENCE}/enums/OrderCreateInputsInventoryBehavior"
  enum OrderCreateInputsInventoryBehavior {
    BYPASS
    DECREMENT_IGNORING_POLICY
    DECREMENT_OBEYING_POLICY
  }
  "${REFERENCE}/enums/OrderDisplayFinancialStatus"
  enum OrderDisplayFinancialStatus {
    AUTHORIZED
    EXPIRED
    PAID
    PARTIALLY_PAID
    PARTIALLY_REFUNDED
    PENDING
    REFUNDED
    VOIDED
  }
  "Possible error codes that can be returned by OrderCreateUserError. ${REFERENCE}/enums/OrderCreateUserErrorCode"
  enum OrderCreateUserErrorCode {
    FULFILLMENT_SERVICE_INVALID
    INVALID
    INVENTORY_CLAIM_FAILED
    PROCESSED_AT_INVALID
    REDUNDANT_CUSTOMER_FIELDS
    SHOP_DORMANT
    TAX_LINE_RATE_MISSING
  }
  enum OrderSortKeys {
    CREATED_AT
    ID
    PROCESSED_AT
  }

  "${REFERENCE}/input-objects/MoneyInput"
  input MoneyInput {
    "Decimal money amount."
    amount: Decimal!
    "Currency of the money."
    currencyCode: CurrencyCode!
  }
  "An amount in the shop's currency and, if given, in the presentment currency. ${REFERENCE}/input-objects/MoneyBagInput"
  input MoneyBagInput {
    "Amount in shop currency."
    shopMoney: MoneyInput!
    "Amount in presentment currency. If this isn't given then we assume that the presentment currency is the same as the shop's currency."
    presentmentMoney: MoneyInput
  }

  "The input fields to create or update a mailing address. ${REFERENCE}/input-objects/MailingAddressInput"
  input MailingAddressInput {
    "The first line of the address. Typically the street address or PO Box number."
    address1: String
    "The second line of the address. Typically the number of the apartment, suite, or unit."
    address2: String
    "The name of the city, district, village, or town."
    city: String
    "The name of the customer's company or organization."
    company: String
    "The two-letter code for the country of the address."
    countryCode: CountryCode
    "The first name of the customer."
    firstName: String
    "The last name of the customer."
    lastName: String
    "A unique phone number for the customer. Formatted using E.164 standard. For example, +16135551111."
    phone: String
    "The code for the region of the address, such as the province, state, or district. For example QC for Quebec, Canada."
    provinceCode: String
    "The zip or postal code of the address."
    zip: String
    country: String @deprecated(reason: "Use countryCode instead.")
    province: String @deprecated(reason: "Use provinceCode instead.")
  }

  "The input fields for a tax line to create for an order. ${REFERENCE}/input-objects/OrderCreateTaxLineInput"
  input OrderCreateTaxLineInput {
    "Whether the channel that submitted the tax line is liable for remitting. A value of null indicates unknown liability for the tax line."
    channelLiable: Boolean = false
    "The amount added to the order for this tax in shop and presentment currencies after discounts are applied."
    priceSet: MoneyBagInput
    "The proportion of the item price that the tax represents as a decimal."
    rate: Decimal!
    "The name of the tax line to create."
    title: String!
  }

  "${REFERENCE}/input-objects/OrderCreateLineItemPropertyInput"
  input OrderCreateLineItemPropertyInput {
    "The name of the line item property."
    name: String!
    "The value of the line item property."
    value: String!
  }

  "The input fields for a line item to create for an order. ${REFERENCE}/input-objects/OrderCreateLineItemInput"
  input OrderCreateLineItemInput {
    "The handle of a fulfillment service that stocks the product variant belonging to a line item."
    fulfillmentService: String
    "Whether the item is a gift card. If true, then the item is not taxed or considered for shipping charges."
    giftCard: Boolean = false
    "The price of the item before discounts have been applied in the shop currency."
    priceSet: MoneyBagInput
    "The ID of the product that the line item belongs to."
    productId: ID
    "An array of custom information for the item that has been added to the cart."
    properties: [OrderCreateLineItemPropertyInput!]
    "The number of items that were purchased."
    quantity: Int!
    "Whether the item requires shipping."
    requiresShipping: Boolean = false
    "The item's SKU (stock keeping unit)."
    sku: String
    "A list of tax line objects, each of which details a tax applied to the item."
    taxLines: [OrderCreateTaxLineInput!]
    "Whether the item was taxable."
    taxable: Boolean = true
    "The title of the product."
    title: String
    "The ID of the product variant. If both productId and variantId are provided, then the product ID that corresponds to the variantId is used."
    variantId: ID
    "The title of the product variant."
    variantTitle: String
    "The name of the item's supplier."
    vendor: String
  }

  "The input fields for a shipping line to create for an order. ${REFERENCE}/input-objects/OrderCreateShippingLineInput"
  input OrderCreateShippingLineInput {
    "A reference to the shipping method."
    code: String
    "The price of this shipping method in the shop currency. Can't be negative."
    priceSet: MoneyBagInput!
    "The source of the shipping method."
    source: String
    "A list of tax line objects, each of which details a tax applicable to this shipping line."
    taxLines: [OrderCreateTaxLineInput!]
    "The title of the shipping method."
    title: String!
  }

  "${REFERENCE}/input-objects/OrderCreateCustomAttributeInput"
  input OrderCreateCustomAttributeInput {
    "The key or name of the custom attribute."
    key: String!
    "The value of the custom attribute."
    value: String!
  }

  "The input fields for a transaction to create for an order. ${REFERENCE}/input-objects/OrderCreateOrderTransactionInput"
  input OrderCreateOrderTransactionInput {
    "The amount of the transaction."
    amountSet: MoneyBagInput!
    "The authorization code associated with the transaction."
    authorizationCode: String
    "The ID of the device used to process the transaction."
    deviceId: ID
    "The name of the gateway the transaction was issued through."
    gateway: String
    "The ID of the gift card used for this transaction."
    giftCardId: ID
    "The kind of transaction."
    kind: OrderTransactionKind = SALE
    "The ID of the location where the transaction was processed."
    locationId: ID
    "The date and time when the transaction was processed."
    processedAt: DateTime
    "The status of the transaction."
    status: OrderTransactionStatus = SUCCESS
    "Whether the transaction is a test transaction."
    test: Boolean = false
    "The ID of the user who processed the transaction."
    userId: ID
  }

  "${REFERENCE}/input-objects/OrderCreateFixedDiscountCodeAttributesInput"
  input OrderCreateFixedDiscountCodeAttributesInput {
    "The amount that's deducted from the order total. When you create an order, this value is the monetary amount to deduct."
    amountSet: MoneyBagInput
    "The discount code that was entered at checkout."
    code: String!
  }
  "${REFERENCE}/input-objects/OrderCreatePercentageDiscountCodeAttributesInput"
  input OrderCreatePercentageDiscountCodeAttributesInput {
    "The discount code that was entered at checkout."
    code: String!
    "The amount that's deducted from the order total, as a percentage."
    percentage: Float
  }
  "${REFERENCE}/input-objects/OrderCreateFreeShippingDiscountCodeAttributesInput"
  input OrderCreateFreeShippingDiscountCodeAttributesInput {
    "The discount code that was entered at checkout."
    code: String!
  }
  "The input fields for a discount code to apply to an order. Only one type of discount can be applied to an order. ${REFERENCE}/input-objects/OrderCreateDiscountCodeInput"
  input OrderCreateDiscountCodeInput {
    "A fixed amount discount code applied to the line items on the order."
    itemFixedDiscountCode: OrderCreateFixedDiscountCodeAttributesInput
    "A percentage discount code applied to the line items on the order."
    itemPercentageDiscountCode: OrderCreatePercentageDiscountCodeAttributesInput
    "A free shipping discount code applied to the shipping on an order."
    freeShippingDiscountCode: OrderCreateFreeShippingDiscountCodeAttributesInput
  }

  "The input fields for identifying an existing customer to associate with the order. ${REFERENCE}/input-objects/OrderCreateAssociateCustomerAttributesInput"
  input OrderCreateAssociateCustomerAttributesInput {
    "The email of the customer to associate to the order. If both this email input field and the email on OrderCreateOrderInput are provided, this field will take precedence."
    email: String
    "The customer to associate to the order."
    id: ID
  }
  """
  The input fields for creating a new customer object or identifying an existing customer to update & associate with the
  order. ${REFERENCE}/input-objects/OrderCreateUpsertCustomerAttributesInput (addresses, a list of
  OrderCreateCustomerAddressInput, is not declared here)
  """
  input OrderCreateUpsertCustomerAttributesInput {
    "The email address to update the customer with. If no id is provided, this is used to uniquely identify the customer."
    email: String
    "The first name of the customer."
    firstName: String
    "The id of the customer to associate to the order."
    id: ID
    "The last name of the customer."
    lastName: String
    "A unique identifier for the customer that's used with Multipass login."
    multipassIdentifier: String
    "A note about the customer."
    note: String
    "The unique phone number (E.164 format) for this customer."
    phone: String
    "Tags that the shop owner has attached to the customer."
    tags: [String!]
    "Whether the customer is exempt from paying taxes on their order."
    taxExempt: Boolean
  }
  "The input fields for a customer to associate with an order. Allows creation of a new customer or specifying an existing one. ${REFERENCE}/input-objects/OrderCreateCustomerInput"
  input OrderCreateCustomerInput {
    "An existing customer to associate with the order, specified by ID."
    toAssociate: OrderCreateAssociateCustomerAttributesInput
    "A new customer to create or update and associate with the order."
    toUpsert: OrderCreateUpsertCustomerAttributesInput
  }

  """
  The input fields for creating an order. ${REFERENCE}/input-objects/OrderCreateOrderInput
  Not declared here although Shopify takes them (input objects this stand-in does not model): fulfillment, metafields.
  """
  input OrderCreateOrderInput {
    "The mailing address associated with the payment method."
    billingAddress: MailingAddressInput
    "Whether the customer consented to receive email updates from the shop."
    buyerAcceptsMarketing: Boolean
    "The date and time (ISO 8601 format) when the order was closed. Returns null if the order isn't closed."
    closedAt: DateTime
    "The ID of the purchasing company's location for the order."
    companyLocationId: ID
    "The shop-facing currency for the order. If not specified, then the shop's default currency is used."
    currency: CurrencyCode
    "A list of extra information that's added to the order. Appears in the Additional details section of an order details page."
    customAttributes: [OrderCreateCustomAttributeInput!]
    "The customer to associate to the order."
    customer: OrderCreateCustomerInput
    customerId: ID @deprecated(reason: "Use customer instead.")
    "A discount code applied to the order."
    discountCode: OrderCreateDiscountCodeInput
    "A new customer email address for the order. If a customer is provided, and no email is provided, the customer's email will be set to this field."
    email: String
    "The financial status of the order. If not specified, then this will be derived through the given transactions. Note that it's possible to specify a status that doesn't match the given transactions and it will persist, but if an operation later occurs on the order, the status may then be recalculated to match the current state of transactions."
    financialStatus: OrderCreateFinancialStatus
    "The fulfillment status of the order. Will default to unfulfilled if not included."
    fulfillmentStatus: OrderCreateFulfillmentStatus
    "The line items to create for the order."
    lineItems: [OrderCreateLineItemInput!]
    "The order name, generated by combining the order_number property with the order prefix and suffix."
    name: String
    "The new contents for the note associated with the order."
    note: String
    "A new customer phone number for the order."
    phone: String
    "The purchase order number associated to this order."
    poNumber: String
    "The presentment currency that was used to display prices to the customer. This must be specified if any presentment currencies are used in the order."
    presentmentCurrency: CurrencyCode
    "The date and time (ISO 8601 format) when an order was processed. This value is the date that appears on your orders and that's used in the analytic reports. If you're importing orders from an app or another platform, then you can set processed_at to a date and time in the past to match when the original order was created."
    processedAt: DateTime
    "The website where the customer clicked a link to the shop."
    referringSite: URL
    "The mailing address to where the order will be shipped."
    shippingAddress: MailingAddressInput
    "An array of objects, each of which details a shipping method used."
    shippingLines: [OrderCreateShippingLineInput!]
    "The ID of the order placed on the originating platform. This value doesn't correspond to the Shopify ID that's generated from a completed draft."
    sourceIdentifier: String
    "The source of the checkout. To use this field for sales attribution, you must register the channels that your app is managing."
    sourceName: String
    "A valid URL to the original order on the originating surface. This URL is displayed to merchants on the Order Details page. If the URL is invalid, then it won't be displayed."
    sourceUrl: URL
    "A comma separated list of tags that have been added to the draft order."
    tags: [String!]
    "Whether taxes are included in the order subtotal."
    taxesIncluded: Boolean = false
    "An array of tax line objects, each of which details a tax applicable to the order. When creating an order through the API, tax lines can be specified on the order or the line items but not both. Tax lines specified on the order are split across the taxable line items in the created order."
    taxLines: [OrderCreateTaxLineInput!]
    "Whether this is a test order."
    test: Boolean = false
    "The payment transactions to create for the order."
    transactions: [OrderCreateOrderTransactionInput!]
    "The ID of the user logged into Shopify POS who processed the order, if applicable."
    userId: ID
  }

  "The input fields that define the strategies for updating inventory and whether to send shipping and order confirmations to customers. ${REFERENCE}/input-objects/OrderCreateOptionsInput"
  input OrderCreateOptionsInput {
    "The strategy for handling updates to inventory: not claiming inventory, ignoring inventory policies, or following policies when claiming inventory."
    inventoryBehaviour: OrderCreateInputsInventoryBehavior = BYPASS
    "Whether to send a shipping confirmation to the customer."
    sendFulfillmentReceipt: Boolean = false
    "Whether to send an order confirmation to the customer."
    sendReceipt: Boolean = false
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }
  type MoneyBag {
    shopMoney: MoneyV2!
    presentmentMoney: MoneyV2!
  }

  type MailingAddress {
    address1: String
    address2: String
    city: String
    company: String
    countryCodeV2: CountryCode
    firstName: String
    lastName: String
    name: String
    phone: String
    provinceCode: String
    zip: String
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type ProductVariant {
    id: ID!
    title: String!
    displayName: String!
    sku: String
    price: Decimal!
    availableForSale: Boolean!
    inventoryQuantity: Int
  }

  type LineItem {
    id: ID!
    title: String!
    variantTitle: String
    sku: String
    quantity: Int!
    variant: ProductVariant
    taxable: Boolean!
    requiresShipping: Boolean!
    originalUnitPriceSet: MoneyBag!
    originalTotalSet: MoneyBag!
    "The line's total after its share of the order's discount. ${REFERENCE}/objects/LineItem#field-LineItem.fields.discountedTotalSet"
    discountedTotalSet: MoneyBag!
    "The taxes charged for the line item. ${REFERENCE}/objects/LineItem#field-LineItem.fields.taxLines"
    taxLines(first: Int): [TaxLine!]!
  }
  type LineItemEdge {
    cursor: String!
    node: LineItem!
  }
  type LineItemConnection {
    edges: [LineItemEdge!]!
    nodes: [LineItem!]!
    pageInfo: PageInfo!
  }

  "A tax applied to a line item or a shipping line. ${REFERENCE}/objects/TaxLine"
  type TaxLine {
    channelLiable: Boolean
    priceSet: MoneyBag!
    rate: Float
    ratePercentage: Float
    source: String
    title: String!
  }
  "${REFERENCE}/objects/ShippingLine"
  type ShippingLine {
    title: String!
    code: String
    source: String
    originalPriceSet: MoneyBag!
    discountedPriceSet: MoneyBag!
    "A list of tax line objects, each of which details a tax applicable to this shipping line."
    taxLines: [TaxLine!]!
  }
  type ShippingLineEdge {
    cursor: String!
    node: ShippingLine!
  }
  type ShippingLineConnection {
    edges: [ShippingLineEdge!]!
    nodes: [ShippingLine!]!
    pageInfo: PageInfo!
  }

  type Attribute {
    key: String!
    value: String
  }

  type OrderTransaction {
    id: ID!
    kind: OrderTransactionKind!
    status: OrderTransactionStatus!
    gateway: String
    amountSet: MoneyBag!
    authorizationCode: String
    processedAt: DateTime
    test: Boolean!
  }

  type Order {
    id: ID!
    name: String!
    createdAt: DateTime!
    processedAt: DateTime!
    email: String
    phone: String
    note: String
    customAttributes: [Attribute!]!
    tags: [String!]!
    sourceIdentifier: String
    sourceName: String
    currencyCode: CurrencyCode!
    presentmentCurrencyCode: CurrencyCode!
    taxesIncluded: Boolean!
    displayFinancialStatus: OrderDisplayFinancialStatus
    discountCodes: [String!]!
    shippingAddress: MailingAddress
    billingAddress: MailingAddress
    lineItems(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): LineItemConnection!
    shippingLines(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): ShippingLineConnection!
    "Every tax line of the order's line items and shipping lines, one per title and rate. ${REFERENCE}/objects/Order#field-Order.fields.taxLines"
    taxLines: [TaxLine!]!
    transactions(first: Int): [OrderTransaction!]!
    subtotalPriceSet: MoneyBag
    totalDiscountsSet: MoneyBag
    totalShippingPriceSet: MoneyBag!
    totalTaxSet: MoneyBag
    totalPriceSet: MoneyBag!
    currentSubtotalPriceSet: MoneyBag!
    currentTotalTaxSet: MoneyBag!
    currentTotalPriceSet: MoneyBag!
  }
  type OrderEdge {
    cursor: String!
    node: Order!
  }
  type OrderConnection {
    edges: [OrderEdge!]!
    nodes: [Order!]!
    pageInfo: PageInfo!
  }

  type OrderCreateUserError {
    field: [String!]
    message: String!
    code: OrderCreateUserErrorCode
  }
  type OrderCreatePayload {
    order: Order
    userErrors: [OrderCreateUserError!]!
  }

  type QueryRoot {
    order(id: ID!): Order
    orders(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
      query: String
      sortKey: OrderSortKeys = PROCESSED_AT
    ): OrderConnection!
    productVariant(id: ID!): ProductVariant
  }

  input ProductVariantsBulkInput {
    id: ID!
    price: Money
  }
  type ProductVariantsBulkUpdateUserError {
    field: [String!]
    message: String!
  }
  type ProductVariantsBulkUpdatePayload {
    productVariants: [ProductVariant!]
    userErrors: [ProductVariantsBulkUpdateUserError!]!
  }

  type Mutation {
    orderCreate(order: OrderCreateOrderInput!, options: OrderCreateOptionsInput): OrderCreatePayload
    productVariantsBulkUpdate(productId: ID!, variants: [ProductVariantsBulkInput!]!): ProductVariantsBulkUpdatePayload
  }

  schema {
    query: QueryRoot
    mutation: Mutation
  }
`;

/** CountryCode and CurrencyCode as Shopify publishes them (the Storefront schema's two enums are the Admin API's). */
function publishedEnums(): string {
  const require = createRequire(import.meta.url);
  const introspection = JSON.parse(readFileSync(require.resolve('shopify-storefront-2026-04/storefront.schema.json'), 'utf8')) as {
    data?: IntrospectionQuery;
  } & Partial<IntrospectionQuery>;
  const types = (introspection.data ?? (introspection as IntrospectionQuery)).__schema.types;
  return ['CountryCode', 'CurrencyCode']
    .map((name) => {
      const found = types.find((type) => type.name === name);
      if (found?.kind !== 'ENUM') throw new Error(`The published schema has no enum ${name}`);
      return `enum ${name} {\n${found.enumValues.map((value) => `  ${value.name}`).join('\n')}\n}`;
    })
    .join('\n');
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** How each scalar takes a variable's value; what it refuses becomes Shopify's "Could not coerce value … to …". */
const SCALAR_PARSERS: Record<string, (value: unknown) => unknown> = {
  Decimal: (value) => {
    if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && DECIMAL.test(value.trim()))) return value;
    throw new TypeError('not a decimal');
  },
  Money: (value) => SCALAR_PARSERS.Decimal!(value),
  DateTime: (value) => {
    if (typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return value;
    throw new TypeError('not an ISO-8601 date and time');
  },
  URL: (value) => {
    if (typeof value === 'string' && URL.canParse(value)) return value;
    throw new TypeError('not a URL');
  },
};

let cached: GraphQLSchema | undefined;

export function loadAdminSchema(): GraphQLSchema {
  if (cached) return cached;
  const schema = buildSchema(`${SDL}\n${publishedEnums()}`);
  for (const [name, parse] of Object.entries(SCALAR_PARSERS)) {
    const scalar = schema.getType(name);
    if (scalar instanceof GraphQLScalarType) scalar.parseValue = parse;
  }
  cached = schema;
  return schema;
}

/** The Admin API answers every version Shopify serves (its local schema is the same for all of them). */
export const servedAdminVersion = fallForward;
