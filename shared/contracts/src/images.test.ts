import { describe, expect, it } from 'vitest';
import { storedImageWidthPath, storedImageWidths } from './images';

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
