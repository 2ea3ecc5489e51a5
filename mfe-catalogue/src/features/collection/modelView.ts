// Owns turning a spa or pool model into what its page shows: gallery, specifications, option lists and structured data.
import { STORE_NAME, type OptionListName, type PoolOption } from '@storefront/contracts';
import { optionPrice, type ModelPrice } from '@storefront/catalogue-data/prices';
import type { CollectionModel } from './collectionData';

/** Spec §3: the light colour options of a spa with LED lighting. */
export const LIGHT_COLOURS = [
  { id: 'lunaire', colour: '#dfe7f2' },
  { id: 'soleil', colour: '#f5c400' },
  { id: 'framboise', colour: '#c2185b' },
  { id: 'opal', colour: '#a7d8de' },
  { id: 'cerise', colour: '#b71c1c' },
  { id: 'denim', colour: '#1565c0' },
  { id: 'menthe', colour: '#98e0c0' },
] as const;

/** Spa feature icons the seed stores beside the model's own (persons, jets, LED). */
export const SPA_ICONS = { persons: 'icons/spas/persons.svg', jets: 'icons/spas/jets.svg', led: 'icons/spas/led.svg' } as const;

export interface OptionItemView {
  id: string;
  title: string;
  image: string;
  /** The option's price difference; 0 where it is included in the model's price. */
  price: number;
  /** The model's photo with this option, where the catalogue has one. */
  photo?: string;
}

export interface OptionListView {
  name: OptionListName;
  items: OptionItemView[];
  /** The buyer may leave it empty (the catalogue's `optionalLists`): the configurator offers "none" too. */
  optional: boolean;
}

export interface SpaSpecsView {
  persons: string;
  jets: number;
  led: boolean;
  series: string;
  icons: { key: 'serie' | 'rmax' | 'audio' | 'touch2' | 'persons' | 'jets' | 'led'; path: string }[];
  details: { key: string; value: string }[];
}

/** Every stored path the model page shows, to resolve in one pass. */
export function modelPaths(found: CollectionModel): string[] {
  const { model } = found;
  const optionImages = Object.values(found.model.options as Partial<Record<OptionListName, PoolOption[]>>).flatMap((items) =>
    (items ?? []).flatMap((item) => (item.photo ? [item.image, item.photo] : [item.image])),
  );
  if (found.kind === 'spa') {
    const spa = found.model;
    return [...model.images, spa.serieIcon, spa.rmaxIcon, spa.audioIcon, spa.touch2Icon, ...Object.values(SPA_ICONS), ...optionImages];
  }
  return [...model.images, ...optionImages];
}

/** The order option lists are chosen in, whatever order they were read in: what the pool or spa is first, then its finish. */
const OPTION_ORDER: Record<CollectionModel['kind'], readonly OptionListName[]> = {
  pool: ['dimensions', 'shapes', 'structuralComponents', 'wallComponents', 'treviclip', 'steps', 'liners', 'walls'],
  spa: ['shellColours', 'cabinetColours', 'covers', 'steps', 'coverLifters', 'sanitizers'],
};

/** The model's option lists that have options, in the order they are chosen, each option with its price difference (prices.ts). */
export function optionLists(found: CollectionModel): OptionListView[] {
  const options = found.model.options as Partial<Record<OptionListName, PoolOption[]>>;
  const optional = found.model.optionalLists as readonly OptionListName[];
  return OPTION_ORDER[found.kind].flatMap((name) => {
    const items = options[name] ?? [];
    if (items.length === 0) return [];
    return [
      {
        name,
        items: items.map((item) => ({
          id: item.id,
          title: item.title,
          image: item.image,
          price: optionPrice(item),
          ...(item.photo ? { photo: item.photo } : {}),
        })),
        optional: optional.includes(name),
      },
    ];
  });
}

/**
 * The photo of the model as configured (ADR 0051): the chosen shape's own photo where the catalogue has one, so a model
 * chosen oval is not shown round; undefined otherwise (the gallery shows the model's photos).
 */
export function configuredPhoto(lists: readonly OptionListView[], choices: Partial<Record<OptionListName, string>>): string | undefined {
  const shapes = lists.find((list) => list.name === 'shapes');
  return shapes?.items.find((item) => item.id === choices.shapes)?.photo || undefined;
}

export function spaSpecs(found: CollectionModel): SpaSpecsView | null {
  if (found.kind !== 'spa') return null;
  const { model, type } = found;
  const icons: SpaSpecsView['icons'] = [
    { key: 'serie', path: model.serieIcon },
    { key: 'persons', path: SPA_ICONS.persons },
    { key: 'jets', path: SPA_ICONS.jets },
    ...(model.led ? [{ key: 'led' as const, path: SPA_ICONS.led }] : []),
    { key: 'rmax', path: model.rmaxIcon },
    { key: 'audio', path: model.audioIcon },
    { key: 'touch2', path: model.touch2Icon },
  ];
  const details = Object.entries(model.specs)
    .filter(([key, value]) => key !== 'seats' && (typeof value === 'string' || typeof value === 'number' || value === true))
    .map(([key, value]) => ({ key, value: value === true ? 'yes' : String(value) }));
  return {
    persons: model.persons,
    jets: model.jets,
    led: model.led,
    series: type.title,
    icons: icons.filter((icon) => icon.path),
    details,
  };
}

/** schema.org Product with its offer: the "from" price, in Canadian dollars, at the model page's address. */
export function productJsonLd(input: {
  name: string;
  description: string;
  images: string[];
  brand: string;
  sku: string;
  url: string;
  price: ModelPrice;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.images.filter(Boolean),
    sku: input.sku,
    brand: { '@type': 'Brand', name: input.brand },
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.price.from.toFixed(2),
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStoreOnly',
      seller: { '@type': 'Organization', name: STORE_NAME },
    },
  };
}
