// Owns the priced summary of the current cart from the store API (the methods offered to each class of line, delivery and
// taxes for where it goes, and the price's fingerprint that paying sends back), asked again when the cart, the address or a
// chosen method changes, or replaced by the store's newer price.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Checkout, FulfilmentSelection, ProvinceCode, QuoteAnswer } from '@storefront/commerce';
import { useLocale, useRuntimeConfig } from '@storefront/platform';
import { selectionKey } from './choiceStore';
import { OrderError, quote } from './storeApi';

/** Where the order goes: a postal code that agrees with its province (the store refuses any other pair). */
export interface Destination {
  province: ProvinceCode;
  postalCode: string;
}

/** The store's refusal of a price: its key (`provinceMismatch`, `methodInvalid`, …) and its message in the page's language. */
export interface QuoteRefusal {
  key: string;
  message: string | null;
}

export interface QuoteState {
  /** The price of exactly this cart, address and choice of methods; null until it comes. */
  quote: QuoteAnswer | null;
  /** The last price of this cart and address for another choice of methods: shown, marked as updating, while the new one comes. */
  latest: QuoteAnswer | null;
  /** The store refused the price of this request. */
  refusal: QuoteRefusal | null;
  replace(next: QuoteAnswer): void;
}

export function useQuote(
  checkout: Checkout | null,
  destination: Destination | null,
  selection: FulfilmentSelection,
  /** Told of each refusal as it comes (a method no longer offered: the page lets the store choose again). */
  onRefused?: (refusal: QuoteRefusal) => void,
): QuoteState {
  const config = useRuntimeConfig();
  const refusedListener = useRef(onRefused);
  useEffect(() => {
    refusedListener.current = onRefused;
  });
  const locale = useLocale();
  // The cart's figures, lines and the address identify the price (in the page's language: the store writes its reasons in it);
  // with the chosen methods, what the answer is for exactly.
  const cart =
    checkout && checkout.lineItems.length > 0 && destination
      ? `${locale}|${checkout.id}|${checkout.total}|${destination.province}|${destination.postalCode}|${checkout.lineItems.map((l) => `${l.variantId}x${l.quantity}`).join(',')}`
      : null;
  const chosen = selectionKey(selection);
  const request = cart && `${cart}|${chosen}`;
  const [answer, setAnswer] = useState<{ cart: string; request: string; quote: QuoteAnswer } | null>(null);
  const [refused, setRefused] = useState<{ request: string; refusal: QuoteRefusal } | null>(null);
  const cartId = checkout?.id;
  const province = destination?.province;
  const postalCode = destination?.postalCode;
  useEffect(() => {
    if (!config || !request || !cart || !cartId || !province || !postalCode) return;
    let current = true;
    const body = { cartId, province, postalCode, ...(Object.keys(selection).length > 0 ? { selection } : {}) };
    quote(config, locale, body).then(
      (reply) => {
        if (!current) return;
        setAnswer({ cart, request, quote: reply });
        setRefused(null);
      },
      (error: unknown) => {
        // A lost connection leaves the last price; a refusal (a postal code of another province, a method no longer offered) is shown.
        if (!current || !(error instanceof OrderError) || error.key === 'connexion') return;
        const refusal = { key: error.key, message: error.serverMessage };
        setRefused({ request, refusal });
        refusedListener.current?.(refusal);
      },
    );
    return () => {
      current = false;
    };
    // `selection` is read through `chosen`, its canonical form, so an equal choice in a new object asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, locale, request, cart, cartId, province, postalCode]);
  // The store's price after it refused a payment because the cart had changed elsewhere (another tab).
  const replace = useCallback((next: QuoteAnswer) => request && cart && setAnswer({ cart, request, quote: next }), [request, cart]);
  return {
    quote: answer && answer.request === request ? answer.quote : null,
    latest: answer && answer.cart === cart ? answer.quote : null,
    refusal: refused && refused.request === request ? refused.refusal : null,
    replace,
  };
}
