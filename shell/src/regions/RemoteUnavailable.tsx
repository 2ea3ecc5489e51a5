// Owns the localized message a visitor sees in a remote's region when that remote cannot be shown.
import type { RemoteName } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useShellTranslation } from '../i18n';
import styles from './RemoteUnavailable.module.css';

export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const locale = useLocale();
  const { t } = useShellTranslation(locale);
  return (
    <div role="alert" className={styles.box} data-testid={`remote-unavailable-${remote}`}>
      <p className={styles.title}>{t('remoteUnavailable.title')}</p>
      <p>{t('remoteUnavailable.body')}</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {t('remoteUnavailable.retry')}
      </button>
    </div>
  );
}
