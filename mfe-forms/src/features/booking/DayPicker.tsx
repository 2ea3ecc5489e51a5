// Owns the list of a season's days in the visitor's area: a month at a time, each day's morning and afternoon with the
// places left, a full half-day leading to its waiting list.
import { useId, useState } from 'react';
import type { Locale } from '@storefront/contracts';
import type { Availability } from './api';
import { firstOpenMonth, formatDay, formatMonth, HALVES, monthsOf, type Half } from './booking';
import { fill, type BookingMessages } from './messages';
import styles from './Booking.module.css';

export interface DayPickerProps {
  availability: Availability;
  locale: Locale;
  text: BookingMessages;
  busy: boolean;
  onPick: (day: string, half: Half) => void;
  /** A full half-day's waiting list; without it (moving a booking) a full half-day is only said to be full. */
  onWaitlist?: (day: string, half: Half) => void;
}

export function DayPicker({ availability, locale, text, busy, onPick, onWaitlist }: DayPickerProps) {
  const id = useId();
  const months = monthsOf(availability.days);
  const [month, setMonth] = useState(firstOpenMonth(availability.days) ?? '');
  const days = availability.days.filter((d) => d.day.startsWith(month));
  return (
    <div className={styles.dayPicker} data-testid="day-picker" data-service={availability.service}>
      <p className={styles.hint}>
        {fill(text.area, availability.area)} ·{' '}
        {fill(text.season, { from: formatDay(availability.window.from, locale), to: formatDay(availability.window.to, locale) })}
      </p>
      {months.length > 1 ? (
        <div className={styles.months}>
          <label htmlFor={`${id}-month`} className={styles.label}>
            {text.month}
          </label>
          <select id={`${id}-month`} className={styles.select} value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonth(m, locale)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ul className={styles.days}>
        {days.map((d) => (
          <li key={d.day} className={styles.day} data-day={d.day}>
            <span className={styles.date}>{formatDay(d.day, locale)}</span>
            <span className={styles.halves}>
              {HALVES.map((half) => {
                const places = d[half];
                return places > 0 ? (
                  <button key={half} type="button" className={styles.half} disabled={busy} onClick={() => onPick(d.day, half)}>
                    <span>{text.halvesShort[half]}</span>
                    <small>{fill(places === 1 ? text.places_one : text.places_other, { count: places })}</small>
                  </button>
                ) : !onWaitlist ? (
                  <span key={half} className={`${styles.half} ${styles.fullHalf}`} data-full="true">
                    <span>{text.halvesShort[half]}</span>
                    <small>{text.full}</small>
                  </span>
                ) : (
                  <button
                    key={half}
                    type="button"
                    className={`${styles.half} ${styles.fullHalf}`}
                    disabled={busy}
                    onClick={() => onWaitlist(d.day, half)}
                    data-full="true"
                  >
                    <span>{text.halvesShort[half]}</span>
                    <small>
                      {text.full} · {text.joinWaitlist}
                    </small>
                  </button>
                );
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
