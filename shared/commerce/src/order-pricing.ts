// Owns the order's money rules: delivery (free from 39 $, free items, otherwise the fee), Canadian sales taxes per province, and the totals.
import { PROVINCES } from '@storefront/validation/forms';
import { roundToCents } from './local-cart';
import { storeDay, taxRatesOn, type TaxKind } from './tax-rates';

export type { TaxKind } from './tax-rates';

/** The provinces and territories the forms offer (their names are @storefront/validation's messages). */
export const PROVINCE_CODES = PROVINCES;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

export const isProvinceCode = (value: unknown): value is ProvinceCode =>
  typeof value === 'string' && (PROVINCE_CODES as readonly string[]).includes(value);

/** Spec §9: free delivery from a purchase of 39 dollars. */
export const FREE_DELIVERY_THRESHOLD = 39;
/** Spec §3 data: items that ship free whatever the total carry this product tag. */
export const FREE_SHIPPING_TAG = 'livraison-gratuite';

/**
 * Delivery by post (spec §1, 1 to 7 business days) from the store in Quebec: a flat fee per destination, farther is dearer.
 * The spec leaves the fee call out; these are the store's rates, kept here so the page and the API charge the same.
 */
export const DELIVERY_FEES: Record<ProvinceCode, number> = {
  QC: 9.95,
  ON: 12.95,
  NB: 14.95,
  NS: 14.95,
  PE: 14.95,
  NL: 19.95,
  MB: 16.95,
  SK: 16.95,
  AB: 18.95,
  BC: 19.95,
  YT: 29.95,
  NT: 29.95,
  NU: 34.95,
};

/** How Canadians read each tax: TPS, TVQ, TVH in French; GST, QST, HST in English (and the western provinces' own sales taxes). */
export const TAX_NAMES: Record<TaxKind, { fr: string; en: string }> = {
  GST: { fr: 'TPS', en: 'GST' },
  QST: { fr: 'TVQ', en: 'QST' },
  HST: { fr: 'TVH', en: 'HST' },
  PST: { fr: 'TVP', en: 'PST' },
  RST: { fr: 'TVD', en: 'RST' },
};

export interface TaxLine {
  kind: TaxKind;
  rate: number;
  amount: number;
}

/** Each tax on its own line at the rates of `day`, computed on the same base (Quebec's QST is no longer charged on the GST since 2013). */
export function salesTaxes(base: number, province: ProvinceCode, day: string = storeDay()): TaxLine[] {
  // In whole cents, so a half cent rounds up as the tax authorities expect (359.10 × 5 % = 17.955 → 17.96), not down by a binary leftover.
  const cents = Math.round(base * 100);
  return taxRatesOn(province, day).map(({ kind, rate }) => ({ kind, rate, amount: Math.round((cents * rate) / 100) / 100 }));
}

export interface PricedLineInput {
  /** Unit price before any discount. */
  price: number;
  quantity: number;
  /** Percent off this line (spec §9). */
  discount?: number;
  /** The product's tags; 'livraison-gratuite' ships free. */
  tags?: readonly string[];
}

/** Delivery is free from 39 $ of goods (after discounts), or when every item ships free; otherwise the province's fee. */
export function deliveryFee(merchandise: number, lines: readonly PricedLineInput[], province: ProvinceCode): number {
  if (lines.length === 0) return 0;
  if (merchandise >= FREE_DELIVERY_THRESHOLD) return 0;
  if (lines.every((line) => line.tags?.includes(FREE_SHIPPING_TAG))) return 0;
  return DELIVERY_FEES[province];
}

/** How much more buys free delivery; 0 once it is reached. */
export function amountToFreeDelivery(merchandise: number): number {
  return Math.max(0, roundToCents(FREE_DELIVERY_THRESHOLD - merchandise));
}

export interface OrderTotals {
  /** Σ unit price × quantity, line discounts applied (spec §9 cart total). */
  subtotal: number;
  /** The promo code's share, subtracted from the subtotal. */
  promoDiscount: number;
  /** Goods after every discount: what the free-delivery threshold is measured on. */
  merchandise: number;
  delivery: number;
  taxes: TaxLine[];
  total: number;
}

/**
 * The order's totals. Taxes are charged on the goods and the delivery (delivery is a taxable supply in Canada).
 * promoDiscount is what the store's promo code takes off the subtotal (the store applies codes; we never guess them);
 * `day` (YYYY-MM-DD, the store's) picks the tax rates in force.
 */
export function orderTotals(
  lines: readonly PricedLineInput[],
  province: ProvinceCode,
  promoDiscount = 0,
  day: string = storeDay(),
): OrderTotals {
  const subtotal = roundToCents(
    lines.reduce((sum, line) => sum + roundToCents((line.price - (line.price * (line.discount ?? 0)) / 100) * line.quantity), 0),
  );
  const promo = roundToCents(Math.min(Math.max(0, promoDiscount), subtotal));
  const merchandise = roundToCents(subtotal - promo);
  const delivery = deliveryFee(merchandise, lines, province);
  const taxes = salesTaxes(roundToCents(merchandise + delivery), province, day);
  const total = roundToCents(merchandise + delivery + taxes.reduce((sum, tax) => sum + tax.amount, 0));
  return { subtotal, promoDiscount: promo, merchandise, delivery, taxes, total };
}
