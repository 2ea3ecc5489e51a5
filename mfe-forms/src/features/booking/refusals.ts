// Owns what the visitor reads for each refusal of the booking API: the page's own words per code (both languages), with the
// store's phone, the season's window or the new price put in; the API's message only for a code the page does not know.
import type { Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { BookingRefusal } from './api';
import { formatDay } from './booking';
import { fill, type BookingMessages, type ErrorKey } from './messages';

const isErrorKey = (text: BookingMessages, code: string): code is ErrorKey => code in text.errors;

export function refusalMessage(error: unknown, text: BookingMessages, locale: Locale, storePhone: string): string {
  if (!(error instanceof BookingRefusal)) return fill(text.errors.unknown, { phone: storePhone });
  const { body } = error;
  const values = {
    phone: body.phone ?? storePhone,
    from: body.window ? formatDay(body.window.from, locale) : '',
    to: body.window ? formatDay(body.window.to, locale) : '',
    price: body.price === undefined ? '' : formatMoney(body.price, 'CAD', locale),
    count: body.limit ?? '',
    fsa: body.fsa ?? '',
    hours: body.hours ?? '',
  };
  if (error.code === 'invalidBooking' && body.fields?.some((field) => field.field === 'postalCode')) return text.errors.invalidPostalCode;
  // An API that did not answer in time is said as one that cannot be reached.
  const code = error.code === 'timeout' ? 'network' : error.code;
  if (isErrorKey(text, code)) return fill(text.errors[code], values);
  return body.message ?? fill(text.errors.unknown, values);
}
