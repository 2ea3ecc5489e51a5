// Owns the quote request page (/{lang}/demande-soumission), which may arrive with a model named in ?modele=.
import { useLoaderData } from 'react-router';
import type { PageLoaderArgs } from '@storefront/platform';
import { useFormsTranslation } from '../../i18n';
import { addressFields, messageField, personFields } from '../leads/fieldSets';
import { LeadForm } from '../leads/LeadForm';
import { formPageData } from '../leads/pageData';
import styles from '../leads/Page.module.css';

export async function loader(args: PageLoaderArgs) {
  const model = new URL(args.request.url).searchParams.get('modele')?.slice(0, 200) ?? '';
  return { ...formPageData(args), model };
}

export default function QuoteRequestPage() {
  const { locale, storePhone, model } = useLoaderData<typeof loader>();
  const { t } = useFormsTranslation(locale);
  return (
    <article className={styles.page} data-page="quoteRequest">
      <h1>{t('pages.quoteRequest.title')}</h1>
      <p className={styles.lead}>{t('pages.quoteRequest.lead')}</p>
      <LeadForm
        form="quote"
        locale={locale}
        storePhone={storePhone}
        initialValues={{ model, province: 'QC' }}
        fields={[...personFields, ...addressFields(t), { name: 'model', kind: 'text', full: true, label: t('quote.model') }, messageField]}
      />
    </article>
  );
}
