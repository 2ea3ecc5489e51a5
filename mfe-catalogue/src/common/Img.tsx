// Owns how the catalogue shows a stored image: its size is set before it loads (no layout shift), the device picks
// a copy of the width it needs (srcset), and only the page's largest image of the first screen loads eagerly.
import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@storefront/catalogue-data/images';
import { useMediaUrl } from '@storefront/platform';

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The largest image of the first screen: loaded at once with high priority (LCP). */
  priority?: boolean;
  /** The width the image takes on the page, for the device to choose among the copies (`sizes`). */
  sizes?: string;
  /** The stored image's own width, where the box is drawn smaller (thumbnails); `width` by default. */
  sourceWidth?: number;
}

export function Img({ src: stored, alt, width, height, priority = false, sizes = '100vw', sourceWidth = width, ...rest }: ImgProps) {
  const src = useMediaUrl()(stored);
  if (!src)
    return (
      <span aria-hidden="true" style={{ display: 'block', aspectRatio: `${width} / ${height}`, background: 'var(--color-surface-alt)' }} />
    );
  const srcSet = imageSrcSet(src, sourceWidth);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...(srcSet ? { srcSet, sizes } : {})}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}

/** `sizes` of an image as wide as the page: the layout's container (90rem, 100rem from 120em, 120rem from 144.688em) or the screen. */
export const PAGE_WIDTH = '(min-width: 144.688em) 120rem, (min-width: 120em) 100rem, (min-width: 90rem) 90rem, 100vw';

/** Pixel sizes of the seed's images by kind: the attributes reserve their space. */
export const IMAGE_SIZES = {
  banner: { width: 1600, height: 900 },
  product: { width: 800, height: 800 },
  option: { width: 400, height: 400 },
  video: { width: 960, height: 540 },
  flyer: { width: 1000, height: 1400 },
  tile: { width: 1200, height: 800 },
  icon: { width: 48, height: 48 },
} as const;
