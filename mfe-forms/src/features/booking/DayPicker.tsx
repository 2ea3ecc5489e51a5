// Owns the calendar of a season's days in the visitor's area (react-day-picker: a month grid with the keyboard's arrows,
// Page Up/Down and Home/End): the days with room to choose, the full ones leading to their waiting list, the others
// disabled; then the chosen day's morning and afternoon with the places left.
import { useId, useState } from 'react';
import { DayPicker as Calendar } from 'react-day-picker';
import { enCA, frCA } from 'react-day-picker/locale';
import type { Locale } from '@storefront/contracts';
import { BOOKING_HALVES, type Availability, type BookingHalf } from '@storefront/validation/booking-wire';
import { dateOfDay, dayOfDate, dayStates, firstOpenDay, formatDay, placesOf } from './booking';
import { BusyLabel } from './BusyLabel';
import { fill, type BookingMessages } from './messages';
import styles from './Booking.module.css';

export interface DayPickerProps {
  availability: Availability;
  locale: Locale;
  text: BookingMessages;
  busy: boolean;
  /** The half-day whose hold is under way: its button says so. */
  pending?: { day: string; half: BookingHalf } | null;
  /** What that button says meanwhile (a new booking's hold by default). */
  pendingText?: string;
  onPick: (day: string, half: BookingHalf) => void;
  /** A full half-day's waiting list; without it (moving a booking) a full day cannot be chosen. */
  onWaitlist?: (day: string, half: BookingHalf) => void;
}

export function DayPicker({ availability, locale, text, busy, pending, pendingText, onPick, onWaitlist }: DayPickerProps) {
  const id = useId();
  const stateOf = dayStates(availability.days);
  const [selected, setSelected] = useState(() => firstOpenDay(availability.days));
  const [month, setMonth] = useState(() => dateOfDay(selected ?? availability.window.from));
  const chosen = availability.days.find((d) => d.day === selected);
  const places = (count: number) => fill(count === 1 ? text.places_one : text.places_other, { count });
  const choosable = (date: Date) => {
    const state = stateOf(dayOfDate(date));
    return state === 'open' || (state === 'full' && Boolean(onWaitlist));
  };
  // Each day button says its date and its room, so a screen reader hears what a sighted visitor sees in its colour.
  const label = (date: Date) => {
    const day = dayOfDate(date);
    const found = availability.days.find((d) => d.day === day);
    const state = stateOf(day);
    const words = formatDay(day, locale);
    return state === 'open' && found
      ? fill(text.dayOpen, { day: words, places: places(placesOf(found)) })
      : fill(state === 'full' ? text.dayFull : text.dayClosed, { day: words });
  };
  return (
    <div className={styles.dayPicker} data-testid="day-picker" data-service={availability.service}>
      <p className={styles.hint}>
        {fill(text.area, availability.area)} ·{' '}
        {fill(text.season, { from: formatDay(availability.window.from, locale), to: formatDay(availability.window.to, locale) })}
      </p>
      <p className={styles.hint} id={`${id}-hint`}>
        {text.calendarHint}
      </p>
      <div className={styles.calendarLayout}>
        <Calendar
          mode="single"
          required
          selected={selected ? dateOfDay(selected) : undefined}
          onSelect={(date) => setSelected(dayOfDate(date))}
          month={month}
          onMonthChange={setMonth}
          startMonth={dateOfDay(availability.window.from)}
          endMonth={dateOfDay(availability.window.to)}
          disabled={(date) => !choosable(date)}
          modifiers={{
            open: (date) => stateOf(dayOfDate(date)) === 'open',
            full: (date) => stateOf(dayOfDate(date)) === 'full',
          }}
          modifiersClassNames={{ open: styles.open!, full: styles.full! }}
          locale={locale === 'fr' ? frCA : enCA}
          labels={{ labelDayButton: label }}
          // Six weeks in every month: the page keeps its height from one month to the next.
          fixedWeeks
          aria-describedby={`${id}-hint`}
          classNames={{
            root: styles.calendar!,
            month: styles.month!,
            month_caption: styles.caption!,
            caption_label: styles.captionLabel!,
            nav: styles.nav!,
            button_previous: styles.navButton!,
            button_next: styles.navButton!,
            chevron: styles.chevron!,
            month_grid: styles.grid!,
            weekday: styles.weekday!,
            day: styles.dayCell!,
            day_button: styles.dayButton!,
            selected: styles.selected!,
            disabled: styles.disabled!,
            outside: styles.outside!,
            today: styles.today!,
            hidden: styles.hiddenDay!,
          }}
        />
        {chosen ? (
          <section className={styles.halvesPanel} aria-labelledby={`${id}-chosen`} data-testid="day-halves" data-day={chosen.day}>
            <h3 id={`${id}-chosen`} className={styles.chosenTitle}>
              {fill(text.dayChosen, { day: formatDay(chosen.day, locale) })}
            </h3>
            <div className={styles.halves}>
              {BOOKING_HALVES.map((half) => {
                const left = chosen[half];
                const working = pending?.day === chosen.day && pending.half === half;
                return left > 0 ? (
                  <button
                    key={half}
                    type="button"
                    className={styles.half}
                    disabled={busy}
                    aria-busy={working || undefined}
                    data-half={half}
                    onClick={() => onPick(chosen.day, half)}
                  >
                    <span>
                      <BusyLabel busy={working} idle={text.halvesShort[half]} working={pendingText ?? text.holding} />
                    </span>
                    <small>{places(left)}</small>
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
                    onClick={() => onWaitlist(chosen.day, half)}
                    data-full="true"
                  >
                    <span>{text.halvesShort[half]}</span>
                    <small>
                      {text.full} · {text.joinWaitlist}
                    </small>
                  </button>
                );
              })}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
