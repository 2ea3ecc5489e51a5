// Owns the priced summary of the current cart from the store API (delivery and taxes for a province, and the price's
// fingerprint that paying sends back), refreshed when the cart changes, or replaced by the store's newer price.
import { useCallback, useEffect, useState } from 'react';
import type { Checkout, ProvinceCode, QuoteAnswer } from '@storefront/commerce';
import { useLocale, useRuntimeConfig } from '@storefront/platform';
import { quote } from './storeApi';

export function useQuote(
  checkout: Checkout | null,
  province: ProvinceCode,
): { quote: QuoteAnswer | null; replace(next: QuoteAnswer): void } {
  const config = useRuntimeConfig();
  const locale = useLocale();
  // The cart's figures, lines and the province identify what the answer is for; an answer for anything else is not shown.
  const request =
    checkout && checkout.lineItems.length > 0
      ? `${checkout.id}|${checkout.total}|${province}|${checkout.lineItems.map((l) => `${l.variantId}x${l.quantity}`).join(',')}`
      : null;
  const [answer, setAnswer] = useState<{ request: string; quote: QuoteAnswer } | null>(null);
  const cartId = checkout?.id;
  useEffect(() => {
    if (!config || !request || !cartId) return;
    let current = true;
    quote(config, locale, cartId, province)
      .then((reply) => current && setAnswer({ request, quote: reply }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [config, locale, request, cartId, province]);
  // The store's price after it refused a payment because the cart had changed elsewhere (another tab).
  const replace = useCallback((next: QuoteAnswer) => request && setAnswer({ request, quote: next }), [request]);
  return { quote: answer && answer.request === request ? answer.quote : null, replace };
}
