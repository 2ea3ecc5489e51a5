// Owns what a visitor of an area the store does not serve yet sees: the areas it serves (the API's list, by the rule that
// decides it), and a request to be told by mail once it serves theirs, with the consent box whose words the API keeps.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@storefront/contracts';
import { AREA_WAITLIST_CONSENT_TEXT, fieldLabel, quoteSchema, validateWith } from '@storefront/validation';
import formStyles from '../leads/Form.module.css';
import type { ServedArea } from '@storefront/validation/booking-wire';
import { BusyLabel } from './BusyLabel';
import { fill, type BookingMessages } from './messages';
import styles from './Booking.module.css';

const emailSchema = quoteSchema.pick({ email: true });

export interface UnservedAreaProps {
  locale: Locale;
  text: BookingMessages;
  fsa: string;
  areas: ServedArea[];
  /** Sends the request; true when the API kept it (a refusal is said by the page's one alert). */
  ask: (email: string) => Promise<boolean>;
}

export function UnservedArea({ locale, text, fsa, areas, ask }: UnservedAreaProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState<string | null>(null);
  const sendingNow = useRef(false);
  const u = text.unserved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingNow.current) return;
    const checked = validateWith(emailSchema, { email }, locale);
    const found = {
      email: checked.ok ? undefined : checked.errors[0]?.message,
      consent: consent ? undefined : u.consentRequired,
    };
    setErrors(found);
    if (!checked.ok || !consent) {
      document.getElementById(`${id}-${found.email ? 'email' : 'consent'}`)?.focus();
      return;
    }
    sendingNow.current = true;
    setSending(true);
    try {
      if (await ask(checked.data.email)) setKept(checked.data.email);
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="unserved-area">
      {areas.length > 0 ? (
        <div>
          <p>{u.served}</p>
          <ul className={styles.areas}>
            {areas.map((area) => (
              <li key={area.name}>{fill(u.area, { name: area.name, fsas: area.fsas.join(', ') })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <h3 id={`${id}-title`} className={styles.chosenTitle}>
        {fill(u.askTitle, { fsa })}
      </h3>
      {kept ? (
        <p role="status" className={styles.success}>
          {fill(u.done, { email: kept, fsa })}
        </p>
      ) : (
        <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)} data-form="area-waitlist">
          <p className={formStyles.full}>{u.askText}</p>
          <div className={`${formStyles.field} ${formStyles.full}`}>
            <label htmlFor={`${id}-email`} className={formStyles.label}>
              {fieldLabel('email', locale)}
              <span className={formStyles.mark} aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              className={formStyles.input}
              aria-required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {errors.email ? (
              <p id={`${id}-email-error`} className={formStyles.error}>
                {errors.email}
              </p>
            ) : null}
          </div>
          <div className={formStyles.full}>
            <div className={formStyles.checkbox}>
              <input
                id={`${id}-consent`}
                type="checkbox"
                checked={consent}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <label htmlFor={`${id}-consent`}>{AREA_WAITLIST_CONSENT_TEXT[locale]}</label>
            </div>
            {errors.consent ? (
              <p id={`${id}-consent-error`} className={formStyles.error}>
                {errors.consent}
              </p>
            ) : null}
          </div>
          <div className={`${formStyles.full} ${formStyles.actions}`}>
            <button type="submit" className={formStyles.submit} disabled={sending} aria-busy={sending || undefined}>
              <BusyLabel busy={sending} idle={u.submit} working={u.sending} />
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
