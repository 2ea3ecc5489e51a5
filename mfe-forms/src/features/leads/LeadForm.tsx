// Owns every lead form's behaviour: shared schema validation, field feedback, files with progress and cancel, one lead per
// filled form however often it is sent, and the outcome of spec §8 (the confirmation in the form's place).
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { telHref, type Locale } from '@storefront/contracts';
import { useRuntimeConfig } from '@storefront/platform';
import type { LeadAnswer } from '@storefront/validation';
// The parts without zod: the schemas and the post's code (with its app-integrity check) are fetched when they are needed.
import { checkAttachments } from '@storefront/validation/attachments';
import { FORM_ATTACHMENTS, type FormName } from '@storefront/validation/forms';
import { fieldLabel, isRuleName, ruleMessage } from '@storefront/validation/messages';
import { useFormsTranslation } from '../../i18n';
import { lazyResolver, loadSchemas } from './schemaResolver';
import { submissionContent, submissionKeyFor, type SubmissionKey } from './submissionKey';
import { FilePicker } from './FilePicker';
import { FormField } from './FormField';
import { LeadConfirmation } from './LeadConfirmation';
import { IntegrityDisclaimer } from './IntegrityDisclaimer';
import { useHydrated } from '@storefront/ui';
import styles from './Form.module.css';

export interface FieldSpec {
  name: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radio';
  required?: boolean;
  autoComplete?: string;
  /** Spans both columns on wide screens. */
  full?: boolean;
  options?: readonly { value: string; label: string }[];
  /** A label other than the field's own (e.g. the model on the quote form). */
  label?: string;
}

export interface LeadFormProps {
  form: Exclude<FormName, 'newsletter'>;
  locale: Locale;
  fields: readonly FieldSpec[];
  /** The store's number, given with the failure message. */
  storePhone: string;
  /** Values the page already knows (the model named in ?modele=); shown in the server's HTML too. */
  initialValues?: Record<string, string>;
  /** Sent with every submission without being a field the visitor edits (a quote's configuration, as the page shows it). */
  extraFields?: Record<string, string>;
}

type Values = Record<string, string>;
type Outcome =
  | { kind: 'idle' }
  | { kind: 'invalid'; count: number }
  | { kind: 'success'; answer: LeadAnswer; email: string }
  | { kind: 'failure'; status: number; detail?: string }
  /** The store API refused what the page sent rather than what was typed (a configuration it cannot quote): its words alone. */
  | { kind: 'refused'; message: string }
  | { kind: 'canceled' };

const messageOf = (error: { message?: unknown } | undefined, field: string, locale: Locale) => {
  const rule = error?.message;
  if (!rule) return undefined;
  return isRuleName(rule) ? ruleMessage(rule, locale, { field }) : String(rule);
};

export function LeadForm({ form, locale, fields, storePhone, initialValues = {}, extraFields = {} }: LeadFormProps) {
  const { t } = useFormsTranslation(locale);
  const config = useRuntimeConfig();
  const id = useId();
  const hydrated = useHydrated();
  const attachments = FORM_ATTACHMENTS[form];
  // No defaultValues: on hydration react-hook-form reads each field from the page, so nothing typed before is lost.
  const { register, handleSubmit, formState, getFieldState, setError, reset, getValues } = useForm<Values>({
    resolver: lazyResolver<Values>((schemas) => schemas.FORMS[form].schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const submissionKey = useRef<SubmissionKey | null>(null);
  // Set from the first click until the answer: a second click, before React has drawn the busy button, sends nothing.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const outcomeRef = useRef<HTMLDivElement | null>(null);

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;

  const checkFiles = (chosen: File[]): string | null => {
    if (!attachments) return null;
    const problems = checkAttachments(chosen, locale);
    if (problems.length) return problems.map((p) => p.message).join(' ');
    if (attachments.required && chosen.length === 0) return ruleMessage('required', locale, { field: attachments.field });
    return null;
  };

  const takeFiles = (chosen: File[]) => {
    setFiles(chosen);
    setFileError(chosen.length ? checkFiles(chosen) : null);
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => takeFiles(Array.from(event.target.files ?? []));

  // Files chosen in the server's page before it hydrated are in the input but fired no change React saw: take them now.
  useEffect(() => {
    const chosen = Array.from(fileInput.current?.files ?? []);
    if (chosen.length) takeFiles(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const focusOutcome = () => requestAnimationFrame(() => outcomeRef.current?.focus());

  const onInvalid = (errors: FieldErrors<Values>) => {
    const filesProblem = checkFiles(files);
    setFileError(filesProblem);
    setOutcome({ kind: 'invalid', count: Object.keys(errors).length + (filesProblem ? 1 : 0) });
  };

  const onValid = async () => {
    if (inFlight.current) return;
    const filesProblem = checkFiles(files);
    if (filesProblem) {
      setFileError(filesProblem);
      setOutcome({ kind: 'invalid', count: 1 });
      fileInput.current?.focus();
      return;
    }
    // What the visitor typed, as typed: the API runs the same schema again.
    const body = new FormData();
    const typed = Object.fromEntries(
      Object.entries(getValues()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    for (const [name, value] of Object.entries(typed)) body.append(name, value);
    for (const [name, value] of Object.entries(extraFields)) body.append(name, value);
    body.append('page', window.location.href);
    if (attachments) for (const file of files) body.append(attachments.field, file, file.name);
    const controller = new AbortController();
    abort.current = controller;
    // One key per filled form until the store API confirms: a retry after an answer that never came cannot store the lead
    // twice; a form changed since is another lead.
    const key = submissionKeyFor(submissionKey.current, submissionContent({ ...typed, ...extraFields }, files));
    submissionKey.current = key;
    inFlight.current = true;
    setBusy(true);
    setOutcome({ kind: 'idle' });
    setProgress(files.length ? 0 : null);
    try {
      if (!config) throw new Error('The runtime configuration is not loaded');
      const api = await import('./storeApi');
      const result = await api.submitLead({
        config,
        form,
        locale,
        body,
        signal: controller.signal,
        idempotencyKey: key.key,
        onProgress: (loaded, total) => files.length && total && setProgress(Math.round((loaded / total) * 100)),
      });
      if (result.ok) {
        submissionKey.current = null;
        const answer = result.value;
        // The confirmation takes the form's place (LeadConfirmation brings it into view and focuses it).
        setOutcome({
          kind: 'success',
          answer: {
            ...answer,
            id: answer.id ?? '',
            title: answer.title ?? t('form.successTitle'),
            message: answer.message ?? t('form.success'),
          },
          email: typed.email ?? '',
        });
        return;
      }
      const { refusal } = result;
      if (refusal.kind === 'aborted') {
        setOutcome({ kind: 'canceled' });
      } else if (refusal.kind === 'refused' && refusal.fields.length) {
        // The server found what the browser could not (e.g. a forged file): shown on the fields, first one focused.
        const named = refusal.fields;
        for (const [index, field] of named.entries()) {
          if (attachments && field.field === attachments.field) setFileError(field.message ?? null);
          else setError(field.field, { type: 'server', message: field.rule }, { shouldFocus: index === 0 });
        }
        setOutcome({ kind: 'invalid', count: named.length });
      } else if (refusal.kind === 'refused' && refusal.message && refusal.code.startsWith('configuration')) {
        setOutcome({ kind: 'refused', message: refusal.message });
        focusOutcome();
      } else {
        const status = refusal.kind === 'refused' || refusal.kind === 'network' ? refusal.status : 0;
        const detail = refusal.kind === 'refused' ? (refusal.message ?? undefined) : undefined;
        if (status === 413 || status === 415) setFileError(detail ?? null);
        setOutcome({ kind: 'failure', status, detail });
        focusOutcome();
      }
    } catch {
      // The post's code could not be fetched (offline): no answer came.
      setOutcome({ kind: 'failure', status: 0 });
      focusOutcome();
    } finally {
      abort.current = null;
      inFlight.current = false;
      setBusy(false);
      setProgress(null);
    }
  };

  const cancel = () => {
    if (window.confirm(ruleMessage('cancelConfirm', locale))) abort.current?.abort();
  };

  const sending = formState.isSubmitting || busy;
  const label = (field: FieldSpec) => field.label ?? fieldLabel(field.name, locale);

  // Another request starts from the page's own values (the province, the model named in the address), the rest emptied.
  const another = () => {
    reset(Object.fromEntries(fields.map((field) => [field.name, initialValues[field.name] ?? ''])));
    setFiles([]);
    setFileError(null);
    setOutcome({ kind: 'idle' });
    // The confirmation's button is gone: the keyboard goes on from the form's first field.
    const first = fields[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first.name))?.focus());
  };

  if (outcome.kind === 'success')
    return <LeadConfirmation locale={locale} answer={outcome.answer} email={outcome.email} onAnother={another} />;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      // The visitor starts on the form: its checks come now, before the first field is left.
      onFocus={() => void loadSchemas().catch(() => undefined)}
      aria-describedby={`${id}-note`}
      data-form={form}
      data-hydrated={hydrated}
    >
      <p id={`${id}-note`} className={`${styles.hint} ${styles.full}`}>
        {t('form.requiredNote')}
      </p>
      {fields.map((field) => {
        const error = messageOf(formState.errors[field.name], field.name, locale);
        const state = getFieldState(field.name, formState);
        const mark = field.required ? (
          <span className={styles.mark} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null;
        const errorLine = error ? (
          <p id={errorId(field.name)} className={styles.error}>
            {error}
          </p>
        ) : null;
        if (field.kind === 'radio') {
          return (
            <fieldset
              key={field.name}
              role="radiogroup"
              aria-labelledby={`${fieldId(field.name)}-legend`}
              className={`${styles.field} ${styles.full} ${styles.choices}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(field.name) : undefined}
              aria-required={field.required || undefined}
            >
              <legend id={`${fieldId(field.name)}-legend`} className={styles.label}>
                {label(field)}
                {mark}
              </legend>
              {field.options?.map((option) => (
                <label key={option.value} className={styles.choice}>
                  <input type="radio" value={option.value} {...register(field.name)} />
                  {option.label}
                </label>
              ))}
              {errorLine}
            </fieldset>
          );
        }
        return (
          <FormField
            key={field.name}
            field={field}
            id={fieldId(field.name)}
            label={label(field)}
            error={error}
            valid={state.isTouched || state.isDirty}
            registration={register(field.name)}
            defaultValue={initialValues[field.name]}
          />
        );
      })}
      {attachments && (
        <FilePicker
          locale={locale}
          id={fieldId(attachments.field)}
          name={attachments.field}
          label={attachments.field === 'cv' ? fieldLabel('cv', locale) : t('form.attach')}
          required={Boolean(attachments.required)}
          multiple={attachments.field !== 'cv'}
          files={files}
          error={fileError}
          inputRef={fileInput}
          onChange={onFiles}
        />
      )}
      <div className={`${styles.full} ${styles.actions}`}>
        <button type="submit" className={styles.submit} disabled={!hydrated || sending} aria-busy={sending || undefined}>
          {sending && <span className={styles.spinner} aria-hidden="true" data-testid="submit-spinner" />}
          {sending ? t('form.sending') : t('form.send')}
        </button>
        {sending && progress !== null && (
          <>
            <progress className={styles.progress} max={100} value={progress} aria-label={t('form.progress', { percent: progress })} />
            <span aria-hidden="true">{progress} %</span>
            <button type="button" className={styles.secondary} onClick={cancel}>
              {t('form.cancel')}
            </button>
          </>
        )}
      </div>
      <div className={styles.full} role="alert">
        {outcome.kind === 'invalid' && <p className={styles.summary}>{t('form.errorSummary', { count: outcome.count })}</p>}
        {outcome.kind === 'canceled' && <p className={styles.summary}>{ruleMessage('canceled', locale)}</p>}
      </div>
      <div ref={outcomeRef} tabIndex={-1} className={styles.full} aria-live="polite" data-testid="form-outcome">
        {outcome.kind === 'refused' && (
          <div className={`${styles.outcome} ${styles.failure}`} data-testid="form-refusal">
            <p>{outcome.message}</p>
          </div>
        )}
        {outcome.kind === 'failure' && (
          <div className={`${styles.outcome} ${styles.failure}`}>
            <p>
              {t('form.failure')} <a href={telHref(storePhone)}>{storePhone}</a>
            </p>
            {outcome.detail && <p>{outcome.detail}</p>}
            {outcome.status > 0 && <p className={styles.hint}>{ruleMessage('serverResponse', locale, { code: outcome.status })}</p>}
          </div>
        )}
      </div>
      <IntegrityDisclaimer locale={locale} className={`${styles.disclaimer} ${styles.full}`} />
    </form>
  );
}
