// Owns the page a waiting list's confirmation mail opens (?waitlist=…): the half-day asked for and one button, whose POST
// confirms the place (a mail scanner that opens the link confirms nothing), then where the entry stands, said in words.
import { useRef, useState } from 'react';
import type { Locale } from '@storefront/contracts';
import { useRuntimeConfig } from '@storefront/platform';
import { useHydrated } from '@storefront/ui';
import formStyles from '../leads/Form.module.css';
import type { BookingHalf, BookingService, WaitlistStanding } from '@storefront/validation/booking-wire';
import { bookingApi, BookingRefusal } from './api';
import { formatDay } from './booking';
import { fill, type BookingMessages } from './messages';
import { PhoneText } from './PhoneText';
import { refusalMessage } from './refusals';
import styles from './Booking.module.css';

export interface WaitlistConfirmProps {
  locale: Locale;
  text: BookingMessages;
  storePhone: string;
  token: string;
  /** The half-day the link names, to show before the click (the API's answer says the one it confirmed). */
  slot: { service: BookingService; day: string; half: BookingHalf } | null;
  /** The booking page without a link: where a visitor whose link or offer is over books another date. */
  bookingPath: string;
}

export function WaitlistConfirm({ locale, text, storePhone, token, slot, bookingPath }: WaitlistConfirmProps) {
  const config = useRuntimeConfig();
  const hydrated = useHydrated();
  const [standing, setStanding] = useState<WaitlistStanding | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Refused for good (a forged or lapsed link, a past day): no button to press again. */
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLDivElement | null>(null);
  const w = text.confirmWait;
  const what = (service: BookingService) => text.what[service].toLocaleLowerCase(locale);
  const when = (day: string, half: BookingHalf) => `${formatDay(day, locale)}, ${text.halves[half].toLocaleLowerCase(locale)}`;

  const confirm = async () => {
    if (!config) return;
    setBusy(true);
    setError(null);
    try {
      setStanding(await bookingApi(config, locale).confirmWaitlist(token));
    } catch (failure) {
      setError(refusalMessage(failure, text, locale, storePhone));
      // A network failure or a busy server may pass: the button stays for another try.
      setOver(failure instanceof BookingRefusal && failure.status >= 400 && failure.status < 500 && failure.status !== 429);
    } finally {
      setBusy(false);
      requestAnimationFrame(() => outcome.current?.focus());
    }
  };

  const said = (s: WaitlistStanding) => {
    const values = { position: s.position ?? '', what: what(s.service), when: when(s.day, s.half), phone: storePhone };
    if (s.state === 'waiting') return fill(s.already ? w.waitingAlready : w.waiting, values);
    if (s.state === 'offered') return fill(s.already ? w.offeredAlready : w.offered, values);
    return fill(s.state === 'booked' ? w.booked : w.lapsed, values);
  };

  return (
    <section className={styles.manage} data-testid="waitlist-confirm" data-hydrated={hydrated}>
      <div ref={outcome} tabIndex={-1} role="status" className={styles.alerts}>
        {standing ? (
          <p className={standing.state === 'lapsed' ? styles.error : styles.success}>
            <PhoneText text={said(standing)} />
          </p>
        ) : null}
        {error ? (
          <p className={styles.error} data-testid="booking-error">
            <PhoneText text={error} />
          </p>
        ) : null}
      </div>
      {standing || over ? null : (
        <div className={styles.panel}>
          <p>{slot ? fill(w.askedFor, { what: what(slot.service), when: when(slot.day, slot.half) }) : w.asked}</p>
          <p>{w.explain}</p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.submit} onClick={() => void confirm()} disabled={busy || !config || !hydrated}>
              {busy ? w.confirming : w.button}
            </button>
          </div>
        </div>
      )}
      {standing?.state === 'lapsed' || over ? (
        <p>
          <a href={bookingPath}>{w.book}</a>
        </p>
      ) : null}
    </section>
  );
}
