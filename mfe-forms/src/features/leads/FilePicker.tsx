// Owns a form's file field: the browser's own picker kept for the keyboard and screen readers but drawn as a button in the
// page's language (never the browser's "Choose Files"), the files chosen with their sizes, the hint and the field's error.
import type { ChangeEvent, RefObject } from 'react';
import type { Locale } from '@storefront/contracts';
import { ACCEPT_ATTRIBUTE, formatFileSize } from '@storefront/validation/attachments';
import { useFormsTranslation } from '../../i18n';
import styles from './Form.module.css';

export interface FilePickerProps {
  locale: Locale;
  /** The input's id; its label's, hint's, list's and error's ids are made from it. */
  id: string;
  name: string;
  label: string;
  required: boolean;
  multiple: boolean;
  files: readonly File[];
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function FilePicker({ locale, id, name, label, required, multiple, files, error, inputRef, onChange }: FilePickerProps) {
  const { t } = useFormsTranslation(locale);
  const ids = { label: `${id}-label`, hint: `${id}-hint`, chosen: `${id}-chosen`, error: `${id}-error` };
  return (
    <div className={`${styles.field} ${styles.full}`}>
      <label id={ids.label} htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.mark} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={styles.picker}>
        {/* Named by the field's label alone; the button below is its second, visible label. */}
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          multiple={multiple}
          accept={ACCEPT_ATTRIBUTE}
          className={styles.fileInput}
          aria-labelledby={ids.label}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={`${ids.hint} ${ids.chosen}${error ? ` ${ids.error}` : ''}`}
          onChange={onChange}
        />
        <label htmlFor={id} className={styles.fileButton} aria-hidden="true" data-testid="file-button">
          {multiple ? t('form.chooseFiles') : t('form.chooseFile')}
        </label>
        {files.length === 0 ? (
          <span id={ids.chosen} className={styles.hint}>
            {t('form.noFile')}
          </span>
        ) : (
          <ul id={ids.chosen} className={styles.files} data-testid="chosen-files">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                {file.name} ({formatFileSize(file.size, locale)})
              </li>
            ))}
          </ul>
        )}
      </div>
      <p id={ids.hint} className={styles.hint}>
        {t('form.attachHint')}
      </p>
      {error && (
        <p id={ids.error} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
