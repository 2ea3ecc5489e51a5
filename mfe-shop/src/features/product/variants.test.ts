import { describe, expect, it } from 'vitest';
import type { StoreImage } from '@storefront/contracts';
import { defaultVariant, galleryOf, variantOfParam, variantParam } from './variants';

const image = (id: string, src = `https://cdn/${id}.webp`): StoreImage => ({ id, src, altText: null, width: 800, height: 800 });
const pail = image('gid://shopify/ProductImage/1');
const detail = image('gid://shopify/ProductImage/2');
const small = image('gid://shopify/ProductImage/3');
const variants = [
  { id: 'gid://shopify/ProductVariant/10011', title: '4 kg', availableForSale: true, image: small },
  { id: 'gid://shopify/ProductVariant/10012', title: '10 kg', availableForSale: true, image: pail },
];

describe('defaultVariant', () => {
  // shopify.dev, Storefront API, Product.selectedOrFirstAvailableVariant: "If no selected options are provided, the first
  // available variant is returned. If no variants are available, the first variant is returned."
  it('is the first variant for sale', () => {
    const soldOutFirst = [{ ...variants[0]!, availableForSale: false }, variants[1]!];
    expect(defaultVariant(soldOutFirst)?.title).toBe('10 kg');
    expect(defaultVariant(variants)?.title).toBe('4 kg');
  });

  it('is the first variant when none is for sale, and none without variants', () => {
    expect(defaultVariant(variants.map((variant) => ({ ...variant, availableForSale: false })))?.title).toBe('4 kg');
    expect(defaultVariant([])).toBeUndefined();
  });
});

describe('the address of a variant', () => {
  it('carries the number of its gid, as a Shopify store does (?variant=10012)', () => {
    expect(variantParam('gid://shopify/ProductVariant/10012')).toBe('10012');
  });

  it('names the variant by its number or its gid', () => {
    expect(variantOfParam(variants, '10012')?.title).toBe('10 kg');
    expect(variantOfParam(variants, 'gid://shopify/ProductVariant/10012')?.title).toBe('10 kg');
  });

  it("falls back to the default variant when it names none of the product's, or nothing", () => {
    expect(variantOfParam(variants, '99999')?.title).toBe('4 kg');
    expect(variantOfParam(variants, '')?.title).toBe('4 kg');
    expect(variantOfParam(variants, null)?.title).toBe('4 kg');
  });
});

describe('galleryOf', () => {
  const images = [pail, detail, small];

  it("shows the variant's own image, found among the product's by id", () => {
    expect(galleryOf(images, variants[0])).toEqual({ images, shown: 2 });
    expect(galleryOf(images, variants[1])).toEqual({ images, shown: 0 });
  });

  it('finds it by its address when the image has no id', () => {
    expect(galleryOf(images, { image: { ...detail, id: null } }).shown).toBe(1);
  });

  it("adds the variant's image last when the product's images do not have it", () => {
    const other = image('gid://shopify/ProductImage/9');
    expect(galleryOf([pail, detail], { image: other })).toEqual({ images: [pail, detail, other], shown: 2 });
  });

  it('shows the first image for a variant without one, or no variant', () => {
    expect(galleryOf(images, { image: null }).shown).toBe(0);
    expect(galleryOf(images, undefined).shown).toBe(0);
    expect(galleryOf([], { image: null })).toEqual({ images: [], shown: 0 });
  });
});
