// Public entry of @storefront/commerce: the store client, the checkout lifecycle, and the local cart, wishlist and compare rules.
export { createStoreClient, STOREFRONT_API_VERSION, type StoreClient, type StoreClientConfig } from './store-client';
export {
  CHECKOUT_COMPLETE_KEY,
  CHECKOUT_ID_KEY,
  createCheckoutLifecycle,
  type CheckoutLifecycle,
  type CheckoutLifecycleOptions,
  type CheckoutListener,
  type CheckoutState,
  type CheckoutStorage,
} from './checkout-lifecycle';
export {
  addToCart,
  addToCompare,
  addToWishlist,
  addUnique,
  cartLinePrices,
  cartTotal,
  clearCart,
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
export { STORE_LANGUAGES, withLanguageContext } from './language-context';
