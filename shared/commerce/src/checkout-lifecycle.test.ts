// Runs the spec §4 checkout lifecycle with the real store client against the local Storefront API.
import { startShopifyServer, type ShopifyTestServer } from '@storefront/local-cloud/shopify/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_COMPLETE_KEY,
  CHECKOUT_ID_KEY,
  createCheckoutLifecycle,
  type CheckoutState,
  type CheckoutStorage,
} from './checkout-lifecycle';
import { createStoreClient, type StoreClient } from './store-client';

const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001';
const LOUNGER_VARIANT = 'gid://shopify/ProductVariant/2003';

/** Behaves like window.localStorage for the keys the lifecycle uses. */
class MemoryStorage implements CheckoutStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let server: ShopifyTestServer;
let client: StoreClient;

beforeAll(async () => {
  server = await startShopifyServer();
  client = createStoreClient({
    domain: 'storefront.myshopify.com',
    storefrontAccessToken: 'local-storefront-token',
    apiOrigin: server.origin,
  });
});

afterAll(async () => {
  await server.close();
});

function setup(storage = new MemoryStorage()) {
  const states: CheckoutState[] = [];
  const errors: { message: string; error: unknown }[] = [];
  const lifecycle = createCheckoutLifecycle({
    client,
    storage,
    onChange: (state) => states.push(state),
    logError: (message, error) => errors.push({ message, error }),
  });
  return { lifecycle, storage, states, errors };
}

async function completeInStore(id: string): Promise<void> {
  const response = await fetch(`${server.origin}/api/local/carts/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.adminToken}` },
  });
  expect(response.status).toBe(201);
}

describe('start', () => {
  it('creates a checkout when none is stored, and keeps its id with the complete flag off', async () => {
    const { lifecycle, storage, states } = setup();
    expect(lifecycle.getState()).toMatchObject({ checkout: null, ready: false, loading: false });
    const started = lifecycle.start();
    expect(lifecycle.getState().loading).toBe(true);
    await started;
    const { checkout, loading, ready } = lifecycle.getState();
    expect(ready).toBe(true);
    expect(loading).toBe(false);
    expect(checkout?.lineItems).toEqual([]);
    expect(storage.getItem(CHECKOUT_ID_KEY)).toBe(checkout?.id);
    expect(storage.getItem(CHECKOUT_COMPLETE_KEY)).toBe('false');
    expect(states.some((s) => s.loading)).toBe(true);
  });

  it('refreshes the stored checkout on the next page load instead of creating one', async () => {
    const first = setup();
    await first.lifecycle.start();
    await first.lifecycle.add(CHLORINE_2KG, 2);
    const id = first.storage.getItem(CHECKOUT_ID_KEY);

    const reload = setup(first.storage);
    await reload.lifecycle.start();
    expect(reload.lifecycle.getState().checkout?.id).toBe(id);
    expect(reload.lifecycle.getState().checkout?.lineItems.map((l) => l.quantity)).toEqual([2]);
  });

  it('workaround: a stored checkout that became an order (null from the SDK) is replaced by a new one', async () => {
    const first = setup();
    await first.lifecycle.add(LOUNGER_VARIANT, 1);
    const oldId = first.storage.getItem(CHECKOUT_ID_KEY)!;
    await completeInStore(oldId);

    const reload = setup(first.storage);
    await reload.lifecycle.start();
    const { checkout } = reload.lifecycle.getState();
    expect(checkout?.id).toBeDefined();
    expect(checkout?.id).not.toBe(oldId);
    expect(checkout?.lineItems).toEqual([]);
    expect(reload.storage.getItem(CHECKOUT_ID_KEY)).toBe(checkout?.id);
    expect(reload.errors).toEqual([]);
  });

  it('starts a new checkout after markComplete, even before the store completes the old one', async () => {
    const { lifecycle, storage } = setup();
    await lifecycle.add(CHLORINE_2KG, 1);
    const oldId = storage.getItem(CHECKOUT_ID_KEY);
    lifecycle.markComplete();
    expect(storage.getItem(CHECKOUT_COMPLETE_KEY)).toBe('true');
    await lifecycle.start();
    expect(lifecycle.getState().checkout?.id).not.toBe(oldId);
    expect(storage.getItem(CHECKOUT_COMPLETE_KEY)).toBe('false');
  });
});

describe('replaceOrdered', () => {
  it('replaces a checkout ordered elsewhere (its id still stored here) by a new, empty one', async () => {
    const { lifecycle, storage } = setup();
    await lifecycle.add(CHLORINE_2KG, 1);
    const ordered = lifecycle.getState().checkout!.id;
    await lifecycle.replaceOrdered(ordered);
    const { checkout } = lifecycle.getState();
    expect(checkout?.id).not.toBe(ordered);
    expect(checkout?.lineItems).toEqual([]);
    expect(storage.getItem(CHECKOUT_ID_KEY)).toBe(checkout?.id);
    expect(storage.getItem(CHECKOUT_COMPLETE_KEY)).toBe('false');
  });

  it('takes the checkout the tab that ordered has started since, instead of making a third one', async () => {
    const storage = new MemoryStorage();
    const stale = setup(storage);
    await stale.lifecycle.add(CHLORINE_2KG, 1);
    const ordered = stale.lifecycle.getState().checkout!.id;
    // The other tab pays, marks its checkout complete and starts the next one, in the same storage.
    const paying = setup(storage);
    await paying.lifecycle.start();
    paying.lifecycle.markComplete();
    await paying.lifecycle.start();
    const next = paying.lifecycle.getState().checkout!.id;
    expect(next).not.toBe(ordered);

    await stale.lifecycle.replaceOrdered(ordered);
    expect(stale.lifecycle.getState().checkout?.id).toBe(next);
    expect(storage.getItem(CHECKOUT_ID_KEY)).toBe(next);
  });
});

describe('changes', () => {
  it('creates the checkout on the first add, then adds, changes quantities, removes and sets the note, refreshing each time', async () => {
    const { lifecycle, storage, states } = setup();
    const adding = lifecycle.add(CHLORINE_2KG, 1);
    expect(lifecycle.getState().adding).toBe(true);
    await adding;
    expect(lifecycle.getState().adding).toBe(false);
    expect(storage.getItem(CHECKOUT_ID_KEY)).toBe(lifecycle.getState().checkout?.id);
    expect(lifecycle.getState().checkout?.lineItems.map((l) => [l.variantId, l.quantity])).toEqual([[CHLORINE_2KG, 1]]);

    await lifecycle.add(CHLORINE_2KG, 2);
    await lifecycle.add(LOUNGER_VARIANT, 1);
    let checkout = lifecycle.getState().checkout!;
    expect(checkout.lineItems.map((l) => [l.variantId, l.quantity])).toEqual([
      [CHLORINE_2KG, 3],
      [LOUNGER_VARIANT, 1],
    ]);
    expect(checkout.total).toBe(3 * 24.99 + 399);

    await lifecycle.setQuantity(checkout.lineItems[0]!.id, 5);
    expect(lifecycle.getState().checkout?.lineItems[0]?.quantity).toBe(5);

    const removing = lifecycle.remove(checkout.lineItems[1]!.id);
    expect(lifecycle.getState().removing).toBe(true);
    await removing;
    expect(lifecycle.getState().removing).toBe(false);
    expect(lifecycle.getState().checkout?.lineItems.map((l) => l.variantId)).toEqual([CHLORINE_2KG]);

    await lifecycle.setNote('Livrer au garage');
    expect(lifecycle.getState().checkout?.note).toBe('Livrer au garage');
    await lifecycle.add(LOUNGER_VARIANT, 1);
    expect(lifecycle.getState().checkout?.note).toBe('Livrer au garage');

    checkout = lifecycle.getState().checkout!;
    await lifecycle.setQuantity(checkout.lineItems[0]!.id, 0);
    expect(lifecycle.getState().checkout?.lineItems.map((l) => l.variantId)).toEqual([LOUNGER_VARIANT]);
    expect(states.every((s) => Object.isFrozen(s))).toBe(true);
  });

  it('runs actions in order, so an add made while starting uses the checkout being created', async () => {
    const { lifecycle } = setup();
    await Promise.all([lifecycle.start(), lifecycle.add(CHLORINE_2KG, 1), lifecycle.add(CHLORINE_2KG, 1)]);
    expect(lifecycle.getState().checkout?.lineItems.map((l) => l.quantity)).toEqual([2]);
    const response = (await client.fetchCheckout(lifecycle.getState().checkout!.id))!;
    expect(response.lineItems[0]?.quantity).toBe(2);
  });

  it('adds to a new checkout when the stored one became an order meanwhile', async () => {
    const { lifecycle, storage } = setup();
    await lifecycle.add(CHLORINE_2KG, 1);
    const oldId = storage.getItem(CHECKOUT_ID_KEY)!;
    await completeInStore(oldId);
    await lifecycle.add(LOUNGER_VARIANT, 1);
    const { checkout } = lifecycle.getState();
    expect(checkout?.id).not.toBe(oldId);
    expect(checkout?.lineItems.map((l) => l.variantId)).toEqual([LOUNGER_VARIANT]);
  });

  it('logs a failed action and carries on (spec §8)', async () => {
    const { lifecycle, errors } = setup();
    await lifecycle.add(CHLORINE_2KG, 1);
    const before = lifecycle.getState().checkout;
    await lifecycle.add('gid://shopify/ProductVariant/404', 1);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe('Checkout: add failed');
    expect(lifecycle.getState()).toMatchObject({ adding: false, checkout: before });
    await lifecycle.add(CHLORINE_2KG, 1);
    expect(lifecycle.getState().checkout?.lineItems[0]?.quantity).toBe(2);
  });

  it('logs to the console by default', async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const lifecycle = createCheckoutLifecycle({ client, storage: new MemoryStorage() });
      await lifecycle.add('gid://shopify/ProductVariant/404', 1);
      expect(logged[0]?.[0]).toBe('Checkout: add failed');
      expect(lifecycle.getState().adding).toBe(false);
    } finally {
      console.error = original;
    }
  });

  it('keeps working in memory when storage throws', async () => {
    const broken: CheckoutStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const { lifecycle, errors } = setup(broken as MemoryStorage);
    await lifecycle.start();
    expect(lifecycle.getState().checkout?.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(errors.every((e) => e.message === 'Checkout storage unavailable')).toBe(true);
  });
});

describe('state and listeners', () => {
  it('notifies subscribers until they unsubscribe, and keeps the panel flag', async () => {
    const { lifecycle } = setup();
    const seen: boolean[] = [];
    const unsubscribe = lifecycle.subscribe((state) => seen.push(state.panelOpen));
    lifecycle.setPanelOpen(true);
    lifecycle.setPanelOpen(true);
    expect(lifecycle.getState().panelOpen).toBe(true);
    unsubscribe();
    lifecycle.setPanelOpen(false);
    expect(seen).toEqual([true]);
    const snapshot = lifecycle.getState();
    expect(lifecycle.getState()).toBe(snapshot);
  });
});

describe('promo codes (spec §5)', () => {
  it('applies a known code (the store lowers the total) and takes an unknown one off again', async () => {
    const { lifecycle } = setup();
    await lifecycle.add(LOUNGER_VARIANT, 1);
    expect(await lifecycle.applyPromo('NOPE')).toBe('invalid');
    expect(lifecycle.getState().checkout?.discountCodes).toEqual([]);
    expect(await lifecycle.applyPromo(' piscine10 ')).toBe('applied');
    const checkout = lifecycle.getState().checkout!;
    expect(checkout.subtotal).toBe(399);
    expect(checkout.total).toBe(359.1);
    await lifecycle.removePromo();
    expect(lifecycle.getState().checkout?.total).toBe(399);
  });

  it('says error when there is no checkout to apply it to', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CHECKOUT_COMPLETE_KEY, 'true');
    const { lifecycle } = setup(storage);
    expect(await lifecycle.applyPromo('PISCINE10')).toBe('error');
  });
});
