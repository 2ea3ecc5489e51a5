// Owns a model page's configurator (ADR 0042): one radio group per option list, the priced summary with Quebec's taxes as an
// estimate, the total kept in view on phones (ADR 0051), the configuration kept in the address, printing, and the quote
// request for exactly that configuration.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  CONFIGURATION_QUERY_KEYS,
  configurationFromQuery,
  configurationToQuery,
  localizedPath,
  optionListLabel,
  POOL_SAFETY_URL,
  type OptionListName,
} from '@storefront/contracts';
import { NO_OPTION } from '@storefront/catalogue-data/prices';
import { formatMoney, formatPercent } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { VisuallyHidden } from '@storefront/ui';
import { IMAGE_SIZES, Img } from '../../common/Img';
import { useCatalogueTranslation } from '../../i18n';
import { configure } from './configuration';
import type { OptionListView } from './modelView';
import { PrintedStoreFacts } from './PrintedStoreFacts';
import page from '../../common/Page.module.css';
import styles from './Configurator.module.css';

export interface ConfiguratorProps {
  kind: 'pool' | 'spa';
  title: string;
  handle: string;
  pricing: { priceEv: number; discountEv: number };
  lists: readonly OptionListView[];
}

export function Configurator({ kind, title, handle, pricing, lists }: ConfiguratorProps) {
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = search.toString();
  // The choice shows at once; the address follows a moment later, and once it has moved (the choice, back, forward) it rules again.
  const [pending, setPending] = useState<Partial<Record<OptionListName, string>> | null>(null);
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    setPending(null);
  }
  const priced = configure(pricing, lists, (seenQuery === query && pending) || configurationFromQuery(search));
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);
  const percent = (rate: number) => formatPercent(rate, locale);
  const listName = (name: OptionListName) => optionListLabel(name, kind, locale, 'many');
  const difference = (price: number) => (price === 0 ? t('model.included') : t('model.extra', { price: money(price) }));
  // A new entry in the history per choice, so back and forward walk through the visitor's choices.
  const choose = (list: OptionListName, id: string) => {
    setPending({ ...priced.choices, [list]: id });
    void navigate(
      { pathname, search: `?${configurationToQuery({ ...priced.choices, [list]: id }, search).toString()}` },
      {
        preventScrollReset: true,
      },
    );
  };
  const quoteQuery = configurationToQuery(priced.choices, new URLSearchParams({ modele: handle }));
  const quoteHref = `${localizedPath('quoteRequest', locale)}?${quoteQuery.toString()}`;

  return (
    <section className={styles.configurator} aria-labelledby="configurer" data-configurator={kind}>
      <h2 id="configurer" className={styles.heading}>
        {t(`configurator.title.${kind}`)}
      </h2>
      <p className={styles.lead}>{t('configurator.lead')}</p>
      <div className={styles.layout}>
        {lists.length > 0 ? (
          // A GET form whose fields are the address's keys: without JavaScript the radios still say what each list offers.
          <form className={styles.choices} method="get" action={pathname} onSubmit={(event) => event.preventDefault()}>
            {lists.map((list) => (
              <fieldset key={list.name} className={styles.list} data-options={list.name}>
                <legend>
                  {listName(list.name)}
                  {list.optional ? <span className={styles.optional}> {t('configurator.optional')}</span> : null}
                </legend>
                <ul className={styles.grid}>
                  {list.items.map((item) => {
                    const id = `option-${list.name}-${item.id}`;
                    return (
                      <li key={item.id}>
                        <input
                          className={styles.radio}
                          type="radio"
                          id={id}
                          name={CONFIGURATION_QUERY_KEYS[list.name]}
                          value={item.id}
                          checked={priced.choices[list.name] === item.id}
                          onChange={() => choose(list.name, item.id)}
                        />
                        <label htmlFor={id} className={styles.option}>
                          <Img
                            className={styles.image}
                            src={item.image}
                            alt=""
                            {...IMAGE_SIZES.option}
                            sizes="(min-width: 62em) 9rem, 40vw"
                          />
                          <span className={styles.optionTitle}>{item.title}</span>
                          <span className={styles.optionPrice}>{difference(item.price)}</span>
                        </label>
                      </li>
                    );
                  })}
                  {list.optional ? (
                    // Last: an included option stays the first choice, and "none" is what the list is without one.
                    <li>
                      <input
                        className={styles.radio}
                        type="radio"
                        id={`option-${list.name}-${NO_OPTION}`}
                        name={CONFIGURATION_QUERY_KEYS[list.name]}
                        value={NO_OPTION}
                        checked={priced.choices[list.name] === NO_OPTION}
                        onChange={() => choose(list.name, NO_OPTION)}
                      />
                      <label htmlFor={`option-${list.name}-${NO_OPTION}`} className={styles.option}>
                        <span className={styles.noImage} aria-hidden="true" />
                        <span className={styles.optionTitle}>{t('configurator.none')}</span>
                        <span className={styles.optionPrice}>{t('configurator.noCharge')}</span>
                      </label>
                    </li>
                  ) : null}
                </ul>
              </fieldset>
            ))}
          </form>
        ) : null}

        {/* Phones: the total follows the visitor down the lists, above the site's bottom bar, up to the summary. */}
        <div className={styles.totalBar} data-testid="total-bar">
          <span className={styles.totalBarLabel}>{t('configurator.totalBar')}</span>
          <strong className={styles.totalBarAmount}>{money(priced.total)}</strong>
          <a className={styles.totalBarLink} href="#resume-configuration">
            {t('configurator.seeSummary')}
          </a>
        </div>

        {/* data-print-alone: the summary is what the site's print rule keeps (every other part of the page is left off). */}
        <aside className={styles.summary} aria-labelledby="resume-configuration" data-testid="configuration-summary" data-print-alone>
          <PrintedStoreFacts />
          <h3 id="resume-configuration" className={styles.summaryTitle}>
            {t('configurator.summary', { name: title })}
          </h3>
          <dl className={styles.lines}>
            <div>
              <dt>
                {pricing.discountEv > 0
                  ? t('configurator.baseDiscounted', { discount: percent(pricing.discountEv) })
                  : t('configurator.base')}
              </dt>
              <dd>{money(priced.base)}</dd>
            </div>
            {priced.lines.map((line) => (
              <div key={line.list} data-line={line.list}>
                <dt>
                  {listName(line.list)}
                  <span className={styles.choice}>{line.title ?? t('configurator.none')}</span>
                </dt>
                <dd>{line.title === null ? t('configurator.noCharge') : line.price === 0 ? t('model.included') : money(line.price)}</dd>
              </div>
            ))}
            <div className={styles.subtotal} data-line="subtotal">
              <dt>{t('configurator.subtotal')}</dt>
              <dd>{money(priced.subtotal)}</dd>
            </div>
            {priced.taxes.map((tax) => (
              <div key={tax.kind} data-line={tax.kind}>
                <dt>{t(`configurator.taxes.${tax.kind}`, { rate: percent(tax.rate), defaultValue: tax.kind })}</dt>
                <dd>{money(tax.amount)}</dd>
              </div>
            ))}
            <div className={styles.total} data-line="total">
              <dt>{t('configurator.total')}</dt>
              <dd data-testid="configuration-total">{money(priced.total)}</dd>
            </div>
          </dl>
          {/* One polite announcement per change, whichever total is in view. */}
          <VisuallyHidden>
            <span role="status" data-testid="total-announce">
              {t('configurator.announce', { total: money(priced.total) })}
            </span>
          </VisuallyHidden>
          <p className={styles.note}>{t('configurator.estimate')}</p>
          {kind === 'pool' ? (
            <p className={styles.safety} data-testid="pool-safety">
              {t('configurator.safety')}{' '}
              <a href={POOL_SAFETY_URL} hrefLang="fr-CA">
                {t('configurator.safetyLink')}
              </a>
            </p>
          ) : null}
          <p className={styles.actions}>
            <Link className={page.cta} to={quoteHref} data-testid="configuration-quote">
              {t('configurator.quote')}
            </Link>
            <button type="button" className={styles.print} onClick={() => window.print()}>
              {t('configurator.print')}
            </button>
          </p>
        </aside>
      </div>
    </section>
  );
}
