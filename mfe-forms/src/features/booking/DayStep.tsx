// Owns a new booking's calendar step: the visit whose day is chosen (a combo's opening, then its closing), its calendar of
// the area's days and their half-days, or a full half-day's waiting list, or, without any day open, the store's phone.
import { Suspense, useId, type RefObject } from 'react';
import type { Locale } from '@storefront/contracts';
import type { Availability, BookingHalf, BookingService } from '@storefront/validation/booking-wire';
import { formatHalfDay } from './booking';
import { DayPicker, WaitlistForm } from './lazyParts';
import { fill, type BookingMessages } from './messages';
import { PhoneText } from './PhoneText';
import styles from './Booking.module.css';

export interface DayStepProps {
  locale: Locale;
  text: BookingMessages;
  storePhone: string;
  availability: Availability;
  combo: boolean;
  /** The full half-day whose waiting list is open. */
  waitFor: { service: BookingService; day: string; half: BookingHalf } | null;
  busy: boolean;
  /** The half-day whose hold is under way. */
  pending: { day: string; half: BookingHalf } | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPick: (day: string, half: BookingHalf) => void;
  onWaitlist: (day: string, half: BookingHalf) => void;
  onCloseWaitlist: () => void;
  join: (waiter: { firstname: string; email: string }) => Promise<number | null>;
}

export function DayStep({ locale, text, storePhone, availability, combo, waitFor, busy, pending, headingRef, ...on }: DayStepProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-day`}>
      <h2 id={`${id}-day`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {text.pickDay[availability.service]}
      </h2>
      {combo ? <p className={styles.hint}>{text.comboNote}</p> : null}
      <Suspense fallback={null}>
        {waitFor ? (
          <WaitlistForm
            locale={locale}
            text={text}
            when={formatHalfDay(waitFor.day, waitFor.half, locale, text.halves)}
            onCancel={on.onCloseWaitlist}
            join={on.join}
          />
        ) : availability.days.length === 0 ? (
          <p>
            <PhoneText text={fill(text.noDays, { phone: storePhone })} />
          </p>
        ) : (
          <DayPicker
            key={availability.service}
            availability={availability}
            locale={locale}
            text={text}
            busy={busy}
            pending={pending}
            onPick={on.onPick}
            onWaitlist={on.onWaitlist}
          />
        )}
      </Suspense>
    </section>
  );
}
