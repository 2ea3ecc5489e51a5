// Owns a model page (/{lang}/collection/{collection}/{model}): gallery, presentation, specifications, price from, the configurator,
// contact and quote.
import { useState } from 'react';
import { Link, useLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { COLLECTION_SLUGS, configurationFromQuery, localizedPath } from '@storefront/contracts';
import { modelPrice } from '@storefront/catalogue-data/prices';
import { formatMoney } from '@storefront/i18n';
import { Breadcrumb, VisuallyHidden } from '@storefront/ui';
import { useLocale, usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { catalogueClient, resolvePaths } from '../../data/catalogue';
import { notFound } from '../../data/notFound';
import { IMAGE_SIZES, Img } from '../../common/Img';
import { JsonLd } from '../../common/JsonLd';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { collectionMessages } from './messages';
import { findModel, isCollectionSlug, loadCollectionTypes } from './collectionData';
import { configuredPhoto, LIGHT_COLOURS, modelPaths, optionLists, productJsonLd, spaSpecs } from './modelView';
import { Configurator } from './Configurator';
import { configure } from './configuration';
import page from '../../common/Page.module.css';
import styles from './ModelPage.module.css';

addCatalogueMessages(collectionMessages);

/** A choice in the configurator changes only the address's query: the model's data is the same, so it is not read again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export async function loader({ params, config, request, locale }: PageLoaderArgs) {
  const slug = params.collection;
  if (!isCollectionSlug(slug, COLLECTION_SLUGS)) notFound();
  const client = await catalogueClient(config);
  const found = findModel(await loadCollectionTypes(client, slug, locale), params.model ?? '');
  if (!found) notFound();
  const urls = await resolvePaths(client, modelPaths(found));
  const url = (path: string) => urls[path] ?? '';
  const { model, type } = found;
  const price = modelPrice(model);
  const images = model.images.map(url).filter(Boolean);
  const address = new URL(request.url);
  return {
    slug,
    kind: found.kind,
    handle: model.handle,
    title: model.title,
    description: model.description,
    vendor: model.vendor,
    productType: model.productType,
    typeTitle: type.title,
    presentation: type.presentation,
    seoTitle: model.seoTitle,
    seoDescription: model.seoDescription,
    images,
    price,
    pricing: { priceEv: model.priceEv, discountEv: model.discountEv },
    spa: (() => {
      const specs = spaSpecs(found);
      return specs ? { ...specs, icons: specs.icons.map((icon) => ({ ...icon, path: url(icon.path) })) } : null;
    })(),
    options: optionLists(found).map((list) => ({
      ...list,
      items: list.items.map((item) => ({ ...item, image: url(item.image), ...(item.photo ? { photo: url(item.photo) } : {}) })),
    })),
    phones: config.store,
    jsonLd: productJsonLd({
      name: model.title,
      description: model.description,
      images,
      brand: model.vendor,
      sku: model.handle,
      url: `${address.origin}${address.pathname}`,
      price,
    }),
  };
}

export default function ModelPage() {
  const view = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  const [search] = useSearchParams();
  // The chosen shape's photo where the catalogue has one, until the visitor picks another photo; a new shape shows its own.
  const shapePhoto = configuredPhoto(view.options, configure(view.pricing, view.options, configurationFromQuery(search)).choices);
  const [picked, setPicked] = useState<{ index: number; photo: string | undefined } | null>(null);
  const shown = picked && picked.photo === shapePhoto ? picked.index : shapePhoto ? null : 0;
  const setShown = (index: number) => setPicked({ index, photo: shapePhoto });
  usePageMeta(view.title, view.seoDescription || view.description);
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);
  const collectionTitle = t(`collections.${view.slug}`);
  const quoteHref = `${localizedPath('quoteRequest', locale)}?modele=${encodeURIComponent(view.handle)}`;
  const discounted = view.price.from < view.price.regular;

  return (
    <article className={page.page} data-page="collectionModel" data-model={view.handle}>
      <JsonLd data={view.jsonLd} />
      <Breadcrumb
        label={t('model.breadcrumb')}
        variant="compact"
        items={[
          { key: 'home', content: <Link to={localizedPath('home', locale)}>{t('model.home')}</Link> },
          {
            key: 'collection',
            content: <Link to={localizedPath('collection', locale, { collection: view.slug })}>{collectionTitle}</Link>,
          },
          { key: 'model', content: view.title, current: 'page' },
        ]}
      />

      <div className={styles.top}>
        <section className={styles.gallery} aria-label={t('model.gallery')}>
          {view.images.length > 0 ? (
            <>
              <Img
                className={styles.mainImage}
                src={shown === null ? (shapePhoto ?? '') : (view.images[shown] ?? view.images[0] ?? '')}
                alt={t('model.photo', { name: view.title, n: (shown ?? 0) + 1 })}
                data-testid="model-photo"
                {...IMAGE_SIZES.product}
                priority
                sizes="(min-width: 90rem) 43rem, (min-width: 62em) 48vw, 100vw"
              />
              {view.images.length > 1 ? (
                <ul className={styles.thumbs}>
                  {view.images.map((src, index) => (
                    <li key={src}>
                      <button
                        type="button"
                        className={styles.thumb}
                        onClick={() => setShown(index)}
                        aria-pressed={index === shown}
                        aria-label={t('model.showPhoto', { n: index + 1 })}
                      >
                        <Img src={src} alt="" width={96} height={96} sourceWidth={IMAGE_SIZES.product.width} sizes="6rem" />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </section>

        <div className={styles.info}>
          <p className={styles.kicker}>
            {view.vendor} · {view.typeTitle}
          </p>
          <h1 className={page.title}>{view.title}</h1>
          <p className={styles.price} data-testid="price-from">
            <span>{t('model.priceFrom')}</span> <strong className={discounted ? styles.sale : undefined}>{money(view.price.from)}</strong>
            {discounted ? (
              <>
                {' '}
                <span className={styles.regular}>
                  <VisuallyHidden>{t('model.regularPrice')} </VisuallyHidden>
                  <s>{money(view.price.regular)}</s>
                </span>
              </>
            ) : null}
          </p>
          <p className={styles.note}>{t('model.priceNote')}</p>
          <p>
            <Link className={page.cta} to={quoteHref} aria-label={t('model.quoteNamed', { name: view.title })}>
              {t('model.quote')}
            </Link>
          </p>
          <h2 className={styles.heading}>{t('model.presentation')}</h2>
          <p>{view.description}</p>
          <p>{view.presentation}</p>
        </div>
      </div>

      {view.spa ? (
        <section aria-labelledby="caracteristiques">
          <h2 id="caracteristiques" className={styles.heading}>
            {t('model.specs')}
          </h2>
          <ul className={styles.icons}>
            {view.spa.icons.map((icon) => (
              <li key={icon.key} className={styles.iconItem}>
                <Img src={icon.path} alt="" {...IMAGE_SIZES.icon} />
                <span>
                  {icon.key === 'serie'
                    ? (view.spa?.series ?? '')
                    : icon.key === 'persons'
                      ? t('model.fact', { label: t('model.persons'), value: view.spa?.persons ?? '' })
                      : icon.key === 'jets'
                        ? t('model.fact', { label: t('model.jets'), value: view.spa?.jets ?? '' })
                        : t(`model.${icon.key}`)}
                </span>
              </li>
            ))}
          </ul>
          <dl className={styles.specs}>
            {view.spa.details.map((detail) => (
              <div key={detail.key}>
                <dt>{t(`model.specNames.${detail.key}`, { defaultValue: detail.key })}</dt>
                <dd>{detail.value === 'yes' ? t('model.yes') : detail.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {view.spa?.led ? (
        <div className={styles.collapsibles}>
          <details className={styles.details} data-list="lights">
            <summary>{t('model.lights')}</summary>
            <ul className={styles.lights}>
              {LIGHT_COLOURS.map((light) => (
                <li key={light.id}>
                  <span className={styles.swatch} style={{ background: light.colour }} aria-hidden="true" />
                  {t(`model.lightColours.${light.id}`)}
                </li>
              ))}
            </ul>
          </details>
        </div>
      ) : null}

      <Configurator kind={view.kind} title={view.title} handle={view.handle} pricing={view.pricing} lists={view.options} />

      <aside className={styles.contact} aria-labelledby="contact-modele">
        <h2 id="contact-modele" className={styles.heading}>
          {t('model.contact.title')}
        </h2>
        <p>{t('model.contact.text')}</p>
        <ul className={styles.phones}>
          <li>
            <a href={`tel:${view.phones.phone.replace(/[^\d+]/g, '')}`}>{t('model.contact.phone', { phone: view.phones.phone })}</a>
          </li>
          <li>
            <a href={`tel:${view.phones.tollFreePhone.replace(/[^\d+]/g, '')}`}>
              {t('model.contact.tollFree', { phone: view.phones.tollFreePhone })}
            </a>
          </li>
        </ul>
        <p className={styles.actions}>
          <Link className={page.cta} to={quoteHref}>
            {t('model.quoteNamed', { name: view.title })}
          </Link>
          <Link className={page.ctaSecondary} to={localizedPath('contact', locale)}>
            {t('model.contact.contact')}
          </Link>
        </p>
        <p>
          <Link className={page.link} to={localizedPath('collection', locale, { collection: view.slug })}>
            {t('model.back')}
          </Link>
        </p>
      </aside>
    </article>
  );
}
