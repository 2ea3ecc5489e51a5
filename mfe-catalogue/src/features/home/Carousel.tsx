// Owns the home page's rotating banner: an accessible carousel (Embla) with pause, previous/next disabled at the ends, dots and swipe.
// Embla's code is fetched once the browser is idle after hydration, or when the visitor reaches for the banner: the
// banner is painted and hydrated from the HTML (its first slide in place), and nothing of the carousel runs before the page
// answers clicks; 7 KB less script before that on a phone.
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { whenIdle } from '@storefront/ui';
import { useCatalogueTranslation } from '../../i18n';
import styles from './Carousel.module.css';

const DELAY_MS = 6000;
/** At the latest this long after hydration, Embla is fetched even if the browser never goes idle. */
const LOAD_DEADLINE_MS = 2000;

/**
 * Embla on the viewport element, with its autoplay, once the browser is idle after hydration (or at once when the visitor
 * reaches for the banner: `loadNow`); null until then. Fetching it from the hydration's own commit made that commit longer.
 */
function useDeferredEmbla(): [RefObject<HTMLDivElement | null>, EmblaCarouselType | null, () => void] {
  // A ref object, not a state setter as ref: a state set from the commit that ends hydration renders the whole banner
  // again, synchronously, inside that commit.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const load = useRef<() => void>(() => undefined);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    let started = false;
    load.current = () => {
      if (started) return;
      started = true;
      void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
        ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
          if (cancelled) return;
          instance = EmblaCarousel(viewport, { loop: false, align: 'start' }, [
            Autoplay({ delay: DELAY_MS, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true, playOnInit: false }),
          ]);
          setApi(instance);
        },
      );
    };
    const cancelIdle = whenIdle(() => load.current(), LOAD_DEADLINE_MS);
    return () => {
      cancelled = true;
      cancelIdle();
      load.current = () => undefined;
      instance?.destroy();
      setApi(null);
    };
  }, []);
  const loadNow = useCallback(() => load.current(), []);
  return [viewportRef, api, loadNow];
}

export function Carousel({ slides }: { slides: { key: string; content: ReactNode }[] }) {
  const { t } = useCatalogueTranslation();
  const [viewport, api, loadNow] = useDeferredEmbla();
  const [selected, setSelected] = useState(0);
  const [ends, setEnds] = useState({ prev: false, next: slides.length > 1 });
  const [playing, setPlaying] = useState(false);
  // Until Embla is there the banner stands still and its button says "play": a press then is kept, and honoured when it comes.
  const askedToPlay = useRef(false);
  // Likewise a press on previous, next or a dot: Embla is fetched at once, and the move is made when it arrives.
  const pendingMove = useRef<((carousel: EmblaCarouselType) => void) | null>(null);
  const move = (action: (carousel: EmblaCarouselType) => void) => {
    if (api) return action(api);
    pendingMove.current = action;
    loadNow();
  };

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setEnds({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    pendingMove.current?.(api);
    pendingMove.current = null;
    update();
    api.on('select', update).on('reInit', update).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // Visitors who ask for less motion get a still banner; they can still start it.
    if (askedToPlay.current || !window.matchMedia('(prefers-reduced-motion: reduce)').matches) api.plugins().autoplay?.play();
    return () => {
      api.off('select', update).off('reInit', update).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api]);

  const togglePlay = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) {
      askedToPlay.current = true;
      loadNow();
      return;
    }
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [api, loadNow]);

  const total = slides.length;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      // A finger or pointer on the banner, or the keyboard in it, means a swipe or a press may follow: Embla comes now.
      onPointerDown={loadNow}
      onPointerEnter={loadNow}
      onFocus={loadNow}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.slide', { n: index + 1, total })}
              data-slide={slide.key}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={togglePlay}
          aria-label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
          data-testid="carousel-play"
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => move((carousel) => carousel.scrollPrev())}
          disabled={!ends.prev}
          aria-label={t('home.carousel.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ol className={styles.dots}>
          {slides.map((slide, index) => (
            <li key={slide.key}>
              <button
                type="button"
                className={styles.dot}
                onClick={() => move((carousel) => carousel.scrollTo(index))}
                aria-label={t('home.carousel.goTo', { n: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={styles.control}
          onClick={() => move((carousel) => carousel.scrollNext())}
          disabled={!ends.next}
          aria-label={t('home.carousel.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
