import { describe, expect, it } from 'vitest';
import { cardPurchase } from './cardProduct';

const variant = (id: string, title: string, price: number, availableForSale = true) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  title,
  price,
  compareAtPrice: null,
  availableForSale,
});
const formats = {
  buyOnline: true,
  options: [{ name: 'Format', values: ['4 kg', '10 kg'] }],
  variants: [variant('1', '4 kg', 44.99), variant('2', '10 kg', 89.99)],
};

describe('cardPurchase', () => {
  it('adds the one variant of a product sold in one format at once', () => {
    const one = { buyOnline: true, options: [{ name: 'Title', values: ['Default Title'] }], variants: [variant('1', 'Default Title', 9)] };
    expect(cardPurchase(one)).toEqual({ variantId: 'gid://shopify/ProductVariant/1', choice: null });
  });

  it('asks which format first, listing each with its price and whether it is for sale, sold-out ones too', () => {
    const soldOut = { ...formats, variants: [formats.variants[0]!, variant('2', '10 kg', 89.99, false)] };
    expect(cardPurchase(soldOut)).toEqual({
      variantId: null,
      choice: { kind: 'formats', option: 'Format', variants: soldOut.variants },
    });
  });

  it('leads to the product page when the product has several options to choose (a colour and a size)', () => {
    const twoOptions = {
      buyOnline: true,
      options: [
        { name: 'Couleur', values: ['Bleu', 'Gris'] },
        { name: 'Taille', values: ['Petit', 'Grand'] },
      ],
      variants: [variant('1', 'Bleu / Petit', 10), variant('2', 'Gris / Grand', 12)],
    };
    expect(cardPurchase(twoOptions)).toEqual({ variantId: null, choice: { kind: 'page' } });
  });

  it('offers nothing when no variant is for sale, or the product is bought in store', () => {
    const none = { ...formats, variants: formats.variants.map((entry) => ({ ...entry, availableForSale: false })) };
    expect(cardPurchase(none)).toEqual({ variantId: null, choice: null });
    expect(cardPurchase({ ...formats, buyOnline: false })).toEqual({ variantId: null, choice: null });
  });
});
