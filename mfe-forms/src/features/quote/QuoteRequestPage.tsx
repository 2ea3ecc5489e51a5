// Owns the quote request page (/{lang}/demande-soumission), which may arrive with a model named in ?modele= and the
// configuration chosen on its page (ADR 0043): shown read-only above the fields and sent with the lead as ids, which the store
// API prices again from the catalogue.
import { useLoaderData } from 'react-router';
import { optionListLabel, POOL_SAFETY_URL } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import type { PageLoaderArgs } from '@storefront/platform';
import { useFormsTranslation } from '../../i18n';
import { addressFields, messageField, personFields } from '../leads/fieldSets';
import { LeadForm } from '../leads/LeadForm';
import { configurationRequest, type QuoteConfiguration } from './configuration';
import styles from '../leads/Page.module.css';
import own from './QuoteRequestPage.module.css';

// The loader's code (the catalogue's client, Firebase) is fetched when it runs, not to hydrate a server-rendered page.
export const loader = async (args: PageLoaderArgs) => (await import('./quoteLoader')).loadQuotePage(args);

export default function QuoteRequestPage() {
  const { locale, storePhone, model, configuration } = useLoaderData<typeof loader>();
  const { t } = useFormsTranslation(locale);
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);
  const priceOf = (line: QuoteConfiguration['lines'][number]) =>
    line.title === null ? t('quote.noCharge') : line.price === 0 ? t('quote.included') : `+ ${money(line.price)}`;
  return (
    <article className={styles.page} data-page="quoteRequest">
      <h1>{t('pages.quoteRequest.title')}</h1>
      <p className={styles.lead}>{t('pages.quoteRequest.lead')}</p>
      {configuration ? (
        <section className={own.configuration} aria-labelledby="configuration-soumission" data-testid="quote-configuration">
          <h2 id="configuration-soumission">{t('quote.configuration', { name: configuration.title })}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('quote.option')}</th>
                <th scope="col">{t('quote.choice')}</th>
                <th scope="col">{t('quote.price')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('quote.base')}</th>
                <td>{configuration.title}</td>
                <td>{money(configuration.base)}</td>
              </tr>
              {configuration.lines.map((line) => (
                <tr key={line.list}>
                  <th scope="row">{optionListLabel(line.list, configuration.kind, locale)}</th>
                  <td>{line.title ?? t('quote.none')}</td>
                  <td>{priceOf(line)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('quote.total')}
                </th>
                <td>{money(configuration.total)}</td>
              </tr>
            </tfoot>
          </table>
          <p className={own.note}>{t('quote.note')}</p>
          {configuration.kind === 'pool' ? (
            <p className={own.note}>
              {t('quote.safety')}{' '}
              <a href={POOL_SAFETY_URL} hrefLang="fr-CA">
                {t('quote.safetyLink')}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      <LeadForm
        form="quote"
        locale={locale}
        storePhone={storePhone}
        initialValues={{ model, province: 'QC' }}
        {...(configuration ? { extraFields: { configuration: configurationRequest(configuration) } } : {})}
        fields={[...personFields, ...addressFields(t), { name: 'model', kind: 'text', full: true, label: t('quote.model') }, messageField]}
      />
    </article>
  );
}
