// Owns what the booking needs from the API's settings: its clock, the mails' sender and store address, the store's phone and
// the booking page's address in each language (the mails' links).
import type { Locale } from '@storefront/contracts';
import { localRuntimeConfig, shellOrigin } from '@storefront/mf-config/apps';
import type { ApiConfig } from '../config';
import type { Db } from '../db';
import { storeInstant } from './calendar';
import type { BookingContext } from './model';

/** The booking page's paths (ADR 0041): the page remote serves them. */
export const BOOKING_PAGE_PATHS: Record<Locale, string> = { fr: '/fr/reservation-entretien', en: '/en/service-booking' };

/**
 * The clock: the machine's, or, with STOREFRONT_SEED_DATE (the tests' site), that day from noon in Montréal on, moving
 * with real time so holds still expire.
 */
export function bookingClock(seedDate: string | undefined, startedAt = Date.now()): () => Date {
  if (!seedDate) return () => new Date();
  const start = storeInstant(seedDate, 12).getTime();
  return () => new Date(start + (Date.now() - startedAt));
}

export function bookingContext(config: ApiConfig, db: Db, clock?: () => Date): BookingContext {
  const site = config.siteUrl ?? shellOrigin();
  return {
    db,
    now: clock ?? bookingClock(config.seedDate),
    secret: config.secret,
    mail: { from: config.mailFrom, storeEmail: config.storeEmail, phone: config.storePhone ?? localRuntimeConfig().store.phone },
    pageUrl: (locale) => `${site}${BOOKING_PAGE_PATHS[locale]}`,
  };
}
