// Owns the Firestore pool families (`above-ground-pool`, `in-ground-pool`, `built-in-pool`), their models and option lists.
import { toHandle } from '../builders';
import { productSvg } from '../images/products';
import { bannerSvg, optionSvg } from '../images/scenes';
import { bilingualSeo, emptyPart, type SeedPart } from '../part';
import type { ShopPlan } from '../shop/index';
import { bilingual } from './english-models';
import { modelOptions, OPTION_SWATCH, POOL_FAMILIES, poolModelPlan, type OptionList } from './pool-models';

export function poolsPart(plan: ShopPlan): SeedPart {
  const part = emptyPart();
  const shopProducts = new Map(plan.products.map((planned) => [planned.product.handle, planned]));
  for (const family of POOL_FAMILIES) {
    // Option swatches are shared by every model of the family; each model's documents hold only the options it allows.
    const optionItems = (Object.entries(family.options) as [OptionList, NonNullable<(typeof family.options)[OptionList]>][]).map(
      ([list, items]) => ({
        list,
        items: items.map((item, index) => {
          const id = toHandle(item.title);
          const image = `pools/options/${family.family}/${list}/${id}.webp`;
          part.images.push({ path: image, width: 400, height: 400, svg: optionSvg(OPTION_SWATCH[list], index, item.color, item.title) });
          return { source: item.title, id, title: bilingual(item.title), image, order: index + 1 };
        }),
      }),
    );

    family.collections.forEach((collection, collectionIndex) => {
      const image = `pools/${family.family}/${collection.handle}.webp`;
      part.images.push({ path: image, width: 1600, height: 900, svg: bannerSvg('pool', 1600, 900, collectionIndex + 11) });
      const recordPath = `${family.family}/${collection.handle}`;
      part.documents[recordPath] = {
        id: collection.handle,
        type: bilingual(family.type),
        typeHandle: family.typeHandle,
        title: bilingual(collection.title),
        handle: collection.handle,
        presentation: bilingual(collection.presentation),
        image,
        order: collectionIndex + 1,
        ...bilingualSeo(bilingual(collection.title), bilingual(collection.presentation), image),
      };
      collection.models.forEach((model, modelIndex) => {
        // Published models show their shop product's images; unpublished ones get their own.
        const shopProduct = shopProducts.get(toHandle(`Piscine ${model.title}`));
        const images = shopProduct?.images.map((entry) => entry.path) ?? [
          `pools/models/${model.handle}.webp`,
          `pools/models/${model.handle}-2.webp`,
        ];
        if (!shopProduct) {
          images.forEach((path, index) =>
            part.images.push({
              path,
              width: 800,
              height: 800,
              svg: productSvg({
                drawing: family.drawing,
                color: family.color,
                accent: '#00a6d6',
                seed: modelIndex + collectionIndex * 5,
                alternate: index > 0,
                model: poolModelPlan(family, model),
              }),
            }),
          );
        }
        const modelPath = `${recordPath}/collection-models/${model.handle}`;
        part.documents[modelPath] = {
          id: model.handle,
          title: bilingual(model.title),
          description: bilingual(model.description),
          productType: bilingual(model.productType),
          priceEv: model.priceEv,
          discountEv: model.discountEv,
          vendor: family.vendor,
          handle: model.handle,
          images,
          order: modelIndex + 1,
          published: model.published,
          optionalLists: family.optionalLists,
          ...bilingualSeo(bilingual(model.title), bilingual(model.description), images[0] as string),
        };
        const allowed = modelOptions(family, model);
        for (const { list, items } of optionItems) {
          for (const { source, ...item } of items) {
            const option = allowed[list]?.find((candidate) => candidate.title === source);
            if (!option) continue;
            part.documents[`${modelPath}/${list}/${item.id}`] = {
              ...item,
              ...(option.price !== undefined ? { price: String(option.price) } : {}),
            };
          }
        }
      });
    });
  }
  return part;
}
