// Owns the analysis's fields: the water (kind, sanitizer, surface), its volume given or from a shape, and the readings, each
// reading with its status and range beside it.
import { useId } from 'react';
import { useLocale } from '@storefront/platform';
import type { Assessment, Sanitizer, Surface, WaterKind } from '@storefront/water-chemistry';
import { useWaterTranslation } from '../../i18n';
import type { Analysis } from './analysis';
import { dimensionFieldsOf, readingFieldsOf, type AnalysisForm, type ReadingInput, type Shape, type TextField } from './form';
import { formatLitres, formatNumber } from './format';
import { NumberField } from './NumberField';
import { ReadingStatus } from './ReadingStatus';
import styles from './AnalysisForm.module.css';

const ASSESSED: Partial<Record<ReadingInput, keyof Assessment>> = {
  freeChlorine: 'freeChlorine',
  bromine: 'bromine',
  ph: 'ph',
  alkalinity: 'alkalinity',
  calcium: 'calcium',
  cyanuricAcid: 'cyanuricAcid',
  salt: 'salt',
};

/** Readings no result needs: they refine the saturation index. Salt is needed only where a cell makes the chlorine. */
const isOptional = (field: ReadingInput, sanitizer: Sanitizer) =>
  field === 'borates' || field === 'tds' || (field === 'salt' && sanitizer !== 'salt');

function Radios<T extends string>({
  legend,
  name,
  values,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.radios}>
      <legend className={styles.label}>{legend}</legend>
      {values.map((option) => (
        <label key={option} className={styles.radio}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

function Select<T extends string>({
  label,
  name,
  values,
  value,
  text,
  onChange,
}: {
  label: string;
  name: string;
  values: readonly T[];
  value: T | '';
  text: (value: T | '') => string;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={styles.input} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {value === '' && <option value="">{text('')}</option>}
        {values.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AnalysisFields({
  form,
  analysis,
  onChange,
}: {
  form: AnalysisForm;
  analysis: Analysis;
  onChange: (form: AnalysisForm) => void;
}) {
  const { t } = useWaterTranslation();
  const locale = useLocale();
  const set = (changes: Partial<AnalysisForm>) => onChange({ ...form, ...changes });
  const setText = (field: TextField, value: string) => onChange({ ...form, text: { ...form.text, [field]: value } });
  const text = (field: TextField) => form.text[field] ?? '';
  const lengthUnit = t(`analysis.units.${form.lengthUnit}`);
  const { combinedChlorine } = analysis.assessment;

  return (
    <form className={styles.form} aria-label={t('analysis.form')} data-testid="analysis-form" onSubmit={(event) => event.preventDefault()}>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('analysis.water')}</legend>
        <div className={styles.choices}>
          <Radios<WaterKind>
            legend={t('analysis.kind.legend')}
            name="kind"
            values={['pool', 'spa']}
            value={form.kind}
            label={(kind) => t(`analysis.kind.${kind}`)}
            onChange={(kind) => set({ kind })}
          />
          <Radios<Sanitizer>
            legend={t('analysis.sanitizer.legend')}
            name="sanitizer"
            values={['chlorine', 'salt', 'bromine']}
            value={form.sanitizer}
            label={(sanitizer) => t(`analysis.sanitizer.${sanitizer}`)}
            onChange={(sanitizer) => set({ sanitizer })}
          />
          {form.kind === 'pool' && (
            <Select<Surface>
              label={t('analysis.surface.label')}
              name="surface"
              values={['vinyl', 'plaster', 'fibreglass']}
              value={form.surface ?? ''}
              text={(surface) => t(`analysis.surface.${surface || 'none'}`)}
              onChange={(surface) => set({ surface })}
            />
          )}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('analysis.volume.legend')}</legend>
        <div className={styles.grid}>
          <Select<Shape>
            label={t('analysis.volume.shape')}
            name="shape"
            values={['given', 'rectangle', 'round', 'oval']}
            value={form.shape}
            text={(shape) => t(`analysis.volume.shapes.${shape || 'given'}`)}
            onChange={(shape) => set({ shape })}
          />
          {form.shape === 'given' ? (
            <Select
              label={t('analysis.volume.unit')}
              name="volumeUnit"
              values={['L', 'USgal'] as const}
              value={form.volumeUnit}
              text={(unit) => t(`analysis.units.${unit || 'L'}`)}
              onChange={(volumeUnit) => set({ volumeUnit })}
            />
          ) : (
            <Select
              label={t('analysis.volume.lengthUnit')}
              name="lengthUnit"
              values={['m', 'ft'] as const}
              value={form.lengthUnit}
              text={(unit) => t(`analysis.units.${unit || 'm'}`)}
              onChange={(lengthUnit) => set({ lengthUnit })}
            />
          )}
          {dimensionFieldsOf(form.shape).map((field) => (
            <NumberField
              key={field}
              name={field}
              label={t(`analysis.fields.${field}`)}
              unit={field === 'volume' ? t(`analysis.units.${form.volumeUnit}`) : lengthUnit}
              value={text(field)}
              issue={analysis.issues[field]}
              onChange={(value) => setText(field, value)}
            />
          ))}
        </div>
        {form.shape !== 'given' && analysis.litres !== undefined && (
          <p className={styles.computed} data-testid="computed-volume">
            {t('analysis.volume.computed', { volume: formatLitres(analysis.litres, locale) })}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('analysis.readings')}</legend>
        <div className={styles.grid}>
          {readingFieldsOf(form).map((field) => {
            const key = ASSESSED[field];
            const assessed = key && key !== 'combinedChlorine' ? analysis.assessment[key] : undefined;
            return (
              <NumberField
                key={field}
                name={field}
                label={t(`analysis.fields.${field}`)}
                unit={
                  field === 'ph' ? undefined : field === 'temperature' ? (
                    <select
                      aria-label={t('analysis.temperatureUnit')}
                      className={styles.unitSelect}
                      value={form.temperatureUnit}
                      onChange={(event) => set({ temperatureUnit: event.target.value === 'F' ? 'F' : 'C' })}
                    >
                      <option value="C">{t('analysis.units.C')}</option>
                      <option value="F">{t('analysis.units.F')}</option>
                    </select>
                  ) : (
                    t('analysis.units.ppm')
                  )
                }
                value={text(field)}
                issue={analysis.issues[field]}
                optional={isOptional(field, form.sanitizer)}
                onChange={(value) => setText(field, value)}
              >
                {assessed && <ReadingStatus assessed={assessed} unit={field === 'ph' ? '' : t('analysis.units.ppm')} />}
                {field === 'totalChlorine' && combinedChlorine && (
                  <p className={styles.status} data-status={combinedChlorine.shock ? 'high' : 'ok'} data-testid="combined-chlorine">
                    <span className={styles.badge}>
                      {t('analysis.combined', { value: formatNumber(combinedChlorine.value, locale, 2) })}
                    </span>{' '}
                    {t(combinedChlorine.shock ? 'analysis.combinedShock' : 'analysis.combinedOk', {
                      limit: formatNumber(combinedChlorine.shockAbove, locale, 1),
                    })}
                  </p>
                )}
              </NumberField>
            );
          })}
        </div>
      </fieldset>
    </form>
  );
}
