// Owns the booking's prices, from spec §9 only: opening 119 $, closing 119 $, the combo 20 $ off both, the 2-year combo 30 $ off
// both (per season). The client shows them; the server computes the one it charges.
import {
  BOOKING_OFFERS,
  BOOKING_PACKAGES,
  POOL_TYPES,
  type BookingOffer,
  type BookingPackage,
  type PoolType,
  type PriceTable,
} from '@storefront/validation';
import type { Service } from './calendar';

export const SERVICE_PRICES = { opening: 119, closing: 119, comboDiscount: 20, twoYearComboDiscount: 30 } as const;
// The offers, packages and pool types are the booking wire's words (@storefront/validation's booking-api.ts).
export const OFFERS = BOOKING_OFFERS;
export type Offer = BookingOffer;
export const PACKAGES = BOOKING_PACKAGES;
export type PackageId = BookingPackage;
export { POOL_TYPES, type PoolType };

/** What the booking costs, before taxes: one visit alone, or the season's combo (opening and closing) it is part of. */
export function bookingPrice(service: Service, offer: Offer): number {
  const both = SERVICE_PRICES.opening + SERVICE_PRICES.closing;
  if (offer === 'combo') return both - SERVICE_PRICES.comboDiscount;
  if (offer === 'combo2Years') return both - SERVICE_PRICES.twoYearComboDiscount;
  return SERVICE_PRICES[service];
}

/** The price table the page shows: every offer for a service. */
export const priceTable = (service: Service): PriceTable[Service] => ({
  single: bookingPrice(service, 'single'),
  combo: bookingPrice(service, 'combo'),
  combo2Years: bookingPrice(service, 'combo2Years'),
});
