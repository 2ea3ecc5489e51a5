// Owns the service booking page (/fr/reservation-entretien, /en/service-booking; ADR 0044): a new booking from a package,
// a waiting list's offer or confirmation link, or the booking the mail's signed link names. Its loader reads the prices
// (never written in the page) and the signed link's booking from the store API.
import { useLoaderData } from 'react-router';
import type { PageLoaderArgs } from '@storefront/platform';
import { formPageData } from '../leads/pageData';
import pageStyles from '../leads/Page.module.css';
import type { BookingView, PriceTable } from '@storefront/validation/booking-wire';
import { bookingApi } from './api';
import { readAddress } from './booking';
import { BookingFlow } from './BookingFlow';
import { ManageBooking } from './ManageBooking';
import { WaitlistConfirm } from './WaitlistConfirm';
import { BOOKING_MESSAGES, fill } from './messages';
import { PhoneText } from './PhoneText';
import { refusalMessage } from './refusals';

export async function loader(args: PageLoaderArgs) {
  const base = formPageData(args);
  const url = new URL(args.request.url);
  const address = readAddress(url.searchParams);
  // The page without its link: where a visitor whose waiting-list link is over books another date.
  const path = url.pathname;
  const api = bookingApi(args.config, args.locale);
  const text = BOOKING_MESSAGES[args.locale];
  if (address.kind === 'manage') {
    let booking: BookingView | { failure: string };
    try {
      booking = await api.read(address.number, address.key);
    } catch (error) {
      booking = { failure: refusalMessage(error, text, args.locale, base.storePhone) };
    }
    return { ...base, address, booking, prices: null, path };
  }
  // The confirmation link's page reads nothing: its button's POST is what confirms.
  if (address.kind === 'waitlist') return { ...base, address, booking: null, prices: null, path };
  let prices: PriceTable | null = null;
  try {
    prices = await api.prices();
  } catch (error) {
    // Spec §8: a failure is logged and the page says to call.
    console.error('[forms] the booking prices did not load', error);
  }
  return { ...base, address, booking: null, prices, path };
}

export default function ServiceBookingPage() {
  const { locale, storePhone, address, booking, prices, path } = useLoaderData<typeof loader>();
  const text = BOOKING_MESSAGES[locale];
  return (
    <article className={pageStyles.page} data-page="serviceBooking">
      {/* The signed link's page is about that booking: its number is the page's title. */}
      <h1>
        {address.kind === 'manage'
          ? fill(text.manage.title, { number: address.number })
          : address.kind === 'waitlist'
            ? text.confirmWait.title
            : text.title}
      </h1>
      {address.kind === 'manage' && booking ? (
        <ManageBooking
          locale={locale}
          text={text}
          storePhone={storePhone}
          number={address.number}
          signature={address.key}
          initial={booking}
        />
      ) : address.kind === 'waitlist' ? (
        <WaitlistConfirm locale={locale} text={text} storePhone={storePhone} token={address.token} slot={address.slot} bookingPath={path} />
      ) : address.kind !== 'manage' && prices ? (
        <>
          <p className={pageStyles.lead}>{text.lead}</p>
          <BookingFlow locale={locale} text={text} storePhone={storePhone} prices={prices} address={address} />
        </>
      ) : (
        <p role="alert">
          <PhoneText text={fill(text.pricesUnavailable, { phone: storePhone })} />
        </p>
      )}
    </article>
  );
}
