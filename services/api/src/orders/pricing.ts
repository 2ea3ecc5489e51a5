// Owns pricing a cart as the store prices it: its lines, how each leaves the store (the methods its classes allow, chosen by
// the buyer), the taxes where each part is supplied, and the fingerprint of that price, which the buyer's order sends back
// so that a cart, a method or a fee changed since the quote is refused before any charge.
import { createHash } from 'node:crypto';
import {
  planFulfilment,
  type DeliveryArea,
  type Fulfilment,
  type FulfilmentPlan,
  type FulfilmentSelection,
  type OrderTotals,
  type PlanRefusal,
  type ProvinceCode,
  type StoreClock,
} from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import type { CommerceOrders } from './commerce';

export interface PricedLine {
  /** The cart line's own id in the store (its titles in other languages are found by it). */
  lineId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  quantity: number;
  unitPrice: number;
  total: number;
  fulfilment: Fulfilment;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: OrderTotals;
  currencyCode: string;
  promoCodes: string[];
  note: string | null;
  fulfilment: FulfilmentPlan;
  /** The fingerprint of everything the buyer pays for; the same cart priced again gives the same one. */
  quote: string;
}

/** Where the goods go and how: the delivery address's province and postal code, the buyer's choice, the truck's areas, the store's clock. */
export interface PricingRequest {
  province: ProvinceCode;
  postalCode: string;
  selection?: FulfilmentSelection;
  areas: readonly DeliveryArea[];
  now: StoreClock;
  language?: Locale;
}

export type PricingOutcome =
  | { ok: true; cart: PricedCart }
  | { ok: false; error: 'order' | 'unknown' }
  | { ok: false; error: 'methodInvalid'; refusal: PlanRefusal; message: string };

/**
 * The fingerprint of a price: the lines, the codes, where it goes, each shipment with its method, day and fee, and every
 * total; titles are left out (they follow the page's language), and so are the dates offered (they move with the clock).
 */
export function quoteOf(cart: Omit<PricedCart, 'quote'>, province: ProvinceCode, postalCode: string): string {
  const priced = {
    lines: cart.lines.map((line) => [line.variantId, line.quantity, line.unitPrice, line.fulfilment.class]),
    codes: cart.promoCodes,
    province,
    postalCode: postalCode.replace(/\s+/g, '').toUpperCase(),
    shipments: cart.fulfilment.shipments.map((s) => [s.method, s.lineIds, s.date ?? null, s.time ?? null, s.fee, s.taxProvince]),
    currency: cart.currencyCode,
    totals: cart.totals,
  };
  return createHash('sha256').update(JSON.stringify(priced)).digest('base64url').slice(0, 32);
}

export async function priceCart(commerce: CommerceOrders, cartId: string, request: PricingRequest): Promise<PricingOutcome> {
  const language = request.language ?? 'fr';
  const cart = await commerce.loadCart(cartId, language);
  if (!cart || cart.checkout.lineItems.length === 0) return { ok: false, error: 'order' };
  const items = cart.checkout.lineItems;
  if (items.some((line) => !cart.variants.get(line.variantId)?.availableForSale)) return { ok: false, error: 'unknown' };
  const lines: PricedLine[] = items.map((line) => ({
    lineId: line.id,
    variantId: line.variantId,
    title: line.title,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    unitPrice: line.price,
    total: Math.round(line.price * line.quantity * 100) / 100,
    fulfilment: cart.variants.get(line.variantId)!.fulfilment,
  }));
  const planned = planFulfilment({
    lines: lines.map((line) => ({
      lineId: line.lineId,
      price: line.unitPrice,
      quantity: line.quantity,
      tags: cart.variants.get(line.variantId)?.productTags ?? [],
      fulfilment: line.fulfilment,
    })),
    province: request.province,
    postalCode: request.postalCode,
    areas: request.areas,
    now: request.now,
    ...(request.selection ? { selection: request.selection } : {}),
    promoDiscount: cart.checkout.subtotal - cart.checkout.total,
    locale: language,
  });
  if (!planned.ok) return { ok: false, error: 'methodInvalid', refusal: planned.error, message: planned.message };
  const priced = {
    lines,
    totals: planned.totals,
    currencyCode: cart.checkout.currencyCode,
    promoCodes: cart.checkout.discountCodes.filter((code) => code.applicable).map((code) => code.code),
    note: cart.checkout.note || null,
    fulfilment: planned.plan,
  };
  return { ok: true, cart: { ...priced, quote: quoteOf(priced, request.province, request.postalCode) } };
}
