// Owns the click-to-load facade of an advice capsule: its poster from the file store and a play button; nothing comes from YouTube before the click.
import { useEffect, useRef, useState } from 'react';
import { IMAGE_SIZES, Img } from '../../common/Img';
import styles from './VideoAdvice.module.css';

/** A capsule is a grid cell of at least 17rem: one column on phones, up to about 20rem wide on a desktop. */
const CAPSULE_SIZES = '(min-width: 48em) 22rem, calc(100vw - 2rem)';

export function YouTubeFacade({
  videoId,
  title,
  poster,
  playLabel,
}: {
  videoId: string;
  title: string;
  poster: string;
  playLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone: the focus follows to the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <div className={styles.lite}>
        <iframe
          ref={frame}
          className={styles.liteFrame}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={title}
          width={IMAGE_SIZES.video.width}
          height={IMAGE_SIZES.video.height}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <button type="button" className={styles.facade} onClick={() => setPlaying(true)} aria-label={playLabel}>
      <Img className={styles.poster} src={poster} alt="" {...IMAGE_SIZES.video} sizes={CAPSULE_SIZES} />
      <span className={styles.play} aria-hidden="true" />
    </button>
  );
}
