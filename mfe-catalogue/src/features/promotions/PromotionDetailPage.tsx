// Owns a promotion's page (/{lang}/promotions/{slug}): its cover, its pages as images, its PDF and its links; the year's catalogue has one too.
// An ended promotion keeps its page, saying it has ended (links to it live on in flyers and mails); one not started yet is not found.
import { Link, useLoaderData } from 'react-router';
import { localizedPath } from '@storefront/contracts';
import { contentNow, promotionStatus } from '@storefront/catalogue-data/promotions';
import { formatDate } from '@storefront/i18n';
import { useLocale, usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { catalogueClient, resolvePaths } from '../../data/catalogue';
import { notFound } from '../../data/notFound';
import { IMAGE_SIZES, Img, PAGE_WIDTH } from '../../common/Img';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { promotionsMessages } from './messages';
import { STORE_TIME_ZONE } from './promotionDates';
import page from '../../common/Page.module.css';
import styles from './Promotions.module.css';

addCatalogueMessages(promotionsMessages);

export async function loader({ params, config, locale }: PageLoaderArgs) {
  const client = await catalogueClient(config);
  const loaders = client.forLanguage(locale);
  const [promotions, catalogues] = await Promise.all([loaders.loadPromotions(), loaders.loadCatalogues()]);
  const promotion = [...promotions, ...catalogues].find((candidate) => candidate.slug === params.slug);
  if (!promotion) notFound();
  const status = promotionStatus(promotion, contentNow(config.today));
  if (status === 'upcoming') notFound();
  const ended = status === 'expired';
  const [urls, pdf] = await Promise.all([
    resolvePaths(client, [promotion.imgCover, ...promotion.imgPromo.map((item) => item.img)]),
    client.resolveDocument(promotion.imgPromoPDF),
  ]);
  return {
    title: promotion.title,
    description: promotion.description,
    endAt: promotion.endAt,
    ended,
    cover: urls[promotion.imgCover] ?? '',
    pages: promotion.imgPromo.map((item) => urls[item.img] ?? '').filter(Boolean),
    // Its prices no longer hold: no PDF to keep, no links to buy from.
    pdf: pdf && !ended ? pdf : null,
    links: ended ? [] : promotion.links,
  };
}

export default function PromotionDetailPage() {
  const { title, description, endAt, ended, cover, pages, pdf, links } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  usePageMeta(title, description);

  return (
    <article className={page.page} data-page="promotionDetail">
      <p>
        <Link className={page.link} to={localizedPath('promotions', locale)}>
          {t('promotions.back')}
        </Link>
      </p>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{description}</p>
      {ended ? (
        <div className={styles.ended} role="status" data-testid="promotion-ended">
          <p>{t('promotions.ended', { date: formatDate(endAt, locale, { dateStyle: 'long', timeZone: STORE_TIME_ZONE }) })}</p>
          <Link className={page.cta} to={localizedPath('promotions', locale)}>
            {t('promotions.seeCurrent')}
          </Link>
        </div>
      ) : endAt ? (
        <p className={styles.until}>
          {t('promotions.until', { date: formatDate(endAt, locale, { dateStyle: 'long', timeZone: STORE_TIME_ZONE }) })}
        </p>
      ) : null}
      {pdf ? (
        <p>
          <a className={page.cta} href={pdf.file} target="_blank" rel="noopener" download={pdf.name} data-testid="promotion-pdf">
            {t('promotions.pdf')}
          </a>
        </p>
      ) : null}
      <Img className={page.image} src={cover} alt="" {...IMAGE_SIZES.banner} priority sizes={PAGE_WIDTH} />
      {pages.length > 0 ? (
        <section aria-labelledby="pages-promotion">
          <h2 id="pages-promotion" className={styles.heading}>
            {t('promotions.pages')}
          </h2>
          <ul className={styles.pages}>
            {pages.map((src, index) => (
              <li key={src}>
                <Img
                  className={page.image}
                  src={src}
                  alt={t('promotions.page', { name: title, n: index + 1 })}
                  {...IMAGE_SIZES.flyer}
                  sizes="(min-width: 90rem) 28rem, (min-width: 62em) 32vw, (min-width: 44rem) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {links.length > 0 ? (
        <section aria-labelledby="liens-promotion">
          <h2 id="liens-promotion" className={styles.heading}>
            {t('promotions.links')}
          </h2>
          <ul>
            {links.map((link) => (
              <li key={link.url}>
                <Link className={page.link} to={link.url}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
