// Owns the product video: nothing is loaded until the visitor asks for it.
import { useState } from 'react';
import { useShopTranslation } from '../../i18n';
import styles from './ProductDetailPage.module.css';

export function ProductVideo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useShopTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <section className={styles.video} aria-labelledby="product-video">
      <h2 id="product-video">{t('product.video.title')}</h2>
      {playing ? (
        <iframe
          className={styles.videoFrame}
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={t('product.video.frame', { title })}
          width={560}
          height={315}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.secondary} onClick={() => setPlaying(true)} data-testid="video-play">
          {t('product.video.play')}
        </button>
      )}
    </section>
  );
}
