// Owns the booking's details: spec §5's rules on the visitor's name, email, phone and address (the same schema the store
// API runs on a booking), the forms' own fields and feedback, and the fields the API refused shown on themselves. The postal
// code is the one the days were shown for, read-only here: "Modifier" goes back to the first step to change it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { Locale } from '@storefront/contracts';
import { bookingCustomerSchema, fieldLabel, isRuleName, ruleMessage } from '@storefront/validation';
import { useFormsTranslation } from '../../i18n';
import { addressFields, personFields } from '../leads/fieldSets';
import { FormField } from '../leads/FormField';
import formStyles from '../leads/Form.module.css';
import type { BookingCustomer, BookingRefusalBody } from '@storefront/validation/booking-wire';
import { BusyLabel } from './BusyLabel';
import type { BookingMessages } from './messages';
import styles from './Booking.module.css';

type Values = Record<keyof BookingCustomer, string>;

export interface DetailsFormProps {
  locale: Locale;
  text: BookingMessages;
  /** The first step's postal code, normalized: the area of the held places. */
  postalCode: string;
  /** The confirmation is under way: the button says so. */
  submitting: boolean;
  busy: boolean;
  /** Fields the API refused (its rule names). */
  refused?: BookingRefusalBody['fields'];
  onSubmit: (customer: BookingCustomer) => void;
  onChangePostalCode: () => void;
}

export function DetailsForm({ locale, text, postalCode, submitting, busy, refused, onSubmit, onChangePostalCode }: DetailsFormProps) {
  const { t } = useFormsTranslation(locale);
  const id = useId();
  const { register, handleSubmit, formState, getFieldState, setError } = useForm<Values>({
    resolver: zodResolver(bookingCustomerSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { province: 'QC', postalCode },
  });
  useEffect(() => {
    for (const [index, field] of (refused ?? []).entries())
      if (field.field in bookingCustomerSchema.shape)
        setError(field.field as keyof Values, { type: 'server', message: field.rule }, { shouldFocus: index === 0 });
  }, [refused, setError]);
  const fields = [...personFields, ...addressFields(t)];
  const messageOf = (name: string) => {
    const rule = formState.errors[name as keyof Values]?.message;
    if (!rule) return undefined;
    return isRuleName(rule) ? ruleMessage(rule, locale, { field: name }) : String(rule);
  };
  return (
    <form
      className={formStyles.form}
      noValidate
      data-form="booking"
      onSubmit={(event) => void handleSubmit((values) => onSubmit(bookingCustomerSchema.parse(values) as BookingCustomer))(event)}
    >
      <p className={`${formStyles.hint} ${formStyles.full}`}>{t('form.requiredNote')}</p>
      {fields.map((field) => {
        const state = getFieldState(field.name as keyof Values, formState);
        if (field.name === 'postalCode')
          return (
            <div key={field.name} className={formStyles.field}>
              <label htmlFor={`${id}-postalCode`} className={formStyles.label}>
                {fieldLabel('postalCode', locale)}
              </label>
              <div className={styles.carried}>
                <input
                  id={`${id}-postalCode`}
                  className={formStyles.input}
                  readOnly
                  aria-describedby={`${id}-postalCode-note`}
                  aria-invalid={formState.errors.postalCode ? true : undefined}
                  {...register('postalCode')}
                />
                <button type="button" className={formStyles.secondary} onClick={onChangePostalCode} disabled={busy && !submitting}>
                  {text.changePostalCode}
                  <span className={styles.visuallyHidden}> {text.changePostalCodeWhat}</span>
                </button>
              </div>
              <p id={`${id}-postalCode-note`} className={formStyles.hint}>
                {text.postalCodeNote}
              </p>
              {messageOf('postalCode') ? <p className={formStyles.error}>{messageOf('postalCode')}</p> : null}
            </div>
          );
        return (
          <FormField
            key={field.name}
            field={field}
            id={`${id}-${field.name}`}
            label={fieldLabel(field.name, locale)}
            error={messageOf(field.name)}
            valid={state.isTouched || state.isDirty}
            registration={register(field.name as keyof Values)}
          />
        );
      })}
      {Object.keys(formState.errors).length > 0 ? (
        <p className={`${formStyles.summary} ${formStyles.full}`} role="alert">
          {t('form.errorSummary', { count: Object.keys(formState.errors).length })}
        </p>
      ) : null}
      <div className={`${formStyles.full} ${formStyles.actions}`}>
        <button type="submit" className={formStyles.submit} disabled={busy} aria-busy={submitting || undefined}>
          <BusyLabel busy={submitting} idle={text.confirm} working={text.confirming} />
        </button>
      </div>
    </form>
  );
}
