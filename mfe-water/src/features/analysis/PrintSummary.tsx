// Owns what only the printed plan adds: the water and the readings it was made from, with the date (the fields do not print).
import { useLocale } from '@storefront/platform';
import { useWaterTranslation } from '../../i18n';
import { parseNumber, readingFieldsOf, type AnalysisForm } from './form';
import { formatLitres, formatNumber } from './format';
import styles from './Results.module.css';

export function PrintSummary({ form, litres }: { form: AnalysisForm; litres: number | undefined }) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  // Only what reads as a number prints (a field left half-typed does not).
  const typed = readingFieldsOf(form).filter((field) => Number.isFinite(parseNumber(form.text[field])));
  const water = [
    t(`analysis.kind.${form.kind}`),
    t(`analysis.sanitizer.${form.sanitizer}`),
    ...(form.kind === 'pool' && form.surface ? [t(`analysis.surface.${form.surface}`)] : []),
    ...(litres !== undefined ? [formatLitres(litres, locale)] : []),
  ];
  return (
    <div className={styles.printOnly}>
      <p>{water.join(' · ')}</p>
      <dl className={styles.printReadings}>
        {typed.map((field) => (
          <div key={field}>
            <dt>{t(`analysis.fields.${field}`)}</dt>
            <dd>
              {formatNumber(parseNumber(form.text[field]) ?? Number.NaN, locale, 2)}{' '}
              {field === 'ph' ? '' : field === 'temperature' ? t(`analysis.units.${form.temperatureUnit}`) : t('analysis.units.ppm')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
