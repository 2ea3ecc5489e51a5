// Owns the product tabs: the WAI-ARIA tabs pattern (arrow keys, Home and End move between tabs; one panel shown).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ProductDetailPage.module.css';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (at: number) => {
    const next = (at + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, at) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[at] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={at === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={at === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(at)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, at) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={at !== selected}
          tabIndex={0}
          className={styles.tabpanel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
