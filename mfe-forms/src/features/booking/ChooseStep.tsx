// Owns a new booking's first step: the package (what it includes, its price, a combo's saving), the pool type and the postal
// code, and "Voir les dates libres", whose calendar code is fetched as soon as the visitor heads there; an unserved area's
// areas and request below it.
import { Suspense, useId, type FormEvent, type RefObject } from 'react';
import type { Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { fieldLabel } from '@storefront/validation/messages';
import formStyles from '../leads/Form.module.css';
import { POOL_TYPES, type BookingService, type PoolType, type PriceTable, type ServedArea } from '@storefront/validation/booking-wire';
import { aloneOf, CHOICES, plan, priceOf, savingOf, type Choice } from './booking';
import { BusyLabel } from './BusyLabel';
import { preloadNextSteps, UnservedArea } from './lazyParts';
import { fill, type BookingMessages } from './messages';
import styles from './Booking.module.css';

export interface ChooseStepProps {
  locale: Locale;
  text: BookingMessages;
  prices: PriceTable;
  choice: Choice;
  poolType: PoolType;
  postalCode: string;
  /** The postal code was refused: its field says so. */
  postalRefused: boolean;
  /** A waiting list's offer: only the choices that include its visit. */
  offered: BookingService | null;
  unserved: { fsa: string; areas: ServedArea[] } | null;
  /** The days are on their way: the button says so. */
  searching: boolean;
  busy: boolean;
  /** The page can call the store API (hydrated, its configuration read). */
  ready: boolean;
  hydrated: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  postalRef: RefObject<HTMLInputElement | null>;
  onChoose: (choice: Choice) => void;
  onPoolType: (poolType: PoolType) => void;
  onPostalCode: (postalCode: string) => void;
  /** False when the postal code was refused (the field then takes the focus). */
  onSeeDays: () => boolean;
  onAskArea: (email: string) => Promise<boolean>;
}

export function ChooseStep({
  locale,
  text,
  prices,
  choice,
  poolType,
  postalCode,
  postalRefused,
  offered,
  unserved,
  ...props
}: ChooseStepProps) {
  const { searching, busy, ready, hydrated, headingRef, postalRef, onChoose, onPoolType, onPostalCode, onSeeDays, onAskArea } = props;
  const id = useId();
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSeeDays()) postalRef.current?.focus();
  };
  return (
    <>
      {/* The visitor at work in the form (a pointer over it, a field's focus, a postal code typed or filled in) is on the way
          to the calendar: its code comes meanwhile, so "Voir les dates libres" waits for the days alone. Not when the page is
          idle: that would add the calendar to every visit's first load (issue 48's "JS all-in"). */}
      <form
        className={styles.choose}
        onSubmit={submit}
        noValidate
        data-form="booking-choice"
        data-hydrated={hydrated}
        onPointerEnter={preloadNextSteps}
        onFocus={preloadNextSteps}
      >
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {text.chooseTitle}
        </h2>
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{text.package}</legend>
          {CHOICES.filter((c) => !offered || plan(c).visits.includes(offered)).map((c) => (
            // Named by the package and its price; described by its saving and what it includes.
            <label key={c} className={`${styles.choice} ${c === choice ? styles.chosen : ''}`}>
              <input
                type="radio"
                name="service"
                value={c}
                checked={c === choice}
                onChange={() => onChoose(c)}
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
              onChange={(e) => onPoolType(e.target.value as PoolType)}
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
              ref={postalRef}
              className={formStyles.input}
              autoComplete="postal-code"
              aria-required
              aria-invalid={postalRefused ? true : undefined}
              aria-describedby={postalRefused ? `${id}-postal-error` : undefined}
              value={postalCode}
              onChange={(e) => {
                onPostalCode(e.target.value);
                preloadNextSteps();
              }}
            />
            {postalRefused ? (
              <p id={`${id}-postal-error`} className={formStyles.error}>
                {text.errors.invalidPostalCode}
              </p>
            ) : null}
          </div>
        </div>
        {plan(choice).visits.length > 1 ? <p className={styles.hint}>{text.comboNote}</p> : null}
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.submit} disabled={busy || !ready} aria-busy={searching || undefined}>
            <BusyLabel busy={searching} idle={text.seeDays} working={text.seeingDays} />
          </button>
        </div>
      </form>

      {unserved ? (
        <Suspense fallback={null}>
          <UnservedArea key={unserved.fsa} locale={locale} text={text} fsa={unserved.fsa} areas={unserved.areas} ask={onAskArea} />
        </Suspense>
      ) : null}
    </>
  );
}
