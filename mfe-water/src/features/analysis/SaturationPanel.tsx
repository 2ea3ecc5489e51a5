// Owns the saturation result: the CSI with its band, the table LSI beside it, and what the results still need.
import { useLocale } from '@storefront/platform';
import type { Need, Result } from '@storefront/water-chemistry';
import { useWaterTranslation } from '../../i18n';
import type { Analysis } from './analysis';
import { formatNumber } from './format';
import styles from './Results.module.css';

const signed = (value: number, locale: 'fr' | 'en') => `${value > 0 ? '+' : ''}${formatNumber(value, locale, 2)}`;

/** The results whose missing needs are worth saying (each reading's own status needs only that reading). */
const TOLD: Result[] = ['calcium', 'saturation', 'plan'];

export function SaturationPanel({ analysis }: { analysis: Analysis }) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  const { saturation } = analysis;
  const needName = (need: Need) =>
    need === 'surface' || need === 'volume' ? t(`analysis.needNames.${need}`) : t(`analysis.fields.${need}`).toLowerCase();
  const waiting = TOLD.flatMap((result) => {
    const needs = analysis.waiting[result];
    return needs ? [{ result, needs }] : [];
  });
  return (
    <section className={styles.panel} aria-labelledby="water-results-title" data-testid="results">
      <h2 id="water-results-title" className={styles.title}>
        {t('analysis.results')}
      </h2>
      {saturation ? (
        <div className={styles.saturation} data-band={saturation.band} data-testid="saturation">
          <p className={styles.index}>
            <span>{t('analysis.saturation.title')}</span> <strong data-testid="csi">{signed(saturation.csi, locale)}</strong>{' '}
            <span className={styles.band}>{t(`analysis.saturation.bands.${saturation.band}`)}</span>
          </p>
          <p className={styles.lsi} data-testid="lsi">
            {t('analysis.saturation.lsi', { value: signed(saturation.lsi, locale) })}
          </p>
        </div>
      ) : (
        analysis.waiting.saturation === undefined && <p data-testid="saturation-unavailable">{t('analysis.saturation.unavailable')}</p>
      )}
      {!analysis.hasReadings && <p className={styles.muted}>{t('analysis.resultsEmpty')}</p>}
      {waiting.length > 0 && (
        <ul className={styles.waiting} data-testid="waiting">
          {waiting.map(({ result, needs }) => (
            <li key={result}>
              {t('analysis.waiting', {
                result: t(`analysis.resultNames.${result}`),
                needs: new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { type: 'conjunction' }).format(needs.map(needName)),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
