// Owns the Firestore `categories` documents and their `collections` sub-collection, built from the shop plan.
import { bannerSvg } from '../images/scenes';
import { bilingualSeo, emptyPart, type SeedPart } from '../part';
import { bilingualGroup, ENGLISH_GROUPS } from '../shop/english-catalogue';
import { SHOP_CATEGORIES, type ShopPlan } from '../shop/index';

const TILE = { width: 1200, height: 800 };

export function categoriesPart(plan: ShopPlan): SeedPart {
  const part = emptyPart();
  SHOP_CATEGORIES.forEach((category, index) => {
    const image = `categories/${category.handle}.webp`;
    part.images.push({ path: image, ...TILE, svg: bannerSvg(category.image, TILE.width, TILE.height, index + 1) });
    part.documents[`categories/${category.handle}`] = {
      id: category.handle,
      title: bilingualGroup(category.title),
      handle: category.handle,
      image,
      ...bilingualSeo(
        bilingualGroup(category.title),
        { fr: category.seoDescription, en: ENGLISH_GROUPS[category.title]?.[1] ?? '' },
        image,
      ),
      order: index + 1,
    };
    for (const collection of plan.categoryCollections[category.handle] ?? []) {
      part.documents[`categories/${category.handle}/collections/${collection.handle}`] = {
        id: collection.handle,
        shopifyCollectionId: collection.shopifyCollectionId,
        order: collection.order,
        productTypes: collection.productTypes,
      };
    }
  });
  return part;
}
