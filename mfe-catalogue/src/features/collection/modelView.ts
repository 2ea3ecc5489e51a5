// Owns turning a spa or pool model into what its page shows: gallery, specifications, option lists, collapsible lists and structured data.
import type { PoolOptionName } from '@storefront/contracts';
import type { ModelPrice } from '@storefront/catalogue-data/prices';
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

/** Option lists shown as collapsible lists (wall, tarp) rather than as open option grids. */
export const COLLAPSIBLE_OPTIONS: Partial<Record<PoolOptionName, 'wall' | 'tarp'>> = { walls: 'wall', liners: 'tarp' };

/** Spa feature icons the seed stores beside the model's own (persons, jets, LED). */
export const SPA_ICONS = { persons: 'icons/spas/persons.svg', jets: 'icons/spas/jets.svg', led: 'icons/spas/led.svg' } as const;

export interface OptionItemView {
  id: string;
  title: string;
  image: string;
  price: number | null;
}

export interface OptionListView {
  name: PoolOptionName;
  items: OptionItemView[];
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
  if (found.kind === 'spa') {
    const spa = found.model;
    return [...model.images, spa.serieIcon, spa.rmaxIcon, spa.audioIcon, spa.touch2Icon, ...Object.values(SPA_ICONS)];
  }
  return [...model.images, ...Object.values(found.model.options).flatMap((items) => (items ?? []).map((item) => item.image))];
}

/** The order option lists are shown in, whatever order they were read in (spec §3 lists them per family). */
const OPTION_ORDER: readonly PoolOptionName[] = [
  'dimensions',
  'shapes',
  'structuralComponents',
  'wallComponents',
  'treviclip',
  'steps',
  'liners',
  'walls',
];

export function optionLists(found: CollectionModel): OptionListView[] {
  if (found.kind !== 'pool') return [];
  const { options } = found.model;
  return OPTION_ORDER.flatMap((name) => {
    const items = options[name] ?? [];
    return items.length > 0 ? [[name, items] as const] : [];
  }).map(([name, items]) => ({
    name,
    items: items.map((item) => {
      const price = item.price === undefined ? NaN : Number(item.price);
      return { id: item.id, title: item.title, image: item.image, price: Number.isFinite(price) && price > 0 ? price : null };
    }),
  }));
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
      seller: { '@type': 'Organization', name: 'Piscines Soleil' },
    },
  };
}
