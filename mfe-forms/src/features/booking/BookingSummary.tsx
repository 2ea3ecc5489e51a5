// Owns what a new booking holds so far, shown above its calendar and its details: the package, pool type and postal code with
// the price, each visit's held half-day, and "Modifier" back to the first step.
import type { Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { normalizePostalCode } from '@storefront/validation/rules';
import formStyles from '../leads/Form.module.css';
import type { PoolType, PriceTable } from '@storefront/validation/booking-wire';
import { formatHalfDay, plan, priceOf, type Choice } from './booking';
import type { Holds } from './bookingReducer';
import { fill, type BookingMessages } from './messages';
import styles from './Booking.module.css';

export interface BookingSummaryProps {
  locale: Locale;
  text: BookingMessages;
  choice: Choice;
  poolType: PoolType;
  postalCode: string;
  prices: PriceTable;
  held: Holds;
  busy: boolean;
  onChange: () => void;
}

export function BookingSummary({ locale, text, choice, poolType, postalCode, prices, held, busy, onChange }: BookingSummaryProps) {
  return (
    <div className={styles.summary} data-testid="booking-summary">
      <p>
        <strong>{text.choices[choice]}</strong> · {text.poolTypes[poolType]} · {normalizePostalCode(postalCode)} —{' '}
        <strong>{formatMoney(priceOf(choice, prices), 'CAD', locale)}</strong> <span className={styles.hint}>{text.beforeTaxes}</span>
      </p>
      {plan(choice).visits.map((service) => {
        const visit = held[service];
        return visit ? (
          <p key={service}>
            {fill(text.line, { label: text.what[service], value: formatHalfDay(visit.day, visit.half, locale, text.halves) })}
          </p>
        ) : null;
      })}
      <button type="button" className={formStyles.secondary} onClick={onChange} disabled={busy}>
        {text.change}
      </button>
    </div>
  );
}
