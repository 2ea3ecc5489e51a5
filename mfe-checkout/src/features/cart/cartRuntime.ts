// Owns the one cart of the page: the store client in the page's language, the checkout lifecycle, and publishing its summary to the shared cart atom
// and its line count to the lines cookie.
import {
  createCheckoutLifecycle,
  createStoreClient,
  type CheckoutLifecycle,
  type CheckoutState,
  type StoreClient,
} from '@storefront/commerce';
import type { CartSummary, Locale, RuntimeConfig } from '@storefront/contracts';
import { bus, cartSummaryAtom, localeAtom, platformStore } from '@storefront/platform';
import { cartLinesUpdate } from './cartCookie';
import { currentCart, setCart } from './cartInstance';

export function summarize(state: CheckoutState): CartSummary {
  const checkout = state.checkout;
  return {
    ready: state.ready,
    checkoutId: checkout?.id ?? null,
    itemCount: checkout?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0,
    subtotal: checkout?.subtotal ?? 0,
    currencyCode: checkout?.currencyCode ?? 'CAD',
  };
}

function publish(state: CheckoutState) {
  const summary = summarize(state);
  const previous = platformStore.get(cartSummaryAtom);
  // This runtime is the only writer of the cart atom (architecture §3).
  platformStore.set(cartSummaryAtom, summary);
  if (JSON.stringify(previous) !== JSON.stringify(summary)) bus.emit('cart:changed', summary);
  // The next cart or checkout page the server renders has the frame of these lines (ADR 0055).
  const cookie = cartLinesUpdate(state, document.cookie, window.location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
}

/**
 * A store client that asks in the page's language at each call (product titles through the language context, ADR 0013):
 * the lifecycle keeps one client for the page's life, while the visitor may switch language at any time.
 */
export function storeClientInLanguage(make: (language: Locale) => StoreClient, language: () => Locale): StoreClient {
  const clients = new Map<Locale, StoreClient>();
  const current = () => {
    const locale = language();
    let client = clients.get(locale);
    if (!client) clients.set(locale, (client = make(locale)));
    return client;
  };
  // Every member of a StoreClient is a method: each call goes to the client of the language of that moment.
  return new Proxy({} as StoreClient, {
    get:
      (_target, method) =>
      (...args: unknown[]) =>
        (current()[method as keyof StoreClient] as (...a: unknown[]) => unknown)(...args),
  });
}

/** The page's cart, made on first use from the runtime configuration. */
export function getCart(config: RuntimeConfig): CheckoutLifecycle {
  const existing = currentCart();
  if (existing) return existing;
  const made = createCheckoutLifecycle({
    client: storeClientInLanguage(
      (language) => createStoreClient({ ...config.shopify, language }),
      () => platformStore.get(localeAtom),
    ),
    storage: window.localStorage,
    onChange: publish,
  });
  // A language switch reads the cart again, so the panel, the cart page and the checkout show its titles in the new language.
  platformStore.sub(localeAtom, () => void made.start());
  setCart(made);
  return made;
}
