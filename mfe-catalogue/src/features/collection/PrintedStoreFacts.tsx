// Owns what only the printed configuration adds (ADR 0051): the store's name, address and phones, the day it was printed, in
// the page's language, and the address that opens this configuration again.
import { useLocation } from 'react-router';
import { STORE_ADDRESS, STORE_NAME } from '@storefront/contracts';
import { formatDate } from '@storefront/i18n';
import { useLocale, useRuntimeConfig } from '@storefront/platform';
import { useHydrated } from '@storefront/ui';
import { useCatalogueTranslation } from '../../i18n';
import styles from './Configurator.module.css';

export function PrintedStoreFacts() {
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  const store = useRuntimeConfig()?.store;
  const { pathname, search } = useLocation();
  // The day and the full address are the reader's: known in the browser, not on the server (the first render matches it).
  const hydrated = useHydrated();
  const url = `${hydrated ? window.location.origin : ''}${pathname}${search}`;
  return (
    <div className={styles.printOnly} data-testid="printed-facts">
      <p className={styles.storeName}>{STORE_NAME}</p>
      <p>
        {STORE_ADDRESS.street}, {STORE_ADDRESS.city} ({STORE_ADDRESS.province}) {STORE_ADDRESS.postalCode}
      </p>
      {store ? <p>{t('configurator.printed.phones', { phone: store.phone, tollFree: store.tollFreePhone })}</p> : null}
      {hydrated ? <p data-testid="printed-date">{t('configurator.printed.date', { date: formatDate(new Date(), locale) })}</p> : null}
      <p className={styles.printedUrl} data-testid="printed-url">
        {t('configurator.printed.page', { url })}
      </p>
    </div>
  );
}
