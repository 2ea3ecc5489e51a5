// Owns a new booking's confirmation: its number (a combo's two), each visit's half-day, the package and its total, the mails
// on their way and the store's phone; it is what a print of the page holds.
import { useId, type RefObject } from 'react';
import type { Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import formStyles from '../leads/Form.module.css';
import type { BookingAnswer } from '@storefront/validation/booking-wire';
import { formatHalfDay, type Choice } from './booking';
import { fill, type BookingMessages } from './messages';
import { PhoneText } from './PhoneText';
import styles from './Booking.module.css';

export interface DoneStepProps {
  locale: Locale;
  text: BookingMessages;
  storePhone: string;
  choice: Choice;
  booking: BookingAnswer;
  email: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function DoneStep({ locale, text, storePhone, choice, booking, email, headingRef }: DoneStepProps) {
  const id = useId();
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);
  const numbers = booking.second
    ? fill(text.doneNumbers, {
        opening: booking.service === 'opening' ? booking.number : booking.second.number,
        closing: booking.service === 'closing' ? booking.number : booking.second.number,
      })
    : fill(text.doneNumber, { number: booking.number });
  return (
    // The confirmation is what a print of the page holds (data-print-alone: the shell's print rule hides the rest).
    <section className={styles.done} aria-labelledby={`${id}-done`} data-testid="booking-done" data-print-alone="">
      <h2 id={`${id}-done`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {text.doneTitle}
      </h2>
      <p className={styles.number}>
        {/* A booking number never breaks across lines. */}
        {numbers.split(/(R-\d+)/).map((part, i) =>
          i % 2 ? (
            <span key={part} className={styles.nowrap}>
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </p>
      <ul>
        {[booking, ...(booking.second ? [booking.second] : [])].map((visit) => (
          <li key={visit.number}>
            {fill(text.line, {
              label: `${text.what[visit.service]} (${visit.number})`,
              value: formatHalfDay(visit.day, visit.half, locale, text.halves),
            })}
          </li>
        ))}
      </ul>
      <p data-testid="booking-package">{fill(text.doneChoice, { choice: text.choices[choice], price: money(booking.total) })}</p>
      <p>
        <strong>{fill(text.line, { label: text.total, value: money(booking.total) })}</strong>
      </p>
      <p>{fill(text.doneMail, { email })}</p>
      {booking.second ? <p>{text.doneMailCombo}</p> : null}
      <p>
        <PhoneText text={fill(text.doneCall, { phone: storePhone })} />
      </p>
      <p className={styles.noPrint}>
        <button type="button" className={formStyles.secondary} onClick={() => window.print()}>
          {text.print}
        </button>
      </p>
    </section>
  );
}
