// Owns the delivery information step: the fields and rules of spec §5, the newsletter and billing consent boxes, the billing address when it differs, and going on to payment.
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '@storefront/contracts';
import { formatLabel } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { checkoutCustomerSchema, fieldLabel, NEWSLETTER_CONSENT_TEXT, PROVINCES, validateWith } from '@storefront/validation';
import { useCheckoutTranslation } from '../../i18n';
import { scripted } from '../pending/Pending';
import { EMPTY_CUSTOMER, type BillingDraft, type CustomerDraft } from './customerStore';
import { Field } from './Field';
import styles from './Checkout.module.css';

type TextField = 'firstname' | 'lastname' | 'email' | 'phone' | 'address' | 'apartment' | 'city' | 'postalCode';
type BillingField = Exclude<keyof BillingDraft, 'province'>;
const TEXT_FIELDS: { name: TextField; type?: string; autoComplete: string; required: boolean }[] = [
  { name: 'firstname', autoComplete: 'given-name', required: true },
  { name: 'lastname', autoComplete: 'family-name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'address', autoComplete: 'address-line1', required: true },
  { name: 'apartment', autoComplete: 'address-line2', required: false },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'postalCode', autoComplete: 'postal-code', required: true },
];
const BILLING_FIELDS = TEXT_FIELDS.filter(
  (field): field is (typeof TEXT_FIELDS)[number] & { name: BillingField } => field.name !== 'email' && field.name !== 'phone',
);

/** The id of a field's input: an error at billing.city points to #billing-city. */
const inputId = (field: string) => field.replace('.', '-');

/** The provinces and territories, named in the page's language; the delivery and billing addresses each have one. */
function ProvinceSelect({
  id,
  autoComplete,
  value,
  onChange,
}: {
  id: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useCheckoutTranslation();
  return (
    <select id={id} name={id} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)}>
      {PROVINCES.map((code) => (
        <option key={code} value={code}>
          {t(`checkout.province.${code}`)}
        </option>
      ))}
    </select>
  );
}

export function errorsOf(customer: CustomerDraft, locale: 'fr' | 'en'): Record<string, string> {
  const result = validateWith(checkoutCustomerSchema, customer, locale);
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
}

/**
 * The delivery fields the visitor changed in the server's page before it hydrated: hydration keeps what is in the page, but
 * React's state starts from the server's empty form, and its next render would write that back over what was typed.
 */
export function changedFields(form: HTMLFormElement | null): Partial<CustomerDraft> {
  const changed: Record<string, string | boolean> = {};
  for (const element of form?.elements ?? []) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !(element.name in EMPTY_CUSTOMER)) continue;
    if (element instanceof HTMLSelectElement) {
      if (element.selectedOptions[0]?.defaultSelected === false) changed[element.name] = element.value;
    } else if (element.type === 'checkbox') {
      if (element.checked !== element.defaultChecked) changed[element.name] = element.checked;
    } else if (element.value !== element.defaultValue) {
      changed[element.name] = element.value;
    }
  }
  return changed as Partial<CustomerDraft>;
}

export function DeliveryStep({
  customer,
  onChange,
  onDone,
  formRef,
}: {
  customer: CustomerDraft;
  onChange: (next: CustomerDraft) => void;
  onDone: () => void;
  formRef?: Ref<HTMLFormElement>;
}) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const errors = errorsOf(customer, locale);
  const shown = (field: string) => (submitted || touched[field] ? errors[field] : undefined);
  const set = (field: keyof CustomerDraft, value: string | boolean) => onChange({ ...customer, [field]: value });
  const setBilling = (field: keyof BillingDraft, value: string) =>
    onChange({ ...customer, billing: { ...customer.billing, [field]: value } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) return onDone();
    // The summary takes the focus so a screen reader hears every problem at once.
    requestAnimationFrame(() => summary.current?.focus());
  };
  const listed = Object.entries(errors);

  return (
    // POST: a browser that submits it without scripts never puts the visitor's details in an address (it has no handler then).
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      className={`${styles.form} ${scripted}`}
      aria-labelledby="checkout-step-title"
    >
      <p className={styles.small}>{t('checkout.required')}</p>
      {submitted && listed.length > 0 && (
        <div ref={summary} tabIndex={-1} role="alert" className={styles.errorSummary} data-testid="error-summary">
          <p>{t('checkout.errorsTitle')}</p>
          <ul>
            {listed.map(([field, message]) => (
              <li key={field}>
                {/* Billing errors read like the delivery ones ("Précisez la ville."): the section's name tells them apart. */}
                <a href={`#${inputId(field)}`}>
                  {field.startsWith('billing.') ? `${formatLabel(t('checkout.billingTitle'), locale)} ${message}` : message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.grid}>
        {TEXT_FIELDS.map(({ name, type, autoComplete, required }) => (
          <Field
            key={name}
            id={name}
            label={fieldLabel(name, locale)}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            required={required}
            value={customer[name]}
            error={shown(name)}
            onChange={(event) => set(name, event.target.value)}
            onBlur={() => setTouched((was) => ({ ...was, [name]: true }))}
          />
        ))}
        <Field id="province" label={fieldLabel('province', locale)} required>
          <ProvinceSelect
            id="province"
            autoComplete="address-level1"
            value={customer.province}
            onChange={(value) => set('province', value)}
          />
        </Field>
      </div>
      <div className={styles.consent}>
        <input
          id="newsletter"
          name="newsletter"
          type="checkbox"
          checked={customer.newsletter}
          onChange={(event) => set('newsletter', event.target.checked)}
          aria-describedby="newsletter-note"
        />
        <label htmlFor="newsletter">{NEWSLETTER_CONSENT_TEXT[locale].replace(/ (Je peux|I can) .*$/, '')}</label>
        <p id="newsletter-note" className={styles.small}>
          {t('checkout.newsletterNote')}
        </p>
      </div>
      <div className={styles.consent}>
        <input
          id="billingSameAsDelivery"
          name="billingSameAsDelivery"
          type="checkbox"
          checked={customer.billingSameAsDelivery}
          onChange={(event) => set('billingSameAsDelivery', event.target.checked)}
        />
        <label htmlFor="billingSameAsDelivery">{t('checkout.billingSame')}</label>
      </div>
      {!customer.billingSameAsDelivery && (
        <fieldset className={styles.billing} data-testid="billing-address">
          <legend>{t('checkout.billingTitle')}</legend>
          <div className={styles.grid}>
            {BILLING_FIELDS.map(({ name, autoComplete, required }) => (
              <Field
                key={name}
                id={`billing-${name}`}
                label={fieldLabel(name, locale)}
                autoComplete={`billing ${autoComplete}`}
                required={required}
                value={customer.billing[name]}
                error={shown(`billing.${name}`)}
                onChange={(event) => setBilling(name, event.target.value)}
                onBlur={() => setTouched((was) => ({ ...was, [`billing.${name}`]: true }))}
              />
            ))}
            <Field id="billing-province" label={fieldLabel('province', locale)} required>
              <ProvinceSelect
                id="billing-province"
                autoComplete="billing address-level1"
                value={customer.billing.province}
                onChange={(value) => setBilling('province', value)}
              />
            </Field>
          </div>
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('checkout.continue')}
        </button>
        <Link to={localizedPath('cart', locale)}>{t('checkout.backToCart')}</Link>
      </div>
    </form>
  );
}
