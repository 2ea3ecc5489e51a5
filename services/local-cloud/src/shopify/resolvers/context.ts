// Owns what every Storefront resolver shares: the request's context, the resolver types, cart ids and the small argument readers.
import { timingSafeEqual } from 'node:crypto';
import type { Catalogue } from '../catalogue';
import { priceCart, type PricedCart } from '../cart-pricing';
import type { CartRecord, CartStore } from '../cart-store';
import { connection, type ConnectionArgs } from '../connection';
import type { Inventory } from '../inventory';

export interface ShopifyContext {
  catalogue: Catalogue;
  carts: CartStore;
  /** Stock, which decides whether a variant is for sale (every variant is tracked with the "deny" policy). */
  inventory: Inventory;
  now: () => Date;
  shopDomain: string;
  /** The LanguageCode of the operation's @inContext(language:), when it has one. */
  language?: string;
  /** Sent without X-Shopify-Storefront-Access-Token: Shopify's tokenless access, which some fields refuse. */
  tokenless?: boolean;
  /** Cart costs computed once per request and cart. */
  priced(cart: CartRecord): PricedCart;
}

export type Args = Record<string, unknown>;

export type FieldResolver<S> = (source: S, args: Args, ctx: ShopifyContext) => unknown;
export type FieldResolvers<S> = Record<string, FieldResolver<S>>;

/** Shopify's DateTime form: ISO 8601 to the second. */
export function dateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// A cart id is its token and its key, as on Shopify: gid://shopify/Cart/<token>?key=<key>. The token alone names the cart
// to whoever sees it go by (line ids carry it); only the key, handed to the buyer at creation, lets one read or change it.
const CART_GID = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]+)\?key=([A-Za-z0-9]+)$/;

export function parseCartId(id: string): { token: string; key: string } | null {
  const match = CART_GID.exec(id);
  return match?.[1] && match[2] ? { token: match[1], key: match[2] } : null;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The cart as the Storefront API sees it: only with its key, and a completed cart is an order now and is no longer found. */
export async function findCart(carts: CartStore, id: string, options: { includeCompleted?: boolean } = {}): Promise<CartRecord | null> {
  const parsed = parseCartId(id);
  if (!parsed) return null;
  const cart = await carts.get(parsed.token);
  if (!cart || !sameKey(parsed.key, cart.key)) return null;
  if (cart.completedAt && !options.includeCompleted) return null;
  return cart;
}

export function typeFromGid(id: string): string | undefined {
  return /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1];
}

export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const pageArgs = (args: Args): ConnectionArgs => args as ConnectionArgs;
export const nullMetafields = (args: Args) => (Array.isArray(args.identifiers) ? args.identifiers.map(() => null) : []);

export const emptyConnection: FieldResolver<unknown> = (_source, args) => connection([], pageArgs(args), () => '');

export function createContext(base: Omit<ShopifyContext, 'priced'>): ShopifyContext {
  const memo = new WeakMap<CartRecord, PricedCart>();
  return {
    ...base,
    priced(cart) {
      let priced = memo.get(cart);
      if (!priced) {
        priced = priceCart(cart, base.catalogue);
        memo.set(cart, priced);
      }
      return priced;
    },
  };
}
