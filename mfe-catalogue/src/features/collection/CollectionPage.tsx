// Owns a collection page of spec §2: the type records (spa series or pool collections) and their models in order; outdoor furniture leads to the shop.
import { Link, useLoaderData } from 'react-router';
import { COLLECTION_SLUGS, localizedPath } from '@storefront/contracts';
import { modelPrice } from '@storefront/catalogue-data/prices';
import { formatMoney } from '@storefront/i18n';
import { useLocale, usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { catalogueClient, resolvePaths } from '../../data/catalogue';
import { notFound } from '../../data/notFound';
import { IMAGE_SIZES, Img, PAGE_WIDTH } from '../../common/Img';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { collectionMessages } from './messages';
import { isCollectionSlug, loadCollectionTypes } from './collectionData';
import page from '../../common/Page.module.css';
import styles from './CollectionPage.module.css';

addCatalogueMessages(collectionMessages);

const FURNITURE = 'mobilier-exterieur';

export async function loader({ params, config, locale }: PageLoaderArgs) {
  const slug = params.collection;
  if (!isCollectionSlug(slug, COLLECTION_SLUGS)) notFound();
  const client = await catalogueClient(config);

  if (slug === FURNITURE) {
    const category = (await client.forLanguage(locale).loadCategories()).find((candidate) => candidate.handle === FURNITURE);
    const urls = await resolvePaths(client, [category?.image]);
    const families = (category?.collections ?? []).flatMap((collection) =>
      collection.productTypes.map((type) => ({ collection: collection.id, handle: type.handle, title: type.title })),
    );
    return { slug, image: category ? (urls[category.image] ?? '') : '', description: category?.seoDescription ?? '', families, groups: [] };
  }

  const types = await loadCollectionTypes(client, slug, locale);
  const card = (model: { handle: string; title: string; description: string; images: string[] }) => ({
    handle: model.handle,
    title: model.title,
    description: model.description,
    image: model.images[0] ?? '',
  });
  const groups = types.map((entry) => ({
    id: entry.type.id,
    title: entry.type.title,
    presentation: entry.type.presentation,
    image: entry.type.image,
    components: entry.kind === 'spa' ? entry.type.components : [],
    models:
      entry.kind === 'spa'
        ? entry.type.products.map((model) => ({ ...card(model), price: modelPrice(model), persons: model.persons, jets: model.jets }))
        : entry.type.products.map((model) => ({ ...card(model), price: modelPrice(model), persons: '', jets: 0 })),
  }));
  const urls = await resolvePaths(
    client,
    groups.flatMap((group) => [group.image, ...group.models.map((model) => model.image)]),
  );
  const resolved = groups.map((group) => ({
    ...group,
    image: urls[group.image] ?? '',
    models: group.models.map((model) => ({ ...model, image: urls[model.image] ?? '' })),
  }));
  return { slug, image: '', description: '', families: [], groups: resolved };
}

export default function CollectionPage() {
  const { slug, image, description, families, groups } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  const title = t(`collections.${slug}`);
  usePageMeta(title, description || t(`collectionLead.${slug}`));
  const money = (amount: number) => formatMoney(amount, 'CAD', locale);

  if (slug === FURNITURE) {
    return (
      <article className={page.page} data-page="collection">
        <h1 className={page.title}>{title}</h1>
        <p className={page.lead}>{t('collection.furnitureLead')}</p>
        {image ? <Img className={page.image} src={image} alt="" {...IMAGE_SIZES.tile} priority sizes={PAGE_WIDTH} /> : null}
        <h2 className={styles.groupTitle}>{t('collection.furnitureTypes')}</h2>
        <ul className={styles.families}>
          {families.map((family) => (
            <li key={`${family.collection}/${family.handle}`}>
              <Link
                className={styles.family}
                to={localizedPath('shopListing', locale, { category: FURNITURE, collection: family.collection, type: family.handle })}
              >
                {family.title}
              </Link>
            </li>
          ))}
        </ul>
      </article>
    );
  }

  return (
    <article className={page.page} data-page="collection">
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{t(`collectionLead.${slug}`)}</p>
      {groups.length === 0 ? <p className={page.empty}>{t('collection.noModels')}</p> : null}
      {groups.map((group, groupIndex) => (
        <section key={group.id} className={styles.group} aria-labelledby={`type-${group.id}`} data-type={group.id}>
          <div className={styles.groupHead}>
            <Img
              className={page.image}
              src={group.image}
              alt=""
              {...IMAGE_SIZES.banner}
              priority={groupIndex === 0}
              sizes="(min-width: 90rem) 34rem, (min-width: 62em) 38vw, 100vw"
            />
            <div>
              <h2 id={`type-${group.id}`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <p>{group.presentation}</p>
              {group.components.length > 0 ? (
                <ul className={styles.components} aria-label={t('collection.features')}>
                  {group.components.map((component) => (
                    <li key={component.title}>
                      <strong>{component.title}</strong> — {component.description}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
          {group.models.length === 0 ? (
            <p className={page.empty}>{t('collection.noModels')}</p>
          ) : (
            <ul className={styles.models}>
              {group.models.map((model) => (
                <li key={model.handle} className={styles.model}>
                  <Img
                    className={styles.modelImage}
                    src={model.image}
                    alt=""
                    {...IMAGE_SIZES.product}
                    sizes="(min-width: 62em) 18rem, (min-width: 34rem) 50vw, calc(100vw - 4rem)"
                  />
                  <h3 className={styles.modelTitle}>
                    <Link to={localizedPath('collectionModel', locale, { collection: slug, model: model.handle })}>{model.title}</Link>
                  </h3>
                  {model.persons ? (
                    <p className={styles.facts}>
                      {t('collection.persons', { value: model.persons })} · {t('collection.jets', { value: model.jets })}
                    </p>
                  ) : null}
                  <p className={styles.description}>{model.description}</p>
                  <p className={styles.price}>
                    {t('model.priceFrom')}{' '}
                    <strong className={model.price.from < model.price.regular ? styles.sale : undefined}>{money(model.price.from)}</strong>
                    {model.price.from < model.price.regular ? ' ' : null}
                    {model.price.from < model.price.regular ? <s className={styles.regular}>{money(model.price.regular)}</s> : null}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
