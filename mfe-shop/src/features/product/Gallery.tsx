// Owns the product gallery: the image shown and its thumbnails, each a button that shows its image.
import type { StoreImage } from '@storefront/contracts';
import { useMediaUrl } from '@storefront/platform';
import { imageSrcSet } from '@storefront/catalogue-data/images';
import { useShopTranslation } from '../../i18n';
import styles from './ProductDetailPage.module.css';

const SIZE = 800;
/** The main image takes the page's width on phones, half of it from 62em (the page's two columns). */
const MAIN_SIZES = '(min-width: 62em) 50vw, 100vw';
const THUMBNAIL_SIZES = '64px';

function srcSetOf(image: StoreImage): { srcSet: string } | Record<string, never> {
  const srcSet = imageSrcSet(image.src, image.width ?? SIZE);
  return srcSet ? { srcSet } : {};
}

/** `shown`: the page's (the chosen variant's image, until a thumbnail shows another). */
export function Gallery({
  images,
  title,
  shown,
  onShow,
}: {
  images: StoreImage[];
  title: string;
  shown: number;
  onShow: (at: number) => void;
}) {
  const { t } = useShopTranslation();
  const media = useMediaUrl();
  const image = images[shown] && { ...images[shown], src: media(images[shown].src) };
  return (
    <section className={styles.gallery} aria-label={t('product.gallery')}>
      {image ? (
        <img
          className={styles.mainImage}
          src={image.src}
          {...srcSetOf(image)}
          sizes={MAIN_SIZES}
          alt={image.altText ?? title}
          width={image.width ?? SIZE}
          height={image.height ?? SIZE}
          fetchPriority="high"
          data-testid="main-image"
        />
      ) : (
        <div className={styles.mainImage} />
      )}
      {images.length > 1 && (
        <ul className={styles.thumbnails}>
          {images
            .map((stored) => ({ ...stored, src: media(stored.src) }))
            .map((entry, at) => (
              <li key={entry.src}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-pressed={at === shown}
                  aria-label={t('product.showImage', { number: at + 1, count: images.length })}
                  onClick={() => onShow(at)}
                >
                  <img src={entry.src} {...srcSetOf(entry)} sizes={THUMBNAIL_SIZES} alt="" width={80} height={80} loading="lazy" />
                </button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
