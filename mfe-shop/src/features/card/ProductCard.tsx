// Owns the product card of spec §3: image, brand or category, name, description, price, tags, "Voir la fiche" and "Ajouter au panier".
import { Link } from 'react-router';
import { localizedPath, type Locale } from '@storefront/contracts';
import type { CardProduct } from '../listing/cardProduct';
import { useShopTranslation } from '../../i18n';
import { AddToCartButton } from './AddToCartButton';
import { SavedListButtons } from '../lists/SavedListButtons';
import { Price, PromoTag } from './Price';
import styles from './ProductCard.module.css';

const IMAGE_SIZE = 400;

export function ProductCard({ product, locale, eager = false }: { product: CardProduct; locale: Locale; eager?: boolean }) {
  const { t } = useShopTranslation();
  const href = localizedPath('productDetail', locale, { slug: product.handle });
  return (
    <article
      className={styles.card}
      data-testid="product-card"
      data-handle={product.handle}
      data-type={product.typeHandle}
      data-online={product.buyOnline}
      data-published={product.publishedAt}
    >
      <div className={styles.media}>
        {product.image ? (
          <img
            className={styles.image}
            src={product.image.src}
            alt=""
            width={product.image.width ?? IMAGE_SIZE}
            height={product.image.height ?? IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <div className={styles.placeholder} />
        )}
        <div className={styles.tags}>
          {product.isNew && <span className={styles.new}>{t('product.isNew')}</span>}
          {product.price?.discountPercent != null && <PromoTag percent={product.price.discountPercent} className={styles.promo} />}
          {product.exclusive && <span className={styles.exclusive}>{t('product.exclusive')}</span>}
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.heading}>{product.heading}</p>
        <h2 className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {product.title}
          </Link>
        </h2>
        <p className={styles.description}>{product.description}</p>
        {product.price && <Price price={product.price} locale={locale} />}
        <div className={styles.actions}>
          <Link to={href} className={styles.view} aria-label={t('product.viewOf', { title: product.title })}>
            {t('product.view')}
          </Link>
          {product.variantId && <AddToCartButton variantId={product.variantId} title={product.title} compact />}
        </div>
        <SavedListButtons item={{ id: product.id, handle: product.handle, title: product.title }} compact />
      </div>
    </article>
  );
}
