// Owns the saturation result: one plain sentence of what the water does and what to do (ADR 0051), the CSI and the table LSI
// in a disclosure for the curious, and what the results still need.
import { useLocale } from '@storefront/platform';
import { roundIndex, type Need, type Result } from '@storefront/water-chemistry';
import { useWaterTranslation } from '../../i18n';
import type { Analysis } from './analysis';
import { formatNumber } from './format';
import styles from './Results.module.css';

/** The index as the band reads it, to the hundredth (saturation.ts), with its sign. */
const signed = (value: number, locale: 'fr' | 'en') => {
  const shown = roundIndex(value);
  return `${shown > 0 ? '+' : ''}${formatNumber(shown, locale, 2)}`;
};

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
        <div className={styles.saturation} data-band={saturation.band} data-level={saturation.level} data-testid="saturation">
          <h3 className={styles.subtitle}>{t('analysis.saturation.title')}</h3>
          <p className={styles.sentence} data-testid="saturation-sentence">
            {t(`analysis.saturation.levels.${saturation.level}`)}
          </p>
          <details className={styles.indices}>
            <summary>{t('analysis.saturation.details')}</summary>
            <dl>
              <div>
                <dt>{t('analysis.saturation.csi')}</dt>
                <dd data-testid="csi">{signed(saturation.csi, locale)}</dd>
              </div>
              <div>
                <dt>{t('analysis.saturation.lsi')}</dt>
                <dd data-testid="lsi">{signed(saturation.lsi, locale)}</dd>
              </div>
            </dl>
            <p>{t('analysis.saturation.scale')}</p>
          </details>
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
