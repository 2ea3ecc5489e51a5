// Owns the shapes every booking rule shares: the context they run in, a served area, a half-day of an area (a slot), and
// the durations the visitor is given (a hold, a waiting list's offer, the change limit).
import type { Locale } from '@storefront/contracts';
import type { Db } from '../db';
import type { BookingMailContext } from './booking-mail';
import type { Half } from './calendar';

export const HOLD_MINUTES = 10;
export const OFFER_HOURS = 24;
export const CHANGE_LIMIT_HOURS = 48;

export interface BookingContext {
  db: Db;
  now: () => Date;
  secret: string;
  mail: BookingMailContext;
  /** The booking page's address in each language: the mails' links go there. */
  pageUrl: (locale: Locale) => string;
}

export interface Area {
  fsa: string;
  name: string;
  weekdays: number[];
  crews: number;
  jobsPerCrew: number;
}

export interface Slot {
  fsa: string;
  day: string;
  half: Half;
}
