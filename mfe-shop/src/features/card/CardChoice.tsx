// Owns "Ajouter au panier" of a card whose product asks for a choice first: its formats in a chooser, or its options on its page.
import { Link } from 'react-router';
import { localizedPath, type Locale } from '@storefront/contracts';
import type { CardChoice as Choice } from '../listing/cardProduct';
import { useShopTranslation } from '../../i18n';
import { VariantChooser } from './VariantChooser';
import buttons from './AddToCartButton.module.css';

export function CardChoice({ choice, title, handle, locale }: { choice: Choice; title: string; handle: string; locale: Locale }) {
  const { t } = useShopTranslation();
  if (choice.kind === 'formats') return <VariantChooser title={title} choice={choice} locale={locale} />;
  return (
    <Link
      to={localizedPath('productDetail', locale, { slug: handle })}
      className={`${buttons.add} ${buttons.compact} ${buttons.link}`}
      aria-label={t('chooser.optionsOf', { title })}
    >
      {t('chooser.options')}
    </Link>
  );
}
