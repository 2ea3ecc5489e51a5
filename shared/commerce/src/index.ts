// Public entry of @storefront/commerce: the store client, the checkout lifecycle, and the local cart, wishlist and compare rules.
export { createStoreClient, STOREFRONT_API_VERSION, type StoreClient, type StoreClientConfig, type VariantDetails } from './store-client';
export { toWaterProducts, type PackageUnit, type WaterProduct } from './water-products';
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
export {
  orderStateMessage,
  QUOTE_PATH,
  READ_ONLY_POST_PATHS,
  type CartChangedAnswer,
  type OrderLineView,
  type OrderStateKey,
  type OrderView,
  type PaymentMethodView,
  type QuoteAnswer,
} from './order-api';
