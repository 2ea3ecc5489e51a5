// Owns the click-to-load facade of the store's own video: a poster and a play button; the video file is fetched only once the visitor asks for it.
import { useState } from 'react';
import { IMAGE_SIZES, Img } from '../../common/Img';
import styles from './VideoAdvice.module.css';

export function VideoFacade({
  src,
  poster,
  title,
  playLabel,
  describedBy,
}: {
  src: string;
  poster: string;
  title: string;
  playLabel: string;
  describedBy: string;
}) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <video
        className={styles.video}
        src={src}
        poster={poster}
        controls
        autoPlay
        playsInline
        width={IMAGE_SIZES.video.width}
        height={IMAGE_SIZES.video.height}
        aria-label={title}
        aria-describedby={describedBy}
        data-testid="promotion-video"
      />
    );
  }
  return (
    <button
      type="button"
      className={styles.facade}
      onClick={() => setPlaying(true)}
      aria-describedby={describedBy}
      data-testid="promotion-video-facade"
    >
      <Img className={styles.poster} src={poster} alt="" {...IMAGE_SIZES.banner} priority sizes="(min-width: 62em) 60rem, 100vw" />
      <span className={styles.play} aria-hidden="true" />
      <span className={styles.playLabel}>{playLabel}</span>
    </button>
  );
}
