// Owns carts and orders on disk under dataDir/shopify: one JSON file each, written atomically so a crash never leaves half a file.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { CART_CACHE_ENTRIES } from '../limits';
import { storedCart } from './cart-rules';

export interface AttributeRecord {
  key: string;
  value: string | null;
}

export interface CartLineRecord {
  /** gid://shopify/CartLine/<uuid>?cart=<token>, the shape Shopify uses. */
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: AttributeRecord[];
}

export interface CartRecord {
  /** gid://shopify/Cart/<token>?key=<key> */
  id: string;
  token: string;
  key: string;
  createdAt: string;
  updatedAt: string;
  note: string | null;
  attributes: AttributeRecord[];
  lines: CartLineRecord[];
  discountCodes: string[];
  buyerIdentity: { email: string | null; phone: string | null; countryCode: string | null };
  /** Set when the cart became an order; from then on the Storefront API no longer finds it. */
  completedAt: string | null;
  orderId: string | null;
}

export interface OrderLineRecord {
  /** Null for a custom line (a title and a price, no variant), which only the Admin API's orderCreate makes. */
  variantId: string | null;
  productId: string | null;
  title: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  /** Decimal text in the shop currency, as on the Storefront API. */
  price: string;
  total: string;
  attributes: AttributeRecord[];
}

export interface OrderRecord {
  /** gid://shopify/Order/<orderNumber> */
  id: string;
  /** "#1001" */
  name: string;
  orderNumber: number;
  /** The cart it was completed from; null for an order made with the Admin API's orderCreate. */
  cartId: string | null;
  createdAt: string;
  email: string | null;
  phone: string | null;
  note: string | null;
  attributes: AttributeRecord[];
  discountCodes: string[];
  lines: OrderLineRecord[];
  subtotal: string;
  discount: string;
  total: string;
  currencyCode: string;
  /** What the Admin API's orderCreate records besides; absent on orders completed from a cart. */
  admin?: AdminOrderDetails;
}

export interface MailingAddressRecord {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  provinceCode: string | null;
  zip: string | null;
  countryCode: string | null;
  phone: string | null;
}

export interface TransactionRecord {
  id: string;
  kind: 'AUTHORIZATION' | 'CAPTURE' | 'CHANGE' | 'EMV_AUTHORIZATION' | 'REFUND' | 'SALE' | 'SUGGESTED_REFUND' | 'VOID';
  status: 'AWAITING_RESPONSE' | 'ERROR' | 'FAILURE' | 'PENDING' | 'SUCCESS' | 'UNKNOWN';
  gateway: string | null;
  amount: string;
  authorizationCode: string | null;
  processedAt: string | null;
  test: boolean;
}

/** A tax line as orderCreate keeps it; channelLiable is absent on orders saved before it was kept. */
export interface TaxLineRecord {
  title: string;
  rate: number | null;
  price: string;
  channelLiable?: boolean | null;
}

export interface AdminOrderDetails {
  processedAt: string;
  sourceIdentifier: string | null;
  sourceName: string | null;
  tags: string[];
  financialStatus: 'AUTHORIZED' | 'EXPIRED' | 'PAID' | 'PARTIALLY_PAID' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'VOIDED';
  shippingAddress: MailingAddressRecord | null;
  billingAddress: MailingAddressRecord | null;
  /** source, taxLines and discountedPrice: absent on orders saved before they were kept. */
  shippingLines: {
    title: string;
    code: string | null;
    source?: string | null;
    price: string;
    discountedPrice?: string;
    taxLines?: TaxLineRecord[];
  }[];
  /** What each of the order's lines was given, in its order; absent on orders saved before it was kept. */
  lines?: { taxable: boolean; requiresShipping: boolean; discount: string; taxLines: TaxLineRecord[] }[];
  /** Every tax line of the lines and shipping lines, one per title and rate (Order.taxLines). */
  taxLines: TaxLineRecord[];
  transactions: TransactionRecord[];
  shipping: string;
  taxes: string;
  taxesIncluded: boolean;
  test: boolean;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const FIRST_ORDER_NUMBER = 1001;

export interface CartStore {
  newIds(): { id: string; token: string; key: string };
  newLineId(token: string): string;
  /** The cart, completed or not, or undefined when no such cart was ever made. */
  get(token: string): Promise<CartRecord | undefined>;
  save(cart: CartRecord): Promise<void>;
  /** Runs fn alone for this cart token, so two requests editing one cart never lose each other's change. */
  exclusive<T>(token: string, fn: () => Promise<T>): Promise<T>;
  saveOrder(order: Omit<OrderRecord, 'id' | 'name' | 'orderNumber'>): Promise<OrderRecord>;
  listOrders(): Promise<OrderRecord[]>;
}

async function writeAtomic(file: string, data: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data, 'utf8');
  await rename(temporary, file);
}

export function createCartStore(dataDir: string, options: { cacheEntries?: number } = {}): CartStore {
  const cartsDir = join(dataDir, 'shopify', 'carts');
  const ordersDir = join(dataDir, 'shopify', 'orders');
  // Recently used carts stay in memory; the others are read back from disk when asked for.
  const cache = new LRUCache<string, CartRecord>({ max: options.cacheEntries ?? CART_CACHE_ENTRIES });
  // One write chain per file: each link writes the state current when it runs, so the last write always holds the latest state.
  const writes = new Map<string, Promise<void>>();
  let directories: Promise<void> | undefined;
  let orderChain: Promise<unknown> = Promise.resolve();
  // Read from the folder once, then counted here, so saving an order does not read every order ever saved.
  let nextOrderNumber: number | undefined;
  const locks = new Map<string, Promise<unknown>>();

  const ensureDirectories = () =>
    (directories ??= Promise.all([mkdir(cartsDir, { recursive: true }), mkdir(ordersDir, { recursive: true })]).then(() => undefined));

  const cartFile = (token: string) => join(cartsDir, `${token}.json`);

  function enqueueWrite(file: string, serialize: () => string): Promise<void> {
    const previous = writes.get(file) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        await ensureDirectories();
        await writeAtomic(file, serialize());
      });
    writes.set(file, next);
    // Drop the chain once idle so the map does not grow with every cart ever written.
    void next
      .catch(() => undefined)
      .then(() => {
        if (writes.get(file) === next) writes.delete(file);
      });
    return next;
  }

  async function readOrders(): Promise<OrderRecord[]> {
    await ensureDirectories();
    const names = (await readdir(ordersDir)).filter((n) => n.endsWith('.json'));
    const orders = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(ordersDir, n), 'utf8')) as OrderRecord));
    return orders.sort((a, b) => a.orderNumber - b.orderNumber);
  }

  return {
    newIds() {
      const token = `hWN${randomBytes(18).toString('base64url')}`;
      const key = randomBytes(16).toString('hex');
      return { id: `gid://shopify/Cart/${token}?key=${key}`, token, key };
    },
    newLineId(token) {
      return `gid://shopify/CartLine/${randomUUID()}?cart=${token}`;
    },
    async get(token) {
      // The token comes from a client: refuse anything that could name a file outside the carts folder.
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const cached = cache.get(token);
      if (cached) return cached;
      const file = cartFile(token);
      // A write still on its way to disk holds a newer state than the file: wait for it rather than read the old one.
      await writes.get(file)?.catch(() => undefined);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Treated as damaged below.
      }
      const cart = storedCart(parsed);
      if (!cart) {
        // A damaged file, or a cart saved before today's limits: gone for the buyer, kept on disk for whoever looks.
        console.warn(`[local-cloud/shopify] cart ${token} on disk breaks the cart limits or is damaged; it is treated as gone.`);
        return undefined;
      }
      // Another request may have loaded it meanwhile; keep the first copy so both edit the same object.
      const winner = cache.get(token) ?? cart;
      cache.set(token, winner);
      return winner;
    },
    async save(cart) {
      cache.set(cart.token, cart);
      // The newest state when the write runs: a later save may have replaced it in the cache, or it may have been evicted.
      await enqueueWrite(cartFile(cart.token), () => JSON.stringify(cache.peek(cart.token) ?? cart, null, 2));
    },
    exclusive(token, fn) {
      const previous = locks.get(token) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(fn);
      const settled = run.catch(() => undefined);
      locks.set(token, settled);
      // Drop the entry once idle so the map does not grow with every cart ever touched.
      void settled.then(() => {
        if (locks.get(token) === settled) locks.delete(token);
      });
      return run;
    },
    saveOrder(order) {
      // Numbers are handed out in saving order, so orders are saved one at a time.
      const run = orderChain.then(async () => {
        if (nextOrderNumber === undefined) {
          const existing = await readOrders();
          nextOrderNumber = existing.reduce((highest, o) => Math.max(highest, o.orderNumber), FIRST_ORDER_NUMBER - 1) + 1;
        }
        const orderNumber = nextOrderNumber++;
        const record: OrderRecord = { id: `gid://shopify/Order/${orderNumber}`, name: `#${orderNumber}`, orderNumber, ...order };
        await enqueueWrite(join(ordersDir, `${orderNumber}.json`), () => JSON.stringify(record, null, 2));
        return record;
      });
      orderChain = run.catch(() => undefined);
      return run;
    },
    listOrders: readOrders,
  };
}
