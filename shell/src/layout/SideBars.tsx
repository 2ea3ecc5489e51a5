// Owns the product side bar and the service side bar: the spec's product families and services, each a link of the path table.
import { Link } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { DialogPanel, Icon, type IconName } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { hrefOf, PRODUCT_BAR, SERVICE_BAR, type LinkGroup } from './navigation';
import { StorePhones } from './StoreContact';
import { useToggles } from './toggles';
import styles from './SideBars.module.css';

const LINK_ICONS: Record<string, IconName> = {
  aboveGroundPools: 'pool',
  inGroundPools: 'pool',
  semiInGroundPools: 'pool',
  spas: 'spa',
  swimSpas: 'spa',
  furniture: 'chair',
  chemicals: 'flask',
  accessories: 'tools',
  onlinePurchase: 'cart',
  clearance: 'gift',
  openingClosing: 'check',
  linerChange: 'edit',
  maintenance: 'tools',
  waterAnalysis: 'flask',
  quoteRequest: 'form',
  financingRequest: 'badge',
  videoConferenceRequest: 'chat',
  contact: 'phone',
};

function Groups({ groups, locale }: { groups: readonly LinkGroup[]; locale: Locale }) {
  const { t } = useShellTranslation(locale);
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className={styles.group}>
          <h3>{t(`groups.${group.key}`)}</h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.key}>
                <Link to={hrefOf(link, locale)} className={styles.link}>
                  <span className={styles.icon}>
                    <Icon name={LINK_ICONS[link.key] ?? 'chevron'} size={22} />
                  </span>
                  <span className={styles.text}>{t(`links.${link.key}`)}</span>
                  <Icon name="chevron" size={18} className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function BarFooter({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  return (
    <div className={styles.footer}>
      <p className={styles.call}>{t('contact.call')}</p>
      <StorePhones locale={locale} />
    </div>
  );
}

export function ProductSideBar({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const { toggles, bind } = useToggles();
  return (
    <DialogPanel
      open={toggles.productBar}
      onOpenChange={bind('productBar')}
      placement="left"
      title={t('productBar.title')}
      description={t('productBar.lead')}
      closeLabel={t('close')}
      className={styles.bar}
      testId="product-bar"
    >
      <Groups groups={PRODUCT_BAR} locale={locale} />
      <BarFooter locale={locale} />
    </DialogPanel>
  );
}

export function ServiceSideBar({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const { toggles, bind } = useToggles();
  return (
    <DialogPanel
      open={toggles.serviceBar}
      onOpenChange={bind('serviceBar')}
      placement="right"
      title={t('serviceBar.title')}
      description={t('serviceBar.lead')}
      closeLabel={t('close')}
      className={styles.bar}
      testId="service-bar"
    >
      <Groups groups={SERVICE_BAR} locale={locale} />
      <BarFooter locale={locale} />
    </DialogPanel>
  );
}
