// Owns one labelled form field of the checkout: its error line tied to the input, announced, and the red or green border of spec §5.
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Checkout.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  children?: ReactNode;
}

export function Field({ id, label, error, required, children, ...input }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children ?? (
        <input
          id={id}
          name={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`error-${id}`}>
          {error}
        </p>
      )}
    </div>
  );
}
