// Owns the financing pre-approval request page (/{lang}/demande-financement).
import { useLoaderData } from 'react-router';
import type { PageLoaderArgs } from '@storefront/platform';
import { useFormsTranslation } from '../../i18n';
import { addressFields, messageField, personFields } from '../leads/fieldSets';
import { LeadForm } from '../leads/LeadForm';
import { formPageData } from '../leads/pageData';
import styles from '../leads/Page.module.css';

export async function loader(args: PageLoaderArgs) {
  return formPageData(args);
}

export default function FinancingRequestPage() {
  const { locale, storePhone } = useLoaderData<typeof loader>();
  const { t } = useFormsTranslation(locale);
  return (
    <article className={styles.page} data-page="financingRequest">
      <h1>{t('pages.financingRequest.title')}</h1>
      <p className={styles.lead}>{t('pages.financingRequest.lead')}</p>
      <LeadForm
        form="financing"
        locale={locale}
        storePhone={storePhone}
        initialValues={{ province: 'QC' }}
        fields={[
          ...personFields,
          { name: 'homePhone', kind: 'tel', autoComplete: 'tel' },
          { name: 'officePhone', kind: 'tel', autoComplete: 'work tel' },
          { name: 'extension', kind: 'text', autoComplete: 'tel-extension' },
          ...addressFields(t),
          { name: 'model', kind: 'text', label: t('quote.model') },
          messageField,
        ]}
      />
    </article>
  );
}
