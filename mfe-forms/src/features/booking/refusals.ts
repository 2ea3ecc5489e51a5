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
  if (isErrorKey(text, error.code)) return fill(text.errors[error.code], values);
  return body.message ?? fill(text.errors.unknown, values);
}
