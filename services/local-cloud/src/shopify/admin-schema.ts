// Owns the part of Shopify's Admin GraphQL API served locally: its schema (names and shapes as in the real API) and the versions it answers to.
import { buildSchema, type GraphQLSchema } from 'graphql';
import { fallForward } from './versions';

// Only what the store API's order path and staff need; every name, argument and type is spelled as in Shopify's
// Admin API (2025-10 onwards), so a query that works here works there. Anything else is refused by validation.
const SDL = /* GraphQL */ `
  scalar DateTime
  scalar Decimal
  scalar Money
  scalar URL

  enum CurrencyCode {
    CAD
    USD
  }
  enum CountryCode {
    CA
    US
  }
  enum OrderTransactionKind {
    SALE
    CAPTURE
    AUTHORIZATION
  }
  enum OrderTransactionStatus {
    SUCCESS
    PENDING
    FAILURE
    ERROR
  }
  enum OrderCreateFinancialStatus {
    PAID
    PENDING
    AUTHORIZED
    PARTIALLY_PAID
  }
  enum OrderCreateInputsInventoryBehavior {
    BYPASS
    DECREMENT_IGNORING_POLICY
    DECREMENT_OBEYING_POLICY
  }
  enum OrderDisplayFinancialStatus {
    PAID
    PENDING
    AUTHORIZED
    PARTIALLY_PAID
  }
  enum OrderCreateUserErrorCode {
    INVALID
    INVENTORY_CLAIM_FAILED
    PROCESSED_AT_INVALID
    TAX_LINE_RATE_MISSING
  }
  enum OrderSortKeys {
    CREATED_AT
    ID
    PROCESSED_AT
  }

  input MoneyInput {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }
  input MoneyBagInput {
    shopMoney: MoneyInput!
    presentmentMoney: MoneyInput
  }

  input MailingAddressInput {
    address1: String
    address2: String
    city: String
    company: String
    countryCode: CountryCode
    firstName: String
    lastName: String
    phone: String
    provinceCode: String
    zip: String
  }

  input OrderCreateLineItemInput {
    variantId: ID
    quantity: Int!
    priceSet: MoneyBagInput
    title: String
    variantTitle: String
    sku: String
    requiresShipping: Boolean
    taxable: Boolean
  }

  input OrderCreateTaxLineInput {
    title: String
    rate: Decimal
    priceSet: MoneyBagInput
    channelLiable: Boolean
  }
  input OrderCreateCustomAttributeInput {
    key: String!
    value: String!
  }
  input OrderCreateShippingLineInput {
    title: String!
    priceSet: MoneyBagInput!
    code: String
    source: String
    taxLines: [OrderCreateTaxLineInput!]
  }

  input OrderCreateOrderTransactionInput {
    kind: OrderTransactionKind = SALE
    status: OrderTransactionStatus = SUCCESS
    gateway: String = "manual"
    amountSet: MoneyBagInput!
    authorizationCode: String
    processedAt: DateTime
    test: Boolean = false
  }

  input OrderCreateDiscountCodeAttributesInput {
    code: String!
    amountSet: MoneyBagInput
  }
  input OrderCreatePercentageDiscountCodeAttributesInput {
    code: String!
    percentage: Float
  }
  input OrderCreateDiscountCodeInput {
    itemFixedDiscountCode: OrderCreateDiscountCodeAttributesInput
    itemPercentageDiscountCode: OrderCreatePercentageDiscountCodeAttributesInput
    freeShippingDiscountCode: OrderCreateDiscountCodeAttributesInput
  }

  input OrderCreateOrderInput {
    billingAddress: MailingAddressInput
    currency: CurrencyCode
    customAttributes: [OrderCreateCustomAttributeInput!]
    discountCode: OrderCreateDiscountCodeInput
    email: String
    financialStatus: OrderCreateFinancialStatus
    lineItems: [OrderCreateLineItemInput!]
    note: String
    phone: String
    processedAt: DateTime
    shippingAddress: MailingAddressInput
    shippingLines: [OrderCreateShippingLineInput!]
    sourceIdentifier: String
    sourceName: String
    tags: [String!]
    taxesIncluded: Boolean
    taxLines: [OrderCreateTaxLineInput!]
    test: Boolean
    transactions: [OrderCreateOrderTransactionInput!]
  }

  input OrderCreateOptionsInput {
    inventoryBehaviour: OrderCreateInputsInventoryBehavior = BYPASS
    sendFulfillmentReceipt: Boolean = false
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
    originalUnitPriceSet: MoneyBag!
    originalTotalSet: MoneyBag!
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

  type TaxLine {
    title: String!
    rate: Float
    priceSet: MoneyBag!
  }
  type ShippingLine {
    title: String!
    code: String
    source: String
    originalPriceSet: MoneyBag!
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
    displayFinancialStatus: OrderDisplayFinancialStatus
    discountCodes: [String!]!
    shippingAddress: MailingAddress
    billingAddress: MailingAddress
    lineItems(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): LineItemConnection!
    shippingLines(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): ShippingLineConnection!
    taxLines: [TaxLine!]!
    transactions(first: Int): [OrderTransaction!]!
    subtotalPriceSet: MoneyBag
    totalDiscountsSet: MoneyBag
    totalShippingPriceSet: MoneyBag!
    totalTaxSet: MoneyBag
    totalPriceSet: MoneyBag!
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

let cached: GraphQLSchema | undefined;

export function loadAdminSchema(): GraphQLSchema {
  return (cached ??= buildSchema(SDL));
}

/** The Admin API answers every version Shopify serves (its local schema is the same for all of them). */
export const servedAdminVersion = fallForward;
