// Owns the delivery method step: the cart's lines grouped by fulfilment class, each group a fieldset of the methods the store
// offers it (Canada Post, pickup at the store, our truck, freight), with their fee and dates, why a line cannot go by post,
// the day and time of a pickup or the day of a truck delivery; each choice prices the order again.
import type { FormEvent } from 'react';
import {
  firstChoice,
  refusalReason,
  type Checkout,
  type FulfilmentClass,
  type FulfilmentGroup,
  type FulfilmentSelection,
  type MethodChoice,
  type MethodOffer,
  type OfferDay,
  type QuoteAnswer,
} from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import { LineTitle } from '../cart/LineTitle';
import { storeAddress } from './MerchantCard';
import { feeText, windowText } from './ShipmentList';
import { formatStoreDay, formatStoreTime } from '@storefront/i18n';
import styles from './Checkout.module.css';

const offerId = (kind: FulfilmentClass, method: string) => `offer-${kind}-${method}`;

function OfferDetail({ offer, quote, id }: { offer: MethodOffer; quote: QuoteAnswer; id: string }) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const lines: string[] = [];
  if (offer.unavailable) lines.push(offer.unavailable);
  else {
    const first = offer.days?.[0];
    if (offer.window) lines.push(windowText(offer.window, locale, t));
    if (offer.method === 'freight') lines.push(t('checkout.freightCall'));
    if (offer.method === 'pickup') {
      if (first?.times?.[0])
        lines.push(t('checkout.pickupReady', { day: formatStoreDay(first.date, locale), time: formatStoreTime(first.times[0], locale) }));
      lines.push(t('checkout.atStore', { address: storeAddress(quote.merchant) }));
    }
    if (offer.method === 'truck') {
      if (first) lines.push(t('checkout.truckFirst', { day: formatStoreDay(first.date, locale) }));
      if (offer.area) lines.push(t('checkout.truckArea', { area: offer.area }));
    }
  }
  return (
    <p id={id} className={offer.unavailable ? `${styles.offerDetail} ${styles.unavailable}` : styles.offerDetail}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </p>
  );
}

/** The day (and, for a pickup, the time) of the chosen method. */
function DayFields({
  kind,
  offer,
  choice,
  onChoose,
}: {
  kind: FulfilmentClass;
  offer: MethodOffer;
  choice: MethodChoice;
  onChoose: (choice: MethodChoice) => void;
}) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const days: OfferDay[] = offer.days ?? [];
  if (choice.method !== 'pickup' && choice.method !== 'truck') return null;
  const dayId = `${offerId(kind, offer.method)}-day`;
  const timeId = `${offerId(kind, offer.method)}-time`;
  const day = days.find((d) => d.date === choice.date);
  const pickDay = (date: string) => {
    if (choice.method === 'truck') return onChoose({ method: 'truck', date });
    const times = days.find((d) => d.date === date)?.times ?? [];
    onChoose({ method: 'pickup', date, time: times.includes(choice.time) ? choice.time : (times[0] ?? choice.time) });
  };
  return (
    <div className={styles.dayFields}>
      <div className={styles.field}>
        <label htmlFor={dayId}>{t(choice.method === 'pickup' ? 'checkout.pickupDay' : 'checkout.truckDay')}</label>
        <select id={dayId} value={choice.date} onChange={(event) => pickDay(event.target.value)}>
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {formatStoreDay(d.date, locale)}
            </option>
          ))}
        </select>
      </div>
      {choice.method === 'pickup' && (
        <div className={styles.field}>
          <label htmlFor={timeId}>{t('checkout.pickupTime')}</label>
          <select
            id={timeId}
            value={choice.time}
            onChange={(event) => onChoose({ method: 'pickup', date: choice.date, time: event.target.value })}
          >
            {(day?.times ?? []).map((time) => (
              <option key={time} value={time}>
                {t('checkout.fromTime', { time: formatStoreTime(time, locale) })}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

function GroupFieldset({
  group,
  checkout,
  quote,
  choice,
  onChoose,
}: {
  group: FulfilmentGroup;
  checkout: Checkout;
  quote: QuoteAnswer;
  choice: MethodChoice | undefined;
  onChoose: (choice: MethodChoice) => void;
}) {
  const locale: Locale = useLocale();
  const { t } = useCheckoutTranslation();
  // The line's class is its group's; the reason is the class's (the UN number is not in the price).
  const byPost = refusalReason({ class: group.class }, 'post', locale);
  const lines = group.lineIds.flatMap((id) => checkout.lineItems.filter((line) => line.id === id));
  return (
    <fieldset className={styles.methodGroup} data-testid="method-group" data-class={group.class}>
      <legend>{t(`checkout.classes.${group.class}`)}</legend>
      <ul className={styles.groupLines} aria-label={t('checkout.linesOf')}>
        {lines.map((line) => (
          <li key={line.id} data-testid="method-line">
            <LineTitle title={line.title} variantTitle={line.variantTitle} quantity={line.quantity} />
            {byPost && (
              <span className={styles.refusal} data-testid="post-refusal">
                {byPost}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.offers}>
        {group.offers.map((offer) => {
          const id = offerId(group.class, offer.method);
          const picked = firstChoice(offer);
          const checked = choice?.method === offer.method;
          return (
            <div key={offer.method} className={checked ? `${styles.offer} ${styles.offerChecked}` : styles.offer} data-testid="offer">
              <input
                id={id}
                type="radio"
                name={`method-${group.class}`}
                value={offer.method}
                checked={checked}
                disabled={!picked && !checked}
                aria-describedby={`${id}-detail`}
                onChange={() => picked && onChoose(picked)}
              />
              <label htmlFor={id} className={styles.offerLabel}>
                <span>{t(`checkout.methods.${offer.method}`)}</span>
                <span className={styles.fee} data-testid="offer-fee">
                  {offer.unavailable ? '' : feeText(offer.fee, quote.currencyCode, locale, t)}
                </span>
              </label>
              <OfferDetail offer={offer} quote={quote} id={`${id}-detail`} />
              {checked && choice && <DayFields kind={group.class} offer={offer} choice={choice} onChoose={onChoose} />}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function MethodStep({
  checkout,
  quote,
  current,
  selection,
  refusal,
  notice,
  onChoose,
  onDone,
}: {
  checkout: Checkout;
  /** The price of these choices, or the last one while a new choice is priced. */
  quote: QuoteAnswer | null;
  /** Whether `quote` is the price of the choices shown (not one being replaced). */
  current: boolean;
  /** The buyer's choices, before the store's answer applies them. */
  selection: FulfilmentSelection;
  /** The store's refusal of these choices, in words. */
  refusal: string | null;
  /** A message brought back from a later step (a payment refused because a method no longer applies). */
  notice: string | null;
  onChoose: (kind: FulfilmentClass, choice: MethodChoice) => void;
  onDone: () => void;
}) {
  const { t } = useCheckoutTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quote && current) onDone();
  };
  return (
    <form onSubmit={submit} noValidate className={styles.methodForm} aria-labelledby="checkout-step-title" data-testid="methods">
      <p className={styles.small}>{t('checkout.methodsIntro')}</p>
      {notice && (
        <p role="alert" className={styles.failure} data-testid="method-notice">
          {notice}
        </p>
      )}
      {refusal && (
        <p role="alert" className={styles.failure} data-testid="method-error">
          {refusal}
        </p>
      )}
      {quote ? (
        quote.fulfilment.groups.map((group) => (
          <GroupFieldset
            key={group.class}
            group={group}
            checkout={checkout}
            quote={quote}
            choice={selection[group.class] ?? quote.fulfilment.selection[group.class]}
            onChoose={(choice) => onChoose(group.class, choice)}
          />
        ))
      ) : !refusal ? (
        <p role="status">{t('checkout.loadingMethods')}</p>
      ) : null}
      <p className={styles.changeWindow} data-testid="change-window">
        {t('checkout.changeWindow')}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!quote || !current} aria-disabled={!quote || !current}>
          {t('checkout.continueToReview')}
        </button>
      </div>
    </form>
  );
}
