// Owns the breadcrumb every remote shows (a model page, a product page, the checkout's step): one markup and one style, so the
// trails cannot drift apart; the shell's print rule finds it by data-breadcrumb.
import type { ReactNode } from 'react';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  key: string;
  /** A link from the page's router, or the text of the current place. */
  content: ReactNode;
  current?: 'page' | 'step';
}

/**
 * `trail`: places separated by "›", links padded to a finger's height (a product page); `compact`: the same, links unpadded
 * in the catalogue's cyan (a model page); `step`: the one current step, muted (the checkout).
 */
export type BreadcrumbVariant = 'trail' | 'compact' | 'step';

export function Breadcrumb({
  label,
  items,
  variant = 'trail',
}: {
  label: string;
  items: readonly BreadcrumbItem[];
  variant?: BreadcrumbVariant;
}) {
  return (
    <nav aria-label={label} data-breadcrumb className={`${styles.breadcrumb} ${styles[variant]}`}>
      <ol>
        {items.map((item) => (
          <li key={item.key} aria-current={item.current}>
            {item.content}
          </li>
        ))}
      </ol>
    </nav>
  );
}
