// Owns what is said beside a reading: its status against this water's range, and the range with the target the plan doses to
// (the same range object: one target per reading, ADR 0051).
import type { Assessed, Assessment } from '@storefront/water-chemistry';
import { useLocale } from '@storefront/platform';
import { useWaterTranslation } from '../../i18n';
import { formatNumber } from './format';
import styles from './AnalysisForm.module.css';

export function ReadingStatus({ assessed, unit }: { assessed: Assessed | Assessment['freeChlorine']; unit: string }) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  if (!assessed) return null;
  const n = (value: number) => formatNumber(value, locale, 2);
  const { range } = assessed;
  const suffix = unit ? ` ${unit}` : '';
  return (
    <p className={styles.status} data-status={assessed.status} data-testid="reading-status">
      <span className={styles.badge}>{t(`analysis.status.${assessed.status}`)}</span>{' '}
      <span>
        {'shock' in assessed
          ? `${t('analysis.freeChlorineRange', { min: n(range.min), target: n(range.target), shock: n(assessed.shock) })}${suffix}`
          : `${t('analysis.range', { min: n(range.min), max: n(range.max), target: n(range.target) })}${suffix}`}
      </span>
    </p>
  );
}
