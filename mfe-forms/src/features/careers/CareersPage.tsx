// Owns the careers page (/{lang}/carriere): the jobs with an apply call to action, and the application form with a CV.
import { Link, useLoaderData } from 'react-router';
import type { PageLoaderArgs } from '@storefront/platform';
import { useFormsTranslation } from '../../i18n';
import { messageField, personFields } from '../leads/fieldSets';
import { LeadForm } from '../leads/LeadForm';
import { formPageData } from '../leads/pageData';
import pageStyles from '../leads/Page.module.css';
import styles from './CareersPage.module.css';

export async function loader(args: PageLoaderArgs) {
  // The catalogue's client (Firebase) is fetched when the loader runs, not to hydrate a server-rendered page.
  const jobs = await (await import('./jobs')).loadJobs(args.config);
  const chosen = new URL(args.request.url).searchParams.get('poste');
  return { ...formPageData(args), jobs, chosen: jobs.find((job) => job.id === chosen)?.title ?? '' };
}

export default function CareersPage() {
  const { locale, storePhone, jobs, chosen } = useLoaderData<typeof loader>();
  const { t } = useFormsTranslation(locale);
  return (
    <article className={pageStyles.page} data-page="careers">
      <h1>{t('pages.careers.title')}</h1>
      <p className={pageStyles.lead}>{t('pages.careers.lead')}</p>
      <section aria-labelledby="postes">
        <h2 id="postes">{t('careers.jobs')}</h2>
        {jobs.length === 0 ? (
          <p>{t('careers.none')}</p>
        ) : (
          <ul className={styles.jobs}>
            {jobs.map((job) => (
              <li key={job.id} className={styles.job} data-testid="job">
                <h3>{job.title}</h3>
                <p className={styles.meta}>
                  {job.type} · {job.location}
                </p>
                <p>{job.description}</p>
                {job.requirements.length > 0 && (
                  <>
                    <h4>{t('careers.requirements')}</h4>
                    <ul>
                      {job.requirements.map((requirement) => (
                        <li key={requirement}>{requirement}</li>
                      ))}
                    </ul>
                  </>
                )}
                <Link
                  className={styles.apply}
                  to={{ search: `?poste=${encodeURIComponent(job.id)}`, hash: 'candidature' }}
                  preventScrollReset
                  aria-label={t('careers.applyFor', { title: job.title })}
                >
                  {t('careers.apply')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="candidature" className={styles.application}>
        <h2 id="candidature">{t('careers.form')}</h2>
        <LeadForm
          // A new choice of job gives the form its new starting value.
          key={chosen}
          form="careers"
          locale={locale}
          storePhone={storePhone}
          initialValues={{ job: chosen }}
          fields={[
            ...personFields,
            { name: 'city', kind: 'text', required: true, autoComplete: 'address-level2' },
            {
              name: 'job',
              kind: 'select',
              options: [{ value: '', label: t('careers.spontaneous') }, ...jobs.map((job) => ({ value: job.title, label: job.title }))],
            },
            messageField,
          ]}
        />
      </section>
    </article>
  );
}
