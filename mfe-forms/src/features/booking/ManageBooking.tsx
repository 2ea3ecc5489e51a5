// Owns the page the booking mail's signed link opens (?reservation=…&key=…): the booking as it stands, a combo's other visit,
// and, until 48 hours before the visit, another half-day of its season or its cancellation.
import { Suspense, useId, useRef, useState } from 'react';
import type { Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useRuntimeConfig } from '@storefront/platform';
import formStyles from '../leads/Form.module.css';
import type { Availability, BookingHalf, BookingView } from '@storefront/validation/booking-wire';
import { bookingApi } from './api';
import { formatHalfDay, formatInstant } from './booking';
import { BusyLabel } from './BusyLabel';
import { DayPicker, loadDayPicker, preloadDayPicker } from './lazyParts';
import { fill, type BookingMessages } from './messages';
import { PhoneText } from './PhoneText';
import { refusalMessage } from './refusals';
import styles from './Booking.module.css';

export interface ManageBookingProps {
  locale: Locale;
  text: BookingMessages;
  storePhone: string;
  number: string;
  signature: string;
  /** The booking as the loader read it, or the refusal's message (a forged or old link). */
  initial: BookingView | { failure: string };
}

export function ManageBooking({ locale, text, storePhone, number, signature, initial }: ManageBookingProps) {
  const config = useRuntimeConfig();
  const id = useId();
  const [booking, setBooking] = useState<BookingView | null>('failure' in initial ? null : initial);
  const [error, setError] = useState<string | null>('failure' in initial ? initial.failure : null);
  const [done, setDone] = useState<string | null>(null);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [asking, setAsking] = useState(false);
  /** What waits on the store API: the days' list, the move to a half-day, the cancellation; each button says its own. */
  const [work, setWork] = useState<'days' | 'cancel' | { day: string; half: BookingHalf } | null>(null);
  const busy = work !== null;
  const outcome = useRef<HTMLDivElement | null>(null);
  const api = config ? bookingApi(config, locale) : null;
  const when = (day: string, half: BookingHalf) => formatHalfDay(day, half, locale, text.halves);

  const run = async (what: NonNullable<typeof work>, action: () => Promise<void>) => {
    setWork(what);
    setError(null);
    setDone(null);
    try {
      await action();
    } catch (failure) {
      setError(refusalMessage(failure, text, locale, storePhone));
    } finally {
      setWork(null);
      requestAnimationFrame(() => outcome.current?.focus());
    }
  };

  const changeDay = () =>
    void run('days', async () => {
      if (!api || !booking) return;
      // The calendar's code comes with the days.
      const [days] = await Promise.all([api.availability(booking.service, booking.postalCode), loadDayPicker()]);
      setAvailability(days);
    });
  const move = (day: string, half: BookingHalf) =>
    void run({ day, half }, async () => {
      if (!api) return;
      const moved = await api.change(number, signature, { day, half });
      setBooking(moved);
      setAvailability(null);
      setDone(fill(text.manage.changed, { when: when(moved.day, moved.half) }));
    });
  const cancel = () =>
    void run('cancel', async () => {
      if (!api) return;
      const cancelled = await api.cancel(number, signature);
      setBooking(cancelled);
      setAsking(false);
      setDone(
        [
          text.manage.cancelled,
          cancelled.partner?.status === 'confirmed' ? fill(text.manage.keepPartner, { number: cancelled.partner.number }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    });

  return (
    <section className={styles.manage} data-testid="manage-booking">
      <div ref={outcome} tabIndex={-1} role="status" className={styles.alerts}>
        {done ? <p className={styles.success}>{done}</p> : null}
        {error ? (
          <p className={styles.error} data-testid="booking-error">
            <PhoneText text={error} />
          </p>
        ) : null}
      </div>
      {booking ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{text.service}</dt>
              <dd>
                {text.what[booking.service]}
                {booking.offer === 'single' ? null : ` — ${text.choices[booking.offer]}`}
              </dd>
            </div>
            <div>
              <dt>{text.steps.day}</dt>
              <dd data-testid="booking-when">{when(booking.day, booking.half)}</dd>
            </div>
            <div>
              <dt>{text.visitPrice}</dt>
              <dd>{formatMoney(booking.price, 'CAD', locale)}</dd>
            </div>
          </dl>
          {booking.partner ? (
            <p>
              {booking.partner.status === 'cancelled'
                ? fill(text.manage.partnerCancelled, { service: text.what[booking.partner.service], number: booking.partner.number })
                : fill(text.manage.partner, {
                    service: text.what[booking.partner.service].toLocaleLowerCase(locale),
                    number: booking.partner.number,
                    when: when(booking.partner.day, booking.partner.half),
                  })}
            </p>
          ) : null}
          {booking.status === 'cancelled' ? (
            <p className={styles.error}>{text.manage.cancelledNote}</p>
          ) : booking.changeable ? (
            <>
              <p>{fill(text.manage.until, { when: formatInstant(booking.changeableUntil, locale) })}</p>
              {asking ? (
                <div className={styles.panel}>
                  <p>{fill(text.manage.cancelAsk, { when: when(booking.day, booking.half) })}</p>
                  <div className={formStyles.actions}>
                    <button
                      type="button"
                      className={formStyles.submit}
                      onClick={cancel}
                      disabled={busy}
                      aria-busy={work === 'cancel' || undefined}
                    >
                      <BusyLabel busy={work === 'cancel'} idle={text.manage.cancelYes} working={text.manage.cancelling} />
                    </button>
                    <button type="button" className={formStyles.secondary} onClick={() => setAsking(false)} disabled={busy}>
                      {text.manage.cancelNo}
                    </button>
                  </div>
                </div>
              ) : (
                <div className={formStyles.actions}>
                  <button
                    type="button"
                    className={formStyles.submit}
                    onClick={changeDay}
                    disabled={busy || !api}
                    aria-busy={work === 'days' || undefined}
                    // The calendar's code starts on the way to the button, not with the click.
                    onPointerEnter={preloadDayPicker}
                    onPointerDown={preloadDayPicker}
                    onFocus={preloadDayPicker}
                  >
                    <BusyLabel busy={work === 'days'} idle={text.manage.changeDay} working={text.seeingDays} />
                  </button>
                  <button type="button" className={formStyles.secondary} onClick={() => setAsking(true)} disabled={busy || !api}>
                    {text.manage.cancel}
                  </button>
                </div>
              )}
              {availability ? (
                <section aria-labelledby={`${id}-days`}>
                  <h3 id={`${id}-days`}>{text.pickDay[booking.service]}</h3>
                  <Suspense fallback={null}>
                    <DayPicker
                      availability={availability}
                      locale={locale}
                      text={text}
                      busy={busy}
                      pending={typeof work === 'object' ? work : null}
                      pendingText={text.manage.moving}
                      onPick={move}
                    />
                  </Suspense>
                </section>
              ) : null}
            </>
          ) : (
            <p className={styles.error}>
              <PhoneText text={fill(text.manage.tooLate, { phone: storePhone })} />
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
