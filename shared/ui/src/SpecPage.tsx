// Owns the simple page used until a screen is built out: its title and the spec's wording for it, in the page's locale.
import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageId } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import styles from './SpecPage.module.css';

export function specPage(instance: i18n, namespace: string, id: PageId): ComponentType {
  function SpecPage() {
    const locale = useLocale();
    const { t } = useTranslation(namespace, { i18n: instance, lng: locale });
    const points = t(`pages.${id}.points`, { returnObjects: true, defaultValue: [] }) as unknown;
    return (
      <article className={styles.page} data-page={id}>
        <h1 className={styles.title}>{t(`pages.${id}.title`)}</h1>
        <p className={styles.lead}>{t(`pages.${id}.lead`, { defaultValue: '' })}</p>
        {Array.isArray(points) && points.length > 0 && (
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={String(point)}>{String(point)}</li>
            ))}
          </ul>
        )}
      </article>
    );
  }
  SpecPage.displayName = `SpecPage(${id})`;
  return SpecPage;
}
