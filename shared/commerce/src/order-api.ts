// Owns the store API's order answers, declared once for the API that sends them and the checkout that reads them.
import type { Locale } from '@storefront/contracts';
import type { CheckoutCustomer } from '@storefront/validation';
import type { Fulfilment, FulfilmentClass, MethodId } from './fulfilment';
import type { OrderTotals, ProvinceCode } from './order-pricing';

/** How the buyer paid, as the provider reported it: a brand and four digits at most. */
export type PaymentMethodView = { kind: 'card'; brand: string; last4: string } | { kind: 'paypal'; email: string | null };

export interface OrderLineView {
  title: string;
  variantTitle: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Its fulfilment class as the store had it when the order was paid. */
  fulfilment: Fulfilment;
  /** The index of its shipment in `fulfilment.shipments`. */
  shipment: number;
}

/**
 * The merchant as Quebec's Consumer Protection Act (s. 54.4 a to c) and Revenu Québec's invoice rules ask it to be named:
 * from the store API's configuration, the seed's values locally.
 */
export interface Merchant {
  legalName: string;
  tradeName: string;
  address: { street: string; city: string; province: ProvinceCode; postalCode: string };
  phone: string;
  email: string;
  /** GST/HST registration number (123456789 RT0001). */
  gstNumber: string;
  /** QST registration number (1234567890 TQ0001). */
  qstNumber: string;
}

/**
 * The buyer's choice of method for each class of line in the cart (the parcels, the dangerous goods, the freight, what
 * goes at the counter only). A pickup names its day and time, a truck delivery its day; dates are the store's (YYYY-MM-DD,
 * HH:MM in Quebec's time).
 */
export type MethodChoice =
  { method: 'post' } | { method: 'pickup'; date: string; time: string } | { method: 'truck'; date: string } | { method: 'freight' };
export type FulfilmentSelection = Partial<Record<FulfilmentClass, MethodChoice>>;

/** A day the method can be chosen for: a pickup's times (HH:MM) from the first it is ready; a truck's day has none. */
export interface OfferDay {
  date: string;
  times?: string[];
}

/** One method offered to a group of lines: its fee for those lines, its dates, or why it is not offered. */
export interface MethodOffer {
  method: MethodId;
  /** Why the method cannot take this group now (e.g. the postal code is outside the truck's areas); null when it can. */
  unavailable: string | null;
  /** What this method costs for this group, alone (before taxes). */
  fee: number;
  /** Post and freight: the expected window in business days, first and last day. */
  window?: { from: string; to: string };
  /** Pickup and truck: the days to choose from. */
  days?: OfferDay[];
  /** Truck: the name of the area the postal code is in. */
  area?: string;
}

/** The cart's lines of one fulfilment class and the methods they may take (the others say why not, line by line). */
export interface FulfilmentGroup {
  class: FulfilmentClass;
  lineIds: string[];
  offers: MethodOffer[];
}

/** How one part of the order leaves the store, as chosen and priced. */
export interface Shipment {
  method: MethodId;
  /** The cart's line ids in a quote; the order's line positions in an order view. */
  lineIds: string[];
  fee: number;
  /** Pickup and truck: the day chosen; pickup: from this time. */
  date?: string;
  time?: string;
  /** Post and freight: the expected window. */
  window?: { from: string; to: string };
  area?: string;
  /** The province whose taxes apply: the delivery address's, or the store's for a pickup. */
  taxProvince: ProvinceCode;
}

export interface FulfilmentPlan {
  groups: FulfilmentGroup[];
  /** The choice these shipments were made from (the buyer's, each missing class given its first offered method). */
  selection: FulfilmentSelection;
  shipments: Shipment[];
}

/** The conditions the buyer accepted: their version and when. */
export interface Acceptance {
  conditionsVersion: string;
  acceptedAt: string;
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
  /** How each part of the order leaves the store, with its fee and dates. */
  fulfilment: Pick<FulfilmentPlan, 'shipments'>;
  merchant: Merchant;
  acceptance: Acceptance;
  /** Lets this browser read the order again (the confirmation after a reload) until it expires; kept out of URLs. */
  accessKey: string;
  accessKeyExpiresAt: string;
}

/** The priced cart: what the buyer is shown, and the fingerprint that the order request sends back. */
/** Where the checkout asks for its cart's price. A POST that only reads (the cart travels in its body): safe to send again. */
export const QUOTE_PATH = '/orders/quote';
/** The store API's POSTs that change nothing, which a proxy may send to another copy when one fails (Varnish, in the cluster). */
export const READ_ONLY_POST_PATHS: readonly string[] = [QUOTE_PATH];

/** What the checkout sends for a price: the cart, where it goes (a postal code that must agree with its province), and the methods chosen so far. */
export interface QuoteRequest {
  cartId: string;
  province: ProvinceCode;
  postalCode: string;
  selection?: FulfilmentSelection;
}

export interface QuoteAnswer {
  currencyCode: string;
  totals: OrderTotals;
  quote: string;
  fulfilment: FulfilmentPlan;
  merchant: Merchant;
  /** The version of the online purchase conditions in force, which the order must accept. */
  conditionsVersion: string;
}

/** The answer to a cart that changed between the quote and the payment: nothing was charged; here is the new price. */
export interface CartChangedAnswer extends QuoteAnswer {
  statusCode: 409;
  error: 'cartChanged';
  message: string;
}

/**
 * The answer to a cart another tab (or device) already paid for: that order's number, for the holder of the cart's id
 * (the proof), and nothing else of it; the page offers a new cart.
 */
export interface AlreadyOrderedAnswer {
  statusCode: 409;
  error: 'alreadyOrdered';
  message: string;
  orderNumber: string;
}

/** The order path's refusals that are not payment errors of spec §8. */
export type OrderStateKey = 'pending' | 'alreadyOrdered' | 'cartChanged' | 'conditionsNotAccepted';

const ORDER_STATE_MESSAGES: Record<Locale, Record<OrderStateKey, string>> = {
  fr: {
    pending: 'Un paiement pour ce panier est déjà en cours. Patientez un instant, puis rechargez la page.',
    alreadyOrdered: 'Ce panier a déjà été commandé.',
    cartChanged:
      'Votre panier a changé depuis l’affichage du total. Nouveau total\u00a0: {total}. Vérifiez votre commande, puis payez de nouveau. Aucun montant n’a été prélevé.',
    conditionsNotAccepted:
      'Acceptez les conditions d’achat en ligne en vigueur à l’étape de révision avant de payer. Aucun montant n’a été prélevé.',
  },
  en: {
    pending: 'A payment for this cart is already in progress. Wait a moment, then reload the page.',
    alreadyOrdered: 'This cart has already been ordered.',
    cartChanged: 'Your cart changed after its total was shown. New total: {total}. Check your order, then pay again. Nothing was charged.',
    conditionsNotAccepted: 'Accept the online purchase conditions in force at the review step before paying. Nothing was charged.',
  },
};

export function orderStateMessage(key: OrderStateKey, locale: Locale, total = ''): string {
  return ORDER_STATE_MESSAGES[locale][key].replace('{total}', total);
}

const ALREADY_ORDERED: Record<Locale, string> = {
  fr: 'Ce panier a déjà été commandé\u00a0: commande {number}. Commencez un nouveau panier pour poursuivre vos achats.',
  en: 'This cart has already been ordered: order {number}. Start a new cart to keep shopping.',
};

/** An already-ordered cart's message with its order's number, and what to do next. */
export function alreadyOrderedMessage(locale: Locale, number: string): string {
  return ALREADY_ORDERED[locale].replace('{number}', number);
}
