// Owns the Firestore `spas` records (one per series) and their `collection-models`, with spa images and feature icons.
import { productSvg } from '../images/products';
import { toHandle } from '../builders';
import { bannerSvg, optionSvg, spaIconSvg, type OptionSwatch, type SpaIcon } from '../images/scenes';
import { bilingualSeo, emptyPart, type SeedPart } from '../part';
import type { ShopPlan } from '../shop/index';
import { bilingual, englishSpec } from './english-models';
import {
  SPA_MODELS,
  SPA_OPTIONAL_LISTS,
  SPA_OPTIONS,
  SPA_SERIES,
  SPA_VENDOR,
  spaModelPlan,
  type SpaOptionList,
  type SpaSeries,
} from './spa-models';

const SPA_OPTION_SWATCH: Record<SpaOptionList, OptionSwatch> = {
  shellColours: 'shell',
  cabinetColours: 'cabinet',
  covers: 'cover',
  steps: 'step',
  coverLifters: 'lifter',
  sanitizers: 'sanitizer',
};

const SERIES_ORDER: SpaSeries[] = ['evasion', 'harmonie', 'prestige', 'aquafit'];

const PRESENTATION: Record<SpaSeries, string> = {
  evasion:
    'La série Évasion réunit l’essentiel de l’hydrothérapie dans des spas compacts et économes en énergie, parfaits pour une première expérience.',
  harmonie:
    'La série Harmonie offre des sièges à profondeurs variées, la filtration R-Max et l’écran tactile Touch 2 pour toute la famille.',
  prestige:
    'La série Prestige est notre haut de gamme : jets en acier inoxydable, éclairage périmétrique et isolation intégrale pour l’hiver québécois.',
  aquafit: 'Les spas de nage Aquafit combinent nage à contre-courant, aquaforme et détente dans un seul bassin chauffé toute l’année.',
};

const COMPONENTS: Record<SpaSeries, { title: string; description: string; icon: string }[]> = {
  evasion: [
    { title: 'Hydrothérapie ciblée', description: 'Des jets orientés vers le dos, la nuque et les pieds.', icon: 'icons/spas/jets.svg' },
    { title: 'Éclairage DEL', description: 'Une ambiance lumineuse à couleurs variables.', icon: 'icons/spas/led.svg' },
  ],
  harmonie: [
    { title: 'Filtration R-Max', description: 'Une eau claire avec moins de produits chimiques.', icon: 'icons/spas/rmax.svg' },
    { title: 'Commande Touch 2', description: 'Écran tactile couleur et réglages depuis le téléphone.', icon: 'icons/spas/touch2.svg' },
    { title: 'Audio Bluetooth', description: 'Haut-parleurs étanches intégrés à la coque.', icon: 'icons/spas/audio.svg' },
  ],
  prestige: [
    {
      title: 'Jets en acier inoxydable',
      description: 'Des jets réglables individuellement pour un massage en profondeur.',
      icon: 'icons/spas/jets.svg',
    },
    { title: 'Filtration R-Max', description: 'Une eau claire avec moins de produits chimiques.', icon: 'icons/spas/rmax.svg' },
    { title: 'Commande Touch 2', description: 'Écran tactile couleur et réglages depuis le téléphone.', icon: 'icons/spas/touch2.svg' },
    { title: 'Audio Bluetooth', description: 'Haut-parleurs étanches et caisson de graves.', icon: 'icons/spas/audio.svg' },
  ],
  aquafit: [
    { title: 'Nage à contre-courant', description: 'Un courant réglable du débutant à l’athlète.', icon: 'icons/spas/jets.svg' },
    { title: 'Commande Touch 2', description: 'Programmes d’entraînement enregistrés.', icon: 'icons/spas/touch2.svg' },
  ],
};

const ICONS: SpaIcon[] = [
  'persons',
  'jets',
  'led',
  'audio',
  'rmax',
  'touch2',
  'serie-evasion',
  'serie-harmonie',
  'serie-prestige',
  'serie-aquafit',
];

export function spaIconPath(icon: SpaIcon): string {
  return `icons/spas/${icon}.svg`;
}

export function spasPart(plan: ShopPlan): SeedPart {
  const part = emptyPart();
  for (const icon of ICONS) part.files[spaIconPath(icon)] = { contentType: 'image/svg+xml', data: Buffer.from(spaIconSvg(icon)) };

  // Option swatches are shared by every spa, like a pool family's.
  const optionItems = (Object.entries(SPA_OPTIONS) as [SpaOptionList, (typeof SPA_OPTIONS)[SpaOptionList]][]).map(([list, items]) => ({
    list,
    items: items.map((item, index) => {
      const id = toHandle(item.title);
      const image = `spas/options/${list}/${id}.webp`;
      part.images.push({ path: image, width: 400, height: 400, svg: optionSvg(SPA_OPTION_SWATCH[list], index, item.color, item.title) });
      return {
        id,
        title: bilingual(item.title),
        image,
        order: index + 1,
        ...(item.price !== undefined ? { price: String(item.price) } : {}),
      };
    }),
  }));

  // The shop product of a model carries its platform product id (spas sort by it, descending) and its images.
  const shopProducts = new Map(plan.products.map((planned) => [planned.product.handle, planned]));

  SERIES_ORDER.forEach((series, seriesIndex) => {
    const swim = series === 'aquafit';
    const recordId = `serie-${series}`;
    const title = SPA_SERIES[series].title;
    const image = `spas/${recordId}.webp`;
    part.images.push({ path: image, width: 1600, height: 900, svg: bannerSvg('spa', 1600, 900, seriesIndex + 3) });
    part.documents[`spas/${recordId}`] = {
      id: recordId,
      type: swim ? 'spaNage' : 'spa',
      typeHandle: swim ? 'spas-de-nage' : 'spas',
      title: bilingual(title),
      handle: recordId,
      components: COMPONENTS[series].map((component) => ({
        ...component,
        title: bilingual(component.title),
        description: bilingual(component.description),
      })),
      presentation: bilingual(PRESENTATION[series]),
      image,
      order: seriesIndex + 1,
      ...bilingualSeo(bilingual(title), bilingual(PRESENTATION[series]), image),
    };

    SPA_MODELS.filter((model) => model.series === series).forEach((model, modelIndex) => {
      const shopProduct = shopProducts.get(swim ? `spa-de-nage-${model.handle}` : `spa-${model.handle}`);
      // Published models show their shop product's images; unpublished ones (no shop product yet) get their own.
      const images = shopProduct?.images.map((image) => image.path) ?? [
        `spas/models/${model.handle}.webp`,
        `spas/models/${model.handle}-2.webp`,
      ];
      if (!shopProduct) {
        images.forEach((path, index) =>
          part.images.push({
            path,
            width: 800,
            height: 800,
            svg: productSvg({
              drawing: swim ? 'swimSpa' : 'spa',
              color: model.color,
              accent: '#00a6d6',
              seed: modelIndex + seriesIndex * 10,
              alternate: index > 0,
              model: spaModelPlan(model),
            }),
          }),
        );
      }
      const modelPath = `spas/${recordId}/collection-models/${model.handle}`;
      for (const { list, items } of optionItems) {
        for (const item of items) part.documents[`${modelPath}/${list}/${item.id}`] = item;
      }
      part.documents[modelPath] = {
        id: model.handle,
        title: model.title,
        productType: bilingual(SPA_SERIES[series].productType),
        priceEv: model.priceEv,
        discountEv: model.discountEv,
        vendor: SPA_VENDOR,
        // Unpublished models have no shop product yet; they keep a placeholder id that sorts last.
        platformProductId: shopProduct?.product.id ?? 'gid://shopify/Product/0',
        persons: model.persons,
        specs: {
          dimensions: model.dimensions,
          waterCapacity: { fr: model.waterCapacity, en: englishSpec(model.waterCapacity) },
          dryWeight: { fr: model.dryWeight, en: englishSpec(model.dryWeight) },
          pumps: { fr: model.pumps, en: englishSpec(model.pumps) },
          seats: model.persons,
          lounge: model.lounge,
        },
        serieIcon: spaIconPath(`serie-${series}`),
        images,
        led: model.led,
        rmaxIcon: model.rmax ? spaIconPath('rmax') : '',
        audioIcon: model.audio ? spaIconPath('audio') : '',
        touch2Icon: model.touch2 ? spaIconPath('touch2') : '',
        jets: model.jets,
        order: modelIndex + 1,
        handle: model.handle,
        published: model.published,
        optionalLists: SPA_OPTIONAL_LISTS,
        description: bilingual(model.description),
        ...bilingualSeo(
          { fr: `${swim ? 'Spa de nage' : 'Spa'} ${model.title}`, en: `${model.title} ${swim ? 'swim spa' : 'spa'}` },
          bilingual(model.description),
          images[0] as string,
        ),
      };
    });
  });
  return part;
}
