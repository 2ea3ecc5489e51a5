// Owns the technical service page: opening and closing, liner change, maintenance and repair, inspection, water analysis, the three packages and the area served.
import { Link, useLoaderData } from 'react-router';
import { localizedPath, pageDefinition } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useLocale, usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { catalogueClient } from '../../data/catalogue';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { serviceMessages } from './messages';
import { useScrollToHash } from '../../common/useScrollToHash';
import page from '../../common/Page.module.css';
import styles from './ServicePage.module.css';

addCatalogueMessages(serviceMessages);

/** Sections in page order; the ids are the anchors the shell's service side bar links to. */
const SERVICE_SECTIONS = [
  { id: 'ouverture-fermeture', key: 'openingClosing' },
  { id: 'changement-de-toile', key: 'linerChange' },
  { id: 'entretien-reparation', key: 'maintenance' },
  { id: 'inspection', key: 'inspection' },
  { id: 'analyse-eau', key: 'waterAnalysis' },
] as const;

const LINES = ['opening', 'closing', 'combo', 'combo2Years'] as const;

export async function loader({ config }: PageLoaderArgs) {
  const client = await catalogueClient(config);
  return { packages: await client.loadServicePackages() };
}

export default function ServicePage() {
  const { packages } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  usePageMeta(t('service.title'), t('service.description'));
  useScrollToHash();
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);
  // Spec: three cards, the middle one highlighted.
  const middle = Math.floor(packages.length / 2);
  const regions = t('service.area.regions', { returnObjects: true }) as string[];
  // The catalogue's labels are French only: English pages name a package and its lines from the interface strings.
  const french = locale === 'fr';
  // A package is booked online on the forms remote's page while its live release declares it (ADR 0044), else requested.
  const booking = pageDefinition('serviceBooking') ? 'serviceBooking' : 'quoteRequest';

  return (
    <article className={page.page} data-page="service">
      <h1 className={page.title}>{t('service.title')}</h1>
      <p className={page.lead}>{t('service.lead')}</p>

      <div className={styles.sections}>
        {SERVICE_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-titre`}>
            <h2 id={`${section.id}-titre`} className={styles.heading}>
              {t(`service.${section.key}.title`)}
            </h2>
            <p>{t(`service.${section.key}.text`)}</p>
            {/* The home analysis is the water remote's page: linked only while a live release declares it. */}
            {section.key === 'waterAnalysis' && pageDefinition('waterAnalysis') && (
              <p>
                <Link className={page.link} to={localizedPath('waterAnalysis', locale)} data-testid="water-analysis-link">
                  {t('service.waterAnalysis.atHome')}
                </Link>
              </p>
            )}
          </section>
        ))}
      </div>

      <section id="forfaits" aria-labelledby="forfaits-titre">
        <h2 id="forfaits-titre" className={styles.heading}>
          {t('service.packages.title')}
        </h2>
        <p>{t('service.packages.lead')}</p>
        {packages.length === 0 ? (
          <p className={page.empty}>{t('service.packages.empty')}</p>
        ) : (
          <ul className={styles.packages}>
            {packages.map((item, index) => (
              <li
                key={item.id}
                id={item.id}
                className={index === middle ? `${styles.card} ${styles.highlighted}` : styles.card}
                data-package={item.id}
                data-highlighted={index === middle}
              >
                {index === middle ? <p className={styles.badge}>{t('service.packages.popular')}</p> : null}
                <h3 className={styles.cardTitle}>{french ? item.title : t('service.packages.card.title')}</h3>
                <dl className={styles.lines}>
                  {LINES.map((key) => {
                    const line = item[key];
                    return (
                      <div key={key} className={styles.line}>
                        <dt>{french ? line.label : t(`service.packages.card.${key}`)}</dt>
                        <dd>
                          <strong>{money(line.value)}</strong>
                          {line.discount ? (
                            <span className={styles.saving}>{t('service.packages.saving', { amount: money(line.discount) })}</span>
                          ) : null}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
                <Link
                  className={index === middle ? page.cta : page.ctaSecondary}
                  to={`${localizedPath(booking, locale)}?forfait=${item.id}`}
                  data-testid="package-book"
                >
                  {t('service.packages.book')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="territoire" aria-labelledby="territoire-titre" className={styles.area}>
        <h2 id="territoire-titre" className={styles.heading}>
          {t('service.area.title')}
        </h2>
        <p>{t('service.area.text')}</p>
        <ul className={styles.regions}>
          {regions.map((region) => (
            <li key={region}>{region}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
