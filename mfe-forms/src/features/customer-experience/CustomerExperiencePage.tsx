// Owns the customer-experience page: the feedback form titled 'Faîtes-nous part de votre expérience !' (spec §1).
import { useLoaderData } from 'react-router';
import type { PageLoaderArgs } from '@storefront/platform';
import { useFormsTranslation } from '../../i18n';
import { LeadForm } from '../leads/LeadForm';
import { formPageData } from '../leads/pageData';
import styles from '../leads/Page.module.css';

export async function loader(args: PageLoaderArgs) {
  return formPageData(args);
}

export default function CustomerExperiencePage() {
  const { locale, storePhone } = useLoaderData<typeof loader>();
  const { t } = useFormsTranslation(locale);
  return (
    <article className={styles.page} data-page="customerExperience">
      <h1>{t('pages.customerExperience.title')}</h1>
      <p className={styles.lead}>{t('pages.customerExperience.lead')}</p>
      <LeadForm
        form="customerExperience"
        locale={locale}
        storePhone={storePhone}
        fields={[
          { name: 'name', kind: 'text', required: true, autoComplete: 'name' },
          { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
          { name: 'phone', kind: 'tel', autoComplete: 'tel' },
          { name: 'message', kind: 'textarea', required: true },
        ]}
      />
    </article>
  );
}
