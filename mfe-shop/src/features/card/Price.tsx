// Owns how a price reads (spec §3): price-from label, struck-through original price and the sale price in red.
import type { PriceSummary } from '@storefront/commerce';
import { formatMoney, formatPercent } from '@storefront/i18n';
import type { Locale } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { VisuallyHidden } from '@storefront/ui';
import { useShopTranslation } from '../../i18n';
import styles from './Price.module.css';

export const CURRENCY = 'CAD';

/** `as`: a span where the price sits in a phrase (a chooser's label). */
export function Price({
  price,
  locale,
  large = false,
  as: Element = 'p',
}: {
  price: PriceSummary;
  locale: Locale;
  large?: boolean;
  as?: 'p' | 'span';
}) {
  const { t } = useShopTranslation();
  const onSale = price.compareAtPrice !== null;
  return (
    <Element className={large ? `${styles.price} ${styles.large}` : styles.price}>
      {price.from && <span className={styles.from}>{t('product.priceFrom')} </span>}
      {onSale ? (
        <>
          <VisuallyHidden>{t('product.originalPrice')} </VisuallyHidden>
          <s className={styles.original}>{formatMoney(price.compareAtPrice!, CURRENCY, locale)}</s>{' '}
          <VisuallyHidden>{t('product.salePrice')} </VisuallyHidden>
          <strong className={styles.sale}>{formatMoney(price.price, CURRENCY, locale)}</strong>
        </>
      ) : (
        <strong className={styles.regular}>{formatMoney(price.price, CURRENCY, locale)}</strong>
      )}
    </Element>
  );
}

/** The promo tag: the percent off as a negative number (spec §3) in the page's typography, read out in words. */
export function PromoTag({ percent, className }: { percent: number; className?: string }) {
  const { t } = useShopTranslation();
  const locale = useLocale();
  return (
    <span className={className} data-testid="promo-tag">
      <span aria-hidden="true">−{formatPercent(Math.round(percent), locale)}</span>
      <VisuallyHidden>{t('product.promo', { percent })}</VisuallyHidden>
    </span>
  );
}
