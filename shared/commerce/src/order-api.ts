// Owns the store API's order answers, declared once for the API that sends them and the checkout that reads them.
import type { Locale } from '@storefront/contracts';
import type { CheckoutCustomer } from '@storefront/validation';
import type { OrderTotals } from './order-pricing';

/** How the buyer paid, as the provider reported it: a brand and four digits at most. */
export type PaymentMethodView = { kind: 'card'; brand: string; last4: string } | { kind: 'paypal'; email: string | null };

export interface OrderLineView {
  title: string;
  variantTitle: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** A paid order as its buyer reads it: the lines and totals fixed when it was paid, never the cart as it is later. */
export interface OrderView {
  id: string;
  number: string;
  status: 'paid';
  createdAt: string;
  locale: Locale;
  customer: Omit<CheckoutCustomer, 'newsletter'>;
  lines: OrderLineView[];
  totals: OrderTotals;
  currencyCode: string;
  note: string | null;
  payment: PaymentMethodView | null;
  /** Lets this browser read the order again (the confirmation after a reload) until it expires; kept out of URLs. */
  accessKey: string;
  accessKeyExpiresAt: string;
}

/** The priced cart: what the buyer is shown, and the fingerprint that the order request sends back. */
/** Where the checkout asks for its cart's price. A POST that only reads (the cart travels in its body): safe to send again. */
export const QUOTE_PATH = '/orders/quote';
/** The store API's POSTs that change nothing, which a proxy may send to another copy when one fails (Varnish, in the cluster). */
export const READ_ONLY_POST_PATHS: readonly string[] = [QUOTE_PATH];

export interface QuoteAnswer {
  currencyCode: string;
  totals: OrderTotals;
  quote: string;
}

/** The answer to a cart that changed between the quote and the payment: nothing was charged; here is the new price. */
export interface CartChangedAnswer extends QuoteAnswer {
  statusCode: 409;
  error: 'cartChanged';
  message: string;
}

/** The order path's refusals that are not payment errors of spec §8. */
export type OrderStateKey = 'pending' | 'alreadyOrdered' | 'cartChanged';

const ORDER_STATE_MESSAGES: Record<Locale, Record<OrderStateKey, string>> = {
  fr: {
    pending: 'Un paiement pour ce panier est déjà en cours. Patientez un instant, puis rechargez la page.',
    alreadyOrdered: 'Ce panier a déjà été commandé.',
    cartChanged:
      'Votre panier a changé depuis l’affichage du total. Nouveau total\u00a0: {total}. Vérifiez votre commande, puis payez de nouveau. Aucun montant n’a été prélevé.',
  },
  en: {
    pending: 'A payment for this cart is already in progress. Wait a moment, then reload the page.',
    alreadyOrdered: 'This cart has already been ordered.',
    cartChanged: 'Your cart changed after its total was shown. New total: {total}. Check your order, then pay again. Nothing was charged.',
  },
};

export function orderStateMessage(key: OrderStateKey, locale: Locale, total = ''): string {
  return ORDER_STATE_MESSAGES[locale][key].replace('{total}', total);
}
