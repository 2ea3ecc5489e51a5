// Owns one number field of the analysis: its label, unit, refusal message, and what is said of its value beside it.
import { useId, type ReactNode } from 'react';
import type { IssueCode } from '@storefront/water-chemistry';
import { useWaterTranslation } from '../../i18n';
import styles from './AnalysisForm.module.css';

export function NumberField({
  name,
  label,
  unit,
  value,
  issue,
  optional = false,
  onChange,
  children,
}: {
  name: string;
  label: string;
  unit?: ReactNode;
  value: string;
  issue?: IssueCode;
  optional?: boolean;
  onChange: (value: string) => void;
  /** The value's status and range, beside the field. */
  children?: ReactNode;
}) {
  const { t } = useWaterTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const besideId = `${id}-beside`;
  const describedBy = [issue ? errorId : null, children ? besideId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-field={name}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> ({t('analysis.optional')})</span>}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={issue ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {/* An empty unit keeps the field as wide as its neighbours (pH has none). */}
        <span className={styles.unit}>{unit}</span>
      </div>
      {issue && (
        <p id={errorId} className={styles.error} data-testid="field-error">
          {t(`analysis.issues.${issue}`)}
        </p>
      )}
      {children && (
        <div id={besideId} className={styles.beside}>
          {children}
        </div>
      )}
    </div>
  );
}
