// Owns turning catalogue documents (spec §3/§7) into the contracts' types; no database access here.
import {
  POOL_OPTION_NAMES,
  POOL_TYPE_HANDLES,
  SPA_OPTION_NAMES,
  type Category,
  type CategoryCollection,
  type CustomerFileCategory,
  type CustomerProductCategory,
  type PoolCollectionName,
  type PoolModel,
  type PoolOption,
  type PoolOptionName,
  type PoolType,
  type ProductType,
  type SpaModel,
  type SpaType,
} from '@storefront/contracts';
import { bool, CATALOGUE_LANGUAGE, inLanguage, num, record, records, seo, text, textList, type DocumentFields } from './fields';
import { toHandle } from './text';

/** A document as the loaders read it: its id and its fields. */
export interface RawDocument {
  id: string;
  data: DocumentFields;
}

function productTypes(data: DocumentFields): ProductType[] {
  return records(data, 'productTypes').map((type) => {
    const title = text(type, 'title');
    return { title, handle: text(type, 'handle') || toHandle(title) };
  });
}

export function toCategoryCollection({ id, data }: RawDocument): CategoryCollection {
  return {
    id,
    shopifyCollectionId: text(data, 'shopifyCollectionId'),
    order: num(data, 'order'),
    productTypes: productTypes(data),
  };
}

export function toCategory({ id, data }: RawDocument, collections: CategoryCollection[]): Category {
  return {
    id: text(data, 'id', id),
    title: text(data, 'title'),
    handle: text(data, 'handle'),
    image: text(data, 'image'),
    order: num(data, 'order'),
    ...seo(data),
    collections,
  };
}

export function toCustomerFileCategory({ id, data }: RawDocument): CustomerFileCategory {
  return {
    id,
    title: text(data, 'title'),
    order: num(data, 'order'),
    documents: records(data, 'documents').map((document) => ({ title: text(document, 'title'), file: text(document, 'file') })),
  };
}

export function toCustomerProductCategory({ id, data }: RawDocument, fileCategories: CustomerFileCategory[]): CustomerProductCategory {
  return {
    id,
    title: text(data, 'title'),
    handle: text(data, 'handle'),
    image: text(data, 'image'),
    order: num(data, 'order'),
    ...seo(data),
    fileCategories,
  };
}

/** The model's `optionalLists` that name one of `names` (an unknown name is ignored). */
function optionalLists<Name extends string>(data: DocumentFields, names: readonly Name[]): Name[] {
  return textList(data, 'optionalLists').filter((name): name is Name => (names as readonly string[]).includes(name));
}

const POOL_LISTS = [...new Set(Object.values(POOL_OPTION_NAMES).flat())] as PoolOptionName[];

export function toSpaModel({ id, data }: RawDocument, options: SpaModel['options'] = {}): SpaModel {
  return {
    id: text(data, 'id', id),
    title: text(data, 'title'),
    description: text(data, 'description'),
    productType: text(data, 'productType'),
    priceEv: num(data, 'priceEv'),
    discountEv: num(data, 'discountEv'),
    vendor: text(data, 'vendor'),
    platformProductId: text(data, 'platformProductId'),
    persons: text(data, 'persons'),
    // Specifications are shown as they are: a bilingual one is read in the loader's language (French here).
    specs: inLanguage(record(data, 'specs'), CATALOGUE_LANGUAGE),
    serieIcon: text(data, 'serieIcon'),
    images: textList(data, 'images'),
    led: bool(data, 'led'),
    rmaxIcon: text(data, 'rmaxIcon'),
    audioIcon: text(data, 'audioIcon'),
    touch2Icon: text(data, 'touch2Icon'),
    jets: num(data, 'jets'),
    order: num(data, 'order'),
    handle: text(data, 'handle'),
    ...seo(data),
    options,
    optionalLists: optionalLists(data, SPA_OPTION_NAMES),
  };
}

export function toSpaType({ id, data }: RawDocument, products: SpaModel[]): SpaType {
  const type = text(data, 'type') === 'spaNage' ? 'spaNage' : 'spa';
  return {
    id: text(data, 'id', id),
    type,
    typeHandle: type === 'spaNage' ? 'spas-de-nage' : 'spas',
    title: text(data, 'title'),
    handle: text(data, 'handle'),
    components: records(data, 'components').map((component) => ({
      title: text(component, 'title'),
      description: text(component, 'description'),
      icon: text(component, 'icon'),
    })),
    presentation: text(data, 'presentation'),
    image: text(data, 'image'),
    order: num(data, 'order'),
    ...seo(data),
    products,
  };
}

export function toPoolOption({ id, data }: RawDocument): PoolOption {
  const option: PoolOption = {
    id: text(data, 'id', id),
    title: text(data, 'title'),
    image: text(data, 'image'),
    order: num(data, 'order'),
  };
  const price = text(data, 'price');
  if (price !== '') option.price = price;
  const photo = text(data, 'photo');
  if (photo !== '') option.photo = photo;
  return option;
}

export function toPoolModel({ id, data }: RawDocument, options: PoolModel['options']): PoolModel {
  return {
    id: text(data, 'id', id),
    title: text(data, 'title'),
    description: text(data, 'description'),
    productType: text(data, 'productType'),
    priceEv: num(data, 'priceEv'),
    discountEv: num(data, 'discountEv'),
    vendor: text(data, 'vendor'),
    handle: text(data, 'handle'),
    images: textList(data, 'images'),
    order: num(data, 'order'),
    ...seo(data),
    options,
    optionalLists: optionalLists(data, POOL_LISTS),
  };
}

export function toPoolType(collection: PoolCollectionName, { id, data }: RawDocument, products: PoolModel[]): PoolType {
  return {
    id: text(data, 'id', id),
    type: text(data, 'type'),
    typeHandle: POOL_TYPE_HANDLES[collection],
    title: text(data, 'title'),
    handle: text(data, 'handle'),
    presentation: text(data, 'presentation'),
    image: text(data, 'image'),
    order: num(data, 'order'),
    ...seo(data),
    products,
  };
}
