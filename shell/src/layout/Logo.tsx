// Owns the store's logo: a sun over water in the brand's yellow, cyan and navy, with the name.
import styles from './Logo.module.css';

export function Logo({ tagline, inverse = false }: { tagline?: string; inverse?: boolean }) {
  return (
    <span className={styles.logo} data-inverse={inverse || undefined}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" className={styles.mark}>
        <circle cx="24" cy="20" r="9" fill="var(--color-yellow)" />
        <g stroke="var(--color-yellow)" strokeWidth="2.6" strokeLinecap="round">
          <path d="M24 4v3.5M10.5 9.5l2.5 2.5M37.5 9.5 35 12M5 20h3.5M39.5 20H43" />
        </g>
        <path
          d="M4 31c3.3-2.4 6.7-2.4 10 0s6.7 2.4 10 0 6.7-2.4 10 0 6.7 2.4 10 0"
          fill="none"
          stroke="var(--color-cyan)"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <path
          d="M8 39c2.7-2 5.3-2 8 0s5.3 2 8 0 5.3-2 8 0 5.3 2 8 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>
          Piscines <span className={styles.accent}>Soleil</span>
        </span>
        {tagline ? <span className={styles.tagline}>{tagline}</span> : null}
      </span>
    </span>
  );
}
