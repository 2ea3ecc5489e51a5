// Owns the candidate widths of an image address (srcset): the file store's narrower copies, or the store CDN's resizing.
import { storedImageWidthPath, storedImageWidths } from '@storefront/contracts';

/** A Cloud Storage download address: /v0/b/{bucket}/o/{url-encoded object path}?alt=media(&token=…). */
const STORAGE_MEDIA = /^(.*\/v0\/b\/[^/]+\/o\/)([^/?#]+)\?(?:[^#]*&)?alt=media(?:[&#]|$)/;

/** Shopify's image CDN resizes on request with a `width` parameter. */
const SHOPIFY_CDN_HOST = 'cdn.shopify.com';

function storageCopy(src: string, width: number): ((copyWidth: number) => string) | null {
  const match = STORAGE_MEDIA.exec(src);
  if (!match) return null;
  const [, base = '', encodedPath = ''] = match;
  const path = decodeURIComponent(encodedPath);
  // The copies' folders are public-read in the rules; asking the store for each copy's token would cost one request per copy.
  return (copyWidth) => (copyWidth === width ? src : `${base}${encodeURIComponent(storedImageWidthPath(path, copyWidth))}?alt=media`);
}

function cdnCopy(src: string, width: number): ((copyWidth: number) => string) | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.hostname !== SHOPIFY_CDN_HOST) return null;
  return (copyWidth) => {
    if (copyWidth === width) return src;
    const copy = new URL(src);
    copy.searchParams.set('width', String(copyWidth));
    return copy.toString();
  };
}

/**
 * The srcset of an image `width` px wide at `src`: its stored narrower copies then itself, each with its width;
 * undefined when the address is of no known kind (the image then has its `src` alone).
 */
export function imageSrcSet(src: string, width: number): string | undefined {
  const copyAt = storageCopy(src, width) ?? cdnCopy(src, width);
  const widths = storedImageWidths(width);
  if (!copyAt || widths.length === 0) return undefined;
  return [...widths, width].map((copyWidth) => `${copyAt(copyWidth)} ${copyWidth}w`).join(', ');
}
