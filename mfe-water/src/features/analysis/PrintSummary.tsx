// Owns what only the printed plan adds: the water and the readings it was made from, with the date (the fields do not print).
import { useLocale } from '@storefront/platform';
import { useWaterTranslation } from '../../i18n';
import { readingFieldsOf, type AnalysisForm } from './form';
import { formatLitres } from './format';
import styles from './Results.module.css';

export function PrintSummary({ form, litres }: { form: AnalysisForm; litres: number | undefined }) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  const typed = readingFieldsOf(form).filter((field) => form.text[field]?.trim());
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
              {form.text[field]}{' '}
              {field === 'ph' ? '' : field === 'temperature' ? t(`analysis.units.${form.temperatureUnit}`) : t('analysis.units.ppm')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
