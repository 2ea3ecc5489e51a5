import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images';

const storage = 'http://127.0.0.1:3020/v0/b/demo-storefront.appspot.com/o';

describe('imageSrcSet', () => {
  it('lists the file store copies narrower than the image, then the image itself, each with its width', () => {
    const src = `${storage}/shop%2Fchlore-en-tablettes-3-po.webp?alt=media&token=1b2c`;
    expect(imageSrcSet(src, 800)).toBe(
      [
        `${storage}/shop%2Fchlore-en-tablettes-3-po_320w.webp?alt=media 320w`,
        `${storage}/shop%2Fchlore-en-tablettes-3-po_480w.webp?alt=media 480w`,
        `${storage}/shop%2Fchlore-en-tablettes-3-po_640w.webp?alt=media 640w`,
        `${src} 800w`,
      ].join(', '),
    );
  });

  it('reads production download addresses the same way, with the query in any order', () => {
    const src = 'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/banners%2Faccueil-promo-spa.webp?token=abc&alt=media';
    const set = imageSrcSet(src, 1600)?.split(', ');
    expect(set).toHaveLength(7);
    expect(set?.[3]).toBe(
      'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/banners%2Faccueil-promo-spa_768w.webp?alt=media 768w',
    );
    expect(set?.[6]).toBe(`${src} 1600w`);
  });

  it('asks the store CDN for each width', () => {
    const src = 'https://cdn.shopify.com/s/files/1/0001/products/chlore.webp?v=1700000000';
    expect(imageSrcSet(src, 800)).toBe(
      [
        'https://cdn.shopify.com/s/files/1/0001/products/chlore.webp?v=1700000000&width=320 320w',
        'https://cdn.shopify.com/s/files/1/0001/products/chlore.webp?v=1700000000&width=480 480w',
        'https://cdn.shopify.com/s/files/1/0001/products/chlore.webp?v=1700000000&width=640 640w',
        `${src} 800w`,
      ].join(', '),
    );
  });

  it('gives nothing for images with no narrower copy, or addresses of no known kind', () => {
    expect(imageSrcSet(`${storage}/icons%2Fspas%2Fjets.webp?alt=media&token=x`, 48)).toBeUndefined();
    expect(imageSrcSet('https://example.com/image.webp', 800)).toBeUndefined();
    expect(imageSrcSet(`${storage}/shop%2Fa.webp`, 800)).toBeUndefined();
    expect(imageSrcSet('', 800)).toBeUndefined();
  });
});
