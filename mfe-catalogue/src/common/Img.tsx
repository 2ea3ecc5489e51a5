// Owns how the catalogue shows a stored image: its size is set before it loads (no layout shift), and only the first screen loads eagerly.
import type { ImgHTMLAttributes } from 'react';

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The largest image of the first screen: loaded at once with high priority (LCP). */
  priority?: boolean;
}

export function Img({ src, alt, width, height, priority = false, sizes = '100vw', ...rest }: ImgProps) {
  if (!src) return <span aria-hidden="true" style={{ display: 'block', aspectRatio: `${width} / ${height}`, background: 'var(--color-surface-alt)' }} />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}

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
