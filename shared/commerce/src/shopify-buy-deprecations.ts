// Owns the list of deprecated Storefront API fields shopify-buy's own documents still send for the product's calls: it may
// only shrink (the contract test fails on a field not listed, and on an entry, or a call under it, no longer sent).
import type { StoreClient } from './store-client';

interface Deprecation {
  /** The schema's deprecationReason, in short. */
  replacement: string;
  /** The store client's methods whose shopify-buy calls send it. */
  sentBy: (keyof StoreClient)[];
}

/** The SDK's cart fragment asks these of every cart its checkout calls answer with. */
const CART_CALLS: (keyof StoreClient)[] = [
  'addDiscountCode',
  'addLineItems',
  'createCheckout',
  'fetchCheckout',
  'removeDiscountCodes',
  'removeLineItems',
  'updateAttributes',
  'updateLineItems',
];

/** Keyed by schema coordinate (Type.field), from Shopify's official 2026-04 schema. */
export const SHOPIFY_BUY_DEPRECATED_FIELDS: Record<string, Deprecation> = {
  'CartBuyerIdentity.deliveryAddressPreferences': { replacement: 'cart.delivery', sentBy: CART_CALLS },
  'CartCost.totalDutyAmount': { replacement: 'none: duties are no longer given', sentBy: CART_CALLS },
  'CartCost.totalTaxAmount': { replacement: 'none: taxes are no longer given', sentBy: CART_CALLS },
  'ProductOption.values': { replacement: 'optionValues', sentBy: ['fetchProducts'] },
};
