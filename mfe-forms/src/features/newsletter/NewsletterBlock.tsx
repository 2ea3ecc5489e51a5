// Owns the newsletter block the layout shows on every page: e-mail, the consent wording the API keeps as proof, and the outcome.
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { telHref, type SlotProps } from '@storefront/contracts';
import { useRuntimeConfig } from '@storefront/platform';
// Every page shows this block: its schema and its post's code come when the visitor uses it (LeadForm's way).
import { NEWSLETTER_CONSENT_TEXT } from '@storefront/validation/consent';
import { fieldLabel, isRuleName, ruleMessage } from '@storefront/validation/messages';
import { useFormsTranslation } from '../../i18n';
import { IntegrityDisclaimer } from '../leads/IntegrityDisclaimer';
import { lazyResolver, loadSchemas } from '../leads/schemaResolver';
import { newSubmissionKey } from '../leads/submissionKey';
import { useHydrated } from '@storefront/ui';
import styles from './NewsletterBlock.module.css';

type Values = { email: string; consent: boolean };
type Outcome = { kind: 'idle' } | { kind: 'success'; message: string } | { kind: 'failure'; detail?: string };

export default function NewsletterBlock({ locale }: SlotProps) {
  const { t } = useFormsTranslation(locale);
  const id = useId();
  const submissionKey = useRef<string | null>(null);
  const hydrated = useHydrated();
  const config = useRuntimeConfig();
  const phone = config?.store.tollFreePhone ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { register, handleSubmit, formState, getFieldState, reset, setError } = useForm<Values>({
    resolver: lazyResolver<Values>((schemas) => schemas.newsletterSchema),
    mode: 'onTouched',
  });
  const message = (field: keyof Values) => {
    const rule = formState.errors[field]?.message;
    return rule && isRuleName(rule) ? ruleMessage(rule, locale, { field }) : undefined;
  };
  const emailError = message('email');
  const consentError = message('consent');
  const emailState = getFieldState('email', formState);

  const onValid = async (values: Values) => {
    const body = new FormData();
    body.append('email', values.email);
    body.append('consent', values.consent ? 'true' : '');
    body.append('page', window.location.href);
    setOutcome({ kind: 'idle' });
    // One key until the store API confirms (LeadForm): a retry never asks twice.
    submissionKey.current ??= newSubmissionKey();
    try {
      if (!config) throw new Error('The runtime configuration is not loaded');
      const api = await import('../leads/storeApi');
      const result = await api.submitLead({ config, form: 'newsletter', locale, body, idempotencyKey: submissionKey.current });
      if (result.ok) {
        submissionKey.current = null;
        reset();
        setOutcome({ kind: 'success', message: result.value.message ?? t('newsletter.success') });
        return;
      }
      const refused = result.refusal.kind === 'refused' ? result.refusal : null;
      if (refused?.fields.length)
        for (const field of refused.fields)
          setError(field.field as keyof Values, { type: 'server', message: field.rule }, { shouldFocus: true });
      else setOutcome({ kind: 'failure', detail: refused?.message ?? undefined });
    } catch {
      // The post's code could not be fetched (offline): no answer came.
      setOutcome({ kind: 'failure', detail: undefined });
    }
  };

  return (
    <section className={styles.block} aria-labelledby="infolettre" data-testid="newsletter-block">
      <h2 id="infolettre" className={styles.title}>
        {t('newsletter.title')}
      </h2>
      <p>{t('newsletter.lead')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        onFocus={() => void loadSchemas().catch(() => undefined)}
        data-form="newsletter"
        data-hydrated={hydrated}
      >
        <div className={styles.row}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {fieldLabel('email', locale)}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            className={styles.input}
            aria-required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            data-valid={!emailError && (emailState.isTouched || emailState.isDirty) ? 'true' : undefined}
            {...register('email')}
          />
          <button
            type="submit"
            className={styles.submit}
            disabled={!hydrated || formState.isSubmitting}
            aria-busy={formState.isSubmitting || undefined}
          >
            {formState.isSubmitting ? t('form.sending') : t('newsletter.subscribe')}
          </button>
        </div>
        {emailError && (
          <p id={`${id}-email-error`} className={styles.error}>
            {emailError}
          </p>
        )}
        <div className={styles.consent}>
          <input
            id={`${id}-consent`}
            type="checkbox"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            {...register('consent')}
          />
          <label htmlFor={`${id}-consent`}>{NEWSLETTER_CONSENT_TEXT[locale]}</label>
        </div>
        {consentError && (
          <p id={`${id}-consent-error`} className={styles.error}>
            {consentError}
          </p>
        )}
        <div aria-live="polite" role="status" data-testid="newsletter-outcome">
          {outcome.kind === 'success' && <p className={styles.success}>{outcome.message}</p>}
        </div>
        <div role="alert">
          {outcome.kind === 'failure' && (
            <p className={styles.failure}>
              {t('form.failure')} <a href={telHref(phone)}>{phone}</a>
              {outcome.detail ? ` ${outcome.detail}` : ''}
            </p>
          )}
        </div>
        <IntegrityDisclaimer locale={locale} className={styles.disclaimer} />
      </form>
    </section>
  );
}
