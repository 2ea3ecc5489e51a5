import { describe, expect, it } from 'vitest';
import { ENGLISH_PRODUCTS } from './english';
import { planShop, SHOP_CATEGORIES } from './index';

describe('English seed products', () => {
  it('every shop product has an English title and description, and its features stay a list', () => {
    const products = planShop().products.map((planned) => planned.product);
    expect(products.filter((product) => !product.translations?.EN).map((product) => product.title)).toEqual([]);
    const chlorine = products.find((product) => product.handle === 'chlore-en-tablettes-3-po');
    expect(chlorine?.translations?.EN).toMatchObject({ title: '3 in chlorine tablets' });
    expect(chlorine?.translations?.EN?.descriptionHtml).toMatch(/<ul><li>90% available chlorine<\/li>/);
  });

  it('names no product the seed does not have', () => {
    const titles = new Set(
      SHOP_CATEGORIES.flatMap((category) =>
        category.collections.flatMap((collection) => collection.products.map((product) => product.title)),
      ),
    );
    expect(Object.keys(ENGLISH_PRODUCTS).filter((title) => !titles.has(title))).toEqual([]);
  });
});
