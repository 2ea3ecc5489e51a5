// Owns text that screen readers announce but the page does not show (the one visually-hidden rule of the storefront).
import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
