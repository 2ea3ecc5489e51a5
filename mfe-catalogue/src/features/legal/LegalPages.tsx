// Owns the legal pages: one layout (title, revision date, contents, sections) over the texts of texts.ts.
import { conditionsOn, versionText } from '@storefront/commerce/conditions';
import { localizedPath, type Locale } from '@storefront/contracts';
import { useLocale, usePageMeta } from '@storefront/platform';
import { formatDate, formatLabel } from '@storefront/i18n';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { legalMessages } from './messages';
import { useScrollToHash } from '../../common/useScrollToHash';
import { LEGAL_TEXTS, type LegalPageId, type LegalSection } from './texts';
import page from '../../common/Page.module.css';
import styles from './Legal.module.css';

addCatalogueMessages(legalMessages);

/**
 * The online purchase conditions end with the contract's clauses of the version in force: the very text the checkout's review
 * asks to accept (@storefront/commerce/conditions), so the page and the contract never differ.
 */
function contractSection(locale: Locale, title: (version: string) => string, intro: string): LegalSection {
  const inForce = conditionsOn(new Date().toISOString().slice(0, 10));
  return {
    id: 'contrat',
    title: title(versionText(inForce.version)),
    paragraphs: [intro],
    list: inForce.clauses[locale].map((clause) => `${formatLabel(clause.title, locale)} ${clause.text}`),
  };
}

function LegalPage({ id }: { id: LegalPageId }) {
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  const text = LEGAL_TEXTS[id][locale];
  const all =
    id === 'purchaseConditions'
      ? [...text.sections, contractSection(locale, (version) => t('legal.contract', { version }), t('legal.contractIntro'))]
      : text.sections;
  usePageMeta(text.title, text.description);
  useScrollToHash();
  // Noon UTC and a fixed zone: the same day is printed on the server and in every browser.
  const updated = formatDate(`${text.updated}T12:00:00Z`, locale, { dateStyle: 'long', timeZone: 'America/Toronto' });
  return (
    <article className={`${page.page} ${styles.legal}`} data-page={id}>
      <h1 className={page.title}>{text.title}</h1>
      <p className={styles.updated}>{t('legal.updated', { date: updated })}</p>
      <p className={page.lead}>{text.intro}</p>
      <nav aria-label={t('legal.contents')} className={styles.contents}>
        <ol>
          {all.map((section) => (
            <li key={section.id}>
              {/* The document has a <base href="/">: a bare #fragment would lead to the home page. */}
              <a href={`${localizedPath(id, locale)}#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {all.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`} className={styles.section}>
          <h2 id={`${section.id}-titre`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

export const PrivacyPolicyPage = () => <LegalPage id="privacyPolicy" />;
export const PurchaseConditionsPage = () => <LegalPage id="purchaseConditions" />;
export const GeneralConditionsPage = () => <LegalPage id="generalConditions" />;
export const CookiePolicyPage = () => <LegalPage id="cookiePolicy" />;
