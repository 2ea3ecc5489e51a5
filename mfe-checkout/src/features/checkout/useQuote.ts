// Owns the priced summary of the current cart from the store API (delivery and taxes for a province), refreshed when the cart changes.
import { useEffect, useState } from 'react';
import type { Checkout, OrderTotals, ProvinceCode } from '@storefront/commerce';
import { useLocale, useRuntimeConfig } from '@storefront/platform';
import { quote } from './storeApi';

export function useQuote(checkout: Checkout | null, province: ProvinceCode): OrderTotals | null {
  const config = useRuntimeConfig();
  const locale = useLocale();
  // The cart's figures, lines and the province identify what the answer is for; an answer for anything else is not shown.
  const request = checkout && checkout.lineItems.length > 0 ? `${checkout.id}|${checkout.total}|${province}|${checkout.lineItems.map((l) => `${l.variantId}x${l.quantity}`).join(',')}` : null;
  const [answer, setAnswer] = useState<{ request: string; totals: OrderTotals } | null>(null);
  const cartId = checkout?.id;
  useEffect(() => {
    if (!config || !request || !cartId) return;
    let current = true;
    quote(config, locale, cartId, province)
      .then((reply) => current && setAnswer({ request, totals: reply.totals }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [config, locale, request, cartId, province]);
  return answer && answer.request === request ? answer.totals : null;
}
