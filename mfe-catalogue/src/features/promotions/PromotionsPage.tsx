// Owns the promotions page: current promotions (or the 'no current promotion' variant), the flyers and the year's catalogue.
import { Link, useLoaderData } from 'react-router';
import { localizedPath } from '@storefront/contracts';
import { contentNow, currentPromotions } from '@storefront/catalogue-data/promotions';
import { formatDate } from '@storefront/i18n';
import { useLocale, usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { catalogueClient, resolvePaths } from '../../data/catalogue';
import { IMAGE_SIZES, Img } from '../../common/Img';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { promotionsMessages } from './messages';
import { useScrollToHash } from '../../common/useScrollToHash';
import { STORE_TIME_ZONE } from './promotionDates';
import page from '../../common/Page.module.css';
import styles from './Promotions.module.css';

addCatalogueMessages(promotionsMessages);

export async function loader({ config, locale }: PageLoaderArgs) {
  const client = await catalogueClient(config);
  const loaders = client.forLanguage(locale);
  const [setting, promotions, catalogues, flyers] = await Promise.all([
    client.loadPromotionsSetting(),
    loaders.loadPromotions(),
    loaders.loadCatalogues(),
    client.loadFlyers(),
  ]);
  // An ended promotion is never listed as current, nor one not started yet; the store's switch can also hide them all.
  const now = contentNow(config.today);
  const shown = setting.hasCurrentPromotion ? currentPromotions(promotions, now) : [];
  const shownCatalogues = currentPromotions(catalogues, now);
  const urls = await resolvePaths(client, [
    ...shown.map((p) => p.imgCover),
    ...shownCatalogues.map((c) => c.imgCover),
    ...flyers.map((f) => f.img),
  ]);
  // A flyer has its own PDF per language; an empty English link falls back to the French one.
  const flyerFiles = await Promise.all(flyers.map((flyer) => client.resolveDocument(flyer.link[locale] || flyer.link.fr)));
  const card = (item: (typeof promotions)[number]) => ({
    slug: item.slug,
    title: item.title,
    description: item.description,
    endAt: item.endAt,
    image: urls[item.imgCover] ?? '',
  });
  return {
    hasCurrentPromotion: shown.length > 0,
    promotions: shown.map(card),
    catalogues: shownCatalogues.map(card),
    flyers: flyers.map((flyer, index) => {
      const file = flyerFiles[index];
      return { id: flyer.id, title: flyer.title[locale] || flyer.title.fr, image: urls[flyer.img] ?? '', file: file ? file.file : '' };
    }),
  };
}

export default function PromotionsPage() {
  const { hasCurrentPromotion, promotions, catalogues, flyers } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  usePageMeta(t('promotions.title'), t('promotions.description'));
  useScrollToHash();
  const until = (date: string) =>
    date ? t('promotions.until', { date: formatDate(date, locale, { dateStyle: 'long', timeZone: STORE_TIME_ZONE }) }) : '';

  return (
    <article className={page.page} data-page="promotions">
      <h1 className={page.title}>{t('promotions.title')}</h1>

      {hasCurrentPromotion ? (
        <section aria-labelledby="promotions-en-cours">
          <h2 id="promotions-en-cours" className={styles.heading}>
            {t('promotions.current')}
          </h2>
          <ul className={styles.cards}>
            {promotions.map((promotion, index) => (
              <li key={promotion.slug} className={styles.card}>
                <Img
                  className={page.image}
                  src={promotion.image}
                  alt=""
                  {...IMAGE_SIZES.banner}
                  priority={index === 0}
                  sizes="(min-width: 90rem) 22rem, (min-width: 62em) 24vw, (min-width: 40rem) 50vw, 100vw"
                />
                <h3 className={styles.cardTitle}>{promotion.title}</h3>
                <p>{promotion.description}</p>
                {promotion.endAt ? <p className={styles.until}>{until(promotion.endAt)}</p> : null}
                <Link
                  className={page.cta}
                  to={localizedPath('promotionDetail', locale, { slug: promotion.slug })}
                  aria-label={t('promotions.detailsNamed', { name: promotion.title })}
                >
                  {t('promotions.details')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className={styles.none} aria-labelledby="aucune-promotion" data-testid="no-promotion">
          <h2 id="aucune-promotion" className={styles.heading}>
            {t('promotions.none')}
          </h2>
          <p>{t('promotions.noneText')}</p>
        </section>
      )}

      <section id="circulaires" aria-labelledby="circulaires-titre">
        <h2 id="circulaires-titre" className={styles.heading}>
          {t('promotions.flyers')}
        </h2>
        <ul className={styles.flyers}>
          {flyers.map((flyer) => (
            <li key={flyer.id} className={styles.flyer}>
              <Img className={page.image} src={flyer.image} alt="" {...IMAGE_SIZES.flyer} sizes="(min-width: 62em) 15rem, 45vw" />
              <h3 className={styles.cardTitle}>{flyer.title}</h3>
              {flyer.file ? (
                <a
                  className={page.link}
                  href={flyer.file}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('promotions.openFlyerNamed', { name: flyer.title })}
                >
                  {t('promotions.openFlyer')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {catalogues.map((catalogue) => (
        <section key={catalogue.slug} className={styles.catalogue} aria-labelledby={`catalogue-${catalogue.slug}`} data-testid="catalogue">
          <Img
            className={page.image}
            src={catalogue.image}
            alt=""
            {...IMAGE_SIZES.banner}
            sizes="(min-width: 90rem) 34rem, (min-width: 62em) 38vw, 100vw"
          />
          <div>
            <h2 id={`catalogue-${catalogue.slug}`} className={styles.heading}>
              {catalogue.title}
            </h2>
            <p>{catalogue.description}</p>
            <Link className={page.cta} to={localizedPath('promotionDetail', locale, { slug: catalogue.slug })}>
              {t('promotions.openCatalogue')}
            </Link>
          </div>
        </section>
      ))}
    </article>
  );
}
