// Owns what replaces a lead form once the store API accepted it: spec §8's words, the reference it issued (large, copyable),
// by when the store answers and the mail that carries the same number; brought into view and focused when it appears.
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@storefront/contracts';
import type { LeadAnswer } from '@storefront/validation';
import { useFormsTranslation } from '../../i18n';
import styles from './LeadConfirmation.module.css';

export interface LeadConfirmationProps {
  locale: Locale;
  answer: LeadAnswer;
  /** The address the confirmation mail went to, as the visitor typed it. */
  email: string;
  /** Brings back the form, emptied, for another request. */
  onAnother: () => void;
}

export function LeadConfirmation({ locale, answer, email, onAnother }: LeadConfirmationProps) {
  const { t } = useFormsTranslation(locale);
  const id = useId();
  const section = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const [copied, setCopied] = useState(false);

  // Where the form was: the visitor sees the answer without scrolling, and a screen reader starts reading at its title.
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const copy = () => {
    if (!answer.reference) return;
    void navigator.clipboard
      ?.writeText(answer.reference)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };

  return (
    <section ref={section} className={styles.confirmation} aria-labelledby={`${id}-title`} data-testid="lead-confirmation">
      <h2 ref={heading} id={`${id}-title`} tabIndex={-1} className={styles.title}>
        {answer.title}
      </h2>
      <p className={styles.message}>{answer.message}</p>
      {answer.reference && (
        <div className={styles.reference}>
          <p id={`${id}-reference`} className={styles.referenceLabel}>
            {t('confirmation.reference')}
          </p>
          <p className={styles.referenceRow}>
            <strong className={styles.number} aria-describedby={`${id}-reference`} data-testid="lead-reference">
              {answer.reference}
            </strong>
            <button type="button" className={styles.copy} onClick={copy}>
              {t('confirmation.copy')}
            </button>
            <span role="status" className={styles.copied}>
              {copied ? t('confirmation.copied') : ''}
            </span>
          </p>
          <p className={styles.keep}>{t('confirmation.keep')}</p>
        </div>
      )}
      {answer.next && (
        <p className={styles.next} data-testid="lead-next">
          {answer.next}
        </p>
      )}
      {answer.reference && email && <p className={styles.mail}>{t('confirmation.mailSent', { email })}</p>}
      <button type="button" className={styles.another} onClick={onAnother}>
        {t('confirmation.another')}
      </button>
    </section>
  );
}
