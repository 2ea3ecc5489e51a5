// Owns the list of the last five analyses kept in this browser, each a link that reopens it, and "Nouvelle analyse".
import { useLocale } from '@storefront/platform';
import { useWaterTranslation } from '../../i18n';
import { formatLitres, formatSavedAt } from './format';
import type { SavedAnalysis } from './history';
import styles from './Results.module.css';

export function HistoryList({
  history,
  onReopen,
  onNew,
}: {
  history: readonly SavedAnalysis[];
  onReopen: (entry: SavedAnalysis) => void;
  onNew: () => void;
}) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  return (
    <section className={styles.panel} aria-labelledby="water-history-title" data-testid="history" data-print="hide">
      <h2 id="water-history-title" className={styles.title}>
        {t('analysis.history.title')}
      </h2>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('analysis.history.empty')}</p>
      ) : (
        <ul className={styles.history}>
          {history.map((entry) => {
            const kind = t(`analysis.kind.${entry.kind}`);
            const date = formatSavedAt(entry.savedAt, locale);
            const label =
              entry.litres === undefined
                ? t('analysis.history.entry', { kind, date })
                : t('analysis.history.entryVolume', { kind, date, volume: formatLitres(entry.litres, locale) });
            return (
              <li key={entry.id}>
                <a
                  href={`?${entry.query}`}
                  data-testid="history-entry"
                  onClick={(event) => {
                    event.preventDefault();
                    onReopen(entry);
                  }}
                >
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className={styles.secondary} onClick={onNew} data-testid="new-analysis">
        {t('analysis.history.new')}
      </button>
    </section>
  );
}
