// Public entry of the local Shopify Storefront API, mounted by server.ts for paths starting /api/.
export {
  createShopifyHandler,
  DEFAULT_SHOP_DOMAIN,
  DEFAULT_STOREFRONT_ACCESS_TOKEN,
  type ShopifyHandler,
  type ShopifyHandlerOptions,
} from './handler';
export { STOREFRONT_API_VERSION } from './schema';
export type { OrderRecord, OrderLineRecord } from './cart-store';
