import { describe, expect, it } from 'vitest';
import { storedImageWidthPath, storedImageWidths } from './images';
import { fileStoreOrigin, siteMediaUrl } from './runtime-config';

describe('stored image widths', () => {
  it('keeps the listed widths clearly narrower than the image', () => {
    expect(storedImageWidths(1600)).toEqual([320, 480, 640, 768, 960, 1280]);
    expect(storedImageWidths(800)).toEqual([320, 480, 640]);
    expect(storedImageWidths(1000)).toEqual([320, 480, 640, 768]);
    expect(storedImageWidths(320)).toEqual([]);
    expect(storedImageWidths(48)).toEqual([]);
  });

  it('names a copy after its image, before the extension', () => {
    expect(storedImageWidthPath('shop/chlore-en-tablettes-3-po.webp', 480)).toBe('shop/chlore-en-tablettes-3-po_480w.webp');
    expect(storedImageWidthPath('banners/v1.2/accueil.webp', 768)).toBe('banners/v1.2/accueil_768w.webp');
    expect(storedImageWidthPath('banners/accueil', 320)).toBe('banners/accueil_320w');
  });
});

describe('file store addresses on the site', () => {
  const local = { emulator: { host: '127.0.0.1', port: 3520 } };
  const src = 'http://127.0.0.1:3520/v0/b/demo-storefront.appspot.com/o/banners%2Fa.webp?alt=media&token=t';

  it("are written on the site's own origin where its server relays media, and left alone elsewhere", () => {
    expect(siteMediaUrl(src, { ...local, siteMedia: true })).toBe('/v0/b/demo-storefront.appspot.com/o/banners%2Fa.webp?alt=media&token=t');
    expect(siteMediaUrl(src, local)).toBe(src);
    expect(siteMediaUrl(src, null)).toBe(src);
    // Another origin (the store's CDN, a video's thumbnail) is never rewritten.
    expect(siteMediaUrl('https://cdn.shopify.com/s/files/a.jpg', { ...local, siteMedia: true })).toBe(
      'https://cdn.shopify.com/s/files/a.jpg',
    );
    expect(siteMediaUrl('https://firebasestorage.googleapis.com/v0/b/b/o/a.webp?alt=media', { siteMedia: true })).toBe(
      '/v0/b/b/o/a.webp?alt=media',
    );
    expect(fileStoreOrigin({})).toBe('https://firebasestorage.googleapis.com');
  });
});
