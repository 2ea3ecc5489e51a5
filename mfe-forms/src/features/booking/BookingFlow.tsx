// Owns a new booking's page, step by step: the steps' list, a waiting list's offer, what is held so far, the one alert, and the
// step shown (the service and area, each visit's half-day, the details, the confirmation), each its own component over the
// booking's state (bookingReducer.ts) and its calls to the store API (useBooking.ts). Each new screen's heading takes the
// focus; every refusal is said in the page's language, one at a time.
import { Suspense, useEffect, useRef } from 'react';
import type { Locale } from '@storefront/contracts';
import { useHydrated } from '@storefront/ui';
import { normalizePostalCode } from '@storefront/validation/rules';
import formStyles from '../leads/Form.module.css';
import type { PriceTable } from '@storefront/validation/booking-wire';
import { formatHalfDay, plan, type PageAddress } from './booking';
import { holdDeadline, STEPS } from './bookingReducer';
import { ChooseStep } from './ChooseStep';
import { BookingSummary, DayStep, DetailsStep, DoneStep, loadDetailsForm, loadDoneStep, loadWaitlistForm } from './lazyParts';
import { fill, type BookingMessages } from './messages';
import { PhoneText } from './PhoneText';
import { useBooking } from './useBooking';
import styles from './Booking.module.css';

export interface BookingFlowProps {
  locale: Locale;
  text: BookingMessages;
  storePhone: string;
  prices: PriceTable;
  address: Extract<PageAddress, { kind: 'book' | 'offer' }>;
}

export function BookingFlow({ locale, text, storePhone, prices, address }: BookingFlowProps) {
  const hydrated = useHydrated();
  const booking = useBooking({ locale, text, storePhone, prices, address });
  const { state, dispatch } = booking;
  const { step, choice, availability, problem, work } = state;
  const offered = address.kind === 'offer' ? address : null;
  const busy = work !== null;
  const expired = problem?.kind === 'expired';
  const error = problem?.kind === 'refusal' ? problem.text : null;
  const heading = useRef<HTMLHeadingElement | null>(null);
  const alerts = useRef<HTMLDivElement | null>(null);
  const postalField = useRef<HTMLInputElement | null>(null);
  /** "Modifier" at the details: the first step's postal code takes the focus once it is there. */
  const editPostal = useRef(false);

  // A refusal is said where the visitor looks: the alert is brought into view (a phone's form is longer than its screen).
  useEffect(() => {
    if (error || expired) alerts.current?.scrollIntoView({ block: 'nearest' });
  }, [error, expired]);

  // Each new screen's heading takes the focus (a combo's second day list too), so a screen reader starts there; not on the
  // first render, where the page's own h1 leads.
  const screen = `${step}/${step === 'day' ? availability?.service : ''}`;
  const shown = useRef(screen);
  useEffect(() => {
    if (editPostal.current && step === 'choose') {
      editPostal.current = false;
      postalField.current?.focus();
    } else if (shown.current !== screen) heading.current?.focus();
    shown.current = screen;
  }, [screen, step]);

  // What the next steps show is fetched while the visitor is on this one: the details form and a full day's waiting list,
  // then the confirmation.
  useEffect(() => {
    if (step === 'details') void loadDoneStep().catch(() => undefined);
    if (step !== 'day') return;
    void loadDetailsForm().catch(() => undefined);
    void loadWaitlistForm().catch(() => undefined);
  }, [step]);

  const back = () => dispatch({ type: 'back' });
  const index = STEPS.indexOf(step);

  return (
    <div className={styles.flow} data-step={step}>
      <ol className={styles.steps} aria-label={fill(text.stepOf, { n: index + 1 })}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={i <= index ? styles.stepDone : undefined}>
            <span aria-hidden="true">{i + 1}</span> {text.steps[s]}
          </li>
        ))}
      </ol>

      {offered && step !== 'done' ? (
        <section className={styles.panel} data-testid="offer">
          <h2>{text.offerTitle}</h2>
          <p>{fill(text.offerText, { when: formatHalfDay(offered.day, offered.half, locale, text.halves) })}</p>
        </section>
      ) : null}

      {step === 'day' || step === 'details' ? (
        <Suspense fallback={null}>
          <BookingSummary
            locale={locale}
            text={text}
            choice={choice}
            poolType={state.poolType}
            postalCode={state.postalCode}
            prices={state.prices}
            held={state.held}
            busy={busy}
            onChange={back}
          />
        </Suspense>
      ) : null}

      <div role="alert" ref={alerts} className={styles.alerts}>
        {error ? (
          <p className={styles.error} data-testid="booking-error">
            <PhoneText text={error} />
          </p>
        ) : null}
        {expired ? (
          <div className={styles.error} data-testid="hold-expired">
            <p>{text.holdGone}</p>
            {step === 'details' ? (
              <button type="button" className={formStyles.submit} onClick={booking.chooseAgain} disabled={busy}>
                {text.chooseAgain}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>

      {step === 'choose' ? (
        <ChooseStep
          locale={locale}
          text={text}
          prices={state.prices}
          choice={choice}
          poolType={state.poolType}
          postalCode={state.postalCode}
          postalRefused={problem?.kind === 'postalCode'}
          offered={offered?.service ?? null}
          unserved={state.unserved}
          searching={work === 'days'}
          busy={busy}
          ready={booking.ready && hydrated}
          hydrated={hydrated}
          headingRef={heading}
          postalRef={postalField}
          onChoose={(c) => dispatch({ type: 'chosen', choice: c })}
          onPoolType={(poolType) => dispatch({ type: 'poolTypeChosen', poolType })}
          onPostalCode={(postalCode) => dispatch({ type: 'postalCodeTyped', postalCode })}
          onSeeDays={booking.seeDays}
          onAskArea={booking.askArea}
        />
      ) : null}

      {step === 'day' && availability ? (
        <Suspense fallback={null}>
          <DayStep
            locale={locale}
            text={text}
            storePhone={storePhone}
            availability={availability}
            combo={plan(choice).visits.length > 1}
            waitFor={state.waitFor}
            busy={busy}
            pending={typeof work === 'object' ? work : null}
            headingRef={heading}
            onPick={booking.pick}
            onWaitlist={(day, half) => dispatch({ type: 'waitlistOpened', day, half })}
            onCloseWaitlist={() => dispatch({ type: 'waitlistClosed' })}
            join={booking.joinWaitlist}
          />
        </Suspense>
      ) : null}

      {step === 'details' ? (
        <Suspense fallback={null}>
          <DetailsStep
            locale={locale}
            text={text}
            postalCode={normalizePostalCode(state.postalCode)}
            deadline={holdDeadline(state)}
            expired={expired}
            submitting={work === 'confirm'}
            busy={busy}
            refused={state.refused}
            headingRef={heading}
            onExpire={booking.expire}
            onConfirm={booking.confirm}
            onChangePostalCode={() => {
              if (busy) return;
              editPostal.current = true;
              back();
            }}
          />
        </Suspense>
      ) : null}

      {step === 'done' && state.booked ? (
        <Suspense fallback={null}>
          <DoneStep
            locale={locale}
            text={text}
            storePhone={storePhone}
            choice={choice}
            booking={state.booked.booking}
            email={state.booked.email}
            headingRef={heading}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
