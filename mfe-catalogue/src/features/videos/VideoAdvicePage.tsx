// Owns the video advice page: the store's promotional video, then the three groups of capsules, each loaded only when the visitor plays it.
import { useLoaderData } from 'react-router';
import { usePageMeta, type PageLoaderArgs } from '@storefront/platform';
import { catalogueClient, resolvePaths } from '../../data/catalogue';
import { addCatalogueMessages, useCatalogueTranslation } from '../../i18n';
import { videosMessages } from './messages';
import { useScrollToHash } from '../../common/useScrollToHash';
import { VideoFacade } from './VideoFacade';
import { YouTubeFacade } from './YouTubeFacade';
import page from '../../common/Page.module.css';
import styles from './VideoAdvice.module.css';

addCatalogueMessages(videosMessages);

/** Spec §7: the promotional video is a file of the cloud store; its poster is the home page's video slide. */
const PROMOTION_VIDEO = 'videos/piscines-soleil-promotion.mp4';
const PROMOTION_POSTER = 'banners/accueil-video.webp';

export async function loader({ config, locale }: PageLoaderArgs) {
  const client = await catalogueClient(config);
  const groups = await client.loadVideoGroups();
  const urls = await resolvePaths(client, [
    PROMOTION_VIDEO,
    PROMOTION_POSTER,
    ...groups.flatMap((group) => group.capsules.map((capsule) => capsule.image)),
  ]);
  return {
    video: { src: urls[PROMOTION_VIDEO] ?? '', poster: urls[PROMOTION_POSTER] ?? '' },
    // Some English video ids differ from the French ones; an empty English value plays the French video.
    groups: groups.map((group) => ({
      id: group.id,
      title: group.title[locale] || group.title.fr,
      capsules: group.capsules.map((capsule) => ({
        videoId: capsule.videoId[locale] || capsule.videoId.fr,
        title: capsule.title[locale] || capsule.title.fr,
        image: urls[capsule.image] ?? '',
      })),
    })),
  };
}

export default function VideoAdvicePage() {
  const { video, groups } = useLoaderData<typeof loader>();
  const { t } = useCatalogueTranslation();
  usePageMeta(t('videos.title'), t('videos.description'));
  useScrollToHash();

  return (
    <article className={page.page} data-page="videoAdvice">
      <h1 className={page.title}>{t('videos.title')}</h1>
      <p className={page.lead}>{t('videos.lead')}</p>

      {video.src ? (
        <section id="video-promotionnelle" className={styles.promotion} aria-labelledby="video-promotionnelle-titre">
          <h2 id="video-promotionnelle-titre" className={styles.heading}>
            {t('videos.promo')}
          </h2>
          <VideoFacade
            src={video.src}
            poster={video.poster}
            title={t('videos.promo')}
            playLabel={t('videos.play', { title: t('videos.promo') })}
            describedBy="video-promotionnelle-note"
          />
          <p id="video-promotionnelle-note" className={styles.note}>
            {t('home.slides.video.text')} {t('videos.facadeNote')}
          </p>
        </section>
      ) : null}

      {groups.length === 0 ? <p className={page.empty}>{t('videos.empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-titre`} data-group={group.id}>
          <h2 id={`${group.id}-titre`} className={styles.heading}>
            {group.title}
          </h2>
          <ul className={styles.capsules}>
            {group.capsules.map((capsule) => (
              <li key={capsule.videoId} className={styles.capsule} data-video-id={capsule.videoId}>
                <YouTubeFacade
                  videoId={capsule.videoId}
                  title={capsule.title}
                  poster={capsule.image}
                  playLabel={t('videos.play', { title: capsule.title })}
                />
                <h3 className={styles.capsuleTitle}>{capsule.title}</h3>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
