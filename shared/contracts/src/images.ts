// Owns the stored image widths convention: which narrower copies of a stored image sit beside it, and their object names.

/**
 * Widths (px) the file store keeps of every image wider than them, so a phone downloads a small copy:
 * 360–412 px wide screens at 1.75–3 device pixels per CSS pixel pick 640, 768 or 1280 for a full-width image.
 */
export const STORED_IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1280] as const;

/** A copy within this ratio of the original's width would save little: the original serves instead. */
const WORTH_A_COPY = 0.9;

/** The narrower widths stored beside an image `width` px wide, narrowest first. */
export function storedImageWidths(width: number): number[] {
  return STORED_IMAGE_WIDTHS.filter((candidate) => candidate <= width * WORTH_A_COPY);
}

/** Object path of an image's copy `width` px wide: 'shop/chlore.webp', 480 → 'shop/chlore_480w.webp'. */
export function storedImageWidthPath(path: string, width: number): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? `${path.slice(0, dot)}_${width}w${path.slice(dot)}` : `${path}_${width}w`;
}
