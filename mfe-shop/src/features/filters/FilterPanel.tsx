// Owns the filter side menu slot of the shop layout (its groups and counts come with the shop issue).
import type { SlotProps } from '@storefront/contracts';
import { useRemoteTranslation } from '@storefront/i18n';
import { shopI18n, NS } from '../../i18n';

export default function FilterPanel({ locale }: SlotProps) {
  const { t } = useRemoteTranslation(shopI18n, NS, locale);
  return (
    <nav aria-label={t('filters.all')}>
      <p>{t('filters.all')}</p>
      <p>{t('filters.otherCategories')}</p>
    </nav>
  );
}
