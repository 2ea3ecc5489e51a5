// Owns the contact page (/{lang}/contact): address, toll-free and local phones, the hours of spec §9, a map on request, and the contact form.
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { formatOpeningRange, OPENING_HOURS, STORE_ADDRESS, STORE_ADDRESS_LINE, telHref } from '@storefront/contracts';
import type { PageLoaderArgs } from '@storefront/platform';
import { useFormsTranslation } from '../../i18n';
import { LeadForm } from '../leads/LeadForm';
import { formPageData } from '../leads/pageData';
import pageStyles from '../leads/Page.module.css';
import styles from './ContactPage.module.css';

export async function loader(args: PageLoaderArgs) {
  return { ...formPageData(args), phones: args.config.store, address: STORE_ADDRESS };
}

export default function ContactPage() {
  const { locale, storePhone, phones, address } = useLoaderData<typeof loader>();
  const { t } = useFormsTranslation(locale);
  const [showMap, setShowMap] = useState(false);
  return (
    <article className={pageStyles.page} data-page="contact">
      <h1>{t('pages.contact.title')}</h1>
      <p className={pageStyles.lead}>{t('pages.contact.lead')}</p>
      <div className={styles.columns}>
        <section aria-labelledby="coordonnees" className={styles.details}>
          <h2 id="coordonnees" className={styles.visuallyHiddenHeading}>
            {t('contact.address')}
          </h2>
          <address className={styles.address}>
            Piscines Soleil
            <br />
            {address.street}
            <br />
            {address.city} ({address.province}) {address.postalCode}
          </address>
          <h3>{t('contact.phones')}</h3>
          <ul className={styles.list}>
            <li>
              {t('contact.tollFree')} : <a href={telHref(phones.tollFreePhone)}>{phones.tollFreePhone}</a>
            </li>
            <li>
              {t('contact.local')} : <a href={telHref(phones.phone)}>{phones.phone}</a>
            </li>
          </ul>
          <h3>{t('contact.hours')}</h3>
          <dl className={styles.hours}>
            {OPENING_HOURS.map((hours) => (
              <div key={hours.days} className={styles.hoursRow}>
                <dt>{t(`contact.days.${hours.days}`)}</dt>
                <dd>{formatOpeningRange(hours, locale)}</dd>
              </div>
            ))}
          </dl>
          <h3>{t('contact.map')}</h3>
          {showMap ? (
            <iframe
              className={styles.map}
              title={t('contact.mapTitle', { address: STORE_ADDRESS_LINE })}
              src={`https://www.google.com/maps?q=${encodeURIComponent(STORE_ADDRESS_LINE)}&output=embed`}
              width={600}
              height={360}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          ) : (
            <>
              <p className={styles.note}>{t('contact.mapNote')}</p>
              <button type="button" className={styles.mapButton} onClick={() => setShowMap(true)}>
                {t('contact.showMap')}
              </button>
            </>
          )}
        </section>
        <section aria-labelledby="ecrivez-nous">
          <h2 id="ecrivez-nous">{t('contact.writeUs')}</h2>
          <LeadForm
            form="contact"
            locale={locale}
            storePhone={storePhone}
            fields={[
              { name: 'name', kind: 'text', required: true, autoComplete: 'name', full: true },
              { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
              { name: 'phone', kind: 'tel', required: true, autoComplete: 'tel' },
              { name: 'message', kind: 'textarea', required: true },
            ]}
          />
        </section>
      </div>
    </article>
  );
}
