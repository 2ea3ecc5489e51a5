// Owns the store visit page (/fr/visite-en-magasin, /en/store-visit): a page only the `extra-page` variant of this remote's
// build declares, so that a release can add a page to the live site and a rollback take it away (e2e/tests/release-pages.spec.ts).
import { useLocale } from '@storefront/platform';
import pageStyles from '../leads/Page.module.css';
import { STORE_VISIT_MESSAGES } from './messages';

export default function StoreVisitPage() {
  const text = STORE_VISIT_MESSAGES[useLocale()];
  return (
    <article className={pageStyles.page} data-page="storeVisit">
      <h1>{text.title}</h1>
      <p className={pageStyles.lead}>{text.lead}</p>
    </article>
  );
}
