// Owns the root of the local Admin API: orderCreate, orders found by search, an order by id, a variant with its stock, a variant's price changed.
import { GraphQLError } from 'graphql';
import type { ShopifySeedVariant } from '../seed/types';
import { orderCreate, type OptionsInput, type OrderInput } from './admin-order-create';
import { orderMatches, orderView } from './admin-order-view';
import type { Catalogue } from './catalogue';
import type { CartStore } from './cart-store';
import { connection, type ConnectionArgs } from './connection';
import type { Inventory } from './inventory';
import { toCents, toDecimal } from './money';

export interface AdminContext {
  catalogue: Catalogue;
  carts: CartStore;
  inventory: Inventory;
  now: () => Date;
}

type Args = Record<string, unknown>;

function variantView(ctx: AdminContext, variant: ShopifySeedVariant) {
  const product = ctx.catalogue.productOfVariant(variant.id);
  return {
    id: variant.id,
    title: variant.title,
    displayName: `${product?.title ?? ''} - ${variant.title}`,
    sku: variant.sku,
    price: toDecimal(toCents(variant.price)),
    availableForSale: ctx.inventory.available(variant),
    inventoryQuantity: ctx.inventory.quantity(variant.id),
  };
}

export const adminRoot = {
  async order(args: Args, ctx: AdminContext) {
    const orders = await ctx.carts.listOrders();
    const found = orders.find((order) => order.id === args.id);
    return found ? orderView(found) : null;
  },
  async orders(args: Args, ctx: AdminContext) {
    if (args.first == null && args.last == null)
      throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
    const orders = (await ctx.carts.listOrders()).filter((order) =>
      orderMatches(order, typeof args.query === 'string' ? args.query : null),
    );
    // Order numbers follow creation, which is also processing order here.
    return connection(orders.map(orderView), args as ConnectionArgs, (order) => order.id);
  },
  productVariant(args: Args, ctx: AdminContext) {
    const variant = ctx.catalogue.variant(String(args.id));
    return variant ? variantView(ctx, variant) : null;
  },
  /** Changes variants' prices in memory (until the local cloud restarts), as staff do in Shopify's admin: the storefront shows the new price. */
  productVariantsBulkUpdate(args: Args, ctx: AdminContext) {
    const product = ctx.catalogue.product(String(args.productId));
    if (!product) return { productVariants: null, userErrors: [{ field: ['productId'], message: 'Product does not exist' }] };
    const inputs = args.variants as { id: string; price?: string | null }[];
    const unknown = inputs.findIndex((input) => !product.variants.some((variant) => variant.id === input.id));
    if (unknown >= 0)
      return {
        productVariants: null,
        userErrors: [{ field: ['variants', String(unknown), 'id'], message: 'Product variant does not exist' }],
      };
    const invalid = inputs.findIndex((input) => input.price != null && !/^\d+(\.\d{1,2})?$/.test(String(input.price)));
    if (invalid >= 0)
      return { productVariants: null, userErrors: [{ field: ['variants', String(invalid), 'price'], message: 'Price is invalid' }] };
    const changed = inputs.map((input) => {
      const variant = product.variants.find((candidate) => candidate.id === input.id)!;
      if (input.price != null) variant.price = toDecimal(toCents(String(input.price)));
      return variantView(ctx, variant);
    });
    return { productVariants: changed, userErrors: [] };
  },
  async orderCreate(args: Args, ctx: AdminContext) {
    const options = args.options ? (args.options as OptionsInput) : { inventoryBehaviour: 'BYPASS' as const, sendReceipt: false };
    const { order, userErrors } = await orderCreate(ctx, args.order as OrderInput, options);
    return { order: order ? orderView(order) : null, userErrors };
  },
};

/** Line items name their variant by id; the variant is resolved here so it shows today's stock. */
export function adminFieldResolver(
  source: unknown,
  args: Args,
  ctx: AdminContext,
  info: { fieldName: string; parentType: { name: string } },
): unknown {
  if (info.parentType.name === 'LineItem' && info.fieldName === 'variant') {
    const id = (source as { variantId: string | null }).variantId;
    const variant = id ? ctx.catalogue.variant(id) : undefined;
    return variant ? variantView(ctx, variant) : null;
  }
  const value = (source as Record<string, unknown> | null)?.[info.fieldName];
  return typeof value === 'function' ? (value as (a: Args, c: AdminContext) => unknown)(args, ctx) : value;
}
