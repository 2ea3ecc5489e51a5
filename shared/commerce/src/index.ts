// Public entry of @storefront/commerce: the store client, the checkout lifecycle, and the local cart, wishlist and compare rules.
export { createStoreClient, type StoreClient, type StoreClientConfig, type VariantDetails } from './store-client';
export { STOREFRONT_API_VERSION, storefrontEndpoint } from './storefront-api';
export { toWaterProducts, type PackageUnit, type WaterProduct } from './water-products';
export {
  allows,
  FULFILMENT_CLASSES,
  FULFILMENT_KEYS,
  FULFILMENT_NAMESPACE,
  isMethodId,
  METHOD_NAMES,
  METHODS,
  METHODS_BY_CLASS,
  parseFulfilment,
  refusalReason,
  type Fulfilment,
  type FulfilmentClass,
  type MethodId,
} from './fulfilment';
export {
  CHECKOUT_COMPLETE_KEY,
  CHECKOUT_ID_KEY,
  createCheckoutLifecycle,
  type CheckoutLifecycle,
  type CheckoutLifecycleOptions,
  type CheckoutListener,
  type CheckoutState,
  type CheckoutStorage,
  type PromoOutcome,
} from './checkout-lifecycle';
export {
  addToCart,
  addToCompare,
  addToWishlist,
  addUnique,
  cartLinePrices,
  cartTotal,
  clearCart,
  compareIsFull,
  COMPARE_LIMIT,
  decreaseQuantity,
  discountedPrice,
  lowestPrice,
  removeById,
  removeFromCart,
  removeFromCompare,
  removeFromWishlist,
  roundToCents,
  type LocalCartItem,
  type LocalCartProduct,
} from './local-cart';
export type {
  Checkout,
  CheckoutAttribute,
  DiscountCode,
  LineItem,
  LineItemInput,
  LineItemUpdate,
  StoreCollection,
  StoreImage,
  StoreProduct,
  StoreVariant,
} from '@storefront/contracts';
export { discountPercent, fitsBudget, priceSummary, type PriceSummary, type PricedVariant } from './pricing';
export { linePrices, variantName, type LinePrices } from './line-item';
export { STORE_LANGUAGES, withLanguageContext } from './language-context';
export {
  amountToFreeDelivery,
  DELIVERY_FEES,
  deliveryFee,
  FREE_DELIVERY_THRESHOLD,
  FREE_SHIPPING_TAG,
  isProvinceCode,
  orderTotals,
  PROVINCE_CODES,
  salesTaxes,
  TAX_NAMES,
  type OrderTotals,
  type PricedLineInput,
  type ProvinceCode,
  type TaxKind,
  type TaxLine,
} from './order-pricing';
export { storeDay, TAX_RATE_HISTORY, taxRatesOn, type TaxRateEntry } from './tax-rates';
export { isPaymentErrorKey, PAYMENT_ERROR_KEYS, PAYMENT_ERROR_MESSAGES, paymentErrorMessage, type PaymentErrorKey } from './payment-errors';
export { declineKey, PROCESSOR_RESPONSES, processorReason, VENDOR_WORDS, type Decline } from './processor-responses';
export {
  alreadyOrderedMessage,
  orderStateMessage,
  QUOTE_PATH,
  READ_ONLY_POST_PATHS,
  type AlreadyOrderedAnswer,
  type CartChangedAnswer,
  type OrderLineView,
  type OrderStateKey,
  type OrderView,
  type PaymentMethodView,
  type QuoteAnswer,
} from './order-api';
export {
  addCountedDays,
  addDays,
  businessDayWindow,
  CANADA_POST_EXTRA_HOLIDAYS,
  easterSunday,
  isBusinessDay,
  isPostalDeliveryDay,
  isQuebecHoliday,
  QUEBEC_HOLIDAYS,
  weekdayOf,
  type HolidayRule,
} from './business-days';
export {
  firstChoice,
  freightFee,
  FULFILMENT_RATES,
  openingHoursOn,
  pickupDays,
  pickupReady,
  planFulfilment,
  postFee,
  STORE_PROVINCE,
  storeClock,
  truckArea,
  truckDays,
  type DeliveryArea,
  type PlanInput,
  type PlanLine,
  type PlanOutcome,
  type PlanRefusal,
  type StoreClock,
} from './delivery-plan';
export {
  CONDITIONS_HISTORY,
  CONDITIONS_SOURCE,
  conditionsOn,
  conditionsVersion,
  versionText,
  type ConditionsClause,
  type ConditionsVersion,
} from './conditions';
export type {
  Acceptance,
  FulfilmentGroup,
  FulfilmentPlan,
  FulfilmentSelection,
  Merchant,
  MethodChoice,
  MethodOffer,
  OfferDay,
  QuoteRequest,
  Shipment,
} from './order-api';
