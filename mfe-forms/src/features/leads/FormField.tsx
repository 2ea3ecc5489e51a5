// Owns one text, email, phone, select or long-text field of a form: its label and required mark, spec §5's feedback (red when
// touched and invalid, green while a valid one is edited) and its error line tied to the input for screen readers.
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldSpec } from './LeadForm';
import styles from './Form.module.css';

export interface FormFieldProps {
  field: FieldSpec;
  /** The input's id; its error line's is this with `-error`. */
  id: string;
  label: string;
  error?: string;
  /** Touched or edited and valid: the green border while focused. */
  valid: boolean;
  registration: UseFormRegisterReturn;
  defaultValue?: string;
}

export function FormField({ field, id, label, error, valid, registration, defaultValue }: FormFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
    'data-valid': !error && valid ? 'true' : undefined,
    defaultValue,
    ...registration,
  };
  return (
    <div className={`${styles.field} ${field.full || field.kind === 'textarea' ? styles.full : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {field.required ? (
          <span className={styles.mark} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {field.kind === 'textarea' ? (
        <textarea rows={5} {...common} />
      ) : field.kind === 'select' ? (
        <select {...common}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input type={field.kind} autoComplete={field.autoComplete} inputMode={field.kind === 'tel' ? 'tel' : undefined} {...common} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
