// Owns pricing a cart as the store prices it: its lines, the province's delivery and taxes, and the fingerprint of that
// price, which the buyer's order sends back so that a cart changed since the quote is refused before any charge.
import { createHash } from 'node:crypto';
import { orderTotals, type OrderTotals, type ProvinceCode } from '@storefront/commerce';
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
}

export interface PricedCart {
  lines: PricedLine[];
  totals: OrderTotals;
  currencyCode: string;
  promoCodes: string[];
  note: string | null;
  /** The fingerprint of everything the buyer pays for; the same cart priced again gives the same one. */
  quote: string;
}

export type PricingOutcome = { ok: true; cart: PricedCart } | { ok: false; error: 'order' | 'unknown' };

/** The fingerprint of a price: the lines, the codes, the province and every total; titles are left out (they follow the page's language). */
export function quoteOf(cart: Omit<PricedCart, 'quote'>, province: ProvinceCode): string {
  const priced = {
    lines: cart.lines.map((line) => [line.variantId, line.quantity, line.unitPrice]),
    codes: cart.promoCodes,
    province,
    currency: cart.currencyCode,
    totals: cart.totals,
  };
  return createHash('sha256').update(JSON.stringify(priced)).digest('base64url').slice(0, 32);
}

export async function priceCart(
  commerce: CommerceOrders,
  cartId: string,
  province: ProvinceCode,
  language: Locale = 'fr',
): Promise<PricingOutcome> {
  const cart = await commerce.loadCart(cartId, language);
  if (!cart || cart.checkout.lineItems.length === 0) return { ok: false, error: 'order' };
  const items = cart.checkout.lineItems;
  if (items.some((line) => !cart.variants.get(line.variantId)?.availableForSale)) return { ok: false, error: 'unknown' };
  const totals = orderTotals(
    items.map((line) => ({ price: line.price, quantity: line.quantity, tags: cart.variants.get(line.variantId)?.productTags ?? [] })),
    province,
    cart.checkout.subtotal - cart.checkout.total,
  );
  const priced = {
    lines: items.map((line) => ({
      lineId: line.id,
      variantId: line.variantId,
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      unitPrice: line.price,
      total: Math.round(line.price * line.quantity * 100) / 100,
    })),
    totals,
    currencyCode: cart.checkout.currencyCode,
    promoCodes: cart.checkout.discountCodes.filter((code) => code.applicable).map((code) => code.code),
    note: cart.checkout.note || null,
  };
  return { ok: true, cart: { ...priced, quote: quoteOf(priced, province) } };
}
