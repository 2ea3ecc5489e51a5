// Owns the product card of spec §3: image with its tags and the wishlist and compare icon buttons, brand or category, name,
// description, price, "Voir la fiche" and "Ajouter au panier".
import { Link } from 'react-router';
import { localizedPath, type Locale } from '@storefront/contracts';
import { imageSrcSet } from '@storefront/catalogue-data/images';
import { useMediaUrl } from '@storefront/platform';
import type { CardProduct } from '../listing/cardProduct';
import { useShopTranslation } from '../../i18n';
import { AddToCartButton } from './AddToCartButton';
import { CardChoice } from './CardChoice';
import { SavedListButtons } from '../lists/SavedListButtons';
import { Price, PromoTag } from './Price';
import styles from './ProductCard.module.css';

const IMAGE_SIZE = 800;

/**
 * The card's width in the grid of spec §9 (1 to 6 columns of the layout's container): an upper bound, since the shell
 * puts the filter side bar beside the grid from 62em and a remote's harness does not.
 */
const CARD_SIZES = [
  '(min-width: 120em) 20rem',
  '(min-width: 100em) 22.5rem',
  '(min-width: 90rem) 30rem',
  '(min-width: 75em) 34vw',
  '(min-width: 600px) 50vw',
  '100vw',
].join(', ');

/** `priority`: the page's largest image of the first screen (LCP), loaded at once; every other card waits until it is near. */
export function ProductCard({ product, locale, priority = false }: { product: CardProduct; locale: Locale; priority?: boolean }) {
  const { t } = useShopTranslation();
  const href = localizedPath('productDetail', locale, { slug: product.handle });
  const media = useMediaUrl();
  const src = product.image ? media(product.image.src) : '';
  const srcSet = product.image ? imageSrcSet(src, product.image.width ?? IMAGE_SIZE) : undefined;
  return (
    <article
      className={styles.card}
      data-testid="product-card"
      data-handle={product.handle}
      data-product-id={product.id}
      data-type={product.typeHandle}
      data-online={product.buyOnline}
      data-published={product.publishedAt}
    >
      <div className={styles.media}>
        {product.image ? (
          <img
            className={styles.image}
            src={src}
            {...(srcSet ? { srcSet, sizes: CARD_SIZES } : {})}
            alt=""
            width={product.image.width ?? IMAGE_SIZE}
            height={product.image.height ?? IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <div className={styles.placeholder} />
        )}
        <div className={styles.tags}>
          {product.isNew && <span className={styles.new}>{t('product.isNew')}</span>}
          {product.price?.discountPercent != null && <PromoTag percent={product.price.discountPercent} className={styles.promo} />}
          {product.exclusive && <span className={styles.exclusive}>{t('product.exclusive')}</span>}
        </div>
        <div className={styles.saved}>
          <SavedListButtons item={{ id: product.id, handle: product.handle, title: product.title }} compact />
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
          {product.choice && <CardChoice choice={product.choice} title={product.title} handle={product.handle} locale={locale} />}
        </div>
      </div>
    </article>
  );
}
