// Owns the checkout lifecycle of spec §4 as a framework-free state machine: identifier and complete flag in storage, busy flags, refresh after every change.
import type { Checkout } from '@storefront/contracts';
import type { StoreClient } from './store-client';

/** The subset of the Web Storage API the lifecycle needs; the browser's localStorage in production. */
export interface CheckoutStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const CHECKOUT_ID_KEY = 'storefront.checkoutId';
export const CHECKOUT_COMPLETE_KEY = 'storefront.checkoutComplete';

export interface CheckoutState {
  checkout: Checkout | null;
  /** True once a checkout has been loaded or created. */
  ready: boolean;
  /** Busy flags of spec §4: loading (start, refresh, quantity and note changes), adding, removing. */
  loading: boolean;
  adding: boolean;
  removing: boolean;
  /** The cart panel's show/hide flag. */
  panelOpen: boolean;
}

export type CheckoutListener = (state: CheckoutState) => void;

export interface CheckoutLifecycle {
  getState(): CheckoutState;
  subscribe(listener: CheckoutListener): () => void;
  /** Call on start and on every page load once the router is ready. */
  start(): Promise<void>;
  add(variantId: string, quantity: number): Promise<void>;
  remove(lineId: string): Promise<void>;
  setQuantity(lineId: string, quantity: number): Promise<void>;
  setNote(note: string): Promise<void>;
  /** Applies a promo code in the store; an unknown code is taken off again ('invalid'), a failed call is 'error' (spec §8 promo messages). */
  applyPromo(code: string): Promise<PromoOutcome>;
  removePromo(): Promise<void>;
  /** The order was placed: the next start (or change) begins a new checkout. */
  markComplete(): void;
  /**
   * The checkout `orderedId` was ordered elsewhere (another tab): the checkout another tab has started since, or a new one
   * (spec §4: a checkout that is complete is replaced).
   */
  replaceOrdered(orderedId: string): Promise<void>;
  setPanelOpen(open: boolean): void;
}

export type PromoOutcome = 'applied' | 'invalid' | 'error';

export interface CheckoutLifecycleOptions {
  client: StoreClient;
  storage: CheckoutStorage;
  onChange?: CheckoutListener;
  /** Where errors go; spec §8: checkout actions log errors to the console and continue. */
  logError?: (message: string, error: unknown) => void;
}

type BusyFlag = 'loading' | 'adding' | 'removing';

export function createCheckoutLifecycle(options: CheckoutLifecycleOptions): CheckoutLifecycle {
  const { client, storage, onChange } = options;
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));
  const listeners = new Set<CheckoutListener>();
  const busy: Record<BusyFlag, number> = { loading: 0, adding: 0, removing: 0 };
  let state: CheckoutState = Object.freeze({
    checkout: null,
    ready: false,
    loading: false,
    adding: false,
    removing: false,
    panelOpen: false,
  });
  // Actions run one after another, so an add made while start() is still creating the checkout uses that checkout.
  let queue: Promise<void> = Promise.resolve();

  function update(patch: Partial<CheckoutState>): void {
    state = Object.freeze({ ...state, ...patch });
    onChange?.(state);
    for (const listener of listeners) listener(state);
  }

  function busyPatch(): Partial<CheckoutState> {
    return { loading: busy.loading > 0, adding: busy.adding > 0, removing: busy.removing > 0 };
  }

  // Storage can throw (private browsing, quota); the cart keeps working in memory for this page.
  function read(key: string): string | null {
    try {
      return storage.getItem(key);
    } catch (error) {
      logError('Checkout storage unavailable', error);
      return null;
    }
  }
  function write(key: string, value: string): void {
    try {
      storage.setItem(key, value);
    } catch (error) {
      logError('Checkout storage unavailable', error);
    }
  }

  /** The stored checkout id, unless that checkout was marked complete. */
  function currentId(): string | null {
    if (read(CHECKOUT_COMPLETE_KEY) === 'true') return null;
    return read(CHECKOUT_ID_KEY);
  }

  function run(flag: BusyFlag, label: string, action: () => Promise<void>): Promise<void> {
    busy[flag] += 1;
    update(busyPatch());
    const task = queue.then(async () => {
      try {
        await action();
      } catch (error) {
        logError(`Checkout: ${label} failed`, error);
      } finally {
        busy[flag] -= 1;
        update(busyPatch());
      }
    });
    queue = task;
    return task;
  }

  function show(checkout: Checkout): void {
    update({ checkout, ready: true });
  }

  async function create(lineItems: { variantId: string; quantity: number }[] = []): Promise<void> {
    const checkout = await client.createCheckout({ lineItems });
    write(CHECKOUT_ID_KEY, checkout.id);
    write(CHECKOUT_COMPLETE_KEY, 'false');
    show(checkout);
  }

  /** Reloads the checkout; one that is complete, or gone (how shopify-buy 3 returns a cart that became an order), is replaced by a new one. */
  async function refresh(id: string): Promise<void> {
    const checkout = await client.fetchCheckout(id);
    if (!checkout || checkout.completedAt) await create();
    else show(checkout);
  }

  /** Runs a change on the current checkout, then refreshes it; without a checkout there is nothing to change. */
  async function change(action: (id: string) => Promise<unknown>): Promise<void> {
    const id = currentId();
    if (!id) return;
    let failure: unknown = null;
    try {
      await action(id);
    } catch (error) {
      failure = error;
    }
    // Refreshed even when the change failed, so the cart shows what the store really holds.
    await refresh(id);
    if (failure) throw failure;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: () =>
      run('loading', 'start', async () => {
        const id = currentId();
        if (id) await refresh(id);
        else await create();
      }),
    add: (variantId, quantity) =>
      run('adding', 'add', async () => {
        const id = currentId();
        if (!id) return create([{ variantId, quantity }]);
        try {
          await client.addLineItems(id, [{ variantId, quantity }]);
        } catch (error) {
          // The checkout may have become an order meanwhile (another tab): start a new one with this item rather than lose the click.
          const existing = await client.fetchCheckout(id);
          if (existing && !existing.completedAt) throw error;
          return create([{ variantId, quantity }]);
        }
        await refresh(id);
      }),
    remove: (lineId) => run('removing', 'remove', () => change((id) => client.removeLineItems(id, [lineId]))),
    setQuantity: (lineId, quantity) =>
      run('loading', 'quantity change', () =>
        change((id) => (quantity > 0 ? client.updateLineItems(id, [{ id: lineId, quantity }]) : client.removeLineItems(id, [lineId]))),
      ),
    setNote: (note) => run('loading', 'note change', () => change((id) => client.updateAttributes(id, { note }))),
    async applyPromo(code) {
      let outcome: PromoOutcome = 'error';
      await run('loading', 'promo code', () =>
        change(async (id) => {
          const checkout = await client.addDiscountCode(id, code.trim());
          const found = checkout.discountCodes.find((c) => c.code.toLowerCase() === code.trim().toLowerCase());
          if (found?.applicable) outcome = 'applied';
          else {
            outcome = 'invalid';
            await client.removeDiscountCodes(id);
          }
        }),
      );
      return outcome;
    },
    removePromo: () => run('loading', 'promo removal', () => change((id) => client.removeDiscountCodes(id))),
    markComplete() {
      write(CHECKOUT_COMPLETE_KEY, 'true');
    },
    replaceOrdered: (orderedId) =>
      run('loading', 'new checkout', async () => {
        const id = currentId();
        if (id && id !== orderedId) await refresh(id);
        else await create();
      }),
    setPanelOpen(open) {
      if (state.panelOpen !== open) update({ panelOpen: open });
    },
  };
}
