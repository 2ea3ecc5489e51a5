// Owns the home page: the rotating banner, the service blocks, the online-shopping teaser, the shop and clearance calls to action and the pedestal gallery.
import { Link, useLoaderData } from 'react-router';
import { localizedPath, SPECIAL_COLLECTION_HANDLES } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useLocale, usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { useHydrated } from '@storefront/ui';
import { catalogueClient, resolvePaths } from '../../data/catalogue';
import { hrefOf } from '../../common/links';
import { IMAGE_SIZES, Img, PAGE_WIDTH } from '../../common/Img';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { homeMessages } from './messages';
import { Carousel } from './Carousel';
import { CALLS_TO_ACTION, ESSENTIALS_SHOWN, SERVICES, SLIDES } from './home';
import page from '../../common/Page.module.css';
import styles from './HomePage.module.css';

addCatalogueMessages(homeMessages);

export async function loader({ config, locale }: PageLoaderArgs) {
  const client = await catalogueClient(config);
  const { latestUniqueByHandle } = await import('@storefront/catalogue-data');
  const [spaTypes, essentialsCollection] = await Promise.all([
    client.forLanguage(locale).loadSpaTypes(),
    // The essentials collection alone, never the whole shop: the home page costs the same whatever the catalogue's size.
    // The store client is imported only here: the other catalogue pages never load shopify-buy. The essentials' names
    // come in the page's language (French where the store has none).
    client.loadShopCollection(
      async (handle) =>
        (await import('@storefront/commerce')).createStoreClient({ ...config.shopify, language: locale }).fetchCollectionByHandle(handle),
      SPECIAL_COLLECTION_HANDLES.essentials,
      { language: locale },
    ),
  ]);
  const pedestal = spaTypes.flatMap((type) => {
    const model = type.products[0];
    return model ? [{ handle: model.handle, title: model.title, series: type.title, image: model.images[0] ?? '' }] : [];
  });
  const urls = await resolvePaths(client, [
    ...SLIDES.map((slide) => slide.image),
    ...SERVICES.map((service) => service.image),
    ...CALLS_TO_ACTION.map((cta) => cta.image),
    ...pedestal.map((item) => item.image),
  ]);
  // As the shop has them (spec §9): the newest first, one per handle.
  const essentials = latestUniqueByHandle(essentialsCollection)
    .slice(0, ESSENTIALS_SHOWN)
    .map((product) => {
      const variant = product.variants[0];
      const image = product.images[0];
      return {
        handle: product.handle,
        title: product.title,
        vendor: product.vendor,
        price: variant?.price ?? null,
        compareAtPrice: variant?.compareAtPrice ?? null,
        image: image
          ? { src: image.src, alt: image.altText ?? product.title, width: image.width ?? 800, height: image.height ?? 800 }
          : null,
      };
    });
  return { urls, essentials, pedestal };
}

/**
 * A slide's image. The first is in the server's HTML; the next ones wait for the page to run: unseen until then, they
 * would share the phone's link with the first. Its own component, so that once the page is hydrated only the images
 * render again, not the whole page (a page-wide re-render right after hydration is a long task on a phone).
 */
function SlideImage({ first, src }: { first: boolean; src: string }) {
  const hydrated = useHydrated();
  if (first || hydrated)
    return (
      <Img className={styles.slideImage} draggable={false} src={src} alt="" {...IMAGE_SIZES.banner} priority={first} sizes={PAGE_WIDTH} />
    );
  return (
    <span
      className={styles.slideImage}
      style={{ aspectRatio: `${IMAGE_SIZES.banner.width} / ${IMAGE_SIZES.banner.height}` }}
      data-pending-image
    />
  );
}

export default function HomePage() {
  const { urls, essentials, pedestal } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  usePageMeta(undefined, t('home.description'));
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);

  return (
    <div className={styles.home} data-page="home">
      <h1 className={styles.title}>{t('home.title')}</h1>
      <Carousel
        slides={SLIDES.map((slide, index) => ({
          key: slide.key,
          content: (
            <div className={styles.slide}>
              <SlideImage first={index === 0} src={urls[slide.image] ?? ''} />
              <div className={styles.slideText}>
                <h2 className={styles.slideTitle}>{t(`home.slides.${slide.key}.title`)}</h2>
                <p>{t(`home.slides.${slide.key}.text`)}</p>
                <Link className={page.cta} to={hrefOf(slide.link, locale)}>
                  {t(`home.slides.${slide.key}.cta`)}
                </Link>
              </div>
            </div>
          ),
        }))}
      />

      <section className={styles.belowFold} aria-labelledby="nos-services">
        <h2 id="nos-services" className={styles.sectionTitle}>
          {t('home.services.title')}
        </h2>
        <ul className={styles.services}>
          {SERVICES.map((service) => (
            <li key={service.key}>
              <Link className={styles.service} to={hrefOf(service.link, locale)}>
                <Img
                  className={styles.serviceImage}
                  src={urls[service.image] ?? ''}
                  alt=""
                  {...IMAGE_SIZES.banner}
                  sizes="(min-width: 90rem) 22rem, (min-width: 62em) 25vw, (min-width: 34rem) 50vw, 100vw"
                />
                <span className={styles.serviceName}>{t(`home.services.${service.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.teaser} ${styles.belowFold}`} aria-labelledby="achat-en-ligne">
        <h2 id="achat-en-ligne" className={styles.sectionTitle}>
          {t('home.shopTeaser.title')}
        </h2>
        <p className={styles.subtitle}>{t('home.shopTeaser.subtitle')}</p>
        {essentials.length === 0 ? (
          <p className={page.empty}>{t('home.shopTeaser.empty')}</p>
        ) : (
          <ul className={styles.essentials} data-testid="essentials">
            {essentials.map((product) => (
              <li key={product.handle} className={styles.essential}>
                {product.image ? (
                  <Img
                    className={styles.essentialImage}
                    src={product.image.src}
                    alt=""
                    width={product.image.width}
                    height={product.image.height}
                    sizes="(min-width: 90rem) 20rem, (min-width: 62em) 22vw, calc(50vw - 2.5rem)"
                  />
                ) : null}
                <p className={styles.vendor}>{product.vendor}</p>
                <h3 className={styles.essentialTitle}>
                  <Link to={localizedPath('productDetail', locale, { slug: product.handle })}>{product.title}</Link>
                </h3>
                {product.price !== null ? (
                  <p className={styles.price}>
                    <span className={product.compareAtPrice ? styles.sale : undefined}>{money(product.price)}</span>{' '}
                    {product.compareAtPrice ? <s>{money(product.compareAtPrice)}</s> : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Link className={page.link} to={localizedPath('onlinePurchase', locale)}>
          {t('home.shopTeaser.all')}
        </Link>
      </section>

      <ul className={styles.ctas}>
        {CALLS_TO_ACTION.map((cta) => (
          <li key={cta.key} className={styles.cta}>
            <Img
              className={styles.ctaImage}
              src={urls[cta.image] ?? ''}
              alt=""
              {...IMAGE_SIZES.banner}
              sizes="(min-width: 90rem) 44rem, (min-width: 48em) 50vw, 100vw"
            />
            <div className={styles.ctaText}>
              <h2 className={styles.ctaTitle}>{t(`home.${cta.key}.title`)}</h2>
              <p>{t(`home.${cta.key}.text`)}</p>
              <Link className={page.cta} to={hrefOf(cta.link, locale)}>
                {t(`home.${cta.key}.cta`)}
              </Link>
            </div>
          </li>
        ))}
      </ul>

      <section className={styles.belowFold} aria-labelledby="piedestal">
        <h2 id="piedestal" className={styles.sectionTitle}>
          {t('home.pedestal.title')}
        </h2>
        <p>{t('home.pedestal.text')}</p>
        <ul className={styles.pedestal}>
          {pedestal.map((item) => (
            <li key={item.handle} className={styles.pedestalItem}>
              <Link
                to={localizedPath('collectionModel', locale, { collection: 'spas', model: item.handle })}
                className={styles.pedestalLink}
              >
                <Img
                  className={styles.pedestalImage}
                  src={urls[item.image] ?? ''}
                  alt=""
                  {...IMAGE_SIZES.product}
                  sizes="(min-width: 90rem) 21rem, (min-width: 62em) 22vw, 45vw"
                />
                <span className={styles.pedestalSeries}>{item.series}</span>
                <span className={styles.pedestalName}>{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
