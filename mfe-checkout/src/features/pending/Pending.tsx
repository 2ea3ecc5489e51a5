// Owns the place of what only the visitor's browser can show (their cart, their order): a loading line until it is read, and without JavaScript a message that it is needed.
import type { ReactNode } from 'react';
import styles from './Pending.module.css';

/**
 * The server renders this where the visitor's own data goes (never in shared HTML), and so does the browser's first render,
 * so both agree. Without JavaScript the loading line would never end: it is hidden, and the noscript message says why.
 * `quiet`: a frame of the right size stands where the data goes, and the loading line is for screen readers only (it takes no
 * place, so nothing moves when it goes).
 */
export function Pending({ loading, needsScript, quiet = false }: { loading?: ReactNode; needsScript: ReactNode; quiet?: boolean }) {
  return (
    <>
      {loading && (
        <p role="status" className={quiet ? `${styles.scripted} ${styles.quiet}` : styles.scripted} data-testid="pending">
          {loading}
        </p>
      )}
      <noscript>
        <p className={styles.needsScript} data-testid="needs-script">
          {needsScript}
        </p>
      </noscript>
    </>
  );
}

/** A class for the parts of the server's page that only work once scripts run (a loading line, a form that checks itself). */
export const scripted = styles.scripted;
