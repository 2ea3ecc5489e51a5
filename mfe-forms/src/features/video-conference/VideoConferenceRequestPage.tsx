// Owns the video conference request page (/{lang}/demande-visioconference) and its preferred callback periods (spec §9).
import { useLoaderData } from 'react-router';
import type { PageLoaderArgs } from '@storefront/platform';
import { CALLBACK_PERIODS } from '@storefront/validation/forms';
import { useFormsTranslation } from '../../i18n';
import { messageField, personFields } from '../leads/fieldSets';
import { LeadForm } from '../leads/LeadForm';
import { formPageData } from '../leads/pageData';
import styles from '../leads/Page.module.css';

export async function loader(args: PageLoaderArgs) {
  return formPageData(args);
}

export default function VideoConferenceRequestPage() {
  const { locale, storePhone } = useLoaderData<typeof loader>();
  const { t } = useFormsTranslation(locale);
  return (
    <article className={styles.page} data-page="videoConferenceRequest">
      <h1>{t('pages.videoConferenceRequest.title')}</h1>
      <p className={styles.lead}>{t('pages.videoConferenceRequest.lead')}</p>
      <LeadForm
        form="videoConference"
        locale={locale}
        storePhone={storePhone}
        fields={[
          ...personFields,
          {
            name: 'callbackPeriod',
            kind: 'radio',
            required: true,
            options: CALLBACK_PERIODS.map((period) => ({ value: period.id, label: t(`form.callbackPeriods.${period.id}`) })),
          },
          { name: 'model', kind: 'text', full: true, label: t('quote.model') },
          messageField,
        ]}
      />
    </article>
  );
}
