// Owns a new booking, step by step: the package (what it includes, its price), pool type and postal code; each visit's
// half-day in a calendar (a combo's opening, then its closing), each held 10 minutes with its countdown; the details, the
// postal code carried from the first step; the confirmation with its number, which prints alone. A full half-day leads to
// its waiting list, an unserved area to the areas served and a request to be told; every refusal is said in the page's
// language, one at a time, and every action that waits on the API shows it.
import { Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useRuntimeConfig } from '@storefront/platform';
import { useHydrated } from '@storefront/ui';
import { fieldLabel } from '@storefront/validation/messages';
import { isCanadianPostalCode, normalizePostalCode } from '@storefront/validation/rules';
import formStyles from '../leads/Form.module.css';
import {
  bookingApi,
  BookingRefusal,
  type Availability,
  type Booked,
  type Customer,
  type RefusalBody,
  type ServedArea,
  type VisitRequest,
} from './api';
import {
  aloneOf,
  CHOICES,
  formatDay,
  onCustomerFields,
  plan,
  POOL_TYPES,
  priceOf,
  savingOf,
  type Choice,
  type Half,
  type PackageId,
  type PageAddress,
  type PoolType,
  type PriceTable,
  type Service,
} from './booking';
import { BusyLabel } from './BusyLabel';
import { HoldTimer } from './HoldTimer';
import {
  DayPicker,
  DetailsForm,
  loadDayPicker,
  loadDetailsForm,
  loadUnservedArea,
  loadWaitlistForm,
  UnservedArea,
  WaitlistForm,
} from './lazyParts';
import { fill, type BookingMessages } from './messages';
import { PhoneText } from './PhoneText';
import { refusalMessage } from './refusals';
import styles from './Booking.module.css';

type Step = 'choose' | 'day' | 'details' | 'done';
/** What waits on the store API: the days' list, a half-day's hold, the confirmation. */
type Work = 'days' | { day: string; half: Half } | 'confirm';
/** The one problem shown at a time: the postal code's (on its field), a refusal, or the hold's end. */
type Problem = { kind: 'postalCode'; text: string } | { kind: 'refusal'; text: string } | { kind: 'expired' };
const STEPS: readonly Step[] = ['choose', 'day', 'details', 'done'];

interface HeldVisit {
  /** The visitor's own hold, or the waiting list's offer (its mail's token: the page never sees the offer's hold). */
  holdId?: string;
  offerToken?: string;
  day: string;
  half: Half;
  /** When the hold ends by the page's clock (a waiting list's offer: 24 hours, not counted down here). */
  deadline: number | null;
}

export interface BookingFlowProps {
  locale: Locale;
  text: BookingMessages;
  storePhone: string;
  prices: PriceTable;
  address: Extract<PageAddress, { kind: 'book' | 'offer' }>;
}

export function BookingFlow({ locale, text, storePhone, prices: initialPrices, address }: BookingFlowProps) {
  const config = useRuntimeConfig();
  const hydrated = useHydrated();
  const id = useId();
  const offered = address.kind === 'offer' ? address : null;
  const [prices, setPrices] = useState(initialPrices);
  const [step, setStep] = useState<Step>('choose');
  const [choice, setChoice] = useState<Choice>(offered ? offered.service : address.kind === 'book' ? (address.choice ?? 'combo') : 'combo');
  // The service page's card the visitor came from (its three packages are the same): kept with the booking, not asked.
  const pack: PackageId = address.package;
  const [poolType, setPoolType] = useState<PoolType>('aboveGround');
  const [postalCode, setPostalCode] = useState('');
  /** The postal code whose area's days were shown (and places held). */
  const [searched, setSearched] = useState('');
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [held, setHeld] = useState<Partial<Record<Service, HeldVisit>>>(
    offered ? { [offered.service]: { offerToken: offered.offerToken, day: offered.day, half: offered.half, deadline: null } } : {},
  );
  const [waitFor, setWaitFor] = useState<{ service: Service; day: string; half: Half } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [unserved, setUnserved] = useState<{ fsa: string; areas: ServedArea[] } | null>(null);
  const [refused, setRefused] = useState<RefusalBody['fields']>();
  const [work, setWork] = useState<Work | null>(null);
  /** Set at once (a state waits for the next render): a second click during the work does nothing. */
  const working = useRef(false);
  const busy = work !== null;
  const expired = problem?.kind === 'expired';
  const error = problem?.kind === 'refusal' ? problem.text : null;
  const postalError = problem?.kind === 'postalCode' ? problem.text : null;
  const [booked, setBooked] = useState<{ booking: Booked; email: string } | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const alerts = useRef<HTMLDivElement | null>(null);
  const postalField = useRef<HTMLInputElement | null>(null);
  /** "Modifier" at the details: the first step's postal code takes the focus once it is there. */
  const editPostal = useRef(false);
  // A refusal is said where the visitor looks: the alert is brought into view (a phone's form is longer than its screen).
  useEffect(() => {
    if (error || expired) alerts.current?.scrollIntoView({ block: 'nearest' });
  }, [error, expired]);

  const api = config ? bookingApi(config, locale) : null;
  const { offer, visits } = plan(choice);
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);
  const when = (day: string, half: Half) => `${formatDay(day, locale)}, ${text.halves[half].toLocaleLowerCase(locale)}`;
  const say = (failure: unknown) => setProblem({ kind: 'refusal', text: refusalMessage(failure, text, locale, storePhone) });
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

  /** The next visit without a place: its days are loaded and shown; with every visit held, the details. */
  const goOn = async (holds: Partial<Record<Service, HeldVisit>>) => {
    const next = visits.find((service) => !holds[service]);
    if (!next) {
      await loadDetailsForm();
      return setStep('details');
    }
    if (!api) return;
    // The calendar's code comes with the days (it was asked for when the postal code was typed).
    const [days] = await Promise.all([api.availability(next, postalCode), loadDayPicker()]);
    setAvailability(days);
    setStep('day');
  };

  // What the next steps show is fetched while the visitor is on this one: the details form and a full day's waiting list.
  useEffect(() => {
    if (step !== 'day') return;
    void loadDetailsForm().catch(() => undefined);
    void loadWaitlistForm().catch(() => undefined);
  }, [step]);

  // One action at a time: the old problem stays until this one succeeds (then it is cleared) or fails (then replaced).
  const run = async (what: Work, action: () => Promise<void>) => {
    if (working.current) return;
    working.current = true;
    setWork(what);
    try {
      await action();
      setProblem(null);
    } catch (failure) {
      // Fields the details form shows on themselves, with its own summary: that is the one problem said, not a second alert.
      const onFields =
        failure instanceof BookingRefusal &&
        failure.code === 'invalidBooking' &&
        step === 'details' &&
        onCustomerFields(failure.body.fields);
      if (onFields) setProblem(null);
      else say(failure);
      if (failure instanceof BookingRefusal && failure.code === 'invalidBooking') setRefused(failure.body.fields);
      if (failure instanceof BookingRefusal && failure.code === 'unservedArea') {
        // Its request's form is shown with the refusal, not 300 ms after it.
        await loadUnservedArea().catch(() => undefined);
        setUnserved({ fsa: failure.body.fsa ?? normalizePostalCode(postalCode).slice(0, 3), areas: failure.body.areas ?? [] });
      }
    } finally {
      working.current = false;
      setWork(null);
    }
  };

  const seeDays = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setUnserved(null);
    if (!isCanadianPostalCode(postalCode)) {
      setProblem({ kind: 'postalCode', text: text.errors.invalidPostalCode });
      postalField.current?.focus();
      return;
    }
    // A choice without the offered visit's service would drop it: the offer stays only with a choice that includes it. A
    // place held for another postal code is in another area: only the waiting list's offer (the visitor's own) stays then.
    const sameArea = normalizePostalCode(postalCode) === searched;
    const kept = Object.fromEntries(
      Object.entries(held).filter(([service, visit]) => visits.includes(service as Service) && (sameArea || visit.deadline === null)),
    );
    setSearched(normalizePostalCode(postalCode));
    setHeld(kept);
    void run('days', () => goOn(kept));
  };

  const pick = (day: string, half: Half) =>
    void run({ day, half }, async () => {
      if (!api || !availability) return;
      const service = availability.service;
      try {
        const hold = await api.hold({ service, postalCode, day, half });
        const holds = { ...held, [service]: { holdId: hold.holdId, day, half, deadline: Date.now() + hold.expiresIn * 1000 } };
        setHeld(holds);
        await goOn(holds);
      } catch (failure) {
        // Someone took the last place meanwhile: the days are read again, so the list says what is left.
        if (failure instanceof BookingRefusal && failure.code === 'full') setAvailability(await api.availability(service, postalCode));
        throw failure;
      }
    });

  const onExpire = useCallback(() => {
    setProblem({ kind: 'expired' });
    setHeld((holds) =>
      Object.fromEntries(Object.entries(holds).filter(([, visit]) => visit.deadline === null || visit.deadline > Date.now())),
    );
  }, []);

  const chooseAgain = () =>
    void run('days', () =>
      goOn(Object.fromEntries(Object.entries(held).filter(([, v]) => v.deadline === null || v.deadline > Date.now()))),
    );

  const confirm = (customer: Customer) =>
    void run('confirm', async () => {
      if (!api) return;
      const [first, second] = visits.map((service): VisitRequest => {
        const { holdId, offerToken } = held[service]!;
        return offerToken ? { offerToken } : { holdId: holdId! };
      });
      setRefused(undefined);
      try {
        const booking = await api.book({
          service: visits[0]!,
          offer,
          package: pack,
          poolType,
          price: priceOf(choice, prices),
          customer,
          first: first!,
          ...(second ? { second } : {}),
        });
        setBooked({ booking, email: customer.email });
        setStep('done');
      } catch (failure) {
        if (failure instanceof BookingRefusal) {
          if (failure.code === 'priceChanged') setPrices(await api.prices());
          if (failure.code === 'holdExpired' || failure.code === 'holdNotFound') {
            const lost = failure.body.service;
            setHeld((holds) => Object.fromEntries(Object.entries(holds).filter(([service]) => lost && service !== lost)));
            setStep('day');
            if (lost) setAvailability(await api.availability(lost, postalCode));
          }
          // A valid postal code of another area than the held places': said as such, the field marked.
          const otherArea =
            failure.code === 'invalidBooking' &&
            failure.body.fields?.some((field) => field.field === 'postalCode') &&
            isCanadianPostalCode(customer.postalCode);
          if (otherArea && availability) {
            setRefused(failure.body.fields);
            throw new BookingRefusal(failure.status, { ...failure.body, error: 'otherArea', fsa: availability.area.fsa });
          }
        }
        throw failure;
      }
    });

  const deadlines = visits.map((service) => held[service]?.deadline).filter((deadline): deadline is number => typeof deadline === 'number');
  const deadline = deadlines.length ? Math.min(...deadlines) : null;
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
          <p>{fill(text.offerText, { when: when(offered.day, offered.half) })}</p>
        </section>
      ) : null}

      {step !== 'choose' && step !== 'done' ? (
        <div className={styles.summary} data-testid="booking-summary">
          <p>
            <strong>{text.choices[choice]}</strong> · {text.poolTypes[poolType]} · {normalizePostalCode(postalCode)} —{' '}
            <strong>{money(priceOf(choice, prices))}</strong> <span className={styles.hint}>{text.beforeTaxes}</span>
          </p>
          {visits.map((service) =>
            held[service] ? (
              <p key={service}>{fill(text.line, { label: text.what[service], value: when(held[service].day, held[service].half) })}</p>
            ) : null,
          )}
          <button type="button" className={formStyles.secondary} onClick={() => setStep('choose')} disabled={busy}>
            {text.change}
          </button>
        </div>
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
              <button type="button" className={formStyles.submit} onClick={chooseAgain} disabled={busy}>
                {text.chooseAgain}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>

      {step === 'choose' ? (
        <form className={styles.choose} onSubmit={seeDays} noValidate data-form="booking-choice" data-hydrated={hydrated}>
          <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {text.chooseTitle}
          </h2>
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{text.package}</legend>
            {CHOICES.filter((c) => !offered || plan(c).visits.includes(offered.service)).map((c) => (
              // Named by the package and its price; described by its saving and what it includes.
              <label key={c} className={`${styles.choice} ${c === choice ? styles.chosen : ''}`}>
                <input
                  type="radio"
                  name="service"
                  value={c}
                  checked={c === choice}
                  onChange={() => setChoice(c)}
                  aria-labelledby={`${id}-name-${c} ${id}-price-${c}`}
                  aria-describedby={`${savingOf(c, prices) > 0 ? `${id}-saving-${c} ` : ''}${id}-includes-${c}`}
                />
                <span id={`${id}-name-${c}`} className={styles.choiceName}>
                  {text.choices[c]}
                </span>
                <strong id={`${id}-price-${c}`} className={styles.price}>
                  {money(priceOf(c, prices))}
                </strong>
                {savingOf(c, prices) > 0 ? (
                  <span id={`${id}-saving-${c}`} className={styles.saving}>
                    {fill(text.saving, { amount: money(savingOf(c, prices)) })}
                  </span>
                ) : null}
                <span id={`${id}-includes-${c}`} className={styles.includes}>
                  {fill(text.includes[c], { alone: money(aloneOf(c, prices)) })}
                </span>
              </label>
            ))}
            <p className={styles.hint}>{text.beforeTaxes}</p>
          </fieldset>
          <div className={styles.row}>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-pool`} className={formStyles.label}>
                {text.poolType}
              </label>
              <select
                id={`${id}-pool`}
                className={formStyles.input}
                value={poolType}
                onChange={(e) => setPoolType(e.target.value as PoolType)}
              >
                {POOL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {text.poolTypes[type]}
                  </option>
                ))}
              </select>
            </div>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-postal`} className={formStyles.label}>
                {fieldLabel('postalCode', locale)}
                <span className={formStyles.mark} aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <input
                id={`${id}-postal`}
                ref={postalField}
                className={formStyles.input}
                autoComplete="postal-code"
                aria-required
                aria-invalid={postalError ? true : undefined}
                aria-describedby={postalError ? `${id}-postal-error` : undefined}
                value={postalCode}
                onChange={(e) => {
                  setPostalCode(e.target.value);
                  setUnserved(null);
                  // The visitor is on the way to the calendar: its code comes meanwhile.
                  void loadDayPicker().catch(() => undefined);
                }}
              />
              {postalError ? (
                <p id={`${id}-postal-error`} className={formStyles.error}>
                  {postalError}
                </p>
              ) : null}
            </div>
          </div>
          {visits.length > 1 ? <p className={styles.hint}>{text.comboNote}</p> : null}
          <div className={formStyles.actions}>
            <button
              type="submit"
              className={formStyles.submit}
              disabled={busy || !config || !hydrated}
              aria-busy={work === 'days' || undefined}
            >
              <BusyLabel busy={work === 'days'} idle={text.seeDays} working={text.seeingDays} />
            </button>
          </div>
        </form>
      ) : null}

      {step === 'choose' && unserved ? (
        <Suspense fallback={null}>
          <UnservedArea
            key={unserved.fsa}
            locale={locale}
            text={text}
            fsa={unserved.fsa}
            areas={unserved.areas}
            ask={async (email) => {
              if (!api) return false;
              try {
                await api.areaWaitlist({ postalCode, email, consent: true });
                setProblem(null);
                return true;
              } catch (failure) {
                say(failure);
                return false;
              }
            }}
          />
        </Suspense>
      ) : null}

      {step === 'day' && availability ? (
        <section aria-labelledby={`${id}-day`}>
          <h2 id={`${id}-day`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {text.pickDay[availability.service]}
          </h2>
          {visits.length > 1 ? <p className={styles.hint}>{text.comboNote}</p> : null}
          <Suspense fallback={null}>
            {waitFor ? (
              <WaitlistForm
                locale={locale}
                text={text}
                when={when(waitFor.day, waitFor.half)}
                onCancel={() => setWaitFor(null)}
                join={async (waiter) => {
                  if (!api) return null;
                  try {
                    const { confirmHours } = await api.waitlist({ ...waitFor, postalCode, ...waiter });
                    setProblem(null);
                    return confirmHours;
                  } catch (failure) {
                    say(failure);
                    return null;
                  }
                }}
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
                pending={typeof work === 'object' ? work : null}
                onPick={pick}
                onWaitlist={(day, half) => {
                  setWaitFor({ service: availability.service, day, half });
                }}
              />
            )}
          </Suspense>
        </section>
      ) : null}

      {step === 'details' ? (
        <section aria-labelledby={`${id}-details`}>
          <h2 id={`${id}-details`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {text.details}
          </h2>
          {deadline !== null && !expired ? <HoldTimer deadline={deadline} text={text} onExpire={onExpire} /> : null}
          <Suspense fallback={null}>
            <DetailsForm
              locale={locale}
              text={text}
              postalCode={normalizePostalCode(postalCode)}
              submitting={work === 'confirm'}
              busy={busy || expired}
              refused={refused}
              onSubmit={confirm}
              onChangePostalCode={() => {
                editPostal.current = true;
                setStep('choose');
              }}
            />
          </Suspense>
        </section>
      ) : null}

      {step === 'done' && booked ? (
        // The confirmation is what a print of the page holds (data-print-alone: the shell's print rule hides the rest).
        <section className={styles.done} aria-labelledby={`${id}-done`} data-testid="booking-done" data-print-alone="">
          <h2 id={`${id}-done`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {text.doneTitle}
          </h2>
          <p className={styles.number}>
            {(booked.booking.second
              ? fill(text.doneNumbers, {
                  opening: booked.booking.service === 'opening' ? booked.booking.number : booked.booking.second.number,
                  closing: booked.booking.service === 'closing' ? booked.booking.number : booked.booking.second.number,
                })
              : fill(text.doneNumber, { number: booked.booking.number })
            )
              .split(/(R-\d+)/)
              .map((part, i) =>
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
            {[booked.booking, ...(booked.booking.second ? [booked.booking.second] : [])].map((visit) => (
              <li key={visit.number}>
                {fill(text.line, { label: `${text.what[visit.service]} (${visit.number})`, value: when(visit.day, visit.half) })}
              </li>
            ))}
          </ul>
          <p data-testid="booking-package">{fill(text.doneChoice, { choice: text.choices[choice], price: money(booked.booking.total) })}</p>
          <p>
            <strong>{fill(text.line, { label: text.total, value: money(booked.booking.total) })}</strong>
          </p>
          <p>{fill(text.doneMail, { email: booked.email })}</p>
          {booked.booking.second ? <p>{text.doneMailCombo}</p> : null}
          <p>
            <PhoneText text={fill(text.doneCall, { phone: storePhone })} />
          </p>
          <p className={styles.noPrint}>
            <button type="button" className={formStyles.secondary} onClick={() => window.print()}>
              {text.print}
            </button>
          </p>
        </section>
      ) : null}
    </div>
  );
}
