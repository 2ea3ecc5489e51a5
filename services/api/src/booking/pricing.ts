// Owns the booking's prices, from spec §9 only: opening 119 $, closing 119 $, the combo 20 $ off both, the 2-year combo 30 $ off
// both (per season). The client shows them; the server computes the one it charges.
import type { Service } from './calendar';

export const SERVICE_PRICES = { opening: 119, closing: 119, comboDiscount: 20, twoYearComboDiscount: 30 } as const;
export const OFFERS = ['single', 'combo', 'combo2Years'] as const;
export type Offer = (typeof OFFERS)[number];
/** The service page's packages (identical in the spec); a booking names the one its "Réserver" came from. */
export const PACKAGES = ['forfait_1', 'forfait_2', 'forfait_3'] as const;
export type PackageId = (typeof PACKAGES)[number];
export const POOL_TYPES = ['aboveGround', 'semiInground', 'inground'] as const;
export type PoolType = (typeof POOL_TYPES)[number];

export const isOffer = (value: unknown): value is Offer => OFFERS.includes(value as Offer);
export const isPackage = (value: unknown): value is PackageId => PACKAGES.includes(value as PackageId);
export const isPoolType = (value: unknown): value is PoolType => POOL_TYPES.includes(value as PoolType);

/** What the booking costs, before taxes: one visit alone, or the season's combo (opening and closing) it is part of. */
export function bookingPrice(service: Service, offer: Offer): number {
  const both = SERVICE_PRICES.opening + SERVICE_PRICES.closing;
  if (offer === 'combo') return both - SERVICE_PRICES.comboDiscount;
  if (offer === 'combo2Years') return both - SERVICE_PRICES.twoYearComboDiscount;
  return SERVICE_PRICES[service];
}

/** The price table the page shows: every offer for a service. */
export const priceTable = (service: Service): Record<Offer, number> => ({
  single: bookingPrice(service, 'single'),
  combo: bookingPrice(service, 'combo'),
  combo2Years: bookingPrice(service, 'combo2Years'),
});
