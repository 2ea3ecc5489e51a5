// Owns the product page: the product from the store and its add-to-cart control (gallery, options and tabs come with the shop issue).
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { StoreProduct } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { bus, useLocale, useRuntimeConfig } from '@storefront/platform';
import { useShopTranslation } from '../../i18n';
import { loadStoreProducts } from './storeProducts';
import styles from './ProductDetailPage.module.css';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; product: StoreProduct };

export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const locale = useLocale();
  const config = useRuntimeConfig();
  const { t } = useShopTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [added, setAdded] = useState(0);

  useEffect(() => {
    if (!config) return;
    let live = true;
    loadStoreProducts(config)
      .then((products) => {
        const product = products.get(slug);
        if (live) setLoaded(product ? { status: 'ready', product } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        console.error('[shop] products did not load', error);
        if (live) setLoaded({ status: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [config, slug]);

  if (loaded.status === 'loading') return <p role="status" className={styles.page}>…</p>;
  if (loaded.status === 'missing') return <p className={styles.page}>{t('product.notFound')}</p>;

  const { product } = loaded;
  const variant = product.variants[0];
  const image = product.images[0];
  const addToCart = () => {
    if (!variant) return;
    // The checkout remote owns this command; if it has not loaded yet, the bus keeps the command until it does.
    bus.send('cart:add', { variantId: variant.id, quantity: 1 });
    setAdded((n) => n + 1);
  };
  return (
    <article className={styles.page} data-page="productDetail">
      {image && <img className={styles.image} src={image.src} alt={image.altText ?? product.title} width={image.width ?? undefined} height={image.height ?? undefined} />}
      <div>
        <p className={styles.vendor}>{product.vendor}</p>
        <h1>{product.title}</h1>
        {variant && <p className={styles.price}>{formatMoney(Number(variant.price), 'CAD', locale)}</p>}
        <p>{product.description}</p>
        <button type="button" className={styles.add} onClick={addToCart} disabled={!variant?.availableForSale}>
          {t('product.addToCart')}
        </button>
        <p role="status" aria-live="polite" className={styles.status}>
          {added > 0 ? t('product.added') : ''}
        </p>
      </div>
    </article>
  );
}
