// Owns the request for the waiting list of a full half-day: the visitor's first name and email, then what comes next (the
// mail whose link confirms the place: it counts in line only then).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { Locale } from '@storefront/contracts';
import { fieldLabel, isRuleName, quoteSchema, ruleMessage } from '@storefront/validation';
import { personFields } from '../leads/fieldSets';
import { FormField } from '../leads/FormField';
import formStyles from '../leads/Form.module.css';
import { fill, type BookingMessages } from './messages';
import styles from './Booking.module.css';

const waiterSchema = quoteSchema.pick({ firstname: true, email: true });
type Values = { firstname: string; email: string };

export interface WaitlistFormProps {
  locale: Locale;
  text: BookingMessages;
  when: string;
  /** How many hours the mailed link works, or null when the API refused (the page says why). */
  join: (waiter: Values) => Promise<number | null>;
  onCancel: () => void;
}

export function WaitlistForm({ locale, text, when, join, onCancel }: WaitlistFormProps) {
  const id = useId();
  const [joined, setJoined] = useState<{ hours: number; email: string } | null>(null);
  const { register, handleSubmit, formState, getFieldState } = useForm<Values>({
    resolver: zodResolver(waiterSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
  });
  const fields = personFields.filter((field) => field.name === 'firstname' || field.name === 'email');
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="waitlist">
      <h2 id={`${id}-title`}>{fill(text.waitlist.title, { when })}</h2>
      {joined ? (
        <p role="status" className={styles.success}>
          {fill(text.waitlist.pending, { hours: joined.hours, email: joined.email })}
        </p>
      ) : (
        <>
          <p>{text.waitlist.text}</p>
          <form
            className={formStyles.form}
            noValidate
            data-form="waitlist"
            onSubmit={(event) =>
              void handleSubmit(async (values) => {
                const waiter = waiterSchema.parse(values);
                const hours = await join(waiter);
                if (hours !== null) setJoined({ hours, email: waiter.email });
              })(event)
            }
          >
            {fields.map((field) => {
              const rule = formState.errors[field.name as keyof Values]?.message;
              return (
                <FormField
                  key={field.name}
                  field={field}
                  id={`${id}-${field.name}`}
                  label={fieldLabel(field.name, locale)}
                  error={rule ? (isRuleName(rule) ? ruleMessage(rule, locale, { field: field.name }) : rule) : undefined}
                  valid={getFieldState(field.name as keyof Values, formState).isTouched}
                  registration={register(field.name as keyof Values)}
                />
              );
            })}
            <div className={`${formStyles.full} ${formStyles.actions}`}>
              <button type="submit" className={formStyles.submit} disabled={formState.isSubmitting}>
                {text.waitlist.join}
              </button>
            </div>
          </form>
        </>
      )}
      <button type="button" className={formStyles.secondary} onClick={onCancel}>
        {text.waitlist.cancel}
      </button>
    </section>
  );
}
