// Owns the product page (spec §2): header, gallery, info, options, quantity, add to cart (the shell's notice confirms it), lists, video, contact, tabs, JSON-LD.
import { useId, useState } from 'react';
import { Link, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { priceSummary } from '@storefront/commerce';
import { localizedPath } from '@storefront/contracts';
import type { PageLoaderArgs } from '@storefront/platform';
import { Breadcrumb } from '@storefront/ui';
import { useLocale, usePageJsonLd, usePageMeta } from '@storefront/platform';
import { addShopMessages, useShopTranslation } from '../../i18n';
import { AddToCartButton } from '../card/AddToCartButton';
import { CURRENCY, Price, PromoTag } from '../card/Price';
import { shopHref } from '../listing/listingHref';
import { SavedListButtons } from '../lists/SavedListButtons';
import { Gallery } from './Gallery';
import { productJsonLd } from './jsonLd';
import type { DetailProduct, ProductData } from './productLoader';
import { ProductVideo } from './ProductVideo';
import { QuantitySelector } from './QuantitySelector';
import { Tabs } from './Tabs';
import { useChosenVariant } from './useChosenVariant';
import { galleryOf } from './variants';
import styles from './ProductDetailPage.module.css';
import { productMessages } from './messages';

// The product page's own texts travel in its chunk and are added when it is evaluated, before it renders (server, browser, harness).
addShopMessages(productMessages);

// The loader's code (the catalogue and store clients) is fetched when it runs, not to hydrate a server-rendered page.
export const loader = async (args: PageLoaderArgs) => (await import('./productLoader')).loadProduct(args);

/** Choosing a variant changes only the address's query (?variant=): the product's data is the same, so it is not read again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The first variant's SKU stands for the product's, on the page and in its JSON-LD. */
const skuOf = (product: DetailProduct) => product.variants[0]?.sku ?? null;

type Variant = DetailProduct['variants'][number];

function Purchase({
  product,
  phone,
  variant,
  onChoose,
}: {
  product: DetailProduct;
  phone: string;
  variant: Variant | undefined;
  onChoose: (id: string) => void;
}) {
  const locale = useLocale();
  const { t } = useShopTranslation();
  const optionsId = useId();
  const [quantity, setQuantity] = useState(1);
  const price = variant ? priceSummary([variant]) : null;
  const optionName = product.options[0]?.name ?? '';

  return (
    <div className={styles.purchase}>
      <div className={styles.priceRow}>
        {price && <Price price={price} locale={locale} large />}
        {price?.discountPercent != null && <PromoTag percent={price.discountPercent} className={styles.promo} />}
      </div>
      {product.variants.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={optionsId}>{t('product.option', { name: optionName })}</label>
          <select id={optionsId} value={variant?.id} onChange={(event) => onChoose(event.target.value)} data-testid="variant-select">
            {product.variants.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {product.buyOnline ? (
        <>
          <p className={styles.availability}>{variant?.availableForSale ? t('product.inStock') : t('product.soldOut')}</p>
          {variant?.availableForSale && (
            <div className={styles.buy}>
              <QuantitySelector value={quantity} onChange={setQuantity} />
              <AddToCartButton variantId={variant.id} title={product.title} quantity={quantity} />
            </div>
          )}
        </>
      ) : (
        <div className={styles.inStore} data-testid="in-store">
          <p className={styles.availability}>{t('product.inStore')}</p>
          <a href={telHref(phone)} className={styles.primary}>
            {t('product.call', { phone })}
          </a>
          <Link to={localizedPath('quoteRequest', locale)} className={styles.secondary}>
            {t('product.quote')}
          </Link>
        </div>
      )}
    </div>
  );
}

export default function ProductDetailPage() {
  const loaded = useLoaderData() as ProductData;
  const locale = useLocale();
  const { t } = useShopTranslation();
  const ready = loaded.status === 'ready' ? loaded : null;
  // The variant held for the page (spec §4) is the address's, and the gallery shows its image until a thumbnail shows another.
  const [variant, choose] = useChosenVariant(ready?.product.variants ?? []);
  const gallery = galleryOf(ready?.product.images ?? [], variant);
  const [picked, setPicked] = useState<{ variant: string | undefined; at: number } | null>(null);
  const shown = picked && picked.variant === variant?.id ? picked.at : gallery.shown;
  usePageMeta(ready?.product.title, ready?.product.description.slice(0, 160));
  // The product's structured data goes in the document's head (the server's first HTML included), not in the page.
  usePageJsonLd(ready ? productJsonLd({ ...ready.product, sku: skuOf(ready.product) }, ready.url, CURRENCY) : null);
  if (loaded.status === 'error') {
    return (
      <p className={styles.page} role="alert">
        {t('product.notFound')}
      </p>
    );
  }
  const { product, store } = loaded;
  const sku = skuOf(product);
  const details = (
    [
      [t('product.details.vendor'), product.vendor],
      [t('product.details.type'), product.productTypeTitle],
      [t('product.details.collection'), product.collectionTitle],
      [t('product.details.sku'), sku ?? ''],
    ] satisfies [string, string][]
  ).filter(([, value]) => value);

  return (
    <article className={styles.page} data-page="productDetail">
      <Breadcrumb
        label={t('product.breadcrumb')}
        items={[
          { key: 'shop', content: <Link to={localizedPath('shop', locale)}>{t('pages.shop.title')}</Link> },
          {
            key: 'category',
            content: <Link to={shopHref(locale, { category: product.categoryHandle })}>{product.categoryTitle}</Link>,
          },
          {
            key: 'collection',
            content: (
              <Link to={shopHref(locale, { category: product.categoryHandle, collection: product.collectionHandle })}>
                {product.collectionTitle}
              </Link>
            ),
          },
        ]}
      />
      <div className={styles.layout}>
        <Gallery images={gallery.images} title={product.title} shown={shown} onShow={(at) => setPicked({ variant: variant?.id, at })} />
        <div className={styles.info}>
          <header>
            <p className={styles.vendor}>{product.vendor || product.categoryTitle}</p>
            <h1 className={styles.title}>{product.title}</h1>
            <p className={styles.badges}>
              {product.isNew && <span className={styles.new}>{t('product.isNew')}</span>}
              {product.exclusive && <span className={styles.exclusive}>{t('product.exclusive')}</span>}
            </p>
          </header>
          <Purchase product={product} phone={store.phone} variant={variant} onChoose={choose} />
          <SavedListButtons item={{ id: product.id, handle: product.handle, title: product.title }} />
          {product.options.some((option) => option.values.length > 1) && (
            <details className={styles.collapsible}>
              <summary>{t('product.lists.options')}</summary>
              {product.options.map((option) => (
                <div key={option.name}>
                  <h2 className={styles.listTitle}>{option.name}</h2>
                  <ul>
                    {option.values.map((value) => (
                      <li key={value}>{value}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </details>
          )}
          <aside className={styles.contact} aria-labelledby="product-contact">
            <h2 id="product-contact">{t('product.contact.title')}</h2>
            <p>{t('product.contact.text')}</p>
            <p className={styles.contactLinks}>
              <a href={telHref(store.phone)}>{t('product.contact.call', { phone: store.phone })}</a>
              <Link to={localizedPath('videoConferenceRequest', locale)}>{t('product.contact.visio')}</Link>
            </p>
          </aside>
        </div>
      </div>
      {product.videoId && <ProductVideo videoId={product.videoId} title={product.title} />}
      <Tabs
        label={t('product.tabs.label')}
        tabs={[
          {
            id: 'description',
            label: t('product.tabs.description'),
            content: (
              <div className={styles.description} data-testid="description" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
            ),
          },
          {
            id: 'details',
            label: t('product.tabs.details'),
            content: (
              <dl className={styles.details}>
                {details.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ),
          },
          { id: 'delivery', label: t('product.tabs.delivery'), content: <p>{t('product.deliveryText')}</p> },
        ]}
      />
    </article>
  );
}
